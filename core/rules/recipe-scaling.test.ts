import { describe, expect, it } from 'vitest';
import { Origin } from '../schemas/cart.js';
import { decodeProduct } from '../schemas/product-decode.js';
import type { ProductWire } from '../schemas/product.js';
import type { RecipeIngredient } from '../schemas/recipes.js';
import type { OrderContext } from './permissions.js';
import {
  contentPerBase,
  measureLabel,
  parseCovers,
  planRecipe,
  recipeIdFromPath,
  recipeOrderUnit,
  roundUpQuantity,
  scaledTotal,
  skippedText,
} from './recipe-scaling.js';

const wire = (over: Partial<ProductWire>): ProductWire => ({
  i: ['100001', '', ''], g: '10', g_text: 'Kolonial', b: '', d: 'Vare', u: [{ i: 'STK', d: 'Stk', n: 1, w: false, f: true }], p: 1000, ...over,
});
/** A 2,5 kg bag (PK) and a carton of 4 bags; 255,92 kr. a bag, 102,37 kr./kg; 2,5 kg CO2e a bag. */
const potatoes = decodeProduct(wire({
  i: ['100010', '', ''], d: 'Kartofler 2,5 kg',
  u: [{ i: 'PK', d: 'Pakke 2,5 kg', n: 1, w: false, f: false }, { i: 'KRT', d: 'Karton, 4 x pakke', n: 4, w: false, f: true }],
  p: 25592, p_ref: 10237, ref_u: 'KG', e: 2.5,
}));
/** Minced pork sold by the kilo (weighed), 59,95 kr./kg. */
const mince = decodeProduct(wire({ i: ['100013', '', ''], d: 'Hakket svinekød', u: [{ i: 'KG', d: 'Kilo', n: 1, w: true, f: true }], p: 5995, p_ref: 5995, ref_u: 'KG', e: 4.2 }));
/** Milk in 1 l cartons (STK), refUnit L. */
const milk = decodeProduct(wire({ i: ['100016', '', ''], d: 'Letmælk 1 l', u: [{ i: 'STK', d: 'Stk 1 l', n: 1, w: false, f: true }], p: 1100, p_ref: 1100, ref_u: 'L', e: 1.2 }));
/** A bucket of unknown content (no reference price, no measure unit). */
const bucket = decodeProduct(wire({ i: ['100019', '', ''], d: 'Remoulade', u: [{ i: 'BK', d: 'Bøtte', n: 1, w: false, f: true }], p: 4500 }));

const ing = (lineNo: number, amountPerCover: number, measure: RecipeIngredient['measure'], productId: string | null, text = `Ingrediens ${lineNo}`): RecipeIngredient => ({ lineNo, text, amountPerCover, measure, productId });

const settings = { showPrices: true, allowOrdering: true, hideCo2: false };
const orderContext: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2026-11-27' };
const catalogue = (...products: ReturnType<typeof decodeProduct>[]) => new Map(products.map((p) => [p.id, p]));

describe('parseCovers', () => {
  it.each([
    ['120', 120],
    [' 4 ', 4],
    ['120,', 120],
    ['1', 1],
    ['5000', 5000],
    ['1.200', 1200],
  ])('%j is %d covers', (raw, value) => {
    expect(parseCovers(raw)).toEqual({ ok: true, value });
  });

  it.each(['', '0', '5001', '12,5', '1.5', '-3', 'tolv', '1e3', '12 0', '1.20'])('%j is refused with a Danish message', (raw) => {
    expect(parseCovers(raw)).toEqual({ ok: false, message: 'Skriv antal kuverter som et helt tal fra 1 til 5000.' });
  });
});

describe('scaledTotal and roundUpQuantity', () => {
  it.each([
    [0.15, 120, 18],
    [0.06, 120, 7.2],
    [0.125, 4, 0.5],
    [1, 5000, 5000],
  ])('%d per cover × %d covers is %d', (per, covers, total) => {
    expect(scaledTotal(per, covers)).toBe(total);
  });

  it.each([
    // need, per unit, unit, amount
    [7.2, 2.5, { code: 'PK', weighed: false }, 3],
    [7.5, 2.5, { code: 'PK', weighed: false }, 3],
    [7.51, 2.5, { code: 'PK', weighed: false }, 4],
    [18, 1, { code: 'KG', weighed: true }, 18],
    [18.001, 1, { code: 'KG', weighed: false }, 18.01],
    [7.2, 1, { code: 'KG', weighed: false }, 7.2],
    [0.333, 1, { code: 'ST', weighed: true }, 0.34],
    [12, 10, { code: 'KRT', weighed: false }, 2],
  ])('%d of the measure in units of %d (%j) is %d', (need, per, unit, amount) => {
    expect(roundUpQuantity(need, per, unit)).toBe(amount);
  });

  it('takes no binary noise for a need: 0,15 kg × 120 in kilos is 18, not 18,01', () => {
    expect(roundUpQuantity(scaledTotal(0.15, 120), 1, { code: 'KG', weighed: true })).toBe(18);
  });
});

