// Seeds a fresh PGlite data directory in a process of its own (issue 15 point 4,
// docs/decisions/025-pglite-start.md, "Second pass"): run by seedPgliteInChild (seed-in-child.ts).
// PGlite's WebAssembly memory only grows: the seed's COPY buffers, sorts and index builds left a cold
// server about 200 MB above a warm one. Here they go with the process, and the server opens the finished
// directory as a warm start does.
//   argv: <data dir> <product count> <reference date yyyy-MM-dd> <template dir | off>
import { openDatabase } from '../db/open.js';
import { seedIfEmpty } from './seed.js';

const [dir, products, referenceDate, templateDir] = process.argv.slice(2);
if (!dir || !products || !referenceDate || !templateDir) {
  console.error('usage: seed-child <data dir> <product count> <yyyy-MM-dd> <template dir | off>');
  process.exit(2);
}
const database = await openDatabase({ pgliteDir: dir, pgliteTemplateDir: templateDir === 'off' ? null : templateDir });
try {
  await seedIfEmpty(database.db, { productCount: Number(products), referenceDate, log: (line) => console.log(line) });
} finally {
  await database.close();
}
