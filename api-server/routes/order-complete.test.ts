// Issue 7: editing the basket, Idempotency-Key, completing an order once, order history and ordering
// again. Runs on PGlite and, in CI, on PostgreSQL (DATABASE_URL), where the concurrency tests matter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { da, Origin } from '../../core/index.js';
import { BasketSchema, CartResponseSchema } from '../../core/schemas/index.js';
import { ReviewBasketSchema, type ReviewBasket } from '../../core/schemas/basket-review.js';
import { OrderAgainResultSchema, OrderHistorySchema, OrderSchema } from '../../core/schemas/order.js';
import * as t from '../db/schema.js';
import { TEST_NOW, TEST_TODAY } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findExpiryOffer, findOrderable, unitsOf } from '../test-support/fixtures.js';
import { daOrders } from '../../core/texts/da-orders.js';

let ctx: TestContext;
let kok: string;
let kokTablet: string;
let souschef: string;
let otherCustomer: string;
const products: { id: string; unit: string }[] = [];

async function relogin() {
  kok = await ctx.login('kok@kantinen.dk');
  kokTablet = await ctx.login('kok@kantinen.dk'); // a second session of the same user (the kitchen tablet)
  souschef = await ctx.login('souschef@kantinen.dk');
  otherCustomer = await ctx.login('indkob@storkoekken.dk');
}

beforeAll(async () => {
  ctx = await createTestContext();
  await relogin();
  const taken: string[] = [];
  for (let i = 0; i < 20; i++) {
    const p = await findOrderable(ctx.db, '1001', { weighed: false, notIn: taken });
    taken.push(p.id);
    products.push({ id: p.id, unit: p.unit });
  }
});
afterAll(async () => {
  await ctx?.close();
});

const item = (p: { id: string; unit: string }, amount: number) => ({ origin: Origin.ListSearch, amount, productId: p.id, unit: p.unit, expiryProduct: false });

function request(method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  return Promise.resolve(ctx.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
}

async function review(cookie: string): Promise<ReviewBasket> {
  const res = await ctx.get('/api/order/revieworder', cookie);
  expect(res.status).toBe(200);
  return ReviewBasketSchema.parse(await res.json());
}

async function emptyAll(cookie: string) {
  const basket = await review(cookie);
  await ctx.send('DELETE', `/api/order/emptybasket/${basket.deliveryDate}`, undefined, cookie);
}

async function orderCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.orders);
  return row!.n;
}

beforeEach(async () => {
  ctx.clock.set(TEST_NOW);
  for (const cookie of [kok, souschef, otherCustomer]) await emptyAll(cookie);
});

describe('Idempotency-Key on add to order (issue 7 §1)', () => {
  it('a retried request gets the first answer again and adds nothing', async () => {
    const key = 'add-3f1c2b9e-0001';
    const first = await request('POST', '/api/order/addtoorder', kok, [item(products[0]!, 2)], { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    const firstBody = CartResponseSchema.parse(await first.json());
    const retry = await request('POST', '/api/order/addtoorder', kok, [item(products[0]!, 2)], { 'Idempotency-Key': key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    const basket = await review(kok);
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]!.amount).toBe(2);
  });

  it('concurrent retries with one key add once', async () => {
    const key = 'add-3f1c2b9e-0002';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request('POST', '/api/order/addtoorder', kok, [item(products[1]!, 3)], { 'Idempotency-Key': key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const basket = await review(kok);
    expect(basket.lines.find((l) => l.productId === products[1]!.id)?.amount).toBe(3);
  });

  it('the same key with another body is refused (409), a malformed key is a 400; nothing is added', async () => {
    const key = 'add-3f1c2b9e-0003';
    await request('POST', '/api/order/addtoorder', kok, [item(products[2]!, 1)], { 'Idempotency-Key': key });
    const reused = await request('POST', '/api/order/addtoorder', kok, [item(products[2]!, 5)], { 'Idempotency-Key': key });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ error: 'IdempotencyKeyReused', message: daOrders.idempotencyKeyReused });
    const malformed = await request('POST', '/api/order/addtoorder', kok, [item(products[2]!, 5)], { 'Idempotency-Key': 'kort' });
    expect(malformed.status).toBe(400);
    expect((await review(kok)).lines.find((l) => l.productId === products[2]!.id)?.amount).toBe(1);
  });

  it("a key is the user's own: another user's key answers nothing of theirs", async () => {
    const key = 'add-3f1c2b9e-0004';
    await request('POST', '/api/order/addtoorder', kok, [item(products[3]!, 1)], { 'Idempotency-Key': key });
    const theirs = await request('POST', '/api/order/addtoorder', souschef, [item(products[3]!, 1)], { 'Idempotency-Key': key });
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await review(souschef)).lines).toHaveLength(1);
  });
});

