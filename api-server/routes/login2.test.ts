// §7 login2 and postPone (issue 19 point 3): the password step asks a user of several customers to
// choose, login2 exchanges the challenge once for a session in the chosen department, the session follows
// that department (and ends when the membership does), and postPone moves the password reminder.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Origin } from '../../core/index.js';
import { ProfileSchema } from '../../core/schemas/index.js';
import { ChooseDepartmentAnswerSchema } from '../../core/schemas/login2.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { daLogin2 } from '../../core/texts/da-login2.js';
import { hashToken } from '../auth/session.js';
import { FREE_ATTEMPTS } from '../auth/throttle.js';
import * as t from '../db/schema.js';
import { findOrderable, priceOf, unitsOf } from '../test-support/fixtures.js';
import { createTestContext, loginBody, sessionCookieOf, type TestContext } from '../test-support/test-app.js';
import { TEST_NOW } from '../test-support/test-db.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const TWO = 'kok@tokunder.dk';

async function passwordStep(email = TWO) {
  const res = await ctx.post('/api/profile/login', loginBody(email, 'demo1234'));
  expect(res.status).toBe(200);
  expect(sessionCookieOf(res)).toBeNull();
  return ChooseDepartmentAnswerSchema.parse(await res.json()).chooseDepartment;
}

async function login2(token: string, departmentCode: string, cookie?: string) {
  return ctx.post('/api/profile/login2', { token, departmentCode }, cookie);
}

async function loginFor(departmentCode: string): Promise<string> {
  const { token } = await passwordStep();
  const res = await login2(token, departmentCode);
  expect(res.status).toBe(200);
  return sessionCookieOf(res)!;
}

async function userId(email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return row!.id;
}

