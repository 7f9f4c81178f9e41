// Add-to-order under load (issue 7, issue 15 point 1): throughput and latency of the basket's calls on
// PGlite and on PostgreSQL, beside a plain Hono hello-world and pgbench's TPC-B measured in the same run
// on the same machine. Server and load generator are separate processes (the server as `node --import
// tsx api-server/main.ts`, the load from this process with autocannon), so the figures are the server's.
//
// Scenarios, on one shop per database (docs/decisions/027-add-to-order-speed.md):
// - usual: 50 users of department 1001 (created by this benchmark in its own database, not in the seed the
//   tests use), each adding one unit to its own basket, which holds 100 lines (filled first by one add of
//   100 items per user): the adds rotate over those 100 products, so every add merges into a line.
// - revieworder: the same 50 users read their 100-line basket.
// - worst: 3 users (kok, souschef, admin) share 10 connections and add to 3 baskets that grow to 200 lines,
//   rotating over 200 products: adds to one basket wait on its lock (issue 7's original scenario).
// - complete: the 50 users complete their 100-line baskets, 10 at a time (50 orders: a small sample).
//
//   npx tsx bench/add-to-order.ts [--duration 15] [--connections 10] [--check] [--shop-root DIR]
//   (DATABASE_URL: PostgreSQL and pgbench too; --check: exit 1 under issue 15's targets; --shop-root: the
//   checkout whose server is measured, e.g. a worktree of main for a before/after run)
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../api-server/db/open.js';
import { sql } from 'drizzle-orm';
import { ROOT } from './size.js';
import { startProcess, type Server } from './server-process.js';

const USERS = ['kok@kantinen.dk', 'souschef@kantinen.dk', 'admin@grossist.dk'];
const PASSWORD = 'demo1234';
const PRODUCTS = 200;
/** The usual case: this many users, each with a basket of USUAL_LINES lines. */
const USUAL_USERS = 50;
const USUAL_LINES = 100;
const benchEmail = (n: number) => `bench-${String(n).padStart(2, '0')}@kantinen.dk`;
let shopRoot = ROOT;
/** --db pglite|postgres: measure one database only (profiling); default both. */
let only: string | null = null;

export interface LoadResult {
  target: string;
  /** Where the run took place and what it did, for the check and the JSON. */
  db?: 'PGlite' | 'PostgreSQL';
  scenario?: 'hello' | 'pgbench' | 'usual' | 'revieworder' | 'worst' | 'complete';
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** The shop process's CPU per request (ms), from Server.cpuMs: absent for pgbench and hello-world. */
  cpuMsPerRequest?: number;
}

function startShop(env: NodeJS.ProcessEnv): Promise<Server> {
  // A small catalogue seeds fast; add-to-order touches only the basket's products.
  // SHOP_NODE_ARGS go to the shop's node only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const nodeArgs = (process.env.SHOP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startProcess([...nodeArgs, '--import', 'tsx', 'api-server/main.ts'], { SEED_PRODUCTS: '5000', WARM_CATALOGUES: 'false', ...env }, '/api/health', shopRoot);
}

function startHello(): Promise<Server> {
  return startProcess(['--import', 'tsx', 'bench/hello-server.ts'], {}, '/');
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/profile/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: Buffer.from(email).toString('base64'), password: Buffer.from(PASSWORD).toString('base64') }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (res.status !== 200 || !cookie) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return cookie;
}

interface Candidate {
  i: string[];
  u: { i: string; w: boolean; f: boolean }[];
  p?: number | null;
  f?: string;
}

