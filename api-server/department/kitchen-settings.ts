// A department's kitchen settings (issue 20 §3 allergen guard, §5 targets): read with defaults, saved
// by an admin of the customer, and the allergen guard list of the department's assortment. The
// department is always the session's (routes/department.ts passes auth.department); nothing here
// takes a department from a request.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ALLERGEN_CODES, type AllergenCode } from '../../core/schemas/food-info.js';
import type { AllergenGuardList, GuardedProduct } from '../../core/schemas/allergen-guard.js';
import type { KitchenSettings, KitchenSettingsUpdate } from '../../core/schemas/kitchen-settings.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { AuthContext } from '../http/env.js';


/**
 * Issue 20 §3 "editable in my-page by an admin of the customer": users.is_admin, and the user belongs
 * to the session's department (so to its customer). A punch-out session acts for a procurement
 * system, never as an admin.
 */
export function mayEditKitchenSettings(auth: Pick<AuthContext, 'user' | 'punchOut'>): boolean {
  return auth.user.isAdmin && !auth.user.isPunchOut && !auth.punchOut;
}

/** De-duplicated, unknown codes dropped, in the EU annex order (the order every list shows them in). */
export function inAnnexOrder(codes: readonly string[]): AllergenCode[] {
  const set = new Set(codes);
  return ALLERGEN_CODES.filter((code) => set.has(code));
}

export async function readKitchenSettings(db: Db, auth: AuthContext): Promise<KitchenSettings> {
  const [row] = await db.select().from(t.departmentKitchenSettings).where(eq(t.departmentKitchenSettings.departmentCode, auth.department.code));
  return {
    departmentCode: auth.department.code,
    excludedAllergens: inAnnexOrder(row?.excludedAllergens ?? []),
    co2TargetPerLine: row?.co2TargetPerLine == null ? null : Number(row.co2TargetPerLine),
    organicTargetPct: row?.organicTargetPct ?? null,
    editable: mayEditKitchenSettings(auth),
  };
}

/** Replaces the department's settings (upsert); the caller has checked mayEditKitchenSettings. */
export async function saveKitchenSettings(db: Db, auth: AuthContext, update: KitchenSettingsUpdate, now: Date): Promise<KitchenSettings> {
  const values = {
    excludedAllergens: inAnnexOrder(update.excludedAllergens),
    // numeric(8,2): the text form keeps the two decimals exact (toFixed rounds a typed 2.555 to 2.56).
    co2TargetPerLine: update.co2TargetPerLine === null ? null : update.co2TargetPerLine.toFixed(2),
    organicTargetPct: update.organicTargetPct,
    updatedAt: now,
    updatedBy: auth.user.id,
  };
  await db
    .insert(t.departmentKitchenSettings)
    .values({ departmentCode: auth.department.code, ...values })
    .onConflictDoUpdate({ target: t.departmentKitchenSettings.departmentCode, set: values });
  return readKitchenSettings(db, auth);
}

/**
 * The products of the department's assortment that contain or may contain an excluded allergen, in
 * one query (the settings row joined to the assortment and the allergens). Empty when none excluded.
 */
export async function allergenGuardList(db: Db, departmentCode: string): Promise<AllergenGuardList> {
  type Row = { product_id: string | null; excluded: string[]; contains: string[] | null; may_contain: string[] | null };
  // node-postgres answers execute() with { rows }, on PGlite too (decision 031).
  const result = (await db.execute(sql`
    select s.excluded_allergens as excluded, g.product_id, g.contains, g.may_contain
    from ${t.departmentKitchenSettings} s
    left join lateral (
      select fa.product_id,
             array_agg(fa.allergen) filter (where fa.presence = 'contains') as contains,
             array_agg(fa.allergen) filter (where fa.presence = 'mayContain') as may_contain
      from ${t.assortment} a
      join ${t.foodAllergens} fa on fa.product_id = a.product_id
      where a.department_code = s.department_code and fa.allergen = any(s.excluded_allergens)
      group by fa.product_id
    ) g on true
    where s.department_code = ${departmentCode}
    order by g.product_id`)) as unknown as { rows: Row[] };
  const list = result.rows;
  const excludedAllergens = inAnnexOrder(list[0]?.excluded ?? []);
  const products: GuardedProduct[] = [];
  for (const row of list) {
    if (row.product_id === null) continue;
    products.push({ productId: row.product_id, contains: inAnnexOrder(row.contains ?? []), mayContain: inAnnexOrder(row.may_contain ?? []) });
  }
  return { excludedAllergens, products };
}

/** A strong ETag of the guard list's content (the list is small: hashing it is cheaper than a 200). */
export function guardListEtag(list: AllergenGuardList): string {
  return `"${createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match (a list of tags, weak or strong, or *) names this ETag (RFC 9110 §13.1.2, weak comparison). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