describe('POST /api/profile/login for a user of several customers', () => {
  it('answers the choice (own department first), no cookie, and stores only the SHA-256 of the challenge', async () => {
    const res = await ctx.post('/api/profile/login', loginBody(TWO, 'demo1234'));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.json();
    // No client can take it for a profile.
    expect(ProfileSchema.safeParse(body).success).toBe(false);
    const { chooseDepartment } = ChooseDepartmentAnswerSchema.parse(body);
    expect(chooseDepartment.expiresInSeconds).toBe(300);
    expect(chooseDepartment.departments).toEqual([
      { code: '1003', name: 'Plejecentret Solhøj', customerNo: '500103', siteVariant: 'ab' },
      { code: '2001', name: 'Storkøkkenet Nord', customerNo: '600201', siteVariant: 'bc' },
    ]);
    const rows = await ctx.db.select().from(t.loginChallenges).where(eq(t.loginChallenges.userId, await userId(TWO)));
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(chooseDepartment.token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(chooseDepartment.token);
  });

  it('leaves the ordinary login unchanged for everybody else', async () => {
    const res = await ctx.post('/api/profile/login', loginBody('kok@kantinen.dk', 'demo1234'));
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res)).not.toBeNull();
    expect(ProfileSchema.parse(await res.json())).toMatchObject({ department: '1001', passwordChangeDue: false });
  });

  it('a wrong password is the ordinary 401, and the throttle still guards the password step', async () => {
    const other = await createTestContext();
    try {
      for (let i = 0; i < FREE_ATTEMPTS; i++) {
        const res = await other.post('/api/profile/login', loginBody(TWO, 'forkert'));
        expect(res.status === 401 || res.status === 429).toBe(true);
      }
      const right = await other.post('/api/profile/login', loginBody(TWO, 'demo1234'));
      expect(right.status).toBe(429);
      expect(await right.json()).not.toHaveProperty('chooseDepartment');
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/profile/login2', () => {
  it('logs in for the chosen department: profile, cookie, session row and every later call', async () => {
    const { token } = await passwordStep();
    const res = await login2(token, '2001');
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).not.toBeNull();
    expect(res.headers.get('set-cookie')).toContain('HttpOnly');
    expect(ProfileSchema.parse(await res.json())).toMatchObject({
      username: TWO, department: '2001', departmentName: 'Storkøkkenet Nord', priceGroup: 'PG2', customerNo: '600201', siteVariant: 'bc', shopType: 1,
    });
    const [session] = await ctx.db.select().from(t.sessions).where(eq(t.sessions.userId, await userId(TWO)));
    expect(session?.departmentCode).toBe('2001');

    const info = await ctx.post('/api/profile/profileinfo', {}, cookie!);
    expect(ProfileSchema.parse(await info.json())).toMatchObject({ department: '2001', priceGroup: 'PG2', customerNo: '600201' });
    // Downstream takes the department from the session: 2001 delivers Monday to Friday, 1003 Tuesday and Thursday.
    const weekdays = await ctx.get('/api/deliverydate/weekdays', cookie!);
    expect(weekdays.status).toBe(200);
    expect(JSON.stringify(await weekdays.json())).toMatch(/1.*2.*3.*4.*5/);
    await ctx.post('/api/profile/logout', {}, cookie!);
  });

  it('prices the basket with the chosen department\'s price group', async () => {
    const product = await findOrderable(ctx.db, '2001', { weighed: false });
    const nord = await loginFor('2001');
    const add = await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 1, productId: product.id, unit: product.unit, expiryProduct: false }], nord);
    expect(add.status).toBe(200);
    const review = ReviewBasketSchema.parse(await (await ctx.get('/api/order/revieworder', nord)).json());
    const line = review.lines.find((l) => l.productId === product.id)!;
    const price = await priceOf(ctx.db, product.id, 'PG2');
    const factor = Number((await unitsOf(ctx.db, product.id)).find((u) => u.code === product.unit)!.factor);
    expect([price!.priceOre, price!.offerPriceOre].map((p) => (p === null ? null : Math.round(p * factor)))).toContain(line.unitPriceOre);
    await ctx.send('DELETE', `/api/order/emptybasket/${review.deliveryDate}`, undefined, nord);
  });

  it('keeps one basket per department: a line put in for one customer is not in the other\'s basket', async () => {
    const nord = await loginFor('2001');
    const solhoej = await loginFor('1003');
    // A delivery day both departments receive on (1003: Tuesday and Thursday; 2001: Monday to Friday).
    const datesOf = async (cookie: string) => ((await (await ctx.get('/api/deliverydate/getall', cookie)).json()) as { dates: string[] }).dates;
    const solhoejDates = new Set(await datesOf(solhoej));
    const both = (await datesOf(nord)).filter((d) => solhoejDates.has(d));
    const day = both[0]!;
    for (const cookie of [nord, solhoej]) expect((await ctx.post(`/api/deliverydate/set/${day}`, {}, cookie)).status).toBe(200);
    const forNord = await findOrderable(ctx.db, '2001', { weighed: false });
    const add = await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 2, productId: forNord.id, unit: forNord.unit, expiryProduct: false }], nord);
    expect(add.status).toBe(200);

    const reviewOf = async (cookie: string) => ReviewBasketSchema.parse(await (await ctx.get('/api/order/revieworder', cookie)).json());
    expect((await reviewOf(nord)).lines.map((l) => l.productId)).toEqual([forNord.id]);
    const other = await reviewOf(solhoej);
    expect(other.deliveryDate).toBe(day);
    expect(other.lines).toEqual([]);
    const baskets = await ctx.db.select({ departmentCode: t.baskets.departmentCode }).from(t.baskets)
      .where(and(eq(t.baskets.userId, await userId(TWO)), eq(t.baskets.deliveryDate, day)));
    expect(baskets.map((b) => b.departmentCode)).toEqual(['2001']);
    // Emptying one department's basket leaves the other's.
    const forSolhoej = await findOrderable(ctx.db, '1003', { weighed: false });
    expect((await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 1, productId: forSolhoej.id, unit: forSolhoej.unit, expiryProduct: false }], solhoej)).status).toBe(200);
    expect((await ctx.send('DELETE', `/api/order/emptybasket/${day}`, undefined, solhoej)).status).toBe(200);
    expect((await reviewOf(nord)).lines.map((l) => l.productId)).toEqual([forNord.id]);
    await ctx.send('DELETE', `/api/order/emptybasket/${day}`, undefined, nord);
  });

  it('keeps his admin rights to his own customer: in the other customer\'s department he is no admin', async () => {
    const id = await userId(TWO);
    await ctx.db.update(t.users).set({ isAdmin: true }).where(eq(t.users.id, id));
    try {
      const { token } = await passwordStep();
      const nordRes = await login2(token, '2001');
      expect(ProfileSchema.parse(await nordRes.json()).isAdmin).toBe(false);
      const nord = sessionCookieOf(nordRes)!;
      expect(ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, nord)).json()).isAdmin).toBe(false);
      expect((await ctx.get('/api/profile/usernamerequests', nord)).status).toBe(403);
      expect(ProfileSchema.parse(await (await ctx.post('/api/profile/postPone', {}, nord)).json()).isAdmin).toBe(false);

      const own = await loginFor('1003');
      expect(ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, own)).json()).isAdmin).toBe(true);
      expect((await ctx.get('/api/profile/usernamerequests', own)).status).toBe(200);
    } finally {
      await ctx.db.update(t.users).set({ isAdmin: false, passwordReminderAfter: null }).where(eq(t.users.id, id));
    }
  });

  it('choosing his own department gives an ordinary session (department_code null)', async () => {
    const cookie = await loginFor('1003');
    const info = ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json());
    expect(info).toMatchObject({ department: '1003', priceGroup: 'PG1', customerNo: '500103' });
    const [session] = await ctx.db.select().from(t.sessions).where(eq(t.sessions.id, hashToken(cookie.slice('shop_session='.length))));
    expect(session).toMatchObject({ userId: await userId(TWO), departmentCode: null });
  });

  it('refuses a department that is not his with 404, and the challenge stays usable', async () => {
    const { token } = await passwordStep();
    for (const code of ['1001', '9999']) {
      const res = await login2(token, code);
      expect(res.status).toBe(404);
      expect(sessionCookieOf(res)).toBeNull();
      expect(await res.json()).toEqual({ error: 'DepartmentNotAvailable', message: daLogin2.departmentNotYours });
    }
    expect((await login2(token, '2001')).status).toBe(200);
  });

  it('refuses an unknown token, a used one and an expired one with 401; bad input with 400', async () => {
    const unknown = await login2('x'.repeat(43), '2001');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: 'LoginChallengeInvalid', message: daLogin2.challengeInvalid });

    const { token } = await passwordStep();
    expect((await login2(token, '2001')).status).toBe(200);
    const again = await login2(token, '2001');
    expect(again.status).toBe(401);
    expect(sessionCookieOf(again)).toBeNull();

    const late = await passwordStep();
    ctx.clock.advance(5 * 60_000 + 1000);
    try {
      expect((await login2(late.token, '2001')).status).toBe(401);
    } finally {
      ctx.clock.set(TEST_NOW);
    }

    for (const body of [{}, { token: late.token }, { token: 'a b', departmentCode: '2001' }, { token: late.token, departmentCode: '\u0000' }]) {
      const res = await ctx.post('/api/profile/login2', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('gives one session for parallel uses of one challenge', async () => {
    const { token } = await passwordStep();
    const answers = await Promise.all(Array.from({ length: 6 }, () => login2(token, '2001')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it('ends the session when the membership is removed (401), and a re-added one does not revive it', async () => {
    const cookie = await loginFor('2001');
    expect((await ctx.post('/api/profile/profileinfo', {}, cookie)).status).toBe(200);
    const id = await userId(TWO);
    await ctx.db.delete(t.userDepartments).where(and(eq(t.userDepartments.userId, id), eq(t.userDepartments.departmentCode, '2001')));
    try {
      const res = await ctx.post('/api/profile/profileinfo', {}, cookie);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'MissingSession' });
      // Without the membership the password step is the ordinary login again.
      const plain = await ctx.post('/api/profile/login', loginBody(TWO, 'demo1234'));
      expect(ProfileSchema.parse(await plain.json())).toMatchObject({ department: '1003' });
    } finally {
      await ctx.db.insert(t.userDepartments).values({ userId: id, departmentCode: '2001' });
    }
    expect((await ctx.post('/api/profile/profileinfo', {}, cookie)).status).toBe(401);
  });

  it('leaves punch-out sessions as they were (department_code null)', async () => {
    const rows = await ctx.db.select().from(t.sessions);
    expect(rows.filter((s) => s.punchOutId !== null && s.departmentCode !== null)).toEqual([]);
  });
});

describe('passwordChangeDue and POST /api/profile/postPone', () => {
  const OLD = 'kok@gammelkode.dk';

  it('needs a session', async () => {
    const res = await ctx.post('/api/profile/postPone', {});
    expect(res.status).toBe(401);
  });

  it('is due for a password over a year old; postPone moves it 30 days and the profile says so', async () => {
    const cookie = await ctx.login(OLD);
    const before = ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json());
    expect(before.passwordChangeDue).toBe(true);

    const res = await ctx.post('/api/profile/postPone', {}, cookie);
    expect(res.status).toBe(200);
    expect(ProfileSchema.parse(await res.json()).passwordChangeDue).toBe(false);
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, OLD));
    expect(user!.passwordReminderAfter?.toISOString()).toBe('2025-07-04T10:00:00.000Z');
    expect(ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json()).passwordChangeDue).toBe(false);

    // 31 days later the reminder is back (a fresh login: the idle session has expired by then).
    ctx.clock.advance(31 * 86_400_000);
    try {
      const later = await ctx.login(OLD);
      expect(ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, later)).json()).passwordChangeDue).toBe(true);
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });

  it('is not due for a recent password', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    expect(ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json()).passwordChangeDue).toBe(false);
  });
});
