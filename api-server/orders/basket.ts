// Baskets per user and delivery date, and adding to them (issue 2 §7, spec §5/§6/§8).
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  type AddToCartItem,
  type CartResponse,
  type CartWarning,
  da,
  MAX_LINE_AMOUNT,
  lineTotalOre,
  orderBlockReason,
  siteBlocksDiscontinuedByHQ,
  type PreviewOrder,
  validateAmountValue,
} from '../../core/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import type { BasketLineFlag, ReviewBasket, ReviewLine } from '../../core/schemas/basket-review.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { loadFocusRecords } from '../catalogue/catalogue-build.js';
import { expiryAllowed } from '../auth/scope.js';
import { loadProductsInAssortment, type SearchScope } from '../catalogue/search.js';
import { currentBasePriceOre, toProductWire, type ProductWireInput } from '../catalogue/wire.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { deadlineFor } from '../../core/rules/deadlines.js';
import { co2FromDecimal, lineCo2, roundCo2 } from '../../core/rules/co2-total.js';
import { lineDeadline, type LineDeadline } from '../../core/rules/basket-deadlines.js';
import { placeByOf } from '../../core/rules/countdown.js';
import type { Tx } from '../db/tx.js';
import { fixedStatement, pgPoolOf, run } from '../db/pg-pool.js';
import type pg from 'pg';
import { offerKey, offerTitles } from './offer-lines.js';
import { expiryItemsAboveStock } from './expiry-stock.js';
import { refuseSamplesInLockedBasket, webSampleItem } from './web-sample-lines.js';
import { checkCampaignItem, loadItemCampaigns, takeCampaignStock, withCampaignOffer } from './checkout-lines.js';
import { daServer } from '../../core/texts/da-server.js';
import { basketOwnerOf, isBasketOf, type BasketOwner } from './basket-owner.js';

