// The process entry on an empty PGlite directory (issue 15 point 4, docs/decisions/025-pglite-start.md,
// "Fourth pass"): main.ts starts the seed process before it loads the server; the server still answers
// only once the seed has committed, and a start that fails meanwhile stops the seed process too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isAlive, lockPathFor } from './db/dir-lock.js';
import { MIGRATIONS_FOLDER, openDatabase } from './db/open.js';
import { ensureTemplate } from './db/pglite-template.js';
import { findSeededTemplate, SEED_SHIFT_FILE, seededTemplateKey } from './db/seeded-template.js';
import { systemClock } from './domain/clock.js';
import { shopToday } from './domain/dates.js';
import { seedPgliteInChild } from './seed/seed-in-child.js';
import { seedChecksums } from './test-support/seed-checksums.js';
import { startServer } from './test-support/server-process.js';

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'main-start-'));
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

function pgliteEnv(name: string): Record<string, string> & { PGLITE_DIR: string } {
  // DATABASE_URL emptied: this is the PGlite start, also when the suite runs against PostgreSQL.
  // The migrated directory template in a folder of its own: the run's folder also holds the tests' dumps.
  const template = path.join(inject('pgliteTemplateDir'), 'server-directory-template');
  return { DATABASE_URL: '', PGLITE_DIR: path.join(tmp, name), PGLITE_TEMPLATE_DIR: template, SEED_PRODUCTS: '300' };
}

describe('main.ts on an empty PGlite directory', () => {
  it('answers only after the seed, with the whole catalogue', async () => {
    const server = await startServer(pgliteEnv('cold'), 170_000);
    try {
      // Opening the directory while the seed process held it would have failed on its lock.
      const out = server.output();
      expect(out.indexOf('Seed færdig')).toBeGreaterThanOrEqual(0);
      expect(out.indexOf('Seed færdig')).toBeLessThan(out.indexOf('Shop kører'));
      expect(out).toContain('300 varer');
      expect(out).toContain('heraf seed i egen proces');
      const res = await fetch(`${server.origin}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      expect(await server.kill()).toBe(0);
    }
  }, 180_000);

  it('a setting refused after the seed process started stops that process too', async () => {
    const env = { ...pgliteEnv('refused'), RECIPE_SERVICE_URL: 'ftp://recipes.example' };
    const failed = await startServer(env, 170_000).then(() => null, (err: unknown) => String(err));
    expect(failed).toMatch(/RECIPE_SERVICE_URL must be an http\(s\) address/);
    // Stopped, not waited for: the seed never finished (the error carries everything the process printed).
    expect(failed).not.toContain('Seed færdig');
    // A seed process left running would take the directory's lock within seconds and hold it while it
    // seeds; the one started here is gone with the server (whether or not it got as far as the lock).
    const lockPath = lockPathFor(env.PGLITE_DIR);
    const until = Date.now() + 5_000;
    while (!fs.existsSync(lockPath) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const holder = fs.existsSync(lockPath) ? (JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number }).pid : null;
    expect(holder === null || !isAlive(holder)).toBe(true);
  }, 180_000);
});

/** seedChecksums of a finished data directory, opened as a warm start would. */
async function checksumsOf(dir: string): Promise<Record<string, string>> {
  const opened = await openDatabase({ pgliteDir: dir, pgliteTemplateDir: null });
  try {
    return await seedChecksums(opened.db);
  } finally {
    await opened.close();
  }
}

describe('a seeded copy of the day (decision 025, "Sixth pass")', () => {
  it('the first cold start of the day seeds and publishes it; the next ones copy it, with the same data; another day replaces it', async () => {
    // A template root of its own, holding a copy of the run's migrated template (no initdb here).
    const shared = await ensureTemplate(path.join(inject('pgliteTemplateDir'), 'server-directory-template'), MIGRATIONS_FOLDER);
    const root = path.join(tmp, 'seeded-root');
    fs.cpSync(shared, path.join(root, path.basename(shared)), { recursive: true });
    const env = (name: string) => ({ DATABASE_URL: '', PGLITE_DIR: path.join(tmp, name), PGLITE_TEMPLATE_DIR: root, SEED_PRODUCTS: '300' });
    const today = shopToday(systemClock.now());
    const todayKey = seededTemplateKey({ migrationsFolder: MIGRATIONS_FOLDER, productCount: 300, referenceDate: today });
    expect(findSeededTemplate(root, todayKey)).toBeNull();

    const first = await startServer(env('first-of-day'), 170_000);
    try {
      expect(first.output()).toContain('Seed færdig');
      expect(first.output()).toContain(`Seedet kopi gemt til dagens næste kolde start: ${todayKey}`);
      expect(first.output()).toContain('heraf seed i egen proces');
    } finally {
      expect(await first.kill()).toBe(0);
    }
    expect(findSeededTemplate(root, todayKey)).not.toBeNull();

    const copied = await startServer(env('copy-of-today'), 170_000);
    try {
      // No seed ran: the seed process prints "Seed færdig" and the server the seed's own line.
      expect(copied.output()).not.toContain('Seed færdig');
      expect(copied.output()).toContain('heraf kopi af dagens seedede data');
      expect(copied.output()).toContain('300 varer');
      expect((await fetch(`${copied.origin}/api/health`)).status).toBe(200);
    } finally {
      expect(await copied.kill()).toBe(0);
    }
    expect(await checksumsOf(path.join(tmp, 'copy-of-today'))).toEqual(await checksumsOf(path.join(tmp, 'first-of-day')));

    // Switched off: seeds although today's copy is there, and publishes nothing.
    const off = await startServer({ ...env('seeded-off'), PGLITE_SEEDED_TEMPLATE: 'off' }, 170_000);
    try {
      expect(off.output()).toContain('Seed færdig');
      expect(off.output()).not.toContain('Seedet kopi gemt');
      expect(off.output()).not.toContain('heraf kopi');
    } finally {
      expect(await off.kill()).toBe(0);
    }

    // Another day's key: seeded again, and its copy replaces today's (no copy of an earlier day kept).
    const otherKey = seededTemplateKey({ migrationsFolder: MIGRATIONS_FOLDER, productCount: 300, referenceDate: '2026-01-05' });
    await seedPgliteInChild({ dir: path.join(tmp, 'other-day'), productCount: 300, referenceDate: '2026-01-05', pgliteTemplateDir: root, seededTemplateKey: otherKey });
    expect(findSeededTemplate(root, otherKey)).not.toBeNull();
    expect(fs.readdirSync(root).sort()).toEqual([path.basename(shared), otherKey].sort());

    // Seventh pass: today's cold start now finds only that other day's copy. It copies it and moves its
    // dates to today instead of seeding – the same rows as today's own seed above.
    const moved = await startServer(env('moved-to-today'), 170_000);
    try {
      expect(moved.output()).not.toContain('Seed færdig');
      expect(moved.output()).toContain(`heraf kopi af seedede data fra 2026-01-05`);
      expect(moved.output()).toContain(`datoer flyttet til ${today}`);
      expect((await fetch(`${moved.origin}/api/health`)).status).toBe(200);
    } finally {
      expect(await moved.kill()).toBe(0);
    }
    expect(fs.existsSync(path.join(tmp, 'moved-to-today', SEED_SHIFT_FILE))).toBe(false);
    expect(await checksumsOf(path.join(tmp, 'moved-to-today'))).toEqual(await checksumsOf(path.join(tmp, 'first-of-day')));
    // Nothing published: the other day's copy stays the one copy, for the next cold start.
    expect(fs.readdirSync(root).sort()).toEqual([path.basename(shared), otherKey].sort());
  }, 600_000);
});
