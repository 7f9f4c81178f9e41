// Password reset and change (issue 19 point 2, docs/guides/accounts-and-mail.md §2). The routes
// (api-server/routes/password.ts) validate and call these; every change that sends a mail or ends
// sessions happens in one transaction.
import { and, count, eq, gt, isNull, min, ne, sql } from 'drizzle-orm';
import { brokenPasswordRules } from '../../core/rules/password-rules.js';
import type { PasswordTokenStatus } from '../../core/schemas/password.js';
import { daPassword } from '../../core/texts/da-password.js';
import * as t from '../db/schema.js';
import type { DbOrTx } from '../db/tx.js';
import { checkLogin } from '../auth/login.js';
import { hashPassword } from '../auth/password.js';
import { UnknownAccountThrottle } from '../auth/throttle.js';
import { ApiFailure, type AppDeps, type AuthContext, mailLinkOrigin } from '../http/env.js';
import { enqueueMail } from '../mail/outbox.js';
import { passwordResetMail } from '../mail/templates/password-reset.js';
import { commonPasswords } from './common-passwords.js';
import { consumePasswordToken, issuePasswordToken, PASSWORD_TOKEN_MINUTES, passwordLink, usableTokenWhere, type PasswordTokenPurpose } from './password-tokens.js';

/** account_requests.kind of a reset request. */
export const RESET_REQUEST_KIND = 'reset-password';

/**
 * The throttle of requestresetpassword, counted in account_requests (so it holds across restarts and
 * server processes): per address 3 requests in 15 minutes (a user who mistyped may ask again, a mailbox
 * is not flooded), per client address 20 in an hour (one office behind one IP, but no sweeping of
 * addresses). Counted for every well-formed address, with or without an account.
 */
export const RESET_LIMITS = {
  perEmail: { max: 3, windowMinutes: 15 },
  perIp: { max: 20, windowMinutes: 60 },
} as const;

export type ResetRequestOutcome = { kind: 'accepted' } | { kind: 'throttled'; retryAfterSeconds: number };

/** Seconds until the oldest request of a full window leaves it. */
function waitFor(oldest: Date | null, windowMinutes: number, now: Date): number {
  if (!oldest) return 60;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMinutes * 60_000 - now.getTime()) / 1000));
}

