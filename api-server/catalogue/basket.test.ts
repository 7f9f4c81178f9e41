import { describe, expect, it } from 'vitest';
import { da, MAX_LINE_AMOUNT } from '../../core/index.js';
import { amountProblem, hundredthsToNumeric, toHundredths } from './basket.js';

describe('server-side amount rules (§5)', () => {
  it.each([
    [1, false, null],
    [12, false, null],
    [1.5, false, da.amountDigitsOnly],
    [0, false, da.amountInvalid],
    [-1, false, da.amountInvalid],
    [MAX_LINE_AMOUNT, false, null],
    [MAX_LINE_AMOUNT + 1, false, da.amountInvalid],
    [1.25, true, null],
    [0.01, true, null],
    [1.255, true, da.amountInvalid],
    [0, true, da.amountInvalid],
    [Number.NaN, true, da.amountInvalid],
  ])('amount %s (weighed %s) -> %s', (amount, weighed, expected) => {
    expect(amountProblem(amount, weighed)).toBe(expected);
  });

  it('adds amounts in hundredths without float drift', () => {
    expect(hundredthsToNumeric(toHundredths(0.1) + toHundredths(0.2))).toBe('0.30');
    expect(hundredthsToNumeric(toHundredths('1.25') + toHundredths(2))).toBe('3.25');
  });
});
