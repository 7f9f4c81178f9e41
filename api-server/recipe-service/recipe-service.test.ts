// The recipe service (issue 17 §3) through the shop's app (mounted at /recipe-service/) against the seeded
// database, and standalone for CORS: every call, its bad input (400, never 500) and unknown ids (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../core/schemas/z.js';
import {
  MAX_RECIPE_IDS,
  RECIPE_PAGE_SIZE,
  RecipePageSchema,
  RecipeSchema,
  RecipeTagCategorySchema,
  RecipeTagSchema,
  type RecipePage,
} from '../../core/schemas/recipes.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { FIRST_RECIPE_ID } from '../seed/product-details-extras.js';
import { RECIPES_DATA } from '../seed/recipes-data.js';
import { createApp } from '../app.js';
import { createRecipeService } from './app.js';
import { QUICK_MINUTES } from './queries.js';

const BASE = '/recipe-service';
const TOTAL = RECIPES_DATA.length;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function page(path: string): Promise<RecipePage> {
  const res = await ctx.get(`${BASE}${path}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return RecipePageSchema.parse(JSON.parse(text));
}

async function refused(res: Response | Promise<Response>, status: number, message?: RegExp): Promise<void> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  const body = JSON.parse(text) as { error: string; message: string };
  expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  if (message) expect(body.message).toMatch(message);
}

const post = (path: string, body: unknown) => ctx.post(`${BASE}${path}`, body);

describe('GET recipes/?page&pageSize', () => {
  it('pages every recipe, 20 by default, newest first, with card fields and a picture each', async () => {
    const first = await page('/recipes/');
    expect(first).toMatchObject({ page: 1, pageSize: RECIPE_PAGE_SIZE, total: TOTAL });
    expect(first.items).toHaveLength(RECIPE_PAGE_SIZE);
    const all = [...first.items, ...(await page('/recipes/?page=2')).items, ...(await page('/recipes/?page=3')).items];
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all.map((r) => r.id)).size).toBe(TOTAL);
    const dates = all.map((r) => r.updated);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of all) {
      expect(r.image).toBe(`${BASE}/images/${r.id}.svg`);
      expect(r.tags.length).toBeGreaterThanOrEqual(3);
      expect(r.description).not.toBe('');
    }
    expect((await page('/recipes/?page=4')).items).toEqual([]);
    expect((await page('/recipes?pageSize=5&page=2')).items).toHaveLength(5);
  });

  it('keeps issue 4 recipes: ids from 4101 with their names and slugs', async () => {
    const r = RecipeSchema.parse(await (await ctx.get(`${BASE}/recipes/${FIRST_RECIPE_ID + 1}`)).json());
    expect(r).toMatchObject({ name: 'Stegt flæsk med persillesovs', urlName: 'stegt-flaesk-med-persillesovs' });
  });

  it('refuses bad paging with a message naming the field', async () => {
    for (const q of ['page=0', 'page=-1', 'page=abc', 'page=99999999999999999999', 'page=1.5', 'page=']) {
      await refused(ctx.get(`${BASE}/recipes/?${q}`), 400, /page/);
    }
    for (const q of ['pageSize=0', 'pageSize=101', 'pageSize=999', 'pageSize=1e3', 'pageSize=9999999999999']) {
      await refused(ctx.get(`${BASE}/recipes/?${q}`), 400, /pageSize.*100/);
    }
  });
});

describe('GET recipes/?query&tags&recipeFilter', () => {
  it('searches name, description, tags and ingredient texts, Danish-friendly', async () => {
    const names = async (q: string) => (await page(`/recipes/?pageSize=100&query=${encodeURIComponent(q)}`)).items.map((r) => r.name);
    expect(await names('FLÆSK')).toEqual(expect.arrayContaining(['Stegt flæsk med persillesovs', 'Æbleflæsk']));
    // æøå typed without the letters: 'flaesk', 'smor' (Smør in the ingredient lines).
    expect(await names('flaesk')).toEqual(await names('flæsk'));
    expect(await names('hakkebof')).toEqual(['Hakkebøf med bløde løg']);
    // Compounds: 'suppe' finds the soups by name; the tag 'Suppe' too.
    expect((await names('suppe')).length).toBeGreaterThanOrEqual(5);
    // Description only: 'plejehjemmets' is in Torsk i sennepssauce's description.
    expect(await names('plejehjemmets')).toEqual(['Torsk i sennepssauce']);
    // Ingredient text only: 'kammerjunkere' is a line of Koldskål; 'Grødris' of Risalamande.
    expect(await names('grødris')).toEqual(['Risalamande']);
    // Tag name: 'vegansk'.
    expect((await names('vegansk')).length).toBeGreaterThanOrEqual(4);
    // Every word must match.
    expect(await names('laks spinat')).toEqual(expect.arrayContaining(['Ovnbagt laks med spinat']));
    expect(await names('laks risalamande')).toEqual([]);
    expect(await names('zzzqqq')).toEqual([]);
    // Signs and wildcards are no pattern.
    expect(await names('%')).toHaveLength(TOTAL);
    expect(await names('_')).toHaveLength(TOTAL);
  });

  it('filters by tags (every tag), sponsored and quick, with paging over the result', async () => {
    const soups = await page('/recipes/?pageSize=100&tags=106');
    expect(soups.total).toBeGreaterThanOrEqual(5);
    for (const r of soups.items) expect(r.tags.map((t) => t.id)).toContain(106);
    const veganSoups = await page('/recipes/?pageSize=100&tags=106,302');
    expect(veganSoups.total).toBeGreaterThan(0);
    expect(veganSoups.total).toBeLessThan(soups.total);
    for (const r of veganSoups.items) expect(r.tags.map((t) => t.id)).toEqual(expect.arrayContaining([106, 302]));
    expect((await page('/recipes/?tags=106,106')).total).toBe(soups.total);
    expect((await page('/recipes/?tags=999999')).total).toBe(0);
    const paged = await page('/recipes/?pageSize=2&page=2&tags=106');
    expect(paged.items.map((r) => r.id)).toEqual(soups.items.slice(2, 4).map((r) => r.id));

    const sponsored = await page('/recipes/?pageSize=100&recipeFilter=sponsored');
    expect(sponsored.total).toBe(RECIPES_DATA.filter((r) => r.sponsored).length);
    expect(sponsored.items.every((r) => r.sponsored)).toBe(true);
    const quick = await page('/recipes/?pageSize=100&recipeFilter=quick');
    expect(quick.total).toBe(RECIPES_DATA.filter((r) => r.prepMinutes <= QUICK_MINUTES).length);
    expect(quick.items.every((r) => r.prepMinutes !== null && r.prepMinutes <= QUICK_MINUTES)).toBe(true);
    const quickSoups = await page('/recipes/?pageSize=100&recipeFilter=quick&tags=106&query=tomat');
    expect(quickSoups.items.map((r) => r.name)).toEqual(['Tomatsuppe med basilikum']);
  });

  it('refuses bad tags lists, filters and queries (never 500: NUL, huge numbers)', async () => {
    const tooMany = Array.from({ length: 21 }, (_, i) => 101 + i).join(',');
    for (const q of ['tags=', 'tags=abc', 'tags=1,,2', 'tags=0', 'tags=-1', 'tags=1,', 'tags=99999999999', `tags=${tooMany}`, 'tags=1%002']) {
      await refused(ctx.get(`${BASE}/recipes/?${q}`), 400, /[Tt]ags/);
    }
    await refused(ctx.get(`${BASE}/recipes/?recipeFilter=cheap`), 400, /recipeFilter/);
    await refused(ctx.get(`${BASE}/recipes/?query=${'a'.repeat(101)}`), 400, /Søgeteksten/);
    // A NUL or a control character in the text is dropped, not sent to the database.
    expect((await page('/recipes/?query=fl%00%C3%A6sk')).total).toBeGreaterThanOrEqual(0);
    expect((await page('/recipes/?query=%01%02')).total).toBe(TOTAL);
  });
});

describe('GET recipes/{id}', () => {
  it('answers the recipe with steps and ingredient lines per cover, some linked to products', async () => {
    const r = RecipeSchema.parse(await (await ctx.get(`${BASE}/recipes/${FIRST_RECIPE_ID}`)).json());
    expect(r.name).toBe('Frikadeller med kartofler og brun sovs');
    expect(r.steps.length).toBeGreaterThan(2);
    expect(r.ingredients.map((l) => l.lineNo)).toEqual(r.ingredients.map((_, i) => i + 1));
    expect(r.ingredients.find((l) => l.text === 'Salt')).toMatchObject({ productId: null, measure: 'KG' });
    expect(r.ingredients.some((l) => l.productId !== null)).toBe(true);
    expect(r.ingredients.every((l) => l.amountPerCover > 0)).toBe(true);
  });

  it('404 for an unknown id, 400 for one that cannot be an id', async () => {
    await refused(ctx.get(`${BASE}/recipes/999999`), 404, /Opskriften findes ikke/);
    await refused(ctx.get(`${BASE}/recipes/1`), 404);
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999', '%00', '4101%00']) {
      await refused(ctx.get(`${BASE}/recipes/${id}`), 400, /Id/);
    }
  });
});

describe('GET recipes/random?pageSize&sponsored', () => {
  it('answers random recipes, only sponsored ones when asked, and is not cached', async () => {
    const res = await ctx.get(`${BASE}/recipes/random?pageSize=3`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const any = RecipePageSchema.parse(await res.json());
    expect(any).toMatchObject({ page: 1, pageSize: 3, total: TOTAL });
    expect(any.items).toHaveLength(3);
    const sponsoredCount = RECIPES_DATA.filter((r) => r.sponsored).length;
    const sponsored = await page(`/recipes/random?pageSize=10&sponsored=true`);
    expect(sponsored.total).toBe(sponsoredCount);
    expect(sponsored.items).toHaveLength(sponsoredCount);
    expect(sponsored.items.every((r) => r.sponsored)).toBe(true);
    expect((await page('/recipes/random?sponsored=false')).items).toHaveLength(RECIPE_PAGE_SIZE);
    // Random: a few draws of 5 from 48 do not all come out alike.
    const draws = new Set<string>();
    for (let i = 0; i < 5; i++) draws.add((await page('/recipes/random?pageSize=5')).items.map((r) => r.id).join(','));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('refuses bad input', async () => {
    await refused(ctx.get(`${BASE}/recipes/random?sponsored=yes`), 400, /sponsored/);
    await refused(ctx.get(`${BASE}/recipes/random?pageSize=0`), 400, /pageSize/);
    await refused(ctx.get(`${BASE}/recipes/random?pageSize=500`), 400, /pageSize/);
  });
});

describe('POST recipes/getbyids', () => {
  it('answers in the order given, unknown and repeated ids left out, paged', async () => {
    const ids = [FIRST_RECIPE_ID + 5, 999_999, FIRST_RECIPE_ID, FIRST_RECIPE_ID + 30, FIRST_RECIPE_ID + 5, FIRST_RECIPE_ID + 2];
    const res = await post('/recipes/getbyids', { ids });
    expect(res.status).toBe(200);
    const all = RecipePageSchema.parse(await res.json());
    expect(all.items.map((r) => r.id)).toEqual([FIRST_RECIPE_ID + 5, FIRST_RECIPE_ID, FIRST_RECIPE_ID + 30, FIRST_RECIPE_ID + 2]);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: RECIPE_PAGE_SIZE });
    const second = RecipePageSchema.parse(await (await post('/recipes/getbyids', { ids, page: 2, pageSize: 2 })).json());
    expect(second.items.map((r) => r.id)).toEqual([FIRST_RECIPE_ID + 30, FIRST_RECIPE_ID + 2]);
    const none = RecipePageSchema.parse(await (await post('/recipes/getbyids', { ids: [] })).json());
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad bodies with a 400 naming the field (never 500)', async () => {
    const tooMany = Array.from({ length: MAX_RECIPE_IDS + 1 }, (_, i) => i + 1);
    for (const body of [{}, { ids: 'a' }, { ids: [0] }, { ids: [-1] }, { ids: [1.5] }, { ids: [2_147_483_648] }, { ids: ['4101'] }, { ids: tooMany }, { ids: [4101], page: 0 }, { ids: [4101], pageSize: 101 }, { ids: [4101], page: 1e12 }, [4101]]) {
      const res = await post('/recipes/getbyids', body);
      const text = await res.text();
      expect(res.status, `${JSON.stringify(body).slice(0, 60)}: ${text}`).toBe(400);
    }
    await refused(post('/recipes/getbyids', { ids: [0] }), 400, /ids/);
    const malformed = await ctx.app.request(`${BASE}/recipes/getbyids`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"ids": [41' });
    await refused(malformed, 400);
    const form = await ctx.app.request(`${BASE}/recipes/getbyids`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'ids=4101' });
    await refused(form, 415);
    const huge = await ctx.app.request(`${BASE}/recipes/getbyids`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids: [1], pad: 'x'.repeat(40_000) }) });
    await refused(huge, 413);
  });
});

describe('GET tagCategories, tagCategories/{id}, tags, tags/{categoryId}', () => {
  it('answers the categories Ret, Sæson and Kost with their tags, and each alone', async () => {
    const categories = z.array(RecipeTagCategorySchema).parse(await (await ctx.get(`${BASE}/tagCategories`)).json());
    expect(categories.map((c) => c.name)).toEqual(['Ret', 'Sæson', 'Kost']);
    expect(categories[1]!.tags.map((t) => t.name)).toEqual(['Forår', 'Sommer', 'Efterår', 'Vinter', 'Jul']);
    const kost = RecipeTagCategorySchema.parse(await (await ctx.get(`${BASE}/tagCategories/${categories[2]!.id}`)).json());
    expect(kost).toEqual(categories[2]);
    const tags = z.array(RecipeTagSchema).parse(await (await ctx.get(`${BASE}/tags`)).json());
    expect(tags).toEqual(categories.flatMap((c) => c.tags));
    const ret = z.array(RecipeTagSchema).parse(await (await ctx.get(`${BASE}/tags/${categories[0]!.id}`)).json());
    expect(ret.map((t) => t.name)).toContain('Hovedret');
  });

  it('404 for an unknown category, 400 for one that cannot be an id', async () => {
    await refused(ctx.get(`${BASE}/tagCategories/99`), 404, /Kategorien/);
    await refused(ctx.get(`${BASE}/tags/99`), 404, /Kategorien/);
    for (const id of ['0', 'x', '99999999999', '%00']) {
      await refused(ctx.get(`${BASE}/tagCategories/${id}`), 400);
      await refused(ctx.get(`${BASE}/tags/${id}`), 400);
    }
    await refused(ctx.get(`${BASE}/nothing-here`), 404);
  });
});

describe('images/{id}.svg', () => {
  it('answers a deterministic, script-free SVG per recipe, 404 otherwise', async () => {
    const res = await ctx.get(`${BASE}/images/${FIRST_RECIPE_ID}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('<title>Frikadeller med kartofler og brun sovs</title>');
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    expect(await (await ctx.get(`${BASE}/images/${FIRST_RECIPE_ID}.svg`)).text()).toBe(svg);
    await refused(ctx.get(`${BASE}/images/999999.svg`), 404);
    await refused(ctx.get(`${BASE}/images/4101.png`), 404);
    await refused(ctx.get(`${BASE}/images/..%2F4101.svg`), 404);
  });
});

