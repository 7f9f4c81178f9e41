// Issue 16 §3: sending the punch-out basket back (POST /api/order/completepoorder) and going back
// empty-handed (POST /api/profile/pologout), through the app against the seeded database (PGlite;
// PostgreSQL with DATABASE_URL in CI). The OCI round trip: log in through /api/punchoutlogin, fill the
// basket through /api/order/addtoorder, transfer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Origin } from '../../core/index.js';
import { PunchOutFormSchema, type PunchOutForm } from '../../core/schemas/punch-out.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { DEFAULT_CONFIG } from '../app.js';
import { scopeOf } from '../auth/scope.js';
import { hashToken, loadSession } from '../auth/session.js';
import * as t from '../db/schema.js';
import type { AppDeps } from '../http/env.js';
import { startPunchOutSession } from '../punch-out/punch-out-session.js';
import { transferPunchOut } from '../punch-out/transfer.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { findOrderable } from '../test-support/fixtures.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, sessionCookieOf, type TestContext } from '../test-support/test-app.js';

const USER = 'indkob@kommune.dk';
const HOOK_URL = 'https://srm.kommune.dk/sap/bc/gui/oci';

let ctx: TestContext;
let deps: AppDeps;
beforeAll(async () => {
  ctx = await createTestContext();
  deps = { db: ctx.db, clock: ctx.clock, config: DEFAULT_CONFIG };
});
afterAll(async () => ctx?.close());
beforeEach(() => ctx.clock.set(TEST_NOW));

/** An OCI punch-out session as the procurement system's browser starts it. */
async function ociSession(extra: Record<string, string> = {}): Promise<string> {
  const res = await ctx.app.request('/api/punchoutlogin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: new URLSearchParams({ USERNAME: USER, PASSWORD: DEMO_PASSWORD, HOOK_URL, '~OkCode': 'ADDI', ...extra }).toString(),
  });
  expect(res.status).toBe(303);
  return sessionCookieOf(res)!;
}

const item = (productId: string, unit: string, amount: number) => ({ origin: Origin.ListSearch, amount, productId, unit, expiryProduct: false });

async function punchOutRowOf(cookie: string) {
  const [session] = await ctx.db.select().from(t.sessions).where(eq(t.sessions.id, hashToken(cookie.split('=')[1]!)));
  const [row] = await ctx.db.select().from(t.punchOutSessions).where(eq(t.punchOutSessions.id, session!.punchOutId!));
  return row!;
}

async function formOf(res: Response): Promise<PunchOutForm> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return PunchOutFormSchema.parse(JSON.parse(text));
}

const valueOf = (form: PunchOutForm, name: string) => form.fields.find((f) => f.name === name)?.value;

