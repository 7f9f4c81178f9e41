// Issue 19's demo data (docs/guides/accounts-and-mail.md): the login2 user's second customer and the
// user whose password is old enough for the reminder. Run after the accounts exist.
import { eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { DEMO_OLD_PASSWORDS, DEMO_USER_DEPARTMENTS } from './demo-accounts.js';

export async function seedAccounts(tx: Tx, referenceDate: string): Promise<void> {
  const emails = [...new Set([...DEMO_USER_DEPARTMENTS, ...DEMO_OLD_PASSWORDS].map((r) => r.email))];
  const users = await tx.select({ id: t.users.id, email: t.users.email }).from(t.users).where(inArray(t.users.email, emails));
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const memberships = DEMO_USER_DEPARTMENTS.flatMap((r) => (idOf.has(r.email) ? [{ userId: idOf.get(r.email)!, departmentCode: r.departmentCode }] : []));
  if (memberships.length > 0) await tx.insert(t.userDepartments).values(memberships);
  const reference = new Date(`${referenceDate}T10:00:00Z`).getTime();
  for (const { email, daysOld } of DEMO_OLD_PASSWORDS) {
    const id = idOf.get(email);
    if (id !== undefined) await tx.update(t.users).set({ passwordChangedAt: new Date(reference - daysOld * 86_400_000) }).where(eq(t.users.id, id));
  }
}
