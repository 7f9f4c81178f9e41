// A migrated PGlite data directory to copy instead of running initdb (issue 15 point 4,
// docs/decisions/025-pglite-start.md, "Second pass"). PGlite 0.5 makes every fresh directory with its own
// initdb: about 9 CPU s and an RSS peak near 900 MB, more than half of a cold start. A cleanly closed
// directory is an ordinary PostgreSQL cluster, so a copy of one (≈ 40 MB of files, tens of ms) opens like
// a warm start.
//
// The template is made on first need – no download, nothing committed – by a short-lived child process
// (pglite-template-child.mjs), so initdb's memory never enters the server. It is kept under data/ (beside
// the default data directory), named by the PGlite version and a hash of the migrations: a new PGlite or
// a new migration makes a new one, and the old ones are removed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isAlive } from './dir-lock.js';

export const DEFAULT_PGLITE_TEMPLATE_DIR = './data/pglite-template';

const CHILD = fileURLToPath(new URL('./pglite-template-child.mjs', import.meta.url));

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // dist/index.cjs → the package's own package.json (its "exports" do not list it).
  const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** `pglite-<version>-<hash of the migration files>`: what the template's contents depend on. */
export function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(migrationsFolder, full)).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  };
  walk(migrationsFolder);
  return `pglite-${pgliteVersion()}-${hash.digest('hex').slice(0, 12)}`;
}

/** True when `dir` is missing or an empty directory: a PGlite cold start. */
export function isEmptyDataDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Templates of another PGlite version or other migrations, and partial ones whose maker died. */
function removeStale(root: string, key: string): void {
  for (const name of fs.readdirSync(root)) {
    // Also a seeded template's partial copy (seeded-template.ts) whose maker died; the seeded ones keep theirs.
    const partial = /^\.(.+)\.(\d+)\.tmp$/.exec(name);
    const stale = partial ? !isAlive(Number(partial[2])) : name.startsWith('pglite-') && name !== key;
    if (stale) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function runChild(dir: string, migrationsFolder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, dir, migrationsFolder], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the PGlite template could not be made (exit ${code ?? signal}):\n${stderr}`));
    });
  });
}

/**
 * The template directory for these migrations, made now (in a child process) when missing. Two
 * processes that miss at once both make one; the rename publishes either whole copy.
 */
export async function ensureTemplate(root: string, migrationsFolder: string): Promise<string> {
  const key = templateKey(migrationsFolder);
  const final = path.resolve(root, key);
  if (fs.existsSync(path.join(final, 'PG_VERSION'))) return final;
  fs.mkdirSync(root, { recursive: true });
  removeStale(root, key);
  const partial = path.resolve(root, `.${key}.${process.pid}.tmp`);
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    await runChild(partial, migrationsFolder);
    try {
      fs.renameSync(partial, final);
    } catch (err) {
      // Another process published the same template first: use it.
      if (!fs.existsSync(path.join(final, 'PG_VERSION'))) throw err;
    }
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return final;
}

/**
 * `fs.cpSync` on a thread of its own: the copy is ≈ 1,300 files, 0.5–1 s mostly waiting for the disk,
 * during which the seed process loads its modules (docs/decisions/025-pglite-start.md, "Fourth pass").
 * Plain JS evaluated in the worker, so it needs no TypeScript loader. `fs.promises.cp` was measured
 * slower and busier on the calling thread (one promise per file).
 */
export function copyDirOffThread(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      "const { workerData } = require('node:worker_threads'); require('node:fs').cpSync(workerData.from, workerData.to, { recursive: true });",
      { eval: true, workerData: { from, to } },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`copying ${from} to ${to} failed (exit ${code})`))));
  });
}

/**
 * Fills the empty data directory `dir` with a copy of the template (made first when missing). `offThread`:
 * the copy runs on a worker thread, for a caller with work of its own meanwhile.
 */
export async function copyTemplateInto(dir: string, root: string, migrationsFolder: string, offThread = false): Promise<void> {
  const template = await ensureTemplate(root, migrationsFolder);
  if (offThread) await copyDirOffThread(template, dir);
  else fs.cpSync(template, dir, { recursive: true });
}