/** Amounts are handled as integer hundredths, so adding 0.1 + 0.2 never drifts. */
export function toHundredths(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

export function hundredthsToNumeric(h: number): string {
  return (h / 100).toFixed(2);
}

export const EMPTY_PREVIEW: PreviewOrder = {
  itemCount: 0, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0,
};

export interface LineRecord {
  lineNo: number;
  productId: string;
  unit: string;
  amount: string;
  expiryProduct: boolean;
  origin: number;
  /** Issue 18: OfferKind and the offer's id (0, 0: the price list). */
  offerKind: number;
  offerId: number;
  /** The unit price fixed when the offer was taken; null: the price list's. */
  fixedPriceOre: number | null;
}

export interface PricedLine {
  line: LineRecord;
  product: ProductWireInput | undefined;
}

function unitFactor(product: ProductWireInput | undefined, unit: string): number {
  const u = product?.units.find((x) => x.code === unit);
  return u ? Number(u.factor) : 1;
}

/**
 * The basket's summary (§3 previewOrder). With `timing`, lines whose deadline for the basket's
 * delivery date has passed count as too late, and near-expiry lines whose offer has ended as expired.
 */
function previewOf(lines: readonly PricedLine[], hideCo2: boolean, timing?: { now: Date; deliveryDate: string; cartType: number }): PreviewOrder {
  if (lines.length === 0) return EMPTY_PREVIEW;
  let tooLate = 0;
  let expired = 0;
  let co2 = 0n;
  let eco = 0;
  let agreement = 0;
  let outOfStock = 0;
  for (const { line, product } of lines) {
    const amount = Number(line.amount);
    if (product) {
      const p = product.product;
      co2 += lineCo2(Number(p.co2e ?? 0), amount, unitFactor(product, line.unit));
      if (p.organicCode === 1 || p.organicCode === 2) eco++;
      if (p.flags.includes('agreementA') || p.flags.includes('agreementB')) agreement++;
    }
    const flags = lineFlags({ line, product }, timing);
    if (flags.includes('outOfStock')) outOfStock++;
    if (flags.includes('expired')) expired++;
    if (flags.includes('tooLate')) tooLate++;
  }
  const n = lines.length;
  return {
    itemCount: n,
    co2: hideCo2 ? 0 : roundCo2(co2),
    averageCo2: hideCo2 ? 0 : roundCo2(co2, n),
    ecoPct: Math.round((eco / n) * 100),
    agreementPct: Math.round((agreement / n) * 100),
    noOfTooLate: tooLate,
    noOfExpired: expired,
    noOfOutOfStock: outOfStock,
  };
}

/**
 * What previewOrder counts for one line (issue 7 §2): too late for the delivery date (the product's
 * deadline, §3 l), an expired near-expiry offer, more than the offer's stock. One function for the
 * counts and the basket page's line marks, so they always agree.
 */
export function lineFlags({ line, product }: PricedLine, timing?: { now: Date; deliveryDate: string; cartType: number }): BasketLineFlag[] {
  const flags: BasketLineFlag[] = [];
  if (!product) return flags;
  if (timing && pastDeadline(product, timing.deliveryDate, timing.now, timing.cartType)) flags.push('tooLate');
  if (line.expiryProduct && !product.expiry) flags.push('expired');
  if (line.expiryProduct && product.expiry && Number(line.amount) > Number(product.expiry.stock)) flags.push('outOfStock');
  return flags;
}

function timingOf(scope: SearchScope, auth: AuthContext, deliveryDate: string) {
  return scope.now ? { now: scope.now, deliveryDate, cartType: auth.user.cartType } : undefined;
}

async function basketLines(db: Db, owner: BasketOwner, deliveryDate: string, productIds?: readonly string[]): Promise<LineRecord[]> {
  return db
    .select({
      lineNo: t.basketLines.lineNo,
      productId: t.basketLines.productId,
      unit: t.basketLines.unit,
      amount: t.basketLines.amount,
      expiryProduct: t.basketLines.expiryProduct,
      origin: t.basketLines.origin,
      offerKind: t.basketLines.offerKind,
      offerId: t.basketLines.offerId,
      fixedPriceOre: t.basketLines.fixedPriceOre,
    })
    .from(t.basketLines)
    .innerJoin(t.baskets, eq(t.baskets.id, t.basketLines.basketId))
    .where(productIds ? and(isBasketOf(owner, deliveryDate), inArray(t.basketLines.productId, [...productIds])) : isBasketOf(owner, deliveryDate))
    .orderBy(asc(t.basketLines.lineNo));
}

/** Lines with their products. Products that left the assortment stay in the basket, unpriced. */
export async function pricedLines(db: Db, scope: SearchScope, owner: BasketOwner, deliveryDate: string): Promise<PricedLine[]> {
  const lines = await basketLines(db, owner, deliveryDate);
  const products = await loadProductsInAssortment(db, { ...scope, includeExpiry: true }, lines.map((l) => l.productId));
  return lines.map((line) => ({ line, product: products.get(line.productId) }));
}

export async function previewOrder(db: Db, scope: SearchScope, auth: AuthContext, deliveryDate: string): Promise<PreviewOrder> {
  return previewOf(await pricedLines(db, scope, basketOwnerOf(auth), deliveryDate), auth.user.hideCo2, timingOf(scope, auth, deliveryDate));
}

interface PreviewGroup {
  known: boolean;
  deadlines: string[] | null;
  n: number;
  co2: string | null;
  eco: number;
  agreement: number;
  expired: number;
  outOfStock: number;
}

/**
 * The same summary as previewOf, computed by one aggregate query over the basket's lines (issue 15
 * point 1, docs/decisions/027-add-to-order-speed.md): an add no longer re-reads and re-prices the whole
 * basket. The lookups are pricedLines' own (the department's assortment and product, the unit's factor,
 * the first running near-expiry offer; its inner join to the posting group can drop nothing, below), so
 * a line whose product left the assortment counts in itemCount only. The lines are grouped by their
 * product's deadline rules, and core's deadlineFor decides per group which lines are too late: the rule
 * stays in core, the query returns a few rows.
 */
export async function previewOrderByQuery(db: Db, scope: SearchScope, auth: AuthContext, deliveryDate: string): Promise<PreviewOrder> {
  const pool = pgPoolOf(db);
  const rows = pool
    ? (await run(pool, PREVIEW, previewValues(scope, basketOwnerOf(auth), deliveryDate))).rows
    : rowsOf(await db.execute<Record<string, unknown>>(previewQuery(scope, basketOwnerOf(auth), deliveryDate)));
  return previewFromRows(rows, scope, auth, deliveryDate);
}

function previewValues(scope: Pick<SearchScope, 'departmentCode' | 'today'>, owner: BasketOwner, deliveryDate: string) {
  return { department: scope.departmentCode, today: scope.today, userId: owner.userId, ownerDepartment: owner.departmentCode, deliveryDate };
}

function previewFromRows(rows: readonly Record<string, unknown>[], scope: SearchScope, auth: AuthContext, deliveryDate: string): PreviewOrder {
  const groups: PreviewGroup[] = rows.map((r) => ({
    known: Boolean(r.known),
    deadlines: (typeof r.deadlines === 'string' ? JSON.parse(r.deadlines) : r.deadlines) as string[] | null,
    n: Number(r.n),
    co2: r.co2 === null || r.co2 === undefined ? null : String(r.co2),
    eco: Number(r.eco),
    agreement: Number(r.agreement),
    expired: Number(r.expired),
    outOfStock: Number(r.out_of_stock),
  }));
  const n = groups.reduce((sum, g) => sum + g.n, 0);
  if (n === 0) return EMPTY_PREVIEW;
  const timing = timingOf(scope, auth, deliveryDate);
  let co2 = 0n;
  let tooLate = 0;
  for (const g of groups) {
    if (g.co2 !== null) co2 += co2FromDecimal(g.co2);
    if (g.known && timing && timing.cartType !== 1) {
      const deadline = deadlineFor(timing.deliveryDate, g.deadlines ?? []);
      if (deadline !== null && timing.now.getTime() > deadline.getTime()) tooLate += g.n;
    }
  }
  const sum = (k: 'eco' | 'agreement' | 'expired' | 'outOfStock') => groups.reduce((total, g) => total + g[k], 0);
  const hideCo2 = auth.user.hideCo2;
  return {
    itemCount: n,
    co2: hideCo2 ? 0 : roundCo2(co2),
    averageCo2: hideCo2 ? 0 : roundCo2(co2, n),
    ecoPct: Math.round((sum('eco') / n) * 100),
    agreementPct: Math.round((sum('agreement') / n) * 100),
    noOfTooLate: tooLate,
    noOfExpired: sum('expired'),
    noOfOutOfStock: sum('outOfStock'),
  };
}

/**
 * What the preview counts of product `productId` in `unit` for department `department` (SQL
 * expressions): a LEFT JOIN LATERAL item named `pv`, one row when the product is in the department's
 * assortment, none otherwise. The add writes it into the line's preview columns (decision 033), and the
 * preview reads it for a line whose columns are not current: one lookup for both. `guard`, a condition
 * on the outer row only, is a one-time filter: when it is false nothing is probed.
 *
 * A LATERAL … LIMIT 1 subquery (at most one row: the keys are the primary keys), which the planner
 * cannot flatten into plain joins: per line, three index probes, whatever the statistics say. As plain
 * joins, once ANALYZE had seen a small catalogue, PostgreSQL hashed the department's whole assortment
 * and products for every add (027 "Fourth pass"). No posting-group join: products.posting_group_id is
 * NOT NULL and a foreign key, so every product has its group and the join filtered nothing.
 */
function linePreviewLookup(productId: SQL, unit: SQL, department: SQL, guard: SQL = sql`true`): SQL {
  return sql`left join lateral (
      select true as known, p.deadlines,
        coalesce(p.co2e, 0) * coalesce((select u.factor from ${t.productUnits} u where u.product_id = p.id and u.code = ${unit}), 1) as co2_per_unit,
        p.organic_code in (1, 2) as eco, p.flags ?| array['agreementA', 'agreementB'] as agreement
      from ${t.assortment} a join ${t.products} p on p.id = a.product_id
      where ${guard} and a.department_code = ${department} and a.product_id = ${productId}
      limit 1
    ) pv on true`;
}

/**
 * The version the preview columns are valid for, as a scalar subquery: an InitPlan, run once per
 * statement. Not a join: line_preview_version has no statistics, so PostgreSQL assumes a couple of
 * thousand rows, multiplies every row estimate above it by that, and a preview of 200 lines cost
 * 325,000 by estimate, over jit_above_cost: 100–150 ms of JIT compiling on every add.
 */
const CURRENT_VERSION = sql`(select version from ${t.linePreviewVersion})`;

/** The line's preview columns; previewValuesOf gives their values in this order, from `pv` (linePreviewLookup). */
const PREVIEW_COLUMN_NAMES = ['preview_version', 'preview_product', 'preview_unit', 'preview_known', 'preview_deadlines', 'preview_co2_per_unit', 'preview_eco', 'preview_agreement'];
const PREVIEW_COLUMNS = sql.raw(PREVIEW_COLUMN_NAMES.join(', '));
const previewValuesOf = (productId: SQL, unit: SQL) =>
  sql`${CURRENT_VERSION} as preview_version, ${productId} as preview_product, ${unit} as preview_unit, coalesce(pv.known, false) as preview_known,
    pv.deadlines as preview_deadlines, pv.co2_per_unit as preview_co2_per_unit, pv.eco as preview_eco, pv.agreement as preview_agreement`;

/** A line's preview columns are current (decision 033); `bl` is the line. */
function isCurrent(alias: string): SQL {
  const bl = sql.raw(alias);
  return sql`coalesce(${bl}.preview_version = ${CURRENT_VERSION} and ${bl}.preview_product = ${bl}.product_id and ${bl}.preview_unit = ${bl}.unit, false)`;
}

/**
 * previewOrderByQuery's statement (exported for bench/statements-per-add.ts's EXPLAIN ANALYZE). A line
 * whose preview columns are current (written at today's line_preview_version for its product and unit,
 * decision 033) is counted from them: no lookup at all. Any other line is looked up in the catalogue
 * as before, so the answer never depends on whether a line was written with them.
 */
export function previewQuery(
  scope: { departmentCode: string | Placeholder; today: string | Placeholder },
  owner: { userId: number | Placeholder; departmentCode: string | Placeholder },
  deliveryDate: string | Placeholder,
) {
  return sql`
    select l.known, l.deadlines, count(*)::int as n,
      sum(l.co2_per_unit * l.amount) filter (where l.known)::text as co2,
      (count(*) filter (where l.eco))::int as eco,
      (count(*) filter (where l.agreement))::int as agreement,
      (count(*) filter (where l.known and l.expiry_product and e.id is null))::int as expired,
      (count(*) filter (where l.known and l.expiry_product and e.id is not null and l.amount > e.stock))::int as out_of_stock
    from (
      select bl.product_id, bl.amount, bl.expiry_product,
        case when f.current then bl.preview_known else pv.known is not null end as known,
        case when f.current then bl.preview_deadlines else pv.deadlines end as deadlines,
        case when f.current then bl.preview_co2_per_unit else pv.co2_per_unit end as co2_per_unit,
        case when f.current then bl.preview_eco else pv.eco end as eco,
        case when f.current then bl.preview_agreement else pv.agreement end as agreement
      from ${t.baskets} b
      join ${t.basketLines} bl on bl.basket_id = b.id
      cross join lateral (select ${isCurrent('bl')} as current) f
      ${linePreviewLookup(sql`bl.product_id`, sql`bl.unit`, sql`${scope.departmentCode}::text`, sql`not f.current`)}
      where b.user_id = ${owner.userId}::int and b.department_code = ${owner.departmentCode}::text and b.delivery_date = ${deliveryDate}::date
    ) l
    left join lateral (
      -- Near-expiry stock and dates change without a catalogue write, so they are always read; the
      -- filter on l.expiry_product is a one-time one: plain lines never probe the offers' index.
      select o.id, o.stock from ${t.expiryOffers} o
      where l.expiry_product and l.known and o.product_id = l.product_id and o.expires_on >= ${scope.today}::date and o.stock > 0
      order by o.expires_on limit 1
    ) e on true
    group by 1, 2`;
}

/** The preview's aggregate as a named prepared statement: planned once per connection (PGlite too, decision 031). */
const PREVIEW = fixedStatement('add_preview', previewQuery(
  { departmentCode: sql.placeholder('department'), today: sql.placeholder('today') },
  { userId: sql.placeholder('userId'), departmentCode: sql.placeholder('ownerDepartment') },
  sql.placeholder('deliveryDate'),
));

/** The rows of db.execute: node-postgres answers a QueryResult, on PGlite too (decision 031). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Unit price in øre for a line: the price fixed by its offer (issue 18), the expiry price for expiry
 * lines, else base price × unit factor.
 */
function unitPriceOf(line: Pick<LineRecord, 'unit' | 'expiryProduct'> & { fixedPriceOre?: number | null }, product: ProductWireInput | undefined, today: string): number | null {
  if (!product) return null;
  if (line.fixedPriceOre != null) return line.fixedPriceOre;
  if (line.expiryProduct) return product.expiry ? product.expiry.priceOre : null;
  const base = currentBasePriceOre(product.product, product.price, today);
  return base === null ? null : Math.round(base * unitFactor(product, line.unit));
}

/** A line's money in øre, exact (core lineTotalOre): price without deposit, and the deposit apart (§9). */
export function lineMoney(line: Pick<LineRecord, 'unit' | 'amount' | 'expiryProduct'> & { fixedPriceOre?: number | null }, product: ProductWireInput | undefined, today: string) {
  const amount = Number(line.amount);
  const unitPrice = unitPriceOf(line, product, today);
  const deposit = product ? lineTotalOre(Math.round(product.product.depositOre * unitFactor(product, line.unit)), amount) ?? 0 : 0;
  return { amount, unitPriceOre: unitPrice, lineTotalOre: lineTotalOre(unitPrice, amount), depositOre: deposit };
}

export interface BasketHead {
  comment: string;
  leaveUnattended: boolean;
  leaveUnattendedComment: string;
}

const NO_HEAD: BasketHead = { comment: '', leaveUnattended: false, leaveUnattendedComment: '' };

export async function basketHead(db: Db, owner: BasketOwner, deliveryDate: string): Promise<BasketHead> {
  const [row] = await db
    .select({ comment: t.baskets.comment, leaveUnattended: t.baskets.leaveUnattended, leaveUnattendedComment: t.baskets.leaveUnattendedComment })
    .from(t.baskets)
    .where(isBasketOf(owner, deliveryDate));
  return row ?? NO_HEAD;
}

/**
 * The basket's head and its lines in one statement (the basket left-joined to its lines), for the basket
 * page: one round trip fewer than basketLines and basketHead apart (issue 15 point 1).
 */
async function basketWithLines(db: Db, owner: BasketOwner, deliveryDate: string): Promise<{ head: BasketHead; lines: LineRecord[] }> {
  const bl = t.basketLines;
  const rows = await db
    .select({
      comment: t.baskets.comment,
      leaveUnattended: t.baskets.leaveUnattended,
      leaveUnattendedComment: t.baskets.leaveUnattendedComment,
      lineNo: bl.lineNo,
      productId: bl.productId,
      unit: bl.unit,
      amount: bl.amount,
      expiryProduct: bl.expiryProduct,
      origin: bl.origin,
      offerKind: bl.offerKind,
      offerId: bl.offerId,
      fixedPriceOre: bl.fixedPriceOre,
    })
    .from(t.baskets)
    .leftJoin(bl, eq(bl.basketId, t.baskets.id))
    .where(isBasketOf(owner, deliveryDate))
    .orderBy(asc(bl.lineNo));
  const [first] = rows;
  const head = first ? { comment: first.comment, leaveUnattended: first.leaveUnattended, leaveUnattendedComment: first.leaveUnattendedComment } : NO_HEAD;
  const lines: LineRecord[] = [];
  for (const r of rows) {
    if (r.lineNo === null || r.productId === null || r.unit === null || r.amount === null || r.expiryProduct === null || r.origin === null || r.offerKind === null || r.offerId === null) continue;
    lines.push({ lineNo: r.lineNo, productId: r.productId, unit: r.unit, amount: r.amount, expiryProduct: r.expiryProduct, origin: r.origin, offerKind: r.offerKind, offerId: r.offerId, fixedPriceOre: r.fixedPriceOre });
  }
  return { head, lines };
}

/** The basket as the basket page shows it; `lines` may be handed in when the caller has them (in a transaction). */
export async function reviewBasket(db: Db, scope: SearchScope, auth: AuthContext, deliveryDate: string, priced?: PricedLine[]): Promise<ReviewBasket> {
  let head: BasketHead | null = null;
  let lines = priced;
  if (!lines) {
    const basket = await basketWithLines(db, basketOwnerOf(auth), deliveryDate);
    head = basket.head;
    const products = await loadProductsInAssortment(db, { ...scope, includeExpiry: true }, basket.lines.map((l) => l.productId));
    lines = basket.lines.map((line) => ({ line, product: products.get(line.productId) }));
  }
  const showPrices = auth.user.showPrices;
  const offers = await offerTitles(db, lines.map((l) => l.line));
  let total = 0;
  let deposits = 0;
  const timing = timingOf(scope, auth, deliveryDate);
  // Issue 20 point 4: each line's deadline and the date it can reach after it, in the same pass; products
  // with equal deadlines share the work (the cache), and nothing more is asked of the database.
  const deadlineCache = new Map<string, LineDeadline>();
  const deadlineOf = (product: ProductWireInput | undefined): LineDeadline =>
    product && timing
      ? lineDeadline({
        deliveryDate,
        deliveryWeekdays: auth.department.deliveryWeekdays,
        deadlines: product.product.deadlines,
        discontinuedOn: product.product.discontinuedOn,
        cartType: auth.user.cartType,
      }, timing.now, deadlineCache)
      : { deadlineAt: null, nextDeliveryDate: null };
  const out: ReviewLine[] = lines.map(({ line, product }) => {
    const money = lineMoney(line, product, scope.today);
    // A near-expiry line keeps the offer's unit (§4 "Expiry products use the expiry unit").
    const units = (line.expiryProduct ? (product?.units ?? []).filter((u) => u.code === line.unit) : (product?.units ?? []))
      .slice()
      .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code))
      .map((u) => ({ code: u.code, name: u.description, weighed: u.weighed }));
    if (money.lineTotalOre !== null) total += money.lineTotalOre;
    deposits += money.depositOre;
    return {
      lineNo: line.lineNo,
      productId: line.productId,
      name: product?.product.name ?? line.productId,
      brand: product?.product.brand ?? '',
      unit: line.unit,
      amount: money.amount,
      unitPriceOre: showPrices ? money.unitPriceOre : null,
      lineTotalOre: showPrices ? money.lineTotalOre : null,
      depositOre: showPrices ? money.depositOre : null,
      flags: lineFlags({ line, product }, timing),
      units,
      expiryProduct: line.expiryProduct,
      offer: offers.get(offerKey(line)) ?? null,
      ...deadlineOf(product),
    };
  });
  return {
    deliveryDate,
    lines: out,
    placeBy: timing ? placeByOf(timing.now, out) : null,
    totalOre: showPrices ? total : null,
    depositTotalOre: showPrices ? deposits : null,
    previewOrder: previewOf(lines, auth.user.hideCo2, timing),
    ...(head ?? (await basketHead(db, basketOwnerOf(auth), deliveryDate))),
  };
}

