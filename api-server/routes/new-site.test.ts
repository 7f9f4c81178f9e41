// Issue 22 point 3 through the real app on the seeded database: usenewsite, authtoken?useNewSite,
// authtoken/verify and /catalogueredirect, with every refusal (no session, another department's code,
// parameters that do not match the session, a punch-out session) and the token's single use and expiry.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEW_SITE_TOKEN_SECONDS } from '../../core/rules/new-site.js';
import { AuthTokenAnswerSchema, NewSiteIdentitySchema, UseNewSiteAnswerSchema } from '../../core/schemas/new-site.js';
import { daNewSite } from '../../core/texts/da-new-site.js';
import * as t from '../db/schema.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { ChangeWatch } from '../test-support/db-fingerprint.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, sessionCookieOf, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let moved: string;
let stays: string;

beforeAll(async () => {
  ctx = await createTestContext();
  moved = await ctx.login('kok@nyside.dk');
  stays = await ctx.login('kok@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => ctx.clock.set(TEST_NOW));

const useNewSite = (dept: string, cookie?: string) => ctx.get(`/api/profile/department/usenewsite?dept=${encodeURIComponent(dept)}`, cookie);
const authToken = (cookie?: string, query = '?useNewSite=true') => ctx.post(`/api/profile/authtoken${query}`, undefined, cookie);
const verify = (token: string) => ctx.post('/api/profile/authtoken/verify', { token });
const GOOD = { dept: '1005', no: '500105', username: 'kok@nyside.dk', calcDate: '2026-11-27', shopType: '0' };
const redirect = (params: Record<string, string>, cookie?: string) => ctx.get(`/catalogueredirect?${new URLSearchParams(params).toString()}`, cookie);

async function tokenRows(): Promise<number> {
  return (await ctx.db.select().from(t.newSiteTokens)).length;
}

describe('GET /api/profile/department/usenewsite?dept', () => {
  it('answers the moved department with its group, address and the redirect for the session', async () => {
    const res = await useNewSite('1005', moved);
    expect(res.status).toBe(200);
    const body = UseNewSiteAnswerSchema.parse(await res.json());
    expect(body).toMatchObject({ useNewSite: true, groupName: 'Region Nord', url: '/ny-webshop' });
    const redirectUrl = new URL(body.redirectUrl!, 'http://shop');
    expect(redirectUrl.pathname).toBe('/catalogueredirect');
    expect(Object.fromEntries(redirectUrl.searchParams)).toMatchObject({ dept: '1005', no: '500105', username: 'kok@nyside.dk', shopType: '0' });
  });

  it('answers false for a department that stays', async () => {
    const res = await useNewSite('1001', stays);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ useNewSite: false, groupName: null, url: null, redirectUrl: null });
  });

  it.each([
    ['a moved department', '1005'],
    ['a department that stays', '1002'],
    ['an unknown code', '9999'],
  ])('another department\'s code is 404, the same for %s (no enumeration)', async (_name, dept) => {
    const res = await useNewSite(dept, stays);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'DepartmentNotFound', message: daNewSite.foreignDepartment });
  });

  it('needs a session (401) and a dept (400)', async () => {
    expect((await useNewSite('1005')).status).toBe(401);
    expect((await ctx.get('/api/profile/department/usenewsite', moved)).status).toBe(400);
  });
});

