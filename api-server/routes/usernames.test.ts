// §7 ValidateUsername, RequestNewUsername and the admins' decisions (issue 19 point 3) on the seeded
// database: malformed e-mails and names, taken addresses, the throttle, another customer's admin, a
// non-admin, double and concurrent approval, and the mails in mail_outbox (to the customer's admins;
// to the new colleague with the set-password link; to the requester on rejection). Run once on
// PostgreSQL too (DATABASE_URL), where the concurrent approval really races.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsernameRequestAnswerSchema, UsernameRequestListSchema } from '../../core/schemas/usernames.js';
import { daUsernames } from '../../core/texts/da-usernames.js';
import { passwordTokenUsable } from '../accounts/password-tokens.js';
import { USERNAME_REQUESTS_PER_IP, USERNAME_REQUESTS_PER_USER } from '../accounts/username-requests.js';
import * as t from '../db/schema.js';
import { VALIDATE_USERNAME_PER_MINUTE } from './usernames.js';
import { ChangeWatch } from '../test-support/db-fingerprint.js';
import { createTestContext, loginBody, type TestContext } from '../test-support/test-app.js';

const ts = daUsernames.server;
const VALIDATE = '/api/profile/ValidateUsername';
const request = (email: string) => `/api/profile/RequestNewUsername?username=${encodeURIComponent(email)}`;
const LIST = '/api/profile/usernamerequests';
const approve = (id: number | string) => `/api/profile/usernamerequests/${id}/approve`;
const reject = (id: number | string) => `/api/profile/usernamerequests/${id}/reject`;

const MALFORMED = ['', ' ', 'kollega', 'kollega@kantinen', '@kantinen.dk', 'ny kollega@kantinen.dk', 'ny@@kantinen.dk', 'ny@kantinen.d'];

let ctx: TestContext;
let seq = 0;
/** A fresh address per call, so tests do not depend on each other. */
const fresh = (tag = 'ny') => `${tag}.${++seq}@kantinen.dk`;
/** The test clock moves an hour on between tests that request, so the throttle starts afresh. */
const nextHour = () => ctx.clock.advance(61 * 60_000);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function outbox(to: string) {
  return ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, to));
}

async function requestRow(email: string) {
  return ctx.db.select().from(t.usernameRequests).where(eq(t.usernameRequests.email, email));
}

/** Logs in and asks for a login for `email`; answers the stored request's id. */
async function pending(by: string, email: string, name = 'Ny Kollega'): Promise<number> {
  const cookie = await ctx.login(by);
  const res = await ctx.post(request(email), { name }, cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  return UsernameRequestAnswerSchema.parse(await res.json()).request.id;
}

describe('POST /api/profile/ValidateUsername', () => {
  it('needs a session', async () => {
    expect((await ctx.post(VALIDATE, { username: fresh() })).status).toBe(401);
  });

  it.each(MALFORMED)('refuses the malformed e-mail %j with 400 and a Danish message', async (username) => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const res = await ctx.post(VALIDATE, { username }, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'ValidationError', message: ts.emailInvalid });
  });

  it('refuses control characters, a missing field and a non-string', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    for (const body of [{ username: 'ny\u0000@kantinen.dk' }, {}, { username: 42 }, { username: `${'x'.repeat(250)}@kantinen.dk` }]) {
      const res = await ctx.post(VALIDATE, body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()) as object).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('is unavailable for an existing user (any case, spaces around) and for a pending request; available otherwise', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const check = async (username: string) => {
      const res = await ctx.post(VALIDATE, { username }, cookie);
      expect(res.status).toBe(200);
      return ((await res.json()) as { available: boolean }).available;
    };
    expect(await check('souschef@kantinen.dk')).toBe(false);
    expect(await check('  SousChef@Kantinen.DK ')).toBe(false);
    const email = fresh();
    expect(await check(email)).toBe(true);
    nextHour();
    await pending('kok@kantinen.dk', email);
    expect(await check(email.toUpperCase())).toBe(false);
  });

  it(`answers 429 after ${VALIDATE_USERNAME_PER_MINUTE} checks a minute in one session, and again a minute later`, async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    for (let i = 0; i < VALIDATE_USERNAME_PER_MINUTE; i++) expect((await ctx.post(VALIDATE, { username: `x${i}@kantinen.dk` }, cookie)).status).toBe(200);
    const res = await ctx.post(VALIDATE, { username: 'x@kantinen.dk' }, cookie);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: 'TooManyRequests', message: expect.any(String) });
    ctx.clock.advance(61_000);
    expect((await ctx.post(VALIDATE, { username: 'x@kantinen.dk' }, cookie)).status).toBe(200);
  });
});

