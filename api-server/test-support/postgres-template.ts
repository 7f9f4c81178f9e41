// PostgreSQL test databases copied from a per-run template (docs/decisions/029-test-speed.md, the
// follow-up its first pass left open): with DATABASE_URL set every API test file made a database,
// ran every migration and seeded 400 products (≈ 2.3 s); `CREATE DATABASE … TEMPLATE` copies a seeded
// one in ≈ 0.3 s. The first file of the run that needs an option set builds its template, under an
// advisory lock, so two workers never build the same one and nobody is connected to a template while
// it is copied (PostgreSQL refuses the copy then). The unit project's global setup names the run's
// templates (a prefix) and drops them when the run ends (global-setup.ts).
import { inject } from 'vitest';
import { openDatabase, type Db } from '../db/open.js';
import { databaseUrl, withAdminClient } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name prefix of this run's PostgreSQL template databases (api-server/test-support/global-setup.ts). */
    postgresTemplatePrefix: string;
  }
}

/** The run's prefix, or undefined outside a vitest worker of the unit project (benches, scripts). */
function templatePrefix(): string | undefined {
  try {
    return inject('postgresTemplatePrefix') || undefined;
  } catch {
    return undefined;
  }
}

/** A database name from the run's prefix and an option set's key (PostgreSQL names: ≤ 63 bytes). */
export function templateName(prefix: string, key: string): string {
  const name = `${prefix}_${key.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  if (name.length > 63) throw new Error(`template name too long for PostgreSQL: ${name}`);
  return name;
}

/**
 * Creates database `name` holding what `fill` leaves in a freshly migrated database: a copy of this
 * run's template for `key` (built by the first caller), or, outside a run that names templates, the
 * slow way.
 */
export async function createPostgresTestDatabase(adminUrl: string, name: string, key: string, fill: (db: Db) => Promise<void>): Promise<void> {
  const prefix = templatePrefix();
  await withAdminClient(adminUrl, async (admin) => {
    if (!prefix) {
      await admin.query(`create database "${name}"`);
      await fillDatabase(databaseUrl(adminUrl, name), fill);
      return;
    }
    const template = templateName(prefix, key);
    // Session-level lock keyed by the template's name, released below (and by the server if we die).
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        await admin.query(`create database "${template}"`);
        try {
          await fillDatabase(databaseUrl(adminUrl, template), fill);
        } catch (error) {
          await admin.query(`drop database if exists "${template}" with (force)`);
          throw error;
        }
      }
      // WAL_LOG (the default) copies block by block without the checkpoint FILE_COPY forces: ≈ 0.2 s
      // for the 400-product database, where FILE_COPY took ≈ 1.5 s.
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

/** Migrates (openDatabase does) and fills a database, then closes every connection to it. */
async function fillDatabase(url: string, fill: (db: Db) => Promise<void>): Promise<void> {
  const opened = await openDatabase({ databaseUrl: url, poolMax: 5 });
  try {
    await fill(opened.db);
  } finally {
    await opened.close();
  }
}
