// Issue 19 point 2: requestresetpassword, resetpassword/check, resetpassword and changepassword through
// app.request(), on PGlite (and PostgreSQL with DATABASE_URL).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { da } from '../../core/index.js';
import { daPassword } from '../../core/texts/da-password.js';
import { RESET_LIMITS, RESET_REQUEST_KIND } from '../accounts/password-reset.js';
import { issuePasswordToken } from '../accounts/password-tokens.js';
import { hashPassword } from '../auth/password.js';
import { hashToken } from '../auth/session.js';
import { FREE_ATTEMPTS } from '../auth/throttle.js';
import * as t from '../db/schema.js';
import { createTestContext, loginBody, type TestContext } from '../test-support/test-app.js';

const ORIGIN = 'https://shop.example.dk';
const GOOD = 'Rugbroed-med-Leverpostej';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { mailLinkOrigin: ORIGIN } });
});
afterAll(async () => {
  await ctx?.close();
});
// Every test starts with empty throttle windows: the IP of app.request() is the same for all.
beforeEach(() => ctx.clock.advanceMinutes(2 * 60));

const request = (email: unknown) => ctx.post('/api/profile/requestresetpassword', { email });
const check = (token: string) => ctx.post('/api/profile/resetpassword/check', { token });
const reset = (token: string, password: string) => ctx.post('/api/profile/resetpassword', { token, password });
const change = (cookie: string, currentPassword: string, newPassword: string) =>
  ctx.post('/api/profile/changepassword', { currentPassword, newPassword }, cookie);

async function userOf(email: string) {
  const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email));
  return user!;
}
async function mailsTo(email: string) {
  return ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email)).orderBy(t.mailOutbox.id);
}
async function requestRows() {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.accountRequests).where(eq(t.accountRequests.kind, RESET_REQUEST_KIND));
  return row!.n;
}
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** Requests a reset for `email` and returns the token from the mail it sent. */
async function tokenByMail(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await request(email)).status).toBe(200);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  return tokenIn(mails.at(-1)!.textBody);
}

