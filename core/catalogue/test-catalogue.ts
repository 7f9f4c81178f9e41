// A small decoded catalogue for the catalogue module's Node tests.
import { decodeProduct } from '../schemas/product-decode.js';
import type { ProductWire } from '../schemas/product.js';
import type { CatalogueData } from '../schemas/catalogue.js';

const stk = { i: 'STK', d: 'Stk', n: 1, w: false, f: true };
const krt = { i: 'KRT', d: 'Karton', n: 10, w: false, f: false };

function wire(id: string, name: string, group: [string, string], brand: string, priceOre: number | null, extra: Partial<ProductWire> = {}): ProductWire {
  return { i: [id, '', ''], g: group[0], g_text: group[1], b: brand, d: name, u: [stk, krt], p: priceOre, ...extra };
}

const DAIRY: [string, string] = ['10', 'Mejeri'];
const MEAT: [string, string] = ['30', 'Kød'];
const FRUIT: [string, string] = ['20', 'Frugt & grønt'];

export const TEST_WIRES: ProductWire[] = [
  wire('100001', 'Letmælk 1,5% 1 l', DAIRY, 'Arla', 1100, { p_ref: 1100, ref_u: 'l' }),
  wire('100004', 'Sødmælk 3,5% 1 l', DAIRY, 'Thise', 1300, { p_ref: 1300, ref_u: 'l' }),
  wire('100007', 'Piskefløde 38% 1 l', DAIRY, 'Arla', 3900, { p_ref: 3900, ref_u: 'l' }),
  wire('100010', 'Kyllingebryst uden skind 2,5 kg', MEAT, 'Danpo', 19900, { p_ref: 7960, ref_u: 'kg', i: ['100010', '', 'K-77'] }),
  wire('100013', 'Hakket oksekød 8-12% 2 kg', MEAT, 'Danish Crown', 15900, { p_ref: 7950, ref_u: 'kg' }),
  wire('100016', 'Æbler Elstar 5 kg', FRUIT, 'Frugtkompagniet', null),
  wire('100019', 'Økologisk letmælk 1 l', DAIRY, 'Thise', 1450, {
    p_ref: 1450,
    ref_u: 'l',
    y: { r: '100019', n: '2025-06-06', p: 700, s: 12, u: 'STK' },
    x: { outlet: true },
  }),
];

export function testCatalogue(version = 'v1'): CatalogueData {
  const products = TEST_WIRES.map(decodeProduct);
  return {
    version,
    products,
    top200: ['100013', '100001', '100999', '100010'],
    featuredLists: [{ id: 'jul', name: 'Julefrokost', productIds: ['100007', '100013'] }],
    favoriteLists: [
      {
        id: '5',
        name: 'Mandag',
        locked: false,
        shared: false,
        mine: true,
        items: [
          { productId: '100004', stdUnit: 'KRT', ownPriority: null, sortOrder: 0 },
          { productId: '100013', stdUnit: null, ownPriority: 2, sortOrder: 1 },
          { productId: '100016', stdUnit: null, ownPriority: 1, sortOrder: 2 },
          { productId: '100001', stdUnit: null, ownPriority: null, sortOrder: 3 },
        ],
      },
    ],
  };
}
