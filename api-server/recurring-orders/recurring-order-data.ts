// Reading and writing recurring orders (issue 6). Every query is scoped to the session's department;
// orders.ts, lines.ts and notifications.ts beside it decide what to do; this file knows the tables.
// The schedule rules are core's (core/rules/recurring-schedule.ts), so the server and the head form agree.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type NewRecurringLine,
  type RecurringHistoryEntry,
  type RecurringOrder,
  type RecurringOrderLine,
  unitPriceOre,
  validateAmountValue,
} from '../../core/index.js';
import { type FrequencyType, type Schedule, nextOrderDay, recurringOrderDays } from '../../core/rules/recurring-schedule.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { expiryAllowed } from '../auth/scope.js';
import { loadProductsInAssortment } from '../catalogue/search.js';
import { currentBasePriceOre, type ExpiryRecord, type ProductRecord, type UnitRecord } from '../catalogue/wire.js';
import { hundredthsToNumeric, toHundredths } from '../orders/basket.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';

import type { Tx } from '../db/tx.js';
import { insertBatched } from '../db/insert-batched.js';
import { daServer } from '../../core/texts/da-server.js';
export type Conn = Db | Tx;
export type OrderRow = typeof t.recurringOrders.$inferSelect;
type PauseRow = typeof t.recurringOrderPauses.$inferSelect;
type LineRow = typeof t.recurringOrderLines.$inferSelect;

/** What the answer depends on besides the rows: the session's price group and settings, today. */
export interface ViewContext {
  departmentCode: string;
  priceGroup: string;
  showPrices: boolean;
  /** §1 shopType KeyAccount (1): §3 keyAccount of the department's orders. */
  keyAccount: boolean;
  /** The department's delivery weekdays today. */
  deliveryWeekdays: readonly number[];
  today: string;
  /** Issue 18 point 1: lines show their product's near-expiry offer (§6, decided in auth/scope.ts). */
  includeExpiry?: boolean;
}

export function viewContext(auth: AuthContext, today: string): ViewContext {
  return {
    departmentCode: auth.department.code,
    priceGroup: auth.department.priceGroup,
    showPrices: auth.user.showPrices,
    keyAccount: auth.department.shopType === 1,
    deliveryWeekdays: auth.department.deliveryWeekdays,
    today,
    includeExpiry: expiryAllowed(auth),
  };
}

export function scheduleOf(row: OrderRow, pauses: readonly { fromDate: string; toDate: string; id?: number }[]): Schedule {
  return {
    frequencyType: (row.frequencyType === 1 ? 1 : 0) as FrequencyType,
    weekDays: row.weekDays,
    recurringWeek: row.recurringWeek,
    startDate: row.startDate,
    endDate: row.endDate,
    pauses: pauses.map((p) => ({ id: p.id, from: p.fromDate, to: p.toDate })),
  };
}

/**
 * §3 orderDays of a stored order, today. Only weekdays the department still delivers count: an order
 * saved before the department's delivery days changed never plans a day without delivery.
 */
export function orderDaysOf(row: OrderRow, pauses: readonly PauseRow[], today: string, deliveryWeekdays: readonly number[]): string[] {
  const frozen = row.frozenUntil ? { until: row.frozenUntil, days: row.frozenDays } : null;
  const schedule = scheduleOf(row, pauses);
  return recurringOrderDays({ ...schedule, weekDays: schedule.weekDays.filter((d) => deliveryWeekdays.includes(d)) }, today, frozen);
}

/** The department's order, locked for the rest of the transaction (FOR UPDATE), or a 404. */
export async function lockOrder(tx: Tx, departmentCode: string, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(t.recurringOrders)
    .where(and(eq(t.recurringOrders.id, id), eq(t.recurringOrders.departmentCode, departmentCode)))
    .for('update');
  if (!row) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringNotFound);
  return row;
}

export async function pausesOf(db: Conn, orderIds: readonly number[]): Promise<PauseRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(t.recurringOrderPauses)
    .where(inArray(t.recurringOrderPauses.orderId, [...orderIds]))
    .orderBy(asc(t.recurringOrderPauses.fromDate), asc(t.recurringOrderPauses.toDate));
}

