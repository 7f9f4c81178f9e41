// The migrated PGlite template and the seed in a child process (issue 15 point 4,
// docs/decisions/025-pglite-start.md, "Second pass").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './open.js';
import { ensureTemplate, isEmptyDataDir, templateKey } from './pglite-template.js';
import { isAlive, lockPathFor } from './dir-lock.js';
import { seedPgliteInChild } from '../seed/seed-in-child.js';

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many products a finished data directory holds, opened as a warm start would (no template). */
async function productsIn(dir: string): Promise<number | undefined> {
  const opened = await openDatabase({ pgliteDir: dir, pgliteTemplateDir: null });
  try {
    const [products] = rowsOf<{ n: number }>(await opened.db.execute(sql`select count(*)::int as n from products`));
    return products?.n;
  } finally {
    await opened.close();
  }
}

describe('templateKey', () => {
  it('names the PGlite version and changes with any migration file', () => {
    const copy = path.join(tmp, 'migrations');
    fs.cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    const key = templateKey(copy);
    expect(key).toMatch(/^pglite-\d+\.\d+\.\d+-[0-9a-f]{12}$/);
    expect(templateKey(MIGRATIONS_FOLDER)).toBe(key);
    const first = fs.readdirSync(copy).find((f) => f.endsWith('.sql'))!;
    fs.appendFileSync(path.join(copy, first), '\n-- changed\n');
    expect(templateKey(copy)).not.toBe(key);
  });
});

describe('a fresh PGlite directory from the template', () => {
  it('makes the template once, removes stale ones, and a copy opens fully migrated', async () => {
    const root = path.join(tmp, 'templates');
    fs.mkdirSync(path.join(root, 'pglite-0.0.1-000000000000'), { recursive: true });
    fs.mkdirSync(path.join(root, '.pglite-0.0.1-000000000000.999999999.tmp'), { recursive: true });

    const template = await ensureTemplate(root, MIGRATIONS_FOLDER);
    expect(path.basename(template)).toBe(templateKey(MIGRATIONS_FOLDER));
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(root)).toEqual([path.basename(template)]);

    // Found again, not made again.
    fs.writeFileSync(path.join(template, 'made-once'), '');
    expect(await ensureTemplate(root, MIGRATIONS_FOLDER)).toBe(template);
    expect(fs.existsSync(path.join(template, 'made-once'))).toBe(true);
    fs.rmSync(path.join(template, 'made-once'));

    const dir = path.join(tmp, 'db');
    expect(isEmptyDataDir(dir)).toBe(true);
    const opened = await openDatabase({ pgliteDir: dir, pgliteTemplateDir: root });
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const [applied] = rowsOf<{ n: number }>(await opened.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      expect(applied?.n).toBe(journal.entries.length);
      const [products] = rowsOf<{ n: number }>(await opened.db.execute(sql`select count(*)::int as n from products`));
      expect(products?.n).toBe(0);
    } finally {
      await opened.close();
    }
    expect(isEmptyDataDir(dir)).toBe(false);
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
  }, 180_000); // initdb in the child: ~10 CPU s, much more wall time on a busy 2-core machine.

  it('a seed in a child process leaves a seeded directory that opens without seeding again', async () => {
    const dir = path.join(tmp, 'seeded');
    await seedPgliteInChild({ dir, productCount: 150, referenceDate: '2026-11-27', pgliteTemplateDir: path.join(tmp, 'templates') });
    expect(await productsIn(dir)).toBe(150);
  }, 180_000);

  it('an aborted seed settles only once its process has exited', async () => {
    const dir = path.join(tmp, 'aborted');
    const abort = new AbortController();
    const seeding = seedPgliteInChild({ dir, productCount: 2_000, referenceDate: '2026-11-27', pgliteTemplateDir: path.join(tmp, 'templates'), signal: abort.signal });
    const settled = seeding.then(() => 'seeded', () => 'rejected');
    // The child's lock file names its pid once it has begun on the directory.
    let pid: number | undefined;
    while (pid === undefined) {
      try {
        pid = (JSON.parse(fs.readFileSync(lockPathFor(dir), 'utf8')) as { pid: number }).pid;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    abort.abort();
    expect(await settled).toBe('rejected');
    // main.ts gives up its start after this: no seed process may go on writing the directory.
    expect(isAlive(pid)).toBe(false);
  }, 180_000);

  it('a second seed process on the same directory is refused before it copies anything', async () => {
    const dir = path.join(tmp, 'twice');
    const templates = path.join(tmp, 'templates');
    const first = seedPgliteInChild({ dir, productCount: 150, referenceDate: '2026-11-27', pgliteTemplateDir: templates });
    // The first holds the directory's lock before its template copy begins (seed-child.ts).
    while (!fs.existsSync(lockPathFor(dir))) await new Promise((r) => setTimeout(r, 20));
    await expect(seedPgliteInChild({ dir, productCount: 150, referenceDate: '2026-11-27', pgliteTemplateDir: templates })).rejects.toThrow(/seed process exit 1/);
    await first;
    expect(await productsIn(dir)).toBe(150);
  }, 180_000);
});
