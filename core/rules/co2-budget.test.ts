import { describe, expect, it } from 'vitest';
import { co2PerRefUnit, co2TargetStatus, isClearlyLowerCo2, lineCo2, netPerBase, organicTargetStatus, showCo2Budget, swapUnitAndAmount, type SwapUnit } from './co2-budget.js';

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

describe('netPerBase and co2PerRefUnit', () => {
  it.each([
    [25592, 10237, 2.5],
    [21522, 21522, 1],
    [1000, null, null],
    [0, 500, null],
    [1000, 0, null],
    [null, 500, null],
  ] as const)('price %s over reference price %s: %s', (price, ref, expected) => {
    expect(netPerBase(price, ref)).toBe(expected);
  });

  it('compares per kg, l or stk of food', () => {
    expect(co2PerRefUnit(65.382, 2.5)).toBeCloseTo(26.15, 2);
    expect(co2PerRefUnit(5, null)).toBeNull();
    expect(co2PerRefUnit(null, 1)).toBeNull();
  });
});

describe('swapUnitAndAmount', () => {
  it.each([
    // [name, line, alternative units, alternative net per base, unit, amount]
    ['same unit, same pack size: same amount', { unit: 'KG', amount: 2.5, factor: 1, net: 1 }, [unit('KG', 1, { weighed: true })], 1, 'KG', 2.5],
    ['same unit, smaller packs: the same quantity of food', { unit: 'STK', amount: 2, factor: 1, net: 2.5 }, [unit('STK', 1)], 0.5, 'STK', 10],
    ['carton of another size: the same quantity', { unit: 'KRT', amount: 2, factor: 8, net: 2.5 }, [unit('STK', 1), unit('KRT', 4)], 1, 'KRT', 10],
    ['no such unit: the default unit', { unit: 'KRT', amount: 2, factor: 5, net: 1 }, [unit('KG', 1, { isDefault: true, weighed: true }), unit('SPN', 10)], 1, 'KG', 10],
    ['no default: the first by sort order', { unit: 'KRT', amount: 2, factor: 5, net: 1 }, [unit('SPN', 10, { sortOrder: 2 }), unit('PK', 2, { sortOrder: 1 })], 1, 'PK', 5],
    ['whole units are rounded', { unit: 'KG', amount: 3, factor: 1, net: 1 }, [unit('PK', 2.5, { isDefault: true })], 1, 'PK', 1],
    ['KG keeps hundredths', { unit: 'STK', amount: 7, factor: 1, net: 0.25 }, [unit('KG', 1, { isDefault: true })], 1, 'KG', 1.75],
    ['without net quantities the same unit keeps its amount', { unit: 'KRT', amount: 3, factor: 8 }, [unit('STK', 1), unit('KRT', 5)], null, 'KRT', 3],
    ['without net quantities another unit takes the base quantity', { unit: 'KRT', amount: 2, factor: 5 }, [unit('KG', 1, { isDefault: true, weighed: true })], null, 'KG', 10],
  ])('%s', (_name, line, units, net, code, amount) => {
    const swap = swapUnitAndAmount(line, units, net);
    expect(swap?.unit.code).toBe(code);
    expect(swap?.amount).toBe(amount);
  });

  it('answers null past the line maximum, without a unit, or when rounding moves the quantity by more than half', () => {
    expect(swapUnitAndAmount({ unit: 'KRT', amount: 9000, factor: 10 }, [unit('STK', 1)])).toBeNull();
    expect(swapUnitAndAmount({ unit: 'KRT', amount: 1, factor: 10 }, [])).toBeNull();
    // 2 kg against sacks of 10 kg: one sack is five times the quantity.
    expect(swapUnitAndAmount({ unit: 'KG', amount: 2, factor: 1, net: 1 }, [unit('SK', 1)], 10)).toBeNull();
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