export async function linesOf(db: Conn, orderIds: readonly number[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(t.recurringOrderLines)
    .where(inArray(t.recurringOrderLines.orderId, [...orderIds]))
    .orderBy(asc(t.recurringOrderLines.orderId), asc(t.recurringOrderLines.lineNo));
}

interface LineProduct {
  product: ProductRecord;
  units: UnitRecord[];
  basePriceOre: number | null;
  inAssortment: boolean;
  expiry?: ExpiryRecord | null;
}

/**
 * The products of some lines: from the department's assortment with its price group, and, for a product
 * that has left the assortment, its name, image and units, so the line still reads (`exists` false).
 */
async function lineProducts(db: Conn, ctx: ViewContext, productIds: readonly string[]): Promise<Map<string, LineProduct>> {
  const ids = [...new Set(productIds)];
  const out = new Map<string, LineProduct>();
  if (ids.length === 0) return out;
  const scope = { departmentCode: ctx.departmentCode, priceGroup: ctx.priceGroup, today: ctx.today, includeExpiry: ctx.includeExpiry ?? false };
  const inAssortment = await loadProductsInAssortment(db as Db, scope, ids);
  for (const [id, p] of inAssortment) {
    out.set(id, { product: p.product, units: p.units, basePriceOre: currentBasePriceOre(p.product, p.price, ctx.today), inAssortment: true, expiry: p.expiry });
  }
  const missing = ids.filter((id) => !out.has(id));
  if (missing.length > 0) {
    const products = await db.select().from(t.products).where(inArray(t.products.id, missing));
    const units = await db.select().from(t.productUnits).where(inArray(t.productUnits.productId, missing));
    for (const product of products) {
      out.set(product.id, { product, units: units.filter((u) => u.productId === product.id), basePriceOre: null, inAssortment: false });
    }
  }
  return out;
}

function toLine(line: LineRow, product: LineProduct | undefined, ctx: ViewContext): RecurringOrderLine {
  const units = [...(product?.units ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  const unit = units.find((u) => u.code === line.unit);
  const p = product?.product;
  const discontinued = Boolean(p && p.discontinuedOn !== null && p.discontinuedOn <= ctx.today);
  return {
    orderId: line.orderId,
    lineNo: line.lineNo,
    productId: line.productId,
    unit: line.unit,
    amount: Number(line.amount),
    edited: line.editedAt.toISOString(),
    name: p?.name ?? line.productId,
    image: p?.imageUrl ?? null,
    units: units.map((u) => ({ i: u.code, d: u.description, n: Number(u.factor), w: u.weighed, f: u.isDefault })),
    price: ctx.showPrices && product && unit ? unitPriceOre(product.basePriceOre, { factor: Number(unit.factor) }) : null,
    weight: unit?.weighed ?? false,
    exists: Boolean(product?.inAssortment) && !discontinued,
    altProductId: p?.alternativeProductId ?? null,
    ...(product?.expiry ? { expiry: { priceOre: ctx.showPrices ? product.expiry.priceOre : null, unit: product.expiry.unit, expiresOn: product.expiry.expiresOn } } : {}),
  };
}

export async function toLines(db: Conn, ctx: ViewContext, lines: readonly LineRow[]): Promise<RecurringOrderLine[]> {
  const products = await lineProducts(db, ctx, lines.map((l) => l.productId));
  return lines.map((l) => toLine(l, products.get(l.productId), ctx));
}

async function historyOf(db: Conn, orderId: number): Promise<RecurringHistoryEntry[]> {
  const rows = await db
    .select()
    .from(t.recurringOrderLineHistory)
    .where(eq(t.recurringOrderLineHistory.orderId, orderId))
    .orderBy(desc(t.recurringOrderLineHistory.at), desc(t.recurringOrderLineHistory.id))
    .limit(200);
  return rows.map((h) => ({
    at: h.at.toISOString(),
    user: h.userName,
    action: h.action as RecurringHistoryEntry['action'],
    lineNo: h.lineNo,
    productId: h.productId,
    unit: h.unit,
    amount: h.amount === null ? null : Number(h.amount),
    deliveryDate: h.deliveryDate,
  }));
}

/** Whole orders of the department (all, or the given ids), newest first, with lines; history on request. */
export async function loadOrders(db: Conn, ctx: ViewContext, opts: { ids?: readonly number[]; history?: boolean } = {}): Promise<RecurringOrder[]> {
  const rows = await db
    .select()
    .from(t.recurringOrders)
    .where(and(
      eq(t.recurringOrders.departmentCode, ctx.departmentCode),
      opts.ids ? inArray(t.recurringOrders.id, opts.ids.length > 0 ? [...opts.ids] : [-1]) : undefined,
    ))
    .orderBy(desc(t.recurringOrders.createdAt), desc(t.recurringOrders.id));
  const ids = rows.map((r) => r.id);
  const [pauses, lineRows] = await Promise.all([pausesOf(db, ids), linesOf(db, ids)]);
  const lines = await toLines(db, ctx, lineRows);
  const orders: RecurringOrder[] = [];
  for (const row of rows) {
    const own = pauses.filter((p) => p.orderId === row.id);
    const orderDays = orderDaysOf(row, own, ctx.today, ctx.deliveryWeekdays);
    orders.push({
      id: row.id,
      guid: row.guid,
      department: row.departmentCode,
      customerNo: row.customerNo,
      keyAccount: ctx.keyAccount,
      orderName: row.orderName,
      active: row.active,
      notes: row.notes,
      createdDate: row.createdAt.toISOString(),
      editedDate: row.editedAt.toISOString(),
      version: row.version,
      frequencyType: row.frequencyType === 1 ? 1 : 0,
      startDate: row.startDate,
      endDate: row.endDate,
      weekDays: [...row.weekDays],
      recurringWeek: row.recurringWeek,
      pauses: own.map((p) => ({ id: p.id, from: p.fromDate, to: p.toDate })),
      orderDays,
      nextDeliveryDate: row.active ? nextOrderDay(orderDays, ctx.today) : null,
      orderlines: lines.filter((l) => l.orderId === row.id),
      history: opts.history ? await historyOf(db, row.id) : [],
    });
  }
  return orders;
}

export async function loadOrder(db: Conn, ctx: ViewContext, id: number): Promise<RecurringOrder> {
  const [order] = await loadOrders(db, ctx, { ids: [id], history: true });
  if (!order) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringNotFound);
  return order;
}

export async function replacePauses(tx: Tx, orderId: number, pauses: readonly { from: string; to: string }[]): Promise<void> {
  await tx.delete(t.recurringOrderPauses).where(eq(t.recurringOrderPauses.orderId, orderId));
  if (pauses.length > 0) {
    await tx.insert(t.recurringOrderPauses).values(pauses.map((p) => ({ orderId, fromDate: p.from, toDate: p.to })));
  }
}

/** A line checked against the department's assortment: the product must be there, the unit one of its. */
export interface CheckedLine {
  productId: string;
  unit: string;
  /** numeric(10,2) text. */
  amount: string;
}

/**
 * §5 line rules on the server: product in the department's assortment ('Varen findes ikke i dit
 * sortiment'), unit one of the product's units, amount per the unit (core validateAmountValue), and one
 * line per product and unit. Throws a 400 for the first problem, before anything is written.
 */
export async function checkLines(db: Conn, departmentCode: string, lines: readonly NewRecurringLine[]): Promise<CheckedLine[]> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  if (ids.length === 0) return [];
  const units = await db
    .select({ productId: t.productUnits.productId, code: t.productUnits.code, weighed: t.productUnits.weighed })
    .from(t.productUnits)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.productUnits.productId), eq(t.assortment.departmentCode, departmentCode)))
    .where(inArray(t.productUnits.productId, ids));
  const seen = new Set<string>();
  return lines.map((line, index) => {
    const own = units.filter((u) => u.productId === line.productId);
    if (own.length === 0) throw new ApiFailure(400, 'UnknownProduct', daServer.unknownProduct, { productId: line.productId, index });
    const unit = own.find((u) => u.code === line.unit);
    if (!unit) throw new ApiFailure(400, 'InvalidUnit', daRecurringOrders.recurringUnitInvalid, { productId: line.productId, unit: line.unit, index });
    const problem = validateAmountValue(line.amount, unit);
    if (problem) throw new ApiFailure(400, 'InvalidAmount', problem, { productId: line.productId, index });
    const key = `${line.productId}/${line.unit}`;
    if (seen.has(key)) throw new ApiFailure(400, 'DuplicateLine', daRecurringOrders.recurringLineExists, { productId: line.productId, unit: line.unit, index });
    seen.add(key);
    return { productId: line.productId, unit: line.unit, amount: hundredthsToNumeric(toHundredths(line.amount)) };
  });
}

