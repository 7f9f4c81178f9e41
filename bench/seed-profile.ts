// Where a cold start's time and memory go (issue 15 point 4): opens a fresh PGlite directory (or the
// DATABASE_URL database), migrates, seeds with the per-step log, and prints wall and CPU time and RSS
// after each phase. Not a benchmark of its own: `npx tsx bench/startup.ts` is the figure that counts.
//
//   npx tsx bench/seed-profile.ts            (SEED_PRODUCTS, default 25,000)
// "opened + migrated" copies the migrated template (./data/pglite-template, made on first need; PGLITE_TEMPLATE_DIR=off:
// PGlite's own initdb in this process, as before docs/decisions/025's second pass).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, optionsFromEnv } from '../api-server/db/open.js';
import { seedIfEmpty } from '../api-server/seed/seed.js';

const t0 = performance.now();
const cpu0 = process.cpuUsage();
function mark(label: string): void {
  const cpu = process.cpuUsage(cpu0);
  const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
  console.log(`${label.padEnd(40)} wall ${Math.round(performance.now() - t0).toString().padStart(6)} ms  cpu ${Math.round((cpu.user + cpu.system) / 1000).toString().padStart(6)} ms  RSS ${rss} MB`);
}

const dir = await mkdtemp(join(tmpdir(), 'shop-seed-profile-'));
try {
  mark('modules loaded');
  const db = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: join(dir, 'db'), pgliteTemplateDir: optionsFromEnv().pgliteTemplateDir });
  mark('opened + migrated');
  await seedIfEmpty(db.db, { productCount: Number(process.env.SEED_PRODUCTS ?? 25_000), log: (line) => mark(line) });
  mark('seeded');
  await db.close();
  mark('closed');
} finally {
  await rm(dir, { recursive: true, force: true });
}
