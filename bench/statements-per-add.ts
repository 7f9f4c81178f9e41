// Statements per request (issue 15 point 1, docs/decisions/027-add-to-order-speed.md): counts and times
// every SQL statement the API sends for one add-to-order, revieworder and complete on a basket of
// `--lines` lines, on PostgreSQL (DATABASE_URL) or PGlite (without it; through node-postgres too, decision
// 031, so each statement goes through pg's Client.query either way; PGlite's CPU is part of Node's).
//
//   [DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres] npx tsx bench/statements-per-add.ts [--lines 200]
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { previewQuery } from '../api-server/orders/basket.js';
import { createTestContext } from '../api-server/test-support/test-app.js';

interface Seen { text: string; ms: number }
let seen: Seen[] | null = null;
const original = pg.Client.prototype.query;
// Every statement drizzle sends through the pool ends in Client.prototype.query.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  const text = typeof first === 'string' ? first : first.text;
  const started = performance.now();
  const log = seen;
  const done = () => log?.push({ text, ms: performance.now() - started });
  // pg.Pool.query calls Client.query with a callback; a checked-out client (transactions) with none.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...a: unknown[]) => unknown;
    args[last] = (...a: unknown[]) => (done(), callback(...a));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  }
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (log && result && typeof (result as Promise<unknown>).then === 'function') void (result as Promise<unknown>).then(done, () => undefined);
  return result;
} as typeof pg.Client.prototype.query;

const i = process.argv.indexOf('--lines');
const LINES = i >= 0 ? Number(process.argv[i + 1]) : 200;
const ctx = await createTestContext({ products: 2000 });
try {
  const cookie = await ctx.login('kok@kantinen.dk');
  type Candidate = { i: string[]; u: { i: string; w: boolean; f: boolean }[]; p?: number | null; f?: string };
  const products: Candidate[] = [];
  for (let skip = 0; skip < 1000; skip += 100) {
    const search = await ctx.post('/api/product/search', { payload: { text: '' }, skip, take: 100 }, cookie);
    products.push(...((await search.json()) as { products: Candidate[] }).products);
  }
  const items: { productId: string; unit: string }[] = [];
  for (const p of products) {
    const unit = p.u.find((u) => u.f && !u.w) ?? p.u.find((u) => !u.w);
    if (!unit || !p.p || p.f) continue;
    const res = await ctx.post('/api/order/addtoorder', [{ origin: 1, amount: 1, productId: p.i[0], unit: unit.i, expiryProduct: false }], cookie);
    if (((await res.json()) as { addedOrderlines: number }).addedOrderlines === 1) items.push({ productId: p.i[0]!, unit: unit.i });
    if (items.length === LINES) break;
  }
  const measure = async (label: string, call: () => Promise<Response>) => {
    seen = [];
    const started = performance.now();
    const res = await call();
    await res.text();
    const total = performance.now() - started;
    const log = seen;
    seen = null;
    console.log(`\n${label}: ${res.status}, ${log.length} statements, ${total.toFixed(1)} ms in all, ${log.reduce((s, x) => s + x.ms, 0).toFixed(1)} ms in the database`);
    for (const s of log) console.log(`  ${s.ms.toFixed(2).padStart(7)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 150)}`);
  };
  const item = items[items.length - 1]!;
  const add = () => ctx.post('/api/order/addtoorder', [{ origin: 1, amount: 1, productId: item.productId, unit: item.unit, expiryProduct: false }], cookie);
  await add();
  // Node's own CPU per add (user + system), sequential adds: what the server spends beside the database.
  // --profile FILE: a CPU profile of these adds only (open it in Chrome's DevTools).
  const profileAt = process.argv.indexOf('--profile');
  const inspector = profileAt >= 0 ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  // PostgreSQL's CPU per add: the backends of this database (the pool's connections, open from the
  // adds above), from /proc (same machine; Linux).
  const backends = async () => ((await ctx.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
  const backendCpuMs = (pids: number[]) => pids.reduce((sum, pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return sum;
    }
  }, 0);
  const pids = await backends();
  const pg0 = backendCpuMs(pids);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const REPEAT = 200;
  for (let k = 0; k < REPEAT; k++) await (await add()).text();
  const cpu = process.cpuUsage(cpu0);
  const pgCpu = backendCpuMs(pids) - pg0;
  const opened = (await backends()).filter((pid) => !pids.includes(pid)).length;
  if (inspector) {
    const { profile } = await inspector.post('Profiler.stop');
    await writeFile(process.argv[profileAt + 1]!, JSON.stringify(profile));
    inspector.disconnect();
  }
  console.log(`${REPEAT} sequential adds: ${((performance.now() - wall0) / REPEAT).toFixed(2)} ms each, Node CPU ${((cpu.user + cpu.system) / 1000 / REPEAT).toFixed(2)} ms each, ${process.env.DATABASE_URL ? `PostgreSQL CPU ${(pgCpu / REPEAT).toFixed(2)} ms each` : 'PGlite in it'}${opened > 0 ? ` (${opened} connections opened meanwhile are not counted)` : ''}`);
  await measure(`add-to-order, basket of ${items.length} lines`, add);
  await measure(`revieworder, basket of ${items.length} lines`, () => ctx.get('/api/order/revieworder', cookie));
  const review = (await (await ctx.get('/api/order/revieworder', cookie)).json()) as { deliveryDate: string };
  // The preview's aggregate as the add sends it (docs/decisions/027-add-to-order-speed.md).
  const kok = (await ctx.db.execute(sql`select id, department_code from users where email = 'kok@kantinen.dk'`)) as unknown as { rows: { id: number; department_code: string }[] };
  const owner = { userId: kok.rows[0]!.id, departmentCode: kok.rows[0]!.department_code };
  const plan = (await ctx.db.execute(sql`explain (analyze, buffers) ${previewQuery({ departmentCode: owner.departmentCode, today: review.deliveryDate.slice(0, 10) }, owner, review.deliveryDate)}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  console.log(`\nEXPLAIN ANALYZE of the preview's aggregate:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  await measure(`complete, basket of ${items.length} lines`, () => ctx.post('/api/order/complete', { deliveryDate: review.deliveryDate }, cookie));
} finally {
  await ctx.close();
}
