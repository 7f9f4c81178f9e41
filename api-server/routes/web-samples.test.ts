// Web samples (issue 18 point 6) on the seeded database: GET /api/websamples, adding a sample through
// POST /api/order/addtoorder (webSampleId), the locked sample line, the claim at completion, once per
// department also when two colleagues complete at the same moment. Runs on PGlite and, in CI, on
// PostgreSQL (DATABASE_URL), where the race is real.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Origin } from '../../core/index.js';
import { CartResponseSchema } from '../../core/schemas/index.js';
import { OfferKind } from '../../core/schemas/cart.js';
import { ReviewBasketSchema, type ReviewBasket } from '../../core/schemas/basket-review.js';
import { WebSamplesSchema, type WebSample } from '../../core/schemas/web-samples.js';
import { daOffersPublicServer as texts } from '../../core/texts/da-offers-public-server.js';
import * as t from '../db/schema.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

const SAMPLES = '/api/websamples';

let ctx: TestContext;
let kok: string;
let souschef: string;
let solhoej: string;
let storkoekken: string;
let pg2Sample: typeof t.webSamples.$inferSelect;
let endedSample: typeof t.webSamples.$inferSelect;

beforeAll(async () => {
  ctx = await createTestContext();
  [kok, souschef, solhoej, storkoekken] = await Promise.all([
    ctx.login('kok@kantinen.dk'),
    ctx.login('souschef@kantinen.dk'),
    ctx.login('kok@solhoej.dk'),
    ctx.login('indkob@storkoekken.dk'),
  ]);
  const all = await ctx.db.select().from(t.webSamples);
  pg2Sample = all.find((s) => s.priceGroup === 'PG2')!;
  endedSample = all.find((s) => s.title.includes('afsluttet'))!;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

async function samplesOf(cookie: string): Promise<WebSample[]> {
  const res = await ctx.get(SAMPLES, cookie);
  expect(res.status).toBe(200);
  return WebSamplesSchema.parse(await res.json());
}

async function review(cookie: string): Promise<ReviewBasket> {
  const res = await ctx.get('/api/order/revieworder', cookie);
  expect(res.status).toBe(200);
  return ReviewBasketSchema.parse(await res.json());
}

const sampleItem = (s: { id: number; productId: string; unit: string }, over: Record<string, unknown> = {}) =>
  ({ origin: Origin.WebSample, amount: 1, productId: s.productId, unit: s.unit, expiryProduct: false, webSampleId: s.id, ...over });

const add = (cookie: string, items: unknown[]) => ctx.post('/api/order/addtoorder', items, cookie);

async function complete(cookie: string) {
  const basket = await review(cookie);
  return ctx.post('/api/order/complete', { deliveryDate: basket.deliveryDate }, cookie);
}

async function emptyBasket(cookie: string) {
  const basket = await review(cookie);
  await ctx.send('DELETE', `/api/order/emptybasket/${basket.deliveryDate}`, undefined, cookie);
}

async function basketLineCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.basketLines);
  return row!.n;
}

beforeEach(async () => {
  ctx.clock.set(TEST_NOW);
});

describe('GET /api/websamples', () => {
  it('needs a session', async () => {
    expect((await ctx.get(SAMPLES)).status).toBe(401);
  });

  it('lists the running samples of the price group (and those for all), never another group\'s or an ended one', async () => {
    const list = await samplesOf(kok);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((s) => s.state === 'available' && s.claimedOn === null)).toBe(true);
    expect(list.map((s) => s.id)).not.toContain(pg2Sample.id);
    expect(list.map((s) => s.id)).not.toContain(endedSample.id);
    const pg2 = await samplesOf(storkoekken);
    expect(pg2.map((s) => s.id)).toContain(pg2Sample.id);
  });
});

