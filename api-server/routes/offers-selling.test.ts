// Issue 18 point 4 on the seeded database: GET /api/offerpush/{id}/products, POST
// /api/product/randomfromsupplier and GET /api/product/additionalsales/{id} (§7): bad input (400 in
// Danish), unknown or foreign ids (404), and the assortment scoping (a department never sees a product
// outside its assortment), with the seeded pushes and demo orders (api-server/seed/offers-selling-seed.ts).
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdditionalSalesSchema, OfferPushSchema, SupplierProductsSchema } from '../../core/schemas/offers-selling.js';
import { daOffersSelling } from '../../core/texts/da-offers-selling.js';
import { shopToday } from '../domain/dates.js';
import * as t from '../db/schema.js';
import { SELLING_PUSHES } from '../seed/offers-selling-seed.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let kok: string;
let ff: string;
let pushId: number;
let pushProductIds: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  [kok, ff] = await Promise.all([ctx.login('kok@kantinen.dk'), ctx.login('kok@ffkunde.dk')]);
  const [push] = await ctx.db.select().from(t.offerPushes).where(eq(t.offerPushes.title, SELLING_PUSHES[0].title));
  pushId = push!.id;
  const rows = await ctx.db.select().from(t.offerPushProducts).where(eq(t.offerPushProducts.pushId, pushId)).orderBy(asc(t.offerPushProducts.sortOrder));
  pushProductIds = rows.map((r) => r.productId);
});
afterAll(async () => {
  await ctx?.close();
});

async function assortmentOf(code: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: t.assortment.productId })
    .from(t.assortment)
    .where(and(eq(t.assortment.departmentCode, code), inArray(t.assortment.productId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** A product of the catalogue outside department `code`'s assortment. */
async function productOutside(code: string): Promise<string> {
  const inside = new Set((await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, code))).map((r) => r.id));
  const all = await ctx.db.select({ id: t.products.id }).from(t.products).orderBy(asc(t.products.id));
  const outside = all.find((p) => !inside.has(p.id));
  if (!outside) throw new Error(`every product is in ${code}'s assortment`);
  return outside.id;
}

async function expectError(res: Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; message: string };
  expect(body.message).toMatch(/[a-zæøå]/i);
  if (message) expect(body.message).toBe(message);
}

describe('seed', () => {
  it('has both pushes with 8-12 products of 1001 in the editor order, and demo orders for 1002', async () => {
    const pushes = await ctx.db.select().from(t.offerPushes);
    expect(pushes.map((p) => p.title)).toEqual(expect.arrayContaining(SELLING_PUSHES.map((p) => p.title)));
    for (const push of pushes.filter((p) => SELLING_PUSHES.some((s) => s.title === p.title))) {
      const items = await ctx.db.select().from(t.offerPushProducts).where(eq(t.offerPushProducts.pushId, push.id));
      expect(items.length).toBeGreaterThanOrEqual(8);
      expect(items.length).toBeLessThanOrEqual(12);
      expect((await assortmentOf('1001', items.map((i) => i.productId))).size).toBe(items.length);
    }
    const orders = await ctx.db.select().from(t.orders).where(eq(t.orders.departmentCode, '1002'));
    expect(orders.length).toBeGreaterThanOrEqual(10);
    expect(orders.every((o) => o.placedAt.getTime() < new Date(ctx.clock.now()).getTime())).toBe(true);
    expect(await ctx.db.select().from(t.orders).where(eq(t.orders.departmentCode, '1001'))).toEqual([]);
  });
});

