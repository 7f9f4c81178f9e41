// Issue 19 point 4: telling the department what the placement job (runner.ts) did. Both read the job's
// entries in the line history (placed / substituted / skipped with their `reason`) and the pauses:
// - notifyPlacedDays: after a run, one mail per department, delivery day and address;
// - notificationEvents: the `events` of GET /api/recurringorders/notifications.
// Why one mail is exactly one, with two servers too: docs/guides/accounts-and-mail.md §4.
import { and, asc, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, shopToday } from '../../core/rules/calendar.js';
import { placementStart } from '../../core/rules/recurring-placement.js';
import { scheduleDays } from '../../core/rules/recurring-schedule.js';
import { unitLabel } from '../../core/format/unit-label.js';
import { MAX_RECURRING_EVENTS, RECURRING_EVENT_DAYS, type RecurringEvent } from '../../core/schemas/recurring-notices.js';
import { daRecurringNotices } from '../../core/texts/da-recurring-notices.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { type PlacedMailOrder, recurringOrderPlacedMail } from '../mail/templates/recurring-order-placed.js';
import { type Conn, pausesOf, scheduleOf } from './recurring-order-data.js';

const JOB_ACTIONS = ['placed', 'substituted', 'skipped'];
/** How many history rows the events list reads at most (it aggregates placed lines per order and day). */
const EVENT_ROWS = 500;

interface JobEntry {
  id: number;
  orderId: number;
  orderName: string;
  lineNo: number;
  action: string;
  productId: string;
  productName: string;
  unit: string;
  amount: number;
  reason: string | null;
  at: Date;
  deliveryDate: string;
  /** For 'substituted': the order line's own product, which the alternative stood in for. */
  replacedProductId: string | null;
  replacedName: string | null;
}

/** The job's history entries of the department's orders: of one delivery day, or since a moment. */
async function jobEntries(db: Conn, departmentCode: string, which: { deliveryDate: string } | { since: Date; limit: number }): Promise<JobEntry[]> {
  const h = t.recurringOrderLineHistory;
  const original = alias(t.products, 'original_product');
  const query = db
    .select({
      id: h.id, orderId: h.orderId, orderName: t.recurringOrders.orderName, lineNo: h.lineNo, action: h.action,
      productId: h.productId, productName: t.products.name, unit: h.unit, unitDescription: t.productUnits.description,
      amount: h.amount, reason: h.reason, at: h.at, deliveryDate: h.deliveryDate,
      lineProductId: t.recurringOrderLines.productId, originalName: original.name,
    })
    .from(h)
    .innerJoin(t.recurringOrders, eq(t.recurringOrders.id, h.orderId))
    .leftJoin(t.products, eq(t.products.id, h.productId))
    .leftJoin(t.productUnits, and(eq(t.productUnits.productId, h.productId), eq(t.productUnits.code, h.unit)))
    .leftJoin(t.recurringOrderLines, and(eq(t.recurringOrderLines.orderId, h.orderId), eq(t.recurringOrderLines.lineNo, h.lineNo)))
    .leftJoin(original, eq(original.id, t.recurringOrderLines.productId))
    .where(and(
      eq(t.recurringOrders.departmentCode, departmentCode),
      inArray(h.action, JOB_ACTIONS),
      isNotNull(h.deliveryDate),
      'deliveryDate' in which ? eq(h.deliveryDate, which.deliveryDate) : gte(h.at, which.since),
    ))
    .orderBy(desc(h.at), desc(h.id));
  const rows = 'limit' in which ? await query.limit(which.limit) : await query;
  return rows.map((r) => {
    // The line may have been changed since; then the original product is not known any more.
    const replaced = r.action === 'substituted' && r.lineProductId && r.lineProductId !== r.productId ? r.lineProductId : null;
    return {
      id: r.id, orderId: r.orderId, orderName: r.orderName, lineNo: r.lineNo, action: r.action,
      productId: r.productId, productName: r.productName ?? daRecurringNotices.unknownProduct(r.productId),
      unit: unitLabel(r.unit, r.unitDescription), amount: Number(r.amount ?? 0), reason: r.reason, at: r.at,
      deliveryDate: r.deliveryDate!, replacedProductId: replaced,
      replacedName: replaced ? (r.originalName ?? daRecurringNotices.unknownProduct(replaced)) : null,
    };
  });
}

