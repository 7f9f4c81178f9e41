// GET /api/favoritelists/{id}/allergens (issue 20 point 2) on the seeded database: a list of
// kok@kantinen.dk with products with and without food info, in the list's order, as JSON and as the
// Danish-Excel CSV; who may see it (the favourite list's visibility rule) and bad ids.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllergenMatrixSchema, type AllergenMatrix } from '../../core/schemas/allergen-matrix.js';
import { FavoriteListSchema } from '../../core/schemas/favorite-list.js';
import { ALLERGEN_CODES } from '../../core/schemas/food-info.js';
import { daProductDetails } from '../../core/texts/da-product-details.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { TEST_NOW } from '../test-support/test-db.js';

let ctx: TestContext;
let kok: string;
let souschef: string;
let stranger: string;
/** The products put on the list, in the list's order (sort order descending by id, so not id order). */
let listed: { id: string; name: string; declared: boolean }[];
let listId: number;
let privateListId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  [kok, souschef, stranger] = await Promise.all([ctx.login('kok@kantinen.dk'), ctx.login('souschef@kantinen.dk'), ctx.login('indkob@storkoekken.dk')]);
  const inAssortment = sql`exists (select 1 from ${t.assortment} where ${t.assortment.productId} = ${t.products.id} and ${t.assortment.departmentCode} = '1001')`;
  const declared = await ctx.db
    .select({ id: t.products.id, name: t.products.name })
    .from(t.products)
    .innerJoin(t.foodInfo, eq(t.foodInfo.productId, t.products.id))
    .where(and(inAssortment, sql`exists (select 1 from ${t.foodAllergens} where ${t.foodAllergens.productId} = ${t.products.id})`))
    .orderBy(asc(t.products.id))
    .limit(3);
  const undeclared = await ctx.db
    .select({ id: t.products.id, name: t.products.name })
    .from(t.products)
    .leftJoin(t.foodInfo, eq(t.foodInfo.productId, t.products.id))
    .where(and(inAssortment, isNull(t.foodInfo.productId)))
    .orderBy(asc(t.products.id))
    .limit(2);
  expect(declared).toHaveLength(3);
  expect(undeclared).toHaveLength(2);
  // Interleaved, and sort orders that differ from the id order.
  listed = [declared[2]!, undeclared[0]!, declared[0]!, undeclared[1]!, declared[1]!].map((p) => ({ ...p, declared: declared.includes(p) }));

  const created = FavoriteListSchema.parse(await (await ctx.post('/api/favoritelists', { listName: 'Frokost – æg & nødder', shared: true }, kok)).json());
  listId = created.i;
  await ctx.db.insert(t.favoriteListItems).values(listed.map((p, i) => ({ listId, productId: p.id, sortOrder: i + 1 })));
  privateListId = FavoriteListSchema.parse(await (await ctx.post('/api/favoritelists', { listName: 'Privat', shared: false }, kok)).json()).i;
});
afterAll(async () => {
  await ctx?.close();
});

const path = (id: number | string, query = '') => `/api/favoritelists/${id}/allergens${query}`;

async function matrixOf(id: number, cookie: string): Promise<AllergenMatrix> {
  const res = await ctx.get(path(id), cookie);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return AllergenMatrixSchema.parse(JSON.parse(text));
}

