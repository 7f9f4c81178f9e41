// Database sessions (docs/decisions/004-sessions.md). The cookie carries a random token; the
// database stores only its SHA-256, so a leaked table cannot be replayed as cookies.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { da, type Profile, type UserSettings } from '../../core/index.js';
import * as t from '../db/schema.js';
import { currentDeliveryDate, orderDeliveryDates } from '../../core/rules/delivery-date.js';
import { isPasswordChangeDue } from '../../core/rules/password-reminder.js';
import { shopToday } from '../domain/dates.js';
import { serverSiteNameOf } from '../site/site-name.js';
import { widgetCookieAttributes } from '../http/cookie-policy.js';
import { ApiFailure, type AppDeps, type AppEnv, type AuthContext, type DepartmentRow, type PunchOutSessionRow, type SessionUser } from '../http/env.js';
import { sessionUserColumns } from './session-user.js';

export const SESSION_COOKIE = 'shop_session';
/** last_seen/expires_at are written at most this often per session, to save writes. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * `punchOutId` makes it a punch-out session (issue 16 §3): its basket goes back to the procurement system.
 * `departmentCode` is the department chosen at login2 (issue 19 point 3); absent or null: the user's own.
 */
export async function createSession(
  deps: AppDeps,
  userId: number,
  options: { punchOutId?: number; deliveryDate?: string; departmentCode?: string | null } = {},
): Promise<string> {
  const now = deps.clock.now();
  const token = newToken();
  await deps.db.insert(t.sessions).values({
    id: hashToken(token),
    userId,
    punchOutId: options.punchOutId ?? null,
    deliveryDate: options.deliveryDate ?? null,
    departmentCode: options.departmentCode ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.sessionIdleMinutes * 60_000),
  });
  // Housekeeping: expired sessions are useless; the index on expires_at makes this cheap.
  await deps.db.delete(t.sessions).where(lt(t.sessions.expiresAt, now));
  return token;
}

export function setSessionCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0], deps: AppDeps, token: string): void {
  // Lax, or None; Secure; Partitioned for a CMS on another site (issue 21 point 5, cookie-policy.ts).
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, path: '/', ...widgetCookieAttributes(deps.config) });
}

export function clearSessionCookie(c: Parameters<MiddlewareHandler<AppEnv>>[0], deps: AppDeps): void {
  // The same attributes as when set: a partitioned cookie is only removed by a partitioned deletion.
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, ...widgetCookieAttributes(deps.config) });
}

export async function deleteSession(deps: AppDeps, token: string): Promise<void> {
  await deps.db.delete(t.sessions).where(eq(t.sessions.id, hashToken(token)));
}

function buildSessionQuery(db: AppDeps['db']) {
  return db
    .select({
      session: t.sessions,
      user: sessionUserColumns,
      department: t.departments,
      punchOut: t.punchOutSessions,
      member: t.userDepartments.departmentCode,
    })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    // login2 (issue 19 point 3): the department chosen for this session, else the user's own.
    .innerJoin(t.departments, eq(t.departments.code, sql`coalesce(${t.sessions.departmentCode}, ${t.users.departmentCode})`))
    .leftJoin(t.userDepartments, and(eq(t.userDepartments.userId, t.sessions.userId), eq(t.userDepartments.departmentCode, t.sessions.departmentCode)))
    .leftJoin(t.punchOutSessions, eq(t.punchOutSessions.id, t.sessions.punchOutId))
    .where(and(eq(t.sessions.id, sql.placeholder('id')), gt(t.sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)))
    .limit(1)
    .prepare('session_lookup');
}

/**
 * Every /api call looks its session up: the statement is built once per database and prepared (issue 15
 * point 1: building this five-table select was a visible part of an add's CPU). The row itself is read
 * every time, never cached: a logout or a removed membership ends the session at once, on every server.
 */
const sessionQueries = new WeakMap<object, ReturnType<typeof buildSessionQuery>>();
function sessionQuery(db: AppDeps['db']) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = buildSessionQuery(db);
    sessionQueries.set(db, query);
  }
  return query;
}

