// The database side of a cXML punch-out setup (issue 16 §2): the buyer and its shared secret, matching an
// edit/inspect requisition's ItemOut lines to our products and units, and the one-time StartPage token
// (5 minutes, usable once; only its SHA-256 is stored, like session tokens).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { MAX_LINE_AMOUNT } from '../../core/schemas/cart.js';
import type { CxmlSetupRequest } from '../../core/schemas/punch-out.js';
import { unitFromPunchOutCode } from '../../core/rules/punch-out-units.js';
import * as t from '../db/schema.js';
import type { AppDeps, DepartmentRow, SessionUser } from '../http/env.js';
import { sessionUserColumns } from '../auth/session-user.js';

/** How long a StartPage URL may wait for the buyer's browser. */
export const START_TOKEN_MINUTES = 5;

export type StartItem = { productId: string; unit: string; amount: string };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares sha256(secret) with the stored hex hash in constant time. */
export function sharedSecretMatches(secret: string, storedHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const given = sha256(secret);
  // An unusable stored hash still costs a comparison, so timing does not tell identities apart.
  if (stored.length !== given.length) {
    timingSafeEqual(given, given);
    return false;
  }
  return timingSafeEqual(given, stored);
}

/** Comparing against this when the identity is unknown keeps the answer's timing the same. */
const NO_BUYER_HASH = createHash('sha256').update(randomBytes(32)).digest('hex');

/**
 * The punch-out user the request's Sender identity and SharedSecret authenticate, or null (unknown
 * identity, wrong secret, or a user who is no longer a punch-out user).
 */
export async function authenticateCxmlBuyer(deps: AppDeps, identity: string, secret: string): Promise<{ user: SessionUser; department: DepartmentRow } | null> {
  const [row] = await deps.db
    .select({ buyer: t.punchOutBuyers, user: sessionUserColumns, department: t.departments })
    .from(t.punchOutBuyers)
    .innerJoin(t.users, eq(t.users.id, t.punchOutBuyers.userId))
    .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
    .where(eq(t.punchOutBuyers.identity, identity))
    .limit(1);
  const matches = sharedSecretMatches(secret, row?.buyer.secretHash ?? NO_BUYER_HASH);
  if (!row || !matches || !row.user.isPunchOut) return null;
  return { user: row.user, department: row.department };
}

/** A quantity a basket line can hold: positive, at most MAX_LINE_AMOUNT, whole hundredths. */
function basketAmount(quantity: string): string | null {
  const value = Number(quantity);
  if (!Number.isFinite(value) || value <= 0 || value > MAX_LINE_AMOUNT) return null;
  const hundredths = Math.round(value * 100);
  if (Math.abs(hundredths - value * 100) > 1e-6) return null;
  return (hundredths / 100).toString();
}

/**
 * The requisition's ItemOut lines as basket lines: a SupplierPartID that is one of our products in the
 * department's assortment, a UnitOfMeasure that is one of its units (unitFromPunchOutCode; none given:
 * the product's default unit) and a quantity a basket holds. Other lines are skipped: the buyer sees
 * in the basket what came back, and the requisition keeps its own copy until the transfer replaces it.
 */
export async function matchItemOut(deps: AppDeps, department: DepartmentRow, items: CxmlSetupRequest['itemOut']): Promise<{ items: StartItem[]; skipped: number }> {
  const ids = [...new Set(items.map((i) => i.supplierPartId))];
  if (ids.length === 0) return { items: [], skipped: 0 };
  const units = await deps.db
    .select({ productId: t.productUnits.productId, code: t.productUnits.code, isDefault: t.productUnits.isDefault })
    .from(t.productUnits)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.productUnits.productId), eq(t.assortment.departmentCode, department.code)))
    .where(inArray(t.productUnits.productId, ids));
  const byProduct = new Map<string, { code: string; isDefault: boolean }[]>();
  for (const u of units) byProduct.set(u.productId, [...(byProduct.get(u.productId) ?? []), u]);
  const matched: StartItem[] = [];
  for (const item of items) {
    const available = byProduct.get(item.supplierPartId);
    if (!available) continue;
    const unit = item.unitOfMeasure
      ? unitFromPunchOutCode(item.unitOfMeasure, available.map((u) => u.code))
      : (available.find((u) => u.isDefault) ?? available[0])?.code ?? null;
    const amount = basketAmount(item.quantity);
    if (unit && amount) matched.push({ productId: item.supplierPartId, unit, amount });
  }
  return { items: matched, skipped: items.length - matched.length };
}

export interface StartTokenInput {
  userId: number;
  operation: 'create' | 'edit' | 'inspect';
  returnUrl: string;
  buyerCookie: string;
  items: StartItem[];
}

/** Stores a new StartPage token (its SHA-256) and returns the token for the URL. */
export async function createStartToken(deps: AppDeps, input: StartTokenInput): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.insert(t.punchOutStartTokens).values({
    id: sha256(token).toString('hex'),
    ...input,
    expiresAt: new Date(now.getTime() + START_TOKEN_MINUTES * 60_000),
    createdAt: now,
  });
  return token;
}

/**
 * Uses a StartPage token: one atomic UPDATE, so of two browsers racing with the same URL only one gets
 * the row. Null when unknown, already used or expired.
 */
export async function consumeStartToken(deps: AppDeps, token: string) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(t.punchOutStartTokens)
    .set({ usedAt: now })
    .where(and(
      eq(t.punchOutStartTokens.id, sha256(token).toString('hex')),
      isNull(t.punchOutStartTokens.usedAt),
      gt(t.punchOutStartTokens.expiresAt, now),
    ))
    .returning();
  if (!row) return null;
  const [owner] = await deps.db
    .select({ user: sessionUserColumns, department: t.departments })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
    .where(eq(t.users.id, row.userId));
  if (!owner || !owner.user.isPunchOut) return null;
  return { token: row, user: owner.user, department: owner.department };
}
