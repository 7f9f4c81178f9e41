import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/product.js';
import { compareOffers, expirySaving, listsHolding, onListsText, orderOffers, recurringLineExpiryNote, savingText, type RankedOffer } from './expiry-offers.js';
import { parseNearExpiryTake } from '../schemas/near-expiry.js';

const fav = (name: string) => ({ kind: 'favoriteList' as const, name });
const rec = (name: string) => ({ kind: 'recurringOrder' as const, name });
const offer = (productId: string, expiresOn: string, onLists: RankedOffer['onLists'] = [], name = `Vare ${productId}`): RankedOffer => ({ productId, name, expiresOn, onLists });

describe('listsHolding (beyond the spec: "På din liste …")', () => {
  const lists = [
    { name: 'Morgenmad', productIds: ['1', '2'] },
    { name: 'Faste varer', productIds: ['2'] },
    { name: 'Morgenmad', productIds: ['2'] },
  ];
  const orders = [{ name: 'Mælk, brød og grønt', productIds: ['2', '3'] }];
  it.each([
    ['1', [fav('Morgenmad')]],
    ['2', [fav('Morgenmad'), fav('Faste varer'), rec('Mælk, brød og grønt')]],
    ['3', [rec('Mælk, brød og grønt')]],
    ['4', []],
  ])('product %s is on %j', (id, expected) => {
    expect(listsHolding(id, lists, orders)).toEqual(expected);
  });
});

describe('orderOffers: on a favourite list, on a recurring order, the rest; then the soonest expiry', () => {
  it.each([
    ['favourite list before an earlier expiry', [offer('1', '2026-11-27'), offer('2', '2026-11-30', [fav('Morgenmad')])], ['2', '1']],
    ['favourite list before recurring order', [offer('1', '2026-11-27', [rec('Fast')]), offer('2', '2026-11-30', [fav('Morgenmad')])], ['2', '1']],
    ['recurring order before the rest', [offer('1', '2026-11-27'), offer('2', '2026-11-30', [rec('Fast')])], ['2', '1']],
    ['both lists count as favourite', [offer('1', '2026-11-28', [fav('A')]), offer('2', '2026-11-27', [rec('F'), fav('B')])], ['2', '1']],
    ['then by expiry date', [offer('1', '2026-12-01'), offer('2', '2026-11-28'), offer('3', '2026-11-29')], ['2', '3', '1']],
    ['same day: Danish name order (Æ after Z)', [offer('1', '2026-11-28', [], 'Æbler'), offer('2', '2026-11-28', [], 'Zucchini')], ['2', '1']],
    ['same day and name: product id', [offer('9', '2026-11-28', [], 'Smør'), offer('10', '2026-11-28', [], 'Smør')], ['10', '9']],
  ])('%s', (_, offers, expected) => {
    expect(orderOffers(offers).map((o) => o.productId)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = [offer('1', '2026-12-01'), offer('2', '2026-11-28')];
    orderOffers(input);
    expect(input.map((o) => o.productId)).toEqual(['1', '2']);
    expect(compareOffers(input[0]!, input[0]!)).toBe(0);
  });
});

const units = [
  { code: 'STK', description: 'Stk', factor: 1, weighed: false, isDefault: true },
  { code: 'KRT', description: 'Karton à 12', factor: 12, weighed: false, isDefault: false },
];
const product = (over: Partial<Pick<Product, 'id' | 'priceOre' | 'units' | 'expiry'>> = {}) => ({
  id: '100',
  priceOre: 1000,
  units,
  expiry: { referenceProductId: '100', expiresOn: '2026-11-28', priceOre: 6000, stock: 3, unit: 'KRT' },
  ...over,
});

describe('expirySaving (§3 y.r: against the reference product, per expiry unit)', () => {
  it.each([
    ['own product, in a carton of 12', product(), { normalOre: 12000, expiryOre: 6000, savingOre: 6000, percent: 50 }],
    ['base unit', product({ expiry: { referenceProductId: '100', expiresOn: '2026-11-28', priceOre: 650, stock: 3, unit: 'STK' } }), { normalOre: 1000, expiryOre: 650, savingOre: 350, percent: 35 }],
    ['percent rounds half up', product({ priceOre: 800, expiry: { referenceProductId: '100', expiresOn: '2026-11-28', priceOre: 700, stock: 3, unit: 'STK' } }), { normalOre: 800, expiryOre: 700, savingOre: 100, percent: 13 }],
    ['prices hidden (§6)', product({ priceOre: null }), null],
    ['no saving', product({ expiry: { referenceProductId: '100', expiresOn: '2026-11-28', priceOre: 12000, stock: 3, unit: 'KRT' } }), null],
    ['unit the reference does not sell', product({ expiry: { referenceProductId: '100', expiresOn: '2026-11-28', priceOre: 100, stock: 3, unit: 'KG' } }), null],
    ['no offer', product({ expiry: null }), null],
    ['another reference, not given', product({ expiry: { referenceProductId: '200', expiresOn: '2026-11-28', priceOre: 500, stock: 3, unit: 'STK' } }), null],
  ])('%s', (_, p, expected) => {
    expect(expirySaving(p)).toEqual(expected);
  });

  it('uses another reference product when it is given', () => {
    const p = product({ expiry: { referenceProductId: '200', expiresOn: '2026-11-28', priceOre: 500, stock: 3, unit: 'STK' } });
    expect(expirySaving(p, { id: '200', priceOre: 900, units })).toEqual({ normalOre: 900, expiryOre: 500, savingOre: 400, percent: 44 });
    expect(expirySaving(p, { id: '300', priceOre: 900, units })).toBeNull();
  });
});

describe('parseNearExpiryTake (§9: 1000 on the page, default 20)', () => {
  it.each([
    [undefined, 20], ['1', 1], ['20', 20], ['1000', 1000], ['0', null], ['1001', null], ['-1', null], ['1.5', null], ['', null], [' 5', null], ['abc', null], ['00001', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseNearExpiryTake(text)).toBe(expected);
  });
});

describe('the card\'s and the recurring-order line\'s words', () => {
  it.each([
    [[fav('Faste varer')], 'På din liste Faste varer'],
    [[fav('Faste varer'), fav('Morgenmad')], 'På din liste Faste varer, Morgenmad'],
    [[rec('Mælk, brød og grønt')], 'På din fastordre Mælk, brød og grønt'],
    [[fav('Morgenmad'), rec('Fast')], 'På din liste Morgenmad · På din fastordre Fast'],
    [[], null],
  ])('onListsText(%j) = %j', (lists, expected) => {
    expect(onListsText(lists)).toBe(expected);
  });

  it('savingText', () => {
    expect(savingText({ normalOre: 12000, expiryOre: 6000, savingOre: 6000, percent: 50 }, 'KRT')).toBe('Du sparer 60,00\u00a0kr. pr. KRT (50 %)');
    expect(savingText(null, 'KRT')).toBeNull();
  });

  it.each([
    [{ exists: true, expiry: { priceOre: 1250, unit: 'KG', expiresOn: '2026-11-28' } }, 'Kort holdbarhed: 12,50\u00a0kr./KG til 28-11-2026'],
    [{ exists: true, expiry: { priceOre: null, unit: 'KG', expiresOn: '2026-11-28' } }, 'Kort holdbarhed: KG til 28-11-2026'],
    [{ exists: false, expiry: { priceOre: 1250, unit: 'KG', expiresOn: '2026-11-28' } }, null],
    [{ exists: true }, null],
  ])('recurringLineExpiryNote(%j) = %j', (line, expected) => {
    expect(recurringLineExpiryNote(line)).toBe(expected);
  });
});
