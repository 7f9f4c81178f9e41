// Unit project global setup (docs/decisions/029-test-speed.md): one temporary directory per run for the
// PGlite template dumps (pglite-template.ts), and with DATABASE_URL one name prefix per run for the
// PostgreSQL template databases (postgres-template.ts); both removed when the run ends. Per run, not per
// checkout, so a template is never older than the migrations and the seed code of the run that reads it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { withAdminClient } from './postgres-admin.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-pglite-template-'));
  project.provide('pgliteTemplateDir', dir);
  const prefix = `shop_tpl_${randomBytes(4).toString('hex')}`;
  project.provide('postgresTemplatePrefix', prefix);
  const adminUrl = process.env.DATABASE_URL;
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl) await dropPostgresTemplates(adminUrl, prefix);
  };
}

/** Drops this run's templates (global setup's teardown): names that start with the prefix and '_', compared
 * exactly (in LIKE, '_' would match any character). */
async function dropPostgresTemplates(adminUrl: string, prefix: string): Promise<void> {
  await withAdminClient(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${prefix}_`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  });
}
