import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { type RecurringOrder } from '../../core/index.js';
import {
  DeliveryWeekdaysSchema,
  RecurringNotificationsSchema,
  RecurringOrderDatesSchema,
  RecurringOrderLineSchema,
  RecurringOrderLinesSchema,
  RecurringOrderListSchema,
  RecurringOrderSchema,
} from '../../core/schemas/recurring-order.js';
import * as t from '../db/schema.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findNotInAssortment, findOrderable } from '../test-support/fixtures.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { daServer } from '../../core/texts/da-server.js';

let ctx: TestContext;
let kok: string;
let souschef: string;
let otherCustomer: string;
let inco: string;
beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
  souschef = await ctx.login('souschef@kantinen.dk');
  otherCustomer = await ctx.login('indkob@storkoekken.dk');
  inco = await ctx.login('kok@incokunde.dk');
});
afterAll(async () => {
  await ctx?.close();
});

const BASE = '/api/recurringorders';
// Today is Wednesday 4 June 2025; department 1001 (kok, souschef) receives Monday, Wednesday, Friday.
// Selectable dates run from 18 June (today + 14) to 3 September (today + 13 weeks).
const head = (patch: Record<string, unknown> = {}) => ({
  orderName: 'Ugens mælk',
  frequencyType: 0,
  weekDays: [1, 5],
  recurringWeek: 1,
  startDate: '2025-06-23',
  endDate: null,
  pauses: [],
  ...patch,
});

async function create(body: unknown, cookie = kok): Promise<RecurringOrder> {
  const res = await ctx.post(BASE, body, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  const [order] = RecurringOrderListSchema.parse(await res.json());
  return order!;
}

async function getOrder(id: number, cookie = kok): Promise<RecurringOrder> {
  const res = await ctx.get(`${BASE}/${id}`, cookie);
  expect(res.status).toBe(200);
  return RecurringOrderSchema.parse(await res.json());
}

async function save(order: RecurringOrder, patch: Record<string, unknown> = {}, cookie = kok) {
  const { orderlines: _lines, history: _history, orderDays: _days, nextDeliveryDate: _next, ...rest } = order;
  return ctx.send('PUT', BASE, { ...rest, ...patch }, cookie);
}

async function addLine(orderId: number, productId: string, unit: string, amount: number, cookie = kok) {
  return ctx.post(`${BASE}/line`, { orderId, productId, unit, amount, lineNo: null }, cookie);
}

async function orderCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.recurringOrders);
  return Number(row?.n ?? 0);
}

/** Sets the clock back; logging in at a later time removed the sessions expired by then: log in again. */
async function backToTestNow(): Promise<void> {
  ctx.clock.set(TEST_NOW);
  kok = await ctx.login('kok@kantinen.dk');
  souschef = await ctx.login('souschef@kantinen.dk');
  otherCustomer = await ctx.login('indkob@storkoekken.dk');
  inco = await ctx.login('kok@incokunde.dk');
}

async function errorOf(res: Response) {
  return (await res.json()) as { error: string; message: string; issues?: { path: string }[] };
}

describe('GET /api/deliverydate/recurringorderdates and /weekdays', () => {
  it('answers the customer\'s selectable delivery dates, first to last', async () => {
    const res = await ctx.get('/api/deliverydate/recurringorderdates', kok);
    expect(res.status).toBe(200);
    const body = RecurringOrderDatesSchema.parse(await res.json());
    expect(body.first).toBe('2025-06-18');
    expect(body.last).toBe('2025-09-03');
    expect(body.dates).toHaveLength(34);
  });

  it('answers the delivery weekdays and the cart type of the session', async () => {
    expect(DeliveryWeekdaysSchema.parse(await (await ctx.get('/api/deliverydate/weekdays', kok)).json())).toEqual({ weekdays: [1, 3, 5], cartType: 0 });
    expect(DeliveryWeekdaysSchema.parse(await (await ctx.get('/api/deliverydate/weekdays', inco)).json())).toEqual({ weekdays: [2, 4], cartType: 1 });
  });

  it('counts from today in Danish time: just after midnight in Copenhagen it is already tomorrow', async () => {
    ctx.clock.set('2025-06-04T22:30:00Z'); // 00:30 on Thursday 5 June in Copenhagen
    try {
      const later = await ctx.login('kok@kantinen.dk');
      const body = RecurringOrderDatesSchema.parse(await (await ctx.get('/api/deliverydate/recurringorderdates', later)).json());
      expect(body.first).toBe('2025-06-20'); // today + 14 is Thursday 19 June: no delivery; Friday is the first
    } finally {
      await backToTestNow();
    }
  });

  it('needs a session', async () => {
    expect((await ctx.get('/api/deliverydate/weekdays')).status).toBe(401);
    expect((await ctx.get('/api/deliverydate/recurringorderdates')).status).toBe(401);
    expect((await ctx.get(BASE)).status).toBe(401);
  });
});

