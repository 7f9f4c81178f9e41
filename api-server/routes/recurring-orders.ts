// /api/recurringorders (§7, issue 6): recurring orders (fastordrer) of the session's department.
// Every rule the head form applies is checked here again with the same core functions, and orderDays is
// computed here. Whole-order saves carry the `version` they were loaded at: a stale one answers 409 and
// changes nothing (docs/guides/recurring-orders.md).
import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { type RecurringNotifications, da, isValidEmail } from '../../core/index.js';
import { canUseRecurringOrders } from '../../core/rules/recurring-order-state.js';
import {
  type Schedule,
  type ScheduleIssue,
  freezeOnChange,
  normalizeOrderName,
  scheduleChanged,
  selectableDeliveryDates,
  validateSchedule,
} from '../../core/rules/recurring-schedule.js';
import {
  AddNotificationEmailSchema,
  AddRecurringLineSchema,
  CreateRecurringOrderSchema,
  MAX_NOTIFICATION_EMAILS,
  MAX_RECURRING_LINES,
  ReplaceRecurringLinesSchema,
  UpdateNotificationEmailsSchema,
  UpdateRecurringLineSchema,
  UpdateRecurringOrderSchema,
} from '../../core/schemas/recurring-order.js';
import { authOf, requireSession } from '../auth/session.js';
import * as t from '../db/schema.js';
import { shopToday } from '../domain/dates.js';
import type { Tx } from '../db/tx.js';
import { ApiFailure, type AppDeps, type AuthContext, createRouter, routeSchema } from '../http/env.js';
import {
  type CheckedLine,
  checkLines,
  deactivateIfEmpty,
  linesOf,
  loadOrder,
  loadOrders,
  lockOrder,
  orderDaysOf,
  pausesOf,
  recordHistory,
  replacePauses,
  scheduleOf,
  toLines,
  touchOrder,
  viewContext,
} from '../recurring-orders/recurring-order-data.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';

const json = <S extends Parameters<typeof routeSchema>[0]>(schema: S) => ({
  body: { required: true, content: { 'application/json': { schema: routeSchema(schema) } } },
});

const createOrderRoute = createRoute({
  method: 'post', path: '/', middleware: [requireSession] as const,
  request: json(CreateRecurringOrderSchema), responses: { 200: { description: '[created order, ...the other orders]' } },
});
const updateOrderRoute = createRoute({
  method: 'put', path: '/', middleware: [requireSession] as const,
  request: json(UpdateRecurringOrderSchema), responses: { 200: { description: 'The saved order' }, 409: { description: 'Stale version' } },
});
const replaceRoute = createRoute({
  method: 'put', path: '/replace', middleware: [requireSession] as const,
  request: json(ReplaceRecurringLinesSchema), responses: { 200: { description: 'The order with its new lines' } },
});
const addLineRoute = createRoute({
  method: 'post', path: '/line', middleware: [requireSession] as const,
  request: json(AddRecurringLineSchema), responses: { 200: { description: 'The new line' } },
});
const updateLineRoute = createRoute({
  method: 'put', path: '/line', middleware: [requireSession] as const,
  request: json(UpdateRecurringLineSchema), responses: { 200: { description: 'The changed line' } },
});
const addEmailRoute = createRoute({
  method: 'post', path: '/notificationsemails', middleware: [requireSession] as const,
  request: json(AddNotificationEmailSchema), responses: { 200: { description: 'RecurringNotifications' } },
});
const updateEmailsRoute = createRoute({
  method: 'put', path: '/updateNotificationsEmails', middleware: [requireSession] as const,
  request: json(UpdateNotificationEmailsSchema), responses: { 200: { description: 'RecurringNotifications' } },
});

const MAX_ID = 2_147_483_647;

/** A path id: a positive int4, else the resource does not exist (404, never a 500 from the database). */
function pathId(value: string | undefined): number {
  const n = /^\d{1,10}$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringNotFound);
  return n;
}

function bodyId(n: number): number {
  if (n < 1 || n > MAX_ID) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringNotFound);
  return n;
}

