// Issue 21 point 5: a CMS on another origin. CORS with credentials for ALLOWED_ORIGINS only, the CSRF
// check's Origin rule, and the session and dirty-flag cookies' attributes per configuration
// (docs/decisions/023-cms-on-another-origin.md). The browser journey is examples/e2e/cross-origin.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App, type AppConfig } from './app.js';
import { parseAllowedOrigins } from './http/allowed-origins.js';
import { parseCookieSameSite, widgetCookieAttributes } from './http/cookie-policy.js';
import { createTestContext, loginBody, type TestContext } from './test-support/test-app.js';

const SHOP = 'https://shop.grossist.dk';
const CMS = 'https://www.kunde.dk';
const STRANGER = 'https://evil.example';
const LOGIN = JSON.stringify(loginBody('kok@kantinen.dk', 'demo1234'));

/** An app with its own config on the one test database (a database per config is slow to create). */
interface Variant { app: { request: App['request'] } }
let crossSite: Variant;
let sameSite: Variant;
let shopOnly: Variant;
let cmsOnly: Variant;
let base: TestContext;
beforeAll(async () => {
  base = await createTestContext();
  const variant = (config: Partial<AppConfig>): Variant => ({ app: createApp({ db: base.db, clock: base.clock, config: { logError: () => undefined, ...config } }) });
  crossSite = variant({ publicOrigin: SHOP, allowedOrigins: [CMS], sessionCookieSameSite: 'None', secureCookies: true });
  // A CMS on www.kunde.dk with the shop on shop.kunde.dk: the same site, Lax cookies.
  sameSite = variant({ publicOrigin: 'https://shop.kunde.dk', allowedOrigins: ['https://www.kunde.dk'], secureCookies: true });
  shopOnly = variant({ publicOrigin: SHOP });
  cmsOnly = variant({ allowedOrigins: [CMS] });
});
afterAll(async () => {
  await base?.close();
});

const preflight = (ctx: Variant, origin: string, path = '/api/profile/login') =>
  ctx.app.request(path, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-culture,idempotency-key' },
  });

const postLogin = (ctx: Variant, origin?: string) =>
  ctx.app.request('/api/profile/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin === undefined ? {} : { Origin: origin }) },
    body: LOGIN,
  });