describe('the demo order (seed)', () => {
  it('kok@kantinen.dk\'s department has an active weekly order with three lines from the first delivery day', async () => {
    const list = RecurringOrderListSchema.parse(await (await ctx.get(BASE, kok)).json());
    const demo = list.find((o) => o.orderName === 'Mælk, brød og grønt');
    expect(demo).toMatchObject({ active: true, frequencyType: 0, weekDays: [1, 3, 5], startDate: '2025-06-18', nextDeliveryDate: '2025-06-18' });
    expect(demo!.orderlines).toHaveLength(3);
    expect(demo!.orderlines.every((l) => l.exists && l.price !== null)).toBe(true);
  });
});

describe('creating an order (POST \'\')', () => {
  it('creates the head (name trimmed, inactive, version 1) and answers [order, ...others] with orderDays', async () => {
    const first = await create(head({ orderName: 'Brød' }));
    const res = await ctx.post(BASE, head({ orderName: '  Ugens   mælk ', recurringWeek: 2, pauses: [{ from: '2025-07-07', to: '2025-07-11' }] }), kok);
    expect(res.status).toBe(200);
    const list = RecurringOrderListSchema.parse(await res.json());
    expect(list.map((o) => o.orderName).slice(0, 2)).toEqual(['Ugens mælk', 'Brød']);
    const order = list[0]!;
    expect(order).toMatchObject({ active: false, version: 1, department: '1001', customerNo: '500101', frequencyType: 0, weekDays: [1, 5], recurringWeek: 2, nextDeliveryDate: null, orderlines: [] });
    expect(order.pauses).toEqual([{ id: expect.any(Number), from: '2025-07-07', to: '2025-07-11' }]);
    // Every 2nd week from the week of 23 June, Monday and Friday; the pause takes 7 and 11 July.
    expect(order.orderDays).toEqual(['2025-06-23', '2025-06-27', '2025-07-21', '2025-07-25', '2025-08-04', '2025-08-08', '2025-08-18', '2025-08-22', '2025-09-01']);
    expect(first.id).not.toBe(order.id);
  });

  it('starts at the first selectable delivery date when no start date is sent', async () => {
    const order = await create({ orderName: 'Uden start', frequencyType: 1, weekDays: [3] });
    expect(order.startDate).toBe('2025-06-18');
    expect(order.recurringWeek).toBe(1);
    // Monthly: the first Wednesday of each month.
    expect(order.orderDays).toEqual(['2025-07-02', '2025-08-06', '2025-09-03']);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty name', { orderName: '   ' }, 'orderName', 'Det indtastede navn er ikke gyldigt. Prøv venligst igen.'],
    ['no weekday', { weekDays: [] }, 'weekDays', daRecurringOrders.recurringWeekdaysMissing],
    ['a weekday without delivery', { weekDays: [2] }, 'weekDays', daRecurringOrders.recurringWeekdayUnavailable],
    ['repeat every 5 weeks', { recurringWeek: 5 }, 'recurringWeek', daRecurringOrders.recurringRepeatInvalid],
    ['a start date on a day without delivery', { startDate: '2025-06-24' }, 'startDate', 'Kan ikke vælges'],
    ['a start date inside the next 14 days', { startDate: '2025-06-06' }, 'startDate', 'Kan ikke vælges'],
    ['an end date after the last delivery day', { endDate: '2025-09-05' }, 'endDate', 'Kan ikke vælges'],
    ['an end date before the start date', { startDate: '2025-07-04', endDate: '2025-06-30' }, 'endDate', 'Slutdatoen skal være større end startdatoen. Prøv igen.'],
    ['a pause without its end', { pauses: [{ from: '2025-07-07', to: null }] }, 'pauses.0', 'Et eller flere felter mangler at blive udfyldt'],
    ['the same pause twice', { pauses: [{ from: '2025-07-07', to: '2025-07-11' }, { from: '2025-07-07', to: '2025-07-11' }] }, 'pauses.1', 'Pauseperiode med samme interval findes allerede.'],
  ])('rejects %s with 400 and the Danish message, saving nothing', async (_name, patch, path, message) => {
    const before = await orderCount();
    const res = await ctx.post(BASE, head(patch), kok);
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.message).toBe(message);
    expect(body.issues?.[0]?.path).toBe(path);
    expect(await orderCount()).toBe(before);
  });

  it.each<[string, unknown]>([
    ['a weekday out of range', head({ weekDays: [9] })],
    ['a text frequency', head({ frequencyType: 'weekly' })],
    ['a date that is not a date', head({ startDate: '2025-02-30' })],
    ['no body fields', {}],
  ])('rejects %s with 400 ValidationError', async (_name, body) => {
    const before = await orderCount();
    const res = await ctx.post(BASE, body, kok);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('ValidationError');
    expect(await orderCount()).toBe(before);
  });

  it('rejects malformed JSON and a non-JSON body without a 500', async () => {
    const bad = await ctx.app.request(BASE, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: kok }, body: '{"orderName":' });
    expect(bad.status).toBe(400);
    const form = await ctx.app.request(BASE, { method: 'POST', headers: { 'Content-Type': 'text/plain', Cookie: kok }, body: 'x' });
    expect(form.status).toBe(415);
  });

  it('an order cannot be created active without lines', async () => {
    const res = await ctx.post(BASE, head({ active: true }), kok);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringNeedsLines);
  });

  it('creates with lines (a duplicate), numbered from 1, each in the history', async () => {
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const b = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id] });
    const created = await create({ ...head({ orderName: 'Kopi af Ugens mælk', active: true }), orderlines: [{ productId: a.id, unit: a.unit, amount: 2 }, { productId: b.id, unit: b.unit, amount: 3 }] });
    expect(created.active).toBe(true);
    expect(created.nextDeliveryDate).toBe('2025-06-23');
    expect(created.orderlines.map((l) => [l.lineNo, l.productId, l.amount])).toEqual([[1, a.id, 2], [2, b.id, 3]]);
    const full = await getOrder(created.id);
    expect(full.history.map((h) => h.action)).toEqual(['added', 'added']);
    expect(full.history[0]!.user).toBe('Karen Kok');
  });
});