export async function recordHistory(
  tx: Tx,
  auth: AuthContext,
  entries: readonly { orderId: number; lineNo: number; productId: string; unit: string; amount: string | null; action: 'added' | 'changed' | 'removed' }[],
): Promise<void> {
  if (entries.length === 0) return;
  await insertBatched(tx, t.recurringOrderLineHistory, entries.map((e) => ({
    orderId: e.orderId, lineNo: e.lineNo, productId: e.productId, unit: e.unit, amount: e.amount, action: e.action, userId: auth.user.id, userName: auth.user.name,
  })));
}

/**
 * After lines were removed: an order left without lines is deactivated (§4 "Removing the last line
 * deactivates the order"), which is a head change, so its version moves on. Returns whether it did.
 */
export async function deactivateIfEmpty(tx: Tx, order: OrderRow, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(t.recurringOrderLines)
    .where(eq(t.recurringOrderLines.orderId, order.id));
  if (Number(row?.n ?? 0) > 0 || !order.active) return false;
  await tx
    .update(t.recurringOrders)
    .set({ active: false, version: sql`${t.recurringOrders.version} + 1`, editedAt: sql`now()`, editedByUserId: userId })
    .where(eq(t.recurringOrders.id, order.id));
  return true;
}

/** Marks the order edited (a line change) without moving its version: the head did not change. */
export async function touchOrder(tx: Tx, orderId: number, userId: number): Promise<void> {
  await tx.update(t.recurringOrders).set({ editedAt: sql`now()`, editedByUserId: userId }).where(eq(t.recurringOrders.id, orderId));
}
