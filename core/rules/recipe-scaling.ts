// Issue 17 §3 "a recipe to a basket": the recipe page's scaling rules, pure. For N covers every
// ingredient line needs amountPerCover × N in its measure (KG, L, STK); a line linked to a product is
// ordered in one of the product's sellable units, rounded UP (KG and weighed units to two decimals,
// every other unit to whole units covering the need), and the cost and CO2e per cover are those of
// the rounded quantities. docs/guides/cms-content.md §3 "A recipe to the basket".
import { MAX_LINE_AMOUNT, Origin, type AddToCartItem } from '../schemas/cart.js';
import type { Product, Unit } from '../schemas/product.js';
import { MAX_COVERS, MIN_COVERS, type Recipe, type RecipeIngredient, type RecipeMeasure } from '../schemas/recipes.js';
import type { UserSettings } from '../schemas/user.js';
import { daRecipe as t } from '../texts/da-recipe.js';
import { allowsDecimals } from './amount.js';
import { lineCo2, netPerBase } from './co2-budget.js';
import { canAddToCart, canSeeCo2, canSeePrices, orderBlockReason, type OrderContext } from './permissions.js';
import { lineTotalOre, unitPriceOre } from './units.js';

export type CoversResult = { ok: true; value: number } | { ok: false; message: string };

/**
 * The covers field (§5's conventions for whole-unit amounts): trimmed, a trailing comma dropped
 * ("120," is 120), digits only, with dots allowed as thousands separators ("1.200"); an integer from
 * MIN_COVERS to MAX_COVERS, else one Danish message.
 */
export function parseCovers(raw: string): CoversResult {
  let text = raw.trim().replace(/^(\d+),+$/, '$1');
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(value) || value < MIN_COVERS || value > MAX_COVERS) {
    return { ok: false, message: t.coversInvalid(MIN_COVERS, MAX_COVERS) };
  }
  return { ok: true, value };
}

