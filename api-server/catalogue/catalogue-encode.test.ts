import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BOOLEAN_FLAGS, type Product } from '../../core/index.js';
import { CatalogueBaseWireSchema, CatalogueWireSchema, decodeCatalogue, decodeCatalogueProducts } from '../../core/schemas/catalogue.js';
import { generatedProducts } from '../test-support/catalogue-products.js';
import { encodeCatalogueBase, encodeCatalogueOverlay } from './catalogue-encode.js';

const TODAY = '2025-06-04';
const roundTrip = (products: Product[], co2TaxOrePerKg: number | null = null) => {
  const encoded = encodeCatalogueBase(products, { today: TODAY, co2TaxOrePerKg });
  // Through JSON and the schema, as the worker receives it.
  const wire = CatalogueBaseWireSchema.parse(JSON.parse(JSON.stringify(encoded.wire)));
  return { encoded, decoded: decodeCatalogueProducts(wire) };
};
const sortById = (ps: Product[]) => [...ps].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

describe('encodeCatalogueBase', () => {
  const generated = generatedProducts(2500);

  it('round-trips the generated catalogue exactly, almost without patches', () => {
    const { encoded, decoded } = roundTrip(generated);
    expect(decoded).toEqual(generated); // generated products come in id order already
    expect(encoded.order).toEqual(generated.map((p) => p.id));
    expect(encoded.patched).toBe(0);
  });

  it('round-trips other settings: no prices, hidden CO2, another department and price group', () => {
    for (const options of [{ showPrices: false }, { hideCo2: true }, { departmentCode: '2001', priceGroup: 'PG2' }]) {
      const products = generatedProducts(800, options);
      expect(roundTrip(products).decoded).toEqual(products);
    }
  });

  it('predicts the CO2 tax from CO2e and the configured rate, and patches a product that differs', () => {
    const taxed = generated.slice(0, 300).map((p) => {
      const q = p.co2e === null ? null : Math.round(p.co2e * 75);
      return { ...p, co2TaxOre: q, co2TaxRefOre: q !== null && p.priceOre && p.refPriceOre !== null ? Math.round((q * p.refPriceOre) / p.priceOre) : null };
    });
    const odd = { ...taxed[5]!, co2TaxOre: 1 };
    taxed[5] = odd;
    const { encoded, decoded } = roundTrip(taxed, 75);
    expect(decoded).toEqual(taxed);
    expect(encoded.wire.x).toEqual([[5, { co2TaxOre: 1 }]]);
  });

  it('is exact for data the columns do not model: every odd field ends up in a patch', () => {
    const base = generated.slice(0, 40);
    const odd: Product[] = base.map((p) => ({ ...p, flags: { ...p.flags } }));
    odd[0] = { ...odd[0]!, id: 'A-17', supplierProductId: 'SUP-9', imageUrl: 'https://cdn.example.dk/x.png' };
    odd[1] = { ...odd[1]!, id: '007', supplierProductId: '', co2e: 1.23456, deadlines: ['2025-06-05T10:00'], relatedProductIds: ['100004'] };
    odd[2] = { ...odd[2]!, focus: { productId: '9100001', unit: 'KRT', stock: 12.5 }, focusBrand: { name: 'Arla', logo: '/logo.png' }, ownPriority: 3 };
    odd[3] = { ...odd[3]!, onOffer: true, offerEndsOn: null, discontinuedOn: null, discontinuedText: 'Kun tekst', alternativeProductId: '100007' };
    odd[4] = { ...odd[4]!, refUnit: null, depositOre: 999, priceOre: 0, refPriceOre: 5, imageUrl: null, broachLimit: 1.5 };
    odd[5] = { ...odd[5]!, flags: Object.fromEntries(BOOLEAN_FLAGS.map((f) => [f, true])) as Product['flags'] };
    odd[6] = { ...odd[6]!, expiry: { referenceProductId: 'other', expiresOn: '2025-05-30', priceOre: 123, stock: 2.5, unit: 'KG' } };
    odd[7] = { ...odd[7]!, flags: { ...odd[7]!.flags, weight: !odd[7]!.flags.weight, outlet: true } };
    odd[8] = { ...odd[8]!, customerProductNumber: 'EGEN-7', name: 'Æblemost "tør" \\ 1 l', brand: '' };
    odd[9] = { ...odd[9]!, id: '100002' }; // a duplicate of nobody, out of order
    const { decoded } = roundTrip(odd);
    expect(sortById(decoded)).toEqual(sortById(odd));
  });

  it('encodes an empty catalogue', () => {
    const { decoded, encoded } = roundTrip([]);
    expect(decoded).toEqual([]);
    expect(encoded.wire.n).toBe(0);
  });

  it('keeps a generated catalogue under the transfer budget of 15 bytes per product (brotli)', () => {
    const products = generatedProducts(6000);
    const json = JSON.stringify(encodeCatalogueBase(products, { today: TODAY, co2TaxOrePerKg: null }).wire);
    const br = zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 } });
    // Tables weigh more per product in a small catalogue; at 50,000 it is about 10 (bench/catalogue-transfer.ts).
    expect(br.length / products.length).toBeLessThan(15);
    expect(json.length / products.length).toBeLessThan(40);
  });
});

describe('encodeCatalogueOverlay + decodeCatalogue', () => {
  it('refers to products by position and marks the favourites', () => {
    const products = generatedProducts(300);
    const { wire, order } = encodeCatalogueBase(products, { today: TODAY, co2TaxOrePerKg: null });
    const ids = order.slice(0, 10);
    const overlay = encodeCatalogueOverlay(order, {
      top200: [ids[3]!, ids[1]!, 'not-in-catalogue', ids[7]!],
      featuredLists: [{ id: 'skolemad', name: 'Skolemad', productIds: [ids[2]!, ids[0]!] }],
      favoriteLists: [
        { id: '4', name: 'Faste varer', locked: true, shared: false, mine: true, items: [
          { productId: ids[5]!, stdUnit: 'KRT', ownPriority: 2, sortOrder: 0 },
          { productId: 'gone-from-assortment', stdUnit: null, ownPriority: null, sortOrder: 1 },
        ] },
      ],
    }, 'v1');
    const data = decodeCatalogue(CatalogueWireSchema.parse(JSON.parse(JSON.stringify({ ...wire, ...overlay }))));
    expect(data.version).toBe('v1');
    expect(data.top200).toEqual([ids[3], ids[1], ids[7]]);
    expect(data.featuredLists).toEqual([{ id: 'skolemad', name: 'Skolemad', productIds: [ids[2], ids[0]] }]);
    expect(data.favoriteLists[0]).toEqual({
      id: '4', name: 'Faste varer', locked: true, shared: false, mine: true, items: [
        { productId: ids[5], stdUnit: 'KRT', ownPriority: 2, sortOrder: 0 },
        { productId: 'gone-from-assortment', stdUnit: null, ownPriority: null, sortOrder: 1 },
      ],
    });
    expect(data.products.filter((p) => p.flags.favorite).map((p) => p.id)).toEqual([ids[5]]);
    expect(data.products.find((p) => p.id === ids[5])).toEqual({ ...products.find((p) => p.id === ids[5]), flags: { ...products.find((p) => p.id === ids[5])!.flags, favorite: true } });
  });
});
