import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { da, MAX_ADD_ITEMS, MAX_LINE_AMOUNT, Origin, siteBlocksDiscontinuedByHQ } from '../../core/index.js';
import { CartResponseSchema } from '../../core/schemas/index.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import * as t from '../db/schema.js';
import { TEST_TODAY } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import {
  basketLineCount,
  findDiscontinued,
  findExpiryOffer,
  findFocusProduct,
  findMissingFoodInfo,
  findNotInAssortment,
  findOrderable,
  findOrderableLines,
  priceOf,
  unitsOf,
} from '../test-support/fixtures.js';
import { daServer } from '../../core/texts/da-server.js';

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

const item = (productId: string, unit: string, amount: number, extra: Record<string, unknown> = {}) => ({
  origin: Origin.ListSearch,
  amount,
  productId,
  unit,
  expiryProduct: false,
  ...extra,
});

async function add(cookie: string, items: unknown[]) {
  return ctx.post('/api/order/addtoorder', items, cookie);
}

async function review(cookie: string) {
  const res = await ctx.get('/api/order/revieworder', cookie);
  expect(res.status).toBe(200);
  return ReviewBasketSchema.parse(await res.json());
}

/** An error and the errors it wraps (drizzle wraps the driver's error in `cause`). */
function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

async function empty(cookie: string) {
  const basket = await review(cookie);
  await ctx.send('DELETE', `/api/order/emptybasket/${basket.deliveryDate}`, undefined, cookie);
}

