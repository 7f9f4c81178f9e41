// Seeds a fresh PGlite data directory in a process of its own (issue 15 point 4,
// docs/decisions/025-pglite-start.md, "Second pass"): run by seedPgliteInChild (seed-in-child.ts).
// PGlite's WebAssembly memory only grows: the seed's COPY buffers, sorts and index builds left a cold
// server about 200 MB above a warm one. Here they go with the process, and the server opens the finished
// directory as a warm start does.
//
// Fourth pass: the directory's lock first, then the template copy on a worker thread while this thread
// loads PGlite, drizzle and the seed (≈ 1.2 s of modules); only light modules are imported statically.
//   argv: <data dir> <product count> <reference date yyyy-MM-dd> <template dir | off>
import path from 'node:path';
import { acquireDirLock } from '../db/dir-lock.js';
import { MIGRATIONS_FOLDER } from '../db/options.js';
import { copyTemplateInto, isEmptyDataDir } from '../db/pglite-template.js';

const [dir, products, referenceDate, templateDir] = process.argv.slice(2);
if (!dir || !products || !referenceDate || !templateDir) {
  console.error('usage: seed-child <data dir> <product count> <yyyy-MM-dd> <template dir | off>');
  process.exit(2);
}
const lock = acquireDirLock(path.resolve(dir), dir);
let opened = false;
try {
  const copied = templateDir !== 'off' && isEmptyDataDir(dir) ? copyTemplateInto(path.resolve(dir), templateDir, MIGRATIONS_FOLDER, true) : Promise.resolve();
  // Settled below; a failed copy must not count as unhandled while the modules load.
  copied.catch(() => undefined);
  const [{ openDatabase }, { seedIfEmpty }] = await Promise.all([import('../db/open.js'), import('./seed.js')]);
  await copied;
  const database = await openDatabase({ pgliteDir: dir, pgliteTemplateDir: templateDir === 'off' ? null : templateDir, heldLock: lock });
  opened = true;
  try {
    await seedIfEmpty(database.db, { productCount: Number(products), referenceDate, log: (line) => console.log(line) });
  } finally {
    await database.close();
  }
} finally {
  // The database's close released it; before the open it is ours to release.
  if (!opened) lock.release();
}