describe('lines added from several tabs at once are all kept (issue 7 §5)', () => {
  it('20 concurrent add-to-order calls from two sessions of one user: every line and every amount', async () => {
    // Ten products, each added twice (once per session), plus amounts that must sum exactly.
    const calls = products.slice(0, 10).flatMap((p, k) => [
      request('POST', '/api/order/addtoorder', kok, [item(p, k + 1)]),
      request('POST', '/api/order/addtoorder', kokTablet, [item(p, 10)]),
    ]);
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const basket = await review(kok);
    expect(basket.lines).toHaveLength(10);
    for (const [k, p] of products.slice(0, 10).entries()) {
      expect(basket.lines.find((l) => l.productId === p.id)?.amount, p.id).toBe(k + 1 + 10);
    }
    expect(new Set(basket.lines.map((l) => l.lineNo)).size).toBe(10);
  });
});

describe('editing the basket (issue 7 §3)', () => {
  it('changes an amount; a unit the basket already holds merges the lines; bad input changes nothing', async () => {
    const p = products[4]!;
    const units = await unitsOf(ctx.db, p.id);
    await request('POST', '/api/order/addtoorder', kok, [item(p, 2)]);
    let basket = await review(kok);
    const line = basket.lines[0]!;
    let res = await request('PUT', '/api/order/updateorderline', kok, { deliveryDate: basket.deliveryDate, lineNo: line.lineNo, amount: 5, unit: p.unit });
    expect(res.status).toBe(200);
    basket = ReviewBasketSchema.parse(await res.json());
    expect(basket.lines[0]!.amount).toBe(5);
    expect(basket.lines[0]!.lineTotalOre).toBe(basket.lines[0]!.unitPriceOre! * 5);

    for (const bad of [
      { amount: 0, unit: p.unit },
      { amount: 1.5, unit: p.unit }, // not a weighed unit: whole numbers only (§5)
      { amount: 2, unit: 'NOPE' },
    ]) {
      res = await request('PUT', '/api/order/updateorderline', kok, { deliveryDate: basket.deliveryDate, lineNo: line.lineNo, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await review(kok)).lines[0]!.amount).toBe(5);

    const other = units.find((u) => u.code !== p.unit && !u.weighed);
    if (other) {
      await request('POST', '/api/order/addtoorder', kok, [{ ...item(p, 1), unit: other.code }]);
      basket = await review(kok);
      expect(basket.lines).toHaveLength(2);
      const second = basket.lines.find((l) => l.unit === other.code)!;
      res = await request('PUT', '/api/order/updateorderline', kok, { deliveryDate: basket.deliveryDate, lineNo: second.lineNo, amount: 3, unit: p.unit });
      basket = ReviewBasketSchema.parse(await res.json());
      expect(basket.lines).toEqual([expect.objectContaining({ unit: p.unit, amount: 8 })]);
    }
  });

  it("removes a line; a line that is not in the user's basket answers 404", async () => {
    await request('POST', '/api/order/addtoorder', kok, [item(products[5]!, 1), item(products[6]!, 1)]);
    const basket = await review(kok);
    const res = await ctx.send('DELETE', `/api/order/orderline/${basket.deliveryDate}/${basket.lines[0]!.lineNo}`, undefined, kok);
    expect(res.status).toBe(200);
    expect(BasketSchema.parse(await res.json()).lines.map((l) => l.productId)).toEqual([products[6]!.id]);
    // The souschef cannot touch the kok's basket: his own basket has no such line.
    const foreign = await ctx.send('DELETE', `/api/order/orderline/${basket.deliveryDate}/${basket.lines[1]!.lineNo}`, undefined, souschef);
    expect(foreign.status).toBe(404);
    expect((await review(kok)).lines).toHaveLength(1);
    expect((await ctx.send('DELETE', `/api/order/orderline/${basket.deliveryDate}/abc`, undefined, kok)).status).toBe(400);
  });

  it('keeps the order comment and leave-unattended with its directions; too long is a 400', async () => {
    await request('POST', '/api/order/addtoorder', kok, [item(products[7]!, 1)]);
    const { deliveryDate } = await review(kok);
    let res = await request('POST', `/api/order/savecomment?comment=${encodeURIComponent('  Ring på ved bagdøren  ')}`, kok);
    expect(res.status).toBe(200);
    expect(BasketSchema.parse(await res.json()).comment).toBe('Ring på ved bagdøren');
    res = await request('POST', `/api/order/savecomment?comment=${'x'.repeat(501)}`, kok);
    expect(res.status).toBe(400);
    res = await request('POST', '/api/es/order/leaveunattended', kok, { deliveryDate, leaveUnattended: true, comment: 'Stil det i kølerummet' });
    expect(BasketSchema.parse(await res.json())).toMatchObject({ leaveUnattended: true, leaveUnattendedComment: 'Stil det i kølerummet', comment: 'Ring på ved bagdøren' });
    res = await request('POST', '/api/es/order/leaveunattendedcomments', kok, { deliveryDate, comment: 'Kode til porten: 1234' });
    expect(BasketSchema.parse(await res.json()).leaveUnattendedComment).toBe('Kode til porten: 1234');
    res = await request('POST', '/api/es/order/leaveunattended', kok, { deliveryDate, leaveUnattended: false });
    expect(BasketSchema.parse(await res.json())).toMatchObject({ leaveUnattended: false, leaveUnattendedComment: '' });
  });
});

describe('completing an order (issue 7 §3, §5)', () => {
  async function fill(cookie: string, amounts: number[]) {
    await request('POST', '/api/order/addtoorder', cookie, amounts.map((a, k) => item(products[10 + k]!, a)));
    return review(cookie);
  }

  it('places the basket as an order with exact totals; the basket is empty afterwards; history shows it', async () => {
    const basket = await fill(kok, [2, 1, 3]);
    await request('POST', `/api/order/savecomment?comment=Tak`, kok);
    const res = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate, expectedTotalOre: basket.totalOre });
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(await res.json());
    expect(order.orderNo).toBeGreaterThanOrEqual(700001);
    expect(order).toMatchObject({ deliveryDate: basket.deliveryDate, comment: 'Tak', placedBy: 'Karen Kok', totalOre: basket.totalOre });
    expect(order.lines.map((l) => [l.productId, l.amount, l.lineTotalOre])).toEqual(basket.lines.map((l) => [l.productId, l.amount, l.lineTotalOre]));
    expect(order.totalOre).toBe(order.lines.reduce((s, l) => s + l.lineTotalOre!, 0));
    expect((await review(kok)).lines).toEqual([]);
    const history = await ctx.db.select().from(t.purchaseHistory).where(and(eq(t.purchaseHistory.customerNo, '500101'), inArray(t.purchaseHistory.productId, basket.lines.map((l) => l.productId)), eq(t.purchaseHistory.orderedOn, TEST_TODAY)));
    expect(history.length).toBeGreaterThanOrEqual(3);

    // Newest first, for the whole kitchen (same customer and department), and nobody else.
    const mine = OrderHistorySchema.parse(await (await ctx.get('/api/order/history', kok)).json());
    expect(mine.orders[0]!.orderNo).toBe(order.orderNo);
    const colleague = OrderHistorySchema.parse(await (await ctx.get('/api/order/history', souschef)).json());
    expect(colleague.orders.map((o) => o.orderNo)).toContain(order.orderNo);
    const stranger = OrderHistorySchema.parse(await (await ctx.get('/api/order/history', otherCustomer)).json());
    expect(stranger.orders.map((o) => o.orderNo)).not.toContain(order.orderNo);
    expect((await ctx.get(`/api/order/history/${order.orderNo}`, otherCustomer)).status).toBe(404);
    expect((await ctx.get(`/api/order/history/${order.orderNo}`, souschef)).status).toBe(200);
    expect((await ctx.get('/api/order/history/abc', kok)).status).toBe(400);
  });

  it("answers the order exactly as the history shows it, weighed lines included (the answer is built, not read back)", async () => {
    const weighed = await findOrderable(ctx.db, '1001', { weighed: true, notIn: products.map((p) => p.id) });
    await request('POST', '/api/order/addtoorder', kok, [item(products[10]!, 2), item({ id: weighed.id, unit: weighed.unit }, 1.25)]);
    const basket = await review(kok);
    const res = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate, expectedTotalOre: basket.totalOre });
    expect(res.status).toBe(201);
    const answered = await res.json();
    expect(OrderSchema.parse(answered).lines.map((l) => [l.productId, l.weighed])).toEqual([[products[10]!.id, false], [weighed.id, true]]);
    expect(await (await ctx.get(`/api/order/history/${OrderSchema.parse(answered).orderNo}`, kok)).json()).toEqual(answered);
  });

  it('10 concurrent completions of one basket give exactly one order', async () => {
    const basket = await fill(kok, [1, 1]);
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, k) => request('POST', '/api/order/complete', k % 2 ? kok : kokTablet, { deliveryDate: basket.deliveryDate })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await orderCount()).toBe(before + 1);
    const losers = await Promise.all(answers.filter((a) => a.status === 409).map((a) => a.json()));
    for (const body of losers) expect(body).toMatchObject({ error: 'BasketEmpty', message: daOrders.basketEmpty });
  });

  it('a retried completion with the same Idempotency-Key answers the same order', async () => {
    const basket = await fill(kok, [4]);
    const key = 'complete-9a8b7c6d-0001';
    const first = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate }, { 'Idempotency-Key': key });
    const retry = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate }, { 'Idempotency-Key': key });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await retry.json()).orderNo).toBe((await first.json()).orderNo);
  });

  it('a price changed since the user looked: no order, the new basket comes back', async () => {
    const basket = await fill(kok, [2]);
    const before = await orderCount();
    const res = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate, expectedTotalOre: basket.totalOre! - 100 });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'PriceChanged', message: daOrders.orderPriceChanged });
    expect(BasketSchema.parse(body.basket).totalOre).toBe(basket.totalOre);
    expect(await orderCount()).toBe(before);
    expect((await review(kok)).lines).toHaveLength(1);
  });

  it('a line that cannot be ordered any more blocks the order and is named; nothing changes', async () => {
    const basket = await fill(kok, [1, 2]);
    const gone = basket.lines[1]!.productId;
    await ctx.db.update(t.products).set({ discontinuedOn: TEST_TODAY }).where(eq(t.products.id, gone));
    try {
      const before = await orderCount();
      const res = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        error: 'OrderNotPlaceable',
        message: daOrders.orderHasProblems,
        lines: [{ lineNo: basket.lines[1]!.lineNo, productId: gone, problem: 'notOrderable', message: da.notOrderable }],
      });
      expect(await orderCount()).toBe(before);
      expect((await review(kok)).lines).toHaveLength(2);
    } finally {
      await ctx.db.update(t.products).set({ discontinuedOn: null }).where(eq(t.products.id, gone));
    }
  });

  it("a product's delivery deadline (§3 l): adding after it is refused, a line already in the basket counts as too late and blocks the order", async () => {
    // The basket's delivery day is Friday 6 June; '2d@12:30' means Wednesday 12:30 Danish time, and
    // the test clock stands at Wednesday 12:00.
    const p = products[12]!;
    await ctx.db.update(t.products).set({ deadlines: ['2d@12:30'] }).where(eq(t.products.id, p.id));
    try {
      const basket = await fill(kok, [1, 1, 1]); // products 10-12
      expect(basket.previewOrder.noOfTooLate).toBe(0);
      ctx.clock.advanceMinutes(45);
      const late = await request('POST', '/api/order/addtoorder', kok, [item(p, 1)]);
      expect(await late.json()).toMatchObject({ addedOrderlines: 0, error: da.deadlineBlocked });
      const after = await review(kok);
      expect(after.previewOrder.noOfTooLate).toBe(1);
      // The same rule marks the line itself, for the basket page's "too late" filter.
      expect(after.lines.filter((l) => l.flags?.includes('tooLate')).map((l) => l.productId)).toEqual([p.id]);
      expect(after.lines.find((l) => l.productId === p.id)?.amount).toBe(1); // the refused add changed nothing
      const res = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ lines: [{ productId: p.id, problem: 'tooLate', message: da.deadlineBlocked }] });
    } finally {
      await ctx.db.update(t.products).set({ deadlines: [] }).where(eq(t.products.id, p.id));
    }
  });

  it('a delivery date that can no longer be reached is refused', async () => {
    const basket = await fill(kok, [1]);
    ctx.clock.set(`${basket.deliveryDate}T10:00:00Z`); // the delivery day itself: too late
    try {
      const later = await ctx.login('kok@kantinen.dk'); // the morning session has run out by now
      const res = await request('POST', '/api/order/complete', later, { deliveryDate: basket.deliveryDate });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'DeliveryDatePassed', message: daOrders.deliveryDatePassed });
      expect((await review(later)).lines).toEqual([]); // a new date's basket; the old one is kept
    } finally {
      // Logging in two days later cleared the idle sessions: log everyone in again for the next tests.
      ctx.clock.set(TEST_NOW);
      await relogin();
    }
  });

  it('an empty basket, a malformed date and a user without ordering are refused', async () => {
    const empty = await request('POST', '/api/order/complete', kok, { deliveryDate: '2025-06-06' });
    expect(empty.status).toBe(409);
    expect((await request('POST', '/api/order/complete', kok, { deliveryDate: '06-06-2025' })).status).toBe(400);
    const noOrdering = await ctx.login('kok@ingenordre.dk');
    expect((await request('POST', '/api/order/complete', noOrdering, { deliveryDate: '2025-06-06' })).status).toBe(403);
  });

  it('near-expiry packs are taken off the stock when the order is placed, never below zero', async () => {
    const offer = await findExpiryOffer(ctx.db, '1001');
    if (!offer) throw new Error('the seed has no expiry offer in 1001');
    const stock = Number(offer.stock);
    await request('POST', '/api/order/addtoorder', kok, [{ origin: Origin.ExpiryProduct, amount: 1, productId: offer.productId, unit: offer.unit, expiryProduct: true }]);
    const basket = await review(kok);
    const res = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate });
    expect(res.status).toBe(201);
    const [after] = await ctx.db.select({ stock: t.expiryOffers.stock }).from(t.expiryOffers).where(eq(t.expiryOffers.productId, offer.productId));
    expect(Number(after!.stock)).toBe(stock - 1);
  });
});

