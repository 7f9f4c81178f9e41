import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { foldedColumns, refoldIfStale, SEARCH_FOLDING_VERSION } from './refold.js';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('refolding the stored search columns (issue 23 §2)', () => {
  it('a freshly seeded database is current: nothing to refold', async () => {
    expect(await db.db.select().from(t.searchFolding)).toEqual([{ version: SEARCH_FOLDING_VERSION }]);
    expect(await refoldIfStale(db.db)).toEqual({ refolded: 0 });
  });

  it('a database folded the old way (ø -> oe) is refolded once, and only the stale rows change', async () => {
    const rows = await db.db.select({ id: t.products.id, name: t.products.name, brand: t.products.brand, searchText: t.products.searchText }).from(t.products).limit(3);
    const ids = rows.map((r) => r.id);
    // What the server's own folding wrote before version 2.
    for (const r of rows) await db.db.update(t.products).set({ searchText: `${r.searchText} smoer`, nameFold: 'soedmaelk' }).where(eq(t.products.id, r.id));
    await db.db.delete(t.searchFolding);

    expect(await refoldIfStale(db.db)).toEqual({ refolded: 3 });
    const after = await db.db.select({ id: t.products.id, searchText: t.products.searchText, nameFold: t.products.nameFold }).from(t.products).where(inArray(t.products.id, ids));
    for (const r of rows) {
      const expected = foldedColumns(r);
      expect(after.find((a) => a.id === r.id)).toEqual({ id: r.id, ...expected });
    }
    expect(await db.db.select().from(t.searchFolding)).toEqual([{ version: SEARCH_FOLDING_VERSION }]);
    expect(await refoldIfStale(db.db)).toEqual({ refolded: 0 });
  });
});
