import { describe, expect, it } from 'vitest';
import {
  CatalogueWireSchema,
  co2TaxOre,
  co2TaxRefOre,
  dayNumber,
  decodeCatalogue,
  decodeFixed,
  decodePositions,
  decodeVarints,
  encodeFixed,
  encodePositions,
  encodeVarints,
  isoOfDay,
  unzigzag,
  zigzag,
  type CatalogueWire,
} from './catalogue.js';
import { BOOLEAN_FLAGS } from './product.js';

describe('column codecs', () => {
  it.each([
    [[0], 1],
    [[44], 1],
    [[45], 2],
    [[45 * 45 - 1], 2],
    [[45 * 45], 3],
    [[2 ** 40], 8],
    [[Number.MAX_SAFE_INTEGER], 10],
  ])('varint %j takes %i characters and round-trips', (values, length) => {
    const text = encodeVarints(values);
    expect(text).toHaveLength(length);
    expect(decodeVarints(text)).toEqual(values);
  });

  it('writes only JSON-safe printable characters (no quote, no backslash)', () => {
    const text = encodeVarints(Array.from({ length: 3000 }, (_, i) => i * 37));
    expect(text).toMatch(/^[#-[\]-~]*$/);
    expect(JSON.stringify(text)).toBe(`"${text}"`);
    expect(decodeVarints(text)).toEqual(Array.from({ length: 3000 }, (_, i) => i * 37));
  });

  it('rejects negative, fractional and unsafe values, bad characters and a cut-off varint', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => encodeVarints([bad])).toThrow();
    expect(() => decodeVarints('ab"c')).toThrow(/bad digit/);
    expect(() => decodeVarints('\\')).toThrow(/bad digit/);
    expect(() => decodeVarints(encodeVarints([5000]).slice(0, -1))).toThrow(/truncated/);
  });

  it('fixed width: every value in `width` characters', () => {
    const values = [0, 1, 89, 90, 8_099_999, 90 ** 4 - 1];
    expect(encodeFixed(values, 4)).toHaveLength(24);
    expect(decodeFixed(encodeFixed(values, 4), 4)).toEqual(values);
    expect(() => encodeFixed([90 ** 2], 2)).toThrow();
    expect(() => decodeFixed('abc', 2)).toThrow();
  });

  it('zigzag, positions and days', () => {
    expect([0, -1, 1, -2, 2].map(zigzag)).toEqual([0, 1, 2, 3, 4]);
    expect([0, 1, 2, 3, 4].map(unzigzag)).toEqual([0, -1, 1, -2, 2]);
    expect(decodePositions(encodePositions([0, 3, 4, 100]), 101)).toEqual([0, 3, 4, 100]);
    expect(() => decodePositions(encodePositions([0, 3]), 3)).toThrow(/position/);
    expect(isoOfDay(dayNumber('2025-06-04') + 30)).toBe('2025-07-04');
    expect(isoOfDay(dayNumber('2024-02-28') + 1)).toBe('2024-02-29');
  });

  it('CO2 tax: CO2e times the rate in whole øre; per reference unit in the price proportion', () => {
    expect(co2TaxOre(1.234, 75)).toBe(93);
    expect(co2TaxOre(null, 75)).toBeNull();
    expect(co2TaxOre(1.234, null)).toBeNull();
    expect(co2TaxRefOre(93, 2000, 4000)).toBe(186);
    expect(co2TaxRefOre(93, 0, 4000)).toBeNull();
    expect(co2TaxRefOre(93, 2000, null)).toBeNull();
  });
});

