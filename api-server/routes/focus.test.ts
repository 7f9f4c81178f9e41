// Issue 18 point 3 on the seeded database: GET /api/focusproducts/{priceGroup} (§7; the session's
// price group only, §6 the shop setting), the focus brand calls (public; products for a session) and
// the brand pictures; §3 x.focusBrand on every reader of products (catalogue rows, search, cards).
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusBrandHref } from '../../core/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { FocusBrandPageSchema, FocusBrandsSchema, FocusProductsSchema } from '../../core/schemas/focus.js';
import { daFocus } from '../../core/texts/da-focus.js';
import { catalogueScopeOf } from '../auth/scope.js';
import { buildCatalogueProducts } from '../catalogue/catalogue-build.js';
import { loadProductsInAssortment } from '../catalogue/search.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let kok: string;
let egebakken: string;
let slugs: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  [kok, egebakken] = await Promise.all([ctx.login('kok@kantinen.dk'), ctx.login('kok@egebakken.dk')]);
  slugs = (await ctx.db.select({ slug: t.focusBrands.slug }).from(t.focusBrands)).map((r) => r.slug);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

async function json(res: Response, status = 200): Promise<unknown> {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}

describe('seed (api-server/seed/offers-focus-seed.ts)', () => {
  it('has 3-4 focus brands whose slugs are the card link of their names, with products of Kantinen', async () => {
    const brands = await ctx.db.select().from(t.focusBrands);
    expect(brands.length).toBeGreaterThanOrEqual(3);
    expect(brands.length).toBeLessThanOrEqual(4);
    for (const b of brands) {
      expect(focusBrandHref(b.name)).toBe(`/vores-staerke-brands/${encodeURIComponent(b.slug)}`);
      expect(b.text.length).toBeGreaterThan(40);
      expect(b.logoUrl).toMatch(/^\/images\/brands\/.+\/logo\.svg$/);
    }
    const assigned = await ctx.db.select({ id: t.products.id }).from(t.products).where(isNotNull(t.products.focusBrand));
    expect(assigned.length).toBeGreaterThan(0);
  });
});

describe('§3 x.focusBrand on the wire', () => {
  it('the catalogue, the search and card readers carry {n, l} from focus_brands', async () => {
    const [row] = await ctx.db
      .select({ id: t.products.id, name: t.focusBrands.name, logo: t.focusBrands.logoUrl })
      .from(t.products)
      .innerJoin(t.focusBrands, eq(t.focusBrands.slug, t.products.focusBrand))
      .innerJoin(t.assortment, and(eq(t.assortment.productId, t.products.id), eq(t.assortment.departmentCode, '1001')))
      .limit(1);
    expect(row).toBeDefined();
    const [session] = await ctx.db.select().from(t.users).where(eq(t.users.email, 'kok@kantinen.dk'));
    const [department] = await ctx.db.select().from(t.departments).where(eq(t.departments.code, '1001'));
    const scope = catalogueScopeOf({ user: session!, department: department! } as never, ctx.clock.now(), {} as never);
    const catalogue = await buildCatalogueProducts(ctx.db, scope);
    expect(catalogue.find((p) => p.id === row!.id)?.focusBrand).toEqual({ name: row!.name, logo: row!.logo });
    expect(catalogue.filter((p) => p.focusBrand !== null).every((p) => p.focusBrand!.logo.startsWith('/images/brands/'))).toBe(true);
    const loaded = await loadProductsInAssortment(ctx.db, { ...scope, includeExpiry: false }, [row!.id]);
    expect(loaded.get(row!.id)?.focusBrand).toEqual({ name: row!.name, logo: row!.logo });

    const search = await json(await ctx.post('/api/product/search', { action: 'search', payload: { text: row!.id, activeFilters: [], filters: [], postingGroups: [], favoriteLists: [], sorting: 0, textMode: 0 }, skip: 0, take: 5 }, kok)) as { products: { i: string[]; x?: { focusBrand?: unknown } }[] };
    expect(search.products.find((p) => p.i[0] === row!.id)?.x?.focusBrand).toEqual({ n: row!.name, l: row!.logo });

    const byIds = await json(await ctx.get(`/api/product/getbyids?products=${row!.id}`, kok)) as Parameters<typeof decodeProduct>[0][];
    expect(decodeProduct(byIds[0]!).focusBrand).toEqual({ name: row!.name, logo: row!.logo });
  });
});

