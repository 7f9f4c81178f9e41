// The stored folded columns follow core's search folding (issue 23 §2). A database written with an
// older folding (before version 2 the server folded ø to 'oe', the worker to 'o') is refolded once, at
// start, in one transaction; afterwards the start only reads the version row.
import { asc, count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/tx.js';
import * as t from '../db/schema.js';
import { foldForSearch } from './sql-text.js';

/** Raise when core/search/normalize.ts folds differently: stored columns are then refolded. */
export const SEARCH_FOLDING_VERSION = 2;

const REFOLD_LOCK_KEY = 0x5e_f01d;
const BATCH = 1000;

/** The columns as the seed writes them (api-server/seed/generate.ts). */
export function foldedColumns(p: { id: string; name: string; brand: string }): { searchText: string; nameFold: string } {
  return { searchText: foldForSearch(`${p.name} ${p.brand} ${p.id}`), nameFold: foldForSearch(p.name) };
}

export interface RefoldResult {
  /** Products whose stored folding changed; 0 when the database was current. */
  refolded: number;
}

export async function refoldIfStale(db: DbOrTx): Promise<RefoldResult> {
  const current = async (q: DbOrTx) => (await q.select({ version: t.searchFolding.version }).from(t.searchFolding))[0]?.version;
  if ((await current(db)) === SEARCH_FOLDING_VERSION) return { refolded: 0 };
  return db.transaction(async (tx) => {
    // Two processes starting at once (issue 14 §6): one refolds, the other waits and finds it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${REFOLD_LOCK_KEY})`);
    if ((await current(tx)) === SEARCH_FOLDING_VERSION) return { refolded: 0 };
    const [total] = await tx.select({ n: count() }).from(t.products);
    let refolded = 0;
    for (let offset = 0; offset < (total?.n ?? 0); offset += BATCH) {
      const rows = await tx
        .select({ id: t.products.id, name: t.products.name, brand: t.products.brand, searchText: t.products.searchText, nameFold: t.products.nameFold })
        .from(t.products)
        .orderBy(asc(t.products.id))
        .limit(BATCH)
        .offset(offset);
      const changed = rows.flatMap((row) => {
        const next = foldedColumns(row);
        return next.searchText === row.searchText && next.nameFold === row.nameFold ? [] : [{ id: row.id, ...next }];
      });
      if (changed.length === 0) continue;
      const values = sql.join(changed.map((c) => sql`(${c.id}, ${c.searchText}, ${c.nameFold})`), sql`, `);
      await tx.execute(sql`update ${t.products} set search_text = v.search_text, name_fold = v.name_fold
        from (values ${values}) as v(id, search_text, name_fold) where ${t.products.id} = v.id`);
      refolded += changed.length;
    }
    await tx.delete(t.searchFolding);
    await tx.insert(t.searchFolding).values({ version: SEARCH_FOLDING_VERSION });
    return { refolded };
  });
}
