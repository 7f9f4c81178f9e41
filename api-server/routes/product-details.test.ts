import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, FoodInfoSchema } from '../../core/schemas/food-info.js';
import {
  AssortmentRequestResultSchema,
  ProductLookupSchema,
  ProductRelationsSchema,
  ProductsByIdsSchema,
  type ProductDetails,
  type ProductLookup,
} from '../../core/schemas/product-details.js';
import { DeliveryDatesSchema } from '../../core/schemas/delivery-date.js';
import { daValidation } from '../../core/texts/da-validation.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findDiscontinued, findExpiryOffer, findNotInAssortment, findOrderable, priceOf } from '../test-support/fixtures.js';
import { TEST_TODAY } from '../test-support/test-db.js';

let ctx: TestContext;
let kok: string;
beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});

function inAssortment(dept: string) {
  return sql`exists (select 1 from ${t.assortment} where ${t.assortment.productId} = ${t.products.id} and ${t.assortment.departmentCode} = ${dept})`;
}

async function lookup(path: string, cookie = kok): Promise<ProductLookup> {
  const res = await ctx.get(path, cookie);
  expect(res.status).toBe(200);
  return ProductLookupSchema.parse(await res.json());
}

async function details(id: string, cookie = kok, query = ''): Promise<ProductDetails> {
  const result = await lookup(`/api/product/lookup/${id}${query}`, cookie);
  if (result.status !== 'found') throw new Error(`${id} not found`);
  return result.product;
}

/** A product with food info in both departments, in the assortment of 1001 and 2001. */
async function findWithFoodInfo(depts: string[]) {
  const [row] = await ctx.db
    .select({ id: t.products.id })
    .from(t.products)
    .innerJoin(t.foodInfo, eq(t.foodInfo.productId, t.products.id))
    .where(and(...depts.map(inAssortment), sql`exists (select 1 from ${t.foodAllergens} where ${t.foodAllergens.productId} = ${t.products.id})`, isNull(t.products.discontinuedOn)))
    .orderBy(t.products.id)
    .limit(1);
  if (!row) throw new Error('no product with food info');
  return row.id;
}

