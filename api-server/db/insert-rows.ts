// Many rows into one table as one statement with one array parameter per column (issue 15 point 1,
// docs/decisions/027-add-to-order-speed.md "Session 19"): `insert into t (a, b) select * from
// unnest($1::integer[], $2::text[])`. drizzle's `.values(rows)` writes `($1, $2), ($3, $4), …`: for a
// complete's 100 order lines that is 1,400 parameters, and building that statement (drizzle's `is()` on
// every chunk, its typings), serializing and sending it was about a third of the shop's CPU per complete.
// The statement text here depends only on the table and its columns, whatever the number of rows.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './tx.js';

/**
 * Inserts `rows` into `table` in one statement. Every row must name the same columns (what a column's
 * default would give cannot be said per row in an array); a column left out of every row takes its
 * default, as with `.values()`. `null` is SQL NULL. Array and JSON columns are not supported (unnest
 * flattens arrays). Throws before sending anything if the rows break these rules.
 */
export async function insertRows<T extends PgTable>(tx: Pick<Tx, 'execute'>, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, ReturnType<typeof getTableColumns>[string]>;
  const keys = Object.keys(first).filter((key) => (first as Record<string, unknown>)[key] !== undefined);
  const arrays = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertRows: ${key} is not a column of the table`);
    const type = column.getSQLType();
    if (type.endsWith(']') || type.startsWith('json')) throw new Error(`insertRows: ${key} (${type}) cannot be sent as an array element`);
    return {
      column,
      type,
      values: rows.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        if (value === undefined) throw new Error(`insertRows: every row must give ${key}`);
        return value === null ? null : column.mapToDriverValue(value);
      }),
    };
  });
  for (const row of rows) {
    const given = Object.values(row as Record<string, unknown>).filter((value) => value !== undefined).length;
    if (given !== keys.length) throw new Error('insertRows: every row must give the same columns');
  }
  await tx.execute(sql`insert into ${table} (${sql.join(arrays.map((a) => sql.identifier(a.column.name)), sql`, `)})
    select * from unnest(${sql.join(arrays.map((a) => sql`${sql.param(a.values)}::${sql.raw(a.type)}[]`), sql`, `)})`);
}
