// Recurring order lines (§4, §7 /api/recurringorders/line, /replace, /{id}/line/{lineNo}). The order is
// locked, and so proved to be the department's, before anything in the request is looked at: another
// customer's order id answers 404 whatever the lines hold (before, a product outside the caller's
// assortment answered 400 first).
import { and, eq, sql } from 'drizzle-orm';
import type { AddRecurringLine, RecurringOrder, RecurringOrderLine, ReplaceRecurringLines, UpdateRecurringLine } from '../../core/schemas/recurring-order.js';
import { MAX_RECURRING_LINES } from '../../core/schemas/recurring-order.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { insertBatched } from '../db/insert-batched.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import {
  type CheckedLine,
  checkLines,
  deactivateIfEmpty,
  linesOf,
  loadOrder,
  lockOrder,
  recordHistory,
  toLines,
  touchOrder,
  viewContext,
} from './recurring-order-data.js';

/** Inserts checked lines numbered from `firstLineNo`, with their 'added' history. */
export async function insertLines(tx: Tx, auth: AuthContext, orderId: number, lines: readonly CheckedLine[], firstLineNo = 1): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((l, i) => ({ orderId, lineNo: firstLineNo + i, productId: l.productId, unit: l.unit, amount: l.amount }));
  await insertBatched(tx, t.recurringOrderLines, rows);
  await recordHistory(tx, auth, rows.map((r) => ({ ...r, action: 'added' as const })));
}

async function lineAnswer(db: Db, auth: AuthContext, today: string, orderId: number, lineNo: number): Promise<RecurringOrderLine> {
  const [row] = await db.select().from(t.recurringOrderLines)
    .where(and(eq(t.recurringOrderLines.orderId, orderId), eq(t.recurringOrderLines.lineNo, lineNo)));
  const [wire] = await toLines(db, viewContext(auth, today), [row!]);
  return wire!;
}

/** PUT /replace: all lines of the order; an empty list deactivates it (§4). */
export async function replaceLines(db: Db, auth: AuthContext, today: string, body: ReplaceRecurringLines): Promise<RecurringOrder> {
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, auth.department.code, body.orderId);
    const lines = await checkLines(tx, auth.department.code, body.orderlines);
    const old = await tx.delete(t.recurringOrderLines).where(eq(t.recurringOrderLines.orderId, row.id)).returning();
    await recordHistory(tx, auth, old.map((l) => ({ orderId: l.orderId, lineNo: l.lineNo, productId: l.productId, unit: l.unit, amount: null, action: 'removed' as const })));
    await insertLines(tx, auth, row.id, lines);
    await deactivateIfEmpty(tx, row, auth.user.id);
    await touchOrder(tx, row.id, auth.user.id);
  });
  return loadOrder(db, viewContext(auth, today), body.orderId);
}

/** POST /line: one new line, numbered by the server; the same product and unit twice is a 409. */
export async function addLine(db: Db, auth: AuthContext, today: string, body: AddRecurringLine): Promise<RecurringOrderLine> {
  const id = body.orderId;
  const lineNo = await db.transaction(async (tx) => {
    await lockOrder(tx, auth.department.code, id);
    const [line] = await checkLines(tx, auth.department.code, [body]);
    const existing = await linesOf(tx, [id]);
    if (existing.some((l) => l.productId === line!.productId && l.unit === line!.unit)) {
      throw new ApiFailure(409, 'Conflict', daRecurringOrders.recurringLineExists);
    }
    if (existing.length >= MAX_RECURRING_LINES) throw new ApiFailure(400, 'TooMany', daRecurringOrders.recurringTooManyLines);
    // The order row is locked, so max + 1 cannot collide with another tab's add.
    const next = existing.reduce((max, l) => Math.max(max, l.lineNo), 0) + 1;
    await insertLines(tx, auth, id, [line!], next);
    await touchOrder(tx, id, auth.user.id);
    return next;
  });
  return lineAnswer(db, auth, today, id, lineNo);
}

/** PUT /line: a line's unit and amount. */
export async function updateLine(db: Db, auth: AuthContext, today: string, body: UpdateRecurringLine): Promise<RecurringOrderLine> {
  const id = body.orderId;
  await db.transaction(async (tx) => {
    await lockOrder(tx, auth.department.code, id);
    const lines = await linesOf(tx, [id]);
    const line = lines.find((l) => l.lineNo === body.lineNo);
    if (!line) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringLineNotFound);
    const [checked] = await checkLines(tx, auth.department.code, [{ productId: line.productId, unit: body.unit, amount: body.amount }]);
    if (lines.some((l) => l.lineNo !== line.lineNo && l.productId === line.productId && l.unit === body.unit)) {
      throw new ApiFailure(409, 'Conflict', daRecurringOrders.recurringLineExists);
    }
    await tx.update(t.recurringOrderLines)
      .set({ unit: checked!.unit, amount: checked!.amount, editedAt: sql`now()` })
      .where(and(eq(t.recurringOrderLines.orderId, id), eq(t.recurringOrderLines.lineNo, line.lineNo)));
    await recordHistory(tx, auth, [{ orderId: id, lineNo: line.lineNo, productId: line.productId, unit: checked!.unit, amount: checked!.amount, action: 'changed' }]);
    await touchOrder(tx, id, auth.user.id);
  });
  return lineAnswer(db, auth, today, id, body.lineNo);
}

/** DELETE /{id}/line/{lineNo}: §7 "returns remaining lines"; removing the last line deactivates (§4). */
export async function removeLine(db: Db, auth: AuthContext, today: string, id: number, lineNo: number): Promise<RecurringOrderLine[]> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth.department.code, id);
    const [removed] = await tx.delete(t.recurringOrderLines)
      .where(and(eq(t.recurringOrderLines.orderId, id), eq(t.recurringOrderLines.lineNo, lineNo)))
      .returning();
    if (!removed) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringLineNotFound);
    await recordHistory(tx, auth, [{ orderId: id, lineNo, productId: removed.productId, unit: removed.unit, amount: null, action: 'removed' }]);
    await deactivateIfEmpty(tx, order, auth.user.id);
    await touchOrder(tx, id, auth.user.id);
  });
  return toLines(db, viewContext(auth, today), await linesOf(db, [id]));
}