describe('POST /api/profile/RequestNewUsername', () => {
  it('needs a session and a JSON body', async () => {
    expect((await ctx.post(request(fresh()), { name: 'X' })).status).toBe(401);
    const cookie = await ctx.login('kok@kantinen.dk');
    const res = await ctx.app.request(request(fresh()), { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'text/plain' }, body: 'name=X' });
    expect(res.status).toBe(415);
  });

  it.each(MALFORMED)('refuses the malformed e-mail %j with 400, and nothing changes', async (username) => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const watch = await ChangeWatch.start(ctx.db);
    const res = await ctx.post(request(username), { name: 'Ny Kollega' }, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: ts.emailInvalid });
    expect(await watch.check()).toEqual([]);
  });

  it('refuses a missing e-mail, an empty or too long name, and control characters, with nothing changed', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const watch = await ChangeWatch.start(ctx.db);
    const cases: [string, unknown, string | null][] = [
      ['/api/profile/RequestNewUsername', { name: 'Ny' }, null],
      [request(fresh()), { name: '   ' }, ts.nameMissing],
      [request(fresh()), {}, null],
      [request(fresh()), { name: 'x'.repeat(101) }, 'Teksten må højst være 100 tegn.'],
      [request(fresh()), { name: 'Ny\u0007Kollega' }, null],
      [request('ny\u0000@kantinen.dk'), { name: 'Ny' }, null],
    ];
    for (const [path, body, message] of cases) {
      const res = await ctx.post(path, body, cookie);
      const json = (await res.json()) as { message: string };
      expect(res.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(json)}`).toBe(400);
      if (message === ts.nameMissing) expect(json.message).toBe(message);
      expect(typeof json.message).toBe('string');
    }
    expect(await watch.check()).toEqual([]);
  });

  it('stores a pending request for the session department and mails the admin of the customer in the same transaction', async () => {
    nextHour();
    const cookie = await ctx.login('kok@kantinen.dk');
    const email = fresh('Stor.Bogstav');
    const res = await ctx.post(request(`  ${email.toUpperCase()} `), { name: '  Nina Ny  ' }, cookie);
    expect(res.status).toBe(201);
    const answer = UsernameRequestAnswerSchema.parse(await res.json()).request;
    expect(answer).toMatchObject({ email: email.toLowerCase(), name: 'Nina Ny', status: 'pending', departmentCode: '1001', requestedByName: 'Karen Kok', decidedAt: null });
    const [row] = await requestRow(email.toLowerCase());
    expect(row).toMatchObject({ customerNo: '500101', departmentCode: '1001', status: 'pending', name: 'Nina Ny' });
    const mails = await ctx.db.select().from(t.mailOutbox).where(sql`${t.mailOutbox.kind} = 'username-request' and ${t.mailOutbox.textBody} like ${`%${email.toLowerCase()}%`}`);
    expect(mails.map((m) => m.toAddress)).toEqual(['admin@grossist.dk']);
    expect(mails[0]!.subject).toBe('Anmodning om login til Nina Ny');
    expect(mails[0]!.textBody).toContain('http://localhost:3000/min-side');
    expect(mails[0]!.textBody).toContain('Karen Kok');
    expect(mails[0]!.htmlBody).toContain('href="http://localhost:3000/min-side"');
    const throttleRows = await ctx.db.select().from(t.accountRequests).where(and(eq(t.accountRequests.kind, 'username'), eq(t.accountRequests.email, 'kok@kantinen.dk')));
    expect(throttleRows.length).toBeGreaterThan(0);
  });

  it("mails only the requester's own customer's admins (500104: leder@egebakken.dk)", async () => {
    nextHour();
    const email = fresh('ege');
    await pending('kok@egebakken.dk', email);
    const mails = await ctx.db.select().from(t.mailOutbox).where(sql`${t.mailOutbox.kind} = 'username-request' and ${t.mailOutbox.textBody} like ${`%${email}%`}`);
    expect(mails.map((m) => m.toAddress)).toEqual(['leder@egebakken.dk']);
  });

  it('stores the request of a customer without admins, and mails nobody', async () => {
    nextHour();
    const email = fresh('udenadmin');
    const before = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(t.mailOutbox);
    await pending('kok@udenpriser.dk', email);
    const [row] = await requestRow(email);
    expect(row).toMatchObject({ customerNo: '500102', status: 'pending' });
    const after = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(t.mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("an admin's own request mails the other admins only (here none)", async () => {
    nextHour();
    const email = fresh('fraadmin');
    await pending('admin@grossist.dk', email);
    const mails = await ctx.db.select().from(t.mailOutbox).where(sql`${t.mailOutbox.textBody} like ${`%${email}%`}`);
    expect(mails).toEqual([]);
  });

  it('answers 409 for an address with a user or a pending request, and nothing changes', async () => {
    nextHour();
    const email = fresh();
    await pending('kok@kantinen.dk', email);
    const cookie = await ctx.login('souschef@kantinen.dk');
    const watch = await ChangeWatch.start(ctx.db);
    for (const taken of ['souschef@kantinen.dk', 'ADMIN@grossist.dk', email, 'leder@egebakken.dk']) {
      const res = await ctx.post(request(taken), { name: 'Dublet' }, cookie);
      expect(res.status, taken).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'UsernameTaken', message: ts.taken });
    }
    expect(await watch.check()).toEqual([]);
  });

  it('refuses a punch-out user with 403', async () => {
    const cookie = await ctx.login('indkob@kommune.dk');
    const res = await ctx.post(request(fresh()), { name: 'Ny' }, cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: ts.punchOut });
  });

  it(`throttles ${USERNAME_REQUESTS_PER_USER} requests an hour per user (429, Retry-After, nothing stored), then lets him again`, async () => {
    nextHour();
    const cookie = await ctx.login('souschef@kantinen.dk');
    for (let i = 0; i < USERNAME_REQUESTS_PER_USER; i++) expect((await ctx.post(request(fresh('spam')), { name: 'Spam' }, cookie)).status).toBe(201);
    const watch = await ChangeWatch.start(ctx.db);
    const over = fresh('spam');
    const res = await ctx.post(request(over), { name: 'Spam' }, cookie);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ message: ts.throttled });
    expect(await watch.check()).toEqual([]);
    expect(await requestRow(over)).toEqual([]);
    ctx.clock.advance(61 * 60_000);
    const again = await ctx.login('souschef@kantinen.dk');
    expect((await ctx.post(request(over), { name: 'Spam' }, again)).status).toBe(201);
  });

  it(`throttles ${USERNAME_REQUESTS_PER_IP} requests an hour per client address, whoever asks`, async () => {
    nextHour();
    // app.request has no socket: every test request comes from the address 'unknown'.
    const users = ['kok@kantinen.dk', 'souschef@kantinen.dk', 'admin@grossist.dk', 'glemt@kantinen.dk', 'kok@ingenordre.dk'];
    let sent = 0;
    for (const user of users) {
      const cookie = await ctx.login(user);
      for (let i = 0; i < USERNAME_REQUESTS_PER_USER && sent < USERNAME_REQUESTS_PER_IP; i++, sent++) {
        expect((await ctx.post(request(fresh('ip')), { name: 'Ip' }, cookie)).status).toBe(201);
      }
    }
    const cookie = await ctx.login('kok@udenco2.dk');
    const res = await ctx.post(request(fresh('ip')), { name: 'Ip' }, cookie);
    expect(res.status).toBe(429);
  });
});

describe('GET /api/profile/usernamerequests', () => {
  it('needs a session, and an admin: a cook gets 403 and a Danish message', async () => {
    expect((await ctx.get(LIST)).status).toBe(401);
    const res = await ctx.get(LIST, await ctx.login('kok@kantinen.dk'));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'NotAdmin', message: ts.notAdmin });
    expect((await ctx.get(LIST, await ctx.login('indkob@kommune.dk'))).status).toBe(403);
  });

  it("lists the admin's customer's requests only: pending first (oldest first), then decided (newest first)", async () => {
    nextHour();
    const first = await pending('kok@kantinen.dk', fresh('liste'));
    ctx.clock.advance(60_000);
    const second = await pending('kok@kantinen.dk', fresh('liste'));
    ctx.clock.advance(60_000);
    const decided = await pending('kok@kantinen.dk', fresh('liste'));
    const foreign = await pending('kok@egebakken.dk', fresh('fremmed'));
    const admin = await ctx.login('admin@grossist.dk');
    expect((await ctx.post(reject(decided), {}, admin)).status).toBe(200);
    const list = UsernameRequestListSchema.parse(await (await ctx.get(LIST, admin)).json()).requests;
    const ids = list.map((r) => r.id);
    expect(ids).not.toContain(foreign);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(decided));
    const firstDecided = list.findIndex((r) => r.status !== 'pending');
    expect(list.slice(0, firstDecided).every((r) => r.status === 'pending')).toBe(true);
    expect(list.slice(firstDecided).every((r) => r.status !== 'pending')).toBe(true);
    expect(list.find((r) => r.id === decided)).toMatchObject({ status: 'rejected', decidedByName: 'Anna Admin', departmentName: 'Kantinen A/S' });
    expect(list.every((r) => r.departmentCode === '1001')).toBe(true);
  });
});

describe('POST /api/profile/usernamerequests/{id}/approve', () => {
  it('creates the user in the request department, mails the new colleague a working welcome link, in one go', async () => {
    nextHour();
    const email = fresh('godkendt');
    const id = await pending('kok@kantinen.dk', email, 'Gitte Godkendt');
    const admin = await ctx.login('admin@grossist.dk');
    const res = await ctx.post(approve(id), {}, admin);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(UsernameRequestAnswerSchema.parse(await res.json()).request).toMatchObject({ id, status: 'approved', decidedByName: 'Anna Admin' });

    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email));
    expect(user).toMatchObject({ name: 'Gitte Godkendt', departmentCode: '1001', isAdmin: false, isPunchOut: false, showPrices: true, allowOrdering: true });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [row] = await requestRow(email);
    expect(row).toMatchObject({ status: 'approved', userId: user!.id });
    // Nobody knows the password: not even the empty one or the demo one logs in.
    for (const password of ['', 'demo1234']) expect((await ctx.post('/api/profile/login', loginBody(email, password || 'x'))).status).toBe(401);

    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ kind: 'username-approved', subject: 'Dit login til webshoppen er klar' });
    const link = /http:\/\/localhost:3000\/nulstil-adgangskode\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody);
    expect(link, mail!.textBody).not.toBeNull();
    expect(mail!.htmlBody).toContain(`href="${link![0]}"`);
    expect(await passwordTokenUsable(ctx.db, link![1]!, ctx.clock.now())).toBe(true);
    const [token] = await ctx.db.select().from(t.passwordTokens).where(eq(t.passwordTokens.userId, user!.id));
    expect(token).toMatchObject({ purpose: 'welcome', usedAt: null });

    // The address is taken now, and a second approval is a 409 that changes nothing.
    const check = await ctx.post(VALIDATE, { username: email }, admin);
    expect(await check.json()).toEqual({ available: false });
    const watch = await ChangeWatch.start(ctx.db);
    const again = await ctx.post(approve(id), {}, admin);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'AlreadyDecided', message: ts.alreadyDecided });
    expect((await ctx.post(reject(id), {}, admin)).status).toBe(409);
    expect(await watch.check()).toEqual([]);
  });

  it("gives the new colleague the settings most of the department's users have", async () => {
    nextHour();
    // Both users of 1004 hide CO2e and see no expiry offers: so does the new colleague.
    await ctx.db.update(t.users).set({ hideCo2: true, showExpiry: false }).where(eq(t.users.departmentCode, '1004'));
    const email = fresh('indstillinger');
    const id = await pending('kok@egebakken.dk', email);
    expect((await ctx.post(approve(id), {}, await ctx.login('leder@egebakken.dk'))).status).toBe(200);
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email));
    expect(user).toMatchObject({ departmentCode: '1004', hideCo2: true, showExpiry: false, showPrices: true, isAdmin: false });
    await ctx.db.update(t.users).set({ hideCo2: false, showExpiry: true }).where(eq(t.users.departmentCode, '1004'));
  });

  it("answers 404 to another customer's admin and to another customer's cook, 403 to a colleague who is no admin; nothing changes", async () => {
    nextHour();
    const id = await pending('kok@kantinen.dk', fresh('fremmed'));
    const cookies = {
      otherAdmin: await ctx.login('leder@egebakken.dk'),
      otherCook: await ctx.login('indkob@storkoekken.dk'),
      colleague: await ctx.login('souschef@kantinen.dk'),
      requester: await ctx.login('kok@kantinen.dk'),
      punchOut: await ctx.login('indkob@kommune.dk'),
    };
    const watch = await ChangeWatch.start(ctx.db);
    for (const path of [approve(id), reject(id)]) {
      for (const [who, status] of [['otherAdmin', 404], ['otherCook', 404], ['punchOut', 404], ['colleague', 403], ['requester', 403]] as const) {
        const res = await ctx.post(path, {}, cookies[who]);
        expect(res.status, `${who} ${path}`).toBe(status);
        expect(await res.json()).toMatchObject({ message: status === 404 ? ts.notFound : ts.notAdmin });
      }
    }
    expect((await ctx.post(approve(id), {})).status).toBe(401);
    expect(await watch.check()).toEqual([]);
    expect((await requestRow((await ctx.db.select().from(t.usernameRequests).where(eq(t.usernameRequests.id, id)))[0]!.email))[0]!.status).toBe('pending');
  });

  it('answers 404 for an unknown id and 400 or 404 for ids that cannot be one', async () => {
    const admin = await ctx.login('admin@grossist.dk');
    expect((await ctx.post(approve(2_000_000_000), {}, admin)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await ctx.post(approve(bad), {}, admin);
      expect([400, 404], bad).toContain(res.status);
    }
  });

  it('of two concurrent approvals exactly one creates the user; the other is a 409', async () => {
    nextHour();
    const email = fresh('samtidig');
    const id = await pending('kok@kantinen.dk', email);
    const admin = await ctx.login('admin@grossist.dk');
    const answers = await Promise.all([ctx.post(approve(id), {}, admin), ctx.post(approve(id), {}, admin), ctx.post(approve(id), {}, admin)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await ctx.db.select().from(t.users).where(eq(t.users.email, email))).toHaveLength(1);
    expect(await outbox(email)).toHaveLength(1);
  });

  it('answers 409 and changes nothing when the address got a user after the request', async () => {
    nextHour();
    const email = fresh('imellemtiden');
    const id = await pending('kok@kantinen.dk', email);
    await ctx.db.insert(t.users).values({ email, name: 'Allerede', passwordHash: 'x', departmentCode: '1002' });
    const admin = await ctx.login('admin@grossist.dk');
    const watch = await ChangeWatch.start(ctx.db);
    const res = await ctx.post(approve(id), {}, admin);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'UsernameTaken' });
    expect(await watch.check()).toEqual([]);
    expect((await requestRow(email))[0]!.status).toBe('pending');
  });
});

describe('POST /api/profile/usernamerequests/{id}/reject', () => {
  it('marks the request rejected, creates no user, mails the requester, and frees the address', async () => {
    nextHour();
    const email = fresh('afvist');
    const id = await pending('souschef@kantinen.dk', email, 'Anders Afvist');
    const admin = await ctx.login('admin@grossist.dk');
    const res = await ctx.post(reject(id), {}, admin);
    expect(res.status).toBe(200);
    expect(UsernameRequestAnswerSchema.parse(await res.json()).request).toMatchObject({ status: 'rejected', decidedByName: 'Anna Admin' });
    expect(await ctx.db.select().from(t.users).where(eq(t.users.email, email))).toEqual([]);
    expect(await outbox(email)).toEqual([]);
    const mails = await ctx.db.select().from(t.mailOutbox).where(and(eq(t.mailOutbox.kind, 'username-rejected'), eq(t.mailOutbox.toAddress, 'souschef@kantinen.dk')));
    expect(mails.map((m) => m.subject)).toContain('Anmodningen om login til Anders Afvist er afvist');
    expect((await ctx.post(approve(id), {}, admin)).status).toBe(409);
    // Rejected: the address may be asked for again.
    const check = await ctx.post(VALIDATE, { username: email }, admin);
    expect(await check.json()).toEqual({ available: true });
    const rows = await ctx.db.select().from(t.usernameRequests).where(inArray(t.usernameRequests.id, [id]));
    expect(rows[0]).toMatchObject({ status: 'rejected', userId: null });
  });
});