describe('POST /api/order/addtoorder', () => {
  it('adds a line to the basket of the current delivery date; the same product+unit again merges', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    let res = await add(kok, [item(p.id, p.unit, 2)]);
    expect(res.status).toBe(200);
    let cart = CartResponseSchema.parse(await res.json());
    expect(cart).toMatchObject({ addedOrderlines: 1, error: null, warnings: [] });
    expect(cart.previewOrder.itemCount).toBe(1);

    res = await add(kok, [item(p.id, p.unit, 3)]);
    cart = CartResponseSchema.parse(await res.json());
    expect(cart.addedOrderlines).toBe(1);
    expect(cart.previewOrder.itemCount).toBe(1);

    const basket = await review(kok);
    expect(basket.deliveryDate).toBe('2025-06-06');
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]).toMatchObject({ productId: p.id, unit: p.unit, amount: 5, lineNo: 1 });
    await empty(kok);
  });

  it('takes a long favourite list in one call, beyond the former 500 lines (issue 5 "Læg hele listen i kurven")', async () => {
    // The test assortment holds fewer than 1,000 orderable products: every unit of each is a line of its own.
    const lines = await findOrderableLines(ctx.db, '1001', MAX_ADD_ITEMS);
    expect(lines.length).toBeGreaterThan(500);
    try {
      const started = performance.now();
      const res = await add(kok, lines.map((p) => item(p.id, p.unit, 1, { origin: Origin.FavoriteList })));
      const tookMs = performance.now() - started;
      expect(res.status).toBe(200);
      const cart = CartResponseSchema.parse(await res.json());
      // A few lines of the test data are refused one by one (a deadline, no price): the rest go in.
      expect(cart.addedOrderlines).toBeGreaterThan(500);
      expect(cart.previewOrder.itemCount).toBe(cart.addedOrderlines);
      console.info(`addtoorder with ${lines.length} lines: ${cart.addedOrderlines} added in ${Math.round(tookMs)} ms`);
      expect((await add(kok, Array(MAX_ADD_ITEMS + 1).fill(item(lines[0]!.id, lines[0]!.unit, 1)))).status).toBe(400);
    } finally {
      await empty(kok);
    }
  });

  it('reports the basket contents in revieworder with exact øre totals', async () => {
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const kg = await findOrderable(ctx.db, '1001', { weighed: true, notIn: [a.id] });
    const res = await add(kok, [item(a.id, a.unit, 3), item(kg.id, kg.unit, 1.25)]);
    expect(res.status).toBe(200);
    const cart = CartResponseSchema.parse(await res.json());
    expect(cart.addedOrderlines).toBe(2);
    expect(cart.previewOrder.itemCount).toBe(2);
    expect(cart.previewOrder.co2).toBeGreaterThan(0);

    const basket = await review(kok);
    expect(basket.lines.map((l) => [l.productId, l.amount])).toEqual([[a.id, 3], [kg.id, 1.25]]);
    for (const line of basket.lines) {
      expect(Number.isInteger(line.unitPriceOre)).toBe(true);
      expect(line.lineTotalOre).toBe(Math.round(line.unitPriceOre! * line.amount));
    }
    expect(basket.totalOre).toBe(basket.lines.reduce((s, l) => s + l.lineTotalOre!, 0));
    const price = await priceOf(ctx.db, a.id, 'PG1');
    const factor = Number((await unitsOf(ctx.db, a.id)).find((u) => u.code === a.unit)!.factor);
    expect([price!.priceOre, price!.offerPriceOre].map((p) => (p === null ? null : Math.round(p * factor)))).toContain(basket.lines[0]!.unitPriceOre);
    await empty(kok);
  });

  it('rejects invalid amounts per unit with the exact Danish messages and saves nothing', async () => {
    const piece = await findOrderable(ctx.db, '1001', { weighed: false });
    const kg = await findOrderable(ctx.db, '1001', { weighed: true });
    const cases: [unknown[], string][] = [
      [[item(piece.id, piece.unit, 1.5)], 'Du kan kun indtaste tal i feltet'],
      [[item(kg.id, kg.unit, 1.255)], 'Den indtastede værdi var ugyldig'],
      [[item(piece.id, piece.unit, 0)], 'Den indtastede værdi var ugyldig'],
      [[item(piece.id, piece.unit, -2)], 'Den indtastede værdi var ugyldig'],
      [[item(piece.id, piece.unit, MAX_LINE_AMOUNT + 1)], 'Den indtastede værdi var ugyldig'],
      [[{ ...item(piece.id, piece.unit, 1), amount: 'to' }], 'Du kan kun indtaste tal i feltet'],
      // All-or-nothing: a valid item before an invalid one is not saved either.
      [[item(kg.id, kg.unit, 2), item(piece.id, piece.unit, 2.5)], 'Du kan kun indtaste tal i feltet'],
    ];
    for (const [items, message] of cases) {
      const res = await add(kok, items);
      expect(res.status, JSON.stringify(items)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await basketLineCount(ctx.db)).toBe(0);
  });

  it('rejects merging beyond the line limit and keeps the earlier amount', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    expect((await add(kok, [item(p.id, p.unit, MAX_LINE_AMOUNT - 1)])).status).toBe(200);
    const res = await add(kok, [item(p.id, p.unit, 2)]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: da.amountInvalid });
    expect((await review(kok)).lines[0]?.amount).toBe(MAX_LINE_AMOUNT - 1);
    await empty(kok);
  });

  it('keeps the line limit in the database too: a line may hold MAX_LINE_AMOUNT, not a hundredth more (basket_lines_amount_max_chk)', async () => {
    // The usual add sends its whole transaction at once and learns of a refusal from this check
    // (docs/decisions/032 "One batch"): it must be MAX_LINE_AMOUNT exactly.
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    expect((await add(kok, [item(p.id, p.unit, 1)])).status).toBe(200);
    const line = eq(t.basketLines.productId, p.id);
    await ctx.db.update(t.basketLines).set({ amount: String(MAX_LINE_AMOUNT) }).where(line);
    const refused = await ctx.db.update(t.basketLines).set({ amount: (MAX_LINE_AMOUNT + 0.01).toFixed(2) }).where(line).then(() => null, (err: unknown) => err);
    expect(causes(refused)).toContainEqual(expect.objectContaining({ code: '23514', constraint: 'basket_lines_amount_max_chk' }));
    expect((await review(kok)).lines[0]?.amount).toBe(MAX_LINE_AMOUNT);
    await empty(kok);
  });

  it('names the refused item and saves nothing when a line would pass the limit, then adds again at once', async () => {
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const b = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id] });
    expect((await add(kok, [item(a.id, a.unit, 5)])).status).toBe(200);
    // A new line and a merge over the limit in one call: neither is saved, the merge is named.
    const over = await add(kok, [item(b.id, b.unit, 1), item(a.id, a.unit, MAX_LINE_AMOUNT - 4)]);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error: 'InvalidAmount', message: da.amountInvalid, productId: a.id });
    expect((await review(kok)).lines.map((l) => [l.productId, l.amount])).toEqual([[a.id, 5]]);
    // The refusal left the connection (PGlite's only session) clean: the next add commits.
    const next = await add(kok, [item(b.id, b.unit, 2)]);
    expect(next.status).toBe(200);
    expect(CartResponseSchema.parse(await next.json()).previewOrder.itemCount).toBe(2);
    expect((await review(kok)).lines.map((l) => [l.productId, l.amount])).toEqual([[a.id, 5], [b.id, 2]]);
    await empty(kok);
  });

  it('refuses a focus product past the line limit on the careful path too, naming it', async () => {
    const focus = await findFocusProduct(ctx.db, '1001');
    const asFocus = { focusProductId: focus.focusProductId };
    expect((await add(kok, [item(focus.productId, focus.unit, MAX_LINE_AMOUNT - 1, asFocus)])).status).toBe(200);
    const over = await add(kok, [item(focus.productId, focus.unit, 2, asFocus)]);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error: 'InvalidAmount', productId: focus.productId });
    expect((await review(kok)).lines.map((l) => l.amount)).toEqual([MAX_LINE_AMOUNT - 1]);
    await empty(kok);
  });

  it('merges repeats within one call and with the basket: one line per product and unit, numbered in the order first added', async () => {
    const a = await findOrderable(ctx.db, '1001', { weighed: false });
    const b = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id] });
    const c = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [a.id, b.id] });
    expect((await add(kok, [item(a.id, a.unit, 2)])).status).toBe(200);
    const res = await add(kok, [item(b.id, b.unit, 1), item(a.id, a.unit, 3), item(b.id, b.unit, 4)]);
    expect(res.status).toBe(200);
    const cart = CartResponseSchema.parse(await res.json());
    expect(cart).toMatchObject({ addedOrderlines: 3, error: null });
    expect(cart.previewOrder.itemCount).toBe(2);
    const merged = [[1, a.id, 5], [2, b.id, 5]];
    expect((await review(kok)).lines.map((l) => [l.lineNo, l.productId, l.amount])).toEqual(merged);

    // Past the limit only by the call's own repeat: the whole call is refused, the basket stays as it was.
    const over = await add(kok, [item(c.id, c.unit, 1), item(a.id, a.unit, MAX_LINE_AMOUNT - 5), item(a.id, a.unit, 1)]);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error: 'InvalidAmount', message: da.amountInvalid, productId: a.id });
    expect((await review(kok)).lines.map((l) => [l.lineNo, l.productId, l.amount])).toEqual(merged);
    // Exactly at the limit is fine.
    expect((await add(kok, [item(c.id, c.unit, 1), item(a.id, a.unit, MAX_LINE_AMOUNT - 5)])).status).toBe(200);
    expect((await review(kok)).lines.map((l) => [l.lineNo, l.productId, l.amount])).toEqual([...merged.slice(0, 1).map(([n, id]) => [n, id, MAX_LINE_AMOUNT]), merged[1], [3, c.id, 1]]);
    await empty(kok);
  });

  it('rejects an unknown product, a product outside the assortment and a wrong unit', async () => {
    const outside = await findNotInAssortment(ctx.db, '1001');
    const p = await findOrderable(ctx.db, '1001', {});
    let res = await add(kok, [item('999999999', 'STK', 1)]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'UnknownProduct', message: daServer.unknownProduct });
    res = await add(kok, [item(outside.id, 'STK', 1)]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'UnknownProduct', message: daServer.unknownProduct });
    res = await add(kok, [item(p.id, 'XYZ', 1)]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'InvalidUnit' });
    res = await add(kok, [{ ...item(p.id, p.unit, 1), productId: 'abc' }]);
    expect(res.status).toBe(400);
    res = await add(kok, []);
    expect(res.status).toBe(400);
    expect(await basketLineCount(ctx.db)).toBe(0);
  });

  it('does not add discontinued products or products missing required food info', async () => {
    const gone = await findDiscontinued(ctx.db, '1001');
    const noInfo = await findMissingFoodInfo(ctx.db, '1001');
    expect(gone ?? noInfo).toBeTruthy();
    if (gone) {
      const unit = (await unitsOf(ctx.db, gone.id))[0]!;
      const res = await add(kok, [item(gone.id, unit.code, 1)]);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ addedOrderlines: 0, error: da.notOrderable });
    }
    if (noInfo) {
      const unit = (await unitsOf(ctx.db, noInfo.id))[0]!;
      const res = await add(kok, [item(noInfo.id, unit.code, 1)]);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ addedOrderlines: 0, error: da.missingFoodInfo });
    }
    expect(await basketLineCount(ctx.db)).toBe(0);
  });

  it('agrees with the card: discontinued by HQ blocks only on the site that blocks it, a past end date always', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    await ctx.db.update(t.products).set({ discontinuedByHq: true, discontinuedOn: null }).where(eq(t.products.id, p.id));
    try {
      // Site ab is not the spec's "{product}" site: the card shows the product orderable, and so is it.
      expect(siteBlocksDiscontinuedByHQ('ab')).toBe(false);
      const res = await add(kok, [item(p.id, p.unit, 1)]);
      expect(await res.json()).toMatchObject({ addedOrderlines: 1, error: null });
      await ctx.db.update(t.products).set({ discontinuedOn: TEST_TODAY }).where(eq(t.products.id, p.id));
      const again = await add(kok, [item(p.id, p.unit, 1)]);
      expect(await again.json()).toMatchObject({ addedOrderlines: 0, error: da.notOrderable });
    } finally {
      await ctx.db.update(t.products).set({ discontinuedByHq: false, discontinuedOn: null }).where(eq(t.products.id, p.id));
      await empty(kok);
    }
  });

  it('answers 403 OrderingNotAllowed when ordering is off for the user', async () => {
    const p = await findOrderable(ctx.db, '1002', {});
    for (const email of ['kok@ingenordre.dk', 'kok@udenpriser.dk']) {
      const cookie = await ctx.login(email);
      const res = await add(cookie, [item(p.id, p.unit, 1)]);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'OrderingNotAllowed', message: da.notOrderable });
    }
    expect(await basketLineCount(ctx.db)).toBe(0);
  });

  it('keeps two users\' baskets apart, even in the same department', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    await add(kok, [item(p.id, p.unit, 1)]);
    expect((await review(kok)).lines).toHaveLength(1);
    expect((await review(souschef)).lines).toHaveLength(0);
    await empty(kok);
  });

  it('ignores department, price group and customer number in the body', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const res = await add(kok, [{ ...item(p.id, p.unit, 1), department: '2001', priceGroup: 'PG2', customerNo: '600201' }]);
    expect(res.status).toBe(200);
    const basket = await review(kok);
    const pg1 = await priceOf(ctx.db, p.id, 'PG1');
    const factor = Number((await unitsOf(ctx.db, p.id)).find((u) => u.code === p.unit)!.factor);
    expect([pg1!.priceOre, pg1!.offerPriceOre].map((x) => (x === null ? null : Math.round(x * factor)))).toContain(basket.lines[0]!.unitPriceOre);
    await empty(kok);
  });
});

