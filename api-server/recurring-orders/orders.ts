// Recurring orders' heads (§3, §4, §7 /api/recurringorders): create, whole-order save with optimistic
// concurrency, delete. Every rule the head form applies is checked again here with the same core
// functions (docs/guides/recurring-orders.md). Every query is scoped to the session's department: an
// order of another department answers 404 and nothing changes.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type Schedule,
  type ScheduleIssue,
  freezeOnChange,
  normalizeOrderName,
  scheduleChanged,
  selectableDeliveryDates,
  validateSchedule,
} from '../../core/rules/recurring-schedule.js';
import type { CreateRecurringOrder, RecurringHead, RecurringOrder, UpdateRecurringOrder } from '../../core/schemas/recurring-order.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { insertLines } from './lines.js';
import {
  checkLines,
  linesOf,
  loadOrder,
  loadOrders,
  lockOrder,
  orderDaysOf,
  pausesOf,
  replacePauses,
  scheduleOf,
  viewContext,
} from './recurring-order-data.js';
import { daServer } from '../../core/texts/da-server.js';

/** The schedule issues as the 400 answer the head form reads (first issue's text, each field's path). */
export function rejectIssues(issues: readonly ScheduleIssue[]): void {
  const [first] = issues;
  if (!first) return;
  throw new ApiFailure(400, 'ValidationError', first.message, {
    issues: issues.map((i) => ({ path: i.field, code: 'invalid', message: i.message })),
  });
}

function orderName(raw: string): string {
  const name = normalizeOrderName(raw);
  if (name === null) rejectIssues([{ field: 'orderName', message: daRecurringOrders.recurringNameInvalid }]);
  return name!;
}

/**
 * The schedule a request asks for. A field it leaves out keeps the saved value (or the default); a start
 * date sent as null (cleared, e.g. by a frequency change, §4) becomes the first selectable delivery date.
 */
function requestedSchedule(body: RecurringHead, saved: Schedule | null, firstSelectable: string | null): Schedule {
  return {
    frequencyType: body.frequencyType,
    weekDays: [...body.weekDays].sort((a, b) => a - b),
    recurringWeek: body.recurringWeek ?? saved?.recurringWeek ?? 1,
    startDate: body.startDate === undefined ? (saved?.startDate ?? firstSelectable) : (body.startDate ?? firstSelectable),
    endDate: body.endDate === undefined ? (saved?.endDate ?? null) : body.endDate,
    pauses: body.pauses ?? saved?.pauses ?? [],
  };
}

function filledPauses(schedule: Schedule): { from: string; to: string }[] {
  return schedule.pauses.map((p) => ({ from: p.from!, to: p.to! }));
}

/** §7 POST: the created order first, then the department's other orders. */
export async function createOrder(db: Db, auth: AuthContext, today: string, body: CreateRecurringOrder): Promise<RecurringOrder[]> {
  const name = orderName(body.orderName);
  const selectable = selectableDeliveryDates(today, auth.department.deliveryWeekdays);
  if (selectable.length === 0) throw new ApiFailure(409, 'NoDeliveryDate', daServer.noDeliveryDate);
  const schedule = requestedSchedule(body, null, selectable[0]!);
  rejectIssues(validateSchedule(schedule, { deliveryWeekdays: auth.department.deliveryWeekdays, selectableDates: selectable }));
  const lines = await checkLines(db, auth.department.code, body.orderlines ?? []);
  if (body.active && lines.length === 0) throw new ApiFailure(400, 'NoLines', daRecurringOrders.recurringNeedsLines);
  // A new order is a change like any other: nothing is planned before today + 14 (§9).
  const frozen = freezeOnChange([], today);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(t.recurringOrders).values({
      guid: randomUUID(),
      departmentCode: auth.department.code,
      customerNo: auth.department.customerNo,
      orderName: name,
      active: body.active ?? false,
      notes: body.notes ?? '',
      frequencyType: schedule.frequencyType,
      weekDays: [...schedule.weekDays],
      recurringWeek: schedule.recurringWeek,
      startDate: schedule.startDate!,
      endDate: schedule.endDate,
      frozenUntil: frozen.until,
      frozenDays: [...frozen.days],
      createdByUserId: auth.user.id,
      editedByUserId: auth.user.id,
    }).returning({ id: t.recurringOrders.id });
    await replacePauses(tx, row!.id, filledPauses(schedule));
    await insertLines(tx, auth, row!.id, lines);
    return row!.id;
  });
  const orders = await loadOrders(db, viewContext(auth, today));
  const created = orders.find((o) => o.id === id)!;
  return [created, ...orders.filter((o) => o.id !== id)];
}

/** §7 PUT: the whole head at the `version` it was loaded at; a stale version answers 409, nothing changes. */
export async function updateOrder(db: Db, auth: AuthContext, today: string, body: UpdateRecurringOrder): Promise<RecurringOrder> {
  const id = body.id;
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, auth.department.code, id);
    if (row.version !== body.version) throw new ApiFailure(409, 'Conflict', daRecurringOrders.recurringStale, { version: row.version });
    const name = orderName(body.orderName);
    const pauses = await pausesOf(tx, [row.id]);
    const saved = scheduleOf(row, pauses);
    const selectable = selectableDeliveryDates(today, auth.department.deliveryWeekdays);
    const schedule = requestedSchedule(body, saved, selectable[0] ?? null);
    if (schedule.startDate === null) throw new ApiFailure(409, 'NoDeliveryDate', daServer.noDeliveryDate);
    rejectIssues(validateSchedule(schedule, { deliveryWeekdays: auth.department.deliveryWeekdays, selectableDates: selectable, previous: saved }));
    if (body.active && !row.active && (await linesOf(tx, [row.id])).length === 0) {
      throw new ApiFailure(400, 'NoLines', daRecurringOrders.recurringNeedsLines);
    }
    const frozen = scheduleChanged(saved, schedule)
      ? freezeOnChange(orderDaysOf(row, pauses, today, auth.department.deliveryWeekdays), today)
      : (row.frozenUntil ? { until: row.frozenUntil, days: row.frozenDays } : null);
    const updated = await tx
      .update(t.recurringOrders)
      .set({
        orderName: name,
        notes: body.notes ?? row.notes,
        active: body.active,
        frequencyType: schedule.frequencyType,
        weekDays: [...schedule.weekDays],
        recurringWeek: schedule.recurringWeek,
        startDate: schedule.startDate!,
        endDate: schedule.endDate,
        frozenUntil: frozen?.until ?? null,
        frozenDays: [...(frozen?.days ?? [])],
        version: sql`${t.recurringOrders.version} + 1`,
        editedAt: sql`now()`,
        editedByUserId: auth.user.id,
      })
      .where(and(eq(t.recurringOrders.id, row.id), eq(t.recurringOrders.version, body.version)))
      .returning({ id: t.recurringOrders.id });
    if (updated.length === 0) throw new ApiFailure(409, 'Conflict', daRecurringOrders.recurringStale);
    await replacePauses(tx, row.id, filledPauses(schedule));
  });
  return loadOrder(db, viewContext(auth, today), id);
}

/** §7 DELETE /{id}: the department's order, else 404. */
export async function deleteOrder(db: Db, auth: AuthContext, id: number): Promise<void> {
  const deleted = await db.delete(t.recurringOrders)
    .where(and(eq(t.recurringOrders.id, id), eq(t.recurringOrders.departmentCode, auth.department.code)))
    .returning({ id: t.recurringOrders.id });
  if (deleted.length === 0) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringNotFound);
}