describe('POST /api/profile/requestresetpassword', () => {
  it.each([
    ['no @', 'glemt.kantinen.dk'],
    ['no dot in the domain', 'glemt@kantinen'],
    ['a space', 'glemt @kantinen.dk'],
    ['empty', ''],
    ['two @', 'a@b@kantinen.dk'],
  ])('refuses a malformed address (%s) with 400 and the Danish text; nothing saved, no mail', async (_label, email) => {
    const rows = await requestRows();
    const outbox = await ctx.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox);
    const res = await request(email);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'InvalidEmail', message: da.emailInvalid });
    expect(await requestRows()).toBe(rows);
    expect(await ctx.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).toHaveLength(outbox.length);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['a NUL character', 'glemt\u0000@kantinen.dk'],
    ['255 characters', `${'a'.repeat(245)}@kantinen.dk`],
  ])('refuses %s as the address with 400', async (_label, email) => {
    const res = await request(email);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toEqual(expect.any(String));
  });

  it('refuses a body without JSON content type (415) and without the field (400)', async () => {
    const res = await ctx.app.request('/api/profile/requestresetpassword', { method: 'POST', body: 'email=glemt@kantinen.dk' });
    expect(res.status).toBe(415);
    expect((await ctx.post('/api/profile/requestresetpassword', {})).status).toBe(400);
  });

  it('answers an unknown address exactly like a known one, records the request and sends nothing', async () => {
    const rows = await requestRows();
    const unknown = await request('findes.ikke@kantinen.dk');
    const known = await request('glemt@kantinen.dk');
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.text()).toBe(await known.text());
    expect(await requestRows()).toBe(rows + 2);
    expect(await mailsTo('findes.ikke@kantinen.dk')).toHaveLength(0);
  });

  it('mails an existing account one link (case and spaces in the address do not matter); only the token hash is stored', async () => {
    const before = await mailsTo('glemt@kantinen.dk');
    expect((await request('  Glemt@Kantinen.DK ')).status).toBe(200);
    const mails = await mailsTo('glemt@kantinen.dk');
    expect(mails).toHaveLength(before.length + 1);
    const mail = mails.at(-1)!;
    expect(mail.kind).toBe('password-reset');
    expect(mail.subject).toBe(daPassword.mail.subjectReset);
    const token = tokenIn(mail.textBody);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.textBody).toContain(`${ORIGIN}/nulstil-adgangskode?token=${token}`);
    expect(mail.htmlBody).toContain(`href="${ORIGIN}/nulstil-adgangskode?token=${token}"`);
    expect(mail.textBody).toContain('60 minutter');
    expect(mail.textBody).toContain('se bort fra denne mail');
    expect(mail.textBody).toContain('Grossisten'); // the department's site variant (ab)
    const user = await userOf('glemt@kantinen.dk');
    const stored = await ctx.db.select().from(t.passwordTokens).where(eq(t.passwordTokens.userId, user.id));
    expect(stored.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(stored.some((r) => r.tokenHash.includes(token))).toBe(false);
    expect(JSON.stringify(await ctx.db.select().from(t.accountRequests))).not.toContain(token);
  });

  it('sends a punch-out user no mail, with the same answer', async () => {
    const res = await request('indkob@kommune.dk');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await mailsTo('indkob@kommune.dk')).toHaveLength(0);
  });

  it(`throttles an address after ${RESET_LIMITS.perEmail.max} requests in ${RESET_LIMITS.perEmail.windowMinutes} minutes, with or without an account`, async () => {
    for (const email of ['glemt@kantinen.dk', 'ingen.konto@kantinen.dk']) {
      for (let i = 0; i < RESET_LIMITS.perEmail.max; i++) expect((await request(email)).status).toBe(200);
      const mails = (await mailsTo(email)).length;
      const refused = await request(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(RESET_LIMITS.perEmail.windowMinutes * 60);
      expect(await refused.json()).toMatchObject({ error: 'TooManyRequests', message: daPassword.requestThrottled });
      expect(await mailsTo(email)).toHaveLength(mails);
    }
    ctx.clock.advanceMinutes(RESET_LIMITS.perEmail.windowMinutes);
    expect((await request('glemt@kantinen.dk')).status).toBe(200);
  });

  it(`throttles a client address after ${RESET_LIMITS.perIp.max} requests in an hour, whatever the addresses`, async () => {
    for (let i = 0; i < RESET_LIMITS.perIp.max; i++) expect((await request(`person${i}@kantinen.dk`)).status).toBe(200);
    const refused = await request('glemt@kantinen.dk');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    ctx.clock.advanceMinutes(RESET_LIMITS.perIp.windowMinutes);
    expect((await request('glemt@kantinen.dk')).status).toBe(200);
  });
});

describe('POST /api/profile/resetpassword/check', () => {
  it('says a fresh link works, for which account and purpose', async () => {
    const token = await tokenByMail('glemt@kantinen.dk');
    const res = await check(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ usable: true, purpose: 'reset', email: 'glemt@kantinen.dk' });
  });

  it('answers unknown, expired and used tokens alike, without an e-mail', async () => {
    expect(await (await check('x'.repeat(43))).json()).toEqual({ usable: false });
    expect(await (await check('')).json()).toEqual({ usable: false });
    const expired = await tokenByMail('glemt@kantinen.dk');
    ctx.clock.advanceMinutes(60);
    expect(await (await check(expired)).json()).toEqual({ usable: false });
    const used = await tokenByMail('glemt@kantinen.dk');
    expect((await reset(used, GOOD)).status).toBe(200);
    expect(await (await check(used)).json()).toEqual({ usable: false });
  });

  it('refuses malformed input with 400', async () => {
    expect((await ctx.post('/api/profile/resetpassword/check', { token: 'x'.repeat(201) })).status).toBe(400);
    expect((await ctx.post('/api/profile/resetpassword/check', { token: 7 })).status).toBe(400);
    expect((await ctx.post('/api/profile/resetpassword/check', {})).status).toBe(400);
  });
});

