// §7 GET /api/product/popcampaigns and POST /api/offers/suggestions on the seeded database (issue 18
// point 4b, api-server/seed/offers-campaign-seed.ts): running campaigns only, scoped by the session's
// department and price group (never by `dept`), bad input 400 with a Danish message, visitors empty.
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CAMPAIGN_PRODUCTS, OfferSuggestionsSchema, PopCampaignsSchema, type PopCampaigns } from '../../core/schemas/offers-campaign.js';
import { da } from '../../core/index.js';
import { daServer } from '../../core/texts/da-server.js';
import { daValidation } from '../../core/texts/da-validation.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { TEST_TODAY } from '../test-support/test-db.js';

let ctx: TestContext;
let kok: string; // 1001, PG1
let test1002: string; // 1002, PG1
let nord: string; // 2001, PG2
let udenPriser: string; // 1002, showPrices false

/** The seeded campaigns by badge, with their products. */
const campaigns = new Map<string, { id: number; productIds: string[] }>();

beforeAll(async () => {
  ctx = await createTestContext();
  [kok, test1002, nord, udenPriser] = await Promise.all([
    ctx.login('kok@kantinen.dk'),
    ctx.login('kok@ingenordre.dk'),
    ctx.login('indkob@storkoekken.dk'),
    ctx.login('kok@udenpriser.dk'),
  ]);
  const rows = await ctx.db
    .select({ id: t.productCampaigns.id, badge: t.productCampaigns.badge, productId: t.productCampaignProducts.productId })
    .from(t.productCampaigns)
    .innerJoin(t.productCampaignProducts, eq(t.productCampaignProducts.campaignId, t.productCampaigns.id));
  for (const r of rows) {
    const c = campaigns.get(r.badge) ?? { id: r.id, productIds: [] };
    c.productIds.push(r.productId);
    campaigns.set(r.badge, c);
  }
});
afterAll(async () => {
  await ctx?.close();
});

const campaign = (badge: string) => campaigns.get(badge)!;

async function pop(cookie: string | undefined, ids: readonly string[], dept?: string): Promise<PopCampaigns> {
  const res = await ctx.get(`/api/product/popcampaigns?products=${ids.join(',')}${dept ? `&dept=${dept}` : ''}`, cookie);
  expect(res.status).toBe(200);
  return PopCampaignsSchema.parse(await res.json());
}

const badgesOf = (answer: PopCampaigns) => new Set(answer.flatMap((p) => p.campaigns.map((c) => c.badge)));

/** Ids in 1002's and 2001's assortment too, so that only the campaign's scope decides. */
async function alsoIn(dept: string, ids: readonly string[]): Promise<string[]> {
  const rows = await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, dept));
  const there = new Set(rows.map((r) => r.id));
  return ids.filter((id) => there.has(id));
}

describe('the seed', () => {
  it('has three running campaigns and an expired one, 5-20 products each', () => {
    expect([...campaigns.keys()].sort()).toEqual(['3 for 2', 'Kampagne', 'Påske', 'Ugens kaffe']);
    for (const c of campaigns.values()) expect(c.productIds.length).toBeGreaterThanOrEqual(5);
    for (const c of campaigns.values()) expect(c.productIds.length).toBeLessThanOrEqual(20);
  });
});