/** Two products by hand: a dairy product on offer with a customer number, a weighed cheese on expiry. */
function handMadeWire(): CatalogueWire {
  const flg = [...BOOLEAN_FLAGS];
  const f = (name: string) => (flg as string[]).indexOf(name);
  return {
    fmt: 1,
    n: 2,
    d0: '2025-06-04',
    qr: 75,
    grp: [['10', 'Mejeri']],
    cty: [['DK', 'Danmark'], ['IT', 'Italien']],
    brd: ['Arla', 'Thise'],
    str: ['STK', 'Stk 1 l', 'KRT', 'Karton, 6 x stk 1 l', 'L', 'KG', 'Kilo', 'Udgår snart'],
    flg,
    uset: [[0, 1, 1, 0, 2, 3, 6, 2], [5, 6, 1, 1]],
    fset: [[], [f('organic')]],
    tpl: [
      ['Letmælk 1,5% 1 l', 0, 0, 4, 1, 1000, 1100, [f('storageCool')], [1, 0], [0], [0]],
      ['Parmesan', 0, 0, 5, 1, 20000, 11000, [f('storageCool'), f('foodInfo')], [0], [1], [1]],
    ],
    id: encodeVarints([100_004, 3]),
    xid: [],
    t: encodeVarints([0, 1]),
    b: encodeVarints([0, 0]),
    u: encodeVarints([0, 0]),
    c: encodeVarints([0, 0]),
    p: encodeVarints([96, 0]), // 1000 + 96 - 1 = 1095; none
    r: encodeVarints([zigzag(0) + 1, 0]),
    e: encodeVarints([131, 1500]), // 1.230 kg; 12.499 kg
    f: encodeVarints([1, 0]),
    sw: 2,
    s0: 5000,
    s: encodeFixed([8, 0], 2), // 5007; empty
    cpn: [encodePositions([0]), ['EGEN-7']],
    off: [encodePositions([0]), encodeVarints([zigzag(26) + 1])],
    dis: [encodePositions([1]), encodeVarints([zigzag(40) + 1]), encodeVarints([7])],
    exp: [encodePositions([1]), encodeVarints([zigzag(1)]), encodeVarints([9000]), [3.5], encodeVarints([5])],
    brl: [encodePositions([]), []],
    noimg: encodePositions([1]),
    x: [[1, { focusBrand: { name: 'Parmigiano', logo: '/logo.png' } }]],
    ver: 'abc',
    top: encodeVarints([1, 0]),
    ftr: [['ugens-tilbud', 'Ugens tilbud', encodeVarints([0])]],
    fav: [['7', 'Faste varer', 1, 0, 1, [['100007', 'KG', 2, 0], ['999999', null, null, 1]]]],
  };
}