function rejectIssues(issues: readonly ScheduleIssue[]): void {
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

interface HeadInput {
  frequencyType: 0 | 1;
  weekDays: number[];
  recurringWeek?: number;
  startDate?: string | null;
  endDate?: string | null;
  pauses?: { from: string | null; to: string | null }[];
}

/**
 * The schedule a request asks for. A field it leaves out keeps the saved value (or the default); a start
 * date sent as null (cleared, e.g. by a frequency change, §4) becomes the first selectable delivery date.
 */
function requestedSchedule(body: HeadInput, saved: Schedule | null, firstSelectable: string | null): Schedule {
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

async function insertLines(tx: Tx, auth: AuthContext, orderId: number, lines: readonly CheckedLine[], firstLineNo = 1): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((l, i) => ({ orderId, lineNo: firstLineNo + i, ...l }));
  await tx.insert(t.recurringOrderLines).values(rows);
  await recordHistory(tx, auth, rows.map((r) => ({ ...r, action: 'added' as const })));
}

async function notifications(deps: AppDeps, auth: AuthContext): Promise<RecurringNotifications> {
  const today = shopToday(deps.clock.now());
  const [emails, orders] = await Promise.all([
    deps.db
      .select({ id: t.recurringNotificationEmails.id, email: t.recurringNotificationEmails.email })
      .from(t.recurringNotificationEmails)
      .where(eq(t.recurringNotificationEmails.departmentCode, auth.department.code))
      .orderBy(t.recurringNotificationEmails.id),
    loadOrders(deps.db, viewContext(auth, today)),
  ]);
  const unavailableLines = orders.flatMap((o) => o.orderlines
    .filter((l) => !l.exists)
    .map((l) => ({ orderId: o.id, orderName: o.orderName, lineNo: l.lineNo, productId: l.productId, altProductId: l.altProductId })));
  return { emails, unavailableLines };
}

function normalizedEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email)) throw new ApiFailure(400, 'ValidationError', daRecurringOrders.recurringEmailInvalid, { issues: [{ path: 'email', code: 'invalid_format', message: daRecurringOrders.recurringEmailInvalid }] });
  return email;
}

/** Serialises the department's notification-address changes (the 10-address limit holds under races). */
async function lockDepartment(tx: Tx, code: string): Promise<void> {
  await tx.select({ code: t.departments.code }).from(t.departments).where(eq(t.departments.code, code)).for('update');
}

