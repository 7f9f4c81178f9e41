// /api/checkout (issue 18 point 2, §7 "Logging and checkout") and adding a campaign through
// /api/order/addtoorder, through the real app on a seeded PGlite: which campaigns the basket page
// gets, feedback per user and campaign, bad input (400, Danish) and ids the session may not see
// (404, nothing changed), stock taken at add and given back only when asked, the order keeping the
// campaign's price, and the marketing report for admins only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartResponseSchema, Origin, OfferKind } from '../../core/schemas/cart.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { CampaignReportSchema, CheckoutFeedbackSchema, CheckoutLookupSchema, MAX_CAMPAIGN_COMMENT } from '../../core/schemas/checkout.js';
import { daCheckout } from '../../core/texts/da-checkout.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { TEST_NOW, TEST_TODAY } from '../test-support/test-db.js';
import { addDays } from '../../core/rules/calendar.js';

let ctx: TestContext;
let kok: string;
let souschef: string;
type Row = typeof t.checkoutCampaigns.$inferSelect;
const seeded: Record<'coffee' | 'oil' | 'napkins' | 'butter' | 'ended' | 'pg2', Row> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select().from(t.checkoutCampaigns).orderBy(t.checkoutCampaigns.id);
  const by = (prefix: string) => {
    const row = rows.find((r) => r.title.startsWith(prefix));
    if (!row) throw new Error(`no seeded campaign ${prefix}`);
    return row;
  };
  Object.assign(seeded, {
    coffee: by('Kaffe til mødet'), oil: by('Sidste chance'), napkins: by('Servietter'), butter: by('Smør til rugbrødet'),
    ended: by('Påskebagning'), pg2: by('Storkøkkentilbud'),
  });
});
afterAll(async () => {
  await ctx?.close();
});

/** Every test starts from empty baskets, no feedback, the seeded stock and the test's today. */
beforeEach(async () => {
  ctx.clock.set(TEST_NOW);
  // Fresh sessions: the postponement test moves the clock past their expiry.
  kok = await ctx.login('kok@kantinen.dk');
  souschef = await ctx.login('souschef@kantinen.dk');
  await ctx.db.delete(t.baskets);
  await ctx.db.delete(t.checkoutCampaignFeedback);
  for (const row of Object.values(seeded)) {
    await ctx.db.update(t.checkoutCampaigns).set({ stock: row.stock, endsOn: row.endsOn }).where(eq(t.checkoutCampaigns.id, row.id));
  }
});

async function lookup(cookie = kok, productId?: string) {
  const res = await ctx.get(`/api/checkout/lookup${productId ? `?productId=${productId}` : ''}`, cookie);
  expect(res.status).toBe(200);
  return CheckoutLookupSchema.parse(await res.json()).campaigns;
}

async function stockOf(id: number) {
  const [row] = await ctx.db.select({ stock: t.checkoutCampaigns.stock }).from(t.checkoutCampaigns).where(eq(t.checkoutCampaigns.id, id));
  return Number(row!.stock);
}

function addCampaign(row: Row, amount: number | string = 1, cookie = kok, extra: Record<string, unknown> = {}) {
  return ctx.post('/api/order/addtoorder', [{ origin: Origin.CheckoutCampaign, amount, productId: row.productId, unit: row.unit, expiryProduct: false, checkoutId: row.id, ...extra }], cookie);
}

async function basket(cookie = kok) {
  const res = await ctx.get('/api/order/revieworder', cookie);
  expect(res.status).toBe(200);
  return ReviewBasketSchema.parse(await res.json());
}

async function expectDanish400(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string };
  expect(body.message).toMatch(/[a-zæøå]/i);
  return body;
}

