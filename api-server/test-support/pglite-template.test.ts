// The PGlite template (docs/decisions/029-test-speed.md) must hand every test file the database the
// slow path gave it: migrations + seedIfEmpty(400 products, TEST_TODAY). Compared with the seed
// checksums (every row but the now()/salt/guid columns, every sequence), the schema shape, and the
// change-watch fingerprint (every column of every row) between two copies of one template.
import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/open.js';
import { seedIfEmpty } from '../seed/seed.js';
import { fingerprint, resetFingerprintCache } from './db-fingerprint.js';
import { schemaShape, seedChecksums } from './seed-checksums.js';
import { createPgliteTestDb as createTestDb, TEST_PRODUCT_COUNT, TEST_TODAY, type TestDb } from './test-db.js';

// PGlite's test databases whatever DATABASE_URL says: CI's PostgreSQL run of the API suite checks them too
// (and a skipped test would count as not passed there).
describe('PGlite test databases from a template', () => {
  const opened: Array<TestDb | OpenDatabase> = [];
  let slow: OpenDatabase;
  let first: TestDb;
  let second: TestDb;

  beforeAll(async () => {
    slow = await openDatabase({ memory: true });
    opened.push(slow);
    await seedIfEmpty(slow.db, { productCount: TEST_PRODUCT_COUNT, referenceDate: TEST_TODAY });
    first = await createTestDb();
    opened.push(first);
    second = await createTestDb();
    opened.push(second);
  }, 300_000);
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('is published in the run\'s template directory, so later files skip initdb, migrations and seed', () => {
    const dir = inject('pgliteTemplateDir');
    expect(dir).toBeTruthy();
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir)).toContain(`products-${TEST_PRODUCT_COUNT}-${TEST_TODAY}.tar`);
  });

  it('holds the rows and sequences seedIfEmpty writes (400 products, TEST_TODAY)', async () => {
    const expected = await seedChecksums(slow.db);
    expect(Number(expected.products!.split(' ')[0])).toBe(TEST_PRODUCT_COUNT);
    expect(await seedChecksums(second.db)).toEqual(expected);
  }, 120_000);

  it('has the schema the migrations make (indexes and constraints)', async () => {
    const expected = await schemaShape(slow.db);
    expect(expected.length).toBeGreaterThan(50);
    expect(await schemaShape(second.db)).toEqual(expected);
  });

  it('gives copies equal to the database it was dumped from, every column included', async () => {
    resetFingerprintCache();
    const a = await fingerprint(first.db);
    const b = await fingerprint(second.db);
    expect(a.get('products')).toMatch(/^400:/);
    expect(b).toEqual(a);
  }, 120_000);

  it('gives each test file its own database: a write in one copy is not in another', async () => {
    await first.db.execute(sql`update products set name = 'kun i den første kopi' where id = (select min(id) from products)`);
    const fresh = await createTestDb();
    opened.push(fresh);
    resetFingerprintCache();
    expect((await fingerprint(fresh.db)).get('products')).toBe((await fingerprint(second.db)).get('products'));
    expect((await fingerprint(first.db)).get('products')).not.toBe((await fingerprint(second.db)).get('products'));
  }, 120_000);

  it('keeps a template per option set: empty (migrations only) and another product count', async () => {
    const empty = await createTestDb({ empty: true });
    opened.push(empty);
    const emptyAgain = await createTestDb({ empty: true });
    opened.push(emptyAgain);
    const migrated = await openDatabase({ memory: true });
    opened.push(migrated);
    const expected = await seedChecksums(migrated.db);
    expect(expected.products).toBe('0 d41d8cd98f00b204e9800998ecf8427e');
    expect(await seedChecksums(emptyAgain.db)).toEqual(expected);

    const small = await createTestDb({ products: 20 });
    opened.push(small);
    expect((await seedChecksums(small.db)).products).toMatch(/^20 /);
    expect(readdirSync(inject('pgliteTemplateDir'))).toEqual(expect.arrayContaining(['empty.tar', `products-20-${TEST_TODAY}.tar`]));
  }, 300_000);
});
