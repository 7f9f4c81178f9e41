// A seeded copy of the day (issue 15 point 4, docs/decisions/025-pglite-start.md, "Sixth pass"). The demo
// data is a function of the reference date, the product count and the code (seed-checksum.test.ts gives
// the same md5 per table on every run), so a copy of a directory seeded today, keyed by all of them, is
// exactly what a seed would write again. The first cold start of a day seeds (in the seed process) and
// publishes such a copy beside the migrated template; the next cold starts that day copy it instead of
// seeding (≈ 9.5 CPU s saved). Only today's newest key per product count is kept (removeOtherSeeded).
// Seventh pass: a cold start of a later day copies the newest copy of an earlier day too, and the open
// moves its dates to today (api-server/seed/shift-seed-dates.ts), so only a change of the code, the
// migrations or the product count – not the calendar – makes a start seed.
//
// Light on purpose (fs, crypto, a worker): main.ts imports it before it loads the server.
//
// Layout under the template root (default data/pglite-template/):
//   seeded-<templateKey>-<hash of the seed's sources>-<product count>-<yyyy-MM-dd>/
//     data/       the cleanly closed, seeded PGlite directory
//     complete    written last, before the rename that publishes the whole: no marker, no copy
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDirLock, isAlive } from './dir-lock.js';
import { copyDirOffThread, isEmptyDataDir, templateKey } from './pglite-template.js';
import type { OpenOptions } from './options.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the seeded data is made from, relative to the repository: the directories the brief named (seed,
 * db, domain, core) and the four more that the seed's import graph reaches (auth, demo-images,
 * recurring-orders, search; seeded-template.test.ts fails when the graph leaves this list), plus the
 * lock file (drizzle, date-fns and the other packages' versions). Conservative: a change anywhere in them
 * – also one that does not touch the data – makes a new key, and costs one seed.
 */
export const SEED_SOURCE_DIRS = [
  'api-server/seed',
  'api-server/db',
  'api-server/domain',
  'core',
  'api-server/auth',
  'api-server/demo-images',
  'api-server/recurring-orders',
  'api-server/search',
];
export const SEED_SOURCE_FILES = ['package-lock.json'];

export interface SeedSources {
  /** Default: the repository. */
  root?: string;
  dirs?: string[];
  files?: string[];
}

/** sha256 of every non-test .ts/.mjs/.json file under the source directories, and of the named files. */
export function seedSourceHash(sources: SeedSources = {}): string {
  const root = sources.root ?? REPO_ROOT;
  const hash = createHash('sha256');
  const add = (full: string) => hash.update(path.relative(root, full)).update('\0').update(fs.readFileSync(full)).update('\0');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|mjs|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) add(full);
    }
  };
  for (const dir of sources.dirs ?? SEED_SOURCE_DIRS) walk(path.join(root, dir));
  for (const file of sources.files ?? SEED_SOURCE_FILES) add(path.join(root, file));
  return hash.digest('hex').slice(0, 12);
}

export interface SeededKeyParts {
  migrationsFolder: string;
  productCount: number;
  /** yyyy-MM-dd, the seed's reference date. */
  referenceDate: string;
  sources?: SeedSources;
}

/** `seeded-pglite-<version>-<migrations>-<seed sources>-<products>-<date>`: everything the data depends on. */
export function seededTemplateKey(parts: SeededKeyParts): string {
  return `seeded-${templateKey(parts.migrationsFolder)}-${seedSourceHash(parts.sources)}-${parts.productCount}-${parts.referenceDate}`;
}

/** The key a start with these options uses, or null: PostgreSQL, no templates, or the seeded copy off. */
export function seededKeyFor(options: OpenOptions, parts: SeededKeyParts): string | null {
  if (options.databaseUrl || options.pgliteTemplateDir === null || options.pgliteSeededTemplate === false) return null;
  return seededTemplateKey(parts);
}

const MARKER = 'complete';

/** The seeded data directory published under `key`, or null when there is none or it is incomplete. */
export function findSeededTemplate(root: string, key: string): string | null {
  const dir = path.resolve(root, key);
  return fs.existsSync(path.join(dir, MARKER)) && fs.existsSync(path.join(dir, 'data', 'PG_VERSION')) ? path.join(dir, 'data') : null;
}

export interface SeededCopy {
  key: string;
  /** Its data directory. */
  data: string;
  /** The reference date it was seeded for (yyyy-MM-dd). */
  seededFor: string;
}

/**
 * The seeded copy a cold start with `key` can use: `key`'s own (today's) when complete, else the newest
 * complete copy of another day with everything else in the key the same – the same code, migrations and
 * product count – which shiftSeedDates moves to today (decision 025, "Seventh pass"). Null when neither.
 */
export function findSeededCopy(root: string, key: string): SeededCopy | null {
  const date = COUNT_AND_DATE.exec(key)?.[2];
  if (!date) return null;
  const own = findSeededTemplate(root, key);
  if (own) return { key, data: own, seededFor: date };
  if (!fs.existsSync(root)) return null;
  const prefix = key.slice(0, key.length - date.length);
  const others = fs.readdirSync(root)
    .filter((name) => name.startsWith(prefix) && /^\d{4}-\d{2}-\d{2}$/.test(name.slice(prefix.length)))
    .sort()
    .reverse();
  for (const other of others) {
    const data = findSeededTemplate(root, other);
    if (data) return { key: other, data, seededFor: other.slice(prefix.length) };
  }
  return null;
}