export async function emptyBasket(db: Db, owner: BasketOwner, deliveryDate: string): Promise<boolean> {
  const deleted = await db
    .delete(t.baskets)
    .where(isBasketOf(owner, deliveryDate))
    .returning({ id: t.baskets.id });
  return deleted.length > 0;
}

/** Why a line cannot be ordered now; the same rules at add time and at completion (issue 7 §5). */
export type LineProblem = 'notInAssortment' | 'unitGone' | 'expiryGone' | 'missingFoodInfo' | 'notOrderable' | 'noPrice' | 'outOfStock' | 'tooLate';

/**
 * §3 l, §5: the product's deadline for `deliveryDate` has passed (issue 4's rule). Shopping-list carts
 * have no deadlines (§6).
 */
export function pastDeadline(product: ProductWireInput, deliveryDate: string, now: Date, cartType: number): boolean {
  if (cartType === 1) return false;
  const deadline = deadlineFor(deliveryDate, product.product.deadlines);
  return deadline !== null && now.getTime() > deadline.getTime();
}

export function lineProblem(
  product: ProductWireInput | undefined,
  line: { unit: string; amount: number | string; expiryProduct: boolean },
  auth: AuthContext,
  today: string,
  /** The instant and the basket's delivery date, to check the product's deadline. */
  timing?: { now: Date; deliveryDate: string },
): LineProblem | null {
  const { user } = auth;
  if (!product) return 'notInAssortment';
  if (!product.units.some((u) => u.code === line.unit)) return 'unitGone';
  if (line.expiryProduct) {
    // §6: expiry products need a non-punch-out user with showExpiry, a running offer, in its unit.
    // The catalogue's own rule (issue 22 point 1: also the variant's expiry offers), so basket and cards agree.
    if (!expiryAllowed(auth)) return 'notOrderable';
    if (!product.expiry || product.expiry.unit !== line.unit) return 'expiryGone';
  }
  // The same rule the card applies (core orderBlockReason), on the product exactly as the card sees it.
  const blocked = orderBlockReason(decodeProduct(toProductWire(product, { showPrices: user.showPrices, hideCo2: true, today })), {
    cartType: user.cartType === 1 ? 1 : 0,
    siteBlocksDiscontinuedByHQ: siteBlocksDiscontinuedByHQ(auth.department.siteVariant),
    today,
  });
  if (blocked === 'missingFoodInfo') return 'missingFoodInfo';
  if (blocked) return 'notOrderable';
  const price = line.expiryProduct ? product.expiry?.priceOre ?? null : currentBasePriceOre(product.product, product.price, today);
  if (user.showPrices && (price === null || price <= 0)) return 'noPrice';
  if (timing && pastDeadline(product, timing.deliveryDate, timing.now, user.cartType)) return 'tooLate';
  return null;
}

