// The process entry on an empty PGlite directory (issue 15 point 4, docs/decisions/025-pglite-start.md,
// "Fourth pass"): main.ts starts the seed process before it loads the server; the server still answers
// only once the seed has committed, and a start that fails meanwhile stops the seed process too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isAlive, lockPathFor } from './db/dir-lock.js';
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