describe('POST /api/profile/resetpassword', () => {
  it('sets the password from the mailed link, ends every session, clears the lock; the link works once', async () => {
    const email = 'glemt@kantinen.dk';
    const first = await ctx.login(email, 'demo1234').catch(() => null);
    // An earlier test may have set the password already; log in with whatever works.
    const oldPassword = first ? 'demo1234' : GOOD;
    const sessionA = first ?? (await ctx.login(email, GOOD));
    const sessionB = await ctx.login(email, oldPassword);
    await ctx.db.update(t.users).set({ failedLoginCount: 7, lockedUntil: new Date(ctx.clock.now().getTime() + 3_600_000) }).where(eq(t.users.email, email));
    const token = await tokenByMail(email);
    const newPassword = 'Ny-og-lang-adgangskode-1';

    const res = await reset(token, newPassword);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('set-cookie')).toBeNull(); // nobody is logged in by a link

    for (const cookie of [sessionA, sessionB]) expect((await ctx.post('/api/profile/profileinfo', {}, cookie)).status).toBe(401);
    const user = await userOf(email);
    expect(user).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    expect(user.passwordChangedAt.getTime()).toBe(ctx.clock.now().getTime());
    expect(await ctx.db.select().from(t.sessions).where(eq(t.sessions.userId, user.id))).toHaveLength(0);
    expect((await ctx.post('/api/profile/login', loginBody(email, oldPassword))).status).toBe(401);
    expect((await ctx.post('/api/profile/profileinfo', {}, await ctx.login(email, newPassword))).status).toBe(200);

    const again = await reset(token, 'En-helt-tredje-kode-2');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'TokenUnusable', message: daPassword.tokenUnusable });
    // Put the journey's password back for the tests below.
    expect((await reset(await tokenByMail(email), GOOD)).status).toBe(200);
  });

  it('refuses an unknown, an expired and a replaced token with 400 and changes nothing', async () => {
    const before = (await userOf('glemt@kantinen.dk')).passwordHash;
    for (const token of ['x'.repeat(43), 'ukendt']) {
      const res = await reset(token, GOOD);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('TokenUnusable');
    }
    const expired = await tokenByMail('glemt@kantinen.dk');
    ctx.clock.advanceMinutes(60);
    expect((await reset(expired, GOOD)).status).toBe(400);
    const replaced = await tokenByMail('glemt@kantinen.dk');
    await tokenByMail('glemt@kantinen.dk'); // a newer link: only the newest counts
    expect((await reset(replaced, GOOD)).status).toBe(400);
    expect((await userOf('glemt@kantinen.dk')).passwordHash).toBe(before);
  });

  it.each([
    ['too short', 'kort-kode', daPassword.ruleBroken.length, 'length'],
    ['the e-mail', 'glemt@kantinen.dk', daPassword.ruleBroken.email, 'email'],
    ['the local part inside', 'Glemt-er-min-kode', daPassword.ruleBroken.email, 'email'],
    ['a common password', 'Password123', daPassword.ruleBroken.common, 'common'],
    ['another common one', 'qwertyuiop', daPassword.ruleBroken.common, 'common'],
  ])('refuses a password that is %s with 400 naming the rule; the link still works', async (_label, password, message, rule) => {
    const token = await tokenByMail('glemt@kantinen.dk');
    const res = await reset(token, password);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'PasswordRule', message, rule });
    expect(await (await check(token)).json()).toMatchObject({ usable: true });
  });

  it('refuses malformed bodies with 400', async () => {
    const token = await tokenByMail('glemt@kantinen.dk');
    for (const body of [{ token }, { password: GOOD }, { token, password: 12345678901 }, { token, password: `${GOOD}\u0000` }, { token, password: 'x'.repeat(257) }]) {
      expect((await ctx.post('/api/profile/resetpassword', body)).status).toBe(400);
    }
    expect(await (await check(token)).json()).toMatchObject({ usable: true });
  });

  it("sets a new colleague's first password from a 'welcome' link the same way", async () => {
    const user = await userOf('kok@solhoej.dk');
    const token = await issuePasswordToken(ctx.db, user.id, 'welcome', ctx.clock.now());
    expect(await (await check(token)).json()).toEqual({ usable: true, purpose: 'welcome', email: 'kok@solhoej.dk' });
    expect((await reset(token, 'Velkommen-til-Solhoej')).status).toBe(200);
    await ctx.login('kok@solhoej.dk', 'Velkommen-til-Solhoej');
  });

  it('of two concurrent submits of one link exactly one wins', async () => {
    const token = await tokenByMail('glemt@kantinen.dk');
    const results = await Promise.all([reset(token, GOOD), reset(token, GOOD)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('POST /api/profile/changepassword', () => {
  const email = 'kok@gammelkode.dk';
  let password = 'demo1234';

  it('needs a session (401) and refuses malformed bodies (400)', async () => {
    expect((await change('', password, GOOD)).status).toBe(401);
    const cookie = await ctx.login(email, password);
    expect((await ctx.post('/api/profile/changepassword', { newPassword: GOOD }, cookie)).status).toBe(400);
    expect((await ctx.post('/api/profile/changepassword', { currentPassword: password, newPassword: null }, cookie)).status).toBe(400);
  });

  it('refuses a wrong current password with 400 and counts it as a failed login attempt, up to the lock', async () => {
    const cookie = await ctx.login(email, password);
    const res = await change(cookie, 'forkert-kode', GOOD);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'WrongPassword', message: daPassword.wrongCurrent });
    expect((await userOf(email)).failedLoginCount).toBe(1);
    for (let i = 1; i < FREE_ATTEMPTS; i++) await change(cookie, 'forkert-kode', GOOD);
    const locked = await change(cookie, password, GOOD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await ctx.post('/api/profile/login', loginBody(email, password))).status).toBe(429); // the same lock
    await ctx.db.update(t.users).set({ failedLoginCount: 0, lockedUntil: null, lastFailedLoginAt: null }).where(eq(t.users.email, email));
  });

  it.each([
    ['too short', 'kort', 'length'],
    ['containing the e-mail', 'kok@gammelkode.dk!!', 'email'],
    ['common', 'basketball', 'common'],
  ])('refuses a new password that is %s with 400 naming the rule, without counting an attempt', async (_label, newPassword, rule) => {
    const cookie = await ctx.login(email, password);
    const res = await change(cookie, password, newPassword);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'PasswordRule', rule });
    expect((await userOf(email)).failedLoginCount).toBe(0);
  });

  it('refuses the current password as the new one', async () => {
    password = 'Gammel-men-lang-kode';
    await ctx.db.update(t.users).set({ passwordHash: await hashPassword(password) }).where(eq(t.users.email, email));
    const cookie = await ctx.login(email, password);
    const res = await change(cookie, password, password);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'SamePassword', message: daPassword.sameAsCurrent });
  });

  it('changes the password: the current session stays, every other session of the user ends', async () => {
    const current = await ctx.login(email, password);
    const other = await ctx.login(email, password);
    const stranger = await ctx.login('kok@kantinen.dk');
    const res = await change(current, password, 'Helt-ny-og-hemmelig');
    expect(res.status).toBe(200);
    expect((await ctx.post('/api/profile/profileinfo', {}, current)).status).toBe(200);
    expect((await ctx.post('/api/profile/profileinfo', {}, other)).status).toBe(401);
    expect((await ctx.post('/api/profile/profileinfo', {}, stranger)).status).toBe(200);
    const user = await userOf(email);
    expect(user.passwordChangedAt.getTime()).toBe(ctx.clock.now().getTime());
    expect(await ctx.db.select().from(t.sessions).where(and(eq(t.sessions.userId, user.id)))).toHaveLength(1);
    expect((await ctx.post('/api/profile/login', loginBody(email, password))).status).toBe(401);
    await ctx.login(email, 'Helt-ny-og-hemmelig');
  });

  it('refuses a punch-out user (403)', async () => {
    const cookie = await ctx.login('indkob@kommune.dk');
    const res = await change(cookie, 'demo1234', GOOD);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'PunchOutSession', message: daPassword.punchOutRefused });
  });
});
