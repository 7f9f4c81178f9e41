import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daValidation } from '../../core/texts/da-validation.js';
import { type SearchResult } from '../../core/index.js';
import { ProductWireSchema, SearchResultSchema, SearchSuggestionsSchema } from '../../core/schemas/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findCustomerNumber, findNotInAssortment, findOrderable, priceOf } from '../test-support/fixtures.js';

let ctx: TestContext;
let kok: string;
beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});

async function search(cookie: string, payload: Record<string, unknown>, paging: { skip?: number; take?: number } = {}): Promise<SearchResult> {
  const res = await ctx.post('/api/product/search', { payload, ...paging }, cookie);
  expect(res.status).toBe(200);
  return SearchResultSchema.parse(await res.json());
}

describe('POST /api/product/search', () => {
  it('finds Mejeri products for "mælk" (æ-aware, case-insensitive), every product valid wire format', async () => {
    const result = await search(kok, { text: 'MÆLK' }, { take: 100 });
    expect(result.total).toBeGreaterThan(3);
    // Name or brand (Naturmælk) contains the word.
    expect(result.products.every((p) => `${p.d} ${p.b}`.toLowerCase().includes('mælk'))).toBe(true);
    expect(result.products.filter((p) => p.d.toLowerCase().includes('mælk')).length).toBeGreaterThan(3);
    expect(result.products.some((p) => p.g_text === 'Mejeri')).toBe(true);
    for (const p of result.products) {
      expect(() => ProductWireSchema.parse(p)).not.toThrow();
      // Exactly one base unit (factor 1) and one default unit.
      expect(p.u.filter((u) => u.n === 1)).toHaveLength(1);
      expect(p.u.filter((u) => u.f)).toHaveLength(1);
      expect(Number.isInteger(p.p)).toBe(true);
    }
    // The folded spelling finds the same.
    expect((await search(kok, { text: 'maelk' })).total).toBe(result.total);
  });

  it('requires every word to match and ranks an exact id first', async () => {
    const some = await search(kok, { text: 'mælk' }, { take: 1 });
    const first = decodeProduct(some.products[0]!);
    const byId = await search(kok, { text: first.id });
    expect(byId.products[0]?.i[0]).toBe(first.id);

    const two = await search(kok, { text: `mælk ${first.brand}` }, { take: 100 });
    for (const p of two.products) expect(`${p.d} ${p.b} ${p.i.join(' ')}`.toLowerCase()).toMatch(/mælk/);
    expect(two.total).toBeLessThanOrEqual((await search(kok, { text: 'mælk' })).total);
  });

  it('finds a product by the department\'s customer product number and sends it as i[2]', async () => {
    const row = await findCustomerNumber(ctx.db, '2001');
    expect(row).not.toBeNull();
    const bc = await ctx.login('indkob@storkoekken.dk');
    const result = await search(bc, { text: row!.customerProductNumber! });
    expect(result.products[0]?.i).toEqual([row!.productId, expect.any(String), row!.customerProductNumber]);
  });

  it('filters by posting group', async () => {
    const all = await search(kok, { text: 'mælk' }, { take: 100 });
    const dairy = await search(kok, { text: 'mælk', postingGroups: ['10'] }, { take: 100 });
    expect(dairy.total).toBeGreaterThan(0);
    expect(dairy.products.every((p) => p.g === '10')).toBe(true);
    expect(dairy.total).toBeLessThanOrEqual(all.total);
    const groupOnly = await search(kok, { text: '', postingGroups: ['40'] }, { take: 100 });
    expect(groupOnly.total).toBeGreaterThan(0);
    expect(groupOnly.products.every((p) => p.g === '40')).toBe(true);
  });

  it('pages with skip/take (default take 30) without overlaps, sorted in Danish order within a rank', async () => {
    const page1 = await search(kok, { text: '' });
    expect(page1.products).toHaveLength(30);
    const page2 = await search(kok, { text: '' }, { skip: 30, take: 30 });
    expect(page2.skip).toBe(30);
    expect(page2.total).toBe(page1.total);
    const ids1 = new Set(page1.products.map((p) => p.i[0]));
    expect(page2.products.some((p) => ids1.has(p.i[0]))).toBe(false);
    const all = await search(kok, { text: '' }, { take: 100 });
    const names = all.products.map((p) => p.d);
    const collator = new Intl.Collator('da');
    const sorted = [...names].sort((a, b) => collator.compare(a.toLowerCase(), b.toLowerCase()));
    expect(names.map((n) => n.toLowerCase())).toEqual(sorted.map((n) => n.toLowerCase()));
    const beyond = await search(kok, { text: '' }, { skip: 100_000 });
    expect(beyond.products).toHaveLength(0);
  });

  it('never returns a product outside the department\'s assortment', async () => {
    const outside = await findNotInAssortment(ctx.db, '1001');
    const byId = await search(kok, { text: outside.id });
    expect(byId.products.map((p) => p.i[0])).not.toContain(outside.id);
    const all = await search(kok, { text: '' }, { take: 100, skip: 0 });
    let skip = 0;
    const seen = new Set<string>();
    while (skip < all.total) {
      const page = await search(kok, { text: '' }, { skip, take: 100 });
      for (const p of page.products) seen.add(p.i[0]!);
      skip += 100;
    }
    expect(seen.size).toBe(all.total);
    expect(seen.has(outside.id)).toBe(false);
  });

  it('sends p null when the user may not see prices', async () => {
    const cookie = await ctx.login('kok@udenpriser.dk');
    const result = await search(cookie, { text: 'mælk' });
    expect(result.total).toBeGreaterThan(0);
    expect(result.products.every((p) => p.p === null && p.p_ref === undefined)).toBe(true);
  });

  it('omits CO2e for hideCo2 users', async () => {
    const withCo2 = await search(kok, { text: 'mælk' });
    expect(withCo2.products.some((p) => typeof p.e === 'number')).toBe(true);
    const cookie = await ctx.login('kok@udenco2.dk');
    const result = await search(cookie, { text: 'mælk' });
    expect(result.products.every((p) => p.e === undefined)).toBe(true);
  });

  it('prices by the session department\'s price group', async () => {
    const product = await findOrderable(ctx.db, '1001', {});
    const inBoth = await findOrderable(ctx.db, '2001', {});
    const id = (await search(kok, { text: inBoth.id })).products.length > 0 ? inBoth.id : product.id;
    const bc = await ctx.login('indkob@storkoekken.dk');
    const a = (await search(kok, { text: id })).products.find((p) => p.i[0] === id);
    const b = (await search(bc, { text: id })).products.find((p) => p.i[0] === id);
    expect(a && b).toBeTruthy();
    const pg1 = await priceOf(ctx.db, id, 'PG1');
    const pg2 = await priceOf(ctx.db, id, 'PG2');
    // Either the list price or the offer price of each group.
    expect([pg1?.priceOre, pg1?.offerPriceOre]).toContain(a!.p);
    expect([pg2?.priceOre, pg2?.offerPriceOre]).toContain(b!.p);
    expect(a!.p).not.toBe(b!.p);
  });

  it('validates the command', async () => {
    const res = await ctx.post('/api/product/search', { payload: { text: 'x' }, take: 1000 }, kok);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'ValidationError' });
    const noPayload = await ctx.post('/api/product/search', {}, kok);
    expect(noPayload.status).toBe(400);
  });

  it('removes a NUL, another control character or a lone surrogate from the phrase and searches (issue 14 §1)', async () => {
    const plain = await search(kok, { text: 'mælk' });
    expect(plain.total).toBeGreaterThan(0);
    for (const text of ['mælk\u0000', '\u0000mælk', 'mælk\uD800', '\u0007mælk\u0000\uD800']) {
      expect(await search(kok, { text }), JSON.stringify(text)).toEqual(plain);
    }
  });

  it('refuses a NUL or a lone surrogate in the other texts of the command with 400 (issue 14 §1)', async () => {
    for (const bad of ['nul\u0000', 'lone\uD800']) {
      for (const body of [
        { payload: { text: 'mælk', postingGroups: [bad] } },
        { payload: { text: 'mælk', filters: [bad] } },
        { payload: { text: 'mælk', activeFilters: [bad] } },
        { payload: { text: 'mælk', favoriteLists: [bad] } },
        { action: bad, payload: { text: 'mælk' } },
      ]) {
        const res = await ctx.post('/api/product/search', body, kok);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(await res.json()).toMatchObject({ error: 'InvalidText', message: daValidation.textInvalidCharacters });
      }
    }
  });

  it('ignores a body that tries to pick the department or price group', async () => {
    const plain = await search(kok, { text: 'mælk' });
    const res = await ctx.post('/api/product/search', { payload: { text: 'mælk' }, department: '2001', priceGroup: 'PG2', customerNo: '600201' }, kok);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(plain);
  });
});