describe('adding a sample (POST /api/order/addtoorder with webSampleId)', () => {
  it('adds it once at amount 1, price 0, origin WebSample; the second add is refused with a Danish message', async () => {
    const [sample] = await samplesOf(kok);
    const first = CartResponseSchema.parse(await (await add(kok, [sampleItem(sample!)])).json());
    expect(first).toMatchObject({ addedOrderlines: 1, error: null });
    const basket = await review(kok);
    const line = basket.lines.find((l) => l.offer?.kind === 'webSample')!;
    expect(line).toMatchObject({ productId: sample!.productId, unit: sample!.unit, amount: 1, offer: { id: sample!.id, title: sample!.title } });
    expect(line.unitPriceOre ?? 0).toBe(0);
    const [row] = await ctx.db.select().from(t.basketLines).where(eq(t.basketLines.offerKind, OfferKind.WebSample));
    expect(row).toMatchObject({ origin: Origin.WebSample, offerId: sample!.id, fixedPriceOre: 0 });
    expect((await samplesOf(kok)).find((s) => s.id === sample!.id)!.state).toBe('inBasket');

    const second = await add(kok, [sampleItem(sample!)]);
    expect(second.status).toBe(200);
    expect(CartResponseSchema.parse(await second.json())).toMatchObject({ addedOrderlines: 0, error: texts.sampleAlreadyInBasket(sample!.title) });
    expect((await review(kok)).lines.filter((l) => l.offer?.kind === 'webSample')).toHaveLength(1);
    await emptyBasket(kok);
  });

  it('refuses an item that is not exactly the sample: 400, nothing added', async () => {
    const [sample] = await samplesOf(kok);
    const before = await basketLineCount();
    for (const over of [{ amount: 2 }, { amount: 0.5 }, { unit: 'XYZ' }, { productId: pg2Sample.productId }, { expiryProduct: true }]) {
      const res = await add(kok, [sampleItem(sample!, over)]);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[a-zæøå]/);
    }
    expect(await basketLineCount()).toBe(before);
  });

  it('another price group\'s sample, an ended one or an unknown id: 404, nothing added', async () => {
    const before = await basketLineCount();
    for (const s of [pg2Sample, endedSample, { ...endedSample, id: 999_999 }]) {
      const res = await add(kok, [sampleItem(s)]);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: texts.sampleUnknown });
    }
    expect(await basketLineCount()).toBe(before);
  });

  it('the basket page cannot change the amount or unit of a sample line (400)', async () => {
    const [sample] = await samplesOf(kok);
    await add(kok, [sampleItem(sample!)]);
    const basket = await review(kok);
    const line = basket.lines.find((l) => l.offer?.kind === 'webSample')!;
    for (const change of [{ amount: 2, unit: line.unit }, { amount: 1, unit: 'KRT' }]) {
      const res = await ctx.send('PUT', '/api/order/updateorderline', { deliveryDate: basket.deliveryDate, lineNo: line.lineNo, ...change }, kok);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: texts.sampleLineLocked });
    }
    expect((await review(kok)).lines.find((l) => l.lineNo === line.lineNo)).toMatchObject({ amount: 1, unit: line.unit });
    await emptyBasket(kok);
  });
});

describe('completing an order with a sample', () => {
  it('places it at price 0, claims it for the department, and refuses it to a colleague afterwards', async () => {
    const [sample] = await samplesOf(kok);
    await add(kok, [sampleItem(sample!)]);
    const res = await complete(kok);
    expect(res.status, await res.clone().text()).toBe(201);
    const [line] = await ctx.db.select().from(t.orderLines).where(eq(t.orderLines.offerKind, OfferKind.WebSample));
    expect(line).toMatchObject({ offerId: sample!.id, unitPriceOre: 0, lineTotalOre: 0, origin: Origin.WebSample });
    expect(Number(line!.amount)).toBe(1);
    const claims = await ctx.db.select().from(t.webSampleClaims).where(eq(t.webSampleClaims.sampleId, sample!.id));
    expect(claims).toEqual([expect.objectContaining({ departmentCode: '1001', orderId: line!.orderId })]);

    const seen = (await samplesOf(souschef)).find((s) => s.id === sample!.id)!;
    expect(seen.state).toBe('claimed');
    expect(seen.claimedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = CartResponseSchema.parse(await (await add(souschef, [sampleItem(sample!)])).json());
    expect(again.addedOrderlines).toBe(0);
    expect(again.error).toContain(sample!.title);
    expect(again.error).toContain('allerede bestilt');

    // Once per department: another PG1 kitchen may still order it.
    const other = CartResponseSchema.parse(await (await add(solhoej, [sampleItem(sample!)])).json());
    expect(other).toMatchObject({ addedOrderlines: 1, error: null });
    await emptyBasket(solhoej);
  });

  it('two colleagues completing at once: one order has the sample, the other is refused with the line named', async () => {
    const sample = (await samplesOf(kok)).find((s) => s.state === 'available')!;
    await add(kok, [sampleItem(sample)]);
    await add(souschef, [sampleItem(sample)]);
    const ordersBefore = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.orders))[0]!.n;
    const answers = await Promise.all([complete(kok), complete(souschef)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    const body = (await loser.json()) as { error: string; lines: { productId: string; message: string }[] };
    expect(body.error).toBe('OrderNotPlaceable');
    expect(body.lines).toEqual([expect.objectContaining({ productId: sample.productId, message: texts.sampleClaimedAtCompletion(sample.title) })]);
    const ordersAfter = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.orders))[0]!.n;
    expect(ordersAfter).toBe(ordersBefore + 1);
    const claims = await ctx.db.select().from(t.webSampleClaims).where(and(eq(t.webSampleClaims.sampleId, sample.id), eq(t.webSampleClaims.departmentCode, '1001')));
    expect(claims).toHaveLength(1);
    // The refused basket is kept as it was: the user removes the line and orders the rest.
    const loserCookie = answers[0]!.status === 409 ? kok : souschef;
    expect((await review(loserCookie)).lines.some((l) => l.offer?.id === sample.id)).toBe(true);
    await emptyBasket(loserCookie);
  });
});