/** The Danish text a user reads for a line problem (§8 texts where the spec gives them). */
export function lineProblemText(problem: LineProblem): string {
  switch (problem) {
    case 'missingFoodInfo':
      return da.missingFoodInfo;
    case 'notInAssortment':
      return da.notInAssortment;
    case 'outOfStock':
      return daOrders.lineOutOfStock;
    case 'expiryGone':
      return daOrders.expiryOfferGone;
    case 'tooLate':
      return da.deadlineBlocked;
    default:
      return da.notOrderable;
  }
}


/**
 * Upserts the user's basket of `deliveryDate` and so locks its row until commit: concurrent writers to
 * one basket (adds from several tabs, the recurring-order job) run one by one, and line numbers never
 * collide. Returns the basket id.
 */
export async function lockBasket(tx: Tx, owner: BasketOwner, deliveryDate: string): Promise<number> {
  const [basket] = await tx
    .insert(t.baskets)
    .values({ userId: owner.userId, departmentCode: owner.departmentCode, deliveryDate })
    .onConflictDoUpdate({ target: [t.baskets.userId, t.baskets.departmentCode, t.baskets.deliveryDate], set: { updatedAt: sql`now()` } })
    .returning({ id: t.baskets.id });
  if (!basket) throw new Error('basket upsert returned nothing');
  return basket.id;
}

