// The basket's CO2e and organic budget (issue 20 point 5): the figures of §3 previewOrder against the
// department's targets (department_kitchen_settings), the three lines with the most CO2e, each with a
// lower-CO2e product of its posting group, and swapping a line to that product ("Byt").
//
// One rule decides what may replace a line, for the lookup and for the swap alike (alternativeFor):
// - the same posting group, in the department's assortment (loadProductsInAssortment);
// - the same reference unit (kg, l or stk) and clearly lower CO2e per reference unit (core
//   isClearlyLowerCo2: at most 80 % of the line's product). The net quantity of a pack is its base
//   price over its reference price (core netPerBase): packs of any size compare as food, not as packs;
// - orderable for the user as addtoorder would check it (lineProblem: not discontinued, food info,
//   price > 0 when prices are shown, the deadline of the basket's delivery date), in the unit and amount
//   the swap gives it (core swapUnitAndAmount: the line's unit when the product has it, else its default
//   unit; the same net quantity of food, so the same amount when the packs are the same size);
// - the swapped line has less CO2e than the line now (saving >= 0,01 kg).
// The lookup offers, per line, the product with the largest saving among the 20 lowest-CO2e products
// (per reference unit) of each group and reference unit not yet in the basket (ties: product id). A
// swap to a product already in the basket in that unit merges the two lines, as adding does.
// Near-expiry lines (§3 y) get no alternative: the offer exists to sell that pack before it expires.
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { da, MAX_LINE_AMOUNT, Origin } from '../../core/index.js';
import type { ReviewBasket } from '../../core/schemas/basket-review.js';
import type { Co2Alternative, Co2Budget, Co2BudgetLine, SwapLine } from '../../core/schemas/co2-budget.js';
import { CO2_BUDGET_TOP_LINES, co2PerRefUnit, co2TargetStatus, isClearlyLowerCo2, lineCo2, netPerBase, organicTargetStatus, swapUnitAndAmount } from '../../core/rules/co2-budget.js';
import { daCo2Budget } from '../../core/texts/da-co2-budget.js';
import { daOrders } from '../../core/texts/da-orders.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { loadProductsInAssortment, type SearchScope } from '../catalogue/search.js';
import { currentBasePriceOre, type ProductWireInput } from '../catalogue/wire.js';
import { hundredthsToNumeric, lineProblem, pricedLines, reviewBasket, toHundredths, type PricedLine } from './basket.js';
import { basketOwnerOf, isBasketOf } from './basket-owner.js';

/** How many of a posting group's lowest-CO2e products per reference unit are considered (bounded query). */
export const CANDIDATES_PER_GROUP = 20;

/** §6: hideCo2 users see no CO2e figures, so neither the budget nor its swaps. */
export function refuseHiddenCo2(auth: AuthContext): void {
  if (auth.user.hideCo2) throw new ApiFailure(403, 'Co2Hidden', daCo2Budget.co2Hidden);
}

export interface KitchenTargets {
  co2TargetPerLine: number | null;
  organicTargetPct: number | null;
}

/** The department's targets; no row: no targets. */
export async function kitchenTargets(db: Db, departmentCode: string): Promise<KitchenTargets> {
  const [row] = await db
    .select({ co2: t.departmentKitchenSettings.co2TargetPerLine, organic: t.departmentKitchenSettings.organicTargetPct })
    .from(t.departmentKitchenSettings)
    .where(eq(t.departmentKitchenSettings.departmentCode, departmentCode));
  return { co2TargetPerLine: row?.co2 == null ? null : Number(row.co2), organicTargetPct: row?.organic ?? null };
}

function co2eOf(product: ProductWireInput | undefined): number | null {
  const value = product?.product.co2e;
  return value == null ? null : Number(value);
}

function factorOf(product: ProductWireInput | undefined, unit: string): number {
  const u = product?.units.find((x) => x.code === unit);
  return u ? Number(u.factor) : 1;
}

/** kg CO2e of a basket line (as previewOrder counts it), 2 decimals; 0 without a product or a figure. */
function co2OfLine({ line, product }: PricedLine): number {
  return lineCo2(co2eOf(product) ?? 0, Number(line.amount), factorOf(product, line.unit));
}

/** Net quantity of a base unit in the reference unit, from the price group's base and reference prices. */
function netOf(product: ProductWireInput): number | null {
  return netPerBase(product.price?.priceOre, product.price?.refPriceOre);
}

interface Candidate {
  product: ProductWireInput;
  unit: string;
  amount: number;
  co2: number;
  saving: number;
}

/**
 * Whether `candidate` may replace `line` (the rule at the top of this file), and in which unit and
 * amount; null when it may not.
 */
