import { describe, expect, it } from 'vitest';
import { ProductWireSchema } from './product.js';
import { decodeProduct } from './product-decode.js';
import type { ProductWire } from './product.js';
import { LoginRequestSchema, decodeBase64, encodeBase64 } from './login.js';
import { AddToCartItemSchema, AddToOrderRequestSchema, MAX_ADD_ITEMS } from './cart.js';
import { MAX_LIST_ITEMS } from './favorite-list.js';
import { SearchCommandSchema } from './search.js';
import { EventLogEntrySchema } from './eventlog.js';

const wire: ProductWire = {
  i: ['100123', 'SUP-9', 'EGEN-7'],
  g: '10',
  g_text: 'Mejeri',
  b: 'Arla',
  d: 'Letmælk 1,5% 1 l',
  u: [
    { i: 'STK', d: 'Stk. à 1 l', n: 1, w: false, f: false },
    { i: 'KRT', d: 'Karton à 10 stk.', n: 10, w: false, f: true },
  ],
  p: 1095,
  m: 100,
  p_ref: 1095,
  o: true,
  n: '2026-11-30',
  c: 'DK',
  c_text: 'Danmark',
  e: 1.23,
  x: { organic: true, storageCool: true, focusBrand: { n: 'Arla', l: '/logo.png' } },
};

describe('Product wire format (§3 short keys)', () => {
  it('accepts a valid product and decodes it to readable names', () => {
    expect(ProductWireSchema.safeParse(wire).success).toBe(true);
    const p = decodeProduct(wire);
    expect(p).toMatchObject({
      id: '100123', supplierProductId: 'SUP-9', customerProductNumber: 'EGEN-7', groupId: '10', groupName: 'Mejeri',
      brand: 'Arla', name: 'Letmælk 1,5% 1 l', priceOre: 1095, depositOre: 100, onOffer: true, offerEndsOn: '2026-11-30',
      countryCode: 'DK', co2e: 1.23, focusBrand: { name: 'Arla', logo: '/logo.png' }, expiry: null, discontinuedOn: null,
    });
    expect(p.units[1]).toEqual({ code: 'KRT', description: 'Karton à 10 stk.', factor: 10, weighed: false, isDefault: true });
    expect(p.flags.organic).toBe(true);
    expect(p.flags.vegan).toBe(false); // absent flags are false
  });

  it('fills absent optional keys with safe defaults', () => {
    const p = decodeProduct({ i: ['1'], g: '', g_text: '', b: '', d: 'X', u: [{ i: 'STK', d: '', n: 1, w: false, f: true }], p: null });
    expect(p).toMatchObject({ customerProductNumber: '', priceOre: null, depositOre: 0, relatedProductIds: [], deadlines: [], co2e: null });
  });

  it.each([
    ['no units', { ...wire, u: [] }],
    ['float price', { ...wire, p: 10.95 }],
    ['no id', { ...wire, i: [] }],
    ['bad offer date', { ...wire, n: '30-11-2026' }],
    ['unit factor 0', { ...wire, u: [{ i: 'STK', d: '', n: 0, w: false, f: true }] }],
  ])('rejects %s', (_name, bad) => {
    expect(ProductWireSchema.safeParse(bad).success).toBe(false);
  });
});

describe('login (§5 base64 before login)', () => {
  it.each(['kok@kantinen.dk', 'sø@ærø.dk', 'demo1234', 'p@ss wørd!'])('round-trips %j', (text) => {
    expect(decodeBase64(encodeBase64(text))).toBe(text);
  });
  it('encodes as the server expects', () => expect(encodeBase64('demo1234')).toBe('ZGVtbzEyMzQ='));
  it('returns null for invalid base64 or bytes that are not UTF-8', () => {
    expect(decodeBase64('%%%')).toBeNull();
    expect(decodeBase64(btoa(String.fromCharCode(0xff, 0xfe)))).toBeNull();
  });
  it('the request schema wants base64 strings', () => {
    expect(LoginRequestSchema.safeParse({ username: 'a29r', password: 'ZGVtbzEyMzQ=' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ username: 'kok@kantinen.dk', password: 'x' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ username: '', password: '' }).success).toBe(false);
  });
});

describe('cart payloads (§3)', () => {
  const item = { origin: 1, amount: 2, productId: '100123', unit: 'KRT', expiryProduct: false };
  it('accepts an add-to-cart item', () => expect(AddToCartItemSchema.safeParse(item).success).toBe(true));
  it.each([
    ['zero amount', { ...item, amount: 0 }],
    ['negative amount', { ...item, amount: -1 }],
    ['huge amount', { ...item, amount: 1e9 }],
    ['origin out of range', { ...item, origin: 36 }],
    ['non-numeric product id', { ...item, productId: "1' OR 1=1" }],
    ['empty unit', { ...item, unit: '' }],
  ])('rejects %s', (_n, bad) => expect(AddToCartItemSchema.safeParse(bad).success).toBe(false));
  it('the request is a non-empty list', () => {
    expect(AddToOrderRequestSchema.safeParse([]).success).toBe(false);
    expect(AddToOrderRequestSchema.safeParse([item]).success).toBe(true);
  });
  it('a whole favourite list fits in one call (issue 5 "Læg hele listen i kurven"), one line more does not', () => {
    expect(MAX_ADD_ITEMS).toBeGreaterThanOrEqual(MAX_LIST_ITEMS);
    expect(AddToOrderRequestSchema.safeParse(Array(MAX_ADD_ITEMS).fill(item)).success).toBe(true);
    expect(AddToOrderRequestSchema.safeParse(Array(MAX_ADD_ITEMS + 1).fill(item)).success).toBe(false);
  });
});

describe('search command (§3)', () => {
  it('fills defaults: 30 per page from the start', () => {
    const parsed = SearchCommandSchema.parse({ payload: { text: 'mælk' } });
    expect(parsed).toMatchObject({ action: 'search', skip: 0, take: 30, payload: { text: 'mælk', postingGroups: [], sorting: 1 } });
  });
  it('limits page size', () => expect(SearchCommandSchema.safeParse({ payload: {}, take: 1000 }).success).toBe(false));
});

describe('event log entry (§3)', () => {
  it('accepts the spec fields and defaults the rest', () => {
    const parsed = EventLogEntrySchema.parse({ message: 'x', errorstatus: 500 });
    expect(parsed).toMatchObject({ message: 'x', cookies: '', errorstatus: 500 });
  });
});
