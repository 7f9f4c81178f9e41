// Issue 20 point 5: GET /api/order/co2budget and POST /api/order/swapline on the seeded database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { Origin } from '../../core/index.js';
import { CartResponseSchema } from '../../core/schemas/index.js';
import { ReviewBasketSchema, type ReviewBasket } from '../../core/schemas/basket-review.js';
import { Co2BudgetSchema, type Co2Budget } from '../../core/schemas/co2-budget.js';
import { CLEARLY_LOWER_SHARE } from '../../core/rules/co2-budget.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let kok: string;
let souschef: string;
beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
  souschef = await ctx.login('souschef@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});

async function review(cookie: string): Promise<ReviewBasket> {
  const res = await ctx.get('/api/order/revieworder', cookie);
  expect(res.status).toBe(200);
  return ReviewBasketSchema.parse(await res.json());
}

async function empty(cookie: string) {
  const basket = await review(cookie);
  await ctx.send('DELETE', `/api/order/emptybasket/${basket.deliveryDate}`, undefined, cookie);
}

async function budget(cookie: string): Promise<Co2Budget> {
  const res = await ctx.get('/api/order/co2budget', cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return Co2BudgetSchema.parse(await res.json());
}

async function addOne(productId: string, unit: string, amount: number): Promise<boolean> {
  const res = await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, productId, unit, amount, expiryProduct: false }], kok);
  expect(res.status).toBe(200);
  return CartResponseSchema.parse(await res.json()).addedOrderlines === 1;
}

/** The department's products with a CO2e figure, heaviest first, with their base unit. */
async function productsByCo2(dept: string) {
  return ctx.db
    .select({ id: t.products.id, group: t.products.postingGroupId, co2e: t.products.co2e, unit: t.productUnits.code })
    .from(t.products)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.products.id), eq(t.assortment.departmentCode, dept)))
    .innerJoin(t.productUnits, and(eq(t.productUnits.productId, t.products.id), eq(t.productUnits.factor, '1.000')))
    .where(isNotNull(t.products.co2e))
    .orderBy(desc(t.products.co2e), t.products.id);
}

/** Fills kok's basket with the three heaviest orderable products and one light one; answers the light one's id. */
async function fillBasket(): Promise<{ heavy: string[]; light: string }> {
  const all = await productsByCo2('1001');
  const heavy: string[] = [];
  for (const p of all) {
    if (heavy.length === 3) break;
    if (await addOne(p.id, p.unit, 2)) heavy.push(p.id);
  }
  let light = '';
  for (const p of all.slice().reverse()) {
    if (Number(p.co2e) <= 0) continue;
    if (await addOne(p.id, p.unit, 1)) { light = p.id; break; }
  }
  expect(heavy).toHaveLength(3);
  expect(light).not.toBe('');
  return { heavy, light };
}

beforeEach(async () => {
  await empty(kok);
  await empty(souschef);
});