export interface BasketLineInput {
  productId: string;
  unit: string;
  amount: number | string;
  expiryProduct: boolean;
  origin: number;
  /** Issue 18: the offer the line is sold on (OfferKind, id) and its fixed unit price; absent: the price list. */
  offerKind?: number;
  offerId?: number;
  fixedPriceOre?: number | null;
}

/**
 * The basket's lines of the products in `lines`, locked: the basket lock keeps other adds out, and
 * updateorderline locks only its line, so locking the lines read makes a concurrent amount change land
 * before this read or after the caller's write, never between.
 */
function lockedLinesOf(tx: Tx, basketId: number, lines: readonly BasketLineInput[]) {
  const bl = t.basketLines;
  return tx
    .select({ lineNo: bl.lineNo, productId: bl.productId, unit: bl.unit, expiryProduct: bl.expiryProduct, offerKind: bl.offerKind, offerId: bl.offerId, fixedPriceOre: bl.fixedPriceOre, amount: bl.amount })
    .from(bl)
    .where(and(eq(bl.basketId, basketId), inArray(bl.productId, [...new Set(lines.map((l) => l.productId))])))
    .for('update');
}

/**
 * Adds `lines` to the basket (locked by lockBasket), in order, as if one by one: the same product, unit
 * and expiry flag adds to the line's amount (issue 7 §1), else a new line numbered after the last. A
 * line whose sum would pass MAX_LINE_AMOUNT is not added (false at its index); the others are.
 *
 * Two statements whatever the count (read the lines concerned, one upsert of the results), not two per
 * line: a favourite list of 1,000 products goes into the basket in one add (MAX_ADD_ITEMS).
 */
export async function mergeBasketLines(tx: Tx, basketId: number, lines: readonly BasketLineInput[]): Promise<boolean[]> {
  if (lines.length === 0) return [];
  const bl = t.basketLines;
  const keyOf = (l: { productId: string; unit: string; expiryProduct: boolean; offerKind?: number; offerId?: number }) =>
    JSON.stringify([l.productId, l.unit, l.expiryProduct, l.offerKind ?? 0, l.offerId ?? 0]);
  const present = await lockedLinesOf(tx, basketId, lines);
  const [last] = await tx.select({ lineNo: sql<number>`coalesce(max(${bl.lineNo}), 0)`.mapWith(Number) }).from(bl).where(eq(bl.basketId, basketId));

  interface Slot { row: typeof bl.$inferInsert; hundredths: number; changed: boolean }
  const slots = new Map<string, Slot>();
  for (const row of present) slots.set(keyOf(row), { row: { ...row, basketId }, hundredths: toHundredths(row.amount), changed: false });
  let nextLineNo = last?.lineNo ?? 0;
  const added = lines.map((line) => {
    const key = keyOf(line);
    const slot = slots.get(key);
    const sum = (slot?.hundredths ?? 0) + toHundredths(line.amount);
    if (sum > MAX_LINE_AMOUNT * 100) return false;
    const row = slot?.row ?? {
      basketId, lineNo: ++nextLineNo, productId: line.productId, unit: line.unit, expiryProduct: line.expiryProduct, amount: '0',
      offerKind: line.offerKind ?? 0, offerId: line.offerId ?? 0, fixedPriceOre: line.fixedPriceOre ?? null,
    };
    slots.set(key, { row: { ...row, origin: line.origin, amount: hundredthsToNumeric(sum) }, hundredths: sum, changed: true });
    return true;
  });

  const rows = [...slots.values()].filter((s) => s.changed).map((s) => s.row);
  if (rows.length > 0) {
    // An existing line conflicts on its item key and takes the new amount and origin (its number and
    // creation time stay); a new line is inserted with the number given above.
    await tx
      .insert(bl)
      .values(rows)
      .onConflictDoUpdate({
        target: [bl.basketId, bl.productId, bl.unit, bl.expiryProduct, bl.offerKind, bl.offerId],
        set: { amount: sql`excluded.amount`, origin: sql`excluded.origin` },
      });
  }
  return added;
}

/**
 * The add's own merge (issue 15 point 1, docs/decisions/027-add-to-order-speed.md "Second pass", 032
 * "One batch"): the same result as mergeBasketLines when every line fits, in two statements: the lines
 * concerned, read `for update`, and the upsert, which sums the amounts on the line's row and numbers new
 * lines after the last in the order their items came. Returns the index of the first item that would
 * pass MAX_LINE_AMOUNT (as if added one by one), or -1; on a refusal nothing is written and the caller
 * must throw so the transaction rolls the whole add back. The read comes first because the upsert of a
 * line past the limit breaks LINE_AMOUNT_MAX_CHECK, which would abort the transaction without naming the
 * item. Runs inside lockBasket's transaction: the basket lock keeps other adds out (so the line numbers
 * cannot collide), the row locks a concurrent amount change on the basket page (so the amounts read are
 * the ones summed).
 */
