// The hand-over to the new site (issue 22 point 3; spec §1, §7; docs/decisions/017-new-site-handover.md):
// the department's group, and the single-use token the new site exchanges for the user's identity.
// Only the token's SHA-256 is stored, as for sessions (api-server/auth/session.ts).
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { isNewSiteUrl, NEW_SITE_TOKEN_SECONDS } from '../../core/rules/new-site.js';
import type { NewSiteIdentity } from '../../core/schemas/new-site.js';
import { hashToken, newToken } from '../auth/session.js';
import * as t from '../db/schema.js';
import type { AppDeps } from '../http/env.js';

export interface NewSiteGroup {
  code: string;
  name: string;
  url: string;
}

/** The group the department moved with; null when it stays here (or its address is not usable). */
export async function newSiteGroupOf(deps: AppDeps, departmentCode: string): Promise<NewSiteGroup | null> {
  const [row] = await deps.db
    .select({ code: t.newSiteGroups.code, name: t.newSiteGroups.name, url: t.newSiteGroups.url })
    .from(t.departments)
    .innerJoin(t.newSiteGroups, eq(t.newSiteGroups.code, t.departments.newSiteGroup))
    .where(eq(t.departments.code, departmentCode));
  // A mistyped address in the table must not become an open redirect (javascript:, //other, http:).
  return row && isNewSiteUrl(row.url) ? row : null;
}

/** A new token for the user and department, valid NEW_SITE_TOKEN_SECONDS, once. */
export async function issueNewSiteToken(deps: AppDeps, userId: number, departmentCode: string): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + NEW_SITE_TOKEN_SECONDS * 1000);
  await deps.db.insert(t.newSiteTokens).values({ tokenHash: hashToken(token), userId, departmentCode, createdAt: now, expiresAt });
  // Housekeeping, as createSession does: expired tokens are useless; the index on expires_at makes it cheap.
  await deps.db.delete(t.newSiteTokens).where(lt(t.newSiteTokens.expiresAt, now));
  return { token, expiresAt };
}

/**
 * Marks the token used and answers whom it was issued to; null for an unknown, used or expired token.
 * One UPDATE … WHERE used_at IS NULL: of two simultaneous exchanges exactly one wins.
 */
export async function redeemNewSiteToken(deps: AppDeps, token: string): Promise<NewSiteIdentity | null> {
  const now = deps.clock.now();
  const [used] = await deps.db
    .update(t.newSiteTokens)
    .set({ usedAt: now })
    .where(and(eq(t.newSiteTokens.tokenHash, hashToken(token)), isNull(t.newSiteTokens.usedAt), gt(t.newSiteTokens.expiresAt, now)))
    .returning({ userId: t.newSiteTokens.userId, departmentCode: t.newSiteTokens.departmentCode });
  if (!used) return null;
  const [row] = await deps.db
    .select({
      username: t.users.email,
      name: t.users.name,
      departmentCode: t.departments.code,
      departmentName: t.departments.name,
      customerNo: t.departments.customerNo,
      shopType: t.departments.shopType,
      groupCode: t.departments.newSiteGroup,
    })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, used.departmentCode))
    .where(eq(t.users.id, used.userId));
  // The department left its group between issue and exchange: nothing to hand over.
  if (!row || row.groupCode === null) return null;
  return { ...row, groupCode: row.groupCode };
}
