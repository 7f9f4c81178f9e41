// Loading the generated catalogue fast (issue 15 point 4, docs/decisions/025-pglite-start.md): the
// secondary indexes and foreign keys of the big tables are dropped inside the seed's transaction and
// rebuilt once the rows are in (one sort per index and one join per key instead of a B-tree insert and
// a lookup per row), and on PGlite the rows go in by COPY from a CSV blob instead of a JSON parameter.
// The schema ends exactly as the migrations made it (seed-checksum.test.ts compares it).
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pgliteUnder } from '../db/pglite-pool.js';
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

/**
 * One CSV field in PostgreSQL's CSV format: null unquoted and empty, numbers and booleans bare, all
 * other text quoted (so '' stays an empty string and '\\.' never ends the data).
 */
function csvField(value: unknown, sqlType: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (sqlType.endsWith('[]')) text = pgArrayLiteral(value as unknown[]);
  else if (sqlType === 'jsonb' || sqlType === 'json') text = JSON.stringify(value);
  else text = String(value);
  return text.includes('"') ? `"${text.replace(/"/g, '""')}"` : `"${text}"`;
}

/** A one-dimensional array literal: {"a","b"} (every element quoted, so commas and spaces are safe). */
function pgArrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/** Rows per COPY or INSERT statement: big enough to amortise a statement, small enough for memory. */
const BATCH_ROWS = 5_000;

/**
 * Inserts rows: by COPY from a CSV blob on PGlite, else in batches of ONE JSON parameter expanded by
 * json_to_recordset (on PostgreSQL that is one statement per batch; `pg` has no COPY without another
 * package). Columns the rows do not give take their defaults, as with an INSERT.
 */
export async function insertBatched<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][], batchSize = BATCH_ROWS): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] as object).filter((k) => columns[k]);
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  // PGlite's COPY runs in the seed's transaction: the transaction's client and PGlite share its one session.
  const pglite = pgliteUnder(tx);
  if (pglite) {
    const types = keys.map((k) => columns[k]!.getSQLType());
    for (let i = 0; i < rows.length; i += batchSize) {
      const lines: string[] = [];
      for (const row of rows.slice(i, i + batchSize)) {
        const r = row as Record<string, unknown>;
        lines.push(keys.map((k, j) => csvField(r[k], types[j]!)).join(','));
      }
      const blob = new Blob([lines.join('\n'), '\n']);
      await pglite.query(`copy "${getTableName(table)}" (${names}) from '/dev/blob' with (format csv)`, [], { blob });
    }
    return;
  }
  const defs = keys.map((k) => `"${columns[k]!.name}" ${columns[k]!.getSQLType()}`).join(', ');
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize).map((row) => {
      const out: Record<string, unknown> = {};
      for (const k of keys) out[columns[k]!.name] = (row as Record<string, unknown>)[k] ?? null;
      return out;
    });
    await tx.execute(
      sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(batch)}::json) as x(${sql.raw(defs)})`,
    );
  }
}
