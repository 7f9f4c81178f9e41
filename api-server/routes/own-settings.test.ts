// Issue 22 point 5 (§3, §6, §7 "Login, profile and settings"): carttype, userrelations, toggleprocure,
// settings/update, settings/users and environmentcheck through app.request() against the seeded DB.
// Foreign ids (another customer's user, a department that is not the user's) answer 404 and change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Origin } from '../../core/index.js';
import { ProfileSchema } from '../../core/schemas/index.js';
import { ChooseDepartmentAnswerSchema } from '../../core/schemas/login2.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { CatalogueWireSchema, decodeCatalogue } from '../../core/schemas/catalogue.js';
import {
  CustomerUsersAnswerSchema,
  EnvironmentAnswerSchema,
  SettingsAnswerSchema,
  UserRelationsAnswerSchema,
} from '../../core/schemas/settings.js';
import { daMySettings } from '../../core/texts/da-my-settings.js';
import * as t from '../db/schema.js';
import { ENVIRONMENT_CHECKS_PER_MINUTE } from './own-settings.js';
import { ChangeWatch } from '../test-support/db-fingerprint.js';
import { findOrderable } from '../test-support/fixtures.js';
import { createTestContext, loginBody, sessionCookieOf, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const TWO = 'kok@tokunder.dk';

async function loginTwo(departmentCode = '1003'): Promise<string> {
  const res = await ctx.post('/api/profile/login', loginBody(TWO, 'demo1234'));
  const { token } = ChooseDepartmentAnswerSchema.parse(await res.json()).chooseDepartment;
  const chosen = await ctx.post('/api/profile/login2', { token, departmentCode });
  expect(chosen.status).toBe(200);
  return sessionCookieOf(chosen)!;
}

async function userOf(email: string) {
  const [row] = await ctx.db.select().from(t.users).where(eq(t.users.email, email));
  return row!;
}

async function expectUnchanged(call: () => Promise<Response>, status: number): Promise<Response> {
  const watch = await ChangeWatch.start(ctx.db);
  const res = await call();
  expect(res.status, await res.clone().text()).toBe(status);
  expect(await watch.check()).toEqual([]);
  return res;
}

function dirtyFlagSet(res: Response): boolean {
  return (res.headers.get('set-cookie') ?? '').includes('shop_catalogue_dirty=1');
}

describe('POST /api/profile/carttype', () => {
  it('switches between basket and shopping list where the variant offers lists, and answers the profile', async () => {
    const inco = await ctx.login('kok@incokunde.dk');
    const toBasket = await ctx.post('/api/profile/carttype', { cartType: 0 }, inco);
    expect(toBasket.status).toBe(200);
    expect(ProfileSchema.parse(await toBasket.json()).cartType).toBe(0);
    expect((await userOf('kok@incokunde.dk')).cartType).toBe(0);
    const back = await ctx.post('/api/profile/carttype', { cartType: 1 }, inco);
    expect(ProfileSchema.parse(await back.json()).cartType).toBe(1);
    expect((await userOf('kok@incokunde.dk')).cartType).toBe(1);
  });

  it('refuses where the variant has no shopping lists (403) and in punch-out, changing nothing', async () => {
    const ab = await ctx.login('kok@kantinen.dk');
    const res = await expectUnchanged(() => ctx.post('/api/profile/carttype', { cartType: 1 }, ab), 403);
    expect(((await res.json()) as { error: string }).error).toBe('CartTypeNotOffered');
    const punchOut = await ctx.login('indkob@kommune.dk');
    const po = await expectUnchanged(() => ctx.post('/api/profile/carttype', { cartType: 1 }, punchOut), 403);
    expect(((await po.json()) as { error: string }).error).toBe('CartTypePunchOut');
  });

  it('rejects bad input with 400 and no session with 401', async () => {
    const inco = await ctx.login('kok@incokunde.dk');
    await expectUnchanged(() => ctx.post('/api/profile/carttype', { cartType: 2 }, inco), 400);
    await expectUnchanged(() => ctx.post('/api/profile/carttype', { cartType: '1' }, inco), 400);
    await expectUnchanged(() => ctx.post('/api/profile/carttype', { cartType: 1 }), 401);
  });
});

describe('POST /api/profile/userrelations', () => {
  it('lists the departments the user may act for, own first, with the current one marked', async () => {
    const cookie = await loginTwo('1003');
    const res = await ctx.post('/api/profile/userrelations', {}, cookie);
    expect(res.status).toBe(200);
    const answer = UserRelationsAnswerSchema.parse(await res.json());
    expect(answer.current).toBe('1003');
    expect(answer.departments).toEqual([
      { code: '1003', name: 'Plejecentret Solhøj', customerNo: '500103', siteVariant: 'ab', current: true },
      { code: '2001', name: 'Storkøkkenet Nord', customerNo: '600201', siteVariant: 'bc', current: false },
    ]);
    expect(answer.profile.department).toBe('1003');
  });

  it('answers the list to the spec\'s empty body (no JSON at all) too, changing nothing', async () => {
    const cookie = await loginTwo('1003');
    const res = await expectUnchanged(() => ctx.post('/api/profile/userrelations', undefined, cookie), 200);
    expect(UserRelationsAnswerSchema.parse(await res.json()).departments.map((d) => d.code)).toEqual(['1003', '2001']);
    await expectUnchanged(() => ctx.post('/api/profile/userrelations', 'not json', cookie), 400);
  });

  it('a user of one department gets his own only', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const answer = UserRelationsAnswerSchema.parse(await (await ctx.post('/api/profile/userrelations', {}, cookie)).json());
    expect(answer.departments.map((d) => [d.code, d.current])).toEqual([['1001', true]]);
  });

  it('switches the session\'s department: basket, prices and catalogue follow, and back again', async () => {
    const cookie = await loginTwo('1003');
    const product = await findOrderable(ctx.db, '1003', { weighed: false });
    expect((await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 1, productId: product.id, unit: product.unit, expiryProduct: false }], cookie)).status).toBe(200);
    const reviewOf = async () => ReviewBasketSchema.parse(await (await ctx.get('/api/order/revieworder', cookie)).json());
    expect((await reviewOf()).lines.map((l) => l.productId)).toContain(product.id);

    const res = await ctx.post('/api/profile/userrelations', { department: '2001' }, cookie);
    expect(res.status).toBe(200);
    expect(dirtyFlagSet(res)).toBe(true);
    const answer = UserRelationsAnswerSchema.parse(await res.json());
    expect(answer.current).toBe('2001');
    expect(answer.profile).toMatchObject({ department: '2001', priceGroup: 'PG2', siteVariant: 'bc', isAdmin: false });
    expect(answer.departments.find((d) => d.current)?.code).toBe('2001');
    // The same cookie now acts for 2001: its profile, its basket (not 1003's).
    expect(ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json()).department).toBe('2001');
    expect((await reviewOf()).lines.map((l) => l.productId)).not.toContain(product.id);
    const [session] = await ctx.db.select().from(t.sessions).where(eq(t.sessions.userId, (await userOf(TWO)).id));
    expect(session).toBeDefined();

    const back = UserRelationsAnswerSchema.parse(await (await ctx.post('/api/profile/userrelations', { department: '1003' }, cookie)).json());
    expect(back.current).toBe('1003');
    expect((await reviewOf()).lines.map((l) => l.productId)).toContain(product.id);
    const review = await reviewOf();
    await ctx.send('DELETE', `/api/order/emptybasket/${review.deliveryDate}`, undefined, cookie);
  });

  it('a department that is not the user\'s: 404, the session unchanged', async () => {
    const cookie = await loginTwo('1003');
    for (const department of ['1001', '9999', '3001']) {
      const res = await expectUnchanged(() => ctx.post('/api/profile/userrelations', { department }, cookie), 404);
      expect(((await res.json()) as { message: string }).message).toBe(daMySettings.departmentNotYours);
    }
    expect(ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json()).department).toBe('1003');
    await expectUnchanged(() => ctx.post('/api/profile/userrelations', { department: '../x' }, cookie), 400);
    await expectUnchanged(() => ctx.post('/api/profile/userrelations', {}), 401);
  });

  it('admin rights follow withSessionRights: none in the other customer\'s department', async () => {
    const id = (await userOf(TWO)).id;
    await ctx.db.update(t.users).set({ isAdmin: true }).where(eq(t.users.id, id));
    try {
      const cookie = await loginTwo('1003');
      const there = UserRelationsAnswerSchema.parse(await (await ctx.post('/api/profile/userrelations', { department: '2001' }, cookie)).json());
      expect(there.profile.isAdmin).toBe(false);
      expect((await ctx.get('/api/settings/users', cookie)).status).toBe(403);
      const home = UserRelationsAnswerSchema.parse(await (await ctx.post('/api/profile/userrelations', { department: '1003' }, cookie)).json());
      expect(home.profile.isAdmin).toBe(true);
      expect((await ctx.get('/api/settings/users', cookie)).status).toBe(200);
    } finally {
      await ctx.db.update(t.users).set({ isAdmin: false }).where(eq(t.users.id, id));
    }
  });
});

