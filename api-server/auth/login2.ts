// §7 login2 (issue 19 point 3, docs/guides/accounts-and-mail.md §3): a user who may log in for other
// customers' departments (user_departments) gets a login challenge after the password step instead of a
// session, and exchanges it once, within CHALLENGE_MINUTES, for a session in the department he chooses.
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { postponedUntil } from '../../core/rules/password-reminder.js';
import type { DepartmentChoice } from '../../core/schemas/login2.js';
import * as t from '../db/schema.js';
import type { AppDeps, DepartmentRow, SessionUser } from '../http/env.js';
import { sessionUserColumns } from './session-user.js';
import { hashToken, newToken } from './session.js';

export const CHALLENGE_MINUTES = 5;

const collator = new Intl.Collator('da');

/**
 * The departments a user may log in for: his own first, then the others (user_departments) by name.
 * Only the own department: a one-element list, and the ordinary login needs no choice.
 */
export async function departmentsOf(deps: AppDeps, user: SessionUser, own: DepartmentRow): Promise<DepartmentChoice[]> {
  const others = await deps.db
    .select({ code: t.departments.code, name: t.departments.name, customerNo: t.departments.customerNo, siteVariant: t.departments.siteVariant })
    .from(t.userDepartments)
    .innerJoin(t.departments, eq(t.departments.code, t.userDepartments.departmentCode))
    .where(eq(t.userDepartments.userId, user.id))
    .orderBy(asc(t.departments.code));
  const choices = others.filter((d) => d.code !== own.code).sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: own.code, name: own.name, customerNo: own.customerNo, siteVariant: own.siteVariant }, ...choices];
}

/** Stores a new challenge (only its SHA-256) for the user and returns the token. */
export async function issueLoginChallenge(deps: AppDeps, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await deps.db.insert(t.loginChallenges).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
  // Housekeeping, as createSession does: expired challenges are useless.
  await deps.db.delete(t.loginChallenges).where(lt(t.loginChallenges.expiresAt, now));
  return token;
}

export type ChallengeOutcome =
  | { kind: 'ok'; user: SessionUser; department: DepartmentRow }
  | { kind: 'invalid' }
  | { kind: 'notYours' };

/**
 * Exchanges the challenge for the chosen department, atomically: one DELETE … RETURNING removes it only
 * while it is unexpired AND the department is the user's own or one of his memberships, so of two
 * parallel calls only one gets it. A department that is not his leaves the challenge usable (the user
 * may choose again); an unknown, used or expired token is 'invalid'.
 */
export async function consumeLoginChallenge(deps: AppDeps, token: string, departmentCode: string, now: Date): Promise<ChallengeOutcome> {
  const hash = hashToken(token);
  const c = t.loginChallenges;
  const allowed = or(
    // Qualified by hand: inside the subqueries an unqualified user_id would be the subquery's own.
    sql`exists (select 1 from users u where u.id = login_challenges.user_id and u.department_code = ${departmentCode})`,
    sql`exists (select 1 from user_departments ud where ud.user_id = login_challenges.user_id and ud.department_code = ${departmentCode})`,
  );
  const [consumed] = await deps.db
    .delete(c)
    .where(and(eq(c.tokenHash, hash), gt(c.expiresAt, now), allowed))
    .returning({ userId: c.userId });
  if (!consumed) {
    const [pending] = await deps.db.select({ userId: c.userId }).from(c).where(and(eq(c.tokenHash, hash), gt(c.expiresAt, now)));
    return pending ? { kind: 'notYours' } : { kind: 'invalid' };
  }
  const [row] = await deps.db
    .select({ user: sessionUserColumns, department: t.departments })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, departmentCode))
    .where(eq(t.users.id, consumed.userId));
  return row ? { kind: 'ok', user: row.user, department: row.department } : { kind: 'invalid' };
}

/** §7 postPone: the old-password reminder comes back after POSTPONE_DAYS. Answers the updated user. */
export async function postponePasswordReminder(deps: AppDeps, userId: number, now: Date): Promise<SessionUser | undefined> {
  const [user] = await deps.db.update(t.users).set({ passwordReminderAfter: postponedUntil(now) }).where(eq(t.users.id, userId)).returning(sessionUserColumns);
  return user;
}