describe('GET /api/focusproducts/{priceGroup} (§7)', () => {
  const path = (pg: string) => `/api/focusproducts/${pg}`;

  it('needs a session', async () => {
    expect((await ctx.get(path('PG1'))).status).toBe(401);
  });

  it("answers the session's price group's focus products in its department's assortment, with id, unit and stock", async () => {
    const list = FocusProductsSchema.parse(await json(await ctx.get(path('PG1'), kok)));
    expect(list.length).toBeGreaterThan(0);
    const expected = await ctx.db
      .select({ productId: t.focusProducts.productId, unit: t.focusProducts.unit, stock: t.focusProducts.stock, focusProductId: t.focusProducts.focusProductId })
      .from(t.focusProducts)
      .innerJoin(t.assortment, and(eq(t.assortment.productId, t.focusProducts.productId), eq(t.assortment.departmentCode, '1001')))
      .where(eq(t.focusProducts.priceGroup, 'PG1'));
    expect(list.map((p) => p.productId).sort()).toEqual(expected.map((e) => e.productId).sort());
    for (const p of list) {
      const e = expected.find((x) => x.productId === p.productId)!;
      expect(p).toMatchObject({ unit: e.unit, stock: Number(e.stock), focusProductId: e.focusProductId });
      expect(p.name.length).toBeGreaterThan(0);
    }
    // The seed's demo focus product: 12 in a unit other than the product's default.
    expect(list.some((p) => p.stock === 12)).toBe(true);
  });

  it('a price group that is not the session\'s is 404 with a Danish message; a malformed one is 400', async () => {
    const foreign = await ctx.get(path('PG2'), kok);
    expect(await json(foreign, 404)).toEqual({ error: 'NotFound', message: daFocus.priceGroupNotFound });
    expect((await ctx.get(path('PG1'), egebakken)).status).toBe((await egebakkenGroup()) === 'PG1' ? 200 : 404);
    for (const bad of ['%00', 'a'.repeat(21), 'PG1%20OR%201', '%C3%A6%C3%B8']) {
      const res = await ctx.get(path(bad), kok);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[a-zæøå]/i);
    }
  });
});

async function egebakkenGroup(): Promise<string> {
  const [d] = await ctx.db.select({ pg: t.departments.priceGroup }).from(t.departments).where(eq(t.departments.code, '1004'));
  return d!.pg;
}

describe('§6 the shop setting off (config focusProducts false)', () => {
  it('answers an empty list, and the brand page\'s products carry no x.focus', async () => {
    const off = await createTestContext({ config: { focusProducts: false } });
    try {
      const cookie = await off.login('kok@kantinen.dk');
      expect(await json(await off.get('/api/focusproducts/PG1', cookie))).toEqual([]);
      for (const slug of slugs) {
        const page = FocusBrandPageSchema.parse(await json(await off.get(`/api/focusbrands/${encodeURIComponent(slug)}`, cookie)));
        expect(page.products!.every((p) => p.focus === null)).toBe(true);
      }
    } finally {
      await off.close();
    }
  }, 60_000);
});

