// The placement job (issue 6 item 5 "Running them"): puts each active recurring order's lines into the
// basket of each of its order days, once per order day, and records it in the order's line history.
// Started by the scheduler in the server process (scheduler.ts, serve-shop.ts); tests call it with an injected
// clock. When a day is due and why, whose basket it is, and how "exactly once" holds with a restarted or
// a second server: docs/guides/recurring-orders.md, "The job".
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { Origin, validateAmountValue } from '../../core/index.js';
import { shopToday } from '../../core/rules/calendar.js';
import { canUseRecurringOrders } from '../../core/rules/recurring-order-state.js';
import { dueOrderDays } from '../../core/rules/recurring-placement.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { lineProblem, lockBasket, mergeBasketLines, type LineProblem } from '../orders/basket.js';
import { departmentScopeOf } from '../auth/scope.js';
import { loadProductsInAssortment } from '../catalogue/search.js';
import type { ProductWireInput } from '../catalogue/wire.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import type { AuthContext, DepartmentRow, SessionUser } from '../http/env.js';
import { sessionUserColumns } from '../auth/session-user.js';
import type { Tx } from '../db/tx.js';
import { type OrderRow, linesOf, orderDaysOf, pausesOf } from './recurring-order-data.js';
import { notifyPlacedDay } from './placement-notices.js';
import { basketOwnerOf } from '../orders/basket-owner.js';

/** Why a line of an order day did not go into the basket. */
export type SkipReason = LineProblem | 'gone' | 'invalidAmount' | 'amountTooLarge' | 'noUser';

export interface PlacedDay {
  orderId: number;
  orderDay: string;
  /** Whose basket (null: no user of the department may order, every line skipped). */
  userId: number | null;
  placed: { lineNo: number; productId: string; unit: string; amount: string; substitutedFor: string | null }[];
  skipped: { lineNo: number; productId: string; reason: SkipReason }[];
}

export interface RunReport {
  /** The order days this run placed. */
  placed: PlacedDay[];
  /** Order days that failed (logged; the next run tries them again, as their run row was rolled back). */
  failed: { orderId: number; orderDay: string; error: unknown }[];
  /** Issue 19 point 4: mails enqueued after the run (one per department, delivery day and address). */
  mails?: number;
  /** Departments and days whose mail could not be enqueued (logged). */
  mailFailed?: { departmentCode: string; orderDay: string; error: unknown }[];
}

export interface RunOptions {
  /** Origin of the basket link in the mails (mailLinkOrigin(config), never a request's Host). */
  mailOrigin?: string;
}

/**
 * Places every due order day of every active order (core/rules/recurring-placement.ts dueOrderDays).
 * Each order day is one transaction; a failing day does not stop the others.
 */
export async function runDueRecurringOrders(db: Db, clock: Clock, options: RunOptions = {}): Promise<RunReport> {
  const now = clock.now();
  const today = shopToday(now);
  const report: RunReport = { placed: [], failed: [] };
  const rows = await db
    .select({ order: t.recurringOrders, deliveryWeekdays: t.departments.deliveryWeekdays })
    .from(t.recurringOrders)
    .innerJoin(t.departments, eq(t.departments.code, t.recurringOrders.departmentCode))
    .where(eq(t.recurringOrders.active, true))
    .orderBy(asc(t.recurringOrders.id));
  if (rows.length === 0) return report;
  const ids = rows.map((r) => r.order.id);
  const [pauses, done] = await Promise.all([
    pausesOf(db, ids),
    // Only to skip the days already placed without opening a transaction for each; the guarantee is the
    // run row inserted in placeOrderDay.
    db.select({ orderId: t.recurringOrderRuns.orderId, orderDay: t.recurringOrderRuns.orderDay })
      .from(t.recurringOrderRuns)
      .where(and(inArray(t.recurringOrderRuns.orderId, ids), gt(t.recurringOrderRuns.orderDay, today))),
  ]);
  const placedBefore = new Set(done.map((d) => `${d.orderId}/${d.orderDay}`));
  for (const { order, deliveryWeekdays } of rows) {
    const own = pauses.filter((p) => p.orderId === order.id);
    const due = dueOrderDays(orderDaysOf(order, own, today, deliveryWeekdays), now).filter((d) => !placedBefore.has(`${order.id}/${d}`));
    for (const orderDay of due) {
      try {
        const placed = await placeOrderDay(db, order.id, orderDay, now);
        if (placed) report.placed.push(placed);
      } catch (error) {
        report.failed.push({ orderId: order.id, orderDay, error });
      }
    }
  }
  await mailPlacedDays(db, report, rows.map((r) => r.order), now, options.mailOrigin ?? DEFAULT_MAIL_ORIGIN);
  return report;
}