/** Loads the session for the cookie, if valid, and slides its idle expiry. */
export async function loadSession(deps: AppDeps, token: string | undefined): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const now = deps.clock.now();
  const [row] = await sessionQuery(deps.db).execute({ id, now: now.toISOString() });
  if (!row) return null;
  // A chosen department stays the user's only while he is still a member of it (or it became his own):
  // a removed membership ends the session at once, whatever it was doing.
  const chosen = row.session.departmentCode;
  if (chosen !== null && chosen !== row.user.departmentCode && row.member === null) {
    await deps.db.delete(t.sessions).where(eq(t.sessions.id, id));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await deps.db
      .update(t.sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + deps.config.sessionIdleMinutes * 60_000) })
      .where(eq(t.sessions.id, id));
  }
  // A punch-out that has ended (transferred or cancelled) ends its session too, whichever process ended it.
  if (row.punchOut?.endedAt) return null;
  return { sessionId: id, user: withSessionRights(row.user, row.department), department: row.department, chosenDeliveryDate: row.session.deliveryDate, punchOut: row.punchOut };
}

/**
 * A user's admin rights belong to his own customer (issue 19 point 3): in another customer's department
 * chosen at login2 he acts as an ordinary user there, so every `auth.user.isAdmin` check (kitchen settings,
 * new logins, the campaign report, lists shared with chains) and the profile see no admin.
 */
export function withSessionRights<U extends SessionUser>(user: U, department: DepartmentRow): U {
  return user.isAdmin && department.code !== user.departmentCode ? { ...user, isAdmin: false } : user;
}

/** Puts the session (or null) in the context for every /api call. Rejects nothing. */
export function sessionLoader(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('auth', await loadSession(deps, getCookie(c, SESSION_COOKIE)));
    await next();
  };
}

/** 401 `{ error: 'MissingSession' }` for calls without a valid session. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth')) throw new ApiFailure(401, 'MissingSession', da.sessionExpiredText);
  await next();
};

/** The session's auth; only call behind requireSession. */
export function authOf(c: { get(key: 'auth'): AuthContext | null }): AuthContext {
  const auth = c.get('auth');
  if (!auth) throw new Error('authOf() called without a session');
  return auth;
}

/**
 * The delivery date the session orders for (issue 7 §2): the one chosen with /api/deliverydate/set
 * while it is still selectable, else the department's next delivery date. Null without delivery days.
 */
export function currentDeliveryDateOf(auth: Pick<AuthContext, 'department' | 'chosenDeliveryDate'>, now: Date): string | null {
  return currentDeliveryDate(auth.chosenDeliveryDate, selectableDates(shopToday(now), auth.department.deliveryWeekdays));
}

/**
 * orderDeliveryDates remembered per day and weekdays (issue 15 point 1): a request asked it up to three
 * times (the route, the scope, the profile), each walking the delivery horizon's calendar. The answer
 * depends on nothing else (the closed days are core's fixed calendar), so it is safe to keep.
 */
const datesCache = new Map<string, readonly string[]>();
function selectableDates(today: string, weekdays: readonly number[]): readonly string[] {
  const key = `${today}|${weekdays.join(',')}`;
  let dates = datesCache.get(key);
  if (!dates) {
    if (datesCache.size > 1_000) datesCache.clear();
    dates = Object.freeze(orderDeliveryDates(today, weekdays));
    datesCache.set(key, dates);
  }
  return dates;
}

export function toProfile(
  user: SessionUser,
  department: DepartmentRow,
  now: Date,
  chosenDeliveryDate: string | null = null,
  punchOut: PunchOutSessionRow | null = null,
): Profile {
  return {
    isLoggedIn: true,
    username: user.email,
    name: user.name,
    department: department.code,
    departmentName: department.name,
    priceGroup: department.priceGroup,
    customerNo: department.customerNo,
    siteVariant: department.siteVariant,
    siteName: serverSiteNameOf(department.siteVariant),
    shopType: department.shopType === 1 ? 1 : 0,
    cartType: user.cartType === 1 ? 1 : 0,
    isAdmin: withSessionRights(user, department).isAdmin,
    isPunchOut: user.isPunchOut,
    punchOut: punchOut ? { protocol: punchOut.protocol, operation: punchOut.operation } : null,
    deliveryDate: currentDeliveryDateOf({ department, chosenDeliveryDate }, now),
    passwordChangeDue: isPasswordChangeDue(
      { passwordChangedAt: user.passwordChangedAt, passwordReminderAfter: user.passwordReminderAfter, punchOutSession: punchOut !== null },
      now,
    ),
    settings: settingsOfRow(user),
  };
}

/** §3 the user's settings as the wire carries them (the profile, PUT /api/settings/update). */
export function settingsOfRow(user: SessionUser): UserSettings {
  return {
    showPrices: user.showPrices,
    allowOrdering: user.allowOrdering,
    hideCo2: user.hideCo2,
    showExpiry: user.showExpiry,
    showProcure: user.showProcure,
    procureAlwaysOn: user.procureAlwaysOn,
  };
}
