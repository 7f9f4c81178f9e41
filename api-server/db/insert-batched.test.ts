// insertBatched writes what drizzle's `.values(rows)` writes, for the column types the shop sends that
// way, on both databases (PGlite by default: its COPY path; PostgreSQL with DATABASE_URL: its JSON path).
// Each case runs in a transaction that is rolled back, on temporary tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { siteVariant } from './schema.js';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import type { Tx } from './tx.js';
import { insertBatched } from './insert-batched.js';

const columns = () => ({
  n: integer('n').notNull(),
  small: smallint('small').notNull().default(7),
  label: text('label').notNull().default(''),
  amount: numeric('amount', { precision: 10, scale: 2 }),
  flag: boolean('flag'),
  day: date('day', { mode: 'string' }),
  at: timestamp('at', { withTimezone: true }),
  variant: siteVariant('variant'),
  maybe: integer('maybe'),
  tags: text('tags').array(),
  doc: jsonb('doc'),
});
const viaValues = pgTable('insert_values_probe', columns());
const viaBatched = pgTable('insert_batched_probe', columns());
type Row = typeof viaBatched.$inferInsert;

const ROLLBACK = new Error('rollback');

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ empty: true });
});
afterAll(async () => {
  await testDb?.close();
});

/** Runs `task` on fresh temporary copies of both tables, then rolls everything back. */
async function withTables<R>(task: (tx: Tx) => Promise<R>): Promise<R> {
  let result: R | undefined;
  await testDb.db.transaction(async (tx) => {
    for (const name of ['insert_values_probe', 'insert_batched_probe']) {
      await tx.execute(sql.raw(`create temporary table ${name} (n integer not null, small smallint not null default 7,
        label text not null default '', amount numeric(10, 2), flag boolean, day date, at timestamptz, variant site_variant,
        maybe integer, tags text[], doc jsonb) on commit drop`));
    }
    result = await task(tx);
    throw ROLLBACK;
  }).catch((error: unknown) => {
    if (error !== ROLLBACK) throw error;
  });
  return result as R;
}

const read = (tx: Tx, table: typeof viaBatched | typeof viaValues) => tx.select().from(table as typeof viaBatched).orderBy(asc(table.n));

describe('insertBatched', () => {
  it('writes the same rows as .values(rows), text that looks like array syntax and NULL included', async () => {
    const rows: Row[] = [
      { n: 1, small: 2, label: 'Mælk "let" 1,5 %', amount: '12.50', flag: true, day: '2025-06-04', at: new Date('2025-06-04T10:00:00Z'), variant: 'ab', maybe: null, tags: ['a', 'b, "c"'], doc: { kg: 1.5 } },
      { n: 2, small: -3, label: '{a,b} \\ NULL', amount: '0.01', flag: false, day: '1999-12-31', at: new Date('2025-01-01T00:00:00.123Z'), variant: 'product', maybe: 5, tags: [], doc: [1, 'to'] },
      { n: 3, small: 0, label: 'NULL', amount: null, flag: null, day: null, at: null, variant: null, maybe: null, tags: null, doc: null },
      { n: 4, small: 1, label: '', amount: '99999999.99', flag: true, day: '2025-02-28', at: new Date(0), variant: 'inco', maybe: -2147483648, tags: ['NULL'], doc: 'tekst' },
    ];
    const [expected, actual] = await withTables(async (tx) => {
      await tx.insert(viaValues).values(rows);
      await insertBatched(tx, viaBatched, rows);
      return [await read(tx, viaValues), await read(tx, viaBatched)];
    });
    expect(actual).toEqual(expected);
    expect(actual.map((r) => r.label)).toEqual(['Mælk "let" 1,5 %', '{a,b} \\ NULL', 'NULL', '']);
    expect(actual[2]).toMatchObject({ amount: null, flag: null, maybe: null, variant: null });
  });

  it('gives a column left out of every row its default, and writes every batch', async () => {
    const rows: Row[] = Array.from({ length: 250 }, (_, k) => ({ n: k, amount: `${k}.25` }));
    const written = await withTables(async (tx) => {
      await insertBatched(tx, viaBatched, rows, 100);
      return read(tx, viaBatched);
    });
    expect(written).toHaveLength(250);
    expect(written[249]).toMatchObject({ n: 249, small: 7, label: '', amount: '249.25', flag: null });
  });

  it('does nothing for no rows', async () => {
    const written = await withTables(async (tx) => {
      await insertBatched(tx, viaBatched, []);
      return read(tx, viaBatched);
    });
    expect(written).toEqual([]);
  });
});
