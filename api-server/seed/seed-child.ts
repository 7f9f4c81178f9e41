// Seeds a fresh PGlite data directory in a process of its own (issue 15 point 4,
// docs/decisions/025-pglite-start.md, "Second pass"): run by seedPgliteInChild (seed-in-child.ts).
// PGlite's WebAssembly memory only grows: the seed's COPY buffers, sorts and index builds left a cold
// server about 200 MB above a warm one. Here they go with the process, and the server opens the finished
// directory as a warm start does.
//
// Fourth pass: the directory's lock first, then the template copy on a worker thread while this thread
// loads PGlite, drizzle and the seed (≈ 1.2 s of modules); only light modules are imported statically.
//
// Sixth pass: with a seeded-template key, a seed that ran publishes a copy of the closed directory under
// that key (seeded-template.ts) before the process exits – the server opens the directory only after.
//   argv: <data dir> <product count> <reference date yyyy-MM-dd> <template dir | off> [<seeded template key>]
import path from 'node:path';
import { acquireDirLock, DirLockError } from '../db/dir-lock.js';
import { MIGRATIONS_FOLDER } from '../db/options.js';
import { copyTemplateInto, isEmptyDataDir } from '../db/pglite-template.js';
import { publishSeededTemplate } from '../db/seeded-template.js';

const [dir, products, referenceDate, templateDir, seededKey] = process.argv.slice(2);
if (!dir || !products || !referenceDate || !templateDir) {
  console.error('usage: seed-child <data dir> <product count> <yyyy-MM-dd> <template dir | off> [<seeded template key>]');
  process.exit(2);
}
const lock = acquireDirLock(path.resolve(dir), dir);
let opened = false;
let seeded: boolean | undefined;
try {
  const copied = templateDir !== 'off' && isEmptyDataDir(dir) ? copyTemplateInto(path.resolve(dir), templateDir, MIGRATIONS_FOLDER, true) : Promise.resolve();
  // Settled below; a failed copy must not count as unhandled while the modules load.
  copied.catch(() => undefined);
  const [{ openDatabase }, { seedIfEmpty }] = await Promise.all([import('../db/open.js'), import('./seed.js')]);
  await copied;
  const database = await openDatabase({ pgliteDir: dir, pgliteTemplateDir: templateDir === 'off' ? null : templateDir, heldLock: lock });
  opened = true;
  try {
    seeded = (await seedIfEmpty(database.db, { productCount: Number(products), referenceDate, log: (line) => console.log(line) })).seeded;
  } finally {
    await database.close();
  }
} finally {
  // The database's close released it; before the open it is ours to release.
  if (!opened) lock.release();
}

if (seeded && seededKey && templateDir !== 'off') {
  // The close released the lock; taken again for the copy, so no other process opens the directory
  // meanwhile. Taken by someone else in between: no copy this time. A failed copy costs only the cache.
  const started = performance.now();
  try {
    const again = acquireDirLock(path.resolve(dir), dir);
    try {
      const bytes = publishSeededTemplate(templateDir, seededKey, path.resolve(dir));
      console.log(`Seedet kopi gemt til dagens næste kolde start: ${seededKey} (${Math.round(bytes / 1024 / 1024)} MB, ${Math.round(performance.now() - started)} ms)`);
    } finally {
      again.release();
    }
  } catch (err) {
    console.error('Seedet kopi ikke gemt:', err instanceof DirLockError ? err.message : err);
  }
}
