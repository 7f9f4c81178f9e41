import { FREE_ATTEMPTS } from '../auth/throttle.js';
import { daServer } from '../../core/texts/da-server.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { da, encodeBase64 } from '../../core/index.js';
import { ProfileSchema } from '../../core/schemas/index.js';
import { daValidation } from '../../core/texts/da-validation.js';
import * as t from '../db/schema.js';
import { createTestContext, loginBody, sessionCookieOf, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/profile/login', () => {
  it('logs in with base64 credentials, answers the profile and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await ctx.post('/api/profile/login', loginBody('kok@kantinen.dk', 'demo1234'));
    expect(res.status).toBe(200);
    const cookieHeader = res.headers.get('set-cookie') ?? '';
    expect(cookieHeader).toMatch(/^shop_session=[A-Za-z0-9_-]{40,};/);
    expect(cookieHeader).toContain('HttpOnly');
    expect(cookieHeader).toContain('SameSite=Lax');
    expect(cookieHeader).toContain('Path=/');
    expect(cookieHeader).not.toContain('Secure');
    const profile = ProfileSchema.parse(await res.json());
    expect(profile).toMatchObject({
      isLoggedIn: true,
      username: 'kok@kantinen.dk',
      department: '1001',
      priceGroup: 'PG1',
      siteVariant: 'ab',
      shopType: 0,
      cartType: 0,
      isAdmin: false,
      isPunchOut: false,
      // Wednesday 2025-06-04; Kantinen gets deliveries Mon/Wed/Fri: the next one strictly after today.
      deliveryDate: '2025-06-06',
      settings: { showPrices: true, allowOrdering: true, hideCo2: false },
    });
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const res = await ctx.post('/api/profile/login', loginBody('  Kok@Kantinen.DK ', 'demo1234'));
    expect(res.status).toBe(200);
  });

  it('gives each demo account its settings', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['indkob@storkoekken.dk', { siteVariant: 'bc', shopType: 1, priceGroup: 'PG2' }],
      ['kok@incokunde.dk', { siteVariant: 'inco', cartType: 1 }],
      ['kok@ffkunde.dk', { siteVariant: 'ff' }],
      ['indkob@kommune.dk', { isPunchOut: true }],
      ['admin@grossist.dk', { isAdmin: true }],
      ['kok@udenpriser.dk', { settings: expect.objectContaining({ showPrices: false, allowOrdering: false }) }],
      ['kok@ingenordre.dk', { settings: expect.objectContaining({ showPrices: true, allowOrdering: false }) }],
      ['kok@udenco2.dk', { settings: expect.objectContaining({ hideCo2: true }) }],
    ];
    for (const [email, expected] of cases) {
      const res = await ctx.post('/api/profile/login', loginBody(email, 'demo1234'));
      expect(res.status, email).toBe(200);
      expect(await res.json(), email).toMatchObject(expected);
    }
  });

  it('answers 401 with the Danish text for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = await ctx.post('/api/profile/login', loginBody('souschef@kantinen.dk', 'forkert'));
    const unknown = await ctx.post('/api/profile/login', loginBody('ingen@findes.dk', 'demo1234'));
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(sessionCookieOf(res)).toBeNull();
      expect(await res.json()).toEqual({ error: 'InvalidCredentials', message: 'Email eller adgangskode er ikke korrekte' });
    }
  });

  it('rejects invalid base64 and missing fields with 400 and a Danish message', async () => {
    const bad = await ctx.post('/api/profile/login', { username: 'ikke base64!!', password: encodeBase64('x') });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'ValidationError', message: da.validationFailed });

    // Valid base64 alphabet but not UTF-8.
    const notUtf8 = await ctx.post('/api/profile/login', { username: '/w==', password: encodeBase64('x') });
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toMatchObject({ error: 'ValidationError', message: daServer.badRequest });

    const missing = await ctx.post('/api/profile/login', { username: encodeBase64('kok@kantinen.dk') });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { error: string; message: string; issues: { path: string }[] };
    expect(body.error).toBe('ValidationError');
    expect(body.message).toBe(da.validationFailed);
    expect(body.issues.map((i) => i.path)).toContain('password');
  });

  it('refuses a NUL or a lone surrogate in the decoded username or password with 400 and counts no failure (issue 14 §1)', async () => {
    const email = 'souschef@kantinen.dk';
    const stateOf = async () => (await ctx.db.select({ n: t.users.failedLoginCount, at: t.users.lastFailedLoginAt }).from(t.users).where(eq(t.users.email, email)))[0];
    const before = await stateOf();
    // The NUL was a 500: PostgreSQL refuses the byte in the e-mail it was asked to find.
    for (const body of [loginBody(`${email}\u0000`, 'demo1234'), loginBody(email, 'demo\u00001234')]) {
      const res = await ctx.post('/api/profile/login', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'InvalidText', message: daValidation.textInvalidCharacters });
      expect(sessionCookieOf(res)).toBeNull();
    }
    // A lone surrogate has no UTF-8 form: its CESU bytes (ED A0 80) are not UTF-8, and in the JSON
    // field itself it is not base64.
    const surrogateBytes = Buffer.from([...Buffer.from(email), 0xed, 0xa0, 0x80]).toString('base64');
    for (const body of [{ username: surrogateBytes, password: encodeBase64('demo1234') }, { username: '\uD800', password: encodeBase64('demo1234') }]) {
      const res = await ctx.post('/api/profile/login', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'ValidationError' });
    }
    expect(await stateOf()).toEqual(before);
  });

  it('slows down repeated failures for one account: 429 with Retry-After, growing locks, reset on success', async () => {
    const email = 'kok@ffkunde.dk';
    for (let i = 1; i <= 5; i++) {
      const res = await ctx.post('/api/profile/login', loginBody(email, `forkert${i}`));
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    // Locked for 30 s now, even with the right password.
    let res = await ctx.post('/api/profile/login', loginBody(email, 'demo1234'));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(await res.json()).toMatchObject({ error: 'TooManyAttempts', message: daServer.loginThrottled });

    ctx.clock.advance(31_000);
    res = await ctx.post('/api/profile/login', loginBody(email, 'forkert6'));
    expect(res.status).toBe(401);
    // The 6th failure doubles the lock to 60 s.
    res = await ctx.post('/api/profile/login', loginBody(email, 'demo1234'));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');

    ctx.clock.advance(61_000);
    res = await ctx.post('/api/profile/login', loginBody(email, 'demo1234'));
    expect(res.status).toBe(200);
    // The success reset the counter: one more failure does not lock.
    res = await ctx.post('/api/profile/login', loginBody(email, 'forkert7'));
    expect(res.status).toBe(401);
    res = await ctx.post('/api/profile/login', loginBody(email, 'demo1234'));
    expect(res.status).toBe(200);
  });

  it('a parallel burst of guesses gets at most the free attempts evaluated; the rest meet the lock', async () => {
    const email = 'kok@udenco2.dk';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ctx.post('/api/profile/login', loginBody(email, `gæt${i}`))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - FREE_ATTEMPTS);
    // The right password waits too, until the lock is over.
    expect((await ctx.post('/api/profile/login', loginBody(email, 'demo1234'))).status).toBe(429);
    ctx.clock.advance(31_000);
    expect((await ctx.post('/api/profile/login', loginBody(email, 'demo1234'))).status).toBe(200);
  });

  it('throttles unknown e-mails the same way, so a 429 reveals no account', async () => {
    const email = 'gaet@ukendt.dk';
    for (let i = 0; i < 5; i++) expect((await ctx.post('/api/profile/login', loginBody(email, 'x'))).status).toBe(401);
    const res = await ctx.post('/api/profile/login', loginBody(email, 'x'));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
  });
});

