import { describe, expect, it } from 'vitest';
import { decodeProduct } from '../schemas/product-decode.js';
import type { ProductWire } from '../schemas/product.js';
import { Origin } from '../schemas/cart.js';
import { da } from '../texts/da.js';
import type { OrderContext } from './permissions.js';
import { planBulkAdd } from './favorite-list-basket.js';
import type { BulkAddInput } from './favorite-list-basket.js';

const units = [
  { i: 'STK', d: 'Stk', n: 1, w: false, f: false },
  { i: 'KRT', d: 'Karton', n: 12, w: false, f: true },
  { i: 'KG', d: 'Kilo', n: 1, w: true, f: false },
];
const wire = (id: string, extra: Partial<ProductWire> = {}): ProductWire => ({ i: [id, '', ''], g: '10', g_text: 'Mejeri', b: 'Arla', d: `Vare ${id}`, u: units, p: 1000, ...extra });

const plain = decodeProduct(wire('100001'));
const listUnit = decodeProduct(wire('100002'));
const discontinued = decodeProduct(wire('100003', { f: '2020-01-01', f_text: 'Udgået' }));
const noPrice = decodeProduct(wire('100004', { p: 0 }));
const missingFoodInfo = decodeProduct(wire('100005', { x: { foodInfoRequired: true } }));

const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2026-11-21' };
const on = { showPrices: true, allowOrdering: true };

function input(patch: Partial<BulkAddInput> = {}): BulkAddInput {
  return {
    lines: [
      { product: plain, listItem: { standardUnit: null, ownPriority: null } },
      { product: listUnit, listItem: { standardUnit: 'STK', ownPriority: 1 } },
    ],
    amounts: {},
    units: {},
    orderContext: ctx,
    settings: on,
    ...patch,
  };
}

describe('planBulkAdd: the lines of "Læg hele listen i kurven" (issue 5)', () => {
  it('every line in one call, origin FavoriteList; unit: chosen, else the list standard unit, else the default (§4); amount 1 when empty', () => {
    expect(planBulkAdd(input()).items).toEqual([
      { origin: Origin.FavoriteList, amount: 1, productId: '100001', unit: 'KRT', expiryProduct: false },
      { origin: Origin.FavoriteList, amount: 1, productId: '100002', unit: 'STK', expiryProduct: false },
    ]);
  });

  it.each([
    ['a typed amount', { amounts: { '100001': '3' } }, { productId: '100001', amount: 3, unit: 'KRT' }],
    ['a unit chosen on the card wins over the list standard unit', { units: { '100002': 'KRT' } }, { productId: '100002', amount: 1, unit: 'KRT' }],
    ['KG takes a decimal comma (§5)', { units: { '100001': 'KG' }, amounts: { '100001': '1,25' } }, { productId: '100001', amount: 1.25, unit: 'KG' }],
    ['an unknown chosen unit falls back to the list unit', { units: { '100002': 'XYZ' } }, { productId: '100002', amount: 1, unit: 'STK' }],
    ['spaces around the amount', { amounts: { '100001': ' 2 ' } }, { productId: '100001', amount: 2, unit: 'KRT' }],
  ])('%s', (_name, patch, expected) => {
    expect(planBulkAdd(input(patch)).items).toContainEqual(expect.objectContaining(expected));
  });

  it.each([
    ['letters', 'to', da.amountDigitsOnly],
    ['zero', '0', da.amountInvalid],
    ['decimals in a piece unit', '1,5', da.amountDigitsOnly],
  ])('an invalid amount (%s) is reported with its §5 message, not sent', (_name, typed, message) => {
    const plan = planBulkAdd(input({ amounts: { '100001': typed } }));
    expect(plan.invalid).toEqual([{ productId: '100001', name: 'Vare 100001', message }]);
    expect(plan.items.map((i) => i.productId)).toEqual(['100002']);
  });

  it.each([
    ['discontinued', discontinued, 'discontinued'],
    ['a zero price while prices show (§6)', noPrice, 'noPrice'],
    ['food information missing', missingFoodInfo, 'missingFoodInfo'],
  ] as const)('%s: skipped and named', (_name, product, reason) => {
    const plan = planBulkAdd(input({ lines: [{ product, listItem: null }, { product: plain, listItem: null }] }));
    expect(plan.skipped).toEqual([{ productId: product.id, name: product.name, reason }]);
    expect(plan.items.map((i) => i.productId)).toEqual(['100001']);
  });

  it('a zero price is no obstacle when prices are hidden (§6)', () => {
    expect(planBulkAdd(input({ lines: [{ product: noPrice, listItem: null }], settings: { showPrices: false, allowOrdering: true } })).items).toHaveLength(1);
  });

  it('a deadline blocks, except on a shopping list (cart type 1)', () => {
    const lines = [{ product: plain, listItem: null }];
    expect(planBulkAdd(input({ lines, orderContext: { ...ctx, orderableByDeadline: false } })).skipped[0]?.reason).toBe('deadline');
    expect(planBulkAdd(input({ lines, orderContext: { ...ctx, orderableByDeadline: false, cartType: 1 } })).items).toHaveLength(1);
  });

  it('products the catalogue no longer holds are skipped by number', () => {
    expect(planBulkAdd(input({ missing: ['100999'] })).skipped).toEqual([{ productId: '100999', name: null, reason: 'notInAssortment' }]);
  });
});
