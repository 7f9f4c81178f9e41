import { describe, expect, it } from 'vitest';
import { decodeProduct } from '../schemas/product-decode.js';
import type { ProductWire } from '../schemas/product.js';
import type { BasketLine } from '../schemas/cart.js';
import { Origin } from '../schemas/cart.js';
import type { OrderContext } from './permissions.js';
import {
  CARD_TYPES,
  addOrigin,
  assetSrc,
  basketQuantityText,
  blockReasonText,
  blockState,
  cardStates,
  cardTypeTraits,
  cardView,
  co2ePerUnit,
  detailsHrefFor,
  expiryView,
  focusBrandHref,
  formatQuantity,
  mergeAddedItems,
  parseOwnPriority,
  quantitiesByProduct,
  referencePriceText,
  upcomingDiscontinuation,
} from './card-state.js';

const wire: ProductWire = {
  i: ['100123', 'A-1', ''],
  g: '10',
  g_text: 'Mejeri',
  b: 'Arla',
  d: 'Letmælk',
  u: [
    { i: 'STK', d: 'Stk', n: 1, w: false, f: false },
    { i: 'KRT', d: 'Karton', n: 12, w: false, f: true },
  ],
  p: 1250,
};
const product = (patch: Partial<ProductWire> = {}) => decodeProduct({ ...wire, ...patch });
const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };

describe('card types (§2)', () => {
  it('every type has traits, and every type may render in its first view', () => {
    for (const type of CARD_TYPES) {
      const traits = cardTypeTraits(type);
      expect(traits.views.length, type).toBeGreaterThan(0);
      expect(cardView(type, traits.views[0])).toBe(traits.views[0]);
    }
  });

  it.each([
    ['primary-shop', 'list', 'list'],
    ['primary-shop', 'gallery', 'gallery'],
    ['primary-shop', undefined, 'gallery'],
    ['frontpage-offer', 'list', 'gallery'],
    ['carousel-product', 'list', 'gallery'],
    ['related-products', 'list', 'gallery'],
    ['quickshop', 'gallery', 'list'],
    ['favorite-list-product', 'list', 'list'],
    ['expiry', 'list', 'list'],
  ] as const)('%s asked for %s renders as %s', (type, asked, view) => {
    expect(cardView(type, asked)).toBe(view);
  });

  it.each([
    ['primary-shop', { compact: false, label: null, showsPrice: true, forcesExpiryView: false, focusAmount: false, iconContext: 'card', dropdown: true }],
    ['frontpage-offer', { compact: true, iconContext: 'compact', dropdown: true }],
    ['carousel-product', { compact: true, iconContext: 'compact', dropdown: true }],
    ['related-products', { compact: true, iconContext: 'compact', dropdown: true }],
    ['alternative-product', { compact: false, label: 'Alternativ vare', dropdown: true }],
    ['expiry', { forcesExpiryView: true, showsPrice: true, dropdown: false }],
    ['quickshop', { compact: true, focusAmount: true, dropdown: false }],
    ['web-sample', { label: 'Vareprøve', showsPrice: false, dropdown: false }],
    ['favorite-list-product', { compact: false, label: null, showsPrice: true, dropdown: true }],
  ] as const)('%s', (type, traits) => {
    expect(cardTypeTraits(type)).toMatchObject(traits);
  });
});