describe('GET /api/checkout/lookup', () => {
  it('lists the running campaigns of the price group for any basket, with product, prices and stock', async () => {
    const campaigns = await lookup();
    const ids = campaigns.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([seeded.coffee.id, seeded.oil.id, seeded.napkins.id]));
    // Ended, another price group, and one whose trigger (rye bread) is not in the basket: not listed.
    expect(ids).not.toContain(seeded.ended.id);
    expect(ids).not.toContain(seeded.pg2.id);
    expect(ids).not.toContain(seeded.butter.id);
    const coffee = campaigns.find((c) => c.id === seeded.coffee.id)!;
    expect(coffee).toMatchObject({ title: seeded.coffee.title, unit: seeded.coffee.unit, priceOre: seeded.coffee.priceOre, stock: 40, rating: null, comment: '' });
    expect(coffee.name.length).toBeGreaterThan(0);
    expect(coffee.normalPriceOre).toBeGreaterThan(coffee.priceOre!);
  });

  it('picks a triggered campaign by the basket or by ?productId', async () => {
    const trigger = seeded.butter.triggerProductIds[0];
    if (!trigger) throw new Error('the butter campaign has no trigger');
    expect((await lookup(kok, trigger)).map((c) => c.id)).toContain(seeded.butter.id);
    const [unit] = await ctx.db.select({ code: t.productUnits.code }).from(t.productUnits).where(eq(t.productUnits.productId, trigger)).limit(1);
    const res = await ctx.post('/api/order/addtoorder', [{ origin: 0, amount: 1, productId: trigger, unit: unit!.code, expiryProduct: false }], kok);
    expect(res.status).toBe(200);
    expect((await lookup()).map((c) => c.id)).toContain(seeded.butter.id);
  });

  it('gives the PG2 department its own campaign and not PG1 ones', async () => {
    const pg2 = await ctx.login('indkob@storkoekken.dk');
    const ids = (await lookup(pg2)).map((c) => c.id);
    expect(ids).not.toContain(seeded.coffee.id);
    // The price-group-less oil campaign is for everyone whose assortment holds the product.
    expect(ids.every((id) => [seeded.pg2.id, seeded.oil.id].includes(id))).toBe(true);
  });

  it('refuses a bad productId and an anonymous call', async () => {
    await expectDanish400(await ctx.get('/api/checkout/lookup?productId=abc', kok));
    expect((await ctx.get('/api/checkout/lookup')).status).toBe(401);
  });
});

describe('POST /api/checkout/setrating/ and setcomment', () => {
  it('stores one row per user and campaign, shown back in the lookup', async () => {
    let res = await ctx.post('/api/checkout/setrating/', { id: seeded.coffee.id, rating: 4 }, kok);
    expect(res.status).toBe(200);
    expect(CheckoutFeedbackSchema.parse(await res.json())).toMatchObject({ id: seeded.coffee.id, rating: 4 });
    res = await ctx.post('/api/checkout/setrating', { id: seeded.coffee.id, rating: 5 }, kok);
    expect(res.status).toBe(200);
    res = await ctx.post('/api/checkout/setcomment', { id: seeded.coffee.id, comment: '  God kaffe, men for stærk.  ' }, kok);
    expect(res.status).toBe(200);
    const rows = await ctx.db.select().from(t.checkoutCampaignFeedback).where(eq(t.checkoutCampaignFeedback.campaignId, seeded.coffee.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, comment: 'God kaffe, men for stærk.' });
    expect((await lookup()).find((c) => c.id === seeded.coffee.id)).toMatchObject({ rating: 5, comment: 'God kaffe, men for stærk.' });
    // Another user of the department has his own.
    expect((await lookup(souschef)).find((c) => c.id === seeded.coffee.id)).toMatchObject({ rating: null, comment: '' });
  });

  it('refuses ratings 0, 6, "x", 2.5 and a missing id with 400 and stores nothing', async () => {
    for (const rating of [0, 6, 'x', 2.5, null]) {
      await expectDanish400(await ctx.post('/api/checkout/setrating/', { id: seeded.coffee.id, rating }, kok));
    }
    await expectDanish400(await ctx.post('/api/checkout/setrating/', { rating: 3 }, kok));
    await expectDanish400(await ctx.post('/api/checkout/setrating/', { id: 'abc', rating: 3 }, kok));
    await expectDanish400(await ctx.post('/api/checkout/setrating/', { id: 99_999_999_999, rating: 3 }, kok));
    expect(await ctx.db.select().from(t.checkoutCampaignFeedback)).toHaveLength(0);
  });

  it('refuses a comment over the limit or with control characters', async () => {
    const long = await expectDanish400(await ctx.post('/api/checkout/setcomment', { id: seeded.coffee.id, comment: 'x'.repeat(MAX_CAMPAIGN_COMMENT + 1) }, kok));
    expect(long.message).toBe(daCheckout.commentTooLong(MAX_CAMPAIGN_COMMENT));
    await expectDanish400(await ctx.post('/api/checkout/setcomment', { id: seeded.coffee.id, comment: 'a\u0000b' }, kok));
    expect((await ctx.post('/api/checkout/setcomment', { id: seeded.coffee.id, comment: 'x'.repeat(MAX_CAMPAIGN_COMMENT) }, kok)).status).toBe(200);
  });

  it('answers 404 for unknown, ended and other price groups\' campaigns, and changes nothing', async () => {
    for (const id of [999_999, seeded.ended.id, seeded.pg2.id]) {
      for (const res of [
        await ctx.post('/api/checkout/setrating/', { id, rating: 3 }, kok),
        await ctx.post('/api/checkout/setcomment', { id, comment: 'Hej' }, kok),
        await ctx.post(`/api/checkout/postpone/${id}`, undefined, kok),
      ]) {
        expect(res.status).toBe(404);
        expect(((await res.json()) as { message: string }).message).toBe(daCheckout.notFound);
      }
    }
    expect(await ctx.db.select().from(t.checkoutCampaignFeedback)).toHaveLength(0);
  });
});