describe('contentPerBase and recipeOrderUnit', () => {
  it('reads the content from the comparison price when the reference unit is the measure', () => {
    expect(contentPerBase(potatoes, 'KG')).toBe(2.5);
    expect(contentPerBase(milk, 'L')).toBe(1);
  });

  it('falls back to a unit named as the measure, or a weighed unit for KG', () => {
    expect(contentPerBase({ ...mince, priceOre: null, refPriceOre: null, refUnit: null }, 'KG')).toBe(1);
    expect(contentPerBase(milk, 'STK')).toBe(1);
    const kgCarton = { units: [{ code: 'KRT', description: '', factor: 10, weighed: false, isDefault: true }, { code: 'KG', description: '', factor: 2, weighed: false, isDefault: false }], priceOre: null, refPriceOre: null, refUnit: null };
    expect(contentPerBase(kgCarton, 'KG')).toBe(0.5);
  });

  it('is unknown without a reference price for the measure and without a measure unit', () => {
    expect(contentPerBase(bucket, 'KG')).toBeNull();
    expect(contentPerBase(potatoes, 'L')).toBeNull();
    expect(contentPerBase({ ...potatoes, priceOre: null, refPriceOre: null }, 'KG')).toBeNull();
  });

  it('orders in the smallest unit, a focus product in its focus unit', () => {
    expect(recipeOrderUnit(potatoes).code).toBe('PK');
    expect(recipeOrderUnit({ ...potatoes, focus: { productId: '200010', unit: 'KRT', stock: 10 } }).code).toBe('KRT');
  });
});