/** Binary noise off a computed quantity (0.15 × 120 is 18.000000000000004, which must not round up to 18.01). */
function clean(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** One ingredient's total for `covers` in its measure. */
export function scaledTotal(amountPerCover: number, covers: number): number {
  return clean(amountPerCover * covers);
}

/**
 * How much of `measure` one BASE unit (factor 1) of the product holds, or null when unknown:
 * - from the comparison price, when the product's reference unit is the measure (base price over
 *   reference price: a 2,5 kg bag at 255,92 kr. and 102,37 kr./kg holds 2,5 kg; co2-budget.ts netPerBase);
 * - else from a unit named as the measure (a KG unit holds 1 kg, an L unit 1 l, an STK unit one piece),
 *   and for KG from a weighed unit (sold by the kilo).
 * Without prices (§6 showPrices off) the comparison price is not sent, so only the second rule answers.
 */
export function contentPerBase(product: Pick<Product, 'units' | 'priceOre' | 'refPriceOre' | 'refUnit'>, measure: RecipeMeasure): number | null {
  if (product.refUnit?.toUpperCase() === measure) {
    const net = netPerBase(product.priceOre, product.refPriceOre);
    if (net !== null) return net;
  }
  const named = product.units.find((u) => u.code.toUpperCase() === measure) ?? (measure === 'KG' ? product.units.find((u) => u.weighed) : undefined);
  return named ? 1 / named.factor : null;
}

/**
 * The unit a recipe line orders in: a focus product's focus unit (§8 UnitMisMatch: the only unit it
 * is sold in), else the smallest sellable unit (the least left over: 3 bags, not a carton of 10).
 */
export function recipeOrderUnit(product: Pick<Product, 'units' | 'focus'>): Unit {
  const focus = product.focus ? product.units.find((u) => u.code === product.focus!.unit) : undefined;
  if (focus) return focus;
  const [first, ...rest] = product.units;
  if (!first) throw new Error('A product has at least one unit');
  return rest.reduce((best, u) => (u.factor < best.factor ? u : best), first);
}

/** `need` of the measure in units holding `perUnit` each, rounded up: KG/weighed to 2 decimals, others whole. */
export function roundUpQuantity(need: number, perUnit: number, unit: Pick<Unit, 'code' | 'weighed'>): number {
  const units = clean(need / perUnit);
  return allowsDecimals(unit) ? Math.ceil(clean(units * 100)) / 100 : Math.ceil(units);
}

/** Why a linked product is listed but not added. */
export type RecipeSkipReason =
  | 'notInAssortment'
  | 'discontinued'
  | 'blocked'
  | 'noPrice'
  | 'unitUnknown'
  | 'tooMuch';

export interface RecipeLine {
  ingredient: RecipeIngredient;
  /** The ingredient's total for the covers, in its measure. */
  total: number;
  /** The linked product as the session sees it; null without a link, when logged out, or outside the assortment. */
  product: Product | null;
  /** The unit and amount to order; null when the line is not ordered. */
  unit: Unit | null;
  amount: number | null;
  /** Price of the rounded amount in øre; null when prices are hidden or not known. */
  priceOre: number | null;
  /** kg CO2e of the rounded amount; null without CO2e data (or for hideCo2 users). */
  co2e: number | null;
  /** Why a linked product is not added; null for orderable lines and lines without a product. */
  skip: RecipeSkipReason | null;
}

export interface RecipePlan {
  covers: number;
  lines: RecipeLine[];
  /** The ONE add-to-order call's items (Origin.Recipe). */
  items: AddToCartItem[];
  /** Linked products that are listed but not added, named (the product's name, else the ingredient's). */
  skipped: { productId: string; name: string; reason: RecipeSkipReason }[];
  /** Sum of the orderable lines' prices in øre; null when prices are hidden or no line has one. */
  totalOre: number | null;
  costPerCoverOre: number | null;
  /** kg CO2e per cover of the orderable lines; null when none has CO2e data or CO2e is hidden. */
  co2ePerCover: number | null;
  /** False when some orderable line has no CO2e data (the figure leaves it out). */
  co2eComplete: boolean;
}

export interface RecipePlanInput {
  recipe: Pick<Recipe, 'ingredients'>;
  covers: number;
  /**
   * The linked products the session's catalogue answered, by id; null when they are not known
   * (logged out, or still loading): then only the scaled totals are computed.
   */
  products: ReadonlyMap<string, Product> | null;
  settings: Pick<UserSettings, 'showPrices' | 'allowOrdering' | 'hideCo2'>;
  orderContext: OrderContext;
}

function skipOf(product: Product, unit: Unit, amount: number | null, input: RecipePlanInput): RecipeSkipReason | null {
  const blocked = orderBlockReason(product, input.orderContext);
  if (blocked === 'discontinued' || blocked === 'discontinuedByHQ') return 'discontinued';
  if (blocked) return 'blocked';
  if (amount === null) return 'unitUnknown';
  if (amount > MAX_LINE_AMOUNT) return 'tooMuch';
  if (!canAddToCart(input.settings, unitPriceOre(product.priceOre, unit))) return 'noPrice';
  return null;
}

/** The recipe for `covers`: every line scaled, the linked products' orders, cost and CO2e per cover. */
export function planRecipe(input: RecipePlanInput): RecipePlan {
  const { covers, products, settings } = input;
  const plan: RecipePlan = { covers, lines: [], items: [], skipped: [], totalOre: null, costPerCoverOre: null, co2ePerCover: null, co2eComplete: true };
  let total = 0;
  let priced = 0;
  let co2 = 0;
  let withCo2 = 0;
  for (const ingredient of input.recipe.ingredients) {
    const line: RecipeLine = { ingredient, total: scaledTotal(ingredient.amountPerCover, covers), product: null, unit: null, amount: null, priceOre: null, co2e: null, skip: null };
    plan.lines.push(line);
    if (ingredient.productId === null || products === null) continue;
    const product = products.get(ingredient.productId) ?? null;
    if (!product) {
      line.skip = 'notInAssortment';
      plan.skipped.push({ productId: ingredient.productId, name: ingredient.text, reason: 'notInAssortment' });
      continue;
    }
    line.product = product;
    const unit = recipeOrderUnit(product);
    const perBase = contentPerBase(product, ingredient.measure);
    const amount = perBase === null ? null : roundUpQuantity(line.total, perBase * unit.factor, unit);
    line.skip = skipOf(product, unit, amount, input);
    if (line.skip) {
      plan.skipped.push({ productId: product.id, name: product.name, reason: line.skip });
      continue;
    }
    line.unit = unit;
    line.amount = amount;
    const price = canSeePrices(settings) ? lineTotalOre(unitPriceOre(product.priceOre, unit), amount!) : null;
    line.priceOre = price;
    if (price !== null) {
      total += price;
      priced++;
    }
    line.co2e = canSeeCo2(settings) && product.co2e !== null ? lineCo2(product.co2e, amount!, unit.factor) : null;
    if (line.co2e !== null) {
      co2 += line.co2e;
      withCo2++;
    } else {
      plan.co2eComplete = false;
    }
    plan.items.push({ origin: Origin.Recipe, amount: amount!, productId: product.id, unit: unit.code, expiryProduct: false, ...(product.focus ? { focusProductId: product.focus.productId } : {}) });
  }
  if (priced > 0) {
    plan.totalOre = total;
    plan.costPerCoverOre = Math.round(total / covers);
  }
  if (withCo2 > 0) plan.co2ePerCover = Math.round((co2 / covers) * 1000) / 1000;
  else plan.co2eComplete = plan.items.length === 0;
  return plan;
}

/** Why a product is not added, in Danish: 'ikke i jeres sortiment'. */
export function skipReasonText(reason: RecipeSkipReason): string {
  const reasons: Record<RecipeSkipReason, string> = {
    notInAssortment: t.reasonNotInAssortment,
    discontinued: t.reasonDiscontinued,
    blocked: t.reasonBlocked,
    noPrice: t.reasonNoPrice,
    unitUnknown: t.reasonUnitUnknown,
    tooMuch: t.reasonTooMuch,
  };
  return reasons[reason];
}

/** A skipped product as the result names it: 'Kartofler (ikke i jeres sortiment)'. */
export function skippedText(skip: { name: string; reason: RecipeSkipReason }): string {
  return t.skipped(skip.name, skipReasonText(skip.reason));
}

/** The measure's short Danish name ('kg', 'l', 'stk.'). */
export function measureLabel(measure: RecipeMeasure): string {
  return measure === 'KG' ? t.measureKG : measure === 'L' ? t.measureL : t.measureSTK;
}

/** The recipe id of a recipe page's path: the last `-{id}` of its last segment ('/inspiration/opskrifter/boller-i-karry-4101'). */
export function recipeIdFromPath(path: string): number | null {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  const match = /(?:^|-)([1-9]\d{0,8})$/.exec(last);
  return match ? Number(match[1]) : null;
}

/** The id from the attribute, else from the page's path ('/inspiration/opskrifter/{urlName}-{id}'). */
export function recipeIdOf(attribute: string | undefined, path: string): number | null {
  const text = attribute?.trim();
  if (text) return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
  return recipeIdFromPath(path);
}