describe('POST /api/profile/toggleprocure/{x}', () => {
  it('hides and shows procured products and marks the catalogue dirty', async () => {
    const cookie = await ctx.login('kok@solhoej.dk');
    for (const [x, show] of [['0', false], ['true', true], ['false', false], ['1', true]] as const) {
      const res = await ctx.post(`/api/profile/toggleprocure/${x}`, {}, cookie);
      expect(res.status).toBe(200);
      expect(dirtyFlagSet(res)).toBe(true);
      expect(ProfileSchema.parse(await res.json()).settings.showProcure).toBe(show);
      expect((await userOf('kok@solhoej.dk')).showProcure).toBe(show);
    }
  });

  it('the catalogue follows: procured products gone after toggleprocure/0, back after /1 (§6)', async () => {
    const cookie = await ctx.login('kok@solhoej.dk');
    const procured = async () => {
      const res = await ctx.app.request('/api/product/catalogue', { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      return decodeCatalogue(CatalogueWireSchema.parse(await res.json())).products.filter((p) => p.flags.procure).length;
    };
    const shown = await procured();
    expect(shown).toBeGreaterThan(0);
    expect((await ctx.post('/api/profile/toggleprocure/0', {}, cookie)).status).toBe(200);
    expect(await procured()).toBe(0);
    expect((await ctx.post('/api/profile/toggleprocure/1', {}, cookie)).status).toBe(200);
    expect(await procured()).toBe(shown);
  });

  it('anything else is 400; procureAlwaysOn is 409 with a Danish message; nothing changes', async () => {
    const cookie = await ctx.login('kok@solhoej.dk');
    for (const x of ['yes', '2', 'TRUE', '%20']) await expectUnchanged(() => ctx.post(`/api/profile/toggleprocure/${x}`, {}, cookie), 400);
    const id = (await userOf('kok@solhoej.dk')).id;
    await ctx.db.update(t.users).set({ procureAlwaysOn: true }).where(eq(t.users.id, id));
    try {
      const res = await expectUnchanged(() => ctx.post('/api/profile/toggleprocure/0', {}, cookie), 409);
      expect(((await res.json()) as { message: string }).message).toBe(daMySettings.procureLocked);
    } finally {
      await ctx.db.update(t.users).set({ procureAlwaysOn: false }).where(eq(t.users.id, id));
    }
    await expectUnchanged(() => ctx.post('/api/profile/toggleprocure/1', {}), 401);
  });
});

describe('PUT /api/settings/update and GET /api/settings/users', () => {
  it('a user changes his own look (hideCo2, showExpiry, showProcure), nothing else', async () => {
    const cookie = await ctx.login('souschef@kantinen.dk');
    const res = await ctx.send('PUT', '/api/settings/update', { hideCo2: true, showExpiry: false }, cookie);
    expect(res.status).toBe(200);
    expect(dirtyFlagSet(res)).toBe(true);
    const answer = SettingsAnswerSchema.parse(await res.json());
    expect(answer.settings).toMatchObject({ hideCo2: true, showExpiry: false, showPrices: true, allowOrdering: true });
    expect((await userOf('souschef@kantinen.dk')).hideCo2).toBe(true);
    await ctx.send('PUT', '/api/settings/update', { hideCo2: false, showExpiry: true }, cookie);
    for (const body of [{ showPrices: false }, { allowOrdering: false }]) await expectUnchanged(() => ctx.send('PUT', '/api/settings/update', body, cookie), 403);
    for (const body of [{ procureAlwaysOn: true }, {}, { hideCo2: 'ja' }, { userId: -1, hideCo2: true }]) {
      await expectUnchanged(() => ctx.send('PUT', '/api/settings/update', body, cookie), 400);
    }
  });

  it('an admin changes showPrices/allowOrdering of a user of his customer', async () => {
    const admin = await ctx.login('admin@grossist.dk');
    const target = await userOf('souschef@kantinen.dk');
    const res = await ctx.send('PUT', '/api/settings/update', { userId: target.id, showPrices: false, allowOrdering: false }, admin);
    expect(res.status).toBe(200);
    expect(SettingsAnswerSchema.parse(await res.json())).toMatchObject({ userId: target.id, settings: { showPrices: false, allowOrdering: false } });
    expect(await userOf('souschef@kantinen.dk')).toMatchObject({ showPrices: false, allowOrdering: false });
    await ctx.send('PUT', '/api/settings/update', { userId: target.id, showPrices: true, allowOrdering: true }, admin);
    // Not the user's own look.
    await expectUnchanged(() => ctx.send('PUT', '/api/settings/update', { userId: target.id, hideCo2: true }, admin), 403);
  });

  it('another customer\'s user id: 404, nothing changed; an unknown id too', async () => {
    const admin = await ctx.login('admin@grossist.dk');
    const foreign = await userOf('indkob@storkoekken.dk');
    const res = await expectUnchanged(() => ctx.send('PUT', '/api/settings/update', { userId: foreign.id, showPrices: false }, admin), 404);
    expect(((await res.json()) as { message: string }).message).toBe(daMySettings.userUnknown);
    await expectUnchanged(() => ctx.send('PUT', '/api/settings/update', { userId: 2_000_000, showPrices: false }, admin), 404);
    // A non-admin naming another customer's user: 404 as well (nobody learns who exists).
    const cook = await ctx.login('kok@kantinen.dk');
    await expectUnchanged(() => ctx.send('PUT', '/api/settings/update', { userId: foreign.id, showPrices: false }, cook), 404);
  });

  it('a non-admin changing a colleague: 403, nothing changed', async () => {
    const cook = await ctx.login('kok@kantinen.dk');
    const colleague = await userOf('souschef@kantinen.dk');
    await expectUnchanged(() => ctx.send('PUT', '/api/settings/update', { userId: colleague.id, showPrices: false }, cook), 403);
    await expectUnchanged(() => ctx.get('/api/settings/users', cook), 403);
  });

  it('lists the admin\'s customer\'s users only', async () => {
    const admin = await ctx.login('admin@grossist.dk');
    const res = await ctx.get('/api/settings/users', admin);
    expect(res.status).toBe(200);
    const { users } = CustomerUsersAnswerSchema.parse(await res.json());
    const emails = users.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['kok@kantinen.dk', 'souschef@kantinen.dk', 'admin@grossist.dk']));
    expect(emails).not.toContain('indkob@storkoekken.dk');
    expect(users.find((u) => u.email === 'admin@grossist.dk')?.isSelf).toBe(true);
    expect(new Set(users.map((u) => u.department))).toEqual(new Set(['1001']));
    expect((await ctx.get('/api/settings/users')).status).toBe(401);
  });
});