describe('ordering again from the history (issue 7 §4)', () => {
  it("puts an old order's lines in the basket, skipping what cannot be ordered now and naming its alternative", async () => {
    await request('POST', '/api/order/addtoorder', kok, [item(products[15]!, 2), item(products[16]!, 1)]);
    const basket = await review(kok);
    const placed = OrderSchema.parse(await (await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate })).json());
    const gone = products[16]!.id;
    await ctx.db.update(t.products).set({ discontinuedOn: TEST_TODAY, alternativeProductId: products[17]!.id }).where(eq(t.products.id, gone));
    try {
      const res = await request('POST', `/api/order/orderagain/${placed.orderNo}`, souschef);
      expect(res.status).toBe(200);
      const result = OrderAgainResultSchema.parse(await res.json());
      expect(result.added).toBe(1);
      expect(result.skipped).toEqual([{ productId: gone, name: expect.any(String), alternativeProductId: products[17]!.id }]);
      expect((await review(souschef)).lines.map((l) => [l.productId, l.amount])).toEqual([[products[15]!.id, 2]]);
      expect((await request('POST', `/api/order/orderagain/${placed.orderNo}`, otherCustomer)).status).toBe(404);
    } finally {
      await ctx.db.update(t.products).set({ discontinuedOn: null, alternativeProductId: null }).where(eq(t.products.id, gone));
    }
  });
});
