// §7 ValidateUsername and RequestNewUsername (issue 19 point 3, docs/guides/accounts-and-mail.md
// "Usernames"): whether an e-mail is free, a user's request for a colleague's login (mailed to the
// customer's admins), and the admins' decision: approval creates the user and mails a 'welcome' link,
// rejection mails the requester. Customer and department always come from the session; a request of
// another customer is never found (404), whatever its id.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UsernameRequest, UsernameRequestStatus } from '../../core/schemas/usernames.js';
import { daUsernames } from '../../core/texts/da-usernames.js';
import { hashPassword } from '../auth/password.js';
import * as t from '../db/schema.js';
import type { DbOrTx } from '../db/tx.js';
import { mayEditKitchenSettings } from '../department/kitchen-settings.js';
import { ApiFailure, mailLinkOrigin, type AppDeps, type AuthContext } from '../http/env.js';
import { enqueueMail } from '../mail/outbox.js';
import { usernameApprovedMail } from '../mail/templates/username-approved.js';
import { usernameRejectedMail } from '../mail/templates/username-rejected.js';
import { usernameRequestMail } from '../mail/templates/username-request.js';
import { issuePasswordToken, passwordLink } from './password-tokens.js';

const ts = daUsernames.server;

/** account_requests.kind of a RequestNewUsername (email: the requester's address). */
export const USERNAME_REQUEST_KIND = 'username';
/** The throttle's window and its limits: per requesting user, and per client address (a kitchen's NAT). */
export const USERNAME_REQUEST_WINDOW_MS = 60 * 60_000;
export const USERNAME_REQUESTS_PER_USER = 5;
export const USERNAME_REQUESTS_PER_IP = 20;
/** Decided requests stay in the admins' list this long (pending ones until decided). */
export const DECIDED_SHOWN_DAYS = 30;
const MAX_DECIDED_SHOWN = 50;

/**
 * "Admin of the customer" is the kitchen settings' rule (department/kitchen-settings.ts, issue 20 §3):
 * users.is_admin, not a punch-out user or session, and the customer is the session department's.
 */
export function isCustomerAdmin(auth: Pick<AuthContext, 'user' | 'punchOut'>): boolean {
  return mayEditKitchenSettings(auth);
}

/** Free: no user has the address and no pending request names it. `email` is normalised. */
export async function usernameAvailable(db: DbOrTx, email: string): Promise<boolean> {
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email)).limit(1);
  if (user) return false;
  const [pending] = await db
    .select({ id: t.usernameRequests.id })
    .from(t.usernameRequests)
    .where(and(eq(t.usernameRequests.email, email), eq(t.usernameRequests.status, 'pending')))
    .limit(1);
  return !pending;
}

const requester = alias(t.users, 'requester');
const decider = alias(t.users, 'decider');

/** The requests of one customer as the list shows them; `ids` narrows to those. */
async function requestViews(db: DbOrTx, customerNo: string, where: ReturnType<typeof and>, limit: number, order: 'pending' | 'decided'): Promise<UsernameRequest[]> {
  const r = t.usernameRequests;
  const rows = await db
    .select({
      id: r.id, email: r.email, name: r.name, status: r.status, departmentCode: r.departmentCode,
      departmentName: t.departments.name, requestedByName: requester.name, createdAt: r.createdAt,
      decidedAt: r.decidedAt, decidedByName: decider.name,
    })
    .from(r)
    .innerJoin(t.departments, eq(t.departments.code, r.departmentCode))
    .leftJoin(requester, eq(requester.id, r.requestedBy))
    .leftJoin(decider, eq(decider.id, r.decidedBy))
    .where(and(eq(r.customerNo, customerNo), where))
    .orderBy(...(order === 'pending' ? [asc(r.createdAt), asc(r.id)] : [desc(r.decidedAt), desc(r.id)]))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    status: row.status as UsernameRequestStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  }));
}

async function requestView(db: DbOrTx, customerNo: string, id: number): Promise<UsernameRequest> {
  const [view] = await requestViews(db, customerNo, eq(t.usernameRequests.id, id), 1, 'pending');
  if (!view) throw new ApiFailure(404, 'NotFound', ts.notFound);
  return view;
}

/** The admins' list: every pending request first (oldest first), then those decided recently (newest first). */
export async function listUsernameRequests(db: DbOrTx, customerNo: string, now: Date): Promise<UsernameRequest[]> {
  const since = new Date(now.getTime() - DECIDED_SHOWN_DAYS * 86_400_000);
  const pending = await requestViews(db, customerNo, eq(t.usernameRequests.status, 'pending'), 1000, 'pending');
  const decided = await requestViews(db, customerNo, and(ne(t.usernameRequests.status, 'pending'), gt(t.usernameRequests.decidedAt, since)), MAX_DECIDED_SHOWN, 'decided');
  return [...pending, ...decided];
}

