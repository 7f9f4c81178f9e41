// Soak (issue 14 §7): ten minutes of mixed traffic on PostgreSQL — searches, basket adds, reviews,
// favourite-list reads and changes, now and then a placed order — against a real server process on a
// private PostgreSQL cluster. Passes when no request failed and the server's RSS grew less than 10 %
// from the end of the warm-up to the end; prints p50/p99 per kind of request. A benchmark, not a test:
//
//   npm run bench:soak                       (10 minutes)
//   SOAK_SECONDS=60 npm run bench:soak       (a shorter run)
import fs from 'node:fs';
import { ProductWireSchema, SearchResultSchema } from '../core/schemas/index.js';
import { decodeProduct } from '../core/schemas/product-decode.js';
import { ReviewBasketSchema } from '../core/schemas/basket-review.js';
import { FavoriteListSchema } from '../core/schemas/favorite-list.js';
import { createPgCluster } from '../api-server/test-support/pg-cluster.js';
import { loginOver, type HttpUser } from '../api-server/test-support/http-client.js';
import { startServer } from '../api-server/test-support/server-process.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_SECONDS = Math.min(60, Math.round(SECONDS / 5));
const USERS = ['kok@kantinen.dk', 'souschef@kantinen.dk', 'indkob@storkoekken.dk', 'kok@ffkunde.dk', 'admin@grossist.dk', 'kok@solhoej.dk'];
const WORDS = ['mælk', 'smør', 'ost', 'kaffe', 'mel', 'olie', 'salt', 'æbler', 'fløde', 'brød', 'kylling', 'ris', 'pasta', 'sukker', 'løg'];
const RSS_BUDGET = 0.1;

const latencies = new Map<string, number[]>();
const failures: string[] = [];

async function timed(kind: string, run: () => Promise<{ status: number }>, ok: (s: number) => boolean = (s) => s < 300): Promise<{ status: number; json?: unknown }> {
  const started = performance.now();
  const res = (await run().catch((e: unknown) => ({ status: 0, error: String(e) }))) as { status: number; json?: unknown };
  const ms = performance.now() - started;
  (latencies.get(kind) ?? latencies.set(kind, []).get(kind)!).push(ms);
  if (!ok(res.status)) failures.push(`${kind}: ${res.status} ${JSON.stringify(res.json ?? '').slice(0, 200)}`);
  return res;
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

async function userLoop(user: HttpUser, until: number): Promise<void> {
  const listAnswer = await user.call('POST', '/api/favoritelists', { listName: `Soak ${Math.floor(Math.random() * 1e6)}` });
  const listId = listAnswer.status === 201 ? FavoriteListSchema.parse(listAnswer.json).i : null;
  let round = 0;
  while (Date.now() < until) {
    round++;
    const search = await timed('search', () => user.call('POST', '/api/product/search', { payload: { text: pick(WORDS) }, take: 30 }));
    const products = search.status === 200 ? SearchResultSchema.parse(search.json).products.map((w) => decodeProduct(ProductWireSchema.parse(w))) : [];
    const product = products.find((p) => p.units.some((u) => u.isDefault && !u.weighed) && (p.priceOre ?? 0) > 0);
    if (product) {
      const unit = product.units.find((u) => u.isDefault)!.code;
      // Some products cannot be ordered by this user (§6 rules): a 4xx with a message is a fine answer.
      await timed('add', () => user.call('POST', '/api/order/addtoorder', [{ origin: 1, productId: product.id, unit, amount: 1, expiryProduct: false }]), (s) => s < 500 && s !== 0);
      if (listId !== null) {
        await timed('list add', () => user.call('POST', '/api/favoritelists/addproduct', { id: listId, productId: product.id }), (s) => s < 500 && s !== 0);
      }
    }
    const review = await timed('review', () => user.call('GET', '/api/order/revieworder'));
    await timed('lists', () => user.call('GET', '/api/favoritelists'));
    if (round % 25 === 0 && review.status === 200) {
      const basket = ReviewBasketSchema.parse(review.json);
      // Placing an order may be refused by the rules (deadline, ordering off): never a 5xx.
      if (basket.lines.length > 0) await timed('complete', () => user.call('POST', '/api/order/complete', { deliveryDate: basket.deliveryDate }), (s) => s < 500 && s !== 0);
    }
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const cluster = await createPgCluster();
  const server = await startServer({ DATABASE_URL: cluster.url, SEED_PRODUCTS: '25000', WARM_CATALOGUES: 'false' }, 600_000);
  const pid = server.child.pid!;
  try {
    const users = await Promise.all(USERS.map((e) => loginOver(server.origin, e)));
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const samples: { at: number; mb: number }[] = [];
    const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(pid) }), 5000);
    console.log(`soak: ${SECONDS} s of mixed traffic, ${users.length} users, warm-up ${WARMUP_SECONDS} s, PostgreSQL (private cluster)`);
    await Promise.all(users.map((u) => userLoop(u, until)));
    clearInterval(sampler);
    samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(pid) });

    const afterWarmup = samples.filter((s) => s.at >= WARMUP_SECONDS);
    const base = afterWarmup[0]?.mb ?? samples[0]!.mb;
    const tail = afterWarmup.slice(-3);
    const end = tail.reduce((s, x) => s + x.mb, 0) / Math.max(1, tail.length);
    const growth = (end - base) / base;
    let total = 0;
    for (const [kind, values] of latencies) {
      const sorted = [...values].sort((a, b) => a - b);
      total += sorted.length;
      console.log(`  ${kind.padEnd(9)} ${String(sorted.length).padStart(7)} requests  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${sorted[sorted.length - 1]!.toFixed(1)} ms`);
    }
    console.log(`  ${total} requests, ${(total / SECONDS).toFixed(0)}/s, ${failures.length} failed`);
    console.log(`  RSS ${base.toFixed(0)} MB after warm-up -> ${end.toFixed(0)} MB at the end: ${(growth * 100).toFixed(1)} % (budget ${RSS_BUDGET * 100} %)`);
    for (const f of failures.slice(0, 10)) console.log(`  failed: ${f}`);
    const ok = failures.length === 0 && growth < RSS_BUDGET;
    console.log(ok ? 'soak: within budget' : 'soak: OVER BUDGET');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.kill('SIGTERM');
    cluster.destroy();
  }
}

await main();