describe('GET /api/product/popcampaigns', () => {
  it('answers the running campaigns of the asked products: id, title, text, badge, endsOn', async () => {
    const coffee = campaign('Ugens kaffe');
    const answer = await pop(kok, [coffee.productIds[0]!, '999999999']);
    expect(answer).toEqual([{
      productId: coffee.productIds[0],
      campaigns: [{ id: coffee.id, title: 'Ugens kaffe', text: expect.stringContaining('kaffe'), badge: 'Ugens kaffe', endsOn: '2025-06-09' }],
    }]);
  });

  it('never shows an expired campaign', async () => {
    expect(await pop(kok, campaign('Påske').productIds)).toEqual([]);
  });

  it('shows a campaign only from its first day', async () => {
    const kampagne = campaign('Kampagne');
    ctx.clock.set(new Date('2025-06-03T10:00:00Z'));
    try {
      expect(badgesOf(await pop(kok, kampagne.productIds)).has('Kampagne')).toBe(false);
    } finally {
      ctx.clock.set(new Date('2025-06-04T10:00:00Z'));
    }
    expect(badgesOf(await pop(kok, kampagne.productIds)).has('Kampagne')).toBe(true);
  });

  it("shows a department's campaign to that department only, whatever dept says", async () => {
    const ids = campaign('Kampagne').productIds;
    expect((await pop(kok, ids)).length).toBe(ids.length);
    const shared = await alsoIn('1002', ids);
    expect(shared.length).toBeGreaterThan(0);
    expect(await pop(test1002, shared)).toEqual([]);
    // dept is ignored: another department's code neither shows its campaigns nor hides one's own.
    expect(await pop(test1002, shared, '1001')).toEqual([]);
    expect(await pop(kok, ids, '2001')).toEqual(await pop(kok, ids));
  });

  it("shows a price group's campaign to that price group only", async () => {
    const ids = campaign('3 for 2').productIds;
    const in1002 = await alsoIn('1002', ids);
    expect(badgesOf(await pop(test1002, in1002)).has('3 for 2')).toBe(in1002.length > 0);
    const in2001 = await alsoIn('2001', ids);
    expect(await pop(nord, in2001)).toEqual([]);
  });

  it('leaves out products outside the department assortment', async () => {
    const ids = campaign('Ugens kaffe').productIds;
    const rows = await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '2001'));
    const there = new Set(rows.map((r) => r.id));
    const answer = await pop(nord, ids);
    expect(answer.map((p) => p.productId)).toEqual(ids.filter((id) => there.has(id)));
  });

  it('answers a visitor without a session with nothing (no 401: the cards are on public pages)', async () => {
    expect(await pop(undefined, campaign('Ugens kaffe').productIds)).toEqual([]);
  });

  it.each([
    ['no products', '', daServer.invalidProductId],
    ['an empty list', '?products=,,', daServer.invalidProductId],
    ['a malformed id', '?products=100001,abc', daServer.invalidProductId],
    ['an id too long', `?products=${'1'.repeat(13)}`, daServer.invalidProductId],
    ['a NUL', '?products=100001%00', daValidation.textInvalidCharacters],
    ['too many ids', `?products=${Array.from({ length: MAX_CAMPAIGN_PRODUCTS + 1 }, (_, i) => 100000 + i).join(',')}`, daServer.tooManyProductIds(MAX_CAMPAIGN_PRODUCTS)],
    ['a dept too long', `?products=100001&dept=${'9'.repeat(21)}`, daValidation.textTooLong(20)],
  ])('refuses %s with 400 and a Danish message', async (_, query, message) => {
    const res = await ctx.get(`/api/product/popcampaigns${query}`, kok);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it(`takes ${MAX_CAMPAIGN_PRODUCTS} ids (a page of cards is 30)`, async () => {
    const ids = Array.from({ length: MAX_CAMPAIGN_PRODUCTS - 1 }, (_, i) => String(900000 + i));
    const coffee = campaign('Ugens kaffe').productIds[0]!;
    expect((await pop(kok, [...ids, coffee])).map((p) => p.productId)).toEqual([coffee]);
  });
});

