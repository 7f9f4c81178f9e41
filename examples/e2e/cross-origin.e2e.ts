// Issue 21 point 5: a CMS on another origin. The CMS page (a tiny static server here, origin
// http://127.0.0.1:<port>) loads the bundle from the shop's origin (http://localhost:<port>) with
// data-api-base pointing there, as www.kunde.dk would load it from shop.grossist.dk. 127.0.0.1 and
// localhost are different sites, so every API call is cross-site: a SameSite=Lax session cookie would
// never be sent, and the journey only passes with ALLOWED_ORIGINS' CORS and SESSION_COOKIE_SAMESITE=None
// (Secure cookies are accepted from http://localhost; both hosts are secure contexts).
//
// The suite's shared server has no ALLOWED_ORIGINS and stays so: this file starts its own shop process
// (the bundle global setup built, a small seed) with the environment a cross-site CMS needs.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, cardControls, DEMO_USER, expectToast, loginViaWidget, miniBasketShows, orderableCards, useBrowser } from './browser';

const ROOT = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createNetServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A second shop process (node with tsx as a loader, so a signal reaches the server itself) on `port`. */
async function startShop(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api-server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), WARM_CATALOGUES: 'false', RECURRING_ORDERS_INTERVAL_MS: '0', SEED_PRODUCTS: '400', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let running = true;
  void exited.then(() => (running = false));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (!running) throw new Error(`the second shop exited during start:\n${out}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status === 200, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the second shop did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    child,
    stop: async () => {
      if (running) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A CMS page (the front page with the login, /soeg with the list): the shop's widgets placed from
 * another origin, under a strict CSP of the CMS's own. */
function cmsPage(api: string, path: string): string {
  const content = path === '/soeg'
    ? '<h1>Varer</h1>\n  <shop-product-list></shop-product-list>'
    : '<h1>Kundens CMS</h1>\n  <shop-login></shop-login>';
  return `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kunden – webshop</title>
</head>
<body>
<header>
  <shop-search-bar search-url="/soeg"></shop-search-bar>
  <shop-mini-basket basket-url="/kurv"></shop-mini-basket>
</header>
<main>
  ${content}
</main>
<shop-toasts></shop-toasts>
<shop-session-expired login-url="/"></shop-session-expired>
<shop-catalogue-error></shop-catalogue-error>
<script type="module" src="${api}/widgets/shop-widgets.js" data-api-base="${api}" data-search-url="/soeg" data-basket-url="/kurv" data-login-url="/"></script>
</body>
</html>`;
}

/** The CSP a careful CMS sends: the shop's origin for scripts, calls and pictures, blob: for the
 * catalogue worker's same-origin shim (core/stores/catalogue.ts). */
function cmsPolicy(api: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${api}`,
    `connect-src 'self' ${api}`,
    `img-src 'self' data: ${api}`,
    "style-src 'self'",
    'worker-src blob:',
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
}

