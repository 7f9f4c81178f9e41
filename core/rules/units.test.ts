import { describe, expect, it } from 'vitest';
import { defaultUnit, focusProductIdFor, lineTotalOre, unitPriceOre } from './units.js';
import type { Unit } from '../schemas/product.js';

const unit = (code: string, factor: number, isDefault = false, weighed = false): Unit => ({ code, description: code, factor, weighed, isDefault });
const units = [unit('STK', 1), unit('KRT', 12, true), unit('PK', 6)];

describe('§4 card unit default', () => {
  it.each([
    ['list standard unit wins', { units, expiry: null }, { listStandardUnit: 'PK' }, 'PK'],
    ['unknown list unit falls back to the flagged default', { units, expiry: null }, { listStandardUnit: 'FL' }, 'KRT'],
    ['flagged default', { units, expiry: null }, {}, 'KRT'],
    ['first when none is flagged', { units: [unit('STK', 1), unit('KRT', 12)], expiry: null }, {}, 'STK'],
    ['a focus product: its focus unit before the flagged default', { units, expiry: null, focus: { productId: '9100001', unit: 'PK', stock: 40 } }, {}, 'PK'],
    ['a focus product in a list: the list standard unit still wins', { units, expiry: null, focus: { productId: '9100001', unit: 'PK', stock: 40 } }, { listStandardUnit: 'STK' }, 'STK'],
    ['an unknown focus unit falls back to the flagged default', { units, expiry: null, focus: { productId: '9100001', unit: 'FL', stock: 40 } }, {}, 'KRT'],
    ['expiry products use the expiry unit', { units, expiry: { referenceProductId: '1', expiresOn: '2026-11-25', priceOre: 100, stock: 3, unit: 'STK' } }, { expiry: true }, 'STK'],
  ] as const)('%s', (_n, product, opts, expected) => {
    expect(defaultUnit(product, opts).code).toBe(expected);
  });

  it.each([
    ['a focus product is ordered as its focus product', { productId: '9100001', unit: 'PK', stock: 40 }, false, '9100001'],
    ['not as the expiry offer', { productId: '9100001', unit: 'PK', stock: 40 }, true, undefined],
    ['a regular product has none', null, false, undefined],
  ] as const)('focusProductIdFor: %s', (_n, focus, expiry, expected) => {
    expect(focusProductIdFor({ focus }, expiry)).toBe(expected);
  });

  it('throws for a product without units (the schema forbids it)', () => {
    expect(() => defaultUnit({ units: [], expiry: null })).toThrow();
  });
});

describe('prices per unit in whole øre', () => {
  it.each([
    [1250, 1, 1250],
    [1250, 12, 15000],
    [333, 1.5, 500], // 499.5 rounds half up
    [null, 12, null],
  ])('base %s x factor %s = %s', (base, factor, expected) => {
    expect(unitPriceOre(base, { factor })).toBe(expected);
  });

  it.each([
    [1999, 3, 5997],
    [4995, 1.25, 6244], // 6243.75
    [18995, 1.5, 28493], // 28492.5 rounds half up
    [15, 4.1, 62], // 61.5 exactly; 15 * 4.1 is 61.49999999999999 in floating point
    [1, 0.5, 1], // 0.5 øre rounds up
    [3, 0.01, 0], // 0.03 øre
    [999_999, 9999, 9_998_990_001], // the largest line: still exact
    [null, 2, null],
  ])('line total %s x %s = %s', (price, amount, expected) => {
    expect(lineTotalOre(price, amount)).toBe(expected);
  });
});
