// Many rows into one table in few statements: the seed's bulk load (issue 15 point 4, decision 025) and a
// request that writes many rows (a complete's order lines and purchase history, a new favourite list's
// items, a recurring order's lines and history: decision 027 "Session 19"). drizzle's `.values(rows)`
// writes `($1, $2), ($3, $4), …`: for a 100-line complete that was 1,400 parameters, and building,
// serializing and sending that statement was about a third of the shop's CPU per complete.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pgliteUnder } from './pglite-pool.js';
import type { Tx } from './tx.js';

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
 * Inserts rows: by COPY from a CSV blob on a PGlite in this process (the seed, the tests), else in
 * batches of ONE JSON parameter expanded by json_to_recordset (PostgreSQL, and the server's PGlite on its
 * own thread: one statement per batch; `pg` has no COPY without another package). The columns are the
 * first row's: a column it does not give takes its default, as with an INSERT; every other row should
 * give the same columns (one it leaves out is NULL there, not its default). For a handful of rows
 * `.values()` is as good.
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