describe('near-expiry products', () => {
  // Issue 18 point 1 changed this: an expiry line "can never exceed the stock". Before, an add above the
  // stock was added with an OutOfStock warning; now it is left out, with the same warning.
  it('adds at the expiry price in the offer unit, refuses an add above the stock with OutOfStock, refuses punch-out users', async () => {
    const offer = await findExpiryOffer(ctx.db, '1001');
    expect(offer).not.toBeNull();
    const stock = Number(offer!.stock);
    const expiryItem = (amount: number) => item(offer!.productId, offer!.unit, amount, { expiryProduct: true, origin: Origin.ExpiryProduct });
    const over = await add(kok, [expiryItem(stock + 1)]);
    expect(over.status).toBe(200);
    const refused = CartResponseSchema.parse(await over.json());
    expect(refused).toMatchObject({ addedOrderlines: 0, error: null });
    expect(refused.warnings).toEqual([{ code: 'OutOfStock', productId: offer!.productId, stock, unit: offer!.unit }]);
    expect((await review(kok)).lines).toEqual([]);

    // Up to the stock it is added; one more is refused, the rest of the same call is added.
    const cart = CartResponseSchema.parse(await (await add(kok, [expiryItem(stock)])).json());
    expect(cart).toMatchObject({ addedOrderlines: 1, warnings: [], error: null });
    const other = await findOrderable(ctx.db, '1001', { weighed: false });
    const mixed = CartResponseSchema.parse(await (await add(kok, [expiryItem(1), item(other.id, other.unit, 1)])).json());
    expect(mixed).toMatchObject({ addedOrderlines: 1, error: null });
    expect(mixed.warnings).toEqual([{ code: 'OutOfStock', productId: offer!.productId, stock, unit: offer!.unit }]);
    let basket = await review(kok);
    const expiryLine = basket.lines.find((l) => l.expiryProduct)!;
    expect(expiryLine).toMatchObject({ productId: offer!.productId, unitPriceOre: offer!.priceOre, amount: stock });
    expect(basket.lines.some((l) => l.productId === other.id && !l.expiryProduct)).toBe(true);
    // An expiry line keeps the offer's unit only.
    expect(expiryLine.units!.map((u) => u.code)).toEqual([offer!.unit]);

    // The basket page's amount change may not raise it above the stock either (400, the stock named).
    const up = await ctx.send('PUT', '/api/order/updateorderline', { deliveryDate: basket.deliveryDate, lineNo: expiryLine.lineNo, amount: stock + 1, unit: offer!.unit }, kok);
    expect(up.status).toBe(400);
    expect(await up.json()).toMatchObject({ error: 'OutOfStock', stock, message: da.outOfStock(`${stock} ${offer!.unit}`) });
    expect((await review(kok)).lines.find((l) => l.expiryProduct)!.amount).toBe(stock);
    if (stock > 1) {
      const down = await ctx.send('PUT', '/api/order/updateorderline', { deliveryDate: basket.deliveryDate, lineNo: expiryLine.lineNo, amount: stock - 1, unit: offer!.unit }, kok);
      expect(down.status).toBe(200);
    }

    // Stock that shrank after the add: the basket page marks the line behind noOfOutOfStock.
    await ctx.db.update(t.expiryOffers).set({ stock: '0.5' }).where(eq(t.expiryOffers.productId, offer!.productId));
    try {
      basket = await review(kok);
      expect(basket.lines.find((l) => l.expiryProduct)).toMatchObject({ flags: ['outOfStock'], expiryProduct: true });
      expect(basket.previewOrder.noOfOutOfStock).toBe(1);
    } finally {
      await ctx.db.update(t.expiryOffers).set({ stock: offer!.stock }).where(eq(t.expiryOffers.productId, offer!.productId));
    }
    await empty(kok);

    const punchOutOffer = await findExpiryOffer(ctx.db, '5001');
    if (punchOutOffer) {
      const po = await ctx.login('indkob@kommune.dk');
      const refused = await add(po, [item(punchOutOffer.productId, punchOutOffer.unit, 1, { expiryProduct: true })]);
      expect(await refused.json()).toMatchObject({ addedOrderlines: 0, error: da.notOrderable });
    }
  });
});

