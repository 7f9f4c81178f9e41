// Checking a login (issue 2 §5, docs/decisions/004-sessions.md): the account by e-mail, the throttle
// (in the database for real accounts, in memory for unknown e-mails, so a 429 does not reveal which
// addresses have accounts), and the password. Starting the session stays with the route.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { AppDeps, DepartmentRow, SessionUser } from '../http/env.js';
import { sessionUserColumns } from './session-user.js';
import { verifyAgainstDummy, verifyPassword } from './password.js';
import { BASE_LOCK_MS, FAILURE_MEMORY_MS, FREE_ATTEMPTS, MAX_LOCK_MS, retryAfterSeconds, type UnknownAccountThrottle } from './throttle.js';

export type LoginOutcome =
  | { kind: 'ok'; user: SessionUser; department: DepartmentRow }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** The e-mail a login names: case and surrounding spaces do not matter. */
export const loginEmailOf = (username: string): string => username.trim().toLowerCase();

export async function checkLogin(
  deps: AppDeps,
  unknownAccounts: UnknownAccountThrottle,
  email: string,
  password: string,
  now: Date,
): Promise<LoginOutcome> {
  const [row] = await deps.db
    // The hash beside the session user, not in it: the answer hands the user on to the session.
    .select({ user: sessionUserColumns, passwordHash: t.users.passwordHash, department: t.departments })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
    .where(eq(t.users.email, email))
    .limit(1);

  if (!row) {
    const wait = unknownAccounts.retryAfter(email, now);
    if (wait > 0) return { kind: 'throttled', retryAfterSeconds: wait };
    // Counted before the hash runs (synchronously), so a parallel burst meets the lock too.
    unknownAccounts.recordFailure(email, now);
    await verifyAgainstDummy(password);
    return { kind: 'invalid' };
  }

  // Reserve the attempt before verifying: one atomic UPDATE counts it as a failure and, from the
  // FREE_ATTEMPTS-th on, writes the lock at once. A parallel burst of guesses therefore meets the lock
  // while the first hashes still run, instead of all being verified (docs/decisions/004). PostgreSQL
  // re-checks the WHERE clause after waiting for the row lock, so only one attempt wins each slot.
  const stale = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const newCount = sql`(case when ${t.users.lastFailedLoginAt} is null or ${t.users.lastFailedLoginAt} < ${stale} then 1 else ${t.users.failedLoginCount} + 1 end)`;
  const reserved = await deps.db
    .update(t.users)
    .set({
      failedLoginCount: newCount,
      lastFailedLoginAt: now,
      lockedUntil: sql`(case when ${newCount} >= ${FREE_ATTEMPTS} then ${now}::timestamptz + least(${BASE_LOCK_MS / 1000} * power(2, ${newCount} - ${FREE_ATTEMPTS}), ${MAX_LOCK_MS / 1000}) * interval '1 second' else null end)`,
    })
    .where(and(eq(t.users.id, row.user.id), or(isNull(t.users.lockedUntil), lte(t.users.lockedUntil, now))))
    .returning({ id: t.users.id });
  if (reserved.length === 0) {
    const [current] = await deps.db.select({ lockedUntil: t.users.lockedUntil }).from(t.users).where(eq(t.users.id, row.user.id));
    return { kind: 'throttled', retryAfterSeconds: Math.max(1, retryAfterSeconds(current?.lockedUntil ?? null, now)) };
  }

  if (!(await verifyPassword(row.passwordHash, password))) return { kind: 'invalid' };

  await deps.db
    .update(t.users)
    .set({ failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null })
    .where(eq(t.users.id, row.user.id));
  return { kind: 'ok', user: row.user, department: row.department };
}
