// Opens the database: PostgreSQL when DATABASE_URL is set, else PGlite in a data directory (guarded by
// a lock file) or in memory. Applies the migrations before returning (docs/decisions/003-database.md).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { acquireDirLock } from './dir-lock.js';
import { copyTemplateInto, DEFAULT_PGLITE_TEMPLATE_DIR, isEmptyDataDir } from './pglite-template.js';
import { DEFAULT_PGLITE_DIR, MIGRATIONS_FOLDER, type OpenOptions } from './options.js';
import { SEED_SHIFT_FILE } from './seeded-template.js';
import { poolOverPglite } from './pglite-pool.js';
import { poolOverPgliteThread, startPgliteThread, type PgliteThread } from './pglite-thread.js';

// Kept in options.ts, which imports neither PGlite nor drizzle, so main.ts can start a cold start's seed
// before it loads them (docs/decisions/025-pglite-start.md, "Fourth pass").
export { DEFAULT_PGLITE_DIR, MIGRATIONS_FOLDER, optionsFromEnv, type OpenOptions } from './options.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  kind: DbKind;
  /** Human-readable location for logs: the data directory, 'memory', or the URL without password. */
  location: string;
  /**
   * A PGlite directory copied from an earlier day's seeded copy: its dates were moved to the day it was
   * copied for during this open (decision 025, "Seventh pass"); absent otherwise.
   */
  seedShift?: { from: string; to: string; rows: number; ms: number };
  close(): Promise<void>;
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

/** Any fixed number: the advisory lock every server process takes to migrate (issue 14 §6). */
const MIGRATION_LOCK_KEY = 0x5e_0d_b1;

/**
 * Several processes may start at once on one PostgreSQL (issue 14 §6): one migrates while the others
 * wait on a session advisory lock, then find nothing left to do. Without it the second process failed
 * its start on `CREATE TYPE … already exists`.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * PGlite through node-postgres, migrated (decision 031): the same driver, migrator and named statements
 * as PostgreSQL. The migration's advisory lock is PostgreSQL's concern; on PGlite it is taken at once.
 */
async function migratedOverPglite(client: PGlite): Promise<Db> {
  return migratedOver(poolOverPglite(client));
}

/** The drizzle handle over a pool whose database has been migrated (PGlite in process or on its thread). */
async function migratedOver(pool: pg.Pool): Promise<Db> {
  await migrateOnce(pool);
  return drizzlePg({ client: pool, schema }) as unknown as Db;
}

export async function openDatabase(options: OpenOptions = {}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // Issue 14 §5: a stopped PostgreSQL refuses at once (a 503 in milliseconds); this bounds the
      // rest — an unreachable host, or a burst queued for a pooled connection — so no request hangs.
      // Not shorter: under a burst (1,000 PIN guesses at once) a queue wait of seconds is load, not an
      // outage. The pool opens new connections by itself when the database is back.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
      keepAlive: true,
      // Queries given to one client before the earlier ones answered are written at once, not one round
      // trip each: the add sends its begin, basket lock and line upsert together, and its commit with the
      // preview (docs/decisions/027-add-to-order-speed.md "Third pass"). Code that awaits each query,
      // as drizzle does, behaves exactly as without it.
      pipeline: true,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
    try {
      const db = drizzlePg({ client: pool, schema }) as unknown as Db;
      await migrateOnce(pool);
      return { db, kind: 'postgres', location: redactUrl(options.databaseUrl), close: () => pool.end() };
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
  }

  if (options.memory) {
    const client = new PGlite();
    try {
      const db = await migratedOverPglite(client);
      return { db, kind: 'pglite', location: 'memory', close: () => client.close() };
    } catch (err) {
      await client.close().catch(() => undefined);
      throw err;
    }
  }

  const dir = options.pgliteDir ?? DEFAULT_PGLITE_DIR;
  const lock = options.heldLock ?? acquireDirLock(path.resolve(dir), dir);
  let client: PGlite | undefined;
  let thread: PgliteThread | undefined;
  let threadPool: pg.Pool | undefined;
  try {
    // Issue 15 point 4: a cold start copies a migrated template instead of running initdb here.
    const templateDir = options.pgliteTemplateDir === undefined ? DEFAULT_PGLITE_TEMPLATE_DIR : options.pgliteTemplateDir;
    if (templateDir !== null && isEmptyDataDir(dir)) await copyTemplateInto(path.resolve(dir), templateDir, MIGRATIONS_FOLDER);
    let db: Db;
    if (options.pgliteThread) {
      // Decision 032: the database on the other core, reached through pg's client as PostgreSQL is.
      thread = await startPgliteThread(path.resolve(dir));
      threadPool = poolOverPgliteThread(thread);
      db = await migratedOver(threadPool);
    } else {
      client = new PGlite(path.resolve(dir));
      await client.waitReady;
      db = await migratedOverPglite(client);
    }
    // Loaded only for a directory that needs it: the seed's modules are no warm start's business.
    const seedShift = fs.existsSync(path.join(path.resolve(dir), SEED_SHIFT_FILE))
      ? await (await import('../seed/shift-seed-dates.js')).applySeedShift(db, path.resolve(dir))
      : null;
    const opened = client;
    const openedThread = thread;
    const openedPool = threadPool;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      location: dir,
      ...(seedShift ? { seedShift } : {}),
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          if (openedThread) {
            try {
              await openedPool?.end();
            } finally {
              await openedThread.close();
            }
          } else {
            await opened?.close();
          }
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    await threadPool?.end().catch(() => undefined);
    await thread?.close().catch(() => undefined);
    await client?.close().catch(() => undefined);
    lock.release();
    throw err;
  }
}

/** `select 1`: true when the database answers. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