describe('POST /api/order/completepoorder, OCI (issue 16 §3)', () => {
  it('sends three lines back as NEW_ITEM fields, records the transfer once, and ends the session', async () => {
    const cookie = await ociSession();
    const a = await findOrderable(ctx.db, '5001', { weighed: false });
    const b = await findOrderable(ctx.db, '5001', { weighed: false, notIn: [a.id] });
    const kg = await findOrderable(ctx.db, '5001', { withUnit: 'KG', notIn: [a.id, b.id] });
    const added = await ctx.post('/api/order/addtoorder', [item(a.id, a.unit, 2), item(b.id, b.unit, 1), item(kg.id, 'KG', 2.5)], cookie);
    expect(added.status, await added.clone().text()).toBe(200);
    const review = ReviewBasketSchema.parse(await (await ctx.get('/api/order/revieworder', cookie)).json());
    expect(review.lines).toHaveLength(3);
    const before = await punchOutRowOf(cookie);
    const auth = (await loadSession(deps, cookie.split('=')[1]))!;

    const res = await ctx.post('/api/order/completepoorder', {}, cookie);
    expect(res.headers.get('set-cookie')).toMatch(/shop_session=;.*Max-Age=0/i);
    const form = await formOf(res);
    expect(form.action).toBe(HOOK_URL);
    expect(form.target).toBe('_top');
    expect(form.fields.filter((f) => f.name.startsWith('NEW_ITEM-VENDORMAT['))).toHaveLength(3);
    const kgIndex = review.lines.findIndex((l) => l.productId === kg.id) + 1;
    expect(valueOf(form, `NEW_ITEM-QUANTITY[${kgIndex}]`)).toBe('2.5');
    expect(valueOf(form, `NEW_ITEM-UNIT[${kgIndex}]`)).toBe('KGM');
    const kgLine = review.lines[kgIndex - 1]!;
    expect(valueOf(form, `NEW_ITEM-PRICE[${kgIndex}]`)).toBe((kgLine.unitPriceOre! / 100).toFixed(2));
    expect(valueOf(form, `NEW_ITEM-VENDORMAT[${kgIndex}]`)).toBe(kg.id);
    expect(valueOf(form, `NEW_ITEM-LONGTEXT_${kgIndex}:132[]`)).toContain(kgLine.name);
    expect(valueOf(form, '~OkCode')).toBe('ADDI');
    for (const f of form.fields.filter((x) => /^NEW_ITEM-(PRICE|QUANTITY)\[/.test(x.name))) expect(f.value).toMatch(/^\d+(\.\d+)?$/);

    const [after] = await ctx.db.select().from(t.punchOutSessions).where(eq(t.punchOutSessions.id, before.id));
    expect(after!.endedAs).toBe('transferred');
    expect(after!.transferTotalOre).toBe(review.totalOre);
    expect((after!.transfer as unknown[]).length).toBe(3);
    // The session is gone, so is the basket; a second transfer is refused.
    expect((await ctx.post('/api/profile/profileinfo', {}, cookie)).status).toBe(401);
    expect((await ctx.post('/api/order/completepoorder', {}, cookie)).status).toBe(401);
    const now = ctx.clock.now();
    await expect(transferPunchOut(deps, scopeOf(auth, now, DEFAULT_CONFIG), auth, auth.punchOut!, now)).rejects.toMatchObject({ status: 409, code: 'AlreadyTransferred' });
  });

  it('a line that cannot be ordered: 409 OrderNotPlaceable naming it, and nothing is recorded', async () => {
    const cookie = await ociSession();
    const a = await findOrderable(ctx.db, '5001', { weighed: false });
    expect((await ctx.post('/api/order/addtoorder', [item(a.id, a.unit, 1)], cookie)).status).toBe(200);
    const [product] = await ctx.db.select({ discontinuedOn: t.products.discontinuedOn }).from(t.products).where(eq(t.products.id, a.id));
    await ctx.db.update(t.products).set({ discontinuedOn: '2025-01-01' }).where(eq(t.products.id, a.id));
    try {
      const res = await ctx.post('/api/order/completepoorder', {}, cookie);
      expect(res.status).toBe(409);
      const body = await res.json() as { error: string; message: string; lines: { productId: string }[] };
      expect(body.error).toBe('OrderNotPlaceable');
      expect(body.message).toBe(daOrders.orderHasProblems);
      expect(body.lines.map((l) => l.productId)).toEqual([a.id]);
      expect((await punchOutRowOf(cookie)).endedAt).toBeNull();
      expect((await ctx.post('/api/profile/profileinfo', {}, cookie)).status).toBe(200);
    } finally {
      await ctx.db.update(t.products).set({ discontinuedOn: product!.discontinuedOn }).where(eq(t.products.id, a.id));
    }
  });

  it('an empty basket: 409 BasketEmpty', async () => {
    const cookie = await ociSession();
    const res = await ctx.post('/api/order/completepoorder', {}, cookie);
    expect(res.status).toBe(409);
    expect((await res.json() as { error: string }).error).toBe('BasketEmpty');
  });

  it('orders for the date the punch-out started with, which cannot be changed in it', async () => {
    const cookie = await ociSession();
    const profile = await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json() as { deliveryDate: string };
    expect(profile.deliveryDate).toBe((await punchOutRowOf(cookie)).deliveryDate);
    const dates = await (await ctx.get('/api/deliverydate/getall', cookie)).json() as { dates?: string[] };
    const other = (dates.dates ?? []).find((d) => d !== profile.deliveryDate) ?? '2030-01-07';
    const res = await ctx.post(`/api/deliverydate/set/${other}`, {}, cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'PunchOutSession', message: daPunchOut.deliveryDateFixed });
  });

  it('an ordinary session: 403 NotPunchOutSession; no session: 401', async () => {
    const cookie = await ctx.login(USER);
    const res = await ctx.post('/api/order/completepoorder', {}, cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'NotPunchOutSession', message: daPunchOut.notPunchOutSession });
    expect((await ctx.post('/api/order/completepoorder', {})).status).toBe(401);
  });

  it('an inspect punch-out is read-only: 403', async () => {
    const [row] = await ctx.db.select({ user: t.users, department: t.departments }).from(t.users)
      .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode)).where(eq(t.users.email, USER));
    const token = await startPunchOutSession(deps, row!.user, row!.department, { protocol: 'oci', operation: 'inspect', returnUrl: HOOK_URL });
    const res = await ctx.post('/api/order/completepoorder', {}, `shop_session=${token}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'InspectReadOnly', message: daPunchOut.inspectReadOnly });
  });
});

describe('POST /api/profile/pologout (issue 16 §3)', () => {
  it('goes back with an empty cart: no NEW_ITEM fields, cancelled, session gone', async () => {
    const cookie = await ociSession({ '~TARGET': 'srm_frame' });
    const a = await findOrderable(ctx.db, '5001', { weighed: false });
    expect((await ctx.post('/api/order/addtoorder', [item(a.id, a.unit, 1)], cookie)).status).toBe(200);
    const row = await punchOutRowOf(cookie);
    const res = await ctx.post('/api/profile/pologout', {}, cookie);
    expect(res.headers.get('set-cookie')).toMatch(/shop_session=;/);
    const form = await formOf(res);
    expect(form).toEqual({ action: HOOK_URL, target: 'srm_frame', fields: [{ name: '~OkCode', value: 'ADDI' }, { name: '~TARGET', value: 'srm_frame' }] });
    const [after] = await ctx.db.select().from(t.punchOutSessions).where(eq(t.punchOutSessions.id, row.id));
    expect(after).toMatchObject({ endedAs: 'cancelled', transferTotalOre: null });
    expect((await ctx.post('/api/profile/pologout', {}, cookie)).status).toBe(401);
  });

  it('an ordinary session: 403 NotPunchOutSession', async () => {
    const res = await ctx.post('/api/profile/pologout', {}, await ctx.login('kok@kantinen.dk'));
    expect(res.status).toBe(403);
    expect((await res.json() as { error: string }).error).toBe('NotPunchOutSession');
  });
});