describe('POST /api/checkout/postpone/{id}', () => {
  it('hides the campaign from this user for 7 days, then shows it again', async () => {
    const res = await ctx.post(`/api/checkout/postpone/${seeded.coffee.id}`, undefined, kok);
    expect(res.status).toBe(200);
    expect((await lookup()).map((c) => c.id)).not.toContain(seeded.coffee.id);
    expect((await lookup(souschef)).map((c) => c.id)).toContain(seeded.coffee.id);
    // A week later the session has expired: log in again on the app clock.
    ctx.clock.advance(7 * 24 * 3600_000 - 60_000);
    const later = await ctx.login('kok@kantinen.dk');
    expect((await lookup(later)).map((c) => c.id)).not.toContain(seeded.coffee.id);
    ctx.clock.advance(2 * 60_000);
    expect((await lookup(later)).map((c) => c.id)).toContain(seeded.coffee.id);
  });

  it('refuses ids that cannot be one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '9999999999']) {
      expect((await ctx.post(`/api/checkout/postpone/${id}`, undefined, kok)).status).toBe(400);
    }
  });
});

describe('adding a campaign (POST /api/order/addtoorder with checkoutId)', () => {
  it('takes the amount from the stock and adds a line at the campaign price, named by its offer', async () => {
    const res = await addCampaign(seeded.coffee, 3);
    expect(res.status).toBe(200);
    expect(CartResponseSchema.parse(await res.json())).toMatchObject({ addedOrderlines: 1, warnings: [], error: null });
    expect(await stockOf(seeded.coffee.id)).toBe(37);
    const line = (await basket()).lines.find((l) => l.offer?.id === seeded.coffee.id)!;
    expect(line).toMatchObject({ productId: seeded.coffee.productId, unit: seeded.coffee.unit, amount: 3, unitPriceOre: seeded.coffee.priceOre, offer: { kind: 'checkoutCampaign', title: seeded.coffee.title } });
    const [row] = await ctx.db.select().from(t.basketLines).where(eq(t.basketLines.offerId, seeded.coffee.id));
    expect(row).toMatchObject({ offerKind: OfferKind.CheckoutCampaign, fixedPriceOre: seeded.coffee.priceOre, origin: Origin.CheckoutCampaign });
    // In the basket now: not offered again.
    expect((await lookup()).map((c) => c.id)).not.toContain(seeded.coffee.id);
  });

  it('keeps a price-list line of the same product apart', async () => {
    await ctx.post('/api/order/addtoorder', [{ origin: 0, amount: 2, productId: seeded.coffee.productId, unit: seeded.coffee.unit, expiryProduct: false }], kok);
    await addCampaign(seeded.coffee, 1);
    const lines = (await basket()).lines.filter((l) => l.productId === seeded.coffee.productId);
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => !l.offer)!.unitPriceOre).not.toBe(seeded.coffee.priceOre);
  });

  it('answers §8 OutOfStock above the stock and adds nothing', async () => {
    const res = await addCampaign(seeded.oil, 3);
    expect(res.status).toBe(200);
    expect(CartResponseSchema.parse(await res.json())).toMatchObject({ addedOrderlines: 0, warnings: [{ code: 'OutOfStock', productId: seeded.oil.productId, stock: 2, unit: seeded.oil.unit }] });
    expect(await stockOf(seeded.oil.id)).toBe(2);
    expect((await basket()).lines).toHaveLength(0);
  });

  it('refuses another unit, an ended, unknown or foreign campaign, and offers combined, with 400 and nothing taken', async () => {
    const units = await ctx.db.select({ code: t.productUnits.code }).from(t.productUnits).where(eq(t.productUnits.productId, seeded.coffee.productId));
    const otherUnit = units.find((u) => u.code !== seeded.coffee.unit);
    if (otherUnit) expect((await addCampaign(seeded.coffee, 1, kok, { unit: otherUnit.code })).status).toBe(400);
    const wrongProduct = await addCampaign(seeded.coffee, 1, kok, { productId: seeded.napkins.productId, unit: seeded.napkins.unit });
    expect((await expectDanish400(wrongProduct)).message).toBe(daCheckout.notFound);
    await expectDanish400(await addCampaign(seeded.coffee, 1, kok, { checkoutId: 999_999 }));
    await expectDanish400(await addCampaign(seeded.pg2, 1));
    expect((await expectDanish400(await addCampaign(seeded.ended, 1))).message).toBe(daCheckout.campaignEnded);
    await expectDanish400(await addCampaign(seeded.coffee, 1, kok, { expiryProduct: true }));
    await expectDanish400(await addCampaign(seeded.coffee, 0));
    expect(await stockOf(seeded.coffee.id)).toBe(40);
    expect((await basket()).lines).toHaveLength(0);
  });

  it('gives the last packs to one of two concurrent adds', async () => {
    const answers = await Promise.all([addCampaign(seeded.oil, 2, kok), addCampaign(seeded.oil, 2, souschef)]);
    const added = [];
    for (const res of answers) {
      if (res.status === 200) added.push(CartResponseSchema.parse(await res.json()).addedOrderlines);
      else expect(res.status).toBe(409);
    }
    expect(added.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stockOf(seeded.oil.id)).toBe(0);
    const lines = await ctx.db.select().from(t.basketLines).where(eq(t.basketLines.offerId, seeded.oil.id));
    expect(lines.reduce((s, l) => s + Number(l.amount), 0)).toBe(2);
    // Sold out: no longer listed for anyone.
    expect((await lookup(souschef)).map((c) => c.id)).not.toContain(seeded.oil.id);
  });
});