describe('planRecipe', () => {
  const recipe = {
    ingredients: [
      ing(1, 0.06, 'KG', potatoes.id, 'Kartofler'),
      ing(2, 0.15, 'KG', mince.id, 'Hakket svinekød'),
      ing(3, 0.05, 'L', milk.id, 'Mælk'),
      ing(4, 0.002, 'KG', null, 'Salt'),
    ],
  };

  it('scales every line and orders the linked products rounded up, in ONE set of Recipe items', () => {
    const plan = planRecipe({ recipe, covers: 120, products: catalogue(potatoes, mince, milk), settings, orderContext });
    expect(plan.lines.map((l) => l.total)).toEqual([7.2, 18, 6, 0.24]);
    expect(plan.items).toEqual([
      { origin: Origin.Recipe, amount: 3, productId: potatoes.id, unit: 'PK', expiryProduct: false },
      { origin: Origin.Recipe, amount: 18, productId: mince.id, unit: 'KG', expiryProduct: false },
      { origin: Origin.Recipe, amount: 6, productId: milk.id, unit: 'STK', expiryProduct: false },
    ]);
    expect(plan.lines.map((l) => l.priceOre)).toEqual([76776, 107910, 6600, null]);
    expect(plan.totalOre).toBe(191286);
    expect(plan.costPerCoverOre).toBe(1594); // 1912,86 kr. / 120 = 15,94 kr.
    // 3 × 2,5 + 18 × 4,2 + 6 × 1,2 = 7,5 + 75,6 + 7,2 = 90,3 kg; / 120
    expect(plan.co2ePerCover).toBe(0.753);
    expect(plan.co2eComplete).toBe(true);
    expect(plan.skipped).toEqual([]);
  });

  it('lists a product of unknown content, outside the assortment or discontinued, but does not add it', () => {
    const gone = { ...milk, discontinuedOn: '2026-11-01' };
    const plan = planRecipe({
      recipe: { ingredients: [ing(1, 0.1, 'KG', bucket.id, 'Remoulade'), ing(2, 0.1, 'KG', '100099', 'Persille'), ing(3, 0.05, 'L', milk.id), ing(4, 0.06, 'KG', potatoes.id)] },
      covers: 10,
      products: catalogue(bucket, gone, potatoes),
      settings,
      orderContext,
    });
    expect(plan.skipped).toEqual([
      { productId: bucket.id, name: 'Remoulade', reason: 'unitUnknown' },
      { productId: '100099', name: 'Persille', reason: 'notInAssortment' },
      { productId: milk.id, name: 'Letmælk 1 l', reason: 'discontinued' },
    ]);
    expect(plan.items.map((i) => i.productId)).toEqual([potatoes.id]);
    expect(plan.lines[0]!.product?.id).toBe(bucket.id);
    expect(plan.lines[0]!.amount).toBeNull();
    expect(skippedText(plan.skipped[0]!)).toBe('Remoulade (indhold pr. enhed ukendt)');
  });

  it('refuses an amount above the line maximum and a product without a price', () => {
    const free = { ...mince, id: '100022', priceOre: 0 };
    const plan = planRecipe({ recipe: { ingredients: [ing(1, 2, 'KG', mince.id), ing(2, 0.06, 'KG', free.id)] }, covers: 5000, products: catalogue(mince, free), settings, orderContext });
    expect(plan.skipped.map((s) => s.reason)).toEqual(['tooMuch', 'noPrice']);
    expect(plan.items).toEqual([]);
    expect(plan.totalOre).toBeNull();
    expect(plan.co2ePerCover).toBeNull();
  });

  it('hides prices and CO2e as the session does (§6), and still orders where the content is known', () => {
    const hidden = { ...mince, priceOre: null, refPriceOre: null, refUnit: null, co2e: null };
    const plan = planRecipe({ recipe: { ingredients: [ing(1, 0.15, 'KG', mince.id)] }, covers: 4, products: catalogue(hidden), settings: { showPrices: false, allowOrdering: true, hideCo2: true }, orderContext });
    expect(plan.items.map((i) => i.amount)).toEqual([0.6]);
    expect(plan.totalOre).toBeNull();
    expect(plan.costPerCoverOre).toBeNull();
    expect(plan.co2ePerCover).toBeNull();
  });

  it('notes missing CO2e data when some ordered line has none', () => {
    const noCo2 = { ...milk, co2e: null };
    const plan = planRecipe({ recipe: { ingredients: [ing(1, 0.15, 'KG', mince.id), ing(2, 0.05, 'L', milk.id)] }, covers: 10, products: catalogue(mince, noCo2), settings, orderContext });
    expect(plan.co2ePerCover).toBe(0.63);
    expect(plan.co2eComplete).toBe(false);
  });

  it('scales only, without products (logged out or still loading)', () => {
    const plan = planRecipe({ recipe, covers: 4, products: null, settings, orderContext });
    expect(plan.lines.map((l) => [l.total, l.product, l.skip])).toEqual([[0.24, null, null], [0.6, null, null], [0.2, null, null], [0.008, null, null]]);
    expect(plan.items).toEqual([]);
  });

  it('orders a focus product as its focus product in its unit', () => {
    const focus = { ...potatoes, focus: { productId: '200010', unit: 'KRT', stock: 10 } };
    const plan = planRecipe({ recipe: { ingredients: [ing(1, 0.06, 'KG', potatoes.id)] }, covers: 120, products: catalogue(focus), settings, orderContext });
    expect(plan.items).toEqual([{ origin: Origin.Recipe, amount: 1, productId: potatoes.id, unit: 'KRT', expiryProduct: false, focusProductId: '200010' }]);
  });
});

describe('recipeIdFromPath and measureLabel', () => {
  it.each([
    ['/inspiration/opskrifter/frikadeller-med-kartofler-og-brun-sovs-4101', 4101],
    ['/inco-inspirerer/opskrifter/boller-i-karry-4102/', 4102],
    ['/inspiration/opskrifter/4103', 4103],
    ['/inspiration/opskrifter/frikadeller', null],
    ['/inspiration/opskrifter/', null],
    ['/inspiration/opskrifter/ret-0', null],
  ])('%s is %j', (path, id) => {
    expect(recipeIdFromPath(path)).toBe(id);
  });

  it('names the measures in Danish', () => {
    expect(['KG', 'L', 'STK'].map((m) => measureLabel(m as 'KG'))).toEqual(['kg', 'l', 'stk.']);
  });
});
