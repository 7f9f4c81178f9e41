// Issue 16 §1: the SAP OCI entry GET|POST /api/punchoutlogin, through the app against the seeded
// database (PGlite; PostgreSQL with DATABASE_URL in CI).
import { eq } from 'drizzle-orm';
import { daServer } from '../../core/texts/da-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { da } from '../../core/index.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import * as t from '../db/schema.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { findOrderable } from '../test-support/fixtures.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, sessionCookieOf, type TestContext } from '../test-support/test-app.js';

const USER = 'indkob@kommune.dk';
const HOOK_URL = 'https://srm.kommune.dk/sap/bc/gui/oci?sap-client=100';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const fieldsOf = (over: Record<string, string> = {}) => ({ USERNAME: USER, PASSWORD: DEMO_PASSWORD, HOOK_URL, '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG', ...over });

/** What the procurement system's browser sends: a form post, cross-site, asking for HTML. */
function ociPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return Promise.resolve(ctx.app.request('/api/punchoutlogin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,application/xhtml+xml', Origin: 'https://srm.kommune.dk', ...headers },
    body: new URLSearchParams(fields).toString(),
  }));
}

function ociGet(fields: Record<string, string>, headers: Record<string, string> = { Accept: 'text/html' }) {
  return Promise.resolve(ctx.app.request(`/api/punchoutlogin?${new URLSearchParams(fields).toString()}`, { headers }));
}

async function resetThrottle() {
  await ctx.db.update(t.users).set({ failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null }).where(eq(t.users.email, USER));
}

/** The hidden inputs of an HTML page, name -> value (html`` escaped them: unescape the five). */
function hiddenInputs(page: string): Map<string, string> {
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return new Map([...page.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]));
}

describe('OCI login (issue 16 §1)', () => {
  it('a form post logs the punch-out user in: 303 to /soeg, a session cookie, the profile says OCI create', async () => {
    const res = await ociPost(fieldsOf());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/soeg');
    const cookie = sessionCookieOf(res);
    expect(cookie).not.toBeNull();
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const profile = await (await ctx.post('/api/profile/profileinfo', {}, cookie!)).json() as { punchOut: unknown };
    expect(profile.punchOut).toEqual({ protocol: 'oci', operation: 'create' });
    const [row] = await ctx.db.select().from(t.punchOutSessions).where(eq(t.punchOutSessions.returnUrl, HOOK_URL)).limit(1);
    expect(row).toMatchObject({ protocol: 'oci', target: '_top', ociOkCode: 'ADDI', ociCaller: 'CTLG' });
  });

  it('GET with the fields in the query works the same, and ends the session the browser came with', async () => {
    const before = await ctx.login('kok@kantinen.dk');
    const res = await ociGet(fieldsOf(), { Accept: 'text/html', Cookie: before });
    expect(res.status).toBe(303);
    expect(sessionCookieOf(res)).not.toBe(before);
    expect((await ctx.post('/api/profile/profileinfo', {}, before)).status).toBe(401);
  });

  it('a wrong password: 401 with the login text as a Danish page, and no session', async () => {
    const res = await ociPost(fieldsOf({ PASSWORD: 'forkert-kode' }));
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.text();
    expect(body).toContain(da.loginFailed);
    expect(body).toContain('lang="da"');
    await resetThrottle();
  });

  it('a client that does not ask for HTML gets the API\'s JSON error', async () => {
    const res = await ociPost(fieldsOf({ PASSWORD: 'forkert-kode' }), { Accept: 'application/json' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'InvalidCredentials', message: da.loginFailed });
    await resetThrottle();
  });

  it.each([
    ['an ordinary user with the right password', 'kok@kantinen.dk'],
    ['an unknown e-mail', 'ingen@kommune.dk'],
  ])('%s: 401, no session', async (_case, username) => {
    const res = await ociPost(fieldsOf({ USERNAME: username }));
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain(da.loginFailed);
  });

  it.each([
    ['http on a public host', 'http://srm.kommune.dk/hook'],
    ['javascript:', 'javascript:alert(1)'],
    ['credentials in the URL', 'https://a:b@srm.kommune.dk/hook'],
  ])('HOOK_URL %s: 400 with its text, no session', async (_case, hook) => {
    const res = await ociPost(fieldsOf({ HOOK_URL: hook }));
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain(daPunchOut.hookUrlRefused);
  });

  it('a form post to any other /api path is still refused (415)', async () => {
    const res = await ctx.app.request('/api/profile/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'username=x&password=y' });
    expect(res.status).toBe(415);
  });

  it('missing fields: 400', async () => {
    const res = await ociPost({ USERNAME: USER });
    expect(res.status).toBe(400);
  });

  it('throttles like the ordinary login: the 6th wrong try in a row is 429 with Retry-After', async () => {
    await resetThrottle();
    for (let i = 0; i < 5; i++) expect((await ociPost(fieldsOf({ PASSWORD: `forkert-${i}` }))).status).toBe(401);
    const locked = await ociPost(fieldsOf());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.headers.get('set-cookie')).toBeNull();
    expect(await locked.text()).toContain(daServer.loginThrottled);
    ctx.clock.advanceMinutes(30);
    expect((await ociPost(fieldsOf())).status).toBe(303);
    ctx.clock.set(TEST_NOW);
    await resetThrottle();
  });
});

