// Child process of api-server/db/pglite-template.ts (issue 15 point 4, docs/decisions/025-pglite-start.md,
// "Second pass"): makes a PGlite data directory – initdb plus every migration – in argv[2], checkpoints
// and closes it cleanly, so that a copy of the directory opens as a warm start would.
// Plain JavaScript, not TypeScript: it must start without tsx (the server may run under tsx's CLI,
// `node --import tsx` or a test runner) and quickly. Its memory (initdb's second WebAssembly instance,
// hundreds of MB) goes with the process instead of staying in the server's RSS.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dir, migrationsFolder] = process.argv.slice(2);
if (!dir || !migrationsFolder) {
  console.error('usage: pglite-template-child.mjs <data dir> <migrations folder>');
  process.exit(2);
}
const client = new PGlite(dir);
try {
  await client.waitReady;
  await migrate(drizzle({ client }), { migrationsFolder });
  // A copy must not open through crash recovery (see test-support/pglite-template.ts on sequences).
  await client.exec('CHECKPOINT');
} finally {
  await client.close();
}