describe('card states (§4)', () => {
  const base = { orderContext: ctx, expiry: false, inBasket: false };
  it.each([
    ['nothing special', {}, base, []],
    ['offer', { o: true, n: '2025-12-01' }, base, ['offer']],
    ['expiry view replaces the offer', { o: true }, { ...base, expiry: true }, ['expiry']],
    ['procure', { x: { procure: true } }, base, ['procure']],
    ['missing food info', { x: { foodInfoRequired: true } }, base, ['missingFoodInfo']],
    ['food info present', { x: { foodInfoRequired: true, foodInfo: true } }, base, []],
    ['missing food info in shopping-list mode does not block', { x: { foodInfoRequired: true } }, { ...base, orderContext: { ...ctx, cartType: 1 as const } }, []],
    ['discontinued (past date)', { f: '2025-01-01' }, base, ['discontinued']],
    ['discontinued today', { f: '2025-11-21' }, base, ['discontinued']],
    ['discontinuing later is no block', { f: '2026-01-01' }, base, []],
    ['discontinued by HQ where the site blocks it', { x: { discontinuedByHQ: true } }, { ...base, orderContext: { ...ctx, siteBlocksDiscontinuedByHQ: true } }, ['discontinued']],
    ['discontinued by HQ elsewhere', { x: { discontinuedByHQ: true } }, base, []],
    ['not orderable by deadline', {}, { ...base, orderContext: { ...ctx, orderableByDeadline: false } }, ['notOrderable']],
    ['in basket', {}, { ...base, inBasket: true }, ['inBasket']],
    ['several at once', { o: true, x: { procure: true } }, { ...base, inBasket: true }, ['offer', 'procure', 'inBasket']],
  ] as const)('%s', (_name, patch, input, states) => {
    expect(cardStates(product(patch as Partial<ProductWire>), input)).toEqual(states);
  });

  it.each([
    ['missingFoodInfo', 'missingFoodInfo'],
    ['discontinued', 'discontinued'],
    ['discontinuedByHQ', 'discontinued'],
    ['deadline', 'notOrderable'],
    [null, null],
  ] as const)('block reason %s shows as %s', (reason, state) => expect(blockState(reason)).toBe(state));

  it.each([
    ['deadline', '', 'Dette produkt kan i øjeblikket ikke bestilles'],
    ['missingFoodInfo', '', 'Manglende varedata'],
    ['discontinued', '', 'Udgået'],
    ['discontinued', 'Udgået – erstattet af ny leverandør', 'Udgået – erstattet af ny leverandør'],
    ['discontinuedByHQ', '  ', 'Udgået fra hovedsortimentet'],
  ] as const)('%s with f_text %j reads %j', (reason, text, expected) => {
    expect(blockReasonText(reason, { discontinuedText: text })).toBe(expected);
  });

  it.each([
    [null, null],
    ['2025-11-20', null],
    ['2025-11-21', null],
    ['2025-11-22', '2025-11-22'],
  ])('discontinued on %s: upcoming notice %s', (on, expected) => {
    expect(upcomingDiscontinuation({ discontinuedOn: on }, '2025-11-21')).toBe(expected);
  });
});

describe('expiry view (§4 expiry unit and price)', () => {
  it('none without an offer', () => expect(expiryView(product())).toBeNull());
  it('uses the offer unit from the product units and the offer price', () => {
    const p = product({ y: { r: '100123', n: '2025-11-24', p: 4999, s: 7, u: 'KRT' } });
    expect(expiryView(p)).toEqual({ unit: p.units[1], priceOre: 4999, expiresOn: '2025-11-24', stock: 7 });
  });
  it('an offer unit the product does not list is still sent as its code; KG takes decimals', () => {
    const view = expiryView(product({ y: { r: '100123', n: '2025-11-24', p: 100, s: 2, u: 'KG' } }));
    expect(view?.unit).toMatchObject({ code: 'KG', weighed: true, factor: 1 });
  });
});

describe('prices per reference unit, CO2e per unit (§9)', () => {
  it.each([
    [2450, 'kg', '24,50 kr./kg'],
    [5, 'l', '0,05 kr./l'],
    [123456, 'kg', '1.234,56 kr./kg'],
    [null, 'kg', null],
    [2450, null, null],
    [2450, '', null],
  ])('%s per %s -> %s', (ore, unit, text) => {
    expect(referencePriceText({ refPriceOre: ore, refUnit: unit })).toBe(text);
  });

  it.each([
    [0.5, 1, 0.5],
    [0.5, 12, 6],
    [null, 12, null],
  ])('co2e %s x factor %d = %s', (co2e, factor, expected) => expect(co2ePerUnit(co2e, { factor })).toBe(expected));
});

