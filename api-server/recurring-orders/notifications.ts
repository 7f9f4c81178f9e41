// Who is told about the department's recurring orders (§7 /api/recurringorders/notifications,
// notificationsemails, updateNotificationsEmails): at most MAX_NOTIFICATION_EMAILS addresses per
// department, the lines whose product is gone, and (issue 19 point 4) what the placement job did:
// placement-notices.ts notificationEvents.
import { and, eq, sql } from 'drizzle-orm';
import { type RecurringNotifications, isValidEmail } from '../../core/index.js';
import { MAX_NOTIFICATION_EMAILS } from '../../core/schemas/recurring-order.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { loadOrders, viewContext } from './recurring-order-data.js';
import { notificationEvents } from './placement-notices.js';
import { shopToday } from '../../core/rules/calendar.js';

export async function notifications(db: Db, auth: AuthContext, now: Date): Promise<RecurringNotifications> {
  const today = shopToday(now);
  const [emails, orders, events] = await Promise.all([
    db
      .select({ id: t.recurringNotificationEmails.id, email: t.recurringNotificationEmails.email })
      .from(t.recurringNotificationEmails)
      .where(eq(t.recurringNotificationEmails.departmentCode, auth.department.code))
      .orderBy(t.recurringNotificationEmails.id),
    loadOrders(db, viewContext(auth, today)),
    notificationEvents(db, auth.department.code, now),
  ]);
  const unavailableLines = orders.flatMap((o) => o.orderlines
    .filter((l) => !l.exists)
    .map((l) => ({ orderId: o.id, orderName: o.orderName, lineNo: l.lineNo, productId: l.productId, altProductId: l.altProductId })));
  return { emails, unavailableLines, events };
}

function normalizedEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email)) throw new ApiFailure(400, 'ValidationError', daRecurringOrders.recurringEmailInvalid, { issues: [{ path: 'email', code: 'invalid_format', message: daRecurringOrders.recurringEmailInvalid }] });
  return email;
}

/** Serialises the department's notification-address changes (the address limit holds under races). */
async function lockDepartment(tx: Tx, code: string): Promise<void> {
  await tx.select({ code: t.departments.code }).from(t.departments).where(eq(t.departments.code, code)).for('update');
}

/** POST notificationsemails: one more address; a repeated one is a 409, the eleventh a 400. */
export async function addNotificationEmail(db: Db, auth: AuthContext, raw: string): Promise<void> {
  const email = normalizedEmail(raw);
  await db.transaction(async (tx) => {
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
}

/**
 * DELETE notificationsemails/{id} (ours, beside §7's calls): one address of the session's department.
 * Removing by id never drops an address another tab or colleague added meanwhile, as replacing the whole
 * list with PUT would. Another department's id, or one already gone: 404, nothing changes.
 */
export async function removeNotificationEmail(db: Db, auth: AuthContext, id: number): Promise<void> {
  const removed = await db
    .delete(t.recurringNotificationEmails)
    .where(and(eq(t.recurringNotificationEmails.id, id), eq(t.recurringNotificationEmails.departmentCode, auth.department.code)))
    .returning({ id: t.recurringNotificationEmails.id });
  if (removed.length === 0) throw new ApiFailure(404, 'NotFound', daRecurringOrders.recurringEmailGone);
}

/** PUT updateNotificationsEmails: the department's whole list (duplicates folded). */
export async function replaceNotificationEmails(db: Db, auth: AuthContext, raw: readonly string[]): Promise<void> {
  const emails = [...new Set(raw.map(normalizedEmail))];
  await db.transaction(async (tx) => {
    await lockDepartment(tx, auth.department.code);
    await tx.delete(t.recurringNotificationEmails).where(eq(t.recurringNotificationEmails.departmentCode, auth.department.code));
    if (emails.length > 0) {
      await tx.insert(t.recurringNotificationEmails).values(emails.map((email) => ({ departmentCode: auth.department.code, email })));
    }
  });
}
