// Quick order (issue 20 point 1): POST /api/product/loadcsv, GET /api/product/GetUnits, POST
// /api/product/validateamount, through the real app on a seeded PGlite. Every line status with seeded
// products, and bad input refused with a Danish message and nothing put in the basket.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { da, Origin } from '../../core/index.js';
import { CartResponseSchema } from '../../core/schemas/cart.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { LoadCsvResponseSchema, UnitsResponseSchema, ValidateAmountResponseSchema, type QuickOrderLine } from '../../core/schemas/quick-order.js';
import { daQuickOrder } from '../../core/texts/da-quick-order.js';
import * as t from '../db/schema.js';
import { basketLineCount, findCustomerNumber, findMissingFoodInfo, findNotInAssortment, findOrderable, findOrderableLines } from '../test-support/fixtures.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { TEST_TODAY } from '../test-support/test-db.js';

let ctx: TestContext;
let kok: string;

function inAssortment(dept: string) {
  return sql`exists (select 1 from ${t.assortment} where ${t.assortment.productId} = ${t.products.id} and ${t.assortment.departmentCode} = ${dept})`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});

async function loadCsv(text: string, cookie = kok) {
  const res = await ctx.post('/api/product/loadcsv', { text }, cookie);
  expect(res.status).toBe(200);
  return LoadCsvResponseSchema.parse(await res.json());
}

/** A product in 1001's assortment discontinued before today whose alternative (§3 t) is in it too. */
async function discontinuedWithAlternative() {
  const [row] = await ctx.db
    .select({ id: t.products.id, alt: t.products.alternativeProductId })
    .from(t.products)
    .where(and(inAssortment('1001'), sql`${t.products.discontinuedOn} <= ${TEST_TODAY}`, isNotNull(t.products.alternativeProductId),
      sql`exists (select 1 from ${t.assortment} a2 where a2.product_id = ${t.products.alternativeProductId} and a2.department_code = '1001')`))
    .orderBy(t.products.id)
    .limit(1);
  if (!row?.alt) throw new Error('no discontinued product with an alternative in 1001');
  const [alt] = await ctx.db.select({ name: t.products.name }).from(t.products).where(eq(t.products.id, row.alt));
  return { id: row.id, altId: row.alt, altName: alt!.name };
}

/** An EAN of a unit of an orderable product in 1001's assortment that no other product shares. */
async function eanOf(productId: string) {
  const [row] = await ctx.db.select({ gtin: t.foodUnitInfo.gtin, unit: t.foodUnitInfo.unitCode }).from(t.foodUnitInfo)
    .where(and(eq(t.foodUnitInfo.productId, productId), isNotNull(t.foodUnitInfo.gtin))).limit(1);
  return row?.gtin ? { gtin: row.gtin, unit: row.unit } : null;
}

function lineOf(lines: readonly QuickOrderLine[], row: number): QuickOrderLine {
  const line = lines.find((l) => l.rows.includes(row));
  if (!line) throw new Error(`no line for row ${row}`);
  return line;
}