describe('GET /api/offerpush/{id}/products', () => {
  const url = (id: string | number, query = '') => `/api/offerpush/${id}/products${query}`;

  it('needs a session', async () => {
    expect((await ctx.get(url(pushId))).status).toBe(401);
  });

  it('answers the push and its sellable products of the assortment in the editor order', async () => {
    const res = await ctx.get(url(pushId), kok);
    expect(res.status).toBe(200);
    const push = OfferPushSchema.parse(await res.json());
    expect(push.title).toBe('Ugens tilbud til storkøkkenet');
    expect(push.text.length).toBeGreaterThan(0);
    expect(push.products.map((p) => p.i[0])).toEqual(pushProductIds);
    expect(push.products.every((p) => typeof p.p === 'number' && p.p > 0)).toBe(true);
  });

  it('narrows to the named products with ?products, keeping the editor order and ignoring others', async () => {
    const [a, b, c] = pushProductIds;
    const outside = await productOutside('1001');
    const res = await ctx.get(url(pushId, `?products=${c},${a},${outside},99999999`), kok);
    const push = OfferPushSchema.parse(await res.json());
    expect(push.products.map((p) => p.i[0])).toEqual([a, c]);
    expect(b).toBeDefined();
    // Empty: no narrowing.
    expect(OfferPushSchema.parse(await (await ctx.get(url(pushId, '?products='), kok)).json()).products).toHaveLength(pushProductIds.length);
  });

  it('answers 400 in Danish for a malformed id or product list', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '%00', '9'.repeat(20)]) await expectError(await ctx.get(url(id), kok), 400);
    for (const q of ['?products=abc', '?products=1,x', `?products=${Array.from({ length: 101 }, (_, i) => 1000 + i).join(',')}`, '?products=%00']) {
      await expectError(await ctx.get(url(pushId, q), kok), 400);
    }
  });

  it('answers 404 in Danish for an unknown push and one outside its period', async () => {
    await expectError(await ctx.get(url(999_999), kok), 404, daOffersSelling.serverOfferPushNotFound);
    const today = shopToday(ctx.clock.now());
    const [past] = await ctx.db.insert(t.offerPushes).values({ title: 'Sidste uges tilbud', startsOn: '2020-01-01', endsOn: '2020-01-31' }).returning();
    const [future] = await ctx.db.insert(t.offerPushes).values({ title: 'Julens tilbud', startsOn: '2099-12-01', endsOn: null }).returning();
    const [open] = await ctx.db.insert(t.offerPushes).values({ title: 'Altid', startsOn: null, endsOn: today }).returning();
    await expectError(await ctx.get(url(past!.id), kok), 404, daOffersSelling.serverOfferPushNotFound);
    await expectError(await ctx.get(url(future!.id), kok), 404, daOffersSelling.serverOfferPushNotFound);
    expect((await ctx.get(url(open!.id), kok)).status).toBe(200);
  });

  it('never shows another department a product outside its assortment, nor unsellable products', async () => {
    const onlyIn1001 = await productOutside('4001').then(async () => {
      const inside4001 = await assortmentOf('4001', pushProductIds);
      const all1001 = (await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '1001'))).map((r) => r.id);
      const in4001 = await assortmentOf('4001', all1001);
      return { inside4001, candidate: all1001.find((id) => !in4001.has(id))! };
    });
    const [push] = await ctx.db.insert(t.offerPushes).values({ title: 'Blandet', startsOn: null, endsOn: null }).returning();
    const discontinued = pushProductIds[0]!;
    const ids = [onlyIn1001.candidate, ...pushProductIds];
    await ctx.db.insert(t.offerPushProducts).values(ids.map((productId, i) => ({ pushId: push!.id, productId, sortOrder: i })));
    const ffPush = OfferPushSchema.parse(await (await ctx.get(url(push!.id), ff)).json());
    const ffIds = ffPush.products.map((p) => p.i[0]!);
    expect(ffIds).not.toContain(onlyIn1001.candidate);
    expect(ffIds.every((id) => onlyIn1001.inside4001.has(id))).toBe(true);
    const kokBefore = OfferPushSchema.parse(await (await ctx.get(url(push!.id), kok)).json()).products.map((p) => p.i[0]);
    expect(kokBefore).toContain(onlyIn1001.candidate);
    // A product discontinued yesterday is no longer sold: it leaves the block.
    const [before] = await ctx.db.select({ d: t.products.discontinuedOn }).from(t.products).where(eq(t.products.id, discontinued));
    await ctx.db.update(t.products).set({ discontinuedOn: '2020-01-01' }).where(eq(t.products.id, discontinued));
    try {
      const kokAfter = OfferPushSchema.parse(await (await ctx.get(url(push!.id), kok)).json()).products.map((p) => p.i[0]);
      expect(kokAfter).toEqual(kokBefore.filter((id) => id !== discontinued));
    } finally {
      await ctx.db.update(t.products).set({ discontinuedOn: before!.d }).where(eq(t.products.id, discontinued));
    }
  });
});