export async function addBasketLinesOrRefuse(tx: Tx, basketId: number, lines: readonly BasketLineInput[]): Promise<number> {
  if (lines.length === 0) return -1;
  const present = await lockedLinesOf(tx, basketId, lines);
  const refused = firstRefused(lines, new Map(present.map((row) => [lineKeyOf(row), toHundredths(row.amount)])));
  if (refused >= 0) return refused;
  const values = sql.join(
    [...groupLines(lines).values()].map(({ first, origin, hundredths }, ord) => sql`(${ord}::int, ${first.productId}::text, ${first.unit}::text,
      ${first.expiryProduct}::boolean, ${hundredthsToNumeric(hundredths)}::numeric, ${origin}::smallint, ${first.offerKind ?? 0}::smallint,
      ${first.offerId ?? 0}::int, ${first.fixedPriceOre ?? null}::int)`),
    sql`, `,
  );
  await tx.execute(lineUpsert(sql`${basketId}::int`, sql`(values ${values}) as v(${LINE_ROW_COLUMNS})`));
  await tx.execute(refreshLinePreviews(sql`${basketId}::int`, sql`(select department_code from ${t.baskets} where id = ${basketId}::int)`));
  return -1;
}

const LINE_ROW_COLUMNS = sql.raw('ord, product_id, unit, expiry_product, amount, origin, offer_kind, offer_id, fixed_price_ore');

/**
 * The line upsert of both add paths (addBasketLinesOrRefuse, and addPlainItemsInOneBatch's fixed text):
 * items merge into the basket's line of the same product, unit and offer, and new lines are numbered
 * after the basket's highest in the items' order. `basketId` is an SQL expression for the basket's id,
 * `rows` the FROM item that yields `v(ord, product_id, …)`; `prefix` may define what both refer to.
 * A line it would push past MAX_LINE_AMOUNT breaks LINE_AMOUNT_MAX_CHECK. Each line it writes gets its
 * preview columns (decision 033) for its product and unit, current from this statement on.
 */
function lineUpsert(basketId: SQL, rows: SQL, prefix: SQL = sql``): SQL {
  return sql`${prefix}
  insert into ${t.basketLines} as bl (basket_id, line_no, product_id, unit, expiry_product, amount, origin, offer_kind, offer_id, fixed_price_ore, ${PREVIEW_COLUMNS})
  select ${basketId}, coalesce(old.line_no, m.n + (row_number() over (partition by old.line_no is null order by v.ord))::int),
    v.product_id, v.unit, v.expiry_product, v.amount, v.origin, v.offer_kind, v.offer_id, v.fixed_price_ore,
    ${previewValuesOf(sql`v.product_id`, sql`v.unit`)}
  from ${rows}
  cross join lateral (select coalesce(max(line_no), 0) as n from ${t.basketLines} where basket_id = ${basketId}) m
  left join ${t.basketLines} old on old.basket_id = ${basketId} and old.product_id = v.product_id and old.unit = v.unit
    and old.expiry_product = v.expiry_product and old.offer_kind = v.offer_kind and old.offer_id = v.offer_id
  -- The preview's columns (decision 033), read in this statement's snapshot with the version they are valid for.
  ${linePreviewLookup(sql`v.product_id`, sql`v.unit`, sql`(select department_code from ${t.baskets} where id = ${basketId})`)}
  order by v.ord
  on conflict (basket_id, product_id, unit, expiry_product, offer_kind, offer_id)
    do update set amount = bl.amount + excluded.amount, origin = excluded.origin,
      ${sql.raw(PREVIEW_COLUMN_NAMES.map((c) => `${c} = excluded.${c}`).join(', '))}`;
}

/**
 * Writes the preview columns (decision 033) of the basket's lines that are not current: written before
 * the catalogue last changed, never written (lines older than migration 0018, or put in by a path that
 * does not write them), or whose product or unit changed since (a unit change, the CO2e swap). Run in
 * the add's transaction, under the basket's lock, so the add's preview reads every line from its own
 * columns again; when every line is current it writes nothing. The values and the version come from one
 * snapshot, and the line's product and unit are written with them: a line changed meanwhile is left
 * not current (its key no longer matches), never wrong.
 */
function refreshLinePreviews(basketId: SQL, department: SQL, prefix: SQL = sql``): SQL {
  // One scan of the basket's lines, then the lines not current by their key; the lookup is a correlated
  // subquery, so it runs for those lines only. (A CTE of the stale lines joined back to the table was
  // planned as a nested loop of the basket's lines over themselves: quadratic, and every dead row
  // version scanned again per line.)
  return sql`${prefix}
  update ${t.basketLines} bl set (${PREVIEW_COLUMNS}) = (
    select ${previewValuesOf(sql`bl.product_id`, sql`bl.unit`)}
    from (select) one
    ${linePreviewLookup(sql`bl.product_id`, sql`bl.unit`, department)}
  )
  where bl.basket_id = ${basketId} and bl.line_no = any(array(
    select s.line_no from ${t.basketLines} s
    where s.basket_id = ${basketId} and not ${isCurrent('s')}
    -- A line another transaction holds (an amount or unit change on the basket page, which locks the
    -- line and then perhaps its twin) is left as it is: waiting for it could close a circle of locks.
    for no key update skip locked
  ))`;
}

const lineKeyOf = (l: { productId: string; unit: string; expiryProduct: boolean; offerKind?: number | null; offerId?: number | null }) =>
  JSON.stringify([l.productId, l.unit, l.expiryProduct, l.offerKind ?? 0, l.offerId ?? 0]);

interface LineGroup { first: BasketLineInput; origin: number; hundredths: number }

/** The add's items by line key, in the order their keys first came: one upserted row each. */
function groupLines(lines: readonly BasketLineInput[]): Map<string, LineGroup> {
  const groups = new Map<string, LineGroup>();
  for (const line of lines) {
    const key = lineKeyOf(line);
    const group = groups.get(key);
    if (group) {
      group.hundredths += toHundredths(line.amount);
      group.origin = line.origin;
    } else {
      groups.set(key, { first: line, origin: line.origin, hundredths: toHundredths(line.amount) });
    }
  }
  return groups;
}

/**
 * The index of the first item that passes MAX_LINE_AMOUNT as if the items were added one by one to the
 * lines' `present` amounts (hundredths by lineKeyOf), or -1.
 */
function firstRefused(lines: readonly BasketLineInput[], present: ReadonlyMap<string, number>): number {
  const running = new Map(present);
  return lines.findIndex((line) => {
    const key = lineKeyOf(line);
    const sum = (running.get(key) ?? 0) + toHundredths(line.amount);
    running.set(key, sum);
    return sum > MAX_LINE_AMOUNT * 100;
  });
}

/**
 * The add's transaction for plain items (issue 15 point 1, docs/decisions/027-add-to-order-
 * speed.md "Third pass", 032 "One batch"): the same statements as lockBasket + addBasketLinesOrRefuse +
 * commit + the preview, as fixed named statements pipelined on one connection. The line upsert finds
 * the basket by its key: in READ COMMITTED each statement of the transaction takes its own snapshot when
 * it starts, which is after the basket upsert got the lock, so it reads the lines as lockBasket's caller
 * did (the PostgreSQL race tests).
 */