describe('GET /api/product/lookup/{id}', () => {
  it('answers the §3 product details with the units priced in the session\'s price group', async () => {
    const product = await findOrderable(ctx.db, '1001', {});
    const d = await details(product.id);
    const pg1 = (await priceOf(ctx.db, product.id, 'PG1'))!;
    const base = d.onSale ? pg1.offerPriceOre! : pg1.priceOre;
    const units = await ctx.db.select().from(t.productUnits).where(eq(t.productUnits.productId, product.id));
    expect(d.units).toHaveLength(units.length);
    for (const u of d.units) {
      const row = units.find((r) => r.code === u.name)!;
      expect(u.price).toBe(Math.round(base * Number(row.factor)));
      expect(u.selected).toBe(row.isDefault);
    }
    expect(d.units.filter((u) => u.selected)).toHaveLength(1);
    expect(d.basicUnit).toBe(units.find((u) => Number(u.factor) === 1)!.code);
    expect(d).toMatchObject({ productId: product.id, orderable: true, discontinued: false, discontinuedByHQ: false });
    expect(d.supplierName.length).toBeGreaterThan(0);
    expect(d.expiry).toBeNull();
  });

  it('prices another department by its own price group (PG2), never by a request parameter', async () => {
    const [row] = await ctx.db
      .select({ id: t.products.id })
      .from(t.products)
      .where(and(inAssortment('1001'), inAssortment('2001'), isNull(t.products.offerUntil)))
      .orderBy(t.products.id)
      .limit(1);
    const bc = await ctx.login('indkob@storkoekken.dk');
    const a = await details(row!.id);
    const b = await details(row!.id, bc, '?priceGroup=PG1&department=1001');
    const pg1 = (await priceOf(ctx.db, row!.id, 'PG1'))!;
    const pg2 = (await priceOf(ctx.db, row!.id, 'PG2'))!;
    expect(a.units.find((u) => u.factor === 1)?.price).toBe(pg1.priceOre);
    expect(b.units.find((u) => u.factor === 1)?.price).toBe(pg2.priceOre);
    expect(pg1.priceOre).not.toBe(pg2.priceOre);
  });

  it('answers 200 "not in assortment" for a product the department does not carry (§4, §8)', async () => {
    const outside = await findNotInAssortment(ctx.db, '1001');
    const result = await lookup(`/api/product/lookup/${outside.id}`);
    expect(result).toEqual({ status: 'notInAssortment', productId: outside.id, requested: false, message: 'Produktet er desværre ikke tilgængelig i denne afdeling' });
    expect(JSON.stringify(result)).not.toContain('price');
  });

  it.each([
    ['unknown id', '/api/product/lookup/999999999', 404],
    ['letters', '/api/product/lookup/abc', 400],
    ['too long', '/api/product/lookup/1234567890123', 400],
    ['SQL-ish', `/api/product/lookup/${encodeURIComponent("1' or '1'='1")}`, 400],
  ])('%s: %s -> %i', async (_, path, status) => {
    const res = await ctx.get(path, kok);
    expect(res.status).toBe(status);
    const body = await res.json() as { error: string; message: string };
    expect(body.error).toBe(status === 404 ? 'NotFound' : 'ValidationError');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    const res = await ctx.get('/api/product/lookup/100001');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'MissingSession' });
  });

  it('marks a discontinued product not orderable and names its alternative', async () => {
    const gone = await findDiscontinued(ctx.db, '1001');
    const d = await details(gone!.id);
    expect(d).toMatchObject({ discontinued: true, orderable: false });
    expect(d.discontinuedDate! <= TEST_TODAY).toBe(true);
    expect(d.alternativeProductId).toMatch(/^\d+$/);
  });

  it('missing required food info blocks ordering (§5 "Manglende varedata"), except in shopping-list mode', async () => {
    const [row] = await ctx.db.select({ id: t.products.id }).from(t.products)
      .where(and(inAssortment('1001'), inAssortment('3001'), eq(t.products.foodInfoRequired, true), isNull(t.products.discontinuedOn), eq(t.products.discontinuedByHq, false),
        notExists(ctx.db.select({ x: sql`1` }).from(t.foodInfo).where(eq(t.foodInfo.productId, t.products.id)))))
      .limit(1);
    expect(await details(row!.id)).toMatchObject({ orderable: false, foodInfo: false, foodInfoRequired: true });
    expect(await details(row!.id, await ctx.login('kok@incokunde.dk'))).toMatchObject({ orderable: true, foodInfoRequired: true });
  });

  it('discontinued by HQ blocks only on a {product} site (§6); none of this shop\'s sites is one', async () => {
    const [row] = await ctx.db.select({ id: t.products.id }).from(t.products)
      .where(and(inAssortment('1001'), eq(t.products.discontinuedByHq, true))).limit(1);
    const d = await details(row!.id);
    expect(d.discontinuedByHQ).toBe(false);
    expect(d.flags).toContain('discontinuedByHQ');
  });

  it('hides CO2e for hideCo2 users (§6) and prices for users without showPrices', async () => {
    const [row] = await ctx.db.select({ id: t.products.id }).from(t.products)
      .where(and(inAssortment('1002'), sql`${t.products.co2e} > 0.1`)).orderBy(t.products.id).limit(1);
    const plain = await details(row!.id, await ctx.login('kok@ingenordre.dk'));
    expect(plain.co2).toBeGreaterThan(0);
    expect((await details(row!.id, await ctx.login('kok@udenco2.dk'))).co2).toBeNull();
    const noPrices = await details(row!.id, await ctx.login('kok@udenpriser.dk'));
    expect(noPrices.units.every((u) => u.price === null)).toBe(true);
    expect(noPrices.referencePrice).toBeNull();
  });

  it('sends the expiry offer only with ?expiry=true and only to users who may see expiry products (§6)', async () => {
    const offer = await findExpiryOffer(ctx.db, '1001');
    expect(offer).not.toBeNull();
    expect((await details(offer!.productId)).expiry).toBeNull();
    const withExpiry = await details(offer!.productId, kok, '?expiry=true');
    expect(withExpiry).toMatchObject({ expiryPrice: offer!.priceOre, expiryUnit: offer!.unit, reference: offer!.productId });
    expect(withExpiry.expiry! >= TEST_TODAY).toBe(true);
    expect((await details(offer!.productId, kok, '?expiry=1')).expiry).toBeNull();

    // The punch-out user (showExpiry off) never gets it.
    const [punchOutOffer] = await ctx.db.select({ id: t.expiryOffers.productId }).from(t.expiryOffers)
      .innerJoin(t.products, eq(t.products.id, t.expiryOffers.productId))
      .where(and(inAssortment('5001'), sql`${t.expiryOffers.expiresOn} >= ${TEST_TODAY}`)).limit(1);
    const kommune = await ctx.login('indkob@kommune.dk');
    expect((await details(punchOutOffer!.id, kommune, '?expiry=true')).expiry).toBeNull();
  });

  it('carries the product\'s deadlines with a Danish message, its recipe ids and productInfo', async () => {
    const [withDeadline] = await ctx.db.select({ id: t.products.id, deadlines: t.products.deadlines }).from(t.products)
      .where(and(inAssortment('1001'), sql`jsonb_array_length(${t.products.deadlines}) > 0`, isNull(t.products.discontinuedOn), sql`not (${t.products.flags} ? 'procure')`)).limit(1);
    const d = await details(withDeadline!.id);
    expect(d.deadlines).toEqual(withDeadline!.deadlines);
    expect(d.deadlineMessage).toMatch(/^(Bestil senest \S+ \d\d-\d\d-\d{4} kl\. \d\d:\d\d|Blokeret grundet lang leveringstid\.)$/);

    // The deadline is for the session's chosen delivery date (issue 7 §2), not always the next one.
    const withDate = await details(withDeadline!.id, kok, '');
    const later = await ctx.login('kok@kantinen.dk');
    const list = DeliveryDatesSchema.parse(await (await ctx.get('/api/deliverydate/getall', later)).json()).dates;
    expect(list.length).toBeGreaterThan(3);
    expect((await ctx.post(`/api/deliverydate/set/${list[3]}`, undefined, later)).status).toBe(200);
    const forLater = await details(withDeadline!.id, later);
    expect(forLater.deadlineMessage).not.toBe(withDate.deadlineMessage);

    const [linked] = await ctx.db.select({ id: t.recipeProducts.productId, recipeId: t.recipeProducts.recipeId }).from(t.recipeProducts)
      .where(sql`exists (select 1 from ${t.assortment} where ${t.assortment.productId} = ${t.recipeProducts.productId} and ${t.assortment.departmentCode} = '1001')`).limit(1);
    const result = await lookup(`/api/product/lookup/${linked!.id}`);
    expect(result.status === 'found' && result.recipeIds).toContain(linked!.recipeId);
    if (result.status === 'found' && result.product.foodInfo) expect(result.productInfo.version).toBeGreaterThan(0);
  });
});

