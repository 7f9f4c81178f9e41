// Catalogue transfer (issue 3 performance target: at most 15 bytes per product, brotli, at 50,000
// products; a repeat visit nothing but a 304). Seeds a throwaway PGlite directory with N generated
// products, logs in as kok@kantinen.dk and asks GET /api/product/catalogue through the real app:
// raw JSON, brotli (the first answer and the kept best quality), gzip, bytes per product, the cold
// build, a cached answer, a 304, and the decoder in Node (JSON.parse + schema + decodeCatalogue).
//
//   npx tsx bench/catalogue-transfer.ts [--products 50000[,25000,…]] [--json]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { encodeBase64 } from '../core/index.js';
import { CatalogueWireSchema, decodeCatalogue } from '../core/schemas/catalogue.js';
import { createApp } from '../api-server/app.js';
import { brotliPrefix, brotliWithSuffix } from '../api-server/catalogue/catalogue-compress.js';
import { openDatabase } from '../api-server/db/open.js';
import { systemClock } from '../api-server/domain/clock.js';
import { shopToday } from '../api-server/domain/dates.js';
import { DEMO_PASSWORD } from '../api-server/seed/demo-accounts.js';
import { seedIfEmpty } from '../api-server/seed/seed.js';

export interface CatalogueTransfer {
  /** Products generated (SEED_PRODUCTS). */
  seeded: number;
  /** Products in kok@kantinen.dk's catalogue (about 94 % of the generated). */
  products: number;
  rawBytes: number;
  /** Brotli as kept once the background pass finished (quality 11): what every later visit gets. */
  brotliBytes: number;
  /** Brotli of the very first answer (quality 5, while quality 11 runs). */
  firstBrotliBytes: number;
  gzipBytes: number;
  brotliBytesPerProduct: number;
  gzipBytesPerProduct: number;
  rawBytesPerProduct: number;
  /** First request: database, encoding, fast brotli. */
  coldMs: number;
  /** The quality-11 pass of the shared part (runs in the background on the server). */
  bestBrotliMs: number;
  /** A later request of the same user (cached shared part, overlay rebuilt). */
  warmMs: number;
  /** If-None-Match with the current ETag. */
  notModifiedMs: number;
  notModifiedBytes: number;
  /** JSON.parse + CatalogueWireSchema + decodeCatalogue, min and median of 10 runs. */
  decodeMinMs: number;
  decodeMedianMs: number;
  seedMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

export async function measureCatalogueTransfer(n: number): Promise<CatalogueTransfer> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-catalogue-bench-'));
  const database = await openDatabase({ pgliteDir: join(dir, 'db') });
  try {
    const seedStarted = performance.now();
    await seedIfEmpty(database.db, { productCount: n, referenceDate: shopToday(systemClock.now()) });
    const seedMs = Math.round(performance.now() - seedStarted);
    const app = createApp({ db: database.db, clock: systemClock, config: { logError: (m, e) => console.error(m, e) } });
    const login = await app.request('/api/profile/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: encodeBase64('kok@kantinen.dk'), password: encodeBase64(DEMO_PASSWORD) }),
    });
    const cookie = /shop_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`login failed: ${login.status}`);
    const get = async (headers: Record<string, string>) => {
      const started = performance.now();
      const res = await app.request('/api/product/catalogue', { headers: { Cookie: cookie, ...headers } });
      const body = Buffer.from(await res.arrayBuffer());
      return { res, body, ms: performance.now() - started };
    };

    const first = await get({ 'Accept-Encoding': 'br' });
    if (first.res.status !== 200) throw new Error(`catalogue: ${first.res.status}`);
    const warm = await get({ 'Accept-Encoding': 'br' });
    const gzip = await get({ 'Accept-Encoding': 'gzip' });
    const raw = await get({});
    const notModified = await get({ 'Accept-Encoding': 'br', 'If-None-Match': first.res.headers.get('ETag') ?? '' });
    if (notModified.res.status !== 304) throw new Error(`expected 304, got ${notModified.res.status}`);
    if (!zlib.brotliDecompressSync(first.body).equals(raw.body) || !zlib.gunzipSync(gzip.body).equals(raw.body)) {
      throw new Error('compressed answers differ from the identity answer');
    }

    // The kept quality-11 bytes, made as the server makes them: shared part flushed, user's part stored.
    const split = raw.body.indexOf(',"ver":');
    const bestStarted = performance.now();
    const best = brotliWithSuffix(await brotliPrefix(raw.body.subarray(0, split), 11), raw.body.subarray(split));
    const bestBrotliMs = Math.round(performance.now() - bestStarted);
    if (!zlib.brotliDecompressSync(best).equals(raw.body)) throw new Error('best brotli differs');

    const text = raw.body.toString('utf8');
    const times: number[] = [];
    let products = 0;
    for (let k = 0; k < 10; k++) {
      const started = performance.now();
      const data = decodeCatalogue(CatalogueWireSchema.parse(JSON.parse(text)));
      times.push(performance.now() - started);
      products = data.products.length;
    }
    return {
      seeded: n,
      products,
      rawBytes: raw.body.length,
      brotliBytes: best.length,
      firstBrotliBytes: first.body.length,
      gzipBytes: gzip.body.length,
      brotliBytesPerProduct: round2(best.length / products),
      gzipBytesPerProduct: round2(gzip.body.length / products),
      rawBytesPerProduct: round2(raw.body.length / products),
      coldMs: Math.round(first.ms),
      bestBrotliMs,
      warmMs: Math.round(warm.ms),
      notModifiedMs: Math.round(notModified.ms),
      notModifiedBytes: notModified.body.length,
      decodeMinMs: round1(Math.min(...times)),
      decodeMedianMs: round1(median(times)),
      seedMs,
    };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printCatalogueTransfer(results: readonly CatalogueTransfer[]): void {
  console.log('\ncatalogue transfer, kok@kantinen.dk (GET /api/product/catalogue)');
  console.log('| products | raw | brotli (kept, q11) | brotli first (q5) | gzip | cold | warm | 304 | decode min/median |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
  for (const r of results) {
    console.log(
      `| ${r.products} of ${r.seeded} | ${kb(r.rawBytes)} (${r.rawBytesPerProduct} B/p) | ${kb(r.brotliBytes)} (${r.brotliBytesPerProduct} B/p) | ` +
        `${kb(r.firstBrotliBytes)} | ${kb(r.gzipBytes)} (${r.gzipBytesPerProduct} B/p) | ${r.coldMs} ms | ${r.warmMs} ms | ` +
        `${r.notModifiedMs} ms, ${r.notModifiedBytes} B | ${r.decodeMinMs} / ${r.decodeMedianMs} ms |`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = process.argv.indexOf('--products');
  const counts = (arg > 0 ? process.argv[arg + 1] ?? '' : process.env.SEED_PRODUCTS ?? '50000')
    .split(',')
    .map(Number)
    .filter((c) => Number.isInteger(c) && c > 0);
  if (counts.length === 0) throw new Error('--products takes positive integers, e.g. --products 50000');
  const results: CatalogueTransfer[] = [];
  for (const n of counts) results.push(await measureCatalogueTransfer(n));
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else printCatalogueTransfer(results);
}