const LOCK_BASKET = fixedStatement('add_lock_basket', sql`
  insert into ${t.baskets} (user_id, department_code, delivery_date)
  values (${sql.placeholder('userId')}::int, ${sql.placeholder('department')}::text, ${sql.placeholder('deliveryDate')}::date)
  on conflict (user_id, department_code, delivery_date) do update set updated_at = now()
  returning id`);

/** The basket of the add's key, as the CTE `b` of the batch's statements that write its lines. */
const BASKET_BY_KEY = sql`b as (
    select id from ${t.baskets}
    where user_id = ${sql.placeholder('userId')}::int and department_code = ${sql.placeholder('department')}::text
      and delivery_date = ${sql.placeholder('deliveryDate')}::date
  )`;

// The items' arrays come through a materialized CTE: unnest then cannot see how many items a call has,
// so a custom plan is not estimated cheaper than the generic one (one item against an assumed hundred),
// and the statement is not planned again on every add (pg_prepared_statements: 0 generic plans of 258
// before; decision 033).
const ADD_LINES = fixedStatement('add_lines', lineUpsert(
  sql`b.id`,
  sql`b cross join items cross join unnest(items.ord, items.product_id, items.unit, items.expiry_product, items.amount, items.origin,
    items.offer_kind, items.offer_id, items.fixed_price_ore) as v(${LINE_ROW_COLUMNS})`,
  sql`with ${BASKET_BY_KEY},
  items as materialized (
    select ${sql.placeholder('ord')}::int[] as ord, ${sql.placeholder('productId')}::text[] as product_id, ${sql.placeholder('unit')}::text[] as unit,
      ${sql.placeholder('expiryProduct')}::boolean[] as expiry_product, ${sql.placeholder('amount')}::numeric[] as amount,
      ${sql.placeholder('origin')}::smallint[] as origin, ${sql.placeholder('offerKind')}::smallint[] as offer_kind,
      ${sql.placeholder('offerId')}::int[] as offer_id, ${sql.placeholder('fixedPriceOre')}::int[] as fixed_price_ore
  )`,
));

const REFRESH_PREVIEWS = fixedStatement('add_refresh_previews', refreshLinePreviews(
  sql`(select id from b)`,
  sql`${sql.placeholder('department')}::text`,
  sql`with ${BASKET_BY_KEY}`,
));

/** The line upsert's values for `groups` and the basket's key. */
function addLinesValues(key: Record<string, unknown>, groups: readonly LineGroup[]): Record<string, unknown> {
  return {
    ...key,
    ord: groups.map((_, i) => i),
    productId: groups.map((g) => g.first.productId),
    unit: groups.map((g) => g.first.unit),
    expiryProduct: groups.map((g) => g.first.expiryProduct),
    amount: groups.map((g) => hundredthsToNumeric(g.hundredths)),
    origin: groups.map((g) => g.origin),
    offerKind: groups.map((g) => g.first.offerKind ?? 0),
    offerId: groups.map((g) => g.first.offerId ?? 0),
    fixedPriceOre: groups.map((g) => g.first.fixedPriceOre ?? null),
  };
}

/** The add's line upsert as the one batch sends it (name, text, values), for its plan test (decision 033). */
export function addLinesQuery(owner: BasketOwner, deliveryDate: string, lines: readonly BasketLineInput[]) {
  const key = { userId: owner.userId, department: owner.departmentCode, deliveryDate };
  return { name: ADD_LINES.name, text: ADD_LINES.text, values: ADD_LINES.values(addLinesValues(key, [...groupLines(lines).values()])) };
}

/** The check that keeps a basket line within MAX_LINE_AMOUNT (schema.ts, migration 0017). */
const LINE_AMOUNT_MAX_CHECK = 'basket_lines_amount_max_chk';

function isLineAmountRefusal(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23514' && e.constraint === LINE_AMOUNT_MAX_CHECK;
}

/**
 * The usual add, in ONE pipelined batch (032 "One batch"): begin, the basket upsert (its row lock), the
 * line upsert, the refresh of lines whose preview columns are not current (decision 033), commit and
 * the preview go out together, so the add waits for one round trip and holds
 * the basket's lock (and, on PGlite, the only session) for no longer than the database takes to run
 * them. A line pushed past MAX_LINE_AMOUNT breaks LINE_AMOUNT_MAX_CHECK, which aborts the transaction by
 * itself: the commit then answers ROLLBACK and nothing is saved. Null in that case, and only then: the
 * caller's careful transaction (addBasketLinesOrRefuse) names the item refused; refusals are rare.
 */
async function addPlainItemsInOneBatch(
  pool: pg.Pool,
  scope: SearchScope,
  owner: BasketOwner,
  deliveryDate: string,
  groups: readonly LineGroup[],
): Promise<Record<string, unknown>[] | null> {
  const key = { userId: owner.userId, department: owner.departmentCode, deliveryDate };
  const client = await pool.connect();
  // The transaction ended (committed or rolled back) once the commit's answer came, whatever came before.
  let ended = false;
  let broken: Error | undefined;
  try {
    const settled = await Promise.allSettled([
      client.query('begin'),
      run(client, LOCK_BASKET, key),
      run(client, ADD_LINES, addLinesValues(key, groups)),
      run(client, REFRESH_PREVIEWS, key),
      client.query('commit'),
      run(client, PREVIEW, previewValues(scope, owner, deliveryDate)),
    ]);
    const [, , , , commit, preview] = settled;
    ended = commit.status === 'fulfilled';
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      if (ended && isLineAmountRefusal(failed.reason)) return null;
      throw failed.reason;
    }
    // A commit of a transaction that failed answers ROLLBACK; a failure above always comes with it.
    if (commit.status === 'fulfilled' && commit.value.command !== 'COMMIT') throw new Error(`the add's commit answered ${commit.value.command}`);
    return preview.status === 'fulfilled' ? preview.value.rows : [];
  } catch (err) {
    // A connection whose transaction state is unknown is not given back to the pool.
    if (!ended) broken = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(broken);
  }
}

/** An item the basket takes as a plain line: none of the transaction's other rules concern it. */
function isPlainItem(item: AddToCartItem): boolean {
  return !item.expiryProduct && item.focusProductId === undefined && item.webSampleId === undefined && item.checkoutId === undefined;
}

/**
 * Adds items to the basket of `deliveryDate`, all in one transaction. Hard errors (unknown product,
 * wrong unit, invalid amount, amount over the limit after merging) throw ApiFailure 400 and change
 * nothing. Items that may not be ordered now (discontinued, missing food info, no price) are skipped
 * and reported in `error`.
 */
