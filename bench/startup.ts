// Server start-up: time until GET /api/health answers 200, and the server's resident memory (VmRSS of
// the node process itself – spawned as `node dist-server/main.mjs`, what `npm start` runs after its build
// (scripts/build-server.ts; decision 025, "Seventh pass"), no npm/npx wrapper in
// between), for
//   - the first start on a machine: an empty PGlite directory and no migrated template yet (the child
//     process that makes the template runs initdb; docs/decisions/025-pglite-start.md, "Second pass"),
//   - a cold start on an empty PGlite directory after a change of the seed's code: template copied, the
//     demo data seeded, then the seeded copy published (decision 025, "Sixth pass"; the bench removes the
//     copy the first start published, so this row seeds),
//   - a cold start on an empty PGlite directory with today's seeded copy there: copied, no seed,
//   - a cold start, the first of a day: only an earlier day's copy there, copied and its dates moved to
//     today ("Seventh pass"; the bench renames today's copy to yesterday's key, so the move is one day's),
//     together with the row before it the "cold start to first answer" on any day but the first
//     after a code change,
//   - a warm start on an already seeded directory,
//   - and, when DATABASE_URL is set, a cold and a warm start on a throwaway database on that server.
// CPU is the server's and its finished child processes' (seed, template), so moving work into a child
// hides none of it.
//
//   npx tsx bench/startup.ts             (SEED_PRODUCTS is passed through; the server's default otherwise)
//   npx tsx bench/startup.ts --check     exits 1 when a PGlite cold start from a seeded copy (today's or
//                                        an earlier day's) or the warm start is over the budget of issue
//                                        15 point 4 (5 s to the first answer, 500 MB RSS); the first start
//                                        on a machine and the first after a code change seed (≈ 10 CPU s)
//                                        and are printed only
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addDays } from '../core/rules/calendar.js';
import { buildServer, SERVER_ENTRY } from '../scripts/build-server.js';
import { ROOT } from './size.js';

export interface StartupResult {
  label: string;
  database: 'PGlite' | 'PostgreSQL';
  ms: number;
  rssMb: number | null;
  /**
   * CPU time (user + system) the server process and its finished children used until healthy: steadier
   * than `ms` on a loaded machine.
   */
  cpuMs: number | null;
  /** Held to the start-up budget by --check (the starts that seed are reported, not held). */
  budgeted: boolean;
  /** What the server printed (the last 8,000 characters): which case a cold start was. */
  output?: string;
}

/** Issue 15 point 4: a PGlite cold start to its first answer. */
export const STARTUP_BUDGET = { ms: 5_000, rssMb: 500 };

const TIMEOUT_MS = 10 * 60_000;

/** A free TCP port on 127.0.0.1 (also used by bench/search/page-e2e.ts). */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => res(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/**
 * utime + stime of a process and cutime + cstime of its children it waited for (the seed and template
 * processes), from /proc/<pid>/stat, in ms (clock ticks of 10 ms on Linux).
 */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

function serverEnv(env: NodeJS.ProcessEnv, port: number): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port) };
  if (database(env) === 'PGlite') delete merged.DATABASE_URL;
  return merged;
}

function database(env: NodeJS.ProcessEnv): StartupResult['database'] {
  return env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
}

/** Starts the server, waits for health, reads its memory, stops it with SIGTERM. */
export async function measureStart(label: string, database: StartupResult['database'], env: NodeJS.ProcessEnv, budgeted = false): Promise<StartupResult> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: serverEnv(env, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let output = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
    output = (output + d.toString()).slice(-8000);
  });
  child.stdout.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  let alive = true;
  void exited.then(() => (alive = false));
  try {
    for (;;) {
      if (!alive) throw new Error(`server exited before it was healthy:\n${stderr}`);
      if (performance.now() - t0 > TIMEOUT_MS) throw new Error('server not healthy within 10 minutes');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await res.body?.cancel();
        if (res.status === 200) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = Math.round(performance.now() - t0);
    const cpu = cpuMs(child.pid!);
    await new Promise((r) => setTimeout(r, 500)); // let start-up garbage settle before reading RSS
    return { label, database, ms, rssMb: rssMb(child.pid!), cpuMs: cpu, budgeted, output };
  } finally {
    if (alive) {
      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 15_000))]);
      if (code === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
  }
}

