// Issue 23 §2: the worker (core/search) and the server (POST /api/product/search, suggestions) fold
// Danish the same way, with core's one folding function. Before, the server folded ø to 'oe' and the
// worker to 'o': "smor" found smør in the browser but nothing through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SearchResultSchema, SearchSuggestionsSchema } from '../../core/schemas/index.js';
import { buildSearchIndex, type SearchDoc, type SearchIndex } from '../../core/search/engine.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let kok: string;
let worker: SearchIndex;
let docs: SearchDoc[];

beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
  // kok@kantinen.dk's department (1001): the assortment the worker's catalogue holds for that user.
  const rows = await ctx.db
    .select({ id: t.products.id, name: t.products.name, brand: t.products.brand, groupId: t.products.postingGroupId, group: t.postingGroups.name, customer: t.assortment.customerProductNumber })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .innerJoin(t.postingGroups, eq(t.postingGroups.id, t.products.postingGroupId))
    .where(and(eq(t.assortment.departmentCode, '1001')));
  docs = rows.map((r) => ({ productId: r.id, customerProductNumber: r.customer ?? '', name: r.name, brand: r.brand, group: r.group, groupId: r.groupId }));
  worker = buildSearchIndex(docs);
});
afterAll(async () => {
  await ctx?.close();
});

async function serverIds(text: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let skip = 0; ; skip += 100) {
    const res = await ctx.post('/api/product/search', { payload: { text }, skip, take: 100 }, kok);
    expect(res.status).toBe(200);
    const page = SearchResultSchema.parse(await res.json());
    for (const p of page.products) ids.add(p.i[0]!);
    if (page.products.length < 100) return ids;
  }
}

const workerIds = (text: string) => new Set(worker.search(text).map((hit) => docs[hit.doc]!.productId));

// The three ways kitchens type a Danish letter (core/search/normalize.ts): the letter, the digraph,
// the letter dropped.
const SPELLINGS: readonly (readonly string[])[] = [
  ['smør', 'smoer', 'smor', 'SMØR'],
  ['fløde', 'floede', 'flode'],
  ['hvidløg', 'hvidloeg', 'hvidlog'],
  ['æbler', 'aebler', 'Æbler'],
  ['blomkål', 'blomkaal', 'blomkal'],
  ['oksekød', 'oksekoed', 'oksekod'],
];

describe('one Danish folding for the worker and the server (issue 23 §2)', () => {
  it.each(SPELLINGS.map((s) => [s[0]!, s]))('every spelling of "%s" finds the same products on the server', async (_, spellings) => {
    const [first, ...rest] = spellings;
    const expected = await serverIds(first!);
    expect(expected.size).toBeGreaterThan(0);
    for (const text of rest) expect([...(await serverIds(text))].sort(), text).toEqual([...expected].sort());
  });

  it.each(SPELLINGS.map((s) => [s[0]!, s]))('the server finds for "%s" what the worker finds, in every spelling', async (_, spellings) => {
    for (const text of spellings) {
      const inWorker = workerIds(text);
      // The worker also forgives a typo, so it may find more; everything the server finds it finds too.
      for (const id of await serverIds(text)) expect(inWorker.has(id), `${text}: ${id}`).toBe(true);
      expect(inWorker).toEqual(workerIds(spellings[0]!));
    }
  });

  it('suggestions fold the same way', async () => {
    const texts = async (sug: string) => {
      const res = await ctx.post(`/api/product/searchsuggestions?sug=${encodeURIComponent(sug)}`, {}, kok);
      expect(res.status).toBe(200);
      return SearchSuggestionsSchema.parse(await res.json());
    };
    const expected = await texts('smør');
    expect(expected.length).toBeGreaterThan(0);
    expect(await texts('smor')).toEqual(expected);
    expect(await texts('smoer')).toEqual(expected);
  });
});
