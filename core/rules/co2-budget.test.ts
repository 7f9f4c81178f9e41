import { describe, expect, it } from 'vitest';
import { co2TargetStatus, isClearlyLowerCo2, lineCo2, organicTargetStatus, showCo2Budget, swapUnitAndAmount, type SwapUnit } from './co2-budget.js';

const unit = (code: string, factor: number, extra: Partial<SwapUnit> = {}): SwapUnit => ({ code, factor, weighed: false, isDefault: false, sortOrder: 0, ...extra });

describe('lineCo2', () => {
  it.each([
    [2.5, 2, 1, 5],
    [1.234, 3, 8, 29.62],
    [0.001, 1, 1, 0],
    [0, 10, 5, 0],
  ])('%s kg/base × %s × factor %s = %s kg', (co2e, amount, factor, expected) => {
    expect(lineCo2(co2e, amount, factor)).toBe(expected);
  });
});

describe('isClearlyLowerCo2', () => {
  it.each([
    [10, 8, true],
    [10, 8.01, false],
    [10, 0, true],
    [10, 10, false],
    [10, 12, false],
    [0, 0, false],
    [null, 1, false],
    [10, null, false],
  ] as const)('%s → %s: %s', (current, candidate, expected) => {
    expect(isClearlyLowerCo2(current, candidate)).toBe(expected);
  });
});

describe('swapUnitAndAmount', () => {
  it.each([
    ['same unit code: same unit and amount', { unit: 'KRT', amount: 3, factor: 8 }, [unit('STK', 1), unit('KRT', 5)], 'KRT', 3],
    ['no such unit: the default unit, by base quantity', { unit: 'KRT', amount: 2, factor: 5 }, [unit('KG', 1, { isDefault: true, weighed: true }), unit('SPN', 10)], 'KG', 10],
    ['no default: the first by sort order', { unit: 'KRT', amount: 2, factor: 5 }, [unit('SPN', 10, { sortOrder: 2 }), unit('PK', 2, { sortOrder: 1 })], 'PK', 5],
    ['whole units are rounded', { unit: 'KG', amount: 3, factor: 1 }, [unit('PK', 2.5, { isDefault: true })], 'PK', 1],
    ['never below one', { unit: 'STK', amount: 1, factor: 1 }, [unit('KRT', 10, { isDefault: true })], 'KRT', 1],
    ['KG takes 2 decimals', { unit: 'STK', amount: 3, factor: 0.333 }, [unit('KG', 1, { isDefault: true })], 'KG', 1],
    ['KG keeps hundredths', { unit: 'STK', amount: 7, factor: 0.25 }, [unit('KG', 1, { isDefault: true })], 'KG', 1.75],
  ])('%s', (_name, line, units, code, amount) => {
    const swap = swapUnitAndAmount(line, units);
    expect(swap?.unit.code).toBe(code);
    expect(swap?.amount).toBe(amount);
  });

  it('answers null when the converted amount passes the line maximum or there is no unit', () => {
    expect(swapUnitAndAmount({ unit: 'KRT', amount: 9000, factor: 10 }, [unit('STK', 1)])).toBeNull();
    expect(swapUnitAndAmount({ unit: 'KRT', amount: 1, factor: 10 }, [])).toBeNull();
  });
});

describe('target status', () => {
  it.each([
    [2.49, 2.5, 3, 'met'],
    [2.5, 2.5, 3, 'met'],
    [2.51, 2.5, 3, 'missed'],
    [3.1, null, 3, null],
    [0, 2.5, 0, null],
  ] as const)('CO2e %s against %s (%s lines): %s', (value, target, count, expected) => {
    expect(co2TargetStatus(value, target, count)).toBe(expected);
  });

  it.each([
    [30, 30, 2, 'met'],
    [31, 30, 2, 'met'],
    [20, 30, 2, 'missed'],
    [0, 0, 2, 'met'],
    [20, null, 2, null],
    [0, 30, 0, null],
  ] as const)('organic %s %% against %s (%s lines): %s', (value, target, count, expected) => {
    expect(organicTargetStatus(value, target, count)).toBe(expected);
  });
});

describe('showCo2Budget', () => {
  const base = { co2TargetPerLine: null, organicTargetPct: null, itemCount: 2, lines: [{ alternative: null }] };
  it.each([
    ['hideCo2 user', { ...base, co2TargetPerLine: 2.5 }, true, false],
    ['no budget loaded', null, false, false],
    ['empty basket', { ...base, co2TargetPerLine: 2.5, itemCount: 0 }, false, false],
    ['a CO2e target', { ...base, co2TargetPerLine: 2.5 }, false, true],
    ['an organic target', { ...base, organicTargetPct: 30 }, false, true],
    ['no targets, an alternative', { ...base, lines: [{ alternative: {} }] }, false, true],
    ['no targets, no alternative', base, false, false],
  ])('%s', (_name, budget, hideCo2, expected) => {
    expect(showCo2Budget(budget, hideCo2)).toBe(expected);
  });
});