describe('CORS for the CMS origins', () => {
  it('a preflight from a listed origin is granted with credentials, the widgets\' headers and a cache time', async () => {
    const res = await preflight(crossSite, CMS);
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(CMS);
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    const allowed = (res.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(',');
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'x-culture', 'idempotency-key', 'if-none-match']));
    expect(res.headers.get('Access-Control-Max-Age')).toBe('7200');
    expect(res.headers.get('Vary')).toContain('Origin');
  });

  it('a preflight from an unlisted origin gets no grant', async () => {
    const res = await preflight(crossSite, STRANGER);
    // Hono's cors() still lists methods and credentials, but without Access-Control-Allow-Origin the
    // browser fails the preflight and never sends the call.
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('a GET from a listed origin is readable (exact origin, credentials, exposed ETag/Retry-After); another is not', async () => {
    const granted = await crossSite.app.request('/api/health', { headers: { Origin: CMS } });
    expect(granted.status).toBe(200);
    expect(granted.headers.get('Access-Control-Allow-Origin')).toBe(CMS);
    expect(granted.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(granted.headers.get('Access-Control-Expose-Headers')).toBe('ETag,Retry-After');
    expect(granted.headers.get('Vary')).toContain('Origin');
    // CORP same-origin stays on the API: it does not apply to CORS requests (Fetch §3.2.7), only to
    // no-cors loads such as <img> or <script> of a JSON URL, which it still blocks.
    expect(granted.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    const refused = await crossSite.app.request('/api/health', { headers: { Origin: STRANGER } });
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(refused.headers.get('Vary')).toContain('Origin'); // a shared cache keeps the two apart
  });

  it('without ALLOWED_ORIGINS nobody gets CORS (as before)', async () => {
    const res = await shopOnly.app.request('/api/health', { headers: { Origin: CMS } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect((await postLogin(shopOnly, CMS)).status).toBe(403);
  });
});

describe('the CSRF check accepts PUBLIC_ORIGIN and ALLOWED_ORIGINS only', () => {
  it('a listed CMS origin and the shop itself may log in; the answer of the CMS call is readable', async () => {
    const fromCms = await postLogin(crossSite, CMS);
    expect(fromCms.status).toBe(200);
    expect(fromCms.headers.get('Access-Control-Allow-Origin')).toBe(CMS);
    expect((await postLogin(crossSite, SHOP)).status).toBe(200);
  });

  it('another origin gets 403 ForbiddenOrigin with no CORS grant, and so does Origin: null', async () => {
    for (const origin of [STRANGER, 'null', 'https://www.kunde.dk.evil.example', 'http://www.kunde.dk']) {
      const res = await postLogin(crossSite, origin);
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe('ForbiddenOrigin');
      expect(res.headers.get('Access-Control-Allow-Origin'), origin).toBeNull();
      expect(res.headers.getSetCookie(), origin).toEqual([]);
    }
  });

  it('a call without Origin passes: no browser page sends an unsafe call without one', async () => {
    expect((await postLogin(crossSite)).status).toBe(200);
  });

  it('a form post stays refused whatever the origin (415 before the Origin check)', async () => {
    const res = await crossSite.app.request('/api/profile/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: CMS },
      body: 'username=a&password=b',
    });
    expect(res.status).toBe(415);
  });

  it('with only ALLOWED_ORIGINS set, the URL the request reached counts as the shop\'s own origin', async () => {
    expect((await postLogin(cmsOnly, 'http://localhost')).status).toBe(200);
    expect((await postLogin(cmsOnly, CMS)).status).toBe(200);
    expect((await postLogin(cmsOnly, STRANGER)).status).toBe(403);
  });
});

describe('cookie attributes per configuration', () => {
  const cookiesOf = (res: Response) => new Map(res.headers.getSetCookie().map((c) => [c.split('=')[0]!, c]));

  it('a CMS on another site: session and dirty flag are SameSite=None; Secure; Partitioned', async () => {
    const cookies = cookiesOf(await postLogin(crossSite, CMS));
    const session = cookies.get('shop_session')!;
    expect(session).toMatch(/; HttpOnly/);
    for (const name of ['shop_session', 'shop_catalogue_dirty']) {
      const c = cookies.get(name)!;
      expect(c, name).toMatch(/; Secure/);
      expect(c, name).toMatch(/; SameSite=None/);
      expect(c, name).toMatch(/; Partitioned/);
      expect(c, name).toMatch(/; Path=\//);
    }
  });

  it('logout clears the partitioned cookie with the same attributes', async () => {
    const login = await postLogin(crossSite, CMS);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('shop_session='))!.split(';')[0]!;
    const res = await crossSite.app.request('/api/profile/logout', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: CMS, Cookie: cookie }, body: '{}' });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('shop_session='))!;
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/; SameSite=None/);
    expect(cleared).toMatch(/; Partitioned/);
  });

  it('a CMS on the same site keeps Lax', async () => {
    const cookies = cookiesOf(await postLogin(sameSite, 'https://www.kunde.dk'));
    for (const name of ['shop_session', 'shop_catalogue_dirty']) {
      const c = cookies.get(name)!;
      expect(c, name).toMatch(/; SameSite=Lax/);
      expect(c, name).toMatch(/; Secure/);
      expect(c, name).not.toMatch(/Partitioned/);
    }
  });

  it('widgetCookieAttributes: None forces Secure and Partitioned, Lax follows SECURE_COOKIES', () => {
    expect(widgetCookieAttributes({ secureCookies: false, sessionCookieSameSite: 'None' })).toEqual({ sameSite: 'None', secure: true, partitioned: true });
    expect(widgetCookieAttributes({ secureCookies: false })).toEqual({ sameSite: 'Lax', secure: false });
    expect(widgetCookieAttributes({ secureCookies: true, sessionCookieSameSite: 'Lax' })).toEqual({ sameSite: 'Lax', secure: true });
  });
});

describe('environment', () => {
  it.each([
    ['', []],
    [' https://www.kunde.dk/ , http://localhost:8080', ['https://www.kunde.dk', 'http://localhost:8080']],
  ])('ALLOWED_ORIGINS %j', (value, expected) => {
    expect(parseAllowedOrigins(value)).toEqual(expected);
  });

  it.each(['www.kunde.dk', 'https://www.kunde.dk/cms', '*', 'ftp://www.kunde.dk', 'https://user@www.kunde.dk'])('ALLOWED_ORIGINS refuses %j', (value) => {
    expect(() => parseAllowedOrigins(value)).toThrow(/ALLOWED_ORIGINS/);
  });

  it('SESSION_COOKIE_SAMESITE', () => {
    expect(parseCookieSameSite(undefined)).toBe('Lax');
    expect(parseCookieSameSite('none')).toBe('None');
    expect(parseCookieSameSite('Lax')).toBe('Lax');
    expect(() => parseCookieSameSite('Strict')).toThrow(/Lax or None/);
  });
});