function alternativeFor(
  priced: PricedLine,
  candidate: ProductWireInput | undefined,
  auth: AuthContext,
  scope: SearchScope,
  deliveryDate: string,
): Candidate | null {
  const { line, product } = priced;
  if (!product || !candidate || line.expiryProduct) return null;
  if (candidate.product.id === product.product.id) return null;
  if (candidate.product.postingGroupId !== product.product.postingGroupId) return null;
  // Compared per kg, l or stk of food (the reference unit both share), never per pack of any size.
  if (!product.product.refUnit || candidate.product.refUnit !== product.product.refUnit) return null;
  const lineNet = netOf(product);
  const candidateNet = netOf(candidate);
  if (!isClearlyLowerCo2(co2PerRefUnit(co2eOf(product), lineNet), co2PerRefUnit(co2eOf(candidate), candidateNet))) return null;
  const swap = swapUnitAndAmount(
    { unit: line.unit, amount: Number(line.amount), factor: factorOf(product, line.unit), net: lineNet },
    candidate.units.map((u) => ({ code: u.code, factor: Number(u.factor), weighed: u.weighed, isDefault: u.isDefault, sortOrder: u.sortOrder })),
    candidateNet,
  );
  if (!swap) return null;
  const problem = lineProblem(candidate, { unit: swap.unit.code, amount: swap.amount, expiryProduct: false }, auth, scope.today, scope.now ? { now: scope.now, deliveryDate } : undefined);
  if (problem) return null;
  const co2 = lineCo2(co2eOf(candidate) ?? 0, swap.amount, swap.unit.factor);
  const saving = Math.round((co2OfLine(priced) - co2) * 100) / 100;
  if (saving < 0.01) return null;
  return { product: candidate, unit: swap.unit.code, amount: swap.amount, co2, saving };
}

/**
 * The lowest-CO2e products (per kg, l or stk) of `groups` in the department's assortment,
 * CANDIDATES_PER_GROUP per group and reference unit,
 * leaving out `exclude` (the basket's products): one query for the ids, then the basket's product
 * loader (three queries) for prices, units and food info.
 */