describe('POST /api/profile/environmentcheck', () => {
  it('answers where the catalogue runs and the Danish problems; stores nothing', async () => {
    const full = { cookies: true, localStorage: true, indexedDb: true, webWorkers: true, customElements: true };
    const ok = EnvironmentAnswerSchema.parse(await (await expectUnchanged(() => ctx.post('/api/profile/environmentcheck', full), 200)).json());
    expect(ok).toEqual({ supported: true, catalogueMode: 'worker', catalogueCache: 'indexedDb', problems: [] });
    const old = EnvironmentAnswerSchema.parse(await (await ctx.post('/api/profile/environmentcheck', { ...full, webWorkers: false, indexedDb: false, cookies: false })).json());
    expect(old.supported).toBe(false);
    expect(old.catalogueMode).toBe('mainThread');
    expect(old.problems.map((p) => p.message)).toEqual([daMySettings.noCookies, daMySettings.noWorkers, daMySettings.noOfflineCatalogue]);
    await expectUnchanged(() => ctx.post('/api/profile/environmentcheck', { cookies: 'yes' }), 400);
  });

  it('is rate limited per session (no global limit exists): 429 with Retry-After', async () => {
    const cookie = await ctx.login('kok@ffkunde.dk');
    const full = { cookies: true, localStorage: true, indexedDb: true, webWorkers: true, customElements: true };
    for (let i = 0; i < ENVIRONMENT_CHECKS_PER_MINUTE; i++) expect((await ctx.post('/api/profile/environmentcheck', full, cookie)).status).toBe(200);
    const res = await ctx.post('/api/profile/environmentcheck', full, cookie);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
  });
});