describe('sessions', () => {
  it('profileinfo answers the profile with a session, isLoggedIn false without a cookie, and 401 MissingSession for a dead cookie', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const ok = await ctx.post('/api/profile/profileinfo', undefined, cookie);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ username: 'kok@kantinen.dk', isLoggedIn: true });

    // Issue 15 point 2 (decision 028): an anonymous visitor is not an error (no 401 in the browser's console).
    const none = await ctx.post('/api/profile/profileinfo');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ isLoggedIn: false });

    // A cookie that names no live session is how a client learns its session is gone: still 401.
    const forged = await ctx.post('/api/profile/profileinfo', undefined, 'shop_session=forged-token');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'MissingSession' });
    const emptyCookie = await ctx.post('/api/profile/profileinfo', undefined, 'shop_session=');
    expect(emptyCookie.status).toBe(401);
  });

  it('a login gives a new token and ends the session the browser came with (no fixation)', async () => {
    const first = await ctx.login('souschef@kantinen.dk');
    const again = await ctx.send('POST', '/api/profile/login', loginBody('souschef@kantinen.dk', 'demo1234'), first);
    expect(again.status).toBe(200);
    const second = sessionCookieOf(again);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect((await ctx.post('/api/profile/profileinfo', undefined, first)).status).toBe(401);
    expect((await ctx.post('/api/profile/profileinfo', undefined, second!)).status).toBe(200);
  });

  it('logout deletes the session and clears the cookie; 200 also without a session', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const res = await ctx.post('/api/profile/logout', undefined, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/shop_session=;.*Max-Age=0/);
    expect((await ctx.post('/api/profile/profileinfo', undefined, cookie)).status).toBe(401);
    expect((await ctx.post('/api/profile/logout')).status).toBe(200);
  });

  it('expires after 8 idle hours, and use slides the expiry', async () => {
    const cookie = await ctx.login('souschef@kantinen.dk');
    ctx.clock.advanceMinutes(7 * 60);
    expect((await ctx.post('/api/profile/profileinfo', undefined, cookie)).status).toBe(200);
    ctx.clock.advanceMinutes(7 * 60); // 14 h after login, 7 h after last use
    expect((await ctx.post('/api/profile/profileinfo', undefined, cookie)).status).toBe(200);
    ctx.clock.advanceMinutes(8 * 60 + 1);
    const expired = await ctx.post('/api/profile/profileinfo', undefined, cookie);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'MissingSession' });
  });

  it('sets Secure on the cookie when configured', async () => {
    const { createApp } = await import('../app.js');
    const app = createApp({ db: ctx.db, clock: ctx.clock, config: { secureCookies: true } });
    const res = await app.request('/api/profile/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(loginBody('kok@kantinen.dk', 'demo1234')),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });
});