describe('lines (POST/PUT /line, DELETE {id}/line/{lineNo})', () => {
  it('adds a line with name, units, price of its unit in øre, weight, exists', async () => {
    const order = await create(head({ orderName: 'Linjer' }));
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const res = await addLine(order.id, p.id, p.unit, 4);
    expect(res.status).toBe(200);
    const line = RecurringOrderLineSchema.parse(await res.json());
    expect(line).toMatchObject({ orderId: order.id, lineNo: 1, productId: p.id, unit: p.unit, amount: 4, name: p.name, weight: false, exists: true });
    expect(line.units.map((u) => u.i)).toContain(p.unit);
    expect(Number.isInteger(line.price)).toBe(true);

    const kg = await findOrderable(ctx.db, '1001', { weighed: true });
    const second = RecurringOrderLineSchema.parse(await (await addLine(order.id, kg.id, kg.unit, 1.25)).json());
    expect(second).toMatchObject({ lineNo: 2, amount: 1.25, weight: true });
  });

  it('two adds at the same time get their own line numbers (the order row is locked)', async () => {
    const order = await create(head({ orderName: 'Samtidige linjer' }));
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const b = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id] });
    const c = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id, b.id] });
    const results = await Promise.all([addLine(order.id, a.id, a.unit, 1), addLine(order.id, b.id, b.unit, 1), addLine(order.id, c.id, c.unit, 1)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await getOrder(order.id)).orderlines.map((l) => l.lineNo)).toEqual([1, 2, 3]);
  });

  it('the same product added twice at the same time: one line, the other add gets 409', async () => {
    const order = await create(head({ orderName: 'Dobbeltklik' }));
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const results = await Promise.all([addLine(order.id, p.id, p.unit, 1), addLine(order.id, p.id, p.unit, 1)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await getOrder(order.id)).orderlines).toHaveLength(1);
  });

  it('the last two lines removed at the same time: both answered, the order deactivated once', async () => {
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const b = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id] });
    const order = await create({ ...head({ orderName: 'Samtidig sletning', active: true }), orderlines: [{ productId: a.id, unit: a.unit, amount: 1 }, { productId: b.id, unit: b.unit, amount: 1 }] });
    const results = await Promise.all([
      ctx.send('DELETE', `${BASE}/${order.id}/line/1`, undefined, kok),
      ctx.send('DELETE', `${BASE}/${order.id}/line/2`, undefined, kok),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await getOrder(order.id)).toMatchObject({ active: false, version: order.version + 1, orderlines: [] });
  });

  it('a user who may not see prices gets lines without prices', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const order = await create({ ...head({ orderName: 'Uden priser' }), orderlines: [{ productId: p.id, unit: p.unit, amount: 1 }] });
    expect(order.orderlines[0]!.price).not.toBeNull();
    await ctx.db.update(t.users).set({ showPrices: false }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    try {
      expect((await getOrder(order.id, souschef)).orderlines[0]!.price).toBeNull();
    } finally {
      await ctx.db.update(t.users).set({ showPrices: true }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    }
  });

  it('rejects a product outside the assortment, a unit it does not have, a bad amount, a second line of the same unit', async () => {
    const order = await create(head({ orderName: 'Afvist' }));
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const foreign = await findNotInAssortment(ctx.db, '1001');
    expect(await addLine(order.id, p.id, p.unit, 1).then((r) => r.status)).toBe(200);
    const cases: [Promise<Response>, number, string][] = [
      [addLine(order.id, foreign.id, 'STK', 1), 400, daServer.unknownProduct],
      [addLine(order.id, p.id, 'XYZ', 1), 400, daRecurringOrders.recurringUnitInvalid],
      [addLine(order.id, p.id, p.unit, 1.5), 400, 'Du kan kun indtaste tal i feltet'],
      [addLine(order.id, p.id, p.unit, 0), 400, 'Den indtastede værdi var ugyldig'],
      [addLine(order.id, p.id, p.unit, 2), 409, daRecurringOrders.recurringLineExists],
    ];
    for (const [call, status, message] of cases) {
      const res = await call;
      expect(res.status).toBe(status);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect((await getOrder(order.id)).orderlines).toHaveLength(1);
  });

  it('changes a line\'s amount, records it, and 404s for an unknown line', async () => {
    const order = await create(head({ orderName: 'Ændres' }));
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    await addLine(order.id, p.id, p.unit, 1);
    const res = await ctx.send('PUT', `${BASE}/line`, { orderId: order.id, lineNo: 1, unit: p.unit, amount: 6 }, kok);
    expect(res.status).toBe(200);
    expect(RecurringOrderLineSchema.parse(await res.json()).amount).toBe(6);
    expect((await ctx.send('PUT', `${BASE}/line`, { orderId: order.id, lineNo: 9, unit: p.unit, amount: 6 }, kok)).status).toBe(404);
    const bad = await ctx.send('PUT', `${BASE}/line`, { orderId: order.id, lineNo: 1, unit: p.unit, amount: 2.5 }, kok);
    expect(bad.status).toBe(400);
    const full = await getOrder(order.id);
    expect(full.orderlines[0]!.amount).toBe(6);
    expect(full.history.map((h) => [h.action, h.amount])).toEqual([['changed', 6], ['added', 1]]);
  });

  it('removing a line answers the remaining lines; removing the last deactivates the order', async () => {
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const b = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id] });
    const order = await create({ ...head({ orderName: 'Sidste linje', active: true }), orderlines: [{ productId: a.id, unit: a.unit, amount: 1 }, { productId: b.id, unit: b.unit, amount: 1 }] });
    let res = await ctx.send('DELETE', `${BASE}/${order.id}/line/1`, undefined, kok);
    expect(res.status).toBe(200);
    expect(RecurringOrderLinesSchema.parse(await res.json()).map((l) => l.lineNo)).toEqual([2]);
    expect((await getOrder(order.id)).active).toBe(true);

    res = await ctx.send('DELETE', `${BASE}/${order.id}/line/2`, undefined, kok);
    expect(RecurringOrderLinesSchema.parse(await res.json())).toEqual([]);
    const after = await getOrder(order.id);
    expect(after).toMatchObject({ active: false, nextDeliveryDate: null, version: order.version + 1 });
    // The deactivation moved the version on: a tab that still shows it active cannot save it back.
    expect((await save(order)).status).toBe(409);
    expect((await ctx.send('DELETE', `${BASE}/${order.id}/line/2`, undefined, kok)).status).toBe(404);
    expect((await ctx.send('DELETE', `${BASE}/${order.id}/line/x`, undefined, kok)).status).toBe(404);
  });

  it('a line whose product left the assortment reads as gone, unpriced, with its alternative, and is a notification', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const order = await create({ ...head({ orderName: 'Udgået vare' }), orderlines: [{ productId: p.id, unit: p.unit, amount: 1 }] });
    await ctx.db.update(t.products).set({ alternativeProductId: '999999' }).where(eq(t.products.id, p.id));
    const [kept] = await ctx.db.delete(t.assortment).where(and(eq(t.assortment.departmentCode, '1001'), eq(t.assortment.productId, p.id))).returning();
    try {
      const line = (await getOrder(order.id)).orderlines[0]!;
      expect(line).toMatchObject({ name: p.name, exists: false, price: null, altProductId: '999999' });
      const notes = RecurringNotificationsSchema.parse(await (await ctx.get(`${BASE}/notifications`, kok)).json());
      expect(notes.unavailableLines).toContainEqual({ orderId: order.id, orderName: 'Udgået vare', lineNo: 1, productId: p.id, altProductId: '999999' });
    } finally {
      await ctx.db.insert(t.assortment).values(kept!);
      await ctx.db.update(t.products).set({ alternativeProductId: null }).where(eq(t.products.id, p.id));
      await ctx.send('DELETE', `${BASE}/${order.id}`, undefined, kok);
    }
  });
});