describe('GET /api/favoritelists/{id}/allergens (issue 20 point 2)', () => {
  it('answers one row per product in the list order, with all 14 allergens from food_allergens', async () => {
    const matrix = await matrixOf(listId, kok);
    expect(matrix.list).toEqual({ id: listId, name: 'Frokost – æg & nødder' });
    expect(matrix.generatedAt).toBe(new Date(TEST_NOW).toISOString());
    expect(matrix.rows.map((r) => r.productId)).toEqual(listed.map((p) => p.id));

    const declaredIds = listed.filter((p) => p.declared).map((p) => p.id);
    const allergenRows = await ctx.db.select().from(t.foodAllergens).where(inArray(t.foodAllergens.productId, declaredIds));
    const versions = new Map((await ctx.db.select().from(t.foodInfo).where(inArray(t.foodInfo.productId, declaredIds))).map((f) => [f.productId, f.version]));
    for (const [i, row] of matrix.rows.entries()) {
      const p = listed[i]!;
      expect(row.name).toBe(p.name);
      if (!p.declared) {
        expect(row).toMatchObject({ foodInfoVersion: null, allergens: null });
        continue;
      }
      expect(row.foodInfoVersion).toBe(versions.get(p.id));
      expect(Object.keys(row.allergens!)).toEqual([...ALLERGEN_CODES]);
      for (const code of ALLERGEN_CODES) {
        const stored = allergenRows.find((a) => a.productId === p.id && a.allergen === code);
        expect(row.allergens![code], `${p.id} ${code}`).toBe(stored?.presence ?? 'absent');
      }
    }
    // The seed gives these products at least one declared allergen each: the test compares real marks.
    expect(matrix.rows.filter((r) => r.allergens && Object.values(r.allergens).some((v) => v !== 'absent'))).toHaveLength(3);
  });

  it('a colleague sees a shared list; a private list and another customer\'s list answer 404 with nothing more', async () => {
    expect((await matrixOf(listId, souschef)).rows).toHaveLength(listed.length);
    for (const [id, cookie] of [[privateListId, souschef], [listId, stranger], [privateListId, stranger]] as const) {
      const res = await ctx.get(path(id), cookie);
      expect(res.status).toBe(404);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['error', 'message']);
      expect(body.error).toBe('NotFound');
    }
    // The CSV tells no more than the JSON.
    expect((await ctx.get(path(listId, '?format=csv'), stranger)).status).toBe(404);
  });

  it('an unknown id is 404, a malformed id or format 400, no session 401', async () => {
    expect((await ctx.get(path(2_000_000_000), kok)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expect((await ctx.get(path(bad), kok)).status, bad).toBe(400);
    expect((await ctx.get(path(listId, '?format=xlsx'), kok)).status).toBe(400);
    expect((await ctx.get(path(listId))).status).toBe(401);
  });

  it('an empty list answers no rows', async () => {
    const matrix = await matrixOf(privateListId, kok);
    expect(matrix).toMatchObject({ list: { id: privateListId, name: 'Privat' }, rows: [] });
  });

  it('?format=csv: UTF-8 with a BOM, `;`, CRLF, a Danish header, "Indeholder"/"Kan indeholde"/"" and "Ingen varedata"', async () => {
    const res = await ctx.get(path(listId, '?format=csv'), kok);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="allergener-frokost-aeg-noedder-${TEST_NOW.slice(0, 10)}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const records = lines.slice(0, -1).map((l) => l.split(';'));
    expect(records[0]).toEqual(['Varenr.', 'Vare', 'Mærke', 'Varedataversion', ...ALLERGEN_CODES.map((c) => daProductDetails.allergenNames[c])]);
    expect(records).toHaveLength(listed.length + 1);

    const matrix = await matrixOf(listId, kok);
    const word = { contains: 'Indeholder', mayContain: 'Kan indeholde', absent: '' } as const;
    for (const [i, row] of matrix.rows.entries()) {
      const record = records[i + 1]!;
      expect(record[0]).toBe(row.productId);
      expect(record[3]).toBe(row.foodInfoVersion === null ? '' : String(row.foodInfoVersion));
      expect(record.slice(4)).toEqual(ALLERGEN_CODES.map((c) => (row.allergens ? word[row.allergens[c]] : 'Ingen varedata')));
    }
  });

  it('quotes a field that holds the separator or a quote', async () => {
    const id = FavoriteListSchema.parse(await (await ctx.post('/api/favoritelists', { listName: 'Salat; "grøn"', shared: false }, kok)).json()).i;
    const [product] = await ctx.db.update(t.products).set({ brand: 'Mærke; "A"' }).where(eq(t.products.id, listed[0]!.id)).returning({ id: t.products.id });
    await ctx.db.insert(t.favoriteListItems).values({ listId: id, productId: product!.id });
    const res = await ctx.get(path(id, '?format=csv'), kok);
    expect(res.headers.get('content-disposition')).toContain('filename="allergener-salat-groen-');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[1]).toContain(';"Mærke; ""A""";');
  });
});