describe('GET /api/order/co2budget', () => {
  it('answers the targets from department_kitchen_settings and no lines for an empty basket', async () => {
    const b = await budget(kok);
    expect(b).toMatchObject({ co2TargetPerLine: 2.5, organicTargetPct: 30, itemCount: 0, co2: 0, averageCo2: 0, co2OnTarget: null, organicOnTarget: null, lines: [] });

    // Another target in the table is what the next call answers.
    await ctx.db.update(t.departmentKitchenSettings).set({ co2TargetPerLine: '4.25', organicTargetPct: null }).where(eq(t.departmentKitchenSettings.departmentCode, '1001'));
    try {
      expect(await budget(kok)).toMatchObject({ co2TargetPerLine: 4.25, organicTargetPct: null });
    } finally {
      await ctx.db.update(t.departmentKitchenSettings).set({ co2TargetPerLine: '2.50', organicTargetPct: 30 }).where(eq(t.departmentKitchenSettings.departmentCode, '1001'));
    }
  });

  it('names the three lines with the most CO2e, each with a real lower-CO2e product of its posting group', async () => {
    const { heavy, light } = await fillBasket();
    const b = await budget(kok);
    const basket = await review(kok);
    expect(b.itemCount).toBe(4);
    expect(b.averageCo2).toBe(basket.previewOrder.averageCo2);
    expect(b.ecoPct).toBe(basket.previewOrder.ecoPct);
    expect(b.co2OnTarget).toBe(b.averageCo2 <= 2.5);
    expect(b.organicOnTarget).toBe(b.ecoPct >= 30);
    expect(b.lines.map((l) => l.productId).sort()).toEqual([...heavy].sort());
    expect(b.lines.map((l) => l.productId)).not.toContain(light);
    expect(b.lines.map((l) => l.co2)).toEqual([...b.lines.map((l) => l.co2)].sort((x, y) => y - x));

    const withAlternative = b.lines.filter((l) => l.alternative !== null);
    expect(withAlternative.length).toBeGreaterThan(0);
    const ids = [...withAlternative.map((l) => l.productId), ...withAlternative.map((l) => l.alternative!.productId)];
    const facts = new Map((await ctx.db
      .select({ id: t.products.id, group: t.products.postingGroupId, co2e: t.products.co2e, refUnit: t.products.refUnit, price: t.prices.priceOre, ref: t.prices.refPriceOre })
      .from(t.products)
      .innerJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, 'PG1')))
      .where(inArray(t.products.id, ids))).map((r) => [r.id, r]));
    // kg CO2e per kg, l or stk of food: CO2e per base unit over the pack's net quantity (price ÷ reference price).
    const perRef = (f: { co2e: string | null; price: number; ref: number | null }) => Number(f.co2e) / (f.price / f.ref!);
    const inAssortment = new Set((await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(and(eq(t.assortment.departmentCode, '1001'), inArray(t.assortment.productId, ids)))).map((r) => r.id));
    for (const line of withAlternative) {
      const alt = line.alternative!;
      const from = facts.get(line.productId)!;
      const to = facts.get(alt.productId)!;
      expect(to.group).toBe(from.group);
      expect(to.refUnit).toBe(from.refUnit);
      expect(perRef(to)).toBeLessThanOrEqual(perRef(from) * CLEARLY_LOWER_SHARE * 1.001);
      expect(inAssortment.has(alt.productId)).toBe(true);
      expect(basket.lines.map((l) => l.productId)).not.toContain(alt.productId);
      expect(alt.saving).toBeGreaterThan(0);
      expect(alt.saving).toBeCloseTo(line.co2 - alt.co2, 2);
      expect(alt.unitPriceOre).toBeGreaterThan(0);
    }
  });

  it('refuses hideCo2 users with 403 Co2Hidden (§6)', async () => {
    const carl = await ctx.login('kok@udenco2.dk');
    const res = await ctx.get('/api/order/co2budget', carl);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'Co2Hidden', message: expect.stringContaining('CO2e') });
    const swap = await ctx.post('/api/order/swapline', { deliveryDate: '2025-06-06', lineNo: 1, productId: '100001' }, carl);
    expect(swap.status).toBe(403);
  });
});

describe('users without ordering', () => {
  it('get the figures without alternatives (department 1002 has no targets), and the swap is refused', async () => {
    const inge = await ctx.login('kok@ingenordre.dk');
    const b = Co2BudgetSchema.parse(await (await ctx.get('/api/order/co2budget', inge)).json());
    expect(b).toMatchObject({ co2TargetPerLine: null, organicTargetPct: null, co2OnTarget: null, organicOnTarget: null });
    const res = await ctx.post('/api/order/swapline', { deliveryDate: b.deliveryDate, lineNo: 1, productId: '100001' }, inge);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'OrderingNotAllowed' });
  });
});

