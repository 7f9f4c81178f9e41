// createTestDb() on the kind DATABASE_URL picks (PGlite in `npm test`, PostgreSQL in CI's API suite run)
// must hand every test file the database the slow path gives: a new database, every migration,
// seedIfEmpty(400 products, TEST_TODAY). Both kinds copy a per-run template (decision 029); PGlite's
// copies are proved in detail by pglite-template.test.ts, this file proves whichever kind runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/open.js';
import { seedIfEmpty } from '../seed/seed.js';
import { databaseUrl, withAdminClient } from './postgres-admin.js';
import { templateName } from './postgres-template.js';
import { rowsOf, schemaShape, seedChecksums } from './seed-checksums.js';
import { createTestDb, TEST_PRODUCT_COUNT, TEST_TODAY, type TestDb } from './test-db.js';

const adminUrl = process.env.DATABASE_URL;

function adminQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  return withAdminClient(adminUrl!, (admin) => admin.query(text, values));
}

/** The slow path: a new database of the same kind, migrated and seeded here. */
async function openSlow(): Promise<{ opened: OpenDatabase; drop(): Promise<void> }> {
  if (!adminUrl) return { opened: await openDatabase({ memory: true }), drop: async () => {} };
  const name = `shop_test_slow_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  return {
    opened: await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolMax: 2 }),
    drop: async () => void (await adminQuery(`drop database if exists "${name}" with (force)`)),
  };
}

describe('createTestDb() on the kind DATABASE_URL picks', () => {
  const copies: TestDb[] = [];
  let slow: Awaited<ReturnType<typeof openSlow>>;

  beforeAll(async () => {
    slow = await openSlow();
    await seedIfEmpty(slow.opened.db, { productCount: TEST_PRODUCT_COUNT, referenceDate: TEST_TODAY });
    copies.push(await createTestDb(), await createTestDb());
  }, 300_000);
  afterAll(async () => {
    for (const copy of copies) await copy.close();
    await slow.opened.close();
    await slow.drop();
  });

  it('is a copy of this run\'s template for its option set', async () => {
    const key = `products-${TEST_PRODUCT_COUNT}-${TEST_TODAY}`;
    if (adminUrl) {
      expect(copies[0]!.kind).toBe('postgres');
      const name = templateName(inject('postgresTemplatePrefix'), key);
      expect(name).toMatch(/^shop_tpl_[0-9a-f]{8}_products_400_2025_06_04$/);
      expect((await adminQuery('select datname from pg_database where datname = $1', [name])).rowCount).toBe(1);
    } else {
      expect(copies[0]!.kind).toBe('pglite');
      expect(existsSync(join(inject('pgliteTemplateDir'), `${key}.tar`))).toBe(true);
    }
  });

  it('holds the rows, sequences and schema the slow path gives', async () => {
    const expected = await seedChecksums(slow.opened.db);
    expect(Number(expected.products!.split(' ')[0])).toBe(TEST_PRODUCT_COUNT);
    expect(await seedChecksums(copies[1]!.db)).toEqual(expected);
    expect(await schemaShape(copies[1]!.db)).toEqual(await schemaShape(slow.opened.db));
  }, 120_000);

  it('gives each file its own database: a write in one copy is not in another', async () => {
    const [first, second] = copies as [TestDb, TestDb];
    const id = sql`(select min(id) from products)`;
    await first.db.execute(sql`update products set name = 'kun i den første kopi' where id = ${id}`);
    const names = async (db: TestDb) => (await rowsOf<{ name: string }>(db.db, sql`select name from products where id = ${id}`))[0]!.name;
    expect(await names(first)).toBe('kun i den første kopi');
    expect(await names(second)).not.toBe('kun i den første kopi');
    const third = await createTestDb();
    copies.push(third);
    expect(await names(third)).toBe(await names(second));
  }, 120_000);

  it('keeps a template per option set: empty is migrations only, another product count its own', async () => {
    const empty = await createTestDb({ empty: true });
    copies.push(empty);
    expect((await seedChecksums(empty.db)).products).toBe('0 d41d8cd98f00b204e9800998ecf8427e');
    const small = await createTestDb({ products: 20 });
    copies.push(small);
    expect((await seedChecksums(small.db)).products).toMatch(/^20 /);
  }, 300_000);
});

describe('templateName', () => {
  it.each([
    ['shop_tpl_0a1b2c3d', 'products-400-2025-06-04', 'shop_tpl_0a1b2c3d_products_400_2025_06_04'],
    ['shop_tpl_0a1b2c3d', 'empty', 'shop_tpl_0a1b2c3d_empty'],
    ['shop_tpl_0a1b2c3d', 'Products 20/x', 'shop_tpl_0a1b2c3d_products_20_x'],
  ])('%s + %s → %s', (prefix, key, name) => {
    expect(templateName(prefix, key)).toBe(name);
  });

  it('refuses a name PostgreSQL would cut at 63 bytes', () => {
    expect(() => templateName('shop_tpl_0a1b2c3d', 'x'.repeat(60))).toThrow(/too long/);
  });
});
