// Where the database is (DATABASE_URL, PGLITE_DIR, PGLITE_TEMPLATE_DIR), without opening it: no PGlite,
// drizzle or pg here, so the server's entry reads it and starts a cold start's seed process before it
// loads those (docs/decisions/025-pglite-start.md, "Fourth pass"). open.ts re-exports all of it.
import { fileURLToPath } from 'node:url';
import type { DirLock } from './dir-lock.js';

export interface OpenOptions {
  /** PostgreSQL: how long a request waits for a connection, queue included (default 10 s). */
  connectTimeoutMs?: number;
  /** postgres://… : use PostgreSQL. Wins over everything else. */
  databaseUrl?: string;
  /** PGlite data directory; default ./data/pglite. Ignored when `memory` or `databaseUrl` is set. */
  pgliteDir?: string;
  /**
   * Where the migrated template for a fresh PGlite directory is kept (default ./data/pglite-template);
   * `null`: none, PGlite runs its own initdb in this process (pglite-template.ts).
   */
  pgliteTemplateDir?: string | null;
  /**
   * A cold start copies today's seeded template when there is one, and a seed publishes one
   * (seeded-template.ts; docs/decisions/025-pglite-start.md, "Sixth pass"). Default on; `false` from
   * PGLITE_SEEDED_TEMPLATE=off, and implied by `pgliteTemplateDir: null` (the seeded copies live there).
   */
  pgliteSeededTemplate?: boolean;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /**
   * PGlite in `pgliteDir` on a worker thread of its own, reached through pg's client (pglite-thread.ts,
   * docs/decisions/032-pglite-on-its-own-thread.md): the serving shop's default (optionsFromEnv);
   * `PGLITE_THREAD=off` keeps it in process. Off elsewhere: the seed process loads by PGlite's COPY.
   */
  pgliteThread?: boolean;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  /**
   * The lock on `pgliteDir`, when the caller took it already: the seed process takes it before it copies
   * the template in, and keeps it through the open (seed-child.ts). Released by `close`.
   */
  heldLock?: DirLock;
}

export const DEFAULT_PGLITE_DIR = './data/pglite';
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Reads the options the process environment gives (DATABASE_URL, PGLITE_DIR, PGLITE_TEMPLATE_DIR,
 * PGLITE_SEEDED_TEMPLATE, PGLITE_THREAD).
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenOptions {
  const pgliteTemplateDir = env.PGLITE_TEMPLATE_DIR === 'off' ? null : env.PGLITE_TEMPLATE_DIR || undefined;
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR || undefined,
    pgliteTemplateDir,
    pgliteSeededTemplate: pgliteTemplateDir !== null && env.PGLITE_SEEDED_TEMPLATE !== 'off',
    pgliteThread: env.PGLITE_THREAD !== 'off',
  };
}
