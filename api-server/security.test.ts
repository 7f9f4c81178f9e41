// Issue 14 §8: security checks over the whole app, not route by route. Session fixation, the flags of
// every Set-Cookie any route sends, and the security headers on every API answer and every page.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGES } from './app.js';
import { createTestContext, loginBody, sessionCookieOf, type TestContext } from './test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  // secureCookies as in production (behind HTTPS), and the example site served, so pages are checked.
  ctx = await createTestContext({ config: { secureCookies: true, staticDirs: { site: 'examples/site' } } });
});
afterAll(async () => {
  await ctx?.close();
});

/** Cookies page scripts must read: the catalogue's "rebuild" flag (core/catalogue, decision 006). */
const SCRIPT_READABLE = new Set(['shop_catalogue_dirty']);

/** Every route of the app as Hono registered it, path parameters filled with a plausible id. */
function everyRoute(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return ctx.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

async function call(method: string, path: string, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (cookie) headers.Cookie = cookie;
  return ctx.app.request(path, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
}

describe('session fixation (issue 14 §8)', () => {
  it('a session id chosen before login is never the one used after it', async () => {
    const planted = 'shop_session=chosen-by-an-attacker-0123456789abcdef';
    const res = await ctx.app.request('/api/profile/login', { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: planted }, body: JSON.stringify(loginBody('kok@kantinen.dk', 'demo1234')) });
    expect(res.status).toBe(200);
    const issued = sessionCookieOf(res);
    expect(issued).not.toBeNull();
    expect(issued).not.toBe(planted);
    expect((await call('POST', '/api/profile/profileinfo', planted)).status).toBe(401);
    expect((await call('POST', '/api/profile/profileinfo', issued!)).status).toBe(200);
  });

  it("logging in on a browser that holds someone's session ends that session and issues a new one", async () => {
    const first = await ctx.login('souschef@kantinen.dk');
    const res = await ctx.app.request('/api/profile/login', { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: first }, body: JSON.stringify(loginBody('kok@kantinen.dk', 'demo1234')) });
    const second = sessionCookieOf(res)!;
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/profile/profileinfo', first)).status).toBe(401);
    expect((await call('POST', '/api/profile/profileinfo', second)).status).toBe(200);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    expect((await call('POST', '/api/profile/logout', cookie)).status).toBe(200);
    expect((await call('POST', '/api/profile/profileinfo', cookie)).status).toBe(401);
  });
});

describe('cookies (issue 14 §8)', () => {
  it('every Set-Cookie of every route has Path, SameSite and Secure; HttpOnly unless scripts must read it', async () => {
    const cookies: string[] = [];
    const collect = (res: Response) => cookies.push(...res.headers.getSetCookie());
    collect(await ctx.app.request('/api/profile/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(loginBody('kok@kantinen.dk', 'demo1234')) }));
    const cookie = await ctx.login('kok@kantinen.dk');
    for (const { method, path } of everyRoute()) {
      collect(await call(method, path, cookie));
      collect(await call(method, path));
    }
    collect(await call('POST', '/api/profile/logout', cookie));
    const names = new Set(cookies.map((c) => c.split('=')[0]));
    // The suite saw the cookies there are: the session (set and cleared) and the catalogue flag.
    expect(names).toEqual(new Set(['shop_session', 'shop_catalogue_dirty']));
    for (const c of cookies) {
      const name = c.split('=')[0]!;
      expect(c, c).toMatch(/;\s*Path=\//i);
      expect(c, c).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(c, c).toMatch(/;\s*Secure/i);
      if (!SCRIPT_READABLE.has(name)) expect(c, c).toMatch(/;\s*HttpOnly/i);
    }
  });
});

function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).not.toMatch(/unsafe-(eval|inline)/);
  expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy'), what).toBe('no-referrer');
  expect(res.headers.get('X-Frame-Options'), what).toBe('SAMEORIGIN');
  expect(res.headers.get('Strict-Transport-Security'), what).toMatch(/max-age=\d+/);
  expect(res.headers.get('Cross-Origin-Resource-Policy'), what).toBeTruthy();
}

/** §7 "GET /GetUnits (cached)" (issue 20 point 1): unit codes say nothing about a customer; cached a day. */
const PUBLIC_CACHED = new Set(['GET /api/product/GetUnits']);

describe('security headers on every answer (issue 14 §8)', () => {
  it('every API route, logged in and not, answers with the CSP and the other headers, and no-store unless it revalidates', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const routes = everyRoute();
    expect(routes.length).toBeGreaterThan(40);
    for (const { method, path } of routes) {
      for (const who of [cookie, undefined]) {
        const res = await call(method, path, who);
        const what = `${method} ${path} ${who ? 'logged in' : 'anonymous'} -> ${res.status}`;
        expect(res.status, what).toBeLessThan(500);
        expectSecurityHeaders(res, what);
        expect(res.headers.get('Cache-Control'), what).toMatch(PUBLIC_CACHED.has(`${method} ${path}`) ? /^public, max-age=86400$/ : /no-store|no-cache/);
      }
    }
    console.log(`security headers: ${routes.length} API routes checked, logged in and not`);
  });

  it('every page of the site, a missing page and an unknown API path carry them too', async () => {
    const pages = SITE_PAGES.map((p) => p.path.replace(/:[a-z]+/g, 'frikadeller'));
    // Every page body of the example site is routed (a page added without a route would not be checked).
    expect(new Set(SITE_PAGES.map((p) => p.file))).toEqual(new Set(fs.readdirSync('examples/site/pages').filter((f) => f.endsWith('.html'))));
    for (const path of pages) {
      const res = await ctx.app.request(path);
      expect(res.status, path).toBe(200);
      expectSecurityHeaders(res, path);
    }
    for (const path of ['/findes-ikke', '/api/findes-ikke']) {
      const res = await ctx.app.request(path);
      expect(res.status, path).toBe(404);
      expectSecurityHeaders(res, path);
    }
  });
});