/**
 * The department's active orders a pause kept out of days in [from, to] whose placement had started by
 * `now` (the days the job would have placed): the schedule without its pauses places the day, with them not.
 */
async function pausedOrderDays(db: Conn, departmentCode: string, from: string, to: string, now: Date): Promise<{ orderId: number; orderName: string; day: string }[]> {
  const [department] = await db.select({ weekdays: t.departments.deliveryWeekdays }).from(t.departments).where(eq(t.departments.code, departmentCode));
  if (!department) return [];
  const orders = await db.select().from(t.recurringOrders)
    .where(and(eq(t.recurringOrders.departmentCode, departmentCode), eq(t.recurringOrders.active, true)))
    .orderBy(asc(t.recurringOrders.id));
  const pauses = await pausesOf(db, orders.map((o) => o.id));
  const out: { orderId: number; orderName: string; day: string }[] = [];
  for (const order of orders) {
    const own = pauses.filter((p) => p.orderId === order.id);
    if (own.length === 0) continue;
    const delivered = (s: ReturnType<typeof scheduleOf>) => ({ ...s, weekDays: s.weekDays.filter((d) => department.weekdays.includes(d)) });
    const withPauses = new Set(scheduleDays(delivered(scheduleOf(order, own)), from, to));
    for (const day of scheduleDays(delivered(scheduleOf(order, [])), from, to)) {
      if (!withPauses.has(day) && placementStart(day).getTime() <= now.getTime()) out.push({ orderId: order.id, orderName: order.orderName, day });
    }
  }
  return out;
}

/** Who gets the day's mail: the department's notification addresses, else the owners of the baskets. */
async function recipientsOf(db: Conn, departmentCode: string, day: string): Promise<{ emails: string[]; viaList: boolean }> {
  const listed = await db.select({ email: t.recurringNotificationEmails.email }).from(t.recurringNotificationEmails)
    .where(eq(t.recurringNotificationEmails.departmentCode, departmentCode))
    .orderBy(asc(t.recurringNotificationEmails.id));
  if (listed.length > 0) return { emails: listed.map((r) => r.email), viaList: true };
  const owners = await db.selectDistinct({ email: t.users.email }).from(t.recurringOrderRuns)
    .innerJoin(t.recurringOrders, eq(t.recurringOrders.id, t.recurringOrderRuns.orderId))
    .innerJoin(t.users, eq(t.users.id, t.recurringOrderRuns.userId))
    .where(and(eq(t.recurringOrders.departmentCode, departmentCode), eq(t.recurringOrderRuns.orderDay, day)))
    .orderBy(asc(t.users.email));
  return { emails: owners.map((r) => r.email.toLowerCase()), viaList: false };
}

function mailOrders(entries: readonly JobEntry[]): PlacedMailOrder[] {
  const byOrder = new Map<number, PlacedMailOrder>();
  for (const e of [...entries].sort((a, b) => a.orderId - b.orderId || a.lineNo - b.lineNo || a.id - b.id)) {
    let order = byOrder.get(e.orderId);
    if (!order) byOrder.set(e.orderId, (order = { name: e.orderName, added: [], replaced: [], skipped: [] }));
    const line = { name: e.productName, amount: e.amount, unit: e.unit };
    if (e.action === 'placed') order.added.push(line);
    else if (e.action === 'substituted') order.replaced.push({ ...line, replacedName: e.replacedName ?? daRecurringNotices.unknownReplaced });
    else order.skipped.push({ ...line, reason: e.reason });
  }
  return [...byOrder.values()];
}