describe('saving the whole order (PUT \'\')', () => {
  it('activates an order with lines (the toast\'s next delivery date), moving the version on', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const order = await create({ ...head({ orderName: 'Aktiveres' }), orderlines: [{ productId: p.id, unit: p.unit, amount: 1 }] });
    const res = await save(order, { active: true });
    expect(res.status).toBe(200);
    const saved = RecurringOrderSchema.parse(await res.json());
    expect(saved).toMatchObject({ active: true, version: 2, nextDeliveryDate: '2025-06-23' });
  });

  it('refuses to activate an order without lines', async () => {
    const order = await create(head({ orderName: 'Tom' }));
    const res = await save(order, { active: true });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringNeedsLines);
    expect((await getOrder(order.id)).active).toBe(false);
  });

  it('a stale save from a second tab gets 409 and changes nothing', async () => {
    const order = await create(head({ orderName: 'To faner' }));
    const tabA = await save(order, { orderName: 'Fane A' });
    expect(tabA.status).toBe(200);
    const tabB = await save(order, { orderName: 'Fane B', weekDays: [3] });
    expect(tabB.status).toBe(409);
    expect((await errorOf(tabB)).message).toBe(daRecurringOrders.recurringStale);
    const now = await getOrder(order.id);
    expect(now).toMatchObject({ orderName: 'Fane A', weekDays: [1, 5], version: 2 });
  });

  it('a rejected save changes nothing (validation runs before any write)', async () => {
    const order = await create(head({ orderName: 'Uændret', pauses: [{ from: '2025-07-07', to: '2025-07-11' }] }));
    const res = await save(order, { orderName: 'Nyt navn', pauses: [{ from: '2025-07-14', to: '2025-07-18' }, { from: '2025-07-14', to: '2025-07-18' }] });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringPauseExists);
    const now = await getOrder(order.id);
    expect(now).toMatchObject({ orderName: 'Uændret', version: 1, pauses: [{ from: '2025-07-07', to: '2025-07-11' }] });
  });

  it('changing frequency with dates cleared: the server takes the first selectable date and a new plan', async () => {
    const order = await create(head({ orderName: 'Skift frekvens' }));
    const res = await save(order, { frequencyType: 1, weekDays: [1], startDate: null, endDate: null, pauses: [] });
    expect(res.status).toBe(200);
    const saved = RecurringOrderSchema.parse(await res.json());
    expect(saved).toMatchObject({ frequencyType: 1, startDate: '2025-06-18' });
    // The first Monday of July, August, September.
    expect(saved.orderDays).toEqual(['2025-07-07', '2025-08-04', '2025-09-01']);
    // Leaving the start date out keeps the saved one.
    const { startDate: _start, ...withoutStart } = { ...saved, orderName: 'Skift frekvens igen' };
    const again = await save(withoutStart as RecurringOrder);
    expect(again.status).toBe(200);
    expect(RecurringOrderSchema.parse(await again.json()).startDate).toBe('2025-06-18');
  });

  it('changes take effect after 14 days: the days already planned in the next 14 days stay', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const order = await create({ ...head({ orderName: '14 dage', weekDays: [1], active: true, startDate: '2025-06-23' }), orderlines: [{ productId: p.id, unit: p.unit, amount: 1 }] });
    ctx.clock.set('2025-06-25T10:00:00Z'); // two days after the first delivery
    try {
      const later = await ctx.login('kok@kantinen.dk'); // the first session expired meanwhile
      const before = await getOrder(order.id, later);
      expect(before.orderDays.slice(0, 3)).toEqual(['2025-06-30', '2025-07-07', '2025-07-14']);
      // An old start date is kept without being checked against today's window again.
      const res = await save(before, { weekDays: [3] }, later);
      expect(res.status).toBe(200);
      const after = RecurringOrderSchema.parse(await res.json());
      // Planned Mondays before 9 July (today + 14) stay; Wednesdays from 9 July.
      expect(after.orderDays.slice(0, 4)).toEqual(['2025-06-30', '2025-07-07', '2025-07-09', '2025-07-16']);
      expect(after.nextDeliveryDate).toBe('2025-06-30');
    } finally {
      await backToTestNow();
    }
  });

  it('plans only weekdays the department still delivers (its delivery days changed after the save)', async () => {
    const order = await create(head({ orderName: 'Ændrede leveringsdage', weekDays: [1, 5] }));
    expect(order.orderDays.slice(0, 2)).toEqual(['2025-06-23', '2025-06-27']);
    await ctx.db.update(t.departments).set({ deliveryWeekdays: [1, 3] }).where(eq(t.departments.code, '1001'));
    try {
      const now = await getOrder(order.id);
      expect(now.weekDays).toEqual([1, 5]);
      expect(now.orderDays.slice(0, 2)).toEqual(['2025-06-23', '2025-06-30']);
      // Its saved Friday may stay on the order (it was valid when chosen), a new Friday may not.
      expect((await save(now, { orderName: 'Stadig fredag' })).status).toBe(200);
      expect((await ctx.post(BASE, head({ weekDays: [5] }), kok)).status).toBe(400);
    } finally {
      await ctx.db.update(t.departments).set({ deliveryWeekdays: [1, 3, 5] }).where(eq(t.departments.code, '1001'));
    }
  });

  it('answers keyAccount from the department\'s shop type (§1 KeyAccount 1)', async () => {
    expect((await create(head({ orderName: 'Lokal' }))).keyAccount).toBe(false);
    const res = await ctx.post(BASE, head({ orderName: 'Nøglekunde', weekDays: [1, 5] }), otherCustomer);
    expect(res.status).toBe(200);
    expect(RecurringOrderListSchema.parse(await res.json())[0]).toMatchObject({ keyAccount: true, department: '2001', customerNo: '600201' });
  });

  it('two saves of one version at the same time: one wins, the other gets 409', async () => {
    const order = await create(head({ orderName: 'Samtidig' }));
    const results = await Promise.all([save(order, { orderName: 'Først' }), save(order, { orderName: 'Også først' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const now = await getOrder(order.id);
    expect(now.version).toBe(2);
    expect(['Først', 'Også først']).toContain(now.orderName);
  });
});

describe('PUT /replace and DELETE {id}', () => {
  it('replaces all lines (renumbered) and an empty list deactivates the order', async () => {
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const b = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id] });
    const order = await create({ ...head({ orderName: 'Erstat', active: true }), orderlines: [{ productId: a.id, unit: a.unit, amount: 1 }] });
    let res = await ctx.send('PUT', `${BASE}/replace`, { orderId: order.id, orderlines: [{ productId: b.id, unit: b.unit, amount: 2 }, { productId: a.id, unit: a.unit, amount: 5 }] }, kok);
    expect(res.status).toBe(200);
    let replaced = RecurringOrderSchema.parse(await res.json());
    expect(replaced.orderlines.map((l) => [l.lineNo, l.productId, l.amount])).toEqual([[1, b.id, 2], [2, a.id, 5]]);
    expect(replaced.active).toBe(true);

    const bad = await ctx.send('PUT', `${BASE}/replace`, { orderId: order.id, orderlines: [{ productId: b.id, unit: b.unit, amount: 2 }, { productId: b.id, unit: b.unit, amount: 3 }] }, kok);
    expect(bad.status).toBe(400);
    expect((await getOrder(order.id)).orderlines).toHaveLength(2);

    res = await ctx.send('PUT', `${BASE}/replace`, { orderId: order.id, orderlines: [] }, kok);
    replaced = RecurringOrderSchema.parse(await res.json());
    expect(replaced).toMatchObject({ active: false, orderlines: [] });
  });

  it('deletes an order; afterwards it is gone', async () => {
    const order = await create(head({ orderName: 'Slettes' }));
    expect((await ctx.send('DELETE', `${BASE}/${order.id}`, undefined, kok)).status).toBe(200);
    expect((await ctx.get(`${BASE}/${order.id}`, kok)).status).toBe(404);
    expect((await ctx.send('DELETE', `${BASE}/${order.id}`, undefined, kok)).status).toBe(404);
  });

  it.each(['999999', 'abc', '99999999999', '0'])('an unknown id (%s) answers 404', async (id) => {
    const res = await ctx.get(`${BASE}/${id}`, kok);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('NotFound');
  });
});