describe('POST /api/offers/suggestions', () => {
  /** A product of 1001 on a running offer, and a word of its name. */
  async function offerProduct() {
    const [row] = await ctx.db
      .select({ id: t.products.id, name: t.products.name, brand: t.products.brand, offer: t.prices.offerPriceOre })
      .from(t.assortment)
      .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
      .innerJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, 'PG1')))
      .where(and(eq(t.assortment.departmentCode, '1001'), gte(t.products.offerUntil, TEST_TODAY), isNotNull(t.prices.offerPriceOre)))
      .orderBy(t.products.id)
      .limit(1);
    return row!;
  }

  const suggestions = async (cookie: string | undefined, body: unknown) => {
    const res = await ctx.post('/api/offers/suggestions', body, cookie);
    expect(res.status).toBe(200);
    return OfferSuggestionsSchema.parse(await res.json());
  };

  it('suggests products on offer whose name matches, with the offer price of the base unit', async () => {
    const product = await offerProduct();
    const word = product.name.split(' ')[0]!;
    const found = await suggestions(kok, { text: word.toUpperCase(), dept: '1001' });
    const hit = found.find((s) => s.productId === product.id);
    expect(hit).toMatchObject({ name: product.name, brand: product.brand, offerPriceOre: product.offer });
    expect(hit!.unit).not.toBe('');
    expect(found.length).toBeLessThanOrEqual(5);
    // Every suggestion is on a running offer in 1001's assortment, and matches the word.
    for (const s of found) {
      expect(s.offerUntil >= TEST_TODAY).toBe(true);
      expect(`${s.name} ${s.brand} ${s.productId}`.toLowerCase()).toContain(word.toLowerCase().slice(0, 3));
    }
  });

  it('finds by brand and by the folded spelling (æ -> ae)', async () => {
    const product = await offerProduct();
    const byBrand = await suggestions(kok, { text: `${product.brand} ${product.name.split(' ')[0]}` });
    expect(byBrand.map((s) => s.productId)).toContain(product.id);
    const rows = await ctx.db.execute(sql`select p.name from products p join assortment a on a.product_id = p.id and a.department_code = '1001'
      join prices pr on pr.product_id = p.id and pr.price_group = 'PG1'
      where p.offer_until >= ${TEST_TODAY} and pr.offer_price_ore is not null and p.name ~ '[æøå]' limit 1`);
    const danish = ((rows as { rows: unknown[] }).rows[0] as { name: string } | undefined)?.name;
    if (danish) {
      const word = danish.split(' ').find((w) => /[æøå]/.test(w))!;
      const folded = word.replace(/æ/g, 'ae').replace(/ø/g, 'oe').replace(/å/g, 'aa');
      expect((await suggestions(kok, { text: folded })).map((s) => s.name)).toContain(danish);
    }
  });

  it('never suggests a product that is not on offer', async () => {
    const found = await suggestions(kok, { text: 'e' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    const ids = found.map((s) => s.productId);
    const rows = await ctx.db.select({ until: t.products.offerUntil }).from(t.products).where(sql`${t.products.id} in ${ids}`);
    for (const r of rows) expect(r.until! >= TEST_TODAY).toBe(true);
  });

  it('hides the price from a user without showPrices (§6)', async () => {
    const found = await suggestions(udenPriser, { text: 'e' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.offerPriceOre === null)).toBe(true);
  });

  it("uses the session's department, never dept", async () => {
    const product = await offerProduct();
    const word = product.name.split(' ')[0]!;
    const own = await suggestions(nord, { text: word });
    expect(await suggestions(nord, { text: word, dept: '1001' })).toEqual(own);
    const rows = await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '2001'));
    const there = new Set(rows.map((r) => r.id));
    expect(own.every((s) => there.has(s.productId))).toBe(true);
  });

  it('answers a visitor without a session with an empty list', async () => {
    expect(await suggestions(undefined, { text: 'e', dept: '1001' })).toEqual([]);
  });

  it.each([
    ['an empty text', { text: '' }, daServer.suggestionsNeedText],
    ['a blank text', { text: '   ' }, daServer.suggestionsNeedText],
    ['no text', { dept: '1001' }, daServer.suggestionsNeedText],
    ['a text too long', { text: 'a'.repeat(201) }, daValidation.textTooLong(200)],
    ['a text that is not a string', { text: 42 }, da.validationFailed],
    ['a dept with a NUL', { text: 'kaffe', dept: '10\u000001' }, daValidation.textInvalidCharacters],
  ])('refuses %s with 400 and a Danish message', async (_, body, message) => {
    const res = await ctx.post('/api/offers/suggestions', body, kok);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('refuses a body that is not JSON (415)', async () => {
    const res = await ctx.app.request('/api/offers/suggestions', { method: 'POST', body: 'text=kaffe', headers: { Cookie: kok, 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(415);
  });
});
