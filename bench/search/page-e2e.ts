// The search as a user meets it: the real shop (`api-server/main.ts` on a fresh PGlite seeded with N
// products, the built widgets), Chromium, the real catalogue worker. Measures
//   - the catalogue transfer (encoded bytes on the wire, bytes per product) and the repeat visit (304),
//   - the worker's decode + index build for the page (performance mark 'shop:catalogue-ready'),
//   - keystroke to painted results: on the search page, each keystroke of real queries typed into the
//     header search bar until the product list shows that phrase's results, measured in the page from
//     the input event to the first animation frame after the list changed (the frame that paints it).
//
//   npx tsx bench/search/page-e2e.ts [--products 50000]   (needs `npm run build` first)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.js';
import { freePort } from '../startup.js';
import { latencyStats, type LatencyStats } from './stats.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const USER = { email: 'kok@kantinen.dk', password: 'demo1234' };
/** Phrases typed key by key on the search page (a subset of typing.ts: each keystroke re-renders 30 cards). */
const PAGE_QUERIES = ['kylingebryst', 'flode', 'hakket okse', 'øko mælk', 'smør', 'laksefilet', 'kartofler', 'kaffe', 'rugbrød', 'mozarella'];

export interface PageMeasurement {
  /** Products generated; the customer's catalogue (their department's assortment) holds fewer. */
  products: number;
  catalogueProducts: number;
  transfer: { encodedBytes: number; bytesPerProduct: number; contentEncoding: string | null; status: number };
  repeatVisit: { status: number; encodedBytes: number };
  workerBuildMs: number;
  keystrokeToPaint: LatencyStats & { withinOneFrame: number };
  /** Input event -> the worker's answer in the page's store (query, filters, 30 products cloned). */
  keystrokeToResults: LatencyStats;
  /** The answer in the store -> the frame that paints it (rendering the list). */
  resultsToPaint: LatencyStats;
}