describe('GET /api/product/foodinfo/{id}', () => {
  it('answers nutrition per 100 g/ml, the ingredient list with allergen words, all 14 allergens, units, storage, origin, claims', async () => {
    const id = await findWithFoodInfo(['1001']);
    const res = await ctx.get(`/api/product/foodinfo/${id}`, kok);
    expect(res.status).toBe(200);
    const info = FoodInfoSchema.parse(await res.json());
    expect(info).toMatchObject({ productId: id, available: true });
    expect(info.allergens.map((a) => a.code)).toEqual([...ALLERGEN_CODES]);
    const stored = await ctx.db.select().from(t.foodAllergens).where(eq(t.foodAllergens.productId, id));
    expect(stored.length).toBeGreaterThan(0);
    for (const a of info.allergens) {
      expect(a.presence).toBe(stored.find((s) => s.allergen === a.code)?.presence ?? 'absent');
    }
    // Every contained allergen is marked in the ingredient list.
    const marked = new Set(info.ingredients.map((i) => i.allergen).filter(Boolean));
    for (const a of info.allergens.filter((x) => x.presence === 'contains')) expect(marked.has(a.code)).toBe(true);
    expect(info.nutrition!.saturatedFat).toBeLessThanOrEqual(info.nutrition!.fat);
    expect(info.nutrition!.sugars).toBeLessThanOrEqual(info.nutrition!.carbohydrate);
    expect(info.units.length).toBeGreaterThan(0);
    expect(info.units.every((u) => u.gtin === null || /^\d{13}$/.test(u.gtin))).toBe(true);
    expect([0, 1, 2, 3, 4, 5]).toContain(info.storage.temperatureCode);
    expect(info.storage.text.length).toBeGreaterThan(0);
    expect(info.origin.countryName.length).toBeGreaterThan(0);
    expect([1, 2, 5]).toContain(info.claims.organicCode);
  });

  it('answers available false (no claims either way) for a product without food information', async () => {
    const [row] = await ctx.db.select({ id: t.products.id }).from(t.products)
      .where(and(inAssortment('1001'), notExists(ctx.db.select({ x: sql`1` }).from(t.foodInfo).where(eq(t.foodInfo.productId, t.products.id)))))
      .orderBy(t.products.id).limit(1);
    const res = await ctx.get(`/api/product/foodinfo/${row!.id}`, kok);
    expect(res.status).toBe(200);
    const info = FoodInfoSchema.parse(await res.json());
    expect(info).toMatchObject({ available: false, nutrition: null, ingredients: [], allergens: [], version: null });
  });

  it('is scoped to the assortment: another department\'s product is 404; malformed ids 400', async () => {
    const outside = await findNotInAssortment(ctx.db, '1001');
    expect((await ctx.get(`/api/product/foodinfo/${outside.id}`, kok)).status).toBe(404);
    expect((await ctx.get('/api/product/foodinfo/999999999', kok)).status).toBe(404);
    expect((await ctx.get('/api/product/foodinfo/x1', kok)).status).toBe(400);
  });
});

