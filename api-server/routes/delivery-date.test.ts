// /api/deliverydate getall, get and set/{date} (issue 7 §2, §7 "Delivery and drivers", §9 ~3 months).
// Test "now" is Wednesday 2025-06-04 (api-server/test-support/test-db.ts); Kantinen (1001) gets
// deliveries Monday, Wednesday and Friday; Monday 2025-06-09 is 2. pinsedag (closed).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { Origin } from '../../core/index.js';
import { ProfileSchema } from '../../core/schemas/index.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { ChosenDeliveryDateSchema, DeliveryDatesSchema } from '../../core/schemas/delivery-date.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findOrderable } from '../test-support/fixtures.js';

let ctx: TestContext;
let kok: string;
beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.clock.set(TEST_NOW));

async function getAll(cookie: string) {
  const res = await ctx.get('/api/deliverydate/getall', cookie);
  expect(res.status).toBe(200);
  return DeliveryDatesSchema.parse(await res.json());
}

async function getChosen(cookie: string) {
  const res = await ctx.get('/api/deliverydate/get', cookie);
  expect(res.status).toBe(200);
  return ChosenDeliveryDateSchema.parse(await res.json());
}

const setDate = (cookie: string, date: string) => ctx.post(`/api/deliverydate/set/${date}`, undefined, cookie);

async function review(cookie: string) {
  const res = await ctx.get('/api/order/revieworder', cookie);
  expect(res.status).toBe(200);
  return ReviewBasketSchema.parse(await res.json());
}

describe('GET /api/deliverydate/getall', () => {
  it('lists the department delivery days after today for about 3 months, closed days left out', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const all = await getAll(cookie);
    expect(all.deliveryDate).toBe('2025-06-06');
    expect(all.chosen).toBe(false);
    expect(all.dates.slice(0, 3)).toEqual(['2025-06-06', '2025-06-11', '2025-06-13']);
    expect(all.dates).not.toContain('2025-06-04'); // today
    expect(all.dates).not.toContain('2025-06-09'); // 2. pinsedag
    for (const d of all.dates) expect([1, 3, 5]).toContain(new Date(`${d}T12:00:00Z`).getUTCDay());
    expect(all.dates.at(-1)! <= '2025-09-04').toBe(true);
    expect(all.dates.at(-1)! >= '2025-08-29').toBe(true);
  });

  it('uses the session department: Inco delivers Tuesday and Thursday', async () => {
    const inco = await ctx.login('kok@incokunde.dk');
    const all = await getAll(inco);
    expect(all.dates[0]).toBe('2025-06-05');
    for (const d of all.dates) expect([2, 4]).toContain(new Date(`${d}T12:00:00Z`).getUTCDay());
  });

  it.each(['/api/deliverydate/getall', '/api/deliverydate/get'])('%s without a session is 401 MissingSession', async (path) => {
    const res = await ctx.get(path);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'MissingSession' });
  });
});