export async function addToBasket(
  db: Db,
  scope: SearchScope,
  auth: AuthContext,
  deliveryDate: string,
  items: readonly AddToCartItem[],
): Promise<CartResponse> {
  const products = await loadProductsInAssortment(db, { ...scope, includeExpiry: true }, items.map((i) => i.productId));
  // §3 add-to-cart item focusProductId: the item orders the product as its focus product (§3 x.focus).
  const focus = await loadFocusRecords(db, scope.priceGroup, items.filter((i) => i.focusProductId !== undefined).map((i) => i.productId));
  // Issue 18 point 2: items with `checkoutId` take a checkout campaign (api-server/orders/checkout-lines.ts).
  const campaigns = await loadItemCampaigns(db, items);

  const accepted: AddToCartItem[] = [];
  let softError: string | null = null;
  const warnings: CartWarning[] = [];

  for (const item of items) {
    const product = products.get(item.productId);
    if (!product) throw new ApiFailure(400, 'UnknownProduct', daServer.unknownProduct, { productId: item.productId });
    const unit = product.units.find((u) => u.code === item.unit);
    if (!unit) throw new ApiFailure(400, 'InvalidUnit', daServer.badRequest, { productId: item.productId, unit: item.unit });
    // §5, the same rule the card applies (core/rules/amount.ts): KG/weighed units take 2 decimals.
    const invalid = validateAmountValue(item.amount, { code: unit.code, weighed: unit.weighed });
    if (invalid) throw new ApiFailure(400, 'InvalidAmount', invalid, { productId: item.productId });

    if (item.expiryProduct && product.expiry && product.expiry.unit !== item.unit) {
      // Expiry products are sold in the offer's unit only.
      throw new ApiFailure(400, 'InvalidUnit', daServer.badRequest, { productId: item.productId, unit: item.unit });
    }
    if (item.focusProductId !== undefined) {
      const record = focus.get(item.productId);
      if (item.expiryProduct || !record || record.focusProductId !== item.focusProductId) {
        throw new ApiFailure(400, 'InvalidFocusProduct', daServer.badRequest, { productId: item.productId, focusProductId: item.focusProductId });
      }
      // §8 UnitMisMatch: a focus product is only orderable in its unit. The item is left out (the
      // warning names the unit to choose) rather than silently added in another unit or as a regular
      // product at another price.
      if (record.unit !== item.unit) {
        warnings.push({ code: 'UnitMisMatch', productId: item.productId, unit: record.unit });
        continue;
      }
    }
    const campaignWarning = checkCampaignItem(item, campaigns, scope);
    if (campaignWarning) {
      warnings.push(campaignWarning);
      continue;
    }
    // Issue 18 point 6: a free web sample, once per department (web-sample-lines.ts).
    const sample = item.webSampleId === undefined ? null : await webSampleItem(db, auth, deliveryDate, item, scope.today);
    if (sample?.refused) {
      softError ??= sample.refused;
      continue;
    }
    const problem = lineProblem(product, item, auth, scope.today, scope.now ? { now: scope.now, deliveryDate } : undefined);
    if (problem) {
      softError ??= lineProblemText(problem);
      continue;
    }
    accepted.push(sample?.item ?? item);
  }

  // Plain items (no near-expiry offer, focus product, web sample or checkout campaign) on the database's
  // pool (PostgreSQL, or PGlite's session pool, decisions 031/032): the transaction and the preview in
  // one pipelined round trip (addPlainItemsInOneBatch). Every other add, and a plain one refused there,
  // takes the transaction below.
  const pool = accepted.length > 0 && accepted.every(isPlainItem) ? pgPoolOf(db) : null;
  if (pool) {
    const preview = await addPlainItemsInOneBatch(pool, scope, basketOwnerOf(auth), deliveryDate, [...groupLines(accepted).values()]);
    // Null: a line would pass MAX_LINE_AMOUNT and nothing was saved; the transaction below names the item.
    if (preview) {
      return {
        addedOrderlines: accepted.length,
        previewOrder: previewFromRows(preview, scope, auth, deliveryDate),
        warnings,
        error: accepted.length === items.length ? null : softError,
      };
    }
  }

  if (accepted.length > 0) {
    await db.transaction(async (tx) => {
      const basketId = await lockBasket(tx, basketOwnerOf(auth), deliveryDate);
      // Issue 18 point 1: an expiry line never passes its offer's stock. Such an item is left out
      // (the rest of the call is added) and §8's OutOfStock names the stock.
      for (const { item, stock } of await expiryItemsAboveStock(tx, basketId, accepted, products)) {
        accepted.splice(accepted.indexOf(item), 1);
        warnings.push({ code: 'OutOfStock', productId: item.productId, stock, unit: item.unit });
      }
      await refuseSamplesInLockedBasket(tx, basketId, accepted);
      await takeCampaignStock(tx, accepted, campaigns);
      const refused = accepted[await addBasketLinesOrRefuse(tx, basketId, accepted.map((item) => withCampaignOffer(item, campaigns)))];
      if (refused) throw new ApiFailure(400, 'InvalidAmount', da.amountInvalid, { productId: refused.productId });
    });
  }

  // §8 OutOfStock after the add: only the lines of accepted near-expiry or focus items can be over a
  // stock, so only those are read (by the item key's index), with the products loaded above.
  const stockChecked = [...new Set(accepted.filter((a) => a.expiryProduct || a.focusProductId !== undefined).map((a) => a.productId))];
  const lines = stockChecked.length === 0 ? [] : await basketLines(db, basketOwnerOf(auth), deliveryDate, stockChecked);
  for (const line of lines) {
    const product = products.get(line.productId);
    if (line.expiryProduct && product?.expiry && Number(line.amount) > Number(product.expiry.stock)) {
      if (accepted.some((a) => a.productId === line.productId && a.expiryProduct)) {
        warnings.push({ code: 'OutOfStock', productId: line.productId, stock: Number(product.expiry.stock), unit: line.unit });
      }
    }
    // §8 OutOfStock for a focus product: its own stock (x.focus s), checked against the whole line.
    const record = focus.get(line.productId);
    if (!line.expiryProduct && record && record.unit === line.unit && Number(line.amount) > Number(record.stock)) {
      if (accepted.some((a) => a.productId === line.productId && a.focusProductId !== undefined && !a.expiryProduct)) {
        warnings.push({ code: 'OutOfStock', productId: line.productId, stock: Number(record.stock), unit: line.unit });
      }
    }
  }
  return {
    addedOrderlines: accepted.length,
    // Issue 15 point 1: one aggregate query, not the whole basket and its products read and priced again.
    previewOrder: await previewOrderByQuery(db, scope, auth, deliveryDate),
    warnings,
    error: accepted.length === items.length ? null : softError,
  };
}
