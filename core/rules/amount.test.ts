import { describe, expect, it } from 'vitest';
import { parseAmount, validateAmountValue, allowsDecimals } from './amount.js';

const KG = { code: 'KG', weighed: true };
const STK = { code: 'STK', weighed: false };
const INVALID = 'Den indtastede værdi var ugyldig';
const DIGITS = 'Du kan kun indtaste tal i feltet';

describe('parseAmount (spec §5)', () => {
  it.each([
    // [typed, unit, expected value or message]
    ['2', STK, 2],
    [' 12 ', STK, 12],
    ['2,', STK, 2], // a digit followed only by commas has the comma removed
    ['2,,,', STK, 2],
    ['', STK, INVALID], // required
    ['   ', STK, INVALID],
    ['0', STK, INVALID], // zero invalid
    ['000', STK, INVALID],
    ['abc', STK, DIGITS],
    ['1,5', STK, DIGITS], // other units: digits only
    ['1.5', STK, DIGITS],
    ['-1', STK, DIGITS],
    ['1e3', STK, DIGITS],
    ['10000', STK, INVALID], // above the line maximum
    ['9999', STK, 9999],
    ['1,5', KG, 1.5], // comma becomes a decimal point
    ['0,25', KG, 0.25],
    ['2', KG, 2],
    ['2,', KG, 2],
    ['1,255', KG, INVALID], // at most 2 decimals
    ['1.5', KG, INVALID], // KG: comma only
    ['abc', KG, INVALID],
    ['0,00', KG, INVALID],
    [',5', KG, INVALID],
  ] as const)('%j in %s', (typed, unit, expected) => {
    const result = parseAmount(typed, unit);
    if (typeof expected === 'number') expect(result).toEqual({ ok: true, value: expected });
    else expect(result).toEqual({ ok: false, message: expected });
  });

  it('treats the unit code KG as decimal even when the weighed flag is missing', () => {
    expect(allowsDecimals({ code: 'kg' })).toBe(true);
    expect(allowsDecimals({ code: 'KRT' })).toBe(false);
    expect(allowsDecimals({ code: 'STK', weighed: true })).toBe(true);
  });
});

describe('validateAmountValue (the server side of §5)', () => {
  it.each([
    [2, STK, null],
    [2.5, STK, DIGITS],
    [0, STK, INVALID],
    [-3, STK, INVALID],
    [Number.NaN, STK, INVALID],
    [10_000, STK, INVALID],
    [1.25, KG, null],
    [0.1, KG, null],
    [1.255, KG, INVALID],
    [0, KG, INVALID],
  ] as const)('%d in %s', (amount, unit, expected) => {
    expect(validateAmountValue(amount, unit)).toBe(expected);
  });
});
