// Catalogue revisions (docs/decisions/006-catalogue-wire.md): a counter per department, and one for
// every department ('*'). The catalogue endpoint reads both on each request; a cached payload built at
// other revisions is rebuilt. Call bumpCatalogueRevision AFTER committing a change of products, prices,
// units, assortment, expiry or focus offers, featured lists (favourite lists and purchase history need
// no bump: they are the per-request overlay).
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';

export const ALL_DEPARTMENTS = '*';

/** Bumps the revision of one department, or of every department when none is given. */
export async function bumpCatalogueRevision(db: Db, departmentCode: string = ALL_DEPARTMENTS): Promise<void> {
  await db
    .insert(t.catalogueRevisions)
    .values({ departmentCode, revision: 1 })
    .onConflictDoUpdate({
      target: t.catalogueRevisions.departmentCode,
      set: { revision: sql`${t.catalogueRevisions.revision} + 1`, updatedAt: sql`now()` },
    });
}

/** "department revision.global revision", e.g. "3.1"; "0.0" before any bump. */
export async function catalogueRevision(db: Db, departmentCode: string): Promise<string> {
  const rows = await db
    .select({ departmentCode: t.catalogueRevisions.departmentCode, revision: t.catalogueRevisions.revision })
    .from(t.catalogueRevisions)
    .where(departmentCode === ALL_DEPARTMENTS
      ? eq(t.catalogueRevisions.departmentCode, ALL_DEPARTMENTS)
      : inArray(t.catalogueRevisions.departmentCode, [departmentCode, ALL_DEPARTMENTS]));
  const of = (code: string) => rows.find((r) => r.departmentCode === code)?.revision ?? 0;
  return `${of(departmentCode)}.${of(ALL_DEPARTMENTS)}`;
}
