// Issue 19 point 5: completing an order enqueues one confirmation to the user, in the order's
// transaction, whose numbers are the complete answer's and the basket review's (Danish formatting);
// an idempotent replay sends no second mail; a failed completion sends none; no prices without showPrices.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { Origin } from '../../core/index.js';
import { formatPrice } from '../../core/format/price.js';
import { formatDate } from '../../core/format/date.js';
import { ReviewBasketSchema, type ReviewBasket } from '../../core/schemas/basket-review.js';
import { OrderSchema } from '../../core/schemas/order.js';
import * as t from '../db/schema.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findOrderable } from '../test-support/fixtures.js';

let ctx: TestContext;
let kok: string;
const products: { id: string; unit: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
  const taken: string[] = [];
  for (let i = 0; i < 3; i++) {
    const p = await findOrderable(ctx.db, '1001', { weighed: false, notIn: taken });
    taken.push(p.id);
    products.push({ id: p.id, unit: p.unit });
  }
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  ctx.clock.set(TEST_NOW);
  await ctx.db.delete(t.mailOutbox);
});

function request(method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  return Promise.resolve(ctx.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
}

async function fill(cookie: string, amounts: number[]): Promise<ReviewBasket> {
  const items = amounts.map((amount, k) => ({ origin: Origin.ListSearch, amount, productId: products[k]!.id, unit: products[k]!.unit, expiryProduct: false }));
  expect((await request('POST', '/api/order/addtoorder', cookie, items)).status).toBe(200);
  const res = await ctx.get('/api/order/revieworder', cookie);
  return ReviewBasketSchema.parse(await res.json());
}

async function confirmations() {
  return ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'order-confirmation')).orderBy(asc(t.mailOutbox.id));
}

describe('order confirmation (issue 19 point 5)', () => {
  it('one mail to the user with lines, units, prices, deposit, total, delivery date and comment: the total is the answer\'s and the basket\'s', async () => {
    const basket = await fill(kok, [2, 1, 3]);
    await request('POST', `/api/order/savecomment?comment=${encodeURIComponent('Ring på ved bagdøren')}`, kok);
    const res = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate, expectedTotalOre: basket.totalOre });
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(await res.json());
    expect(order.totalOre).toBe(basket.totalOre);

    const sent = await confirmations();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.toAddress).toBe('kok@kantinen.dk');
    expect(mail.dedupeKey).toBe(`order-confirmation:${order.orderNo}`);
    expect(mail.subject).toBe(`Ordrebekræftelse – ordre ${order.orderNo}`);
    const text = mail.textBody.split('\n');
    expect(text).toContain(`Ordrenummer: ${order.orderNo}`);
    expect(text).toContain(`Leveringsdato: ${formatDate(basket.deliveryDate)}`);
    expect(text).toContain('Kommentar: Ring på ved bagdøren');
    expect(text.some((l) => l.startsWith('Afdeling: '))).toBe(true);
    expect(text).toContain('Vare | Antal | Enhed | Stykpris | I alt');
    for (const line of basket.lines) {
      const row = text.find((l) => l.startsWith(`${line.name} | `));
      expect(row).toBeDefined();
      const cells = row!.split(' | ');
      expect(cells[1]).toBe(String(line.amount).replace('.', ','));
      expect(cells[3]).toBe(formatPrice(line.unitPriceOre!));
      expect(cells[4]).toBe(formatPrice(line.lineTotalOre!));
    }
    // The same total as the complete answer and the review, in Danish ("1.234,50 kr." with a no-break space).
    expect(text).toContain(`Total ekskl. pant: ${formatPrice(order.totalOre!)}`);
    expect(text).toContain(`Pant: ${formatPrice(order.depositTotalOre!)}`);
    expect(formatPrice(order.totalOre!)).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0kr\.$/);
    expect(mail.htmlBody).toContain(formatPrice(order.totalOre!));
  });

  it('a replayed completion (same Idempotency-Key) sends no second mail; a refused one sends none', async () => {
    const basket = await fill(kok, [1]);
    const key = 'confirm-5e6f7a8b-0001';
    const first = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate }, { 'Idempotency-Key': key });
    const retry = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate }, { 'Idempotency-Key': key });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await confirmations()).toHaveLength(1);

    // Nothing left in the basket: 409, no mail.
    const empty = await request('POST', '/api/order/complete', kok, { deliveryDate: basket.deliveryDate });
    expect(empty.status).toBe(409);
    // A price the user did not see: 409, no order, no mail.
    const again = await fill(kok, [1]);
    const changed = await request('POST', '/api/order/complete', kok, { deliveryDate: again.deliveryDate, expectedTotalOre: (again.totalOre ?? 0) + 1 });
    expect(changed.status).toBe(409);
    expect(await confirmations()).toHaveLength(1);
    await ctx.send('DELETE', `/api/order/emptybasket/${again.deliveryDate}`, undefined, kok);
  });

  it('a user without prices gets the lines without any price, deposit or total', async () => {
    await ctx.db.update(t.users).set({ showPrices: false }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    try {
      const souschef = await ctx.login('souschef@kantinen.dk');
      const basket = await fill(souschef, [2]);
      const res = await request('POST', '/api/order/complete', souschef, { deliveryDate: basket.deliveryDate });
      expect(res.status).toBe(201);
      const [mail] = await confirmations();
      expect(mail!.toAddress).toBe('souschef@kantinen.dk');
      expect(mail!.textBody).toContain('Vare | Antal | Enhed\n');
      expect(mail!.textBody).not.toMatch(/kr\.|Pant|Total|Stykpris/);
      expect(mail!.htmlBody).not.toMatch(/kr\.|Pant|Total|Stykpris/);
    } finally {
      await ctx.db.update(t.users).set({ showPrices: true }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    }
  });

  it('a punch-out user cannot complete an order, so gets no confirmation', async () => {
    await ctx.db.update(t.users).set({ isPunchOut: true }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    try {
      const souschef = await ctx.login('souschef@kantinen.dk');
      const [row] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'souschef@kantinen.dk'));
      const date = (await ctx.db.select({ d: t.baskets.deliveryDate }).from(t.baskets).where(and(eq(t.baskets.userId, row!.id))))[0]?.d ?? '2025-06-10';
      const res = await request('POST', '/api/order/complete', souschef, { deliveryDate: date });
      expect(res.status).toBe(403);
      expect(await confirmations()).toEqual([]);
    } finally {
      await ctx.db.update(t.users).set({ isPunchOut: false }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    }
  });
});
