// Issue 15 point 1 (docs/decisions/027-add-to-order-speed.md): add-to-order computes its previewOrder by
// one aggregate query, revieworder by pricing every line in JS (previewOf). Both must give the same
// summary for the same basket, whatever its lines are: weighed and piece units (CO2e × unit factor),
// too-late lines, a near-expiry line over its offer's stock, one whose offer ended, a product that left
// the assortment, and a user who hides CO2e.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Origin } from '../../core/index.js';
import * as t from '../db/schema.js';
import { previewQuery } from '../orders/basket.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findExpiryOffer, findOrderableLines } from '../test-support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Item = { productId: string; unit: string; amount?: number; expiryProduct?: boolean };
const body = (items: Item[]) => items.map((i) => ({ origin: Origin.ListSearch, amount: i.amount ?? 1, productId: i.productId, unit: i.unit, expiryProduct: i.expiryProduct ?? false }));

async function addAndReview(cookie: string, items: Item[]) {
  const added = await ctx.post('/api/order/addtoorder', body(items), cookie);
  expect(added.status).toBe(200);
  const review = await ctx.get('/api/order/revieworder', cookie);
  expect(review.status).toBe(200);
  const answer = (await added.json()) as { previewOrder: unknown; addedOrderlines: number };
  return { added: answer.addedOrderlines, add: answer.previewOrder, review: ((await review.json()) as { previewOrder: unknown }).previewOrder };
}

describe("add-to-order's previewOrder (one aggregate query) equals revieworder's (every line priced)", () => {
  it('for plain lines, too-late lines, expiry lines over stock or ended, a product gone from the assortment, hidden CO2e', async () => {
    const kok = await ctx.login('kok@kantinen.dk');
    const lines = await findOrderableLines(ctx.db, '1001', 60);
    // One line per product, in several units where the seed gives them (factor ≠ 1 multiplies the CO2e).
    const seen = new Set<string>();
    const items = lines.filter((l) => !seen.has(l.id) && seen.add(l.id)).slice(0, 25).map((l, i) => ({ productId: l.id, unit: l.unit, amount: 1 + (i % 4) }));
    let step = await addAndReview(kok, items);
    expect(step.add).toEqual(step.review);
    expect((step.add as { itemCount: number }).itemCount).toBeGreaterThan(20);

    // Too late: two products whose deadline for Friday has passed (one rule garbled: ignored, as in core).
    await ctx.db.update(t.products).set({ deadlines: ['3d@06:00'] }).where(eq(t.products.id, items[0]!.productId));
    await ctx.db.update(t.products).set({ deadlines: ['3d@06:00', 'nonsense'] }).where(eq(t.products.id, items[1]!.productId));
    step = await addAndReview(kok, [items[2]!]);
    expect(step.add).toEqual(step.review);
    expect((step.add as { noOfTooLate: number }).noOfTooLate).toBeGreaterThan(0);

    // A near-expiry line, then its stock below the line's amount (out of stock), then the offer gone (expired).
    const offer = await findExpiryOffer(ctx.db, '1001');
    expect(offer).not.toBeNull();
    await ctx.db.update(t.products).set({ deadlines: [] }).where(eq(t.products.id, offer!.productId));
    step = await addAndReview(kok, [{ productId: offer!.productId, unit: offer!.unit, amount: 1, expiryProduct: true }]);
    expect(step.added).toBe(1);
    expect(step.add).toEqual(step.review);
    await ctx.db.update(t.expiryOffers).set({ stock: '0.5' }).where(eq(t.expiryOffers.productId, offer!.productId));
    step = await addAndReview(kok, [items[3]!]);
    expect(step.add).toEqual(step.review);
    expect((step.add as { noOfOutOfStock: number }).noOfOutOfStock).toBe(1);
    await ctx.db.update(t.expiryOffers).set({ stock: '0' }).where(eq(t.expiryOffers.productId, offer!.productId));
    step = await addAndReview(kok, [items[4]!]);
    expect(step.add).toEqual(step.review);
    expect((step.add as { noOfExpired: number }).noOfExpired).toBe(1);

    // A product that left the department's assortment stays in the basket, counted in itemCount only.
    await ctx.db.delete(t.assortment).where(and(eq(t.assortment.departmentCode, '1001'), inArray(t.assortment.productId, [items[5]!.productId])));
    step = await addAndReview(kok, [items[6]!]);
    expect(step.add).toEqual(step.review);

    // A user who hides CO2e gets zeros in both.
    await ctx.db.update(t.users).set({ hideCo2: true }).where(eq(t.users.email, 'kok@kantinen.dk'));
    const hidden = await ctx.login('kok@kantinen.dk');
    step = await addAndReview(hidden, [items[7]!]);
    expect(step.add).toEqual(step.review);
    expect((step.add as { co2: number }).co2).toBe(0);
  });
});

describe("the preview's plan (027 \"Fourth pass\")", () => {
  it('probes the catalogue per basket line even after ANALYZE, never reading the whole assortment or products', async () => {
    const kok = await ctx.login('kok@kantinen.dk');
    const lines = await findOrderableLines(ctx.db, '1001', 40);
    const seen = new Set<string>();
    const items = lines.filter((l) => !seen.has(l.id) && seen.add(l.id)).slice(0, 30).map((l) => ({ productId: l.id, unit: l.unit }));
    expect((await ctx.post('/api/order/addtoorder', body(items), kok)).status).toBe(200);
    // With the statistics of a small catalogue, plain joins made PostgreSQL hash the department's whole
    // assortment and products on every add; the LATERAL lookups keep the per-line index probes.
    await ctx.db.execute(sql`analyze`);
    const [basket] = await ctx.db.select({ userId: t.baskets.userId, departmentCode: t.baskets.departmentCode, deliveryDate: t.baskets.deliveryDate }).from(t.baskets).limit(1);
    expect(basket).toBeDefined();
    const result = await ctx.db.execute(sql`explain (format json) ${previewQuery({ departmentCode: '1001', today: basket!.deliveryDate }, basket!, basket!.deliveryDate)}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
    const raw = rows[0]!['QUERY PLAN'];
    type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
    const nodes: PlanNode[] = [];
    const walk = (n: PlanNode) => { nodes.push(n); n.Plans?.forEach(walk); };
    walk(((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan);
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Hash Join');
    const scans = nodes.filter((n) => n['Relation Name'] && ['products', 'assortment', 'product_units'].includes(n['Relation Name']));
    expect(scans.map((n) => n['Relation Name']).sort()).toEqual(['assortment', 'product_units', 'products']);
    for (const n of scans) expect(n['Node Type']).toMatch(/^Index (Only )?Scan$/);
  });
});