describe('POST /api/product/loadcsv', () => {
  it('gives every line a status and a Danish reason, with seeded products', async () => {
    const plain = await findOrderable(ctx.db, '1001', { weighed: false });
    const kg = await findOrderable(ctx.db, '1001', { withUnit: 'KG', notIn: [plain.id] });
    const own = await findCustomerNumber(ctx.db, '1001');
    const foreign = await findNotInAssortment(ctx.db, '1001');
    const gone = await discontinuedWithAlternative();
    const noFoodInfo = await findMissingFoodInfo(ctx.db, '1001');
    const late = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [plain.id, kg.id, own!.productId] });
    // Order 10 working days ahead at 10:00: long past for the session's delivery date (Friday).
    await ctx.db.update(t.products).set({ deadlines: ['10d@10:00'] }).where(eq(t.products.id, late.id));
    const ean = await (async () => {
      for (const line of await findOrderableLines(ctx.db, '1001', 60)) {
        if ([plain.id, kg.id, own!.productId, late.id].includes(line.id)) continue;
        const e = await eanOf(line.id);
        if (e) return { id: line.id, ...e };
      }
      throw new Error('no EAN of an orderable product');
    })();
    expect(own && noFoodInfo).toBeTruthy();

    const text = [
      'Varenr;Antal;Enhed', //            1 header
      `${plain.id};2;${plain.unit.toLowerCase()}`, // 2 ok, unit matched case-insensitively
      '99999999;1', //                    3 unknown number
      `${foreign.id};1`, //               4 not in assortment
      `${gone.id};3`, //                  5 discontinued, alternative offered
      `${noFoodInfo!.id};1`, //           6 missing food info
      `${late.id};1`, //                  7 deadline
      `${plain.id};1,5;${plain.unit}`, // 8 invalid amount (decimals in a non-KG unit)
      `${plain.id};1;PALLE`, //           9 unknown unit
      `${kg.id};1,5;kg`, //              10 decimal KG
      `${own!.customerProductNumber};2`, // 11 own item number
      `${ean.gtin};1`, //                12 EAN, its own unit
      `${plain.id};3;${plain.unit}`, //  13 duplicate of row 2: merged
      `${plain.id};;${plain.unit}`, //   14 amount missing
      '', //                             15 blank
    ].join('\n');
    const before = await basketLineCount(ctx.db);
    const body = await loadCsv(text);
    expect(await basketLineCount(ctx.db)).toBe(before);
    expect(body).toMatchObject({ separator: 'semicolon', headerSkipped: true });

    expect(lineOf(body.lines, 2)).toMatchObject({ rows: [2, 13], status: 'ok', reason: null, amount: 5, matchedBy: 'productId', product: { productId: plain.id, unit: plain.unit } });
    expect(lineOf(body.lines, 3)).toMatchObject({ status: 'unknownNumber', reason: daQuickOrder.unknownNumber, product: null });
    expect(lineOf(body.lines, 4)).toMatchObject({ status: 'notInAssortment', reason: 'Produktet er desværre ikke tilgængelig i denne afdeling', product: null });
    expect(lineOf(body.lines, 5)).toMatchObject({
      status: 'discontinued',
      reason: daQuickOrder.discontinuedWithAlternative(gone.altName),
      product: { productId: gone.id, status: 'discontinued' },
      alternative: { productId: gone.altId, name: gone.altName },
    });
    expect(lineOf(body.lines, 6)).toMatchObject({ status: 'missingFoodInfo', reason: 'Manglende varedata' });
    expect(lineOf(body.lines, 7)).toMatchObject({ status: 'deadline' });
    expect(lineOf(body.lines, 7).reason).toMatch(/^Blokeret grundet lang leveringstid\./);
    expect(lineOf(body.lines, 8)).toMatchObject({ status: 'invalidAmount', reason: da.amountDigitsOnly, amount: null });
    expect(lineOf(body.lines, 9)).toMatchObject({ status: 'unknownUnit', reason: daQuickOrder.unknownUnit('PALLE') });
    expect(lineOf(body.lines, 10)).toMatchObject({ status: 'ok', amount: 1.5, product: { productId: kg.id, unit: 'KG' } });
    expect(lineOf(body.lines, 11)).toMatchObject({ status: 'ok', matchedBy: 'customerNumber', product: { productId: own!.productId } });
    expect(lineOf(body.lines, 12)).toMatchObject({ status: 'ok', matchedBy: 'ean', product: { productId: ean.id, unit: ean.unit } });
    expect(lineOf(body.lines, 14)).toMatchObject({ status: 'invalidAmount', reason: daQuickOrder.missingAmount });
    expect(body.lines.some((l) => l.rows.includes(15))).toBe(false);
    expect(body.total).toBe(body.lines.length);
    expect(body.orderable).toBe(body.lines.filter((l) => l.status === 'ok').length);

    // The statuses agree with addtoorder: every 'ok' line goes in, in one call, with origin CsvSearch.
    const ok = body.lines.filter((l) => l.status === 'ok');
    const res = await ctx.post('/api/order/addtoorder', ok.map((l) => ({ origin: Origin.CsvSearch, productId: l.product!.productId, unit: l.product!.unit!, amount: l.amount!, expiryProduct: false })), kok);
    const cart = CartResponseSchema.parse(await res.json());
    expect(cart).toMatchObject({ addedOrderlines: ok.length, error: null });
    const basket = ReviewBasketSchema.parse(await (await ctx.get('/api/order/revieworder', kok)).json());
    expect(basket.lines.map((l) => [l.productId, l.unit, l.amount]).sort()).toEqual(ok.map((l) => [l.product!.productId, l.product!.unit, l.amount]).sort());
    // addtoorder refuses what the review refused (the discontinued product and the missing food info).
    const refused = await ctx.post('/api/order/addtoorder', [gone.id, noFoodInfo!.id].map((id) => ({ origin: Origin.CsvSearch, productId: id, unit: lineOf(body.lines, id === gone.id ? 5 : 6).product!.unit!, amount: 1, expiryProduct: false })), kok);
    expect(CartResponseSchema.parse(await refused.json()).addedOrderlines).toBe(0);
    await ctx.send('DELETE', `/api/order/emptybasket/${basket.deliveryDate}`, undefined, kok);
  });

  it('adds the amounts of duplicates past the limit: invalid, not merged silently', async () => {
    const plain = await findOrderable(ctx.db, '1001', { weighed: false });
    const body = await loadCsv(`${plain.id};9000;${plain.unit}\n${plain.id};1000;${plain.unit}`);
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({ rows: [1, 2], amount: 10000, status: 'invalidAmount', reason: da.amountInvalid });
  });

  it('takes 500 lines in tab-separated text, with dot decimals', async () => {
    const kg = await findOrderable(ctx.db, '1001', { withUnit: 'KG' });
    const text = Array.from({ length: 500 }, (_, i) => (i === 0 ? `${kg.id}\t2.5\tKG` : `${900000000 + i}\t1`)).join('\r\n');
    const body = await loadCsv(text);
    expect(body.total).toBe(500);
    expect(body.lines[0]).toMatchObject({ status: 'ok', amount: 2.5 });
    expect(body.separator).toBe('tab');
  });

  const many = (n: number) => Array.from({ length: n }, (_, i) => `${100000 + i};1`).join('\n');
  it.each([
    ['binary (NUL bytes)', 'PK\u0003\u0004\u0000\u0000;1', daQuickOrder.binary],
    ['501 lines', many(501), daQuickOrder.tooManyLines(500, 501)],
    ['wrong separators', '100001|2\n100004|1', daQuickOrder.noSeparator],
    ['empty text', '', daQuickOrder.empty],
    ['blank lines only', '\n  \n', daQuickOrder.empty],
  ])('refuses %s with a Danish message and changes nothing', async (_n, text, message) => {
    const before = await basketLineCount(ctx.db);
    const res = await ctx.post('/api/product/loadcsv', { text }, kok);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'InvalidQuickOrder', message });
    expect(await basketLineCount(ctx.db)).toBe(before);
  });

  it('refuses a 10 MB body with the app body limit (413, Danish)', async () => {
    const before = await basketLineCount(ctx.db);
    const res = await ctx.post('/api/product/loadcsv', { text: '100001;1\n'.repeat(10 * 1024 * 1024 / 9) }, kok);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'PayloadTooLarge', message: 'Forespørgslen er for stor.' });
    expect(await basketLineCount(ctx.db)).toBe(before);
  });

  it('needs a session and a text', async () => {
    expect((await ctx.post('/api/product/loadcsv', { text: '100001;1' })).status).toBe(401);
    expect((await ctx.post('/api/product/loadcsv', { fileName: 'a.csv' }, kok)).status).toBe(400);
  });

  it('says ordering is not allowed to a user without it (§6)', async () => {
    const plain = await findOrderable(ctx.db, '1001', { weighed: false });
    const [user] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'kok@kantinen.dk'));
    await ctx.db.update(t.users).set({ allowOrdering: false }).where(eq(t.users.id, user!.id));
    try {
      const cookie = await ctx.login('kok@kantinen.dk');
      const body = await loadCsv(`${plain.id};1`, cookie);
      expect(body.lines[0]).toMatchObject({ status: 'notAllowed', reason: daQuickOrder.notAllowed });
      expect(body.orderable).toBe(0);
    } finally {
      await ctx.db.update(t.users).set({ allowOrdering: true }).where(eq(t.users.id, user!.id));
    }
  });
});