async function startShop(products: number): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(join(ROOT, 'dist', 'catalogue-worker.js'))) throw new Error('dist/ is not built: run npm run build first');
  const dir = await mkdtemp(join(tmpdir(), 'shop-search-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PGLITE_DIR: join(dir, 'db'), SEED_PRODUCTS: String(products) };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api-server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited:\n${stderr}`);
    if (Date.now() - t0 > 10 * 60_000) throw new Error('shop not healthy within 10 minutes');
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function login(page: Page): Promise<void> {
  await page.goto('/');
  const form = page.locator('shop-login');
  await form.getByLabel('E-mail').fill(USER.email);
  await form.getByLabel('Adgangskode').fill(USER.password);
  const done = page.waitForResponse((r) => r.url().endsWith('/api/profile/login'));
  await form.getByRole('button', { name: 'Log ind' }).click();
  if ((await done).status() !== 200) throw new Error('login failed');
}

/** Waits for the worker's 'ready' (performance mark of core/stores/catalogue.ts): build time and count. */
async function catalogueReady(page: Page): Promise<{ buildMs: number; count: number }> {
  const handle = await page.waitForFunction(
    `(() => { const m = performance.getEntriesByName('shop:catalogue-ready').at(-1); return m ? m.detail : null; })()`,
    null,
    { timeout: 120_000, polling: 50 },
  );
  const detail = (await handle.jsonValue()) as { buildMs: number; count: number };
  return { buildMs: Math.round(detail.buildMs), count: detail.count };
}

/**
 * Types `phrases` key by key in the page and returns, per keystroke, input event -> painted list (ms).
 * Plain JavaScript text: tsx would wrap a function's inner helpers in `__name`, unknown in the page.
 */
const TYPE_IN_PAGE = `async (phrases) => {
  const input = document.querySelector('shop-search-bar').shadowRoot.querySelector('input');
  const listRoot = document.querySelector('shop-product-list').shadowRoot;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const heading = () => (listRoot.querySelector('h2') || {}).textContent || '';
  const samples = [];
  for (const phrase of phrases) {
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 50));
    for (let i = 1; i <= phrase.length; i++) {
      const typed = phrase.slice(0, i);
      if (typed.endsWith(' ')) continue; // trimmed: the same query as before
      const shown = (text) => text.includes('"' + typed.trim() + '"');
      performance.clearMarks('shop:results');
      const t0 = performance.now();
      const painted = new Promise((resolve) => {
        const done = () => requestAnimationFrame(() => {
          const mark = performance.getEntriesByName('shop:results').find((m) => m.detail && m.detail.text === typed.trim());
          resolve([performance.now() - t0, mark ? mark.startTime - t0 : NaN]);
        });
        const observer = new MutationObserver(() => {
          if (shown(heading())) { observer.disconnect(); done(); }
        });
        observer.observe(listRoot, { subtree: true, childList: true, characterData: true });
        setTimeout(() => { observer.disconnect(); resolve([Infinity, NaN]); }, 5000);
      });
      setValue.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      samples.push(await painted);
      await new Promise((r) => setTimeout(r, 30)); // a fast typist: about 30 keys a second
    }
  }
  return samples;
}`;

/** Per keystroke: [input -> painted, input -> the worker's results in the page] in ms. */
function typeInPage(page: Page, queries: string[]): Promise<[number, number][]> {
  return page.evaluate(`(${TYPE_IN_PAGE})(${JSON.stringify(queries)})`) as Promise<[number, number][]>;
}

export async function measurePage(browser: Browser, products: number): Promise<PageMeasurement> {
  const shop = await startShop(products);
  try {
    // bypassCSP: the harness evaluates its own measuring code; the widgets run under the site's policy as ever.
    const context = await browser.newContext({ baseURL: shop.url, locale: 'da-DK', bypassCSP: true });
    const page = await context.newPage();
    // BENCH_NO_IMAGES=1 leaves the product pictures out, to tell their cost from the list's own.
    if (process.env.BENCH_NO_IMAGES === '1') await page.route('**/images/products/**', (r) => r.abort());
    const calls: { status: number; bytes: number; encoding: string | null }[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname !== '/api/product/catalogue') return;
      const call = { status: res.status(), bytes: -1, encoding: null as string | null };
      calls.push(call);
      void (async () => {
        call.encoding = (await res.headerValue('content-encoding')) ?? null;
        if (call.status === 304) {
          call.bytes = 0; // a 304 carries no body by definition (Playwright cannot read one)
          return;
        }
        await res.finished();
        call.bytes = (await res.request().sizes()).responseBodySize;
      })().catch(() => undefined); // the page went away meanwhile (a navigation cut the load short)
    });
    await login(page);
    await page.goto('/soeg?search=m%C3%A6lk');
    const ready = await catalogueReady(page);
    await page.waitForTimeout(500);
    const first = calls.find((c) => c.status === 200);
    if (!first) throw new Error('no catalogue transfer seen');

    const before = calls.length;
    await page.reload();
    await catalogueReady(page);
    await page.waitForTimeout(500);
    const repeat = calls[before] ?? { status: 0, bytes: -1, encoding: null };

    await page.locator('shop-product-list').getByRole('article').first().waitFor({ timeout: 60_000 });
    await typeInPage(page, ['mælk']); // warm-up
    const samples = await typeInPage(page, PAGE_QUERIES);
    await context.close();
    const paints = samples.map(([paint]) => paint);
    const finite = paints.filter((s) => Number.isFinite(s));
    const results = samples.map(([, r]) => r).filter((r) => Number.isFinite(r));
    const renders = samples.filter(([p, r]) => Number.isFinite(p) && Number.isFinite(r)).map(([p, r]) => p - r);
    return {
      products,
      catalogueProducts: ready.count,
      transfer: { encodedBytes: first.bytes, bytesPerProduct: Math.round((first.bytes / ready.count) * 100) / 100, contentEncoding: first.encoding, status: first.status },
      repeatVisit: { status: repeat.status, encodedBytes: repeat.bytes },
      workerBuildMs: ready.buildMs,
      keystrokeToPaint: { ...latencyStats(finite), withinOneFrame: Math.round((finite.filter((s) => s <= 16.7).length / Math.max(1, samples.length)) * 1000) / 10 },
      keystrokeToResults: latencyStats(results),
      resultsToPaint: latencyStats(renders),
    };
  } finally {
    await shop.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--products');
  const n = i >= 0 ? Number(process.argv[i + 1]) : 50_000;
  const browser = await launchChromium();
  try {
    console.log(JSON.stringify(await measurePage(browser, n), null, 2));
  } finally {
    await browser.close();
  }
}