describe('who may keep recurring orders (§6)', () => {
  it.each(['kok@ingenordre.dk', 'indkob@kommune.dk'])('%s (no ordering rights / punch-out) gets 403 and creates nothing', async (email) => {
    const cookie = await ctx.login(email);
    const before = await orderCount();
    for (const res of [await ctx.get(BASE, cookie), await ctx.post(BASE, head(), cookie)]) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringNotAllowed);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('scoping to the session\'s department', () => {
  it('a colleague in the same department sees and edits the order', async () => {
    const order = await create(head({ orderName: 'Fælles' }));
    expect((await getOrder(order.id, souschef)).orderName).toBe('Fælles');
    const list = RecurringOrderListSchema.parse(await (await ctx.get(BASE, souschef)).json());
    expect(list.map((o) => o.id)).toContain(order.id);
  });

  it('another customer\'s order answers 404 to every call and changes nothing', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const order = await create({ ...head({ orderName: 'Privat' }), orderlines: [{ productId: p.id, unit: p.unit, amount: 1 }] });
    const calls: Promise<Response>[] = [
      ctx.get(`${BASE}/${order.id}`, otherCustomer),
      save(order, { orderName: 'Overtaget', weekDays: [1] }, otherCustomer),
      ctx.send('PUT', `${BASE}/replace`, { orderId: order.id, orderlines: [] }, otherCustomer),
      ctx.send('PUT', `${BASE}/line`, { orderId: order.id, lineNo: 1, unit: p.unit, amount: 3 }, otherCustomer),
      ctx.send('DELETE', `${BASE}/${order.id}/line/1`, undefined, otherCustomer),
      ctx.send('DELETE', `${BASE}/${order.id}`, undefined, otherCustomer),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const list = RecurringOrderListSchema.parse(await (await ctx.get(BASE, otherCustomer)).json());
    expect(list.map((o) => o.id)).not.toContain(order.id);
    const now = await getOrder(order.id);
    expect(now).toMatchObject({ orderName: 'Privat', version: 1 });
    expect(now.orderlines.map((l) => l.amount)).toEqual([1]);
  });

  // Bug (issue 23 §4): replace and add-line checked the products against the caller's assortment before
  // the order's owner, so another customer's order id answered 400 UnknownProduct instead of 404.
  it('another customer\'s order id answers 404 to replace and add-line whatever the lines hold, and changes nothing', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false, notIn: ['2001'] });
    const order = await create({ ...head({ orderName: 'Ejet' }), orderlines: [{ productId: p.id, unit: p.unit, amount: 1 }] });
    const lines = await ctx.db.select().from(t.recurringOrderLines).where(eq(t.recurringOrderLines.orderId, order.id));
    const calls: Promise<Response>[] = [
      ctx.send('PUT', `${BASE}/replace`, { orderId: order.id, orderlines: [{ productId: p.id, unit: p.unit, amount: 2 }] }, otherCustomer),
      ctx.send('PUT', `${BASE}/replace`, { orderId: order.id, orderlines: [{ productId: p.id, unit: 'XYZ', amount: 2 }] }, otherCustomer),
      addLine(order.id, p.id, p.unit, 2, otherCustomer),
      addLine(order.id, p.id, 'XYZ', 1.5, otherCustomer),
      ctx.send('PUT', `${BASE}/line`, { orderId: order.id, lineNo: 1, unit: 'XYZ', amount: 3 }, otherCustomer),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error).toBe('NotFound');
    }
    expect(await ctx.db.select().from(t.recurringOrderLines).where(eq(t.recurringOrderLines.orderId, order.id))).toEqual(lines);
    expect(await getOrder(order.id)).toMatchObject({ orderName: 'Ejet', version: 1 });
  });
});