const DEFAULT_MAIL_ORIGIN = 'http://localhost:3000';

/**
 * Issue 19 point 4: one mail per department and delivery day this run placed, after every order day of
 * the run. By then each due day the run looked at is committed, by this run or by another server's (a
 * claim that lost waited for the winner's commit), so the mail sees all of the day's orders; the dedupe
 * key (department, day, address) makes a second server's or a later run's mail for the day a no-op.
 */
async function mailPlacedDays(db: Db, report: RunReport, orders: readonly OrderRow[], now: Date, origin: string): Promise<void> {
  const departmentOf = new Map(orders.map((o) => [o.id, o.departmentCode]));
  const days = new Map<string, { departmentCode: string; orderDay: string }>();
  for (const p of report.placed) {
    const departmentCode = departmentOf.get(p.orderId);
    if (departmentCode) days.set(`${departmentCode}/${p.orderDay}`, { departmentCode, orderDay: p.orderDay });
  }
  report.mails = 0;
  for (const { departmentCode, orderDay } of days.values()) {
    try {
      report.mails += await notifyPlacedDay(db, departmentCode, orderDay, now, origin);
    } catch (error) {
      (report.mailFailed ??= []).push({ departmentCode, orderDay, error });
    }
  }
}

/**
 * Places one order day in one transaction, or returns null when there is nothing to do (another run
 * placed it first, or the order changed since it was read: deactivated, deleted, the day no longer due).
 */
export async function placeOrderDay(db: Db, orderId: number, orderDay: string, now: Date): Promise<PlacedDay | null> {
  const today = shopToday(now);
  return db.transaction(async (tx) => {
    // The order row is locked as the routes lock it for every line change and save, so the lines placed
    // are one consistent set and an activation or deactivation is either before or after this placement.
    const [order] = await tx.select().from(t.recurringOrders).where(eq(t.recurringOrders.id, orderId)).for('update');
    if (!order || !order.active) return null;
    const [department] = await tx.select().from(t.departments).where(eq(t.departments.code, order.departmentCode));
    if (!department) return null;
    const pauses = await pausesOf(tx, [order.id]);
    if (!dueOrderDays(orderDaysOf(order, pauses, today, department.deliveryWeekdays), now).includes(orderDay)) return null;

    const user = await basketOwner(tx, order);
    // Exactly once: the primary key (order, day) admits one row. A concurrent run's insert waits for
    // this transaction and then inserts nothing; after a commit every later run inserts nothing.
    const claimed = await tx
      .insert(t.recurringOrderRuns)
      .values({ orderId: order.id, orderDay, ranAt: now, userId: user?.id ?? null })
      .onConflictDoNothing()
      .returning({ orderId: t.recurringOrderRuns.orderId });
    if (claimed.length === 0) return null;

    const lines = await linesOf(tx, [order.id]);
    const result: PlacedDay = { orderId: order.id, orderDay, userId: user?.id ?? null, placed: [], skipped: [] };
    if (!user) {
      result.skipped = lines.map((l) => ({ lineNo: l.lineNo, productId: l.productId, reason: 'noUser' as const }));
    } else {
      await decideAndPlace(tx, { user, department, orderDay, now, today }, lines, result);
    }

    const history = historyRows(result, lines, now);
    if (history.length > 0) await tx.insert(t.recurringOrderLineHistory).values(history);
    await tx
      .update(t.recurringOrderRuns)
      .set({ placedLines: result.placed.length, skippedLines: result.skipped.length })
      .where(and(eq(t.recurringOrderRuns.orderId, order.id), eq(t.recurringOrderRuns.orderDay, orderDay)));
    return result;
  });
}

/**
 * Whose basket gets the lines. Baskets are per user and delivery date (issue 7; a session chooses the
 * date, decision 007), an order per department: the order's creator, else its last editor, else the
 * department's first user who may use recurring orders (same rule as the routes: ordering allowed, not
 * punch-out). A user who left the department or lost ordering rights is passed over.
 */
async function basketOwner(tx: Tx, order: OrderRow): Promise<SessionUser | null> {
  const users = await tx.select(sessionUserColumns).from(t.users).where(eq(t.users.departmentCode, order.departmentCode)).orderBy(asc(t.users.id));
  const mayOrder = (u: SessionUser | undefined): u is SessionUser =>
    u !== undefined && canUseRecurringOrders({ isPunchOut: u.isPunchOut, settings: { allowOrdering: u.allowOrdering } });
  const preferred = [order.createdByUserId, order.editedByUserId].map((id) => users.find((u) => u.id === id)).find(mayOrder);
  return preferred ?? users.find((u) => mayOrder(u)) ?? null;
}