describe('HTTP: cache headers, no cookies, CORS', () => {
  it('public content: short max-age with an ETag that answers 304; no cookie', async () => {
    const res = await ctx.get(`${BASE}/recipes/?pageSize=3`);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await ctx.app.request(`${BASE}/recipes/?pageSize=3`, { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    const bad = await ctx.get(`${BASE}/recipes/?page=0`);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });

  it('mounted in the shop with no PUBLIC_ORIGIN: no CORS header for any origin', async () => {
    const res = await ctx.app.request(`${BASE}/tags`, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('standalone: the allowed origin gets the header (no credentials), another origin does not', async () => {
    const service = createRecipeService({ db: ctx.db, allowedOrigins: ['https://shop.example.dk'], publicBase: 'https://recipes.example.dk' });
    const allowed = await service.request('/tags', { headers: { Origin: 'https://shop.example.dk' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.dk');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    const other = await service.request('/tags', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // The preflight of getbyids (JSON and X-Culture).
    const preflight = await service.request('/recipes/getbyids', {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example.dk', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-culture' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example.dk');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-culture');
    const foreignPreflight = await service.request('/recipes/getbyids', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
    // Its pictures are named under its own public address.
    const list = RecipePageSchema.parse(await (await service.request('/recipes/?pageSize=1')).json());
    expect(list.items[0]!.image).toBe(`https://recipes.example.dk/images/${list.items[0]!.id}.svg`);
  });
});

describe('RECIPE_SERVICE_URL (the service elsewhere)', () => {
  it('the shop mounts no service, its pages tell the loader where it is, and the CSP allows that origin', async () => {
    const elsewhere = createApp({
      db: ctx.db,
      clock: ctx.clock,
      config: { recipeServiceUrl: 'http://localhost:3001', staticDirs: { site: 'examples/site' }, logError: () => undefined },
    });
    expect((await elsewhere.request(`${BASE}/tags`)).status).toBe(404);
    const pageRes = await elsewhere.request('/inspiration/opskrifter');
    expect(pageRes.status).toBe(200);
    expect(await pageRes.text()).toMatch(/<script type="module" src="\/widgets\/shop-widgets.js" data-recipe-service-url="http:\/\/localhost:3001"/);
    const csp = pageRes.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:3001/);
    expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:3001/);

    // Mounted (the default): the page names no service and the CSP stays 'self'.
    const mounted = createApp({ db: ctx.db, clock: ctx.clock, config: { staticDirs: { site: 'examples/site' }, logError: () => undefined } });
    const plain = await mounted.request('/inspiration/opskrifter');
    expect(await plain.text()).not.toContain('data-recipe-service-url');
    expect(plain.headers.get('content-security-policy')).toMatch(/connect-src 'self';/);

    // With PUBLIC_ORIGIN: CORS for it, and absolute picture URLs (a CMS on another origin shows them).
    const public_ = createApp({ db: ctx.db, clock: ctx.clock, config: { publicOrigin: 'https://shop.example.dk', logError: () => undefined } });
    const res = await public_.request(`${BASE}/recipes/?pageSize=1`, { headers: { Origin: 'https://shop.example.dk' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example.dk');
    const first = RecipePageSchema.parse(await res.json()).items[0]!;
    expect(first.image).toBe(`https://shop.example.dk${BASE}/images/${first.id}.svg`);
  });
});