/**
 * Enqueues the mail of one department and delivery day to each recipient, in one transaction that reads
 * the day's entries. Returns the number of mails enqueued (0 when each address had its mail already).
 */
export async function notifyPlacedDay(db: Db, departmentCode: string, day: string, now: Date, origin: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [department] = await tx.select().from(t.departments).where(eq(t.departments.code, departmentCode));
    if (!department) return 0;
    const entries = await jobEntries(tx, departmentCode, { deliveryDate: day });
    if (entries.length === 0) return 0;
    const paused = await pausedOrderDays(tx, departmentCode, day, day, now);
    const { emails, viaList } = await recipientsOf(tx, departmentCode, day);
    const orders = mailOrders(entries);
    const basketUrl = new URL(`/kurv?leveringsdato=${day}`, origin).href;
    let sent = 0;
    for (const to of emails) {
      const id = await enqueueMail(tx, recurringOrderPlacedMail({
        site: department.siteVariant, to, departmentCode, departmentName: department.name, deliveryDate: day,
        orders, paused: paused.map((p) => p.orderName), basketUrl, viaNotificationList: viaList,
      }));
      if (id !== null) sent += 1;
    }
    return sent;
  });
}

/** The events of the department (newest first, bounded): what GET /notifications answers in `events`. */
export async function notificationEvents(db: Db, departmentCode: string, now: Date): Promise<RecurringEvent[]> {
  const today = shopToday(now);
  const since = new Date(now.getTime() - RECURRING_EVENT_DAYS * 86_400_000);
  const [entries, paused] = await Promise.all([
    jobEntries(db, departmentCode, { since, limit: EVENT_ROWS }),
    // The placement lead is five working days: two weeks ahead covers every day whose placement started.
    pausedOrderDays(db, departmentCode, addDays(today, -RECURRING_EVENT_DAYS), addDays(today, 14), now),
  ]);
  const base = { count: null, productId: null, productName: null, replacedProductId: null, replacedProductName: null, reason: null };
  const events: RecurringEvent[] = [];
  const placed = new Map<string, RecurringEvent>();
  for (const e of entries) {
    if (e.action === 'placed' || e.action === 'substituted') {
      const key = `${e.orderId}/${e.deliveryDate}`;
      const sum = placed.get(key);
      if (sum) sum.count = (sum.count ?? 0) + 1;
      else placed.set(key, { ...base, kind: 'placed', orderId: e.orderId, orderName: e.orderName, deliveryDate: e.deliveryDate, at: e.at.toISOString(), count: 1 });
    }
    if (e.action === 'substituted') {
      events.push({ ...base, kind: 'substituted', orderId: e.orderId, orderName: e.orderName, deliveryDate: e.deliveryDate, at: e.at.toISOString(),
        productId: e.productId, productName: e.productName, replacedProductId: e.replacedProductId, replacedProductName: e.replacedName, reason: e.reason });
    } else if (e.action === 'skipped') {
      events.push({ ...base, kind: 'skipped', orderId: e.orderId, orderName: e.orderName, deliveryDate: e.deliveryDate, at: e.at.toISOString(),
        productId: e.productId, productName: e.productName, reason: e.reason });
    }
  }
  events.push(...placed.values());
  for (const p of paused) {
    const at = placementStart(p.day);
    if (at.getTime() >= since.getTime()) events.push({ ...base, kind: 'paused', orderId: p.orderId, orderName: p.orderName, deliveryDate: p.day, at: at.toISOString() });
  }
  // Newest first; within one moment by delivery day, then the day's summary before its details.
  const rank: Record<RecurringEvent['kind'], number> = { paused: 0, placed: 1, substituted: 2, skipped: 3 };
  events.sort((a, b) => b.at.localeCompare(a.at) || a.deliveryDate.localeCompare(b.deliveryDate) || a.orderId - b.orderId || rank[a.kind] - rank[b.kind]);
  return events.slice(0, MAX_RECURRING_EVENTS);
}