describe('POST /api/profile/authtoken?useNewSite=true and /authtoken/verify', () => {
  it('issues a token (only its hash stored) that the new site exchanges once for the identity', async () => {
    const res = await authToken(moved);
    expect(res.status).toBe(200);
    const answer = AuthTokenAnswerSchema.parse(await res.json());
    expect(answer.url).toBe(`/ny-webshop?token=${encodeURIComponent(answer.token)}`);
    expect(Date.parse(answer.expiresAt) - Date.parse(TEST_NOW)).toBe(NEW_SITE_TOKEN_SECONDS * 1000);
    const rows = await ctx.db.select().from(t.newSiteTokens);
    expect(rows.some((r) => r.tokenHash === answer.token)).toBe(false);

    const first = await verify(answer.token);
    expect(first.status).toBe(200);
    expect(NewSiteIdentitySchema.parse(await first.json())).toEqual({
      username: 'kok@nyside.dk', name: 'Nanna Nyside', departmentCode: '1005', departmentName: 'Kantinen Nordhavn', customerNo: '500105', shopType: 0, groupCode: 'nord',
    });
    const second = await verify(answer.token);
    expect(second.status).toBe(401);
    expect(await second.json()).toMatchObject({ error: 'TokenInvalid', message: daNewSite.tokenInvalid });
  });

  it('an expired token is 401 and stays unused', async () => {
    const answer = AuthTokenAnswerSchema.parse(await (await authToken(moved)).json());
    ctx.clock.advance(NEW_SITE_TOKEN_SECONDS * 1000);
    expect((await verify(answer.token)).status).toBe(401);
    ctx.clock.set(TEST_NOW);
    // Still within its life when the clock goes back: it was not consumed by the refused exchange.
    expect((await verify(answer.token)).status).toBe(200);
  });

  it('two simultaneous exchanges: exactly one wins', async () => {
    const answer = AuthTokenAnswerSchema.parse(await (await authToken(moved)).json());
    const statuses = (await Promise.all([verify(answer.token), verify(answer.token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('an unknown token is 401; a malformed body 400', async () => {
    expect((await verify('x'.repeat(43))).status).toBe(401);
    expect((await ctx.post('/api/profile/authtoken/verify', { token: 1 })).status).toBe(400);
  });

  it('refuses without a session (401), a department that stays (404), without useNewSite=true (400); nothing stored', async () => {
    const before = await tokenRows();
    expect((await authToken()).status).toBe(401);
    const notMoved = await authToken(stays);
    expect(notMoved.status).toBe(404);
    expect(await notMoved.json()).toMatchObject({ error: 'NotMoved', message: daNewSite.notMoved });
    expect((await authToken(moved, '')).status).toBe(400);
    expect((await authToken(moved, '?useNewSite=false')).status).toBe(400);
    expect(await tokenRows()).toBe(before);
  });
});

describe('GET /catalogueredirect', () => {
  it('302 to the group\'s address with a token the new site accepts once, and d', async () => {
    const res = await redirect({ ...GOOD, d: '2026-11-30' }, moved);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const location = new URL(res.headers.get('location')!, 'http://shop');
    expect(location.pathname).toBe('/ny-webshop');
    expect(location.searchParams.get('d')).toBe('2026-11-30');
    const token = location.searchParams.get('token')!;
    expect((await verify(token)).status).toBe(200);
    expect((await verify(token)).status).toBe(401);
  });

  it('follows the address usenewsite answers', async () => {
    const { redirectUrl } = UseNewSiteAnswerSchema.parse(await (await useNewSite('1005', moved)).json());
    const res = await ctx.get(redirectUrl!, moved);
    expect(res.status).toBe(302);
  });

  it.each([
    ['another department', { dept: '1001' }, 404, daNewSite.foreignDepartment],
    ['another customer number', { no: '500101' }, 403, daNewSite.customerNoMismatch],
    ['another username', { username: 'kok@kantinen.dk' }, 403, daNewSite.usernameMismatch],
    ['another shop type', { shopType: '1' }, 403, daNewSite.shopTypeMismatch],
    ['a calcDate that is no date', { calcDate: '2026-13-01' }, 400, daNewSite.calcDateInvalid],
    ['a d that is no date', { d: 'snart' }, 400, daNewSite.deliveryDateInvalid],
  ])('%s: its status with the Danish text, no token', async (_name, change, status, text) => {
    const before = await tokenRows();
    const res = await redirect({ ...GOOD, ...change }, moved);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(text);
    expect(res.headers.get('location')).toBeNull();
    expect(await tokenRows()).toBe(before);
  });

  it('a missing parameter is 400; no session 401; a department that stays 404', async () => {
    const { calcDate: _omit, ...withoutDate } = GOOD;
    expect((await redirect(withoutDate, moved)).status).toBe(400);
    expect((await redirect(GOOD)).status).toBe(401);
    const kantinen = { dept: '1001', no: '500101', username: 'kok@kantinen.dk', calcDate: '2026-11-27', shopType: '0' };
    const res = await redirect(kantinen, stays);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(daNewSite.notMoved);
  });
});

describe('a punch-out session is not handed over', () => {
  it('usenewsite false, authtoken and catalogueredirect 403, nothing stored', async () => {
    // Put the punch-out user's department in the group for this test only.
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, 'indkob@kommune.dk'));
    await ctx.db.update(t.departments).set({ newSiteGroup: 'nord' }).where(eq(t.departments.code, user!.departmentCode));
    try {
      const res = await ctx.app.request('/api/punchoutlogin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body: new URLSearchParams({ USERNAME: 'indkob@kommune.dk', PASSWORD: DEMO_PASSWORD, HOOK_URL: 'https://srm.kommune.dk/sap/bc/gui/oci', '~OkCode': 'ADDI' }).toString(),
      });
      const cookie = sessionCookieOf(res)!;
      const watch = await ChangeWatch.start(ctx.db);
      expect(await (await useNewSite(user!.departmentCode, cookie)).json()).toMatchObject({ useNewSite: false });
      expect((await authToken(cookie)).status).toBe(403);
      const [dept] = await ctx.db.select().from(t.departments).where(eq(t.departments.code, user!.departmentCode));
      const params = { dept: dept!.code, no: dept!.customerNo, username: 'indkob@kommune.dk', calcDate: '2026-11-27', shopType: String(dept!.shopType) };
      expect((await redirect(params, cookie)).status).toBe(403);
      expect(await watch.check()).toEqual([]);
    } finally {
      await ctx.db.update(t.departments).set({ newSiteGroup: null }).where(eq(t.departments.code, user!.departmentCode));
    }
  });
});