interface PlaceContext {
  user: SessionUser;
  department: DepartmentRow;
  orderDay: string;
  now: Date;
  today: string;
}

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/**
 * Each line with the rules of the basket (orders/basket.ts lineProblem: assortment, unit, food info,
 * price, the product's deadline for the order day): a product that is gone by the order day (left the
 * assortment, discontinued, blocked by HQ) is replaced by its alternative (§3 t) when that can be
 * ordered in the line's unit and amount; anything else that cannot be ordered is skipped. Then the lines
 * go into the user's basket for the day as addToBasket puts them (one line per product and unit, amounts
 * added), with origin RecurringOrder (§3 32).
 */
async function decideAndPlace(tx: Tx, ctx: PlaceContext, lines: readonly LineRow[], result: PlacedDay): Promise<void> {
  const { user, department, orderDay, now, today } = ctx;
  const auth: AuthContext = { sessionId: '', user, department };
  const scope = departmentScopeOf(department, now);
  const ids = lines.map((l) => l.productId);
  const alternatives = new Map(
    ids.length === 0
      ? []
      : (await tx.select({ id: t.products.id, alt: t.products.alternativeProductId }).from(t.products).where(inArray(t.products.id, ids)))
          .map((r) => [r.id, r.alt] as const),
  );
  const products = await loadProductsInAssortment(tx as unknown as Db, scope, [...ids, ...[...alternatives.values()].filter((a): a is string => a !== null)]);

  const problemOf = (product: ProductWireInput | undefined, line: LineRow): SkipReason | null => {
    if (!product || (product.product.discontinuedOn !== null && product.product.discontinuedOn <= orderDay)) return 'gone';
    const problem = lineProblem(product, { unit: line.unit, amount: line.amount, expiryProduct: false }, auth, today, { now, deliveryDate: orderDay });
    if (problem === 'notInAssortment' || problem === 'notOrderable') return 'gone';
    if (problem) return problem;
    const unit = product.units.find((u) => u.code === line.unit)!;
    return validateAmountValue(Number(line.amount), unit) ? 'invalidAmount' : null;
  };

  const toPlace: PlacedDay['placed'] = [];
  for (const line of lines) {
    const problem = problemOf(products.get(line.productId), line);
    if (problem === null) {
      toPlace.push({ lineNo: line.lineNo, productId: line.productId, unit: line.unit, amount: line.amount, substitutedFor: null });
      continue;
    }
    const alt = alternatives.get(line.productId);
    if (problem === 'gone' && alt && alt !== line.productId && problemOf(products.get(alt), line) === null) {
      toPlace.push({ lineNo: line.lineNo, productId: alt, unit: line.unit, amount: line.amount, substitutedFor: line.productId });
      continue;
    }
    result.skipped.push({ lineNo: line.lineNo, productId: line.productId, reason: problem });
  }
  if (toPlace.length === 0) return;

  // Locked as addToBasket locks it: a user adding to the same basket at this moment waits.
  const basketId = await lockBasket(tx, basketOwnerOf(auth), orderDay);
  const added = await mergeBasketLines(
    tx,
    basketId,
    toPlace.map((item) => ({ productId: item.productId, unit: item.unit, amount: item.amount, expiryProduct: false, origin: Origin.RecurringOrder })),
  );
  toPlace.forEach((item, i) => {
    if (added[i]) result.placed.push(item);
    else result.skipped.push({ lineNo: item.lineNo, productId: item.substitutedFor ?? item.productId, reason: 'amountTooLarge' });
  });
}

/** The order's line history entries of one placed day (placed, substituted, skipped), in line order. */
function historyRows(result: PlacedDay, lines: readonly LineRow[], now: Date): (typeof t.recurringOrderLineHistory.$inferInsert)[] {
  type Entry = Pick<typeof t.recurringOrderLineHistory.$inferInsert, 'orderId' | 'lineNo' | 'productId' | 'unit' | 'amount' | 'action' | 'reason'>;
  const rows: Entry[] = [
    ...result.placed.map((p) => ({
      orderId: result.orderId, lineNo: p.lineNo, productId: p.productId, unit: p.unit, amount: p.amount,
      // Issue 19 point 4: an alternative stands in only for a product that is gone.
      action: p.substitutedFor ? 'substituted' : 'placed', reason: p.substitutedFor ? 'gone' : null,
    })),
    ...result.skipped.map((s) => {
      const line = lines.find((l) => l.lineNo === s.lineNo);
      return { orderId: result.orderId, lineNo: s.lineNo, productId: s.productId, unit: line?.unit ?? '', amount: line?.amount ?? null, action: 'skipped', reason: s.reason };
    }),
  ];
  return rows
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((r) => ({ ...r, userId: null, userName: daRecurringOrders.recurringJobUser, at: now, deliveryDate: result.orderDay }));
}
