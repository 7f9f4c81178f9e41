// Template databases for the PGlite test suite (docs/decisions/029-test-speed.md): a fresh in-memory
// PGlite costs initdb + every migration + the seed (seconds per test file, ~150 files). Instead the first
// test file of a run that needs an option set builds that database once, dumps its data directory
// (`dumpDataDir`) to the run's template directory, and every later file opens its own in-memory copy
// from that dump (`loadDataDir`): no initdb, no migrations, no seed. Same rows, same sequences, same
// schema (proved against seedIfEmpty in pglite-template.test.ts).
//
// The template directory is made per run by test-support/global-setup.ts, so a template never outlives
// the migrations and seed code it was built from. Without it (another project, a script) nothing is
// cached and each call builds its database the slow way.
import { mkdirSync, openAsBlob, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../db/open.js';
import { drizzleOverPglite, pgliteUnder } from '../db/pglite-pool.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Directory for this run's PGlite template dumps (api-server/test-support/global-setup.ts). */
    pgliteTemplateDir: string;
  }
}

export interface MemoryDb {
  db: Db;
  close(): Promise<void>;
}

function templateDir(): string | undefined {
  try {
    return inject('pgliteTemplateDir') || undefined;
  } catch {
    // inject() outside a vitest worker: no template.
    return undefined;
  }
}

/** The same drizzle handle openDatabase({ memory: true }) gives, on a PGlite loaded from a dump. */
async function openFromDump(dump: Blob): Promise<MemoryDb> {
  // openDatabase creates in-memory PGlite with no options and no extensions: keep the two identical.
  const client = new PGlite({ loadDataDir: dump });
  await client.waitReady;
  return { db: drizzleOverPglite(client), close: () => client.close() };
}

/**
 * An in-memory PGlite for the option set `key`: opened from the run's template when one exists,
 * otherwise built with `fill` (after migrations) and published as the template for the files that follow.
 * Two workers that miss at once both build and both publish; the rename makes either copy whole.
 */
export async function memoryDbFromTemplate(key: string, fill: (db: Db) => Promise<void>): Promise<MemoryDb> {
  const dir = templateDir();
  const file = dir ? join(dir, `${key}.tar`) : undefined;
  if (file) {
    let dump: Blob | undefined;
    try {
      dump = await openAsBlob(file);
    } catch {
      dump = undefined; // not built yet in this run
    }
    if (dump) return openFromDump(dump);
  }
  const opened = await openDatabase({ memory: true });
  try {
    await fill(opened.db);
    if (file && dir) {
      // 'none': a gzip dump is 8x smaller but slower to both write and read, and it lives for one run.
      const client = pgliteUnder(opened.db);
      if (!client) throw new Error('openDatabase({ memory: true }) gave no PGlite');
      // A dump of a running PGlite opens through crash recovery: without a checkpoint first, every
      // sequence replays its WAL record, which PostgreSQL logs 32 values ahead (SEQ_LOG_VALS), and the
      // copies' next ids would be 33 where the slow path gives 21 (pglite-template.test.ts).
      await client.exec('CHECKPOINT');
      const dump = await client.dumpDataDir('none');
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw err;
  }
  return { db: opened.db, close: opened.close };
}