describe('a CMS on another origin (issue 21 point 5)', () => {
  const fx = useBrowser();
  let shop: Awaited<ReturnType<typeof startShop>> | undefined;
  let dataDir = '';
  let api = '';
  let cms = '';
  let stranger = '';
  const servers: Server[] = [];

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/shop-widgets.js'))) throw new Error('dist/ is missing: global setup builds it (npm start)');
    const [apiPort, cmsPort, strangerPort] = [await freePort(), await freePort(), await freePort()];
    api = `http://localhost:${apiPort}`;
    cms = `http://127.0.0.1:${cmsPort}`;
    stranger = `http://127.0.0.1:${strangerPort}`;
    dataDir = await mkdtemp(join(tmpdir(), 'shop-cross-origin-'));
    shop = await startShop(apiPort, {
      PGLITE_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      SMTP_URL: '',
      MAIL_POLL_MS: '0',
      PUBLIC_ORIGIN: api,
      ALLOWED_ORIGINS: cms,
      SESSION_COOKIE_SAMESITE: 'None',
    });
    const cmsServer = createServer((req, res) => {
      const path = new URL(req.url ?? '/', cms).pathname;
      if (path !== '/' && path !== '/soeg') return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': cmsPolicy(api) });
      res.end(cmsPage(api, path));
    });
    const strangerServer = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="da"><title>Fremmed</title><h1>En anden side</h1></html>');
    });
    servers.push(cmsServer, strangerServer);
    await listen(cmsServer, cmsPort);
    await listen(strangerServer, strangerPort);
  }, 240_000);

  afterAll(async () => {
    for (const s of servers) await new Promise((done) => s.close(done));
    await shop?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('login → search → add to basket from the CMS origin; the mini basket shows the line; axe clean', async () => {
    const { page } = fx;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`), true);
    });
    await page.goto(`${cms}/`);
    await loginViaWidget(page, DEMO_USER);
    const [cookie] = (await fx.context.cookies(api)).filter((c) => c.name === 'shop_session');
    expect(cookie?.sameSite).toBe('None');
    expect(cookie?.secure).toBe(true);

    const catalogue = page.waitForResponse((r) => r.url().startsWith(`${api}/api/product/catalogue`) && r.status() === 200);
    const searchBox = page.locator('shop-search-bar').first().getByLabel('Søg efter varer', { exact: true });
    await searchBox.fill('mælk');
    await Promise.all([page.waitForURL((url) => url.origin === cms && url.pathname === '/soeg'), searchBox.press('Enter')]);
    // The catalogue came through the worker (a blob shim importing the shop's worker script), with the
    // session cookie: a 401 would have opened the session-expired dialog instead.
    expect(await (await catalogue).request().headerValue('origin')).toBe(cms);
    await miniBasketShows(page, /\d+ varer? i kurven/);
    const shown = await page.locator('shop-mini-basket').first().getByText(/\d+ varer? i kurven/).first().textContent();
    const before = Number(shown?.match(/(\d+)/)?.[1]);
    const card = orderableCards(page).and(page.locator('article:not([data-state~="inBasket"])')).first();
    await card.waitFor({ state: 'visible' });
    const { amount, add } = cardControls(card);
    await amount.fill('2');
    const added = page.waitForResponse((r) => r.url() === `${api}/api/order/addtoorder`);
    await add.click();
    expect((await added).status()).toBe(200);
    await expectToast(page, /lagt i kurven/);
    const count = before + 1 === 1 ? '1 vare i kurven' : `${before + 1} varer i kurven`;
    await miniBasketShows(page, count);
    // The partitioned session cookie comes along on the next page view of the CMS too.
    await page.reload();
    await miniBasketShows(page, count);

    expect(fx.pageErrors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('an unlisted origin gets no CORS grant, and its unsafe call is refused', async () => {
    const { page } = fx;
    await page.goto(`${stranger}/`);
    const outcome = await page.evaluate(async (apiOrigin) => {
      const attempt = (init: RequestInit) => fetch(`${apiOrigin}/api/profile/profileinfo`, { credentials: 'include', ...init }).then((r) => `status ${r.status}`, (e: unknown) => `refused: ${String(e)}`);
      return {
        read: await attempt({ method: 'GET' }),
        write: await attempt({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      };
    }, api);
    // The browser refuses both: the GET's answer has no Access-Control-Allow-Origin, the POST's preflight
    // is not granted (so the POST is never sent).
    expect(outcome.read).toMatch(/^refused: TypeError/);
    expect(outcome.write).toMatch(/^refused: TypeError/);
    // A client that forges the Origin header (no browser does) meets the server's own check.
    const forged = await page.request.post(`${api}/api/profile/login`, {
      headers: { Origin: stranger, 'Content-Type': 'application/json' },
      data: { username: 'x', password: 'y' },
    });
    expect(forged.status()).toBe(403);
    expect(((await forged.json()) as { error: string }).error).toBe('ForbiddenOrigin');
    expect(forged.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
