// The database side of the customer's own settings and relations (issue 22 point 5, spec §3, §6, §7;
// docs/decisions/018-own-settings-and-relations.md). Every query is scoped to the session's user or,
// for an admin, to the session's customer number: a foreign id finds nothing (404) and changes nothing.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DepartmentChoice } from '../../core/schemas/login2.js';
import type { CustomerUser } from '../../core/schemas/settings.js';
import type { UserSettings } from '../../core/schemas/user.js';
import { departmentsOf } from '../auth/login2.js';
import { settingsOfRow } from '../auth/session.js';
import * as t from '../db/schema.js';
import type { AppDeps, DepartmentRow, SessionUser } from '../http/env.js';
import { sessionUserColumns } from '../auth/session-user.js';

/** The user's own department row (the one users.department_code names). */
export async function ownDepartmentOf(deps: AppDeps, user: SessionUser): Promise<DepartmentRow> {
  const [own] = await deps.db.select().from(t.departments).where(eq(t.departments.code, user.departmentCode));
  if (!own) throw new Error(`department ${user.departmentCode} of user ${user.id} is missing`);
  return own;
}

/** §7 userrelations: the departments a user may act for (login2's list: own first, then the others by name). */
export async function relationsOf(deps: AppDeps, user: SessionUser): Promise<DepartmentChoice[]> {
  return departmentsOf(deps, user, await ownDepartmentOf(deps, user));
}

/**
 * Points the session at another of the user's departments. Null for his own (as login2 stores it). The
 * chosen delivery date goes: it belonged to the other department's delivery days (§7 deliverydate).
 */
export async function switchSessionDepartment(deps: AppDeps, sessionId: string, user: SessionUser, departmentCode: string): Promise<DepartmentRow | null> {
  const [department] = await deps.db.select().from(t.departments).where(eq(t.departments.code, departmentCode));
  if (!department) return null;
  await deps.db
    .update(t.sessions)
    .set({ departmentCode: departmentCode === user.departmentCode ? null : departmentCode, deliveryDate: null })
    .where(and(eq(t.sessions.id, sessionId), eq(t.sessions.userId, user.id)));
  return department;
}

/** The user's row as stored: the session's copy has its admin right cut by withSessionRights. */
export async function storedUser(deps: AppDeps, userId: number): Promise<SessionUser | undefined> {
  const [row] = await deps.db.select(sessionUserColumns).from(t.users).where(eq(t.users.id, userId));
  return row;
}

export async function updateUserSettings(deps: AppDeps, userId: number, values: Partial<UserSettings>): Promise<SessionUser | undefined> {
  const [row] = await deps.db.update(t.users).set(values).where(eq(t.users.id, userId)).returning(sessionUserColumns);
  return row;
}

export async function updateCartType(deps: AppDeps, userId: number, cartType: 0 | 1): Promise<SessionUser | undefined> {
  const [row] = await deps.db.update(t.users).set({ cartType }).where(eq(t.users.id, userId)).returning(sessionUserColumns);
  return row;
}

async function customerDepartmentCodes(deps: AppDeps, customerNo: string): Promise<string[]> {
  const rows = await deps.db.select({ code: t.departments.code }).from(t.departments).where(eq(t.departments.customerNo, customerNo));
  return rows.map((r) => r.code);
}

/** A user of the customer (his own department has the customer number), else undefined (404). */
export async function customerUser(deps: AppDeps, customerNo: string, userId: number): Promise<SessionUser | undefined> {
  const codes = await customerDepartmentCodes(deps, customerNo);
  if (codes.length === 0) return undefined;
  const [row] = await deps.db.select(sessionUserColumns).from(t.users).where(and(eq(t.users.id, userId), inArray(t.users.departmentCode, codes)));
  return row;
}

/** GET /api/settings/users: the customer's users (own department of that customer number), by name. */
export async function customerUsers(deps: AppDeps, customerNo: string, selfId: number): Promise<CustomerUser[]> {
  const rows = await deps.db
    .select({ user: sessionUserColumns, department: t.departments })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
    .where(eq(t.departments.customerNo, customerNo))
    .orderBy(asc(t.users.name), asc(t.users.id));
  return rows.map(({ user, department }) => ({
    userId: user.id,
    name: user.name,
    email: user.email,
    department: department.code,
    departmentName: department.name,
    isSelf: user.id === selfId,
    settings: settingsOfRow(user),
  }));
}
