// The process entry. It reads the environment and, on an empty PGlite directory, starts the seed process
// first, then loads the server (serve-shop.ts: the routes, drizzle, PGlite – about 2 s of module loading)
// while the child seeds (issue 15 point 4, docs/decisions/025-pglite-start.md, "Fourth pass"). So this
// file imports only small modules: whatever it imports statically is loaded before the child starts.
// The server still opens the database, and answers, only once the seed has committed.
// Sixth pass: when today's seeded copy exists (seeded-template.ts), the empty directory is filled with it
// instead, on a worker thread while the server loads; a copy that fails falls back to the seed process.
// Seventh pass: an earlier day's copy serves too; the server's open moves its dates to today.
import { parseAllowedOrigins } from './http/allowed-origins.js';
import { parseCookieSameSite } from './http/cookie-policy.js';
import { DEFAULT_PGLITE_DIR, MIGRATIONS_FOLDER, optionsFromEnv } from './db/options.js';
import { DirLockError } from './db/dir-lock.js';
import { DEFAULT_PGLITE_TEMPLATE_DIR, isEmptyDataDir } from './db/pglite-template.js';
import { fillFromSeededTemplate, seededKeyFor } from './db/seeded-template.js';
import { systemClock } from './domain/clock.js';
import { shopToday } from './domain/dates.js';
import { seedPgliteInChild } from './seed/seed-in-child.js';

/** What filled an empty PGlite directory before the server opened it (serve-shop.ts's EarlyStart). */
interface EarlySeed {
  ms: number;
  /** True: a copy of a seeded template (today's, or an earlier day's the open moves); false: the seed process. */
  copied: boolean;
}

async function main(): Promise<void> {
  const started = performance.now();
  const port = Number(process.env.PORT ?? 3000);
  const seedProducts = Number(process.env.SEED_PRODUCTS ?? 25_000);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  if (!Number.isInteger(seedProducts) || seedProducts < 1) throw new Error(`SEED_PRODUCTS must be a positive integer, got ${process.env.SEED_PRODUCTS}`);

  // The shipped bundle is preact/compat (docs/decisions/001); WIDGETS_FLAVOUR=react serves the React 19
  // build instead, so the browser suite can prove both pass the same tests.
  const flavour = process.env.WIDGETS_FLAVOUR ?? 'preact';
  if (flavour !== 'preact' && flavour !== 'react') throw new Error(`WIDGETS_FLAVOUR must be preact or react, got ${flavour}`);

  // Issue 21 point 5: validated before anything starts, like the other origin lists.
  const allowedOrigins = parseAllowedOrigins(process.env.ALLOWED_ORIGINS);
  const sessionCookieSameSite = parseCookieSameSite(process.env.SESSION_COOKIE_SAMESITE);
  if (allowedOrigins.length > 0 && !process.env.PUBLIC_ORIGIN) {
    throw new Error('ALLOWED_ORIGINS needs PUBLIC_ORIGIN: the shop\'s own origin, whose calls are accepted besides the listed CMS origins');
  }
  if (sessionCookieSameSite === 'None' && allowedOrigins.length === 0) {
    throw new Error('SESSION_COOKIE_SAMESITE=None is for a CMS on another site: name its origin in ALLOWED_ORIGINS');
  }

  const dbOptions = optionsFromEnv();
  const referenceDate = shopToday(systemClock.now());
  // Issue 15 point 4: a fresh PGlite directory is migrated and seeded by a child process; the server then
  // opens the finished directory like a warm start, without the seed's memory (docs/decisions/025).
  const pgliteDir = dbOptions.pgliteDir ?? DEFAULT_PGLITE_DIR;
  const abort = new AbortController();
  let childSeed: Promise<EarlySeed | null> = Promise.resolve(null);
  if (!dbOptions.databaseUrl && isEmptyDataDir(pgliteDir)) {
    const seedStarted = performance.now();
    const templateRoot = dbOptions.pgliteTemplateDir ?? DEFAULT_PGLITE_TEMPLATE_DIR;
    // Everything the seeded data depends on (≈ 10–20 ms of hashing the seed's sources); null when off.
    const seededKey = seededKeyFor(dbOptions, { migrationsFolder: MIGRATIONS_FOLDER, productCount: seedProducts, referenceDate });
    const seedInChild = () => seedPgliteInChild({
      dir: pgliteDir, productCount: seedProducts, referenceDate, pgliteTemplateDir: dbOptions.pgliteTemplateDir,
      seededTemplateKey: seededKey ?? undefined, signal: abort.signal,
    });
    childSeed = (async (): Promise<EarlySeed> => {
      if (seededKey) {
        try {
          if (await fillFromSeededTemplate(pgliteDir, templateRoot, seededKey, abort.signal)) {
            return { ms: Math.round(performance.now() - seedStarted), copied: true };
          }
        } catch (err) {
          // Another process on the directory, or a start given up: as the seed process would fail.
          if (err instanceof DirLockError || abort.signal.aborted) throw err;
          console.error('Dagens seedede kopi kunne ikke kopieres; seeder i stedet:', err);
        }
      }
      await seedInChild();
      return { ms: Math.round(performance.now() - seedStarted), copied: false };
    })();
    // Awaited by serveShop; until then a failed seed must not count as an unhandled rejection.
    childSeed.catch(() => undefined);
  }

  try {
    const { serveShop } = await import('./serve-shop.js');
    await serveShop({ started, port, seedProducts, flavour, allowedOrigins, sessionCookieSameSite, dbOptions, referenceDate, childSeed });
  } catch (err) {
    // A start that fails while the child seeds stops the child too, and waits for it: no process goes on
    // writing the directory (and holding its lock) after this one has given up.
    abort.abort();
    await childSeed.catch(() => undefined);
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof DirLockError) {
    console.error(err.message);
  } else {
    console.error('Serveren kunne ikke starte:', err);
  }
  process.exit(1);
});
