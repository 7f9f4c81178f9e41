// A recipe and its linked products as the recipe service and GET /api/product/getbyids answer them:
// for the recipe store's tests, the widget's tests and its stories (issue 17 §3).
import type { ProductWire } from '../schemas/product.js';
import type { Recipe } from '../schemas/recipes.js';

export const RECIPE_FIXTURE: Recipe = {
  id: 4101,
  name: 'Frikadeller med kartofler og brun sovs',
  urlName: 'frikadeller-med-kartofler-og-brun-sovs',
  updated: '2026-11-01',
  description: 'Klassiske frikadeller af hakket svinekød med kogte kartofler og brun sovs.',
  image: '',
  covers: 4,
  sponsored: false,
  prepMinutes: 45,
  tags: [
    { id: 1, name: 'Hovedret', categoryId: 1 },
    { id: 7, name: 'Efterår', categoryId: 2 },
  ],
  steps: ['Rør farsen af kød, løg, æg og mælk.', 'Form frikadellerne og steg dem gyldne.', 'Kog kartoflerne og lav sovsen.'],
  ingredients: [
    { lineNo: 1, text: 'Kartofler', amountPerCover: 0.06, measure: 'KG', productId: '100010' },
    { lineNo: 2, text: 'Hakket svinekød', amountPerCover: 0.15, measure: 'KG', productId: '100013' },
    { lineNo: 3, text: 'Letmælk', amountPerCover: 0.05, measure: 'L', productId: '100016' },
    { lineNo: 4, text: 'Remoulade', amountPerCover: 0.02, measure: 'KG', productId: '100019' },
    { lineNo: 5, text: 'Persille', amountPerCover: 0.005, measure: 'KG', productId: '100099' },
    { lineNo: 6, text: 'Salt og peber', amountPerCover: 0.002, measure: 'KG', productId: null },
  ],
};

const base = { g: '30', g_text: 'Kolonial', b: 'Demo', c: 'DK', c_text: 'Danmark' };

/** getbyids for the recipe: 100099 (Persille) is not in the assortment, 100019 has no known content. */
export const RECIPE_PRODUCT_WIRES: ProductWire[] = [
  { ...base, i: ['100010', '', ''], d: 'Kartofler 2,5 kg', u: [{ i: 'PK', d: 'Pakke 2,5 kg', n: 1, w: false, f: false }, { i: 'KRT', d: 'Karton, 4 x pakke 2,5 kg', n: 4, w: false, f: true }], p: 25592, p_ref: 10237, ref_u: 'KG', e: 2.5 },
  { ...base, i: ['100013', '', ''], d: 'Hakket svinekød 8-12%', u: [{ i: 'KG', d: 'Kilo', n: 1, w: true, f: true }], p: 5995, p_ref: 5995, ref_u: 'KG', e: 4.2 },
  { ...base, i: ['100016', '', ''], d: 'Letmælk 1,5% 1 l', u: [{ i: 'STK', d: 'Stk 1 l', n: 1, w: false, f: true }], p: 1100, p_ref: 1100, ref_u: 'L', e: 1.2 },
  { ...base, i: ['100019', '', ''], d: 'Remoulade', u: [{ i: 'BK', d: 'Bøtte', n: 1, w: false, f: true }], p: 4500 },
];