describe('basket quantities (in-basket state)', () => {
  const line = (productId: string, unit: string, amount: number): BasketLine => ({
    lineNo: 1, productId, name: '', brand: '', unit, amount, unitPriceOre: null, lineTotalOre: null, depositOre: null,
  });

  it.each([
    [3, '3'],
    [1.5, '1,5'],
    [0.25, '0,25'],
    [1.126, '1,13'],
  ])('%d prints as %s', (n, text) => expect(formatQuantity(n)).toBe(text));

  it('groups lines per product and unit, summing the same unit', () => {
    const map = quantitiesByProduct([line('1', 'KRT', 3), line('2', 'KG', 1.5), line('1', 'STK', 2), line('1', 'KRT', 1)]);
    expect(map.get('1')).toEqual([{ unit: 'KRT', amount: 4 }, { unit: 'STK', amount: 2 }]);
    expect(map.get('2')).toEqual([{ unit: 'KG', amount: 1.5 }]);
    expect(map.get('3')).toBeUndefined();
  });

  it('prints the quantities', () => {
    expect(basketQuantityText([{ unit: 'KRT', amount: 3 }, { unit: 'KG', amount: 1.5 }])).toBe('3 KRT, 1,5 KG');
  });

  it('merges an add into the same product and unit, appends a new one, and leaves the input alone', () => {
    const lines = [line('1', 'KRT', 3)];
    const next = mergeAddedItems(lines, [
      { productId: '1', unit: 'KRT', amount: 2 },
      { productId: '1', unit: 'STK', amount: 1 },
      { productId: '2', unit: 'KG', amount: 0.25 },
    ]);
    expect(next.map((l) => [l.productId, l.unit, l.amount])).toEqual([['1', 'KRT', 5], ['1', 'STK', 1], ['2', 'KG', 0.25]]);
    expect(lines[0]?.amount).toBe(3);
  });

  it('never merges above the line limit', () => {
    expect(mergeAddedItems([line('1', 'STK', 9998)], [{ productId: '1', unit: 'STK', amount: 5 }])[0]?.amount).toBe(9999);
  });
});

describe('origins, own priority, links', () => {
  it.each([
    ['gallery', false, Origin.GallerySearch],
    ['list', false, Origin.ListSearch],
    ['gallery', true, 17],
    ['list', true, 17],
  ] as const)('%s, expiry %s -> origin %d', (view, expiry, origin) => expect(addOrigin(view, expiry)).toBe(origin));

  it.each([
    ['', { ok: true, value: null }],
    ['  ', { ok: true, value: null }],
    ['1', { ok: true, value: 1 }],
    [' 42 ', { ok: true, value: 42 }],
    ['999', { ok: true, value: 999 }],
    ['0', { ok: false, message: 'Prioriteten skal være et helt tal fra 1 til 999' }],
    ['1000', { ok: false, message: 'Prioriteten skal være et helt tal fra 1 til 999' }],
    ['1,5', { ok: false, message: 'Prioriteten skal være et helt tal fra 1 til 999' }],
    ['-3', { ok: false, message: 'Prioriteten skal være et helt tal fra 1 til 999' }],
    ['abc', { ok: false, message: 'Prioriteten skal være et helt tal fra 1 til 999' }],
  ])('own priority %j', (raw, result) => expect(parseOwnPriority(raw)).toEqual(result));

  it.each([
    ['Arla', '/vores-staerke-brands/arla'],
    ['Smagens Hus', '/vores-staerke-brands/smagens-hus'],
    ['Øko Gården', '/vores-staerke-brands/%C3%B8ko-g%C3%A5rden'],
    ['../../admin', '/vores-staerke-brands/..%2F..%2Fadmin'],
    ['  ', null],
  ])('focus brand %j -> %j', (name, href) => expect(focusBrandHref(name)).toBe(href));

  it.each([
    ['/logos/arla.svg', 'https://shop.example.dk', 'https://shop.example.dk/logos/arla.svg'],
    ['https://cdn.example/arla.svg', '', 'https://cdn.example/arla.svg'],
    ['javascript:alert(1)', '', null],
    ['', '', null],
    [null, '', null],
  ])('asset %j on %j -> %j', (path, base, src) => expect(assetSrc(path, base)).toBe(src));

  it('details link', () => expect(detailsHrefFor('100123')).toBe('?foodInfo=100123'));
});