describe('POST /api/order/swapline', () => {
  it('a retry with the same Idempotency-Key answers the first result and swaps nothing more', async () => {
    await fillBasket();
    const b = await budget(kok);
    const line = b.lines.find((l) => l.alternative !== null)!;
    const body = JSON.stringify({ deliveryDate: b.deliveryDate, lineNo: line.lineNo, productId: line.alternative!.productId });
    const send = () => Promise.resolve(ctx.app.request('/api/order/swapline', { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: kok, 'Idempotency-Key': 'swapline-test-0001' }, body }));
    const first = await send();
    expect(first.status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(ReviewBasketSchema.parse(await again.json())).toEqual(ReviewBasketSchema.parse(await first.json()));
  });


  it('replaces the line in its place, keeping the amount and unit the alternative gives, with origin Co2Swap', async () => {
    await fillBasket();
    const before = await review(kok);
    const b = await budget(kok);
    const line = b.lines.find((l) => l.alternative !== null)!;
    const alt = line.alternative!;
    const res = await ctx.post('/api/order/swapline', { deliveryDate: b.deliveryDate, lineNo: line.lineNo, productId: alt.productId }, kok);
    expect(res.status, await res.clone().text()).toBe(200);
    const after = ReviewBasketSchema.parse(await res.json());
    expect(after.lines.map((l) => l.lineNo)).toEqual(before.lines.map((l) => l.lineNo));
    const swapped = after.lines.find((l) => l.lineNo === line.lineNo)!;
    expect(swapped).toMatchObject({ productId: alt.productId, name: alt.name, unit: alt.unit, amount: alt.amount });
    // The other lines are as they were.
    expect(after.lines.filter((l) => l.lineNo !== line.lineNo)).toEqual(before.lines.filter((l) => l.lineNo !== line.lineNo));
    expect(after.previewOrder.co2).toBeLessThan(before.previewOrder.co2);
    const [row] = await ctx.db.select({ origin: t.basketLines.origin }).from(t.basketLines).where(and(eq(t.basketLines.productId, alt.productId), eq(t.basketLines.lineNo, line.lineNo)));
    expect(row?.origin).toBe(Origin.Co2Swap);

    // Swapping the same line again to the same product is no longer a swap to a lower product.
    const again = await ctx.post('/api/order/swapline', { deliveryDate: b.deliveryDate, lineNo: line.lineNo, productId: alt.productId }, kok);
    expect(again.status).toBe(409);
  });

  it('merges into a line that already holds the alternative in that unit', async () => {
    await fillBasket();
    const b = await budget(kok);
    const line = b.lines.find((l) => l.alternative !== null)!;
    const alt = line.alternative!;
    expect(await addOne(alt.productId, alt.unit, 1)).toBe(true);
    const res = await ctx.post('/api/order/swapline', { deliveryDate: b.deliveryDate, lineNo: line.lineNo, productId: alt.productId }, kok);
    expect(res.status, await res.clone().text()).toBe(200);
    const after = ReviewBasketSchema.parse(await res.json());
    expect(after.lines.find((l) => l.lineNo === line.lineNo)).toBeUndefined();
    expect(after.lines.filter((l) => l.productId === alt.productId)).toEqual([expect.objectContaining({ unit: alt.unit, amount: alt.amount + 1 })]);
  });

  it("answers 404 for another user's line and changes nothing", async () => {
    await fillBasket();
    const b = await budget(kok);
    const line = b.lines.find((l) => l.alternative !== null)!;
    const before = await review(kok);
    const res = await ctx.post('/api/order/swapline', { deliveryDate: b.deliveryDate, lineNo: line.lineNo, productId: line.alternative!.productId }, souschef);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'LineNotFound' });
    expect(await review(kok)).toEqual(before);
    expect((await review(souschef)).lines).toEqual([]);
    // An unknown line of one's own basket too.
    expect((await ctx.post('/api/order/swapline', { deliveryDate: b.deliveryDate, lineNo: 999, productId: line.alternative!.productId }, kok)).status).toBe(404);
  });

  it('refuses a product that is not a lower-CO2e alternative for the line (409, Danish message) and changes nothing', async () => {
    const { heavy, light } = await fillBasket();
    const b = await budget(kok);
    const line = b.lines[0]!;
    const before = await review(kok);
    // Another group's product, the line's own product, an unknown product.
    const facts = await ctx.db.select({ id: t.products.id, group: t.products.postingGroupId }).from(t.products).where(inArray(t.products.id, [line.productId, light, ...heavy]));
    const groupOf = new Map(facts.map((f) => [f.id, f.group]));
    const other = [light, ...heavy].find((id) => id !== line.productId && groupOf.get(id) !== groupOf.get(line.productId));
    expect(other).toBeDefined();
    for (const productId of [other!, line.productId, '999999999']) {
      const res = await ctx.post('/api/order/swapline', { deliveryDate: b.deliveryDate, lineNo: line.lineNo, productId }, kok);
      expect(res.status, productId).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'NotAnAlternative', message: 'Varen kan ikke bruges i stedet for denne linje. Genindlæs kurven.' });
    }
    expect(await review(kok)).toEqual(before);
    // A malformed body is a 400.
    expect((await ctx.post('/api/order/swapline', { deliveryDate: b.deliveryDate, lineNo: line.lineNo, productId: 'abc' }, kok)).status).toBe(400);
  });
});