describe('decodeCatalogue', () => {
  it('decodes columns, tables, sparse lists, patches and the overlay', () => {
    const wire = CatalogueWireSchema.parse(JSON.parse(JSON.stringify(handMadeWire())));
    const data = decodeCatalogue(wire);
    expect(data.version).toBe('abc');
    const [milk, cheese] = data.products;
    expect(milk).toMatchObject({
      id: '100004', supplierProductId: '5007', customerProductNumber: 'EGEN-7', groupId: '10', groupName: 'Mejeri',
      brand: 'Thise', name: 'Letmælk 1,5% 1 l', priceOre: 1095, depositOre: 0, refPriceOre: 1095, refUnit: 'L',
      onOffer: true, offerEndsOn: '2025-06-30', discontinuedOn: null, discontinuedText: '', countryCode: 'DK',
      countryName: 'Danmark', co2e: 1.23, co2TaxOre: 92, co2TaxRefOre: 92, expiry: null, focusBrand: null,
      imageUrl: '/images/products/100004',
    });
    expect(milk!.units).toEqual([
      { code: 'STK', description: 'Stk 1 l', factor: 1, weighed: false, isDefault: false },
      { code: 'KRT', description: 'Karton, 6 x stk 1 l', factor: 6, weighed: false, isDefault: true },
    ]);
    expect(Object.entries(milk!.flags).filter(([, on]) => on).map(([k]) => k).sort()).toEqual(['organic', 'storageCool']);
    expect(cheese).toMatchObject({
      id: '100007', supplierProductId: '', customerProductNumber: '', brand: 'Arla', priceOre: null, refPriceOre: null,
      refUnit: null, co2e: 12.499, co2TaxOre: 937, co2TaxRefOre: null, onOffer: false, offerEndsOn: null,
      discontinuedOn: '2025-07-14', discontinuedText: 'Udgår snart', countryCode: 'IT', imageUrl: null,
      expiry: { referenceProductId: '100007', expiresOn: '2025-06-05', priceOre: 9000, stock: 3.5, unit: 'KG' },
      focusBrand: { name: 'Parmigiano', logo: '/logo.png' },
    });
    // Weighed units predict `weight`, the expiry offer predicts `outlet`; the list marks `favorite`.
    expect(Object.entries(cheese!.flags).filter(([, on]) => on).map(([k]) => k).sort())
      .toEqual(['favorite', 'foodInfo', 'outlet', 'storageCool', 'weight']);
    expect(data.top200).toEqual(['100007', '100004']);
    expect(data.featuredLists).toEqual([{ id: 'ugens-tilbud', name: 'Ugens tilbud', productIds: ['100004'] }]);
    expect(data.favoriteLists).toEqual([{
      id: '7', name: 'Faste varer', locked: true, shared: false, mine: true, items: [
        { productId: '100007', stdUnit: 'KG', ownPriority: 2, sortOrder: 0 },
        { productId: '999999', stdUnit: null, ownPriority: null, sortOrder: 1 },
      ],
    }]);
  });

  it("shares frozen units and flags between products (read-only), and never the wire's objects", () => {
    const wire = handMadeWire();
    const data = decodeCatalogue(wire);
    expect(Object.isFrozen(data.products[0]!.units)).toBe(true);
    expect(Object.isFrozen(data.products[0]!.flags)).toBe(true);
    expect(() => {
      (data.products[0]!.flags as Record<string, boolean>).halal = true;
    }).toThrow(TypeError);
    expect(data.products[1]!.focusBrand).not.toBe(wire.x[0]![1].focusBrand);
    const again = decodeCatalogue(wire);
    expect(again).toEqual(data);
  });

  it.each([
    ['a column with too few values', (w: CatalogueWire) => ({ ...w, p: encodeVarints([1]) }), /column p/],
    ['a column with too many values', (w: CatalogueWire) => ({ ...w, t: encodeVarints([0, 0, 0]) }), /column t/],
    ['a template that does not exist', (w: CatalogueWire) => ({ ...w, t: encodeVarints([0, 9]) }), /template/],
    ['a brand outside the template\'s list', (w: CatalogueWire) => ({ ...w, b: encodeVarints([0, 4]) }), /brand/],
    ['a sparse list without its values', (w: CatalogueWire) => ({ ...w, cpn: [w.cpn[0], []] as [string, string[]] }), /list cpn/],
    ['a position beyond the products', (w: CatalogueWire) => ({ ...w, noimg: encodePositions([2]) }), /position/],
    ['a patch for a missing product', (w: CatalogueWire) => ({ ...w, x: [[5, { name: 'x' }]] as CatalogueWire['x'] }), /patch/],
    ['a top-200 position beyond the products', (w: CatalogueWire) => ({ ...w, top: encodeVarints([2]) }), /product 2/],
  ])('throws on %s', (_name, spoil, message) => {
    expect(() => decodeCatalogue(spoil(handMadeWire()))).toThrow(message);
  });

  it('the schema rejects another format version and wrong types', () => {
    expect(CatalogueWireSchema.safeParse(handMadeWire()).success).toBe(true);
    expect(CatalogueWireSchema.safeParse({ ...handMadeWire(), fmt: 2 }).success).toBe(false);
    expect(CatalogueWireSchema.safeParse({ ...handMadeWire(), p: [1, 2] }).success).toBe(false);
    expect(CatalogueWireSchema.safeParse({ ...handMadeWire(), x: [[0, { priceOre: 1.5 }]] }).success).toBe(false);
    expect(CatalogueWireSchema.safeParse({ ...handMadeWire(), fav: [['1', 'x', 2, 0, 0, []]] }).success).toBe(false);
  });
});