describe('GET /api/product/GetUnits', () => {
  it('lists every unit code in use, cached for a day, with an ETag that answers 304', async () => {
    const res = await ctx.get('/api/product/GetUnits');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const etag = res.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    const units = UnitsResponseSchema.parse(await res.json());
    expect(units.find((u) => u.code === 'KG')).toMatchObject({ weighed: true });
    expect(units.find((u) => u.code === 'KRT')).toMatchObject({ weighed: false });
    const [n] = await ctx.db.select({ n: sql<number>`count(distinct ${t.productUnits.code})::int` }).from(t.productUnits);
    expect(units).toHaveLength(Number(n!.n));
    const again = await ctx.app.request('/api/product/GetUnits', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('POST /api/product/validateamount', () => {
  it.each([
    ['1,5', 'kg', { valid: true, value: 1.5, message: null }],
    ['2', 'KRT', { valid: true, value: 2, message: null }],
    ['2,', 'KRT', { valid: true, value: 2, message: null }],
    ['1,5', 'KRT', { valid: false, value: null, message: da.amountDigitsOnly }],
    ['0', 'KG', { valid: false, value: null, message: da.amountInvalid }],
    ['1,555', 'KG', { valid: false, value: null, message: da.amountInvalid }],
    ['', 'STK', { valid: false, value: null, message: da.amountInvalid }],
    ['1', 'PALLE', { valid: false, value: null, message: daQuickOrder.unknownUnit('PALLE') }],
  ])('%s %s', async (amount, unit, expected) => {
    const res = await ctx.post('/api/product/validateamount', { amount, unit }, kok);
    expect(res.status).toBe(200);
    expect(ValidateAmountResponseSchema.parse(await res.json())).toEqual(expected);
  });
});