describe('GET /api/product/getbyids', () => {
  it('answers cards in the asked order, once each, leaving out products outside the assortment', async () => {
    const ids = (await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '1001')).orderBy(t.assortment.productId).limit(4)).map((r) => r.id);
    const outside = await findNotInAssortment(ctx.db, '1001');
    const asked = [ids[3]!, outside.id, ids[0]!, ids[3]!, ids[1]!];
    const res = await ctx.get(`/api/product/getbyids?products=${asked.join(',')}`, kok);
    expect(res.status).toBe(200);
    const cards = ProductsByIdsSchema.parse(await res.json());
    expect(cards.map((c) => c.i[0])).toEqual([ids[3], ids[0], ids[1]]);
  });

  it('prices by the session\'s price group', async () => {
    const [row] = await ctx.db.select({ id: t.products.id }).from(t.products)
      .where(and(inAssortment('2001'), isNull(t.products.offerUntil))).orderBy(t.products.id).limit(1);
    const bc = await ctx.login('indkob@storkoekken.dk');
    const cards = ProductsByIdsSchema.parse(await (await ctx.get(`/api/product/getbyids?products=${row!.id}`, bc)).json());
    expect(cards[0]?.p).toBe((await priceOf(ctx.db, row!.id, 'PG2'))!.priceOre);
  });

  it('carries the expiry offer (§3 y) as the catalogue does, only for users who may see it (§6)', async () => {
    const offer = (await findExpiryOffer(ctx.db, '1001'))!;
    const [card] = ProductsByIdsSchema.parse(await (await ctx.get(`/api/product/getbyids?products=${offer.productId}`, kok)).json());
    expect(card?.y).toMatchObject({ r: offer.productId, p: offer.priceOre, u: offer.unit });
    expect(card?.x?.outlet).toBe(true);
    const [inPunchOut] = await ctx.db.select({ id: t.expiryOffers.productId }).from(t.expiryOffers)
      .innerJoin(t.products, eq(t.products.id, t.expiryOffers.productId))
      .where(and(inAssortment('5001'), sql`${t.expiryOffers.expiresOn} >= ${TEST_TODAY}`)).limit(1);
    const kommune = await ctx.login('indkob@kommune.dk');
    const [hidden] = ProductsByIdsSchema.parse(await (await ctx.get(`/api/product/getbyids?products=${inPunchOut!.id}`, kommune)).json());
    expect(hidden?.y).toBeUndefined();
  });

  it('sends the deadlines (§3 l) of a product that has them', async () => {
    const [row] = await ctx.db.select({ id: t.products.id, deadlines: t.products.deadlines }).from(t.products)
      .where(and(inAssortment('1001'), sql`jsonb_array_length(${t.products.deadlines}) > 0`, sql`not (${t.products.flags} ? 'procure')`)).limit(1);
    const cards = ProductsByIdsSchema.parse(await (await ctx.get(`/api/product/getbyids?products=${row!.id}`, kok)).json());
    expect(cards[0]?.l).toEqual(row!.deadlines);
  });

  it.each([
    ['no ids', ''],
    ['only commas', '?products=,,'],
    ['a malformed id', '?products=100001,abc'],
    ['more than 100 ids', `?products=${Array.from({ length: 101 }, (_, i) => String(100001 + i)).join(',')}`],
  ])('400 for %s', async (_, query) => {
    const res = await ctx.get(`/api/product/getbyids${query}`, kok);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'ValidationError' });
  });
});

