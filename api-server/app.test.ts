import { daServer } from '../core/texts/da-server.js';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { da } from '../core/index.js';
import { createApp } from './app.js';
import type { Db } from './db/open.js';
import { TestClock } from './domain/clock.js';
import { createTestContext, type TestContext } from './test-support/test-app.js';
import { brotli, gzip } from '../scripts/precompress.js';

const CHUNK_TEXT = `export const chunk = "${'stor kurv '.repeat(50)}";`;

let ctx: TestContext;
let kok: string;
beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/health', () => {
  it('answers 200 with the database kind', async () => {
    const res = await ctx.get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: ctx.kind });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const app = createApp({ db: broken, clock: new TestClock('2025-06-04T10:00:00Z'), config: { dbKind: 'postgres' } });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', db: 'postgres', error: 'DatabaseUnavailable' });
  });
});

describe('cross-cutting /api behaviour', () => {
  const protectedCalls: [string, string, unknown][] = [
    // profileinfo answers a visitor without a cookie 200 `{ isLoggedIn: false }` (decision 028, routes/profile.test.ts).
    ['POST', '/api/product/search', { payload: { text: 'mælk' } }],
    ['POST', '/api/product/searchsuggestions?sug=m%C3%A6lk', undefined],
    ['POST', '/api/order/addtoorder', [{ origin: 1, amount: 1, productId: '100001', unit: 'STK', expiryProduct: false }]],
    ['GET', '/api/order/revieworder', undefined],
    ['DELETE', '/api/order/emptybasket/2025-06-06', undefined],
  ];

  it.each(protectedCalls)('%s %s without a session answers 401 MissingSession', async (method, url, body) => {
    const res = method === 'GET' ? await ctx.get(url) : await ctx.send(method, url, body);
    expect(res.status).toBe(401);
    const json = (await res.json()) as { error: string; message: string };
    expect(json.error).toBe('MissingSession');
    expect(json.message).toBe(da.sessionExpiredText);
  });

  it('answers unknown /api paths with 404 JSON in Danish', async () => {
    const res = await ctx.get('/api/findes/ikke', kok);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'NotFound', message: daServer.notFound });
  });

  it('answers 415 to unsafe calls without a JSON content type (CSRF defence)', async () => {
    for (const [method, type] of [['POST', 'application/x-www-form-urlencoded'], ['POST', 'text/plain'], ['DELETE', ''], ['PUT', 'multipart/form-data; boundary=x']] as const) {
      const headers: Record<string, string> = { Cookie: kok };
      if (type) headers['Content-Type'] = type;
      const res = await ctx.app.request('/api/profile/logout', { method, headers, body: method === 'DELETE' ? undefined : 'a=1' });
      expect(res.status, `${method} ${type}`).toBe(415);
      expect(await res.json()).toEqual({ error: 'UnsupportedMediaType', message: daServer.unsupportedMediaType });
    }
    // The session survived the rejected logout.
    expect((await ctx.post('/api/profile/profileinfo', undefined, kok)).status).toBe(200);
    // application/json with a charset is fine.
    const ok = await ctx.app.request('/api/product/search', {
      method: 'POST',
      headers: { Cookie: kok, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ payload: { text: 'mælk' } }),
    });
    expect(ok.status).toBe(200);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    for (const body of ['{"payload":', 'not json', '']) {
      const res = await ctx.app.request('/api/product/search', {
        method: 'POST',
        headers: { Cookie: kok, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { error: string; message: string };
      expect(['BadRequest', 'ValidationError']).toContain(json.error);
      expect(json.message.length).toBeGreaterThan(0);
    }
  });

  it('answers 413 for bodies over the limit', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(300 * 1024) });
    const res = await ctx.app.request('/api/eventlog', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'PayloadTooLarge', message: daServer.payloadTooLarge });
  });

  it('answers 500 JSON without a stack trace when a handler throws', async () => {
    const logged: unknown[] = [];
    // A database handle that throws on use: the session lookup fails inside the middleware.
    const failing = {
      select: () => {
        throw new Error('secret internals');
      },
    } as unknown as Db;
    const app = createApp({ db: failing, clock: ctx.clock, config: { logError: (_m, e) => logged.push(e) } });
    const res = await app.request('/api/order/revieworder', { headers: { Cookie: 'shop_session=abc' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'ServerError', message: daServer.serverError });
    expect(text).not.toContain('secret');
    expect(logged).toHaveLength(1);
  });

  it('answers 503 with a Danish message when the database cannot be reached (issue 14 §5)', async () => {
    const logged: unknown[] = [];
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unreachable = {
      select: () => {
        throw new Error('Failed query', { cause: refused });
      },
      execute: () => Promise.reject(refused),
    } as unknown as Db;
    const app = createApp({ db: unreachable, clock: ctx.clock, config: { logError: (m) => logged.push(m) } });
    const res = await app.request('/api/order/revieworder', { headers: { Cookie: 'shop_session=abc' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ error: 'DatabaseUnavailable', message: daServer.databaseUnavailable });
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ error: 'DatabaseUnavailable', status: 'unavailable' });
  });

  it('sends security headers and no-store on /api', async () => {
    const res = await ctx.get('/api/health');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
  });

  it('rejects unsafe calls from a foreign Origin when publicOrigin is configured', async () => {
    const app = createApp({ db: ctx.db, clock: ctx.clock, config: { publicOrigin: 'https://shop.example.dk' } });
    const call = (origin: string) => app.request('/api/profile/logout', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin } });
    expect((await call('https://evil.example')).status).toBe(403);
    expect((await call('https://shop.example.dk')).status).toBe(200);
  });
});