describe('OCI FUNCTION=VALIDATE and BACKGROUND_SEARCH (issue 16 §1)', () => {
  it('VALIDATE answers the transfer form for the item at its price, with a dot decimal, and starts no session', async () => {
    const product = await findOrderable(ctx.db, '5001', { weighed: false });
    const sessionsBefore = (await ctx.db.select().from(t.punchOutSessions)).length;
    const res = await ociPost(fieldsOf({ FUNCTION: 'VALIDATE', PRODUCTID: product.id, QUANTITY: '3' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain('form-action https://srm.kommune.dk');
    const page = await res.text();
    expect(page).toMatch(/<form method="post" action="https:\/\/srm\.kommune\.dk\/sap\/bc\/gui\/oci\?sap-client=100" target="_top">/);
    expect(page).toContain(`<button type="submit">${daPunchOut.transferNow}</button>`);
    const fields = hiddenInputs(page);
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(product.id);
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2}$/);
    expect(Number(fields.get('NEW_ITEM-PRICE[1]'))).toBeGreaterThan(0);
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('DKK');
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect(fields.has('NEW_ITEM-VENDORMAT[2]')).toBe(false);
    expect((await ctx.db.select().from(t.punchOutSessions)).length).toBe(sessionsBefore);
  });

  it('escapes every value in the page: a HOOK_URL or ~TARGET with markup stays text', async () => {
    const hook = 'https://srm.kommune.dk/hook?x="><script>alert(1)</script>';
    const res = await ociPost(fieldsOf({ FUNCTION: 'VALIDATE', PRODUCTID: '1', HOOK_URL: hook, '~TARGET': '"><img src=x onerror=alert(1)>' }));
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
    expect(hiddenInputs(page).get('~TARGET')).toBe('"><img src=x onerror=alert(1)>');
  });

  it('with a public origin configured, the cross-site form post from the procurement system still logs in', async () => {
    const other = await createTestContext({ config: { publicOrigin: 'https://shop.grossist.dk' } });
    try {
      const res = await other.app.request('/api/punchoutlogin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: 'https://srm.kommune.dk' },
        body: new URLSearchParams(fieldsOf()).toString(),
      });
      expect(res.status).toBe(303);
      const json = await other.app.request('/api/profile/logout', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://srm.kommune.dk' }, body: '{}' });
      expect(json.status).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('VALIDATE of an unknown product: an empty form', async () => {
    const res = await ociPost(fieldsOf({ FUNCTION: 'VALIDATE', PRODUCTID: '999999999' }));
    expect(res.status).toBe(200);
    expect([...hiddenInputs(await res.text()).keys()].filter((k) => k.startsWith('NEW_ITEM'))).toEqual([]);
  });

  it('VALIDATE needs the right password too', async () => {
    const res = await ociPost(fieldsOf({ FUNCTION: 'VALIDATE', PRODUCTID: '1', PASSWORD: 'forkert' }));
    expect(res.status).toBe(401);
    await resetThrottle();
  });

  it('BACKGROUND_SEARCH answers at most 100 items, each with its fields', async () => {
    const res = await ociGet(fieldsOf({ FUNCTION: 'BACKGROUND_SEARCH', SEARCHSTRING: 'a' }));
    expect(res.status).toBe(200);
    const fields = hiddenInputs(await res.text());
    const items = [...fields.keys()].filter((k) => k.startsWith('NEW_ITEM-VENDORMAT['));
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(100);
    expect(fields.get(`NEW_ITEM-PRICE[${items.length}]`)).toMatch(/^\d+\.\d{2}$/);
  });

  it('BACKGROUND_SEARCH without a search string: 400', async () => {
    expect((await ociGet(fieldsOf({ FUNCTION: 'BACKGROUND_SEARCH' }))).status).toBe(400);
  });
});