describe('POST /api/product/searchsuggestions', () => {
  it('suggests distinct terms with their group', async () => {
    const res = await ctx.post('/api/product/searchsuggestions?sug=m%C3%A6lk', undefined, kok);
    expect(res.status).toBe(200);
    const list = SearchSuggestionsSchema.parse(await res.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list.every((s) => s.searchTerm.includes('mælk'))).toBe(true);
    expect(list.some((s) => s.groupId === '10' && s.group === 'Mejeri')).toBe(true);
    const keys = list.map((s) => `${s.searchTerm}|${s.groupId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is not crowded out by one term: it offers as many different terms as the assortment has, up to 8', async () => {
    const all: SearchResult['products'] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await search(kok, { text: 'mælk' }, { skip, take: 100 });
      all.push(...page.products);
      if (all.length >= page.total) break;
    }
    const available = new Set(
      all.flatMap((p) => p.d.split(/\s+/).filter((w) => w.toLowerCase().includes('mælk')).map((w) => `${w.toLowerCase()}|${p.g}`)),
    );
    expect(available.size).toBeGreaterThan(2); // the seed has letmælk, minimælk, sødmælk, kærnemælk …
    const res = await ctx.post('/api/product/searchsuggestions?sug=m%C3%A6lk', undefined, kok);
    const list = SearchSuggestionsSchema.parse(await res.json());
    expect(list).toHaveLength(Math.min(8, available.size));
  });

  it('removes a NUL or a lone surrogate from the phrase and suggests (issue 14 §1)', async () => {
    const plain = await (await ctx.post('/api/product/searchsuggestions?sug=m%C3%A6lk', undefined, kok)).json();
    // %ED%A0%80 is the UTF-8 form of the lone surrogate U+D800: not UTF-8, so it never names a term.
    for (const q of ['m%C3%A6lk%00', '%00m%C3%A6lk', 'm%C3%A6lk%ED%A0%80']) {
      const res = await ctx.post(`/api/product/searchsuggestions?sug=${q}`, undefined, kok);
      expect(res.status, q).toBe(200);
      if (!q.includes('%ED')) expect(await res.json()).toEqual(plain);
    }
    // A phrase of nothing but control characters is blank (§5: suggestions need a phrase).
    const blank = await ctx.post('/api/product/searchsuggestions?sug=%00%00', undefined, kok);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: 'ValidationError', message: expect.stringMatching(/søgeforslag/) });
  });

  it('answers 400 with a Danish message for an empty or blank phrase', async () => {
    for (const q of ['', '?sug=', '?sug=%20%20']) {
      const res = await ctx.post(`/api/product/searchsuggestions${q}`, undefined, kok);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('ValidationError');
      expect(body.message).toMatch(/søgeforslag/);
    }
  });
});
