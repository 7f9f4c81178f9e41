// GET /api/product/publicoffers and publicproductsbyids (issue 18 point 5) on the seeded database:
// without a session (a visitor's ?dept, prices only where the department allows; no dept: no prices),
// with one (the session's department and prices always, ?dept ignored), and bad input.
import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicOffersSchema, PUBLIC_OFFERS_LIMIT, type PublicOffers } from '../../core/schemas/public-offers.js';
import { daOffersPublicServer } from '../../core/texts/da-offers-public-server.js';
import * as t from '../db/schema.js';
import { TEST_TODAY } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

const OFFERS = '/api/product/publicoffers';
const BY_IDS = '/api/product/publicproductsbyids';

let ctx: TestContext;
let kantine: string;
let udenPriser: string;
let storkoekken: string;
/** Products on a running PG1 offer in 1001's and 1002's assortment; one not on offer. */
let onOffer: string[];
let notOnOffer: string;

async function offerProducts(): Promise<string[]> {
  const a2 = t.assortment;
  const rows = await ctx.db
    .select({ id: t.products.id })
    .from(t.products)
    .innerJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, 'PG1')))
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.products.id), eq(t.assortment.departmentCode, '1001')))
    .where(and(
      gte(t.products.offerUntil, TEST_TODAY), isNotNull(t.prices.offerPriceOre),
      sql`not (${t.products.flags} @> '["procure"]'::jsonb)`,
      sql`exists (select 1 from ${a2} where ${a2.productId} = ${t.products.id} and ${a2.departmentCode} = '1002')`,
    ))
    .limit(3);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  [kantine, udenPriser, storkoekken] = await Promise.all([
    ctx.login('kok@kantinen.dk'),
    ctx.login('kok@udenpriser.dk'),
    ctx.login('indkob@storkoekken.dk'),
  ]);
  onOffer = await offerProducts();
  const [plain] = await ctx.db
    .select({ id: t.products.id })
    .from(t.products)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.products.id), eq(t.assortment.departmentCode, '1001')))
    .where(and(isNull(t.products.offerUntil), sql`not (${t.products.flags} @> '["procure"]'::jsonb)`, isNull(t.products.discontinuedOn)))
    .limit(1);
  notOnOffer = plain!.id;
  expect(onOffer.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await ctx?.close();
});

async function ok(path: string, cookie?: string): Promise<PublicOffers> {
  const res = await ctx.get(path, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return PublicOffersSchema.parse(await res.json());
}

const ids = (body: PublicOffers) => body.products.map((p) => p.i[0]);

describe('publicoffers without a session', () => {
  it('a department that allows public prices (1001): its offers with prices', async () => {
    const body = await ok(`${OFFERS}?products=${[...onOffer, notOnOffer].join(',')}&dept=1001`);
    expect(body).toMatchObject({ department: '1001', loggedIn: false, pricesShown: true });
    expect(ids(body)).toEqual(onOffer); // only products on a running offer, in the asked order
    for (const p of body.products) {
      expect(p.o).toBe(true);
      expect(p.p).toBeGreaterThan(0);
      // Never customer data for a visitor: no CO2 figures, customer numbers or expiry offers.
      expect(p.e).toBeUndefined();
      expect(p.y).toBeUndefined();
      expect(p.i[2]).toBe('');
    }
  });

  it('a department that does not (1002): the same offers without prices', async () => {
    const body = await ok(`${OFFERS}?products=${onOffer.join(',')}&dept=1002`);
    expect(body).toMatchObject({ department: '1002', pricesShown: false });
    expect(ids(body)).toEqual(onOffer);
    for (const p of body.products) expect(p.p).toBeNull();
    expect(body.products.every((p) => p.p_ref === undefined)).toBe(true);
  });

  it('no dept: the products without any price', async () => {
    const body = await ok(`${OFFERS}?products=${[...onOffer, notOnOffer].join(',')}`);
    expect(body).toMatchObject({ department: null, pricesShown: false });
    expect(ids(body)).toEqual(onOffer);
    for (const p of body.products) expect(p.p).toBeNull();
  });

  it('no products: the department\'s running offers, at most the limit', async () => {
    const body = await ok(`${OFFERS}?dept=1002`);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(PUBLIC_OFFERS_LIMIT);
    expect(body.products.every((p) => p.o === true && p.p === null)).toBe(true);
    const none = await ok(OFFERS);
    expect(none.products.every((p) => p.o === true && p.p === null)).toBe(true);
  });

  it('an unknown department: 404 in Danish', async () => {
    const res = await ctx.get(`${OFFERS}?dept=9999`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: daOffersPublicServer.departmentUnknown });
    expect((await ctx.get(`${BY_IDS}?products=${onOffer[0]}&dept=9999`)).status).toBe(404);
  });

  it('foodInfo=true adds the allergen summary per product', async () => {
    const body = await ok(`${OFFERS}?products=${onOffer.join(',')}&dept=1001&foodInfo=true`);
    expect((body.allergens ?? []).map((a) => a.productId)).toEqual(onOffer);
    expect(body.allergens!.every((a) => a.contains === null || Array.isArray(a.contains))).toBe(true);
    expect((await ok(`${OFFERS}?products=${onOffer.join(',')}&dept=1001&foodInfo=false`)).allergens).toBeUndefined();
  });
});