/** Seconds until the oldest counted request leaves the window. */
function retryAfter(oldest: Date | null, now: Date): number {
  if (!oldest) return Math.ceil(USERNAME_REQUEST_WINDOW_MS / 1000);
  return Math.max(1, Math.ceil((oldest.getTime() + USERNAME_REQUEST_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * RequestNewUsername: stores a pending request for the session's department and mails every admin of
 * its customer (but the requester himself), all in one transaction. 409 when the e-mail is taken,
 * 429 past the throttle; a refused request writes nothing. No admin: the request is still stored and
 * waits in the list for the customer's first admin.
 */
export async function requestNewUsername(deps: AppDeps, auth: AuthContext, input: { email: string; name: string; ip: string }): Promise<UsernameRequest> {
  if (auth.user.isPunchOut || auth.punchOut) throw new ApiFailure(403, 'PunchOut', ts.punchOut);
  const now = deps.clock.now();
  const department = auth.department;
  const id = await deps.db.transaction(async (tx) => {
    // One request of a user at a time: the throttle's count and the insert cannot interleave.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, auth.user.id)).for('update');
    const since = new Date(now.getTime() - USERNAME_REQUEST_WINDOW_MS);
    const ar = t.accountRequests;
    const [counts] = await tx
      .select({
        byUser: sql<number>`count(*) filter (where ${ar.email} = ${auth.user.email})`.mapWith(Number),
        byIp: sql<number>`count(*) filter (where ${ar.ip} = ${input.ip})`.mapWith(Number),
        oldestUser: sql<string | null>`min(${ar.createdAt}) filter (where ${ar.email} = ${auth.user.email})`,
        oldestIp: sql<string | null>`min(${ar.createdAt}) filter (where ${ar.ip} = ${input.ip})`,
      })
      .from(ar)
      .where(and(eq(ar.kind, USERNAME_REQUEST_KIND), gt(ar.createdAt, since), or(eq(ar.email, auth.user.email), eq(ar.ip, input.ip))));
    const overUser = (counts?.byUser ?? 0) >= USERNAME_REQUESTS_PER_USER;
    const overIp = (counts?.byIp ?? 0) >= USERNAME_REQUESTS_PER_IP;
    if (overUser || overIp) {
      const oldest = overUser ? counts?.oldestUser : counts?.oldestIp;
      const wait = retryAfter(oldest ? new Date(oldest) : null, now);
      throw new ApiFailure(429, 'TooManyRequests', ts.throttled, { retryAfterSeconds: wait });
    }
    if (!(await usernameAvailable(tx, input.email))) throw new ApiFailure(409, 'UsernameTaken', ts.taken);
    // The partial unique index decides a race between two requests for the same address.
    const [row] = await tx
      .insert(t.usernameRequests)
      .values({ customerNo: department.customerNo, departmentCode: department.code, requestedBy: auth.user.id, email: input.email, name: input.name, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: t.usernameRequests.id });
    if (!row) throw new ApiFailure(409, 'UsernameTaken', ts.taken);
    await tx.insert(ar).values({ kind: USERNAME_REQUEST_KIND, email: auth.user.email, ip: input.ip, createdAt: now });
    const admins = await customerAdmins(tx, department.customerNo);
    const origin = mailLinkOrigin(deps.config);
    for (const admin of admins) {
      if (admin.id === auth.user.id) continue;
      await enqueueMail(tx, usernameRequestMail({
        requestId: row.id, to: admin.email, site: department.siteVariant, requesterName: auth.user.name,
        departmentName: department.name, colleagueName: input.name, colleagueEmail: input.email, origin,
      }));
    }
    return row.id;
  });
  return requestView(deps.db, department.customerNo, id);
}

/** The admins of a customer: is_admin users (not punch-out) of any of its departments. */
export async function customerAdmins(db: DbOrTx, customerNo: string): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
    .where(and(eq(t.departments.customerNo, customerNo), eq(t.users.isAdmin, true), eq(t.users.isPunchOut, false)))
    .orderBy(asc(t.users.id));
}

/**
 * The request, if it is the session customer's (else 404, so another customer's ids tell nothing),
 * and the caller is an admin of that customer (else 403).
 */
async function ownRequest(deps: AppDeps, auth: AuthContext, id: number) {
  const [row] = await deps.db
    .select()
    .from(t.usernameRequests)
    .where(and(eq(t.usernameRequests.id, id), eq(t.usernameRequests.customerNo, auth.department.customerNo)))
    .limit(1);
  if (!row) throw new ApiFailure(404, 'NotFound', ts.notFound);
  if (!isCustomerAdmin(auth)) throw new ApiFailure(403, 'NotAdmin', ts.notAdmin);
  if (row.status !== 'pending') throw new ApiFailure(409, 'AlreadyDecided', ts.alreadyDecided);
  return row;
}

/** Marks the request decided if it is still pending; of two concurrent decisions exactly one gets the row. */
async function claim(tx: DbOrTx, auth: AuthContext, id: number, status: 'approved' | 'rejected', now: Date) {
  const r = t.usernameRequests;
  const [row] = await tx
    .update(r)
    .set({ status, decidedAt: now, decidedBy: auth.user.id })
    .where(and(eq(r.id, id), eq(r.customerNo, auth.department.customerNo), eq(r.status, 'pending')))
    .returning();
  if (!row) throw new ApiFailure(409, 'AlreadyDecided', ts.alreadyDecided);
  return row;
}

const SETTING_COLUMNS = {
  cartType: t.users.cartType,
  showPrices: t.users.showPrices,
  allowOrdering: t.users.allowOrdering,
  hideCo2: t.users.hideCo2,
  showExpiry: t.users.showExpiry,
  showProcure: t.users.showProcure,
  procureAlwaysOn: t.users.procureAlwaysOn,
};

/**
 * The settings the new colleague starts with: those most of the department's ordinary users have
 * (ties: the oldest user's), or the columns' defaults in a department without users. Never is_admin
 * or is_punch_out.
 */
async function departmentDefaultSettings(tx: DbOrTx, departmentCode: string) {
  const cols = Object.values(SETTING_COLUMNS);
  const [row] = await tx
    .select(SETTING_COLUMNS)
    .from(t.users)
    .where(and(eq(t.users.departmentCode, departmentCode), eq(t.users.isPunchOut, false)))
    .groupBy(...cols)
    .orderBy(desc(sql`count(*)`), asc(sql`min(${t.users.id})`))
    .limit(1);
  return row ?? {};
}

/**
 * Approve: creates the user in the request's department (the e-mail, the name, a random password
 * nobody knows, the department's usual settings), issues a 'welcome' token and mails the link, all
 * in one transaction. 409 if already decided or the address got a user meanwhile (nothing changes).
 */
export async function approveUsernameRequest(deps: AppDeps, auth: AuthContext, id: number): Promise<UsernameRequest> {
  await ownRequest(deps, auth, id);
  // Hashed outside the transaction (argon2 takes a while): a login that cannot be used until the
  // welcome link sets a password.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const request = await claim(tx, auth, id, 'approved', now);
    const settings = await departmentDefaultSettings(tx, request.departmentCode);
    const [user] = await tx
      .insert(t.users)
      .values({ ...settings, email: request.email, name: request.name, passwordHash: unusableHash, departmentCode: request.departmentCode, isAdmin: false, isPunchOut: false, createdAt: now, passwordChangedAt: now })
      .onConflictDoNothing()
      .returning({ id: t.users.id });
    if (!user) throw new ApiFailure(409, 'UsernameTaken', ts.taken);
    await tx.update(t.usernameRequests).set({ userId: user.id }).where(eq(t.usernameRequests.id, id));
    const token = await issuePasswordToken(tx, user.id, 'welcome', now);
    const [department] = await tx.select().from(t.departments).where(eq(t.departments.code, request.departmentCode));
    await enqueueMail(tx, usernameApprovedMail({
      to: request.email, site: department!.siteVariant, name: request.name, departmentName: department!.name,
      link: passwordLink(mailLinkOrigin(deps.config), token),
    }));
  });
  return requestView(deps.db, auth.department.customerNo, id);
}

/** Reject: marks the request rejected and mails the requester (if his login still exists). */
export async function rejectUsernameRequest(deps: AppDeps, auth: AuthContext, id: number): Promise<UsernameRequest> {
  await ownRequest(deps, auth, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const request = await claim(tx, auth, id, 'rejected', now);
    if (request.requestedBy === null) return;
    const [to] = await tx
      .select({ email: t.users.email, site: t.departments.siteVariant })
      .from(t.users)
      .innerJoin(t.departments, eq(t.departments.code, request.departmentCode))
      .where(inArray(t.users.id, [request.requestedBy]));
    if (to) await enqueueMail(tx, usernameRejectedMail({ requestId: id, to: to.email, site: to.site, colleagueName: request.name, colleagueEmail: request.email }));
  });
  return requestView(deps.db, auth.department.customerNo, id);
}