describe('GET /api/focusbrands and /api/focusbrands/{slug}', () => {
  it('lists every brand; with a session the number of its products in the department', async () => {
    const anonymous = FocusBrandsSchema.parse(await json(await ctx.get('/api/focusbrands')));
    expect(anonymous.map((b) => b.slug).sort()).toEqual([...slugs].sort());
    expect(anonymous.every((b) => b.productCount === null && b.thumb.endsWith('/thumb.svg'))).toBe(true);
    const mine = FocusBrandsSchema.parse(await json(await ctx.get('/api/focusbrands', kok)));
    for (const b of mine) {
      const page = FocusBrandPageSchema.parse(await json(await ctx.get(`/api/focusbrands/${encodeURIComponent(b.slug)}`, kok)));
      expect(page.products!.length).toBe(b.productCount);
    }
    expect(mine.some((b) => (b.productCount ?? 0) > 0)).toBe(true);
  });

  it("a brand's page: its products in the session department's assortment, as cards with prices and x.focusBrand", async () => {
    const slug = slugs[0]!;
    const page = FocusBrandPageSchema.parse(await json(await ctx.get(`/api/focusbrands/${encodeURIComponent(slug)}`, kok)));
    expect(page.brand.slug).toBe(slug);
    const inDepartment = new Set((await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '1001'))).map((r) => r.id));
    expect(page.products!.length).toBeGreaterThan(0);
    for (const p of page.products!) {
      expect(inDepartment.has(p.id)).toBe(true);
      expect(p.focusBrand).toEqual({ name: page.brand.name, logo: page.brand.logo });
      expect(typeof p.priceOre).toBe('number');
    }
    // The seed's focus product is one of the first brand's, in its focus unit with 12 on stock.
    expect(page.products!.some((p) => p.focus?.stock === 12 && p.units.some((u) => u.code !== p.focus!.unit))).toBe(true);
  });

  it('without a session: the brand, no products (the page asks to log in)', async () => {
    const page = FocusBrandPageSchema.parse(await json(await ctx.get(`/api/focusbrands/${encodeURIComponent(slugs[0]!)}`)));
    expect(page.products).toBeNull();
    expect(page.brand.productCount).toBeNull();
  });

  it('an unknown slug is 404 in Danish; a malformed one 400', async () => {
    expect(await json(await ctx.get('/api/focusbrands/findes-ikke', kok), 404)).toEqual({ error: 'NotFound', message: daFocus.brandNotFound });
    expect((await ctx.get('/api/focusbrands/findes-ikke')).status).toBe(404);
    for (const bad of ['%00', 'a'.repeat(81), 'med%20mellemrum', '%25']) {
      expect((await ctx.get(`/api/focusbrands/${bad}`, kok)).status, bad).toBe(400);
    }
  });
});

describe('GET /images/brands/{slug}/logo.svg and thumb.svg', () => {
  it('draws the brand as SVG that can run nothing; unknown brands 404, other files 400', async () => {
    for (const kind of ['logo', 'thumb']) {
      const res = await ctx.get(`/images/brands/${encodeURIComponent(slugs[0]!)}/${kind}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
    expect((await ctx.get('/images/brands/findes-ikke/logo.svg')).status).toBe(404);
    const empty = await ctx.get('/images/brands//logo.svg');
    expect(empty.status).toBe(404);
    expect(await empty.json()).toEqual({ error: 'NotFound', message: daFocus.brandNotFound });
    expect((await ctx.get(`/images/brands/${encodeURIComponent(slugs[0]!)}/other.svg`)).status).toBe(400);
  });
});

describe('a slug with Danish letters (focusBrandHref percent-encodes it)', () => {
  it('finds the brand and its pictures through the encoded path', async () => {
    await ctx.db.insert(t.focusBrands).values({ slug: 'øllingegaard', name: 'Øllingegaard', logoUrl: '/images/brands/%C3%B8llingegaard/logo.svg', thumbUrl: '/images/brands/%C3%B8llingegaard/thumb.svg', text: 'Mejeriet.' });
    try {
      const href = focusBrandHref('Øllingegaard')!;
      expect(href).toBe('/vores-staerke-brands/%C3%B8llingegaard');
      const page = FocusBrandPageSchema.parse(await json(await ctx.get(`/api/focusbrands/${href.split('/').pop()}`, kok)));
      expect(page.brand.name).toBe('Øllingegaard');
      expect(page.products).toEqual([]);
      expect((await ctx.get('/images/brands/%C3%B8llingegaard/logo.svg')).status).toBe(200);
    } finally {
      await ctx.db.delete(t.focusBrands).where(eq(t.focusBrands.slug, 'øllingegaard'));
    }
  });
});