describe('publicoffers with a session: the session\'s department and prices, ?dept ignored', () => {
  it('a logged-in user gets his own prices and department', async () => {
    const body = await ok(`${OFFERS}?products=${onOffer.join(',')}`, kantine);
    expect(body).toMatchObject({ department: '1001', loggedIn: true, pricesShown: true });
    expect(body.products.every((p) => (p.p ?? 0) > 0)).toBe(true);
  });

  it('cannot read another department\'s prices by naming it', async () => {
    // PG2 kitchen names the PG1 department that shows public prices: it still gets PG2's own.
    const own = await ok(`${BY_IDS}?products=${onOffer.join(',')}`, storkoekken);
    const named = await ok(`${BY_IDS}?products=${onOffer.join(',')}&dept=1001`, storkoekken);
    expect(named.department).toBe('2001');
    expect(named.products.map((p) => [p.i[0], p.p])).toEqual(own.products.map((p) => [p.i[0], p.p]));
    const visitor = await ok(`${BY_IDS}?products=${onOffer.join(',')}&dept=1001`);
    const common = named.products.find((p) => visitor.products.some((v) => v.i[0] === p.i[0]));
    if (common) expect(common.p).not.toBe(visitor.products.find((v) => v.i[0] === common.i[0])!.p);
  });

  it('a user without showPrices sees no prices, even where the department would show them', async () => {
    const body = await ok(`${OFFERS}?products=${onOffer.join(',')}&dept=1001`, udenPriser);
    expect(body).toMatchObject({ department: '1002', pricesShown: false });
    expect(body.products.every((p) => p.p === null)).toBe(true);
  });
});

describe('publicproductsbyids', () => {
  it('answers the named products whatever their offer state', async () => {
    const body = await ok(`${BY_IDS}?products=${notOnOffer},${onOffer[0]}&dept=1001`);
    expect(ids(body)).toEqual([notOnOffer, onOffer[0]]);
    expect(body.products[0]!.o).toBeUndefined();
    expect(body.products[0]!.p).toBeGreaterThan(0);
    const anon = await ok(`${BY_IDS}?products=${notOnOffer}`);
    expect(anon.products[0]!.p).toBeNull();
  });

  it('leaves out unknown products and answers no basket data', async () => {
    const body = await ok(`${BY_IDS}?products=999999999999,${notOnOffer}&dept=1002`);
    expect(ids(body)).toEqual([notOnOffer]);
    expect(JSON.stringify(body)).not.toMatch(/basket|addedOrderlines/);
  });
});

describe('bad input: 400 in Danish, never a 500', () => {
  it.each([
    [`${BY_IDS}`],
    [`${BY_IDS}?products=`],
    [`${BY_IDS}?products=abc`],
    [`${OFFERS}?products=1,2,x`],
    [`${OFFERS}?products=${Array.from({ length: 101 }, (_, k) => String(100000 + k)).join(',')}`],
    [`${OFFERS}?dept=${'1'.repeat(21)}`],
    [`${OFFERS}?dept=10%2001`],
    [`${OFFERS}?dept=%00`],
    [`${OFFERS}?foodInfo=yes`],
  ])('%s', async (path) => {
    const res = await ctx.get(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/[a-zæøå]/i);
  });
});