describe('static files', () => {
  let dir: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
    const widgets = path.join(dir, 'dist');
    const site = path.join(dir, 'site');
    fs.mkdirSync(path.join(widgets, 'chunks'), { recursive: true });
    fs.mkdirSync(path.join(site, 'views', '13'), { recursive: true });
    fs.mkdirSync(path.join(site, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(widgets, 'shop-widgets.js'), 'export const loader = 1;');
    fs.writeFileSync(path.join(widgets, 'chunks', 'core-abc.js'), 'export const core = 1;');
    // Issue 15: a hashed chunk with the br and gzip files the build writes (scripts/precompress.ts).
    const chunk = path.join(widgets, 'chunks', 'chunk-AB12CD34.js');
    fs.writeFileSync(chunk, CHUNK_TEXT);
    fs.writeFileSync(`${chunk}.br`, brotli(Buffer.from(CHUNK_TEXT)));
    fs.writeFileSync(`${chunk}.gz`, gzip(Buffer.from(CHUNK_TEXT)));
    fs.writeFileSync(path.join(widgets, 'shop-widgets.js.br'), brotli(Buffer.from('export const loader = 1;')));
    fs.writeFileSync(path.join(widgets, 'chunks', 'chunk-AB12CD34.js.map'), '{"version":3}');
    fs.mkdirSync(path.join(site, 'pages'), { recursive: true });
    fs.writeFileSync(path.join(site, 'layout.html'), '<!doctype html><title>{{title}}</title><header>fælles</header>{{content}}<script type="module" src="/widgets/shop-widgets.js"></script>');
    for (const page of ['index', 'soeg', 'kurv', 'opskrift']) fs.writeFileSync(path.join(site, 'pages', `${page}.html`), `<!-- title: ${page} -->\n<main>${page}</main>`);
    fs.writeFileSync(path.join(site, 'views', '13', 'mini-kurv.html'), '<shop-mini-basket></shop-mini-basket>');
    fs.writeFileSync(path.join(site, 'assets', 'site.css'), 'body{}');
    app = createApp({ db: ctx.db, clock: ctx.clock, config: { staticDirs: { widgets, site } } });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves the widget bundle cross-origin-readable', async () => {
    const res = await app.request('/widgets/shop-widgets.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect((await app.request('/widgets/chunks/core-abc.js')).status).toBe(200);
    expect((await app.request('/widgets/mangler.js')).status).toBe(404);
  });

  // Issue 15, "Static assets": what each kind of file of the bundle may be cached for, and br/gzip.
  it('keeps hashed chunks for a year and revalidates the loader with a strong ETag', async () => {
    const chunk = await app.request('/widgets/chunks/chunk-AB12CD34.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('ETag')).toBeNull();
    expect((await app.request('/widgets/chunks/chunk-AB12CD34.js.map')).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');

    for (const file of ['/widgets/shop-widgets.js', '/widgets/chunks/core-abc.js']) {
      const res = await app.request(file);
      expect(res.headers.get('Cache-Control'), file).toBe('public, no-cache');
      const tag = res.headers.get('ETag');
      expect(tag, file).toMatch(/^"[0-9a-f]+"$/);
      expect(res.headers.get('Vary'), file).toBe('Accept-Encoding');
      const again = await app.request(file, { headers: { 'If-None-Match': tag! } });
      expect(again.status, file).toBe(304);
      expect(await again.text()).toBe('');
      // A 304 keeps what a cache needs to reuse its copy, and the cross-origin headers (issue 21 point 5).
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Cache-Control')).toBe('public, no-cache');
      expect(again.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
      expect((await app.request(file, { headers: { 'If-None-Match': '"anders"' } })).status).toBe(200);
    }
    // A missing file is a plain 404 that nobody caches for a year.
    const missing = await app.request('/widgets/chunks/chunk-ZZZZZZZZ.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBeNull();
  });

  it('answers with the precompressed br or gzip file when accepted, with Content-Encoding and Vary', async () => {
    const cases: [string | undefined, string | null, (b: Buffer) => string][] = [
      ['br, gzip, deflate', 'br', (b) => brotliDecompressSync(b).toString()],
      ['gzip, deflate', 'gzip', (b) => gunzipSync(b).toString()],
      [undefined, null, (b) => b.toString()],
      ['identity', null, (b) => b.toString()],
    ];
    for (const [accept, encoding, decode] of cases) {
      const res = await app.request('/widgets/chunks/chunk-AB12CD34.js', { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(res.headers.get('Content-Type'), accept).toMatch(/javascript/);
      expect(res.headers.get('Vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('Cache-Control'), accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('Cross-Origin-Resource-Policy'), accept).toBe('cross-origin');
      expect(res.headers.get('Access-Control-Allow-Origin'), accept).toBe('*');
      expect(decode(Buffer.from(await res.arrayBuffer())), accept).toBe(CHUNK_TEXT);
    }
    // The loader's br answer has its own tag: a cache never answers a gzip request with br bytes.
    const plain = await app.request('/widgets/shop-widgets.js');
    const br = await app.request('/widgets/shop-widgets.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('ETag')).not.toBe(plain.headers.get('ETag'));
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('export const loader = 1;');
  });

  it('serves the site pages from the routing table, fragments and assets', async () => {
    const pages: [string, string][] = [['/', 'index'], ['/soeg', 'soeg'], ['/kurv', 'kurv'], ['/inspiration/opskrifter/lasagne-42', 'opskrift']];
    for (const [url, page] of pages) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      // The page's body inside the one shared layout; the loader learns the variant to show before a login
      // (issue 22 point 2: ab without ?site=).
      expect(await res.text()).toBe(`<!doctype html><title>${page}</title><header>fælles</header><main>${page}</main><script type="module" src="/widgets/shop-widgets.js" data-site="ab" data-site-name="Grossisten"></script>`);
    }
    // ?site= previews a variant; an unknown value is ab.
    expect(await (await app.request('/soeg?site=inco')).text()).toContain('data-site="inco" data-site-name="Inco"');
    expect(await (await app.request('/soeg?site=%3Cx%3E')).text()).toContain('data-site="ab" data-site-name="Grossisten"');
    expect(await (await app.request('/views/13/mini-kurv.html')).text()).toContain('shop-mini-basket');
    expect((await app.request('/assets/site.css')).status).toBe(200);
    expect((await app.request('/views/13/../../layout.html')).status).toBe(404);
    expect((await app.request('/views/13/../pages/index.html')).status).toBe(404);
    const missing = await app.request('/findes-ikke');
    expect(missing.status).toBe(404);
  });

  it('does not serve files when no static dirs are given', async () => {
    expect((await ctx.app.request('/')).status).toBe(404);
    expect((await ctx.app.request('/widgets/shop-widgets.js')).status).toBe(404);
  });
});

// Issue 15 point 2 (decision 028, second pass): the example site's own stylesheet and pages, as Lighthouse
// asks: minified CSS under a hashed name kept a year, pages revalidated with an ETag, br/gzip for both;
// third pass: the CSS inlined in the page, its SHA-256 in the page's CSP.
describe('the example site: stylesheet and pages', () => {
  const SITE_CSS = '/* Grossisten: the theme */\n:root {\n  --green: #1f5a41;\n}\n\nbody {\n  margin: 0;\n  color: var(--green);\n}\n';
  const SITE_JS = "// The CMS's fragments\n(function () {\n  'use strict';\n  var greeting = 'hej';\n  window.cmsGreeting = greeting;\n})();\n";
  let dir: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-site-assets-'));
    fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'layout.html'), '<!doctype html><html lang="da"><head><title>{{title}}</title><link rel="stylesheet" href="/assets/site.css"></head><body>{{content}}<script src="/assets/cms-fragments.js" defer></script><script src="/assets/mangler.js" defer></script></body></html>');
    fs.writeFileSync(path.join(dir, 'pages', 'soeg.html'), `<!-- title: Varer -->\n<main>${'<p>Søg i hele sortimentet.</p>'.repeat(20)}</main>`);
    fs.writeFileSync(path.join(dir, 'pages', 'opskrift.html'), '<!-- title: Opskrift -->\n<main>Frikadeller</main>');
    fs.writeFileSync(path.join(dir, 'assets', 'site.css'), SITE_CSS);
    fs.writeFileSync(path.join(dir, 'assets', 'cms-fragments.js'), SITE_JS);
    app = createApp({ db: ctx.db, clock: ctx.clock, config: { staticDirs: { site: dir } } });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The minified stylesheet the page inlines, and the hashed file of the same CSS (still served). */
  const sheetOf = async (url: string) => {
    const res = await app.request(url);
    const css = /<style>([\s\S]*?)<\/style>/.exec(await res.text())?.[1];
    const href = css === undefined ? undefined : `/assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    return { css, href, policy: res.headers.get('Content-Security-Policy') ?? '' };
  };

  it('inlines the minified stylesheet, allowed by its SHA-256 in the page\'s CSP (no unsafe-inline)', async () => {
    const { css, policy } = await sheetOf('/soeg');
    // Minified: no comment, no indentation; the same rules.
    expect(css).toBe(':root{--green: #1f5a41}body{margin:0;color:var(--green)}\n');
    const hash = createHash('sha256').update(css!).digest('base64');
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toContain('unsafe-inline');
    // A page whose route has a parameter (a recipe) inlines it too.
    const recipe = await sheetOf('/inspiration/opskrifter/frikadeller-4101');
    expect(recipe.css).toBe(css);
    expect(recipe.policy).toContain(`'sha256-${hash}'`);
    // Other answers keep the plain policy.
    expect((await app.request('/api/health')).headers.get('Content-Security-Policy')).toContain("style-src 'self';");
  });

  it('serves the minified stylesheet by its content hash and keeps it a year, as br or gzip when accepted', async () => {
    const { href } = await sheetOf('/soeg');
    expect(href).toBeDefined();
    const cases: [string | undefined, string | null, (b: Buffer) => string][] = [
      ['gzip, deflate, br, zstd', 'br', (b) => brotliDecompressSync(b).toString()],
      ['gzip, br;q=0', 'gzip', (b) => gunzipSync(b).toString()],
      [undefined, null, (b) => b.toString()],
    ];
    for (const [accept, encoding, decode] of cases) {
      const res = await app.request(href!, { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('Content-Type'), accept).toBe('text/css; charset=utf-8');
      expect(res.headers.get('Cache-Control'), accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('Vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Encoding'), accept).toBe(encoding);
      // Minified: no comment, no indentation; the same rules.
      expect(decode(Buffer.from(await res.arrayBuffer())), accept).toBe(':root{--green: #1f5a41}body{margin:0;color:var(--green)}\n');
    }
    // A hash this server never built is a plain 404, not kept a year.
    const unknown = await app.request('/assets/site.0123456789.css');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Cache-Control')).toBeNull();
    // The plain name stays the file as written, for a CMS page that links it.
    expect(await (await app.request('/assets/site.css')).text()).toBe(SITE_CSS);
  });

  it('gives an edited stylesheet a new name and still serves the one an open page names', async () => {
    const before = (await sheetOf('/soeg')).href;
    const file = path.join(dir, 'assets', 'site.css');
    fs.writeFileSync(file, `${SITE_CSS}main { padding: 1rem; }\n`);
    // The mtime may not move within the file system's resolution; the size does.
    const { href: after, css, policy } = await sheetOf('/soeg');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(css).toContain('main{padding:1rem}');
    expect(policy).toContain(`'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
    expect(await (await app.request(after!)).text()).toContain('main{padding:1rem}');
    expect((await app.request(before!)).status).toBe(200);
    fs.writeFileSync(file, SITE_CSS);
  });

  it('inlines a sheet with "</style>" in a string safely (the minifier escapes it)', async () => {
    const file = path.join(dir, 'assets', 'site.css');
    fs.writeFileSync(file, `${SITE_CSS}a::after { content: "</style>"; }\n`);
    try {
      const { css } = await sheetOf('/soeg');
      expect(css).toContain('content:"<\\/style>"');
    } finally {
      fs.writeFileSync(file, SITE_CSS);
    }
  });

  // Decision 028, sixth pass: Lighthouse listed the CMS's fragment script as sent uncompressed and without a cache lifetime.
  it('names the site\'s scripts by the minified content\'s hash in the page and keeps them a year, as br or gzip', async () => {
    const scriptOf = async () => /<script src="(\/assets\/cms-fragments\.[0-9a-f]{10}\.js)" defer><\/script>/.exec(await (await app.request('/soeg')).text())?.[1];
    const src = await scriptOf();
    expect(src).toBeDefined();
    const code = await (await app.request(src!)).text();
    expect(src).toBe(`/assets/cms-fragments.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`);
    // Minified: no comment, shorter; still the same script (it runs and sets the same global).
    expect(code).not.toContain('fragments');
    expect(code.length).toBeLessThan(SITE_JS.length);
    const global: { cmsGreeting?: string } = {};
    new Function('window', code)(global);
    expect(global.cmsGreeting).toBe('hej');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', (b: Buffer) => brotliDecompressSync(b).toString()],
      ['gzip', 'gzip', (b: Buffer) => gunzipSync(b).toString()],
    ] as const) {
      const res = await app.request(src!, { headers: { 'Accept-Encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('Content-Type'), accept).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('Cache-Control'), accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(decode(Buffer.from(await res.arrayBuffer())), accept).toBe(code);
    }
    // A script the site does not have keeps its plain name (and the files answer 404 for it).
    expect(await (await app.request('/soeg')).text()).toContain('<script src="/assets/mangler.js" defer></script>');
    // A hash never built is a plain 404; the plain name stays the file as written.
    expect((await app.request('/assets/cms-fragments.0123456789.js')).status).toBe(404);
    expect(await (await app.request('/assets/cms-fragments.js')).text()).toBe(SITE_JS);

    // An edit gives a new name; the old one stays served for a page opened before it.
    const file = path.join(dir, 'assets', 'cms-fragments.js');
    fs.writeFileSync(file, SITE_JS.replace("'hej'", "'goddag'"));
    try {
      const after = await scriptOf();
      expect(after).toBeDefined();
      expect(after).not.toBe(src);
      expect(await (await app.request(after!)).text()).toContain('goddag');
      expect((await app.request(src!)).status).toBe(200);
    } finally {
      fs.writeFileSync(file, SITE_JS);
    }
  });

  it('serves a hashed script named by a page from before a restart (the file is built on first ask)', async () => {
    const src = /<script src="(\/assets\/cms-fragments\.[0-9a-f]{10}\.js)"/.exec(await (await app.request('/soeg')).text())![1]!;
    const restarted = createApp({ db: ctx.db, clock: ctx.clock, config: { staticDirs: { site: dir } } });
    const res = await restarted.request(src);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates a page on every view: ETag per encoding, 304 when unchanged, br or gzip when accepted', async () => {
    const plain = await app.request('/soeg');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(plain.headers.get('Cache-Control')).toBe('public, no-cache');
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    expect(text).toContain('<main><p>Søg i hele sortimentet.</p>');
    const tag = plain.headers.get('ETag');
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);

    const again = await app.request('/soeg', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Cache-Control')).toBe('public, no-cache');
    expect((await app.request('/soeg', { headers: { 'If-None-Match': '"anden"' } })).status).toBe(200);

    const br = await app.request('/soeg', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('ETag')).not.toBe(tag);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = await app.request('/soeg', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    // The plain tag does not match the br answer: a cache never hands br bytes to a browser that took plain.
    expect((await app.request('/soeg', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tag! } })).status).toBe(200);

    // An edited page is a new text, so a new tag: the browser gets it on its next view.
    fs.writeFileSync(path.join(dir, 'pages', 'soeg.html'), '<!-- title: Varer -->\n<main>Nyt indhold</main>');
    const edited = await app.request('/soeg', { headers: { 'If-None-Match': tag! } });
    expect(edited.status).toBe(200);
    expect(await edited.text()).toContain('Nyt indhold');
  });
});