describe('GET /api/product/relations', () => {
  it('answers related products (§3 r) of the assortment in their order, and recipes', async () => {
    const [row] = await ctx.db.select({ id: t.productRelations.productId }).from(t.productRelations)
      .innerJoin(t.assortment, and(eq(t.assortment.productId, t.productRelations.productId), eq(t.assortment.departmentCode, '1001')))
      .groupBy(t.productRelations.productId).having(sql`count(*) >= 3`).limit(1);
    const res = await ctx.get(`/api/product/relations?productId=${row!.id}`, kok);
    expect(res.status).toBe(200);
    const rel = ProductRelationsSchema.parse(await res.json());
    const stored = await ctx.db.select().from(t.productRelations).where(eq(t.productRelations.productId, row!.id)).orderBy(t.productRelations.sortOrder);
    const carried = new Set((await ctx.db.select({ id: t.assortment.productId }).from(t.assortment)
      .where(and(eq(t.assortment.departmentCode, '1001'), inArray(t.assortment.productId, stored.map((s) => s.relatedProductId))))).map((r) => r.id));
    expect(rel.related.map((p) => p.i[0])).toEqual(stored.map((s) => s.relatedProductId).filter((id) => carried.has(id)));
  });

  it('answers the alternative of a discontinued product when the department carries it, and linked recipes', async () => {
    const [gone] = await ctx.db.select({ id: t.products.id, alt: t.products.alternativeProductId }).from(t.products)
      .where(and(inAssortment('1001'), isNotNull(t.products.alternativeProductId),
        sql`exists (select 1 from ${t.assortment} a where a.product_id = ${t.products.alternativeProductId} and a.department_code = '1001')`)).limit(1);
    const rel = ProductRelationsSchema.parse(await (await ctx.get(`/api/product/relations?productId=${gone!.id}`, kok)).json());
    expect(rel.alternative?.i[0]).toBe(gone!.alt);

    const [linked] = await ctx.db.select({ id: t.recipeProducts.productId }).from(t.recipeProducts)
      .where(sql`exists (select 1 from ${t.assortment} a where a.product_id = ${t.recipeProducts.productId} and a.department_code = '1001')`).limit(1);
    const withRecipes = ProductRelationsSchema.parse(await (await ctx.get(`/api/product/relations?productId=${linked!.id}`, kok)).json());
    expect(withRecipes.recipes.length).toBeGreaterThan(0);
    for (const r of withRecipes.recipes) expect(r.urlName).toMatch(/^[a-z0-9-]+$/);
  });

  it('x.recipe marks exactly the products with recipes', async () => {
    const flagged = await ctx.db.select({ id: t.products.id }).from(t.products).where(sql`${t.products.flags} ? 'recipe'`);
    const linked = await ctx.db.selectDistinct({ id: t.recipeProducts.productId }).from(t.recipeProducts);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.map((r) => r.id).sort()).toEqual(linked.map((r) => r.id).sort());
  });

  it('404 outside the assortment, 400 without or with a malformed productId', async () => {
    const outside = await findNotInAssortment(ctx.db, '1001');
    expect((await ctx.get(`/api/product/relations?productId=${outside.id}`, kok)).status).toBe(404);
    expect((await ctx.get('/api/product/relations', kok)).status).toBe(400);
    expect((await ctx.get('/api/product/relations?productId=%20', kok)).status).toBe(400);
  });
});