describe('changing a campaign line (PUT /api/order/updateorderline)', () => {
  it('takes more stock for a higher amount, refuses above it, gives back for a lower one, keeps the unit', async () => {
    await addCampaign(seeded.oil, 1);
    const line = (await basket()).lines[0]!;
    const date = (await basket()).deliveryDate;
    const change = (amount: number, unit = seeded.oil.unit) => ctx.send('PUT', '/api/order/updateorderline', { deliveryDate: date, lineNo: line.lineNo, amount, unit }, kok);
    expect((await change(2)).status).toBe(200);
    expect(await stockOf(seeded.oil.id)).toBe(0);
    const refused = await change(3);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe('OutOfStock');
    expect(await stockOf(seeded.oil.id)).toBe(0);
    expect((await basket()).lines[0]!.amount).toBe(2);
    expect((await change(1)).status).toBe(200);
    expect(await stockOf(seeded.oil.id)).toBe(1);
    const units = await ctx.db.select({ code: t.productUnits.code }).from(t.productUnits).where(eq(t.productUnits.productId, seeded.oil.productId));
    const otherUnit = units.find((u) => u.code !== seeded.oil.unit);
    if (otherUnit) expect((await change(1, otherUnit.code)).status).toBe(400);
  });
});

describe('DELETE /api/checkout/removecheckoutoffer', () => {
  it('removes the line and keeps the stock by default (§7 returnToStock default false)', async () => {
    await addCampaign(seeded.napkins, 2);
    expect(await stockOf(seeded.napkins.id)).toBe(23);
    const res = await ctx.send('DELETE', `/api/checkout/removecheckoutoffer?id=${seeded.napkins.id}`, undefined, kok);
    expect(res.status).toBe(200);
    expect(ReviewBasketSchema.parse(await res.json()).lines).toHaveLength(0);
    expect(await stockOf(seeded.napkins.id)).toBe(23);
  });

  it('gives the amount back with returnToStock=true, once', async () => {
    await addCampaign(seeded.napkins, 2);
    const res = await ctx.send('DELETE', `/api/checkout/removecheckoutoffer?id=${seeded.napkins.id}&returnToStock=true`, undefined, kok);
    expect(res.status).toBe(200);
    expect(await stockOf(seeded.napkins.id)).toBe(25);
    expect((await lookup()).find((c) => c.id === seeded.napkins.id)?.stock).toBe(25);
    // A second removal finds no line: 404, nothing given back twice.
    expect((await ctx.send('DELETE', `/api/checkout/removecheckoutoffer?id=${seeded.napkins.id}&returnToStock=true`, undefined, kok)).status).toBe(404);
    expect(await stockOf(seeded.napkins.id)).toBe(25);
  });

  it('never touches another user\'s line, and refuses bad input', async () => {
    await addCampaign(seeded.napkins, 2, souschef);
    expect((await ctx.send('DELETE', `/api/checkout/removecheckoutoffer?id=${seeded.napkins.id}&returnToStock=true`, undefined, kok)).status).toBe(404);
    expect((await basket(souschef)).lines).toHaveLength(1);
    expect(await stockOf(seeded.napkins.id)).toBe(23);
    for (const q of ['', '?id=abc', `?id=${seeded.napkins.id}&returnToStock=ja`, `?id=${seeded.napkins.id}&date=i-morgen`]) {
      expect((await ctx.send('DELETE', `/api/checkout/removecheckoutoffer${q}`, undefined, kok)).status).toBe(400);
    }
  });

  it('the ordinary line removal and emptying the basket keep the stock (spec default)', async () => {
    await addCampaign(seeded.napkins, 1);
    const b = await basket();
    expect((await ctx.send('DELETE', `/api/order/orderline/${b.deliveryDate}/${b.lines[0]!.lineNo}`, undefined, kok)).status).toBe(200);
    await addCampaign(seeded.napkins, 1);
    expect((await ctx.send('DELETE', `/api/order/emptybasket/${b.deliveryDate}`, undefined, kok)).status).toBe(200);
    expect(await stockOf(seeded.napkins.id)).toBe(23);
  });
});