describe('focus products (§3 x.focus, §8 UnitMisMatch)', () => {
  it('orders a focus product in its unit only: another unit is left out with UnitMisMatch naming the focus unit', async () => {
    const focus = await findFocusProduct(ctx.db, '1001');
    const before = await review(kok);
    const res = await add(kok, [item(focus.productId, focus.otherUnit, 1, { focusProductId: focus.focusProductId })]);
    expect(res.status).toBe(200);
    const cart = CartResponseSchema.parse(await res.json());
    expect(cart).toMatchObject({ addedOrderlines: 0, error: null });
    expect(cart.warnings).toEqual([{ code: 'UnitMisMatch', productId: focus.productId, unit: focus.unit }]);
    expect((await review(kok)).lines).toEqual(before.lines);

    // In its unit it is added; above the focus stock the OutOfStock warning shows that stock.
    const ok = CartResponseSchema.parse(await (await add(kok, [item(focus.productId, focus.unit, 1, { focusProductId: focus.focusProductId })])).json());
    expect(ok).toMatchObject({ addedOrderlines: 1, warnings: [] });
    const over = CartResponseSchema.parse(await (await add(kok, [item(focus.productId, focus.unit, focus.stock, { focusProductId: focus.focusProductId })])).json());
    expect(over.addedOrderlines).toBe(1);
    expect(over.warnings).toEqual([{ code: 'OutOfStock', productId: focus.productId, stock: focus.stock, unit: focus.unit }]);
    expect((await review(kok)).lines.find((l) => l.productId === focus.productId)).toMatchObject({ unit: focus.unit, amount: focus.stock + 1 });
    await empty(kok);
  });

  it('the same product without focusProductId is a regular line in any unit; a wrong focus id is a 400 that adds nothing', async () => {
    const focus = await findFocusProduct(ctx.db, '1001');
    const regular = CartResponseSchema.parse(await (await add(kok, [item(focus.productId, focus.otherUnit, 1)])).json());
    expect(regular).toMatchObject({ addedOrderlines: 1, warnings: [] });
    await empty(kok);

    const other = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [focus.productId] });
    const bad = await add(kok, [item(focus.productId, focus.unit, 1, { focusProductId: '9999999' }), item(other.id, other.unit, 1)]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'InvalidFocusProduct' });
    expect((await review(kok)).lines).toEqual([]);
  });
});