async function windowCount(tx: DbOrTx, column: 'email' | 'ip', value: string, windowMinutes: number, now: Date) {
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const field = column === 'email' ? t.accountRequests.email : t.accountRequests.ip;
  const [row] = await tx
    .select({ n: count(), oldest: min(t.accountRequests.createdAt) })
    .from(t.accountRequests)
    .where(and(eq(t.accountRequests.kind, RESET_REQUEST_KIND), eq(field, value), gt(t.accountRequests.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/**
 * §7 requestresetpassword. `email` is well-formed and lower-cased. The caller answers the same for an
 * address with and without an account; this does the same queries for both (the user lookup, the
 * token UPDATE, the mail's rendering) and only skips the two INSERTs, so timing tells next to nothing.
 * Punch-out users get no mail: their password is the procurement system's configuration.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<ResetRequestOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // One request per address at a time, so two parallel requests cannot both pass a count of 2
    // (PostgreSQL; PGlite runs one query at a time anyway).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${RESET_REQUEST_KIND}:${email}`}))`);
    for (const [column, value, limit] of [['email', email, RESET_LIMITS.perEmail], ['ip', ip, RESET_LIMITS.perIp]] as const) {
      const { n, oldest } = await windowCount(tx, column, value, limit.windowMinutes, now);
      if (n >= limit.max) return { kind: 'throttled', retryAfterSeconds: waitFor(oldest, limit.windowMinutes, now) };
    }
    await tx.insert(t.accountRequests).values({ kind: RESET_REQUEST_KIND, email, ip, createdAt: now });

    const [row] = await tx
      .select({ id: t.users.id, name: t.users.name, isPunchOut: t.users.isPunchOut, site: t.departments.siteVariant })
      .from(t.users)
      .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
      .where(eq(t.users.email, email))
      .limit(1);
    const recipient = row && !row.isPunchOut ? row : null;
    if (!recipient) {
      // The same work as below without its effects: the token UPDATE (on no row) and the rendering.
      await tx.update(t.passwordTokens).set({ usedAt: now }).where(and(eq(t.passwordTokens.userId, -1), isNull(t.passwordTokens.usedAt)));
      passwordResetMail({ to: email, name: email, site: 'ab', link: passwordLink(mailLinkOrigin(deps.config), 'x'.repeat(43)), minutes: PASSWORD_TOKEN_MINUTES });
      return { kind: 'accepted' };
    }
    const token = await issuePasswordToken(tx, recipient.id, 'reset', now);
    const link = passwordLink(mailLinkOrigin(deps.config), token);
    await enqueueMail(tx, passwordResetMail({ to: email, name: recipient.name, site: recipient.site, link, minutes: PASSWORD_TOKEN_MINUTES }));
    return { kind: 'accepted' };
  });
}

/** The unused, unexpired token's purpose and account, or null (unknown, used and expired alike). */
async function tokenHolder(db: DbOrTx, token: string, now: Date) {
  if (token.length === 0 || token.length > 200) return null;
  const [row] = await db
    .select({ userId: t.passwordTokens.userId, purpose: t.passwordTokens.purpose, email: t.users.email, isPunchOut: t.users.isPunchOut })
    .from(t.passwordTokens)
    .innerJoin(t.users, eq(t.users.id, t.passwordTokens.userId))
    .where(usableTokenWhere(token, now))
    .limit(1);
  return row ? { ...row, purpose: row.purpose as PasswordTokenPurpose } : null;
}

/**
 * Whether a link still works, before the page shows its form. The e-mail goes back only for a usable
 * token: whoever holds it can set the account's password anyway, and the page shows whose it is (and
 * gives password managers the username).
 */
export async function passwordTokenStatus(deps: AppDeps, token: string): Promise<PasswordTokenStatus> {
  const holder = await tokenHolder(deps.db, token, deps.clock.now());
  return holder ? { usable: true, purpose: holder.purpose, email: holder.email } : { usable: false };
}

const tokenUnusable = () => new ApiFailure(400, 'TokenUnusable', daPassword.tokenUnusable);

function assertRules(password: string, email: string): void {
  const broken = brokenPasswordRules(password, { email, common: commonPasswords() });
  const rule = broken[0];
  if (rule) throw new ApiFailure(400, 'PasswordRule', daPassword.ruleBroken[rule], { rule });
}

/** Sets the hash and everything that goes with a new password, in the caller's transaction. */
async function storeNewPassword(tx: DbOrTx, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx
    .update(t.users)
    .set({ passwordHash, passwordChangedAt: now, passwordReminderAfter: null, failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null })
    .where(eq(t.users.id, userId));
  // Every other way in that the old password opened ends: outstanding links and half-done login2 logins.
  await tx.update(t.passwordTokens).set({ usedAt: now }).where(and(eq(t.passwordTokens.userId, userId), isNull(t.passwordTokens.usedAt)));
  await tx.delete(t.loginChallenges).where(eq(t.loginChallenges.userId, userId));
}

/**
 * §7 resetpassword (and a 'welcome' link's first password): rules first, so a refused password does not
 * use the link up; then, in one transaction, the token is used (atomically: of two submits one wins),
 * the password set, the login lock cleared and EVERY session of the user deleted. Nobody is logged in:
 * the user logs in with the new password (a link in a mail is not a login).
 */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const now = deps.clock.now();
  const holder = await tokenHolder(deps.db, token, now);
  if (!holder || holder.isPunchOut) throw tokenUnusable();
  assertRules(password, holder.email);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const used = await consumePasswordToken(tx, token, now);
    if (!used) throw tokenUnusable();
    await storeNewPassword(tx, used.userId, passwordHash, now);
    await tx.delete(t.sessions).where(eq(t.sessions.userId, used.userId));
  });
}

export type ChangeOutcome = { kind: 'changed' } | { kind: 'wrongCurrent' } | { kind: 'throttled'; retryAfterSeconds: number };

/**
 * changepassword on the logged-in user's page: the new password's rules, then the current password,
 * checked by the login's own check (a wrong one counts as a failed login attempt and locks the same
 * way), then in one transaction the new hash and the end of every OTHER session of the user; the
 * current one stays. Punch-out sessions and punch-out users are refused.
 */
export async function changePassword(deps: AppDeps, auth: AuthContext, currentPassword: string, newPassword: string): Promise<ChangeOutcome> {
  if (auth.punchOut || auth.user.isPunchOut) throw new ApiFailure(403, 'PunchOutSession', daPassword.punchOutRefused);
  assertRules(newPassword, auth.user.email);
  const now = deps.clock.now();
  const outcome = await checkLogin(deps, new UnknownAccountThrottle(1), auth.user.email, currentPassword, now);
  if (outcome.kind === 'invalid') return { kind: 'wrongCurrent' };
  if (outcome.kind === 'throttled') return outcome;
  if (newPassword === currentPassword) throw new ApiFailure(400, 'SamePassword', daPassword.sameAsCurrent);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await storeNewPassword(tx, auth.user.id, passwordHash, now);
    await tx.delete(t.sessions).where(and(eq(t.sessions.userId, auth.user.id), ne(t.sessions.id, auth.sessionId)));
  });
  return { kind: 'changed' };
}