describe('POST /api/product/randomfromsupplier', () => {
  const URL = '/api/product/randomfromsupplier';

  it('needs a session', async () => {
    expect((await ctx.post(URL, { productId: pushProductIds[0] })).status).toBe(401);
  });

  it('answers 400 in Danish for a malformed body or a take out of range', async () => {
    for (const body of [{}, { productId: 'abc' }, { productId: 12345 }, { productId: pushProductIds[0], take: 0 }, { productId: pushProductIds[0], take: 21 },
      { productId: pushProductIds[0], take: 1.5 }, { productId: pushProductIds[0], take: '5' }, { productId: '\u0000' }]) {
      await expectError(await ctx.post(URL, body, kok), 400);
    }
  });

  it('answers 404 for an unknown product and one outside the assortment', async () => {
    await expectError(await ctx.post(URL, { productId: '99999999' }, kok), 404, daOffersSelling.serverProductNotFound);
    await expectError(await ctx.post(URL, { productId: await productOutside('1001') }, kok), 404, daOffersSelling.serverProductNotFound);
  });

  it("answers the supplier's other products of the assortment, the same all day, seeded by user and day", async () => {
    const productId = pushProductIds[0]!;
    const [own] = await ctx.db.select().from(t.products).where(eq(t.products.id, productId));
    const first = SupplierProductsSchema.parse(await (await ctx.post(URL, { productId, take: 20 }, kok)).json());
    expect(first.supplier).toBe(own!.supplierName);
    const ids = first.products.map((p) => p.i[0]!);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(20);
    expect(ids).not.toContain(productId);
    expect((await assortmentOf('1001', ids)).size).toBe(ids.length);
    const suppliers = await ctx.db.select({ s: t.products.supplierName }).from(t.products).where(inArray(t.products.id, ids));
    expect(new Set(suppliers.map((s) => s.s))).toEqual(new Set([own!.supplierName]));
    // The order is md5(id || ':' || user id || ':' || today).
    const [user] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'kok@kantinen.dk'));
    const key = `:${user!.id}:${shopToday(ctx.clock.now())}`;
    const md5 = (id: string) => createHash('md5').update(id + key).digest('hex');
    expect(ids).toEqual([...ids].sort((a, b) => md5(a).localeCompare(md5(b))));
    const again = SupplierProductsSchema.parse(await (await ctx.post(URL, { productId, take: 20 }, kok)).json());
    expect(again.products.map((p) => p.i[0])).toEqual(ids);
    const three = SupplierProductsSchema.parse(await (await ctx.post(URL, { productId, take: 3 }, kok)).json());
    expect(three.products.map((p) => p.i[0])).toEqual(ids.slice(0, 3));
    const ten = SupplierProductsSchema.parse(await (await ctx.post(URL, { productId }, kok)).json());
    expect(ten.products.length).toBeLessThanOrEqual(10);
  });

  it('keeps another department inside its own assortment', async () => {
    const all4001 = (await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '4001'))).map((r) => r.id);
    const inBoth = await assortmentOf('1001', all4001);
    const productId = all4001.find((id) => inBoth.has(id))!;
    const res = SupplierProductsSchema.parse(await (await ctx.post(URL, { productId, take: 20 }, ff)).json());
    const ids = res.products.map((p) => p.i[0]!);
    expect((await assortmentOf('4001', ids)).size).toBe(ids.length);
  });
});

describe('GET /api/product/additionalsales/{id}', () => {
  const url = (id: string) => `/api/product/additionalsales/${id}`;

  it('needs a session', async () => {
    expect((await ctx.get(url(pushProductIds[0]!))).status).toBe(401);
  });

  it('answers 400 for a malformed id and 404 for an unknown or foreign product', async () => {
    for (const id of ['abc', '1.5', '-1', '%00', '9'.repeat(13)]) await expectError(await ctx.get(url(id), kok), 400);
    await expectError(await ctx.get(url('99999999'), kok), 404, daOffersSelling.serverProductNotFound);
    await expectError(await ctx.get(url(await productOutside('1001')), kok), 404, daOffersSelling.serverProductNotFound);
  });

  it('answers what was bought with the product on placed orders, most often first, top 10', async () => {
    const productId = pushProductIds[0]!;
    const res = AdditionalSalesSchema.parse(await (await ctx.get(url(productId), kok)).json());
    expect(res.source).toBe('orders');
    const ids = res.products.map((p) => p.i[0]!);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(ids).not.toContain(productId);
    expect((await assortmentOf('1001', ids)).size).toBe(ids.length);
    // Counted from the order lines: every answer was on an order with the product, in falling count.
    const lines = await ctx.db.select({ orderId: t.orderLines.orderId, productId: t.orderLines.productId }).from(t.orderLines);
    const withIt = new Set(lines.filter((l) => l.productId === productId).map((l) => l.orderId));
    const count = (id: string) => new Set(lines.filter((l) => l.productId === id && withIt.has(l.orderId)).map((l) => l.orderId)).size;
    const counts = ids.map(count);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('falls back to related products or the posting group without order history', async () => {
    const ordered = new Set((await ctx.db.select({ id: t.orderLines.productId }).from(t.orderLines)).map((r) => r.id));
    const all1001 = (await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '1001')).orderBy(asc(t.assortment.productId))).map((r) => r.id);
    const productId = all1001.find((id) => !ordered.has(id))!;
    const res = AdditionalSalesSchema.parse(await (await ctx.get(url(productId), kok)).json());
    expect(['related', 'group']).toContain(res.source);
    const ids = res.products.map((p) => p.i[0]!);
    expect(ids).not.toContain(productId);
    expect((await assortmentOf('1001', ids)).size).toBe(ids.length);
  });

  it('keeps another department inside its own assortment', async () => {
    // A product both kitchens carry, whose co-buyers (kantinen's answer) include one 4001 does not carry.
    const in4001 = await assortmentOf('4001', pushProductIds);
    let checked = 0;
    for (const productId of pushProductIds.filter((id) => in4001.has(id))) {
      const kokIds = AdditionalSalesSchema.parse(await (await ctx.get(url(productId), kok)).json()).products.map((p) => p.i[0]!);
      const ffAnswer = AdditionalSalesSchema.parse(await (await ctx.get(url(productId), ff)).json());
      const ffIds = ffAnswer.products.map((p) => p.i[0]!);
      expect((await assortmentOf('4001', ffIds)).size).toBe(ffIds.length);
      const kokIn4001 = await assortmentOf('4001', kokIds);
      const kokOnly = kokIds.filter((id) => !kokIn4001.has(id));
      for (const id of kokOnly) expect(ffIds).not.toContain(id);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