describe('concurrent adds (a real race on PostgreSQL)', () => {
  it('merges parallel double submits into one line without losing an amount', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const results = await Promise.all(Array.from({ length: 6 }, () => add(kok, [item(p.id, p.unit, 2)])));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const basket = await review(kok);
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]?.amount).toBe(12);
    await empty(kok);
  });

  it('numbers the new lines of parallel adds to one basket one after another, none lost', async () => {
    const found: Awaited<ReturnType<typeof findOrderable>>[] = [];
    while (found.length < 6) found.push(await findOrderable(ctx.db, '1001', { weighed: false, notIn: found.map((p) => p.id) }));
    const results = await Promise.all(found.map((p) => add(kok, [item(p.id, p.unit, 1)])));
    expect(results.map((r) => r.status)).toEqual(found.map(() => 200));
    const basket = await review(kok);
    expect(basket.lines.map((l) => l.lineNo)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(basket.lines.map((l) => l.productId))).toEqual(new Set(found.map((p) => p.id)));
    await empty(kok);
  });
});

describe('GET /api/order/revieworder and DELETE /api/order/emptybasket/{date}', () => {
  it('answers an empty basket before anything is added', async () => {
    const cookie = await ctx.login('indkob@storkoekken.dk');
    const basket = await review(cookie);
    expect(basket).toMatchObject({ lines: [], totalOre: 0, previewOrder: { itemCount: 0 } });
  });

  it('hides prices in the basket for users without prices', async () => {
    const cookie = await ctx.login('kok@udenpriser.dk');
    expect((await review(cookie)).totalOre).toBeNull();
  });

  it('empties the basket of a date and validates the date', async () => {
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    await add(kok, [item(p.id, p.unit, 1)]);
    const { deliveryDate } = await review(kok);
    for (const bad of ['2025-13-01', '06-06-2025', 'i-morgen']) {
      const res = await ctx.send('DELETE', `/api/order/emptybasket/${bad}`, undefined, kok);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'ValidationError' });
    }
    expect((await review(kok)).lines).toHaveLength(1);
    const res = await ctx.send('DELETE', `/api/order/emptybasket/${deliveryDate}`, undefined, kok);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deliveryDate, lines: [], previewOrder: { itemCount: 0 } });
    expect((await review(kok)).lines).toHaveLength(0);
  });
});
