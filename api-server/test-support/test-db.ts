// A fresh migrated and seeded database per test file: PGlite in memory by default; with DATABASE_URL
// set, a new PostgreSQL database (shop_test_<random>) created through an admin connection and dropped
// afterwards, so the same API suite runs on both. Both are copies of a per-run template.
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db, type DbKind } from '../db/open.js';
import { seedIfEmpty } from '../seed/seed.js';
import { memoryDbFromTemplate } from './pglite-template.js';
import { databaseUrl, withAdminClient } from './postgres-admin.js';
import { createPostgresTestDatabase } from './postgres-template.js';

export const TEST_PRODUCT_COUNT = 400;
/** A Wednesday, 12:00 in Copenhagen. The seed places offers and expiry dates around this day. */
export const TEST_NOW = '2025-06-04T10:00:00Z';
export const TEST_TODAY = '2025-06-04';

export interface TestDb {
  db: Db;
  kind: DbKind;
  /** PostgreSQL only: the test database's URL, for a second connection pool (a second server). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestDbOptions {
  products?: number;
  /** Skip seeding (migrations only). */
  empty?: boolean;
}

export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return createPgliteTestDb(options);

  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  // Migrated and seeded once per run and option set, then copied (postgres-template.ts, decision 029).
  await createPostgresTestDatabase(adminUrl, name, templateKey(options), (db) => seedTestDb(db, options));
  const url = databaseUrl(adminUrl, name);
  const opened = await openDatabase({ databaseUrl: url, poolMax: 5 });
  return {
    db: opened.db,
    kind: 'postgres',
    databaseUrl: url,
    close: async () => {
      await opened.close();
      await withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** One template per option set (PGlite and PostgreSQL alike). */
function templateKey(options: TestDbOptions): string {
  return options.empty ? 'empty' : `products-${options.products ?? TEST_PRODUCT_COUNT}-${TEST_TODAY}`;
}

async function seedTestDb(db: Db, options: TestDbOptions): Promise<void> {
  if (!options.empty) await seedIfEmpty(db, { productCount: options.products ?? TEST_PRODUCT_COUNT, referenceDate: TEST_TODAY });
}

/**
 * The in-memory PGlite test database for `options`, whatever DATABASE_URL says: one template per option
 * set, built by the first file of the run that asks (pglite-template.ts, decision 029).
 */
export async function createPgliteTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const opened = await memoryDbFromTemplate(templateKey(options), (db) => seedTestDb(db, options));
  return { db: opened.db, kind: 'pglite', close: opened.close };
}