describe('placing an order with a campaign line', () => {
  it('keeps the campaign price and copies the offer to the order line, also when the campaign ended meanwhile', async () => {
    await addCampaign(seeded.coffee, 2);
    // The campaign ends between the add and the completion: the reserved line is honoured.
    await ctx.db.update(t.checkoutCampaigns).set({ endsOn: addDays(TEST_TODAY, -1), startsOn: addDays(TEST_TODAY, -10) }).where(eq(t.checkoutCampaigns.id, seeded.coffee.id));
    const b = await basket();
    const res = await ctx.post('/api/order/complete', { deliveryDate: b.deliveryDate, expectedTotalOre: b.totalOre }, kok);
    expect(res.status).toBe(201);
    const [line] = await ctx.db.select().from(t.orderLines).where(eq(t.orderLines.offerId, seeded.coffee.id));
    expect(line).toMatchObject({ offerKind: OfferKind.CheckoutCampaign, unitPriceOre: seeded.coffee.priceOre, lineTotalOre: seeded.coffee.priceOre * 2, amount: '2.00' });
    // Taken once, at the add: the completion takes nothing more.
    expect(await stockOf(seeded.coffee.id)).toBe(38);
    await ctx.db.update(t.checkoutCampaigns).set({ startsOn: seeded.coffee.startsOn }).where(eq(t.checkoutCampaigns.id, seeded.coffee.id));
  });
});

describe('GET /api/checkout/report', () => {
  it('is for admins only', async () => {
    const res = await ctx.get('/api/checkout/report', kok);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(daCheckout.notAdmin);
    expect((await ctx.get('/api/checkout/report')).status).toBe(401);
  });

  it('gives stock, taken amounts, ratings and dated comments without names or e-mails', async () => {
    await ctx.post('/api/checkout/setrating/', { id: seeded.napkins.id, rating: 4 }, kok);
    await ctx.post('/api/checkout/setrating/', { id: seeded.napkins.id, rating: 5 }, souschef);
    await ctx.post('/api/checkout/setcomment', { id: seeded.napkins.id, comment: 'Gode servietter' }, souschef);
    await addCampaign(seeded.napkins, 3);
    const admin = await ctx.login('admin@grossist.dk');
    const res = await ctx.get('/api/checkout/report', admin);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/@|Karen|Søren/);
    const row = CampaignReportSchema.parse(JSON.parse(text)).campaigns.find((c) => c.id === seeded.napkins.id)!;
    expect(row).toMatchObject({ title: seeded.napkins.title, stockLeft: 22, inBaskets: 3, ordered: 0, ratingCount: 2, averageRating: 4.5 });
    expect(row.comments).toEqual([{ date: expect.any(String), rating: 5, comment: 'Gode servietter' }]);
  });
});