export async function measureStartup(): Promise<StartupResult[]> {
  const results: StartupResult[] = [];
  // What `npm start` runs, built from the sources as they are now (≈ 1 s).
  await buildServer();
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  // The template lives in the throwaway directory too: the first start makes it, the cold start copies it.
  const template = join(dir, 'template');
  const first = { PGLITE_DIR: join(dir, 'first'), PGLITE_TEMPLATE_DIR: template };
  const pglite = { PGLITE_DIR: join(dir, 'db'), PGLITE_TEMPLATE_DIR: template };
  const copy = { PGLITE_DIR: join(dir, 'copy'), PGLITE_TEMPLATE_DIR: template };
  const moved = { PGLITE_DIR: join(dir, 'moved'), PGLITE_TEMPLATE_DIR: template };
  try {
    results.push(await measureStart('first (no template yet)', 'PGlite', first));
    // The first start published today's seeded copy: removed, so the next start seeds, as the first after
    // a change of the seed's code does.
    for (const name of await readdir(template)) {
      if (name.startsWith('seeded-')) await rm(join(template, name), { recursive: true, force: true });
    }
    results.push(expectCase(await measureStart('cold, first after a code change (seeds, publishes)', 'PGlite', pglite), 'seeded'));
    results.push(expectCase(await measureStart('cold, seeded copy of today', 'PGlite', copy, true), 'copied'));
    // Today's copy becomes yesterday's: the next cold start is a day's first, and moves the dates.
    const seeded = (await readdir(template)).filter((name) => /^seeded-.+-\d{4}-\d{2}-\d{2}$/.test(name));
    if (seeded.length !== 1) throw new Error(`expected one seeded copy in ${template}, found ${seeded.join(', ') || 'none'}`);
    const today = seeded[0]!.slice(-10);
    const yesterday = addDays(today, -1);
    await rename(join(template, seeded[0]!), join(template, `${seeded[0]!.slice(0, -10)}${yesterday}`));
    results.push(expectCase(await measureStart('cold, first of the day (yesterday\'s copy, dates moved)', 'PGlite', moved, true), 'moved'));
    results.push(await measureStart('warm (seeded directory)', 'PGlite', pglite, true));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    // A throwaway database on the given server, so the first start really is cold (migrate + seed).
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `shop_bench_${process.pid}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.toString() };
      results.push(await measureStart('cold (migrate + seed)', 'PostgreSQL', env));
      results.push(await measureStart('warm (seeded database)', 'PostgreSQL', env));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return results;
}

/**
 * A cold row measures what its label says or the bench fails: by the server's own start line (decision
 * 025, "Sixth pass"), not by its time. A day that turns at midnight between two rows would seed twice, or
 * move the dates of a copy meant to be today's.
 */
function expectCase(result: StartupResult, expected: 'seeded' | 'copied' | 'moved'): StartupResult {
  const out = result.output ?? '';
  const seen = out.includes('heraf kopi af dagens seedede data') ? 'copied'
    : out.includes('heraf kopi af seedede data fra') ? 'moved'
    : out.includes('heraf seed i egen proces') ? 'seeded' : 'unknown';
  if (seen !== expected) throw new Error(`${result.label}: expected a start that ${expected}, the server's log says ${seen}:\n${out}`);
  // The published copy's size and what publishing cost (the seed process's line), and the server's own
  // account of its start (how long the seed or the copy took).
  for (const line of [/Seedet kopi gemt[^\n]*/.exec(out), /Opstart:[^\n]*/.exec(out)]) if (line) console.log(`  (${line[0]})`);
  return result;
}

export function printStartup(results: StartupResult[]): void {
  const [load1] = loadavg();
  console.log(`\nserver start-up (until GET /api/health = 200; load average ${load1!.toFixed(1)} on ${cpus().length} cores)`);
  for (const r of results) {
    const cpu = r.cpuMs === null ? '?' : (r.cpuMs / 1000).toFixed(2);
    console.log(`  ${r.database.padEnd(11)} ${r.label.padEnd(62)} ${(r.ms / 1000).toFixed(2).padStart(7)} s   CPU ${cpu} s   RSS ${r.rssMb ?? '?'} MB`);
  }
}

/** The PGlite starts over the budget, as lines to print; empty when all are within it. */
export function overBudget(results: StartupResult[]): string[] {
  return results
    .filter((r) => r.budgeted && (r.ms > STARTUP_BUDGET.ms || r.rssMb === null || r.rssMb > STARTUP_BUDGET.rssMb))
    .map((r) => `${r.database} ${r.label}: ${(r.ms / 1000).toFixed(2)} s, RSS ${r.rssMb ?? '?'} MB (budget ${STARTUP_BUDGET.ms / 1000} s, ${STARTUP_BUDGET.rssMb} MB)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await measureStartup();
  printStartup(results);
  if (process.argv.includes('--check')) {
    const over = overBudget(results);
    for (const line of over) console.error(`over the start-up budget: ${line}`);
    if (over.length > 0) process.exit(1);
    console.log(`within the start-up budget (${STARTUP_BUDGET.ms / 1000} s, ${STARTUP_BUDGET.rssMb} MB)`);
  }
}
