// GET /api/product/nearexpiry (issue 18 point 1; §3 y, §6, §7, §9), against the seeded test database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, sql } from 'drizzle-orm';
import { type ProductWire } from '../../core/index.js';
import { ProductWireSchema } from '../../core/schemas/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { compareOffers } from '../../core/rules/expiry-offers.js';
import { NearExpiryResultSchema } from '../../core/schemas/near-expiry.js';
import { RecurringOrderSchema } from '../../core/schemas/recurring-order.js';
import * as t from '../db/schema.js';
import { TEST_TODAY } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let kok: string;
beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});

async function nearExpiry(cookie: string, query = '') {
  const res = await ctx.get(`/api/product/nearexpiry${query}`, cookie);
  expect(res.status).toBe(200);
  return NearExpiryResultSchema.parse(await res.json()).products;
}

/** The running offers of a department's assortment (expires_on today or later, stock left). */
async function runningOfferCount(dept: string): Promise<number> {
  const rows = await ctx.db
    .selectDistinct({ productId: t.expiryOffers.productId })
    .from(t.expiryOffers)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.expiryOffers.productId), eq(t.assortment.departmentCode, dept)))
    .where(and(gte(t.expiryOffers.expiresOn, TEST_TODAY), sql`${t.expiryOffers.stock} > 0`));
  return rows.length;
}

describe('GET /api/product/nearexpiry', () => {
  it('needs a session', async () => {
    const res = await ctx.get('/api/product/nearexpiry');
    expect(res.status).toBe(401);
  });

  it('takes 20 by default, 1-1000 when asked (§9)', async () => {
    const all = await runningOfferCount('1001');
    expect(all).toBeGreaterThan(2);
    expect(await nearExpiry(kok)).toHaveLength(Math.min(20, all));
    expect(await nearExpiry(kok, '?take=1')).toHaveLength(1);
    expect(await nearExpiry(kok, '?take=1000')).toHaveLength(Math.min(1000, all));
  });

  it.each(['0', '1001', '-1', '1.5', 'abc', '', '99999'])('answers take=%j with 400 and a Danish text', async (take) => {
    const res = await ctx.get(`/api/product/nearexpiry?take=${encodeURIComponent(take)}`, kok);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'ValidationError', message: 'Antal varer skal være et helt tal fra 1 til 1000.' });
  });

  it('answers each product as the search does, decoded (core Product, the cards\' shape)', async () => {
    const [item] = await nearExpiry(kok, '?take=1');
    const res = await ctx.post('/api/product/search', { payload: { text: item!.product.id, postingGroups: [] }, skip: 0, take: 5 }, kok);
    expect(res.status).toBe(200);
    const found = ((await res.json()) as { products: ProductWire[] }).products.find((w) => w.i[0] === item!.product.id)!;
    expect(ProductWireSchema.parse(found).y).toBeDefined();
    expect(item!.product).toEqual(decodeProduct(found));
  });

  it('answers running offers of the department in the card shape: y with the expiry date, price, stock and unit', async () => {
    const items = await nearExpiry(kok, '?take=1000');
    for (const { product } of items) {
      const p = product;
      expect(p.expiry).not.toBeNull();
      expect(p.expiry!.expiresOn >= TEST_TODAY).toBe(true);
      expect(p.expiry!.stock).toBeGreaterThan(0);
      expect(p.flags.outlet).toBe(true);
      const [inAssortment] = await ctx.db.select().from(t.assortment).where(and(eq(t.assortment.productId, p.id), eq(t.assortment.departmentCode, '1001')));
      expect(inAssortment).toBeDefined();
    }
  });

  it('puts offers on the user\'s own lists and recurring orders first and says which (beyond the spec)', async () => {
    const items = await nearExpiry(kok, '?take=1000');
    const first = items[0]!;
    expect(first.onLists.some((l) => l.kind === 'favoriteList' && l.name === 'Faste varer')).toBe(true);
    expect(items.some((i) => i.onLists.some((l) => l.kind === 'recurringOrder' && l.name === 'Mælk, brød og grønt'))).toBe(true);
    // The whole answer is in core's order: favourite lists, recurring orders, the rest; then expiry date.
    const ranked = items.map((i) => ({ productId: i.product.id, name: i.product.name, expiresOn: i.product.expiry!.expiresOn, onLists: i.onLists }));
    for (let k = 1; k < ranked.length; k++) expect(compareOffers(ranked[k - 1]!, ranked[k]!)).toBeLessThan(0);
    const lastOnList = ranked.findLastIndex((r) => r.onLists.length > 0);
    expect(ranked.slice(0, lastOnList + 1).every((r) => r.onLists.length > 0)).toBe(true);
  });

  it('names only the lists the user sees: a colleague sees the department\'s recurring order, not kok\'s own list', async () => {
    const souschef = await ctx.login('souschef@kantinen.dk');
    const items = await nearExpiry(souschef, '?take=1000');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.onLists.every((l) => l.name !== 'Faste varer'))).toBe(true);
    expect(items[0]!.onLists.some((l) => l.kind === 'recurringOrder')).toBe(true);
  });

  it('gives a punch-out user no offers (§6), as an empty list', async () => {
    const po = await ctx.login('indkob@kommune.dk');
    expect(await nearExpiry(po, '?take=1000')).toEqual([]);
  });

  it('gives a user without showExpiry no offers (§6), as an empty list', async () => {
    const souschef = await ctx.login('souschef@kantinen.dk');
    await ctx.db.update(t.users).set({ showExpiry: false }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    try {
      expect(await nearExpiry(souschef, '?take=1000')).toEqual([]);
    } finally {
      await ctx.db.update(t.users).set({ showExpiry: true }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    }
  });

  it('shows a recurring-order line\'s expiry offer in the order\'s lines, only to a user who may see it', async () => {
    const items = await nearExpiry(kok, '?take=1000');
    const onOrder = items.find((i) => i.onLists.some((l) => l.kind === 'recurringOrder'))!;
    const productId = onOrder.product.id;
    const orders = async (cookie: string) => {
      const res = await ctx.get('/api/recurringorders', cookie);
      expect(res.status).toBe(200);
      return ((await res.json()) as unknown[]).map((o) => RecurringOrderSchema.parse(o));
    };
    const line = (await orders(kok)).flatMap((o) => o.orderlines).find((l) => l.productId === productId)!;
    expect(line.expiry).toEqual({ priceOre: onOrder.product.expiry!.priceOre, unit: onOrder.product.expiry!.unit, expiresOn: onOrder.product.expiry!.expiresOn });
    await ctx.db.update(t.users).set({ showExpiry: false }).where(eq(t.users.email, 'kok@kantinen.dk'));
    try {
      const hidden = (await orders(kok)).flatMap((o) => o.orderlines).find((l) => l.productId === productId)!;
      expect(hidden.expiry).toBeUndefined();
    } finally {
      await ctx.db.update(t.users).set({ showExpiry: true }).where(eq(t.users.email, 'kok@kantinen.dk'));
    }
  });
});