// Issue 14 §1: PostgreSQL refuses NUL ("invalid byte sequence"), so a NUL in a name or a note reached the
// query as a 500; a lone surrogate is not Unicode. Every text field answers 400 InvalidText first.
describe('text the database cannot store: 400 InvalidText, nothing changes', () => {
  async function everything() {
    return {
      orders: await ctx.db.select().from(t.recurringOrders).orderBy(t.recurringOrders.id),
      lines: await ctx.db.select().from(t.recurringOrderLines).orderBy(t.recurringOrderLines.orderId, t.recurringOrderLines.lineNo),
      emails: await ctx.db.select().from(t.recurringNotificationEmails).orderBy(t.recurringNotificationEmails.id),
    };
  }

  it.each([['a NUL', 'Ugens\u0000mælk'], ['a lone surrogate', 'Ugens\ud800mælk']])('%s in any text field', async (_name, bad) => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const order = await create({ ...head({ orderName: 'Tekstfelter' }), orderlines: [{ productId: p.id, unit: p.unit, amount: 1 }] });
    const before = await everything();
    const calls: [string, Promise<Response>][] = [
      ['create orderName', ctx.post(BASE, head({ orderName: bad }), kok)],
      ['create notes', ctx.post(BASE, head({ notes: bad }), kok)],
      ['create line unit', ctx.post(BASE, { ...head(), orderlines: [{ productId: p.id, unit: bad, amount: 1 }] }, kok)],
      ['save orderName', save(order, { orderName: bad })],
      ['save notes', save(order, { notes: `Første linje\n${bad}` })],
      ['replace unit', ctx.send('PUT', `${BASE}/replace`, { orderId: order.id, orderlines: [{ productId: p.id, unit: bad, amount: 1 }] }, kok)],
      ['add line unit', addLine(order.id, p.id, bad, 1)],
      ['change line unit', ctx.send('PUT', `${BASE}/line`, { orderId: order.id, lineNo: 1, unit: bad, amount: 2 }, kok)],
      ['add e-mail', ctx.post(`${BASE}/notificationsemails`, { email: `k${bad}@kantinen.dk` }, kok)],
      ['replace e-mails', ctx.send('PUT', `${BASE}/updateNotificationsEmails`, { emails: [`k${bad}@kantinen.dk`] }, kok)],
    ];
    for (const [name, call] of calls) {
      const res = await call;
      expect(res.status, name).toBe(400);
      expect((await errorOf(res)).error, name).toBe('InvalidText');
    }
    expect(await everything()).toEqual(before);
  });
});

