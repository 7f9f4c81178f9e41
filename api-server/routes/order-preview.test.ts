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

// Decision 033: the add writes what the preview counts of each line's product into the line, valid while
// line_preview_version stands still and the line's product and unit are the ones written; every other line
// is looked up as before. These hold the cache to that: current lines probe nothing, lines not current
// (older version, another unit or product, never written) count as looked up whatever their columns say,
// a catalogue change raises the version, and the add's transaction makes every line current again.
describe("the lines' preview columns (decision 033)", () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext();
  });
  afterAll(async () => {
    await own?.close();
  });

  const version = async () => Number((await own.db.select({ v: t.linePreviewVersion.version }).from(t.linePreviewVersion))[0]!.v);
  const basketOf = async (email: string) => {
    const [row] = await own.db
      .select({ id: t.baskets.id, userId: t.baskets.userId, departmentCode: t.baskets.departmentCode, deliveryDate: t.baskets.deliveryDate })
      .from(t.baskets).innerJoin(t.users, eq(t.users.id, t.baskets.userId)).where(eq(t.users.email, email));
    return row!;
  };
  const notCurrent = async (basketId: number) => (await own.db.execute(sql`
    select count(*)::int as n from ${t.basketLines} bl
    where bl.basket_id = ${basketId} and not coalesce(bl.preview_version = (select version from ${t.linePreviewVersion})
      and bl.preview_product = bl.product_id and bl.preview_unit = bl.unit, false)`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  /** The preview's rows for the basket, in a fixed order (groups come unordered). */
  const previewRows = async (basket: Awaited<ReturnType<typeof basketOf>>) => {
    const result = (await own.db.execute(previewQuery({ departmentCode: basket.departmentCode, today: basket.deliveryDate }, basket, basket.deliveryDate))) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((r) => JSON.stringify(r)).sort();
  };

  it('are written by the add, and a basket of current lines is counted without a catalogue lookup', async () => {
    const cookie = await own.login('souschef@kantinen.dk');
    const lines = await findOrderableLines(own.db, '1001', 40);
    const seen = new Set<string>();
    const items = lines.filter((l) => !seen.has(l.id) && seen.add(l.id)).slice(0, 20).map((l, i) => ({ productId: l.id, unit: l.unit, amount: 1 + (i % 3) }));
    const res = await own.post('/api/order/addtoorder', body(items), cookie);
    expect(res.status).toBe(200);
    const { addedOrderlines } = (await res.json()) as { addedOrderlines: number };
    expect(addedOrderlines).toBeGreaterThan(15);
    const basket = await basketOf('souschef@kantinen.dk');
    expect(await notCurrent(basket.id)).toBe(0);
    const written = await own.db.select().from(t.basketLines).where(eq(t.basketLines.basketId, basket.id));
    expect(written).toHaveLength(addedOrderlines);
    for (const line of written) {
      expect(line.previewKnown).toBe(true);
      expect(line.previewVersion).toBe(await version());
    }

    const result = await own.db.execute(sql`explain (analyze, format json) ${previewQuery({ departmentCode: basket.departmentCode, today: basket.deliveryDate }, basket, basket.deliveryDate)}`);
    const raw = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!['QUERY PLAN'];
    type PlanNode = { 'Relation Name'?: string; 'Actual Loops'?: number; 'Actual Rows'?: number; Plans?: PlanNode[] };
    const nodes: PlanNode[] = [];
    const walk = (n: PlanNode) => { nodes.push(n); n.Plans?.forEach(walk); };
    walk(((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan);
    const lookups = nodes.filter((n) => n['Relation Name'] && ['products', 'assortment', 'product_units'].includes(n['Relation Name']));
    expect(lookups.length).toBeGreaterThan(0);
    // Each lookup sits under a one-time filter that is false for a current line: never run.
    for (const n of lookups) expect(n['Actual Loops']).toBe(0);
    expect(nodes.find((n) => n['Relation Name'] === 'basket_lines')?.['Actual Rows']).toBe(addedOrderlines);
  });

  it('count a line that is not current as looked up, whatever its columns say', async () => {
    const basket = await basketOf('souschef@kantinen.dk');
    const before = await previewRows(basket);
    const lineNos = (await own.db.select({ n: t.basketLines.lineNo }).from(t.basketLines).where(eq(t.basketLines.basketId, basket.id)).orderBy(t.basketLines.lineNo)).map((r) => r.n);
    const wrong = { previewKnown: false, previewCo2PerUnit: '99999', previewEco: true, previewAgreement: true, previewDeadlines: ['0d@00:00'] };
    const v = await version();
    // An older version, another unit, another product, never written: each with wrong values.
    await own.db.update(t.basketLines).set({ ...wrong, previewVersion: v - 1 }).where(and(eq(t.basketLines.basketId, basket.id), eq(t.basketLines.lineNo, lineNos[0]!)));
    await own.db.update(t.basketLines).set({ ...wrong, previewUnit: 'XX' }).where(and(eq(t.basketLines.basketId, basket.id), eq(t.basketLines.lineNo, lineNos[1]!)));
    await own.db.update(t.basketLines).set({ ...wrong, previewProduct: 'none' }).where(and(eq(t.basketLines.basketId, basket.id), eq(t.basketLines.lineNo, lineNos[2]!)));
    await own.db.update(t.basketLines).set({ ...wrong, previewVersion: null }).where(and(eq(t.basketLines.basketId, basket.id), eq(t.basketLines.lineNo, lineNos[3]!)));
    expect(await notCurrent(basket.id)).toBe(4);
    expect(await previewRows(basket)).toEqual(before);
    // Without a line_preview_version row nothing is current, and the answer is still the same.
    await own.db.delete(t.linePreviewVersion);
    try {
      expect(await notCurrent(basket.id)).toBe(lineNos.length);
      expect(await previewRows(basket)).toEqual(before);
    } finally {
      await own.db.insert(t.linePreviewVersion).values({ one: true, version: v });
    }
    // The next add makes every line current again, with the right values.
    const cookie = await own.login('souschef@kantinen.dk');
    const [line] = await own.db.select().from(t.basketLines).where(eq(t.basketLines.basketId, basket.id)).limit(1);
    expect((await own.post('/api/order/addtoorder', body([{ productId: line!.productId, unit: line!.unit }]), cookie)).status).toBe(200);
    expect(await notCurrent(basket.id)).toBe(0);
    const review = (await (await own.get('/api/order/revieworder', cookie)).json()) as { previewOrder: unknown };
    const added = (await (await own.post('/api/order/addtoorder', body([{ productId: line!.productId, unit: line!.unit }]), cookie)).json()) as { previewOrder: { itemCount: number } };
    expect(added.previewOrder).toEqual((await (await own.get('/api/order/revieworder', cookie)).json() as { previewOrder: unknown }).previewOrder);
    expect(added.previewOrder.itemCount).toBe((review.previewOrder as { itemCount: number }).itemCount);
  });

  it('go out of date when the catalogue changes what the preview counts, and only then', async () => {
    const [product] = await own.db.select({ id: t.products.id }).from(t.products).limit(1);
    const [unit] = await own.db.select({ productId: t.productUnits.productId, code: t.productUnits.code }).from(t.productUnits).limit(1);
    const raised = async (change: () => Promise<unknown>) => {
      const v = await version();
      await change();
      return (await version()) - v;
    };
    // What the preview counts: a product's CO2e, organic code, flags, deadlines; the assortment; a unit's factor.
    expect(await raised(() => own.db.update(t.products).set({ co2e: '1.5' }).where(eq(t.products.id, product!.id)))).toBe(1);
    expect(await raised(() => own.db.update(t.products).set({ organicCode: 1 }).where(eq(t.products.id, product!.id)))).toBe(1);
    expect(await raised(() => own.db.update(t.products).set({ flags: ['agreementA'] }).where(eq(t.products.id, product!.id)))).toBe(1);
    expect(await raised(() => own.db.update(t.products).set({ deadlines: ['1d@12:00'] }).where(eq(t.products.id, product!.id)))).toBe(1);
    expect(await raised(() => own.db.delete(t.assortment).where(and(eq(t.assortment.departmentCode, '1001'), eq(t.assortment.productId, product!.id))))).toBe(1);
    expect(await raised(() => own.db.insert(t.assortment).values({ departmentCode: '1001', productId: product!.id }))).toBe(1);
    expect(await raised(() => own.db.update(t.productUnits).set({ factor: '2' }).where(and(eq(t.productUnits.productId, unit!.productId), eq(t.productUnits.code, unit!.code))))).toBe(1);
    // Not what it counts: a product's name (the seed's date move and the search folding write such columns).
    expect(await raised(() => own.db.update(t.products).set({ name: 'Omdøbt vare' }).where(eq(t.products.id, product!.id)))).toBe(0);
  });

  it('make a line whose unit was changed on the basket page not current, and the preview counts its new unit', async () => {
    const cookie = await own.login('souschef@kantinen.dk');
    const basket = await basketOf('souschef@kantinen.dk');
    // The catalogue changed above: an add makes the lines current again first.
    const [first] = await own.db.select().from(t.basketLines).where(eq(t.basketLines.basketId, basket.id)).orderBy(t.basketLines.lineNo).limit(1);
    expect((await own.post('/api/order/addtoorder', body([{ productId: first!.productId, unit: first!.unit }]), cookie)).status).toBe(200);
    expect(await notCurrent(basket.id)).toBe(0);
    // A product in the basket that has a second unit with another factor.
    const rows = (await own.db.execute(sql`
      select bl.line_no, bl.product_id, u.code from ${t.basketLines} bl
      join ${t.productUnits} u on u.product_id = bl.product_id and u.code <> bl.unit
      join ${t.productUnits} cur on cur.product_id = bl.product_id and cur.code = bl.unit and cur.factor <> u.factor
      where bl.basket_id = ${basket.id} and not u.weighed and bl.offer_kind = 0 and not bl.expiry_product
        and not exists (select 1 from ${t.basketLines} o where o.basket_id = bl.basket_id and o.product_id = bl.product_id and o.unit = u.code)
      order by bl.line_no limit 1`) as unknown as { rows: { line_no: number; product_id: string; code: string }[] }).rows;
    expect(rows).toHaveLength(1);
    const res = await own.send('PUT', '/api/order/updateorderline', { deliveryDate: basket.deliveryDate, lineNo: rows[0]!.line_no, amount: 2, unit: rows[0]!.code }, cookie);
    expect(res.status).toBe(200);
    expect(await notCurrent(basket.id)).toBe(1);
    const review = (await res.json()) as { previewOrder: unknown };
    const other = (await own.db.select().from(t.basketLines).where(and(eq(t.basketLines.basketId, basket.id), sql`${t.basketLines.lineNo} <> ${rows[0]!.line_no}`)).limit(1))[0]!;
    const added = (await (await own.post('/api/order/addtoorder', body([{ productId: other.productId, unit: other.unit }]), cookie)).json()) as { previewOrder: unknown };
    const after = (await (await own.get('/api/order/revieworder', cookie)).json()) as { previewOrder: unknown };
    expect(added.previewOrder).toEqual(after.previewOrder);
    expect(added.previewOrder).not.toEqual(review.previewOrder);
    expect(await notCurrent(basket.id)).toBe(0);
  });
});