describe('GET /api/deliverydate/get and POST set/{date}', () => {
  it('defaults to the next delivery date, and a chosen date is used by the basket and profileinfo', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    expect(await getChosen(cookie)).toEqual({ deliveryDate: '2025-06-06', chosen: false });

    const res = await setDate(cookie, '2025-06-11');
    expect(res.status).toBe(200);
    expect(ChosenDeliveryDateSchema.parse(await res.json())).toEqual({ deliveryDate: '2025-06-11', chosen: true });
    expect(await getChosen(cookie)).toEqual({ deliveryDate: '2025-06-11', chosen: true });
    expect((await getAll(cookie)).deliveryDate).toBe('2025-06-11');
    expect((await review(cookie)).deliveryDate).toBe('2025-06-11');
    const profile = ProfileSchema.parse(await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json());
    expect(profile.deliveryDate).toBe('2025-06-11');
  });

  it('keeps one basket per delivery date: adds go to the chosen date, switching back shows the other basket', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const b = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id] });
    const add = (productId: string, unit: string) =>
      ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 2, productId, unit, expiryProduct: false }], cookie);

    expect((await setDate(cookie, '2025-06-13')).status).toBe(200);
    expect((await add(a.id, a.unit)).status).toBe(200);
    expect((await setDate(cookie, '2025-06-16')).status).toBe(200);
    expect((await add(b.id, b.unit)).status).toBe(200);

    const june16 = await review(cookie);
    expect(june16.deliveryDate).toBe('2025-06-16');
    expect(june16.lines.map((l) => l.productId)).toEqual([b.id]);
    expect((await setDate(cookie, '2025-06-13')).status).toBe(200);
    const june13 = await review(cookie);
    expect(june13.lines.map((l) => l.productId)).toEqual([a.id]);

    // The comment goes to the basket of the session's date when no date is given (§7 savecomment).
    expect((await ctx.post('/api/order/savecomment?comment=Til%20fredag', undefined, cookie)).status).toBe(200);
    expect((await review(cookie)).comment).toBe('Til fredag');

    for (const d of ['2025-06-13', '2025-06-16']) await ctx.send('DELETE', `/api/order/emptybasket/${d}`, undefined, cookie);
  });

  it('changing the date re-checks every line: a line too late for one day is fine for a later one', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const q = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [p.id] });
    const put = (productId: string, unit: string) =>
      ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 1, productId, unit, expiryProduct: false }], cookie);
    expect((await setDate(cookie, '2025-06-11')).status).toBe(200);
    expect((await put(p.id, p.unit)).status).toBe(200);
    expect((await setDate(cookie, '2025-06-06')).status).toBe(200);
    expect((await put(q.id, q.unit)).status).toBe(200);
    // 3 working days before: Tuesday 3 June 08:00 for Friday 6 June (passed), Thursday 5 June for
    // Wednesday 11 June (2. pinsedag is no working day).
    await ctx.db.update(t.products).set({ deadlines: ['3d@08:00'] }).where(inArray(t.products.id, [p.id, q.id]));
    try {
      const friday = await review(cookie);
      expect(friday.previewOrder.noOfTooLate).toBe(1);
      expect(friday.lines.map((l) => [l.productId, l.flags])).toEqual([[q.id, ['tooLate']]]);
      expect((await setDate(cookie, '2025-06-11')).status).toBe(200);
      const wednesday = await review(cookie);
      expect(wednesday.previewOrder.noOfTooLate).toBe(0);
      expect(wednesday.lines.map((l) => [l.productId, l.flags])).toEqual([[p.id, []]]);
    } finally {
      await ctx.db.update(t.products).set({ deadlines: [] }).where(inArray(t.products.id, [p.id, q.id]));
      for (const d of ['2025-06-06', '2025-06-11']) await ctx.send('DELETE', `/api/order/emptybasket/${d}`, undefined, cookie);
    }
  });

  it('is kept per session: every tab of the session shares it, another login does not', async () => {
    const first = await ctx.login('kok@kantinen.dk');
    const second = await ctx.login('kok@kantinen.dk');
    expect((await setDate(first, '2025-06-18')).status).toBe(200);
    expect((await getChosen(first)).deliveryDate).toBe('2025-06-18');
    expect(await getChosen(second)).toEqual({ deliveryDate: '2025-06-06', chosen: false });
  });

  it.each([
    ['2025-06-09', 'a closed day (2. pinsedag)'],
    ['2025-06-04', 'today'],
    ['2025-06-02', 'a past delivery weekday'],
    ['2025-06-10', 'a Tuesday (no delivery)'],
    ['2025-10-03', 'a Friday beyond the ~3 months'],
  ])('refuses %s (%s) with 400 and keeps the previous choice', async (date) => {
    const cookie = await ctx.login('kok@kantinen.dk');
    expect((await setDate(cookie, '2025-06-11')).status).toBe(200);
    const res = await setDate(cookie, date);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'DeliveryDateNotSelectable', message: daOrders.deliveryDateNotSelectable });
    expect((await getChosen(cookie)).deliveryDate).toBe('2025-06-11');
  });

  it.each(['not-a-date', '2025-13-01', '2025-06-31', '20250611', "'%3B drop table sessions"])('refuses a malformed date %j with 400', async (date) => {
    const res = await setDate(kok, date);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'ValidationError' });
  });

  it('needs a session and a JSON request', async () => {
    expect((await setDate('', '2025-06-11')).status).toBe(401);
    const res = await ctx.app.request('/api/deliverydate/set/2025-06-11', { method: 'POST', headers: { Cookie: kok } });
    expect(res.status).toBe(415);
    expect((await getChosen(kok)).deliveryDate).toBe('2025-06-06');
  });

  it('falls back to the next delivery date once the chosen date has passed', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    expect((await setDate(cookie, '2025-06-06')).status).toBe(200);
    expect(await getChosen(cookie)).toEqual({ deliveryDate: '2025-06-06', chosen: true });
    // Active all day, so the session (8 h idle) lives on into Friday, when the chosen day is today.
    for (const at of ['2025-06-04T17:00:00Z', '2025-06-05T00:00:00Z', '2025-06-05T07:00:00Z', '2025-06-05T14:00:00Z', '2025-06-05T21:00:00Z']) {
      ctx.clock.set(at);
      expect((await getChosen(cookie)).deliveryDate).toBe('2025-06-06');
    }
    ctx.clock.set('2025-06-05T22:30:00Z'); // 00:30 on Friday 6 June in Denmark
    expect(await getChosen(cookie)).toEqual({ deliveryDate: '2025-06-11', chosen: false });
    expect((await review(cookie)).deliveryDate).toBe('2025-06-11');
  });
});
