// The node-postgres pool behind a drizzle handle (issue 15 point 1, docs/decisions/027-add-to-order-speed.md
// "Third pass"), for the few statements sent by hand: fixed texts as named prepared statements, and the
// add's transaction written as one pipeline. PGlite has one too, of one client (decision 031). Null for an
// open transaction (a drizzle transaction's handle holds a checked-out client, not the pool): those
// callers keep drizzle's path.
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fillPlaceholders, type SQL } from 'drizzle-orm';

export function pgPoolOf(db: unknown): pg.Pool | null {
  // drizzle keeps the driver's client on its session; node-postgres' database handle holds the Pool.
  const client = (db as { session?: { client?: unknown } } | null)?.session?.client;
  return client instanceof pg.Pool ? client : null;
}

export interface FixedStatement {
  name: string;
  text: string;
  /** The values in the text's $n order, from named values. */
  values(named: Record<string, unknown>): unknown[];
}

/**
 * A statement of fixed text, rendered once from drizzle's `sql` with `sql.placeholder`s (so the schema's
 * table names stay the one source), sent by name: PostgreSQL parses and plans it once per connection,
 * and nothing is built per request. Planned once only if PostgreSQL keeps its generic plan: a filter
 * `= any($array)` makes every call's own plan look cheaper, so it is planned on every call; take the ids
 * through `any(array(select unnest($ids)))` as the products statement does (027, "Session 14").
 */
export function fixedStatement(name: string, query: SQL): FixedStatement {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { name, text, values: (named) => fillPlaceholders(params, named) };
}

export function run(client: pg.Pool | pg.PoolClient, statement: FixedStatement, named: Record<string, unknown>) {
  return client.query<Record<string, unknown>>({ name: statement.name, text: statement.text, values: statement.values(named) });
}