async function candidatesIn(db: Db, scope: SearchScope, groups: readonly string[], exclude: readonly string[]): Promise<ProductWireInput[]> {
  if (groups.length === 0) return [];
  // kg CO2e per reference unit = CO2e per base unit ÷ (base price ÷ reference price), in SQL.
  const perRef = sql`(${t.products.co2e} * ${t.prices.refPriceOre}::numeric / ${t.prices.priceOre})`;
  const ranked = db
    .select({
      id: t.products.id,
      rank: sql<number>`row_number() over (partition by ${t.products.postingGroupId}, ${t.products.refUnit} order by ${perRef} asc, ${t.products.id} asc)`.as('rank'),
    })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .innerJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, scope.priceGroup)))
    .where(and(
      eq(t.assortment.departmentCode, scope.departmentCode),
      inArray(t.products.postingGroupId, [...groups]),
      isNotNull(t.products.co2e),
      isNotNull(t.products.refUnit),
      sql`${t.prices.priceOre} > 0 and ${t.prices.refPriceOre} > 0`,
      exclude.length > 0 ? notInArray(t.products.id, [...exclude]) : undefined,
    ))
    .as('ranked');
  const rows = await db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.rank} <= ${CANDIDATES_PER_GROUP}`).orderBy(asc(ranked.id));
  const loaded = await loadProductsInAssortment(db, { ...scope, includeExpiry: false }, rows.map((r) => r.id));
  return [...loaded.values()];
}

/** The largest saving first (the same quantity of food, so the lowest CO2e per kg, l or stk); then id. */
function byBestSaving(a: Candidate, b: Candidate): number {
  return b.saving - a.saving || a.product.product.id.localeCompare(b.product.product.id);
}

function alternativeWire(c: Candidate, auth: AuthContext, today: string): Co2Alternative {
  const base = currentBasePriceOre(c.product.product, c.product.price, today);
  return {
    productId: c.product.product.id,
    name: c.product.product.name,
    brand: c.product.product.brand,
    unit: c.unit,
    amount: c.amount,
    co2: c.co2,
    saving: c.saving,
    unitPriceOre: auth.user.showPrices && base !== null ? Math.round(base * factorOf(c.product, c.unit)) : null,
  };
}

/** GET /api/order/co2budget for the basket of `deliveryDate`. */
export async function co2Budget(db: Db, scope: SearchScope, auth: AuthContext, deliveryDate: string): Promise<Co2Budget> {
  refuseHiddenCo2(auth);
  const priced = await pricedLines(db, scope, basketOwnerOf(auth), deliveryDate);
  const targets = await kitchenTargets(db, auth.department.code);
  // The same previewOrder the basket page shows (one function, so the figures always agree).
  const { previewOrder: preview } = await reviewBasket(db, scope, auth, deliveryDate, priced);

  const top = priced
    .map((p) => ({ priced: p, co2: co2OfLine(p) }))
    .filter((x) => x.co2 > 0)
    .sort((a, b) => b.co2 - a.co2 || a.priced.line.lineNo - b.priced.line.lineNo)
    .slice(0, CO2_BUDGET_TOP_LINES);

  // Users who may not order get the figures without swaps (the swap would be refused).
  const swappable = (p: PricedLine) => auth.user.allowOrdering && p.product !== undefined && !p.line.expiryProduct;
  const groups = [...new Set(top.flatMap((x) => (swappable(x.priced) && x.priced.product ? [x.priced.product.product.postingGroupId] : [])))];
  const candidates = await candidatesIn(db, scope, groups, priced.map((p) => p.line.productId));

  const lines: Co2BudgetLine[] = top.map(({ priced: p, co2 }) => {
    const best = swappable(p)
      ? candidates.map((c) => alternativeFor(p, c, auth, scope, deliveryDate)).filter((c): c is Candidate => c !== null).sort(byBestSaving)[0]
      : undefined;
    return {
      lineNo: p.line.lineNo,
      productId: p.line.productId,
      name: p.product?.product.name ?? p.line.productId,
      unit: p.line.unit,
      amount: Number(p.line.amount),
      co2,
      alternative: best ? alternativeWire(best, auth, scope.today) : null,
    };
  });

  return {
    deliveryDate,
    co2TargetPerLine: targets.co2TargetPerLine,
    organicTargetPct: targets.organicTargetPct,
    averageCo2: preview.averageCo2,
    co2: preview.co2,
    ecoPct: preview.ecoPct,
    itemCount: preview.itemCount,
    co2OnTarget: statusToFlag(co2TargetStatus(preview.averageCo2, targets.co2TargetPerLine, preview.itemCount)),
    organicOnTarget: statusToFlag(organicTargetStatus(preview.ecoPct, targets.organicTargetPct, preview.itemCount)),
    lines,
  };
}

function statusToFlag(status: 'met' | 'missed' | null): boolean | null {
  return status === null ? null : status === 'met';
}

const missingLine = () => new ApiFailure(404, 'LineNotFound', daOrders.basketLineMissing);

/**
 * POST /api/order/swapline: the line becomes the alternative in one transaction, keeping its line
 * number (its place in the basket), with the unit and amount the rule gives. The product is checked
 * with the lookup's rule here, never taken on the client's word.
 */
export async function swapLine(db: Db, scope: SearchScope, auth: AuthContext, swap: SwapLine): Promise<ReviewBasket> {
  refuseHiddenCo2(auth);
  await db.transaction(async (tx) => {
    const [basket] = await tx
      .select({ id: t.baskets.id })
      .from(t.baskets)
      .where(isBasketOf(basketOwnerOf(auth), swap.deliveryDate));
    if (!basket) throw missingLine();
    const bl = t.basketLines;
    // Locks the line: an amount change in another tab lands before or after the swap, never between.
    const [line] = await tx.select().from(bl).where(and(eq(bl.basketId, basket.id), eq(bl.lineNo, swap.lineNo))).for('update');
    if (!line) throw missingLine();
    if (line.expiryProduct) throw new ApiFailure(409, 'LineNotSwappable', daCo2Budget.lineNotSwappable, { lineNo: line.lineNo });
    const products = await loadProductsInAssortment(tx, { ...scope, includeExpiry: true }, [line.productId, swap.productId]);
    const chosen = alternativeFor({ line, product: products.get(line.productId) }, products.get(swap.productId), auth, scope, swap.deliveryDate);
    if (!chosen) throw new ApiFailure(409, 'NotAnAlternative', daCo2Budget.notAnAlternative, { lineNo: line.lineNo, productId: swap.productId });

    const [twin] = await tx
      .select()
      .from(bl)
      .where(and(eq(bl.basketId, basket.id), eq(bl.productId, chosen.product.product.id), eq(bl.unit, chosen.unit), eq(bl.expiryProduct, false)))
      .for('update');
    if (twin) {
      // The product is already a line in that unit: the amounts add up, as addtoorder merges them.
      const sum = toHundredths(twin.amount) + toHundredths(chosen.amount);
      if (sum > MAX_LINE_AMOUNT * 100) throw new ApiFailure(400, 'InvalidAmount', da.amountInvalid, { productId: swap.productId });
      await tx.update(bl).set({ amount: hundredthsToNumeric(sum), origin: Origin.Co2Swap }).where(and(eq(bl.basketId, basket.id), eq(bl.lineNo, twin.lineNo)));
      await tx.delete(bl).where(and(eq(bl.basketId, basket.id), eq(bl.lineNo, line.lineNo)));
    } else {
      await tx
        .update(bl)
        .set({ productId: chosen.product.product.id, unit: chosen.unit, amount: hundredthsToNumeric(toHundredths(chosen.amount)), origin: Origin.Co2Swap })
        .where(and(eq(bl.basketId, basket.id), eq(bl.lineNo, line.lineNo)));
    }
    await tx.update(t.baskets).set({ updatedAt: sql`now()` }).where(eq(t.baskets.id, basket.id));
  });
  return reviewBasket(db, scope, auth, swap.deliveryDate);
}