export function recurringOrderRoutes(deps: AppDeps) {
  const app = createRouter();
  const today = () => shopToday(deps.clock.now());

  // §6: no recurring orders without ordering rights or for punch-out users (requireSession answers 401
  // on each route for a missing session).
  app.use('*', async (c, next) => {
    const auth = c.get('auth');
    if (auth && !canUseRecurringOrders({ isPunchOut: auth.user.isPunchOut, settings: { allowOrdering: auth.user.allowOrdering } })) {
      return c.json({ error: 'OrderingNotAllowed', message: daRecurringOrders.recurringNotAllowed }, 403);
    }
    await next();
  });

  // Static paths first: '/{id}' would otherwise take them.
  app.get('/notifications', requireSession, async (c) => c.json(await notifications(deps, authOf(c)), 200));

  app.openapi(addEmailRoute, async (c) => {
    const auth = authOf(c);
    const email = normalizedEmail(c.req.valid('json').email);
    await deps.db.transaction(async (tx) => {
      await lockDepartment(tx, auth.department.code);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.recurringNotificationEmails)
        .where(eq(t.recurringNotificationEmails.departmentCode, auth.department.code));
      const inserted = await tx
        .insert(t.recurringNotificationEmails)
        .values({ departmentCode: auth.department.code, email })
        .onConflictDoNothing()
        .returning({ id: t.recurringNotificationEmails.id });
      if (inserted.length === 0) throw new ApiFailure(409, 'Conflict', daRecurringOrders.recurringEmailExists);
      if (Number(row?.n ?? 0) >= MAX_NOTIFICATION_EMAILS) throw new ApiFailure(400, 'TooMany', daRecurringOrders.recurringTooManyEmails);
    });
    return c.json(await notifications(deps, auth), 200);
  });

  app.openapi(updateEmailsRoute, async (c) => {
    const auth = authOf(c);
    const emails = [...new Set(c.req.valid('json').emails.map(normalizedEmail))];
    await deps.db.transaction(async (tx) => {
      await lockDepartment(tx, auth.department.code);
      await tx.delete(t.recurringNotificationEmails).where(eq(t.recurringNotificationEmails.departmentCode, auth.department.code));
      if (emails.length > 0) {
        await tx.insert(t.recurringNotificationEmails).values(emails.map((email) => ({ departmentCode: auth.department.code, email })));
      }
    });
    return c.json(await notifications(deps, auth), 200);
  });

  app.get('/', requireSession, async (c) => c.json(await loadOrders(deps.db, viewContext(authOf(c), today())), 200));

  app.openapi(createOrderRoute, async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    const day = today();
    const name = orderName(body.orderName);
    const selectable = selectableDeliveryDates(day, auth.department.deliveryWeekdays);
    if (selectable.length === 0) throw new ApiFailure(409, 'NoDeliveryDate', da.noDeliveryDate);
    const schedule = requestedSchedule(body, null, selectable[0]!);
    rejectIssues(validateSchedule(schedule, { deliveryWeekdays: auth.department.deliveryWeekdays, selectableDates: selectable }));
    const lines = await checkLines(deps.db, auth.department.code, body.orderlines ?? []);
    if (body.active && lines.length === 0) throw new ApiFailure(400, 'NoLines', daRecurringOrders.recurringNeedsLines);
    // A new order is a change like any other: nothing is planned before today + 14 (§9).
    const frozen = freezeOnChange([], day);
    const id = await deps.db.transaction(async (tx) => {
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
    // §7 "returns array, first is the order": the created order, then the department's other orders.
    const orders = await loadOrders(deps.db, viewContext(auth, day));
    const created = orders.find((o) => o.id === id)!;
    return c.json([created, ...orders.filter((o) => o.id !== id)], 200);
  });

  app.openapi(updateOrderRoute, async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    const day = today();
    const id = bodyId(body.id);
    await deps.db.transaction(async (tx) => {
      const row = await lockOrder(tx, auth.department.code, id);
      if (row.version !== body.version) throw new ApiFailure(409, 'Conflict', daRecurringOrders.recurringStale, { version: row.version });
      const name = orderName(body.orderName);
      const pauses = await pausesOf(tx, [row.id]);
      const saved = scheduleOf(row, pauses);
      const selectable = selectableDeliveryDates(day, auth.department.deliveryWeekdays);
      const schedule = requestedSchedule(body, saved, selectable[0] ?? null);
      if (schedule.startDate === null) throw new ApiFailure(409, 'NoDeliveryDate', da.noDeliveryDate);
      rejectIssues(validateSchedule(schedule, { deliveryWeekdays: auth.department.deliveryWeekdays, selectableDates: selectable, previous: saved }));
      if (body.active && !row.active && (await linesOf(tx, [row.id])).length === 0) {
        throw new ApiFailure(400, 'NoLines', daRecurringOrders.recurringNeedsLines);
      }
      const frozen = scheduleChanged(saved, schedule)
        ? freezeOnChange(orderDaysOf(row, pauses, day, auth.department.deliveryWeekdays), day)
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
    return c.json(await loadOrder(deps.db, viewContext(auth, day), id), 200);
  });

  app.openapi(replaceRoute, async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    const id = bodyId(body.orderId);
    const lines = await checkLines(deps.db, auth.department.code, body.orderlines);
    await deps.db.transaction(async (tx) => {
      const row = await lockOrder(tx, auth.department.code, id);
      const old = await tx.delete(t.recurringOrderLines).where(eq(t.recurringOrderLines.orderId, row.id)).returning();
      await recordHistory(tx, auth, old.map((l) => ({ orderId: l.orderId, lineNo: l.lineNo, productId: l.productId, unit: l.unit, amount: null, action: 'removed' as const })));
      await insertLines(tx, auth, row.id, lines);
      await deactivateIfEmpty(tx, row, auth.user.id);
      await touchOrder(tx, row.id, auth.user.id);
    });
    return c.json(await loadOrder(deps.db, viewContext(auth, today()), id), 200);
  });

  app.openapi(addLineRoute, async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    const id = bodyId(body.orderId);
    const [line] = await checkLines(deps.db, auth.department.code, [body]);
    const lineNo = await deps.db.transaction(async (tx) => {
      await lockOrder(tx, auth.department.code, id);
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
    const [row] = await deps.db.select().from(t.recurringOrderLines)
      .where(and(eq(t.recurringOrderLines.orderId, id), eq(t.recurringOrderLines.lineNo, lineNo)));
    const [wire] = await toLines(deps.db, viewContext(auth, today()), [row!]);
    return c.json(wire!, 200);
  });

  app.openapi(updateLineRoute, async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    const id = bodyId(body.orderId);
    await deps.db.transaction(async (tx) => {
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
    const [row] = await deps.db.select().from(t.recurringOrderLines)
      .where(and(eq(t.recurringOrderLines.orderId, id), eq(t.recurringOrderLines.lineNo, body.lineNo)));
    const [wire] = await toLines(deps.db, viewContext(auth, today()), [row!]);
    return c.json(wire!, 200);
  });

  app.delete('/:id/line/:lineNo', requireSession, async (c) => {
    const auth = authOf(c);
    const id = pathId(c.req.param('id'));
    const lineNo = Number(c.req.param('lineNo'));
    if (!/^\d{1,9}$/.test(c.req.param('lineNo'))) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringLineNotFound);
    await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, auth.department.code, id);
      const [removed] = await tx.delete(t.recurringOrderLines)
        .where(and(eq(t.recurringOrderLines.orderId, id), eq(t.recurringOrderLines.lineNo, lineNo)))
        .returning();
      if (!removed) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringLineNotFound);
      await recordHistory(tx, auth, [{ orderId: id, lineNo, productId: removed.productId, unit: removed.unit, amount: null, action: 'removed' }]);
      // §4: removing the last line deactivates the order.
      await deactivateIfEmpty(tx, order, auth.user.id);
      await touchOrder(tx, id, auth.user.id);
    });
    // §7 "returns remaining lines".
    return c.json(await toLines(deps.db, viewContext(auth, today()), await linesOf(deps.db, [id])), 200);
  });

  app.get('/:id', requireSession, async (c) => {
    const auth = authOf(c);
    return c.json(await loadOrder(deps.db, viewContext(auth, today()), pathId(c.req.param('id'))), 200);
  });

  app.delete('/:id', requireSession, async (c) => {
    const auth = authOf(c);
    const id = pathId(c.req.param('id'));
    const deleted = await deps.db.delete(t.recurringOrders)
      .where(and(eq(t.recurringOrders.id, id), eq(t.recurringOrders.departmentCode, auth.department.code)))
      .returning({ id: t.recurringOrders.id });
    if (deleted.length === 0) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringNotFound);
    return c.json({ id }, 200);
  });

  return app;
}