describe('notification e-mails', () => {
  it('adds, rejects a bad or repeated address, replaces the list, per department', async () => {
    let res = await ctx.post(`${BASE}/notificationsemails`, { email: ' Koekken@Kantinen.dk ' }, kok);
    expect(res.status).toBe(200);
    expect(RecurringNotificationsSchema.parse(await res.json()).emails.map((e) => e.email)).toEqual(['koekken@kantinen.dk']);

    res = await ctx.post(`${BASE}/notificationsemails`, { email: 'koekken@kantinen.dk' }, souschef);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringEmailExists);
    res = await ctx.post(`${BASE}/notificationsemails`, { email: 'ikke en adresse' }, kok);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringEmailInvalid);

    res = await ctx.send('PUT', `${BASE}/updateNotificationsEmails`, { emails: ['a@kantinen.dk', 'B@kantinen.dk', 'a@kantinen.dk'] }, kok);
    expect(RecurringNotificationsSchema.parse(await res.json()).emails.map((e) => e.email)).toEqual(['a@kantinen.dk', 'b@kantinen.dk']);
    res = await ctx.send('PUT', `${BASE}/updateNotificationsEmails`, { emails: ['a@kantinen.dk', 'ugyldig'] }, kok);
    expect(res.status).toBe(400);

    const other = RecurringNotificationsSchema.parse(await (await ctx.get(`${BASE}/notifications`, otherCustomer)).json());
    expect(other.emails).toEqual([]);
    const mine = RecurringNotificationsSchema.parse(await (await ctx.get(`${BASE}/notifications`, souschef)).json());
    expect(mine.emails.map((e) => e.email)).toEqual(['a@kantinen.dk', 'b@kantinen.dk']);
  });

  it('removes one address by its id: a colleague\'s address added meanwhile stays; another department\'s id is 404 and untouched', async () => {
    let res = await ctx.send('PUT', `${BASE}/updateNotificationsEmails`, { emails: ['fjern@kantinen.dk'] }, kok);
    const [target] = RecurringNotificationsSchema.parse(await res.json()).emails;
    // A colleague adds one after kok's page loaded; kok removes his by id.
    expect((await ctx.post(`${BASE}/notificationsemails`, { email: 'kollega@kantinen.dk' }, souschef)).status).toBe(200);
    // Another customer's user cannot remove it (404), and nothing changes.
    res = await ctx.send('DELETE', `${BASE}/notificationsemails/${target!.id}`, undefined, otherCustomer);
    expect(res.status).toBe(404);
    res = await ctx.send('DELETE', `${BASE}/notificationsemails/${target!.id}`, undefined, kok);
    expect(res.status).toBe(200);
    expect(RecurringNotificationsSchema.parse(await res.json()).emails.map((e) => e.email)).toEqual(['kollega@kantinen.dk']);
    // Gone already, or an id that cannot exist: 404 with a Danish message.
    res = await ctx.send('DELETE', `${BASE}/notificationsemails/${target!.id}`, undefined, kok);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringEmailGone);
    res = await ctx.send('DELETE', `${BASE}/notificationsemails/abc`, undefined, kok);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringEmailGone);
  });

  it('at most 10 addresses', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `k${i}@kantinen.dk`);
    expect((await ctx.send('PUT', `${BASE}/updateNotificationsEmails`, { emails }, kok)).status).toBe(200);
    const res = await ctx.post(`${BASE}/notificationsemails`, { email: 'elleve@kantinen.dk' }, kok);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(daRecurringOrders.recurringTooManyEmails);
    expect((await ctx.send('PUT', `${BASE}/updateNotificationsEmails`, { emails: [...emails, 'elleve@kantinen.dk'] }, kok)).status).toBe(400);
  });
});