/**
 * A data directory copied from a seeded copy of another day carries this file until its dates are moved
 * to the day it was copied for: written into the copy before the rename that puts it in place, read and
 * removed by openDatabase in the transaction that moves the dates (api-server/seed/shift-seed-dates.ts).
 * So a crash after the copy leaves the move for the next open, and a crash after the move's commit
 * cannot repeat it.
 */
export const SEED_SHIFT_FILE = 'shop-seed-shift.json';

export interface SeedShift {
  from: string;
  to: string;
}

/** Bytes in a directory tree (for the log line and the decision's disk figure). */
function treeBytes(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? treeBytes(full) : fs.statSync(full).size;
  }
  return bytes;
}

/** A seeded key's product count and date (its last two parts). */
const COUNT_AND_DATE = /-(\d+)-(\d{4}-\d{2}-\d{2})$/;

/**
 * Seeded templates that `key` replaces, and partial ones whose maker died. Kept: one per product count,
 * of `key`'s day only. So the browser suite's small shop (SEED_PRODUCTS 3000) and `npm start`'s 25,000
 * do not evict each other on the same day, and the disk holds one copy per size in use, none of an
 * earlier day.
 */
function removeOtherSeeded(root: string, key: string): void {
  const [, count, date] = COUNT_AND_DATE.exec(key) ?? [];
  for (const name of fs.readdirSync(root)) {
    const partial = /^\.(seeded-.+)\.(\d+)\.tmp$/.exec(name);
    let stale: boolean;
    if (partial) stale = !isAlive(Number(partial[2]));
    else if (!name.startsWith('seeded-') || name === key) stale = false;
    else {
      const [, otherCount, otherDate] = COUNT_AND_DATE.exec(name) ?? [];
      stale = otherDate !== date || otherCount === count;
    }
    if (stale) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

/**
 * Publishes a copy of the seeded, cleanly closed directory `dir` as the seeded template `key`, as
 * ensureTemplate does: into a partial directory named by our pid, the marker last, then one rename.
 * Another process publishing the same key first is fine. Returns the published data's size in bytes.
 * The caller holds `dir`'s lock, so nothing opens it during the copy.
 */
export function publishSeededTemplate(root: string, key: string, dir: string): number {
  fs.mkdirSync(root, { recursive: true });
  const final = path.resolve(root, key);
  if (!findSeededTemplate(root, key)) {
    const partial = path.resolve(root, `.${key}.${process.pid}.tmp`);
    fs.rmSync(partial, { recursive: true, force: true });
    try {
      fs.cpSync(dir, path.join(partial, 'data'), { recursive: true });
      fs.writeFileSync(path.join(partial, MARKER), `${new Date().toISOString()}\n`);
      // A directory of that name without its marker is a leftover no start uses: replace it.
      if (fs.existsSync(final) && !findSeededTemplate(root, key)) fs.rmSync(final, { recursive: true, force: true });
      try {
        fs.renameSync(partial, final);
      } catch (err) {
        // Another process published the same copy first: keep theirs.
        if (!findSeededTemplate(root, key)) throw err;
      }
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  removeOtherSeeded(root, key);
  return treeBytes(path.join(final, 'data'));
}

/**
 * Fills the empty data directory `dir` with a copy of the seeded template `key` – or of another day's
 * (findSeededCopy), then with SEED_SHIFT_FILE in it – on a worker thread, under `dir`'s lock. The copy
 * goes to a sibling directory first and is renamed into place only when complete (and the template's
 * marker is still there afterwards: a template removed by another process mid-copy counts as a failed
 * copy), so `dir` is either still empty or a whole seeded directory – also after a crash. Returns the
 * copy used, or null when there is none for `key`; throws when the copy fails (the caller seeds instead;
 * `dir` is left as it was).
 */
export async function fillFromSeededTemplate(dir: string, root: string, key: string, signal?: AbortSignal): Promise<SeededCopy | null> {
  const source = findSeededCopy(root, key);
  if (!source) return null;
  const today = COUNT_AND_DATE.exec(key)![2]!;
  const target = path.resolve(dir);
  const lock = acquireDirLock(target, dir);
  try {
    // Another process seeded or copied between our look and our lock: nothing to do, it is whole.
    if (!isEmptyDataDir(target)) return source;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const prefix = `${path.basename(target)}.seeded-copy.`;
    for (const name of fs.readdirSync(path.dirname(target))) {
      const pid = name.startsWith(prefix) ? /^(\d+)\.tmp$/.exec(name.slice(prefix.length))?.[1] : undefined;
      if (pid && !isAlive(Number(pid))) fs.rmSync(path.join(path.dirname(target), name), { recursive: true, force: true });
    }
    const incoming = path.join(path.dirname(target), `${prefix}${process.pid}.tmp`);
    fs.rmSync(incoming, { recursive: true, force: true });
    try {
      await copyDirOffThread(source.data, incoming);
      if (!findSeededTemplate(root, source.key)) throw new Error(`the seeded template ${source.key} was removed while it was copied`);
      if (source.seededFor !== today) {
        const shift: SeedShift = { from: source.seededFor, to: today };
        fs.writeFileSync(path.join(incoming, SEED_SHIFT_FILE), `${JSON.stringify(shift)}\n`);
      }
      signal?.throwIfAborted();
      // rename(2) replaces an empty directory: `dir` exists (empty) or not, never half-filled.
      fs.renameSync(incoming, target);
    } finally {
      fs.rmSync(incoming, { recursive: true, force: true });
    }
    return source;
  } finally {
    lock.release();
  }
}
