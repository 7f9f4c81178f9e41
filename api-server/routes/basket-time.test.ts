// Issue 20 point 4 (deadline countdown: each review line's deadlineAt and nextDeliveryDate, the
// basket's placeBy) and point 6 (weighed goods: order confirmation and history say which lines are
// weighed). Test "now" is Wednesday 2025-06-04 12:00 Danish time (TEST_NOW); Kantinen (1001) gets
// deliveries Monday, Wednesday and Friday; Monday 2025-06-09 is 2. pinsedag (closed).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { Origin } from '../../core/index.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { OrderHistorySchema, OrderSchema } from '../../core/schemas/order.js';
import * as t from '../db/schema.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findOrderable } from '../test-support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.clock.set(TEST_NOW));

async function review(cookie: string) {
  const res = await ctx.get('/api/order/revieworder', cookie);
  expect(res.status).toBe(200);
  return ReviewBasketSchema.parse(await res.json());
}

const add = (cookie: string, items: { id: string; unit: string; amount?: number }[]) =>
  ctx.post('/api/order/addtoorder', items.map((p) => ({ origin: Origin.ListSearch, amount: p.amount ?? 1, productId: p.id, unit: p.unit, expiryProduct: false })), cookie);

describe('deadlines in the basket (issue 20 point 4)', () => {
  it('carries each line deadline, the next reachable date and placeBy; a passed deadline moves placeBy on', async () => {
    const kok = await ctx.login('kok@kantinen.dk');
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const q = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [p.id] });
    const r = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [p.id, q.id] });
    await ctx.db.update(t.products).set({ deadlines: [] }).where(inArray(t.products.id, [p.id, q.id, r.id]));
    try {
      expect((await add(kok, [p, q, r])).status).toBe(200);
      // For Friday 6 June: p by Thursday 5 June 14:00 (Grundlovsdag is a working day), r by Friday 06:00.
      await ctx.db.update(t.products).set({ deadlines: ['1d@14:00'] }).where(inArray(t.products.id, [p.id]));
      await ctx.db.update(t.products).set({ deadlines: ['0d@06:00', 'nonsense'] }).where(inArray(t.products.id, [r.id]));
      const before = await review(kok);
      expect(before.deliveryDate).toBe('2025-06-06');
      const byId = (b: typeof before, id: string) => b.lines.find((l) => l.productId === id)!;
      // Monday 9 June is closed: the next date p can reach after its deadline is Wednesday 11 June.
      expect(byId(before, p.id)).toMatchObject({ deadlineAt: '2025-06-05T14:00:00+02:00', nextDeliveryDate: '2025-06-11', flags: [] });
      expect(byId(before, q.id)).toMatchObject({ deadlineAt: null, nextDeliveryDate: null });
      expect(byId(before, r.id)).toMatchObject({ deadlineAt: '2025-06-06T06:00:00+02:00', nextDeliveryDate: '2025-06-11' });
      expect(before.placeBy).toBe('2025-06-05T14:00:00+02:00');

      ctx.clock.set('2025-06-05T12:01:00Z'); // 14:01 Danish time (a day later: a new session)
      const after = await review(await ctx.login('kok@kantinen.dk'));
      expect(after.deliveryDate).toBe('2025-06-06');
      expect(byId(after, p.id)).toMatchObject({ deadlineAt: '2025-06-05T14:00:00+02:00', nextDeliveryDate: '2025-06-11', flags: ['tooLate'] });
      expect(after.placeBy).toBe('2025-06-06T06:00:00+02:00');
      expect(after.previewOrder.noOfTooLate).toBe(1);

    } finally {
      ctx.clock.set(TEST_NOW);
      await ctx.db.update(t.products).set({ deadlines: [] }).where(inArray(t.products.id, [p.id, r.id]));
      await ctx.send('DELETE', '/api/order/emptybasket/2025-06-06', undefined, await ctx.login('kok@kantinen.dk'));
    }
  });

  it('a shopping-list cart (cart type 1) has no deadlines (§6)', async () => {
    const inco = await ctx.login('kok@incokunde.dk');
    const p = await findOrderable(ctx.db, '3001', { weighed: false });
    await ctx.db.update(t.products).set({ deadlines: ['1d@14:00'] }).where(inArray(t.products.id, [p.id]));
    // Issue 22 point 4: on inco, cart type 1 is shopping-list mode and addtoorder refuses (409, see
    // shopping-lists.test.ts). Cart type 1 on a variant without shopping lists still orders into a basket,
    // and that basket has no deadlines: the department is on ab for this test.
    await ctx.db.update(t.departments).set({ siteVariant: 'ab' }).where(eq(t.departments.code, '3001'));
    try {
      expect((await add(inco, [p])).status).toBe(200);
      const basket = await review(inco);
      expect(basket.lines[0]).toMatchObject({ productId: p.id, deadlineAt: null, nextDeliveryDate: null, flags: [] });
      expect(basket.placeBy).toBeNull();
      await ctx.send('DELETE', `/api/order/emptybasket/${basket.deliveryDate}`, undefined, inco);
    } finally {
      await ctx.db.update(t.departments).set({ siteVariant: 'inco' }).where(eq(t.departments.code, '3001'));
      await ctx.db.update(t.products).set({ deadlines: [] }).where(inArray(t.products.id, [p.id]));
    }
  });
});

describe('weighed goods in orders (issue 20 point 6)', () => {
  it('the order confirmation and the history mark the lines ordered in a weighed unit', async () => {
    const kok = await ctx.login('souschef@kantinen.dk');
    const weighed = await findOrderable(ctx.db, '1001', { weighed: true });
    const plain = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [weighed.id] });
    const added = await add(kok, [{ ...weighed, amount: 1.5 }, plain]);
    expect(added.status).toBe(200);
    const basket = await review(kok);
    expect(basket.lines).toHaveLength(2);
    const weighedLine = basket.lines.find((l) => l.productId === weighed.id)!;
    expect(weighedLine.units.find((u) => u.code === weighedLine.unit)?.weighed).toBe(true);

    const res = await ctx.post('/api/order/complete', { deliveryDate: basket.deliveryDate }, kok);
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(await res.json());
    expect(order.lines.map((l) => [l.productId, l.weighed])).toEqual([[weighed.id, true], [plain.id, false]]);

    const history = OrderHistorySchema.parse(await (await ctx.get('/api/order/history', kok)).json());
    const listed = history.orders.find((o) => o.orderNo === order.orderNo)!;
    expect(listed.lines.map((l) => [l.productId, l.weighed])).toEqual([[weighed.id, true], [plain.id, false]]);
  });
});