describe('POST /api/product/request/{id} (assortment request)', () => {
  it('stores one request per department: sent, then already sent for any user of the department', async () => {
    const outside = await findNotInAssortment(ctx.db, '1001');
    const first = await ctx.post(`/api/product/request/${outside.id}`, {}, kok);
    expect(first.status).toBe(201);
    expect(AssortmentRequestResultSchema.parse(await first.json())).toEqual({ productId: outside.id, status: 'sent', message: 'Din anmodning er afsendt' });

    const again = await ctx.post(`/api/product/request/${outside.id}`, {}, await ctx.login('souschef@kantinen.dk'));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ productId: outside.id, status: 'alreadySent', message: 'Tak for din anmodning' });

    const rows = await ctx.db.select().from(t.assortmentRequests).where(eq(t.assortmentRequests.productId, outside.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.departmentCode).toBe('1001');
    // The details now say the request is sent (§4: the button stays disabled).
    expect(await lookup(`/api/product/lookup/${outside.id}`)).toMatchObject({ status: 'notInAssortment', requested: true });
  });

  it('parallel requests store exactly one row (the primary key decides)', async () => {
    const [outside] = await ctx.db.select({ id: t.products.id }).from(t.products)
      .where(notExists(ctx.db.select({ x: sql`1` }).from(t.assortment).where(and(eq(t.assortment.productId, t.products.id), eq(t.assortment.departmentCode, '2001')))))
      .orderBy(sql`${t.products.id} desc`).limit(1);
    const bc = await ctx.login('indkob@storkoekken.dk');
    const results = await Promise.all(Array.from({ length: 6 }, () => ctx.post(`/api/product/request/${outside!.id}`, {}, bc)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const rows = await ctx.db.select().from(t.assortmentRequests).where(and(eq(t.assortmentRequests.productId, outside!.id), eq(t.assortmentRequests.departmentCode, '2001')));
    expect(rows).toHaveLength(1);
  });

  it('409 for a product already in the assortment, 404 unknown, 400 malformed, 401 without session, 415 without JSON', async () => {
    const inside = await findOrderable(ctx.db, '1001', {});
    const res = await ctx.post(`/api/product/request/${inside.id}`, {}, kok);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'InAssortment' });
    expect((await ctx.post('/api/product/request/999999999', {}, kok)).status).toBe(404);
    expect((await ctx.post('/api/product/request/abc', {}, kok)).status).toBe(400);
    expect((await ctx.post(`/api/product/request/${inside.id}`, {})).status).toBe(401);
    const form = await ctx.app.request(`/api/product/request/${inside.id}`, { method: 'POST', headers: { Cookie: kok, 'Content-Type': 'text/plain' }, body: '' });
    expect(form.status).toBe(415);
    const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.assortmentRequests).where(eq(t.assortmentRequests.productId, inside.id));
    expect(Number(count!.n)).toBe(0);
  });
});

describe('control characters in the product calls (issue 14 §1)', () => {
  // A lone surrogate cannot travel in a URL: its UTF-8 form (%ED%A0%80) is not UTF-8 and stays
  // undecoded, which no id matches (400) and which is not the expiry flag's `true` (ignored, §2). A NUL
  // decodes and is refused as text, before any query runs.
  it.each([
    ['lookup', (v: string) => ctx.get(`/api/product/lookup/${v}`, kok), 400],
    ['lookup ?expiry', (v: string) => ctx.get(`/api/product/lookup/100001?expiry=${v}`, kok), 200],
    ['foodinfo', (v: string) => ctx.get(`/api/product/foodinfo/${v}`, kok), 400],
    ['getbyids', (v: string) => ctx.get(`/api/product/getbyids?products=100001,${v}`, kok), 400],
    ['relations', (v: string) => ctx.get(`/api/product/relations?productId=${v}`, kok), 400],
    ['request', (v: string) => ctx.post(`/api/product/request/${v}`, {}, kok), 400],
  ] as const)('%s: a NUL answers 400 InvalidText, a lone surrogate %i', async (_, call, surrogateStatus) => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.assortmentRequests);
    const nul = await call('100001%00');
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: 'InvalidText', message: daValidation.textInvalidCharacters });
    expect((await call('100001%ED%A0%80')).status).toBe(surrogateStatus);
    expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.assortmentRequests)).toEqual(before);
  });
});
