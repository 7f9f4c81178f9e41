// Loading the generated catalogue fast (issue 15 point 4, docs/decisions/025-pglite-start.md): the
// secondary indexes and foreign keys of the big tables are dropped inside the seed's transaction and
// rebuilt once the rows are in (one sort per index and one join per key instead of a B-tree insert and
// a lookup per row); the rows themselves go in with api-server/db/insert-batched.ts.
// The schema ends exactly as the migrations made it (seed-checksum.test.ts compares it).
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/tx.js';

/** node-postgres answers execute() with { rows }, on PGlite too (decision 031). */
async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the migrations made that the bulk load drops for a while: rebuilt by `restore`. */
interface DroppedSchema {
  indexes: { table: string; name: string; def: string }[];
  foreignKeys: { table: string; name: string; def: string }[];
}

/**
 * Drops the indexes that back no constraint (primary keys and unique constraints stay: the seed's
 * own updates and look-ups use them) and the foreign keys of `tables`, and returns how to rebuild them.
 */
export async function dropSecondarySchema(tx: Tx, tables: readonly PgTable[]): Promise<DroppedSchema> {
  const names = tables.map((table) => getTableName(table));
  const list = sql.join(names.map((n) => sql`${n}`), sql`, `);
  // Indexes a constraint uses (primary keys, unique constraints, the targets of foreign keys) stay.
  const indexes = await rowsOf<{ table: string; name: string; def: string }>(tx, sql`
    select t.relname as "table", ic.relname as name, pg_get_indexdef(ic.oid) as def
      from pg_index x join pg_class ic on ic.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relnamespace = 'public'::regnamespace and t.relname in (${list})
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
     order by t.relname, ic.relname`);
  const foreignKeys = await rowsOf<{ table: string; name: string; def: string }>(tx, sql`
    select cl.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_class cl on cl.oid = c.conrelid
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace and cl.relname in (${list})
     order by cl.relname, c.conname`);
  for (const fk of foreignKeys) await tx.execute(sql.raw(`alter table "${fk.table}" drop constraint "${fk.name}"`));
  for (const ix of indexes) await tx.execute(sql.raw(`drop index "${ix.name}"`));
  return { indexes, foreignKeys };
}

/** Rebuilds what `dropSecondarySchema` dropped; a key the data breaks fails the seed here. */
export async function restoreSecondarySchema(tx: Tx, dropped: DroppedSchema): Promise<void> {
  for (const ix of dropped.indexes) await tx.execute(sql.raw(ix.def));
  for (const fk of dropped.foreignKeys) await tx.execute(sql.raw(`alter table "${fk.table}" add constraint "${fk.name}" ${fk.def}`));
}