/** 200 products that add successfully (checked one by one, which also warms the server up). */
async function orderableProducts(url: string, cookie: string): Promise<{ productId: string; unit: string }[]> {
  const found: { productId: string; unit: string }[] = [];
  for (let skip = 0; found.length < PRODUCTS && skip < 5_000; skip += 100) {
    const res = await fetch(`${url}/api/product/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ payload: { text: '' }, skip, take: 100 }),
    });
    const page = (await res.json()) as { products: Candidate[] };
    if (page.products.length === 0) break;
    for (const p of page.products) {
      const unit = p.u.find((u) => u.f && !u.w) ?? p.u.find((u) => !u.w);
      if (!unit || !p.p || p.f) continue;
      const add = await fetch(`${url}/api/order/addtoorder`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify([{ origin: 1, amount: 1, productId: p.i[0], unit: unit.i, expiryProduct: false }]),
      });
      const answer = (await add.json()) as { addedOrderlines?: number };
      if (answer.addedOrderlines === 1) found.push({ productId: p.i[0]!, unit: unit.i });
      if (found.length === PRODUCTS) break;
    }
  }
  if (found.length < 20) throw new Error(`only ${found.length} orderable products found`);
  return found;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((res, rej) => {
    autocannon(options, (err, result) => (err ? rej(err) : res(result)));
  });
}

function summary(target: string, r: autocannon.Result): LoadResult {
  return {
    target,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Creates the usual case's users (kok's department and password hash) in the shop's database. */
async function addBenchUsers(execute: (statement: string) => Promise<unknown>): Promise<void> {
  await execute(`insert into users (email, name, password_hash, department_code)
    select 'bench-' || lpad(g::text, 2, '0') || '@kantinen.dk', 'Bench ' || g, u.password_hash, u.department_code
    from users u, generate_series(1, ${USUAL_USERS}) g where u.email = 'kok@kantinen.dk'
    on conflict do nothing`);
}

function post(url: string, path: string, cookie: string, body: unknown): Promise<Response> {
  return fetch(url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

async function measureShop(label: 'PGlite' | 'PostgreSQL', env: NodeJS.ProcessEnv, duration: number, connections: number, prepare: (shop: Server) => Promise<Server>): Promise<LoadResult[]> {
  const shop = await prepare(await startShop(env));
  const results: LoadResult[] = [];
  try {
    const cookies = await Promise.all(USERS.map((u) => login(shop.url, u)));
    const products = await orderableProducts(shop.url, cookies[0]!);
    const usual = products.slice(0, USUAL_LINES);
    const benchCookies: string[] = [];
    for (let u = 1; u <= USUAL_USERS; u++) benchCookies.push(await login(shop.url, benchEmail(u)));
    // Each bench user's basket: 100 lines, put in by one add.
    for (const cookie of benchCookies) {
      const res = await post(shop.url, '/api/order/addtoorder', cookie, usual.map((p) => ({ origin: 1, amount: 1, productId: p.productId, unit: p.unit, expiryProduct: false })));
      const answer = (await res.json()) as { addedOrderlines?: number };
      if (answer.addedOrderlines !== usual.length) throw new Error(`filling a bench basket: ${res.status} ${JSON.stringify(answer)}`);
    }
    const addLoad = (users: string[], pick: (k: number) => { productId: string; unit: string }): Promise<autocannon.Result> => {
      let n = 0;
      return run({
        url: shop.url,
        connections,
        duration,
        requests: [{
          method: 'POST',
          path: '/api/order/addtoorder',
          setupRequest: (req) => {
            const k = n++;
            const product = pick(k);
            return {
              ...req,
              headers: { 'content-type': 'application/json', cookie: users[k % users.length]! },
              body: JSON.stringify([{ origin: 1, amount: 1, productId: product.productId, unit: product.unit, expiryProduct: false }]),
            };
          },
        }],
      });
    };
    // usual: request k goes to user k % 50 and its (k / 50)-th product, shifted per user.
    const withCpu = async (measure: () => Promise<LoadResult>): Promise<LoadResult> => {
      const before = shop.cpuMs();
      const result = await measure();
      return { ...result, cpuMsPerRequest: (shop.cpuMs() - before) / Math.max(1, result.requests) };
    };
    results.push(await withCpu(async () => ({ ...summary(`add, 50 users × 100 lines, ${label}`, await addLoad(benchCookies, (k) => usual[(Math.floor(k / USUAL_USERS) + (k % USUAL_USERS)) % usual.length]!)), db: label, scenario: 'usual' })));
    let r = 0;
    results.push(await withCpu(async () => ({
      ...summary(`revieworder, 100 lines, ${label}`, await run({
        url: shop.url,
        connections,
        duration,
        requests: [{ method: 'GET', path: '/api/order/revieworder', setupRequest: (req) => ({ ...req, headers: { cookie: benchCookies[r++ % benchCookies.length]! } }) }],
      })),
      db: label,
      scenario: 'revieworder',
    })));
    results.push(await withCpu(async () => ({ ...summary(`add, 3 shared × 200 lines, ${label}`, await addLoad(cookies, (k) => products[k % products.length]!)), db: label, scenario: 'worst' })));
    // complete: every bench user's basket once, `connections` at a time.
    const latencies: number[] = [];
    let failed = 0;
    let next = 0;
    const started = performance.now();
    const cpuBefore = shop.cpuMs();
    await Promise.all(Array.from({ length: connections }, async () => {
      while (next < benchCookies.length) {
        const cookie = benchCookies[next++]!;
        const review = (await (await fetch(`${shop.url}/api/order/revieworder`, { headers: { Cookie: cookie } })).json()) as { deliveryDate: string };
        const t0 = performance.now();
        const res = await post(shop.url, '/api/order/complete', cookie, { deliveryDate: review.deliveryDate });
        await res.text();
        latencies.push(performance.now() - t0);
        if (res.status !== 201) failed++;
      }
    }));
    const wall = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    results.push({
      target: `complete, 100 lines, ${label}`,
      db: label,
      scenario: 'complete',
      requests: latencies.length,
      rps: Math.round(latencies.length / wall),
      p50: Math.round(quantile(latencies, 0.5)),
      p90: Math.round(quantile(latencies, 0.9)),
      p99: Math.round(quantile(latencies, 0.99)),
      max: Math.round(latencies[latencies.length - 1] ?? 0),
      non2xx: failed,
      errors: 0,
      // Includes the revieworder each completion reads first.
      cpuMsPerRequest: (shop.cpuMs() - cpuBefore) / Math.max(1, latencies.length),
    });
    return results;
  } finally {
    await shop.stop();
  }
}

/** pgbench's own binary: on PATH, else PostgreSQL's bin directory (Debian keeps it there). */
function pgbenchBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'pgbench'))) return join(dir, 'pgbench');
  for (const v of ['17', '16', '15', '14', '13']) if (existsSync(`/usr/lib/postgresql/${v}/bin/pgbench`)) return `/usr/lib/postgresql/${v}/bin/pgbench`;
  throw new Error('pgbench not found');
}

/** TPC-B (pgbench's default script) on a scratch database of the same server: scale 10, `connections` clients. */
async function measurePgbench(admin: pg.Client, databaseUrl: string, duration: number, connections: number): Promise<LoadResult> {
  const name = `pgbench_scratch_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(databaseUrl);
    const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
    const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
    const exec = promisify(execFile);
    await exec(pgbenchBinary(), ['-i', '-s', '10', '-q', ...connection, name], { env });
    const { stdout } = await exec(pgbenchBinary(), ['-c', String(connections), '-j', '2', '-T', String(duration), '-r', ...connection, name], { env, maxBuffer: 1 << 20 });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? NaN);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? NaN);
    return { target: 'pgbench TPC-B, -s 10', scenario: 'pgbench', requests: transactions, rps: Math.round(tps), p50: Math.round(latency), p90: NaN, p99: NaN, max: NaN, non2xx: 0, errors: 0 };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

export async function measureAddToOrder(duration = 15, connections = 10): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  const hello = await startHello();
  try {
    results.push({ ...summary('Hono hello-world', await run({ url: hello.url, connections, duration })), scenario: 'hello' });
  } finally {
    await hello.stop();
  }
  const admin = process.env.DATABASE_URL ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : null;
  await admin?.connect();
  try {
    if (admin) results.push(await measurePgbench(admin, process.env.DATABASE_URL!, duration, connections));
    const dir = await mkdtemp(join(tmpdir(), 'shop-load-'));
    if (only !== 'postgres') try {
      const env = { PGLITE_DIR: join(dir, 'db'), DATABASE_URL: '' };
      // PGlite is one process's: the seeded shop stops, the users go in, and the shop starts again (warm).
      results.push(...(await measureShop('PGlite', env, duration, connections, async (shop) => {
        await shop.stop();
        const opened = await openDatabase({ pgliteDir: join(dir, 'db') });
        try {
          await addBenchUsers((statement) => opened.db.execute(sql.raw(statement)));
        } finally {
          await opened.close();
        }
        return startShop(env);
      })));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    if (admin && only !== 'pglite') {
      const name = `shop_load_${process.pid}`;
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(process.env.DATABASE_URL!);
        url.pathname = `/${name}`;
        results.push(...(await measureShop('PostgreSQL', { DATABASE_URL: url.toString() }, duration, connections, async (shop) => {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          try {
            await addBenchUsers((statement) => client.query(statement));
          } finally {
            await client.end();
          }
          return shop;
        })));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
  } finally {
    await admin?.end();
  }
  return results;
}

/** Issue 15's targets: PostgreSQL adds at ≥ 50 % of pgbench's tps with p99 ≤ 25 ms; PGlite ≥ 30 % of PostgreSQL's, p99 ≤ 60 ms. */
export function missedTargets(results: readonly LoadResult[]): string[] {
  const missed: string[] = [];
  const tps = results.find((r) => r.scenario === 'pgbench')?.rps;
  for (const scenario of ['usual', 'worst'] as const) {
    const postgres = results.find((r) => r.scenario === scenario && r.db === 'PostgreSQL');
    const pglite = results.find((r) => r.scenario === scenario && r.db === 'PGlite');
    if (postgres && tps !== undefined) {
      if (postgres.rps < tps * 0.5) missed.push(`${postgres.target}: ${postgres.rps} req/s < 50 % of pgbench's ${tps} tps`);
      if (postgres.p99 > 25) missed.push(`${postgres.target}: p99 ${postgres.p99} ms > 25 ms`);
    }
    if (pglite && postgres) {
      if (pglite.rps < postgres.rps * 0.3) missed.push(`${pglite.target}: ${pglite.rps} req/s < 30 % of PostgreSQL's ${postgres.rps}`);
    }
    if (pglite && pglite.p99 > 60) missed.push(`${pglite.target}: p99 ${pglite.p99} ms > 60 ms`);
    for (const r of [postgres, pglite]) if (r && (r.non2xx > 0 || r.errors > 0)) missed.push(`${r.target}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  }
  return missed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const duration = arg('--duration', 15);
  const connections = arg('--connections', 10);
  const rootAt = process.argv.indexOf('--shop-root');
  if (rootAt >= 0) shopRoot = resolve(process.argv[rootAt + 1]!);
  const dbAt = process.argv.indexOf('--db');
  if (dbAt >= 0) only = process.argv[dbAt + 1]!.toLowerCase();
  const loadBefore = loadavg();
  const results = await measureAddToOrder(duration, connections);
  const loadAfter = loadavg();
  const fmt = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(`\n${connections} connections, ${duration} s each, ${availableParallelism()} CPUs, load ${fmt(loadBefore)} before, ${fmt(loadAfter)} after; shop: ${shopRoot}`);
  console.log('target                                        req/s     p50     p90     p99     max  non-2xx  errors  cpu/req');
  const ms = (n: number) => (Number.isFinite(n) ? `${n}ms` : '-').padStart(7);
  for (const r of results) {
    console.log(`${r.target.padEnd(44)} ${String(r.rps).padStart(6)} ${ms(r.p50)} ${ms(r.p90)} ${ms(r.p99)} ${ms(r.max)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)} ${(r.cpuMsPerRequest === undefined ? '-' : `${r.cpuMsPerRequest.toFixed(2)}ms`).padStart(8)}`);
  }
  const missed = missedTargets(results);
  console.log(missed.length === 0 ? 'Issue 15 targets: met' : `Issue 15 targets missed:\n  ${missed.join('\n  ')}`);
  await mkdir(join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(
    join(ROOT, 'bench/results/add-to-order-latest.json'),
    JSON.stringify({ kind: 'add-to-order-load', at: new Date().toISOString(), machine: { node: process.version, cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? '', loadAverage: loadAfter, loadAverageBefore: loadBefore }, shopRoot, duration, connections, results, missedTargets: missed }, null, 2),
  );
  if (process.argv.includes('--check') && missed.length > 0) process.exitCode = 1;
}
