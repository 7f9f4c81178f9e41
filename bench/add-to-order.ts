// Add-to-order under load (issue 7): throughput and latency of POST /api/order/addtoorder on PGlite and
// on PostgreSQL, beside a plain Hono hello-world measured in the same run on the same machine. Server
// and load generator are separate processes (the server as `node --import tsx api-server/main.ts`, the
// load from this process with autocannon), so the figures are the server's, not a shared event loop's.
//
// Each request adds one unit of one product to the basket of one of three users of department 1001
// (kok, souschef, admin: three baskets, one session each), rotating over 200 products that were checked
// to be orderable, the way a kitchen fills a basket: every answer carries the basket's whole preview.
//
//   npx tsx bench/add-to-order.ts [--duration 15] [--connections 10]   (DATABASE_URL: PostgreSQL too)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from './size.js';
import { freePort } from './startup.js';

const USERS = ['kok@kantinen.dk', 'souschef@kantinen.dk', 'admin@grossist.dk'];
const PASSWORD = 'demo1234';
const PRODUCTS = 200;

export interface LoadResult {
  target: string;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, healthPath: string): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let alive = true;
  void exited.then(() => (alive = false));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (!alive) throw new Error(`server exited:\n${stderr}`);
    if (Date.now() - started > 10 * 60_000) throw new Error('server not up within 10 minutes');
    try {
      const res = await fetch(url + healthPath, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (alive) child.kill('SIGKILL');
    },
  };
}

function startShop(env: NodeJS.ProcessEnv): Promise<Server> {
  // A small catalogue seeds fast; add-to-order touches only the basket's products.
  return startProcess(['--import', 'tsx', 'api-server/main.ts'], { SEED_PRODUCTS: '5000', WARM_CATALOGUES: 'false', ...env }, '/api/health');
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

async function measureShop(label: string, env: NodeJS.ProcessEnv, duration: number, connections: number): Promise<LoadResult> {
  const shop = await startShop(env);
  try {
    const cookies = await Promise.all(USERS.map((u) => login(shop.url, u)));
    const products = await orderableProducts(shop.url, cookies[0]!);
    let n = 0;
    const result = await run({
      url: shop.url,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/order/addtoorder',
          setupRequest: (req) => {
            const k = n++;
            const product = products[k % products.length]!;
            return {
              ...req,
              headers: { 'content-type': 'application/json', cookie: cookies[k % cookies.length]! },
              body: JSON.stringify([{ origin: 1, amount: 1, productId: product.productId, unit: product.unit, expiryProduct: false }]),
            };
          },
        },
      ],
    });
    return summary(`add-to-order, ${label}`, result);
  } finally {
    await shop.stop();
  }
}

export async function measureAddToOrder(duration = 15, connections = 10): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  const hello = await startHello();
  try {
    results.push(summary('Hono hello-world', await run({ url: hello.url, connections, duration })));
  } finally {
    await hello.stop();
  }
  const dir = await mkdtemp(join(tmpdir(), 'shop-load-'));
  try {
    results.push(await measureShop('PGlite', { PGLITE_DIR: join(dir, 'db'), DATABASE_URL: '' }, duration, connections));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `shop_load_${process.pid}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      results.push(await measureShop('PostgreSQL', { DATABASE_URL: url.toString() }, duration, connections));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const duration = arg('--duration', 15);
  const connections = arg('--connections', 10);
  const results = await measureAddToOrder(duration, connections);
  console.log(`\n${connections} connections, ${duration} s each, ${availableParallelism()} CPUs, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('target                          req/s     p50     p90     p99     max  non-2xx  errors');
  for (const r of results) {
    console.log(
      `${r.target.padEnd(30)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(6)}ms ${String(r.p90).padStart(5)}ms ${String(r.p99).padStart(5)}ms ${String(r.max).padStart(5)}ms ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
  await mkdir(join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(
    join(ROOT, 'bench/results/add-to-order-latest.json'),
    JSON.stringify({ kind: 'add-to-order-load', at: new Date().toISOString(), machine: { node: process.version, cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? '', loadAverage: loadavg() }, duration, connections, results }, null, 2),
  );
}
