// Checksums of a seeded database that ignore only what is not data (now() defaults, the demo password's
// salted hash, a random guid): used to prove that a faster way of loading the seed (issue 15 point 4,
// seed-checksum.test.ts) or of copying a seeded database (pglite-template.test.ts) writes the same rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.js';

/**
 * Columns whose seeded value is not data: now() defaults (the moment of seeding) and the demo
 * password's hash (argon2 with a random salt), the recurring order's random guid, and the line preview
 * version (a counter raised once per catalogue statement, so it depends on how the seed was loaded:
 * decision 033). They count as "set" only; the hash is verified below.
 */
const VOLATILE = `(c.column_default like '%now()%'
  or (c.table_name = 'users' and c.column_name = 'password_hash')
  or (c.table_name = 'recurring_orders' and c.column_name = 'guid')
  or (c.table_name = 'line_preview_version' and c.column_name = 'version'))`;

/** node-postgres answers execute() with { rows }, on PGlite too (decision 031). */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** md5 of every public table's rows (text form, in text order), and every sequence's position. */
export async function seedChecksums(db: Db): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    // The text form of timestamptz depends on the session's zone: fix it so PGlite and PostgreSQL agree.
    await tx.execute(sql`set local timezone to 'UTC'`);
    await tx.execute(sql`set local datestyle to 'ISO, YMD'`);
    await tx.execute(sql`set local extra_float_digits to 1`);
    const columns = await rowsOf<{ table_name: string; column_name: string; volatile: boolean }>(tx, sql.raw(
      `select c.table_name, c.column_name, ${VOLATILE} as volatile
         from information_schema.columns c join information_schema.tables tb
           on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
        where c.table_schema = 'public' order by c.table_name, c.ordinal_position`,
    ));
    const byTable = new Map<string, string[]>();
    for (const c of columns) {
      const expr = c.volatile ? `("${c.column_name}" is not null)` : `"${c.column_name}"`;
      byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), expr]);
    }
    const out: Record<string, string> = {};
    for (const [table, exprs] of byTable) {
      const row = `row(${exprs.join(', ')})::text`;
      const r = await rowsOf<{ n: number | string; h: string }>(tx, sql.raw(
        `select count(*) as n, md5(coalesce(string_agg(r, E'\\n' order by r collate "C"), '')) as h from (select ${row} as r from "${table}") x`,
      ));
      out[table] = `${r[0]!.n} ${r[0]!.h}`;
    }
    const seqs = await rowsOf<{ name: string }>(tx, sql`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`);
    for (const s of seqs) {
      const r = await rowsOf<{ v: string | number | null; called: boolean }>(tx, sql.raw(`select last_value as v, is_called as called from "${s.name}"`));
      out[`sequence ${s.name}`] = `${r[0]!.v} ${r[0]!.called}`;
    }
    return out;
  });
}

/** The schema objects the bulk load drops and rebuilds: indexes, and every constraint with its definition. */
export async function schemaShape(db: Db): Promise<string[]> {
  const indexes = await rowsOf<{ line: string }>(db, sql`select tablename || ' ' || indexname || ': ' || indexdef as line
    from pg_indexes where schemaname = 'public' order by 1`);
  const constraints = await rowsOf<{ line: string }>(db, sql`select cl.relname || ' ' || c.conname || ' ' || c.contype::text || ': ' || pg_get_constraintdef(c.oid) || ' valid=' || c.convalidated::text as line
    from pg_constraint c join pg_class cl on cl.oid = c.conrelid where c.connamespace = 'public'::regnamespace order by 1`);
  return [...indexes, ...constraints].map((r) => r.line);
}
