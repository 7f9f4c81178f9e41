// Favourite recipes (issue 17 §3; §7 POST/DELETE/GET /api/favoriterecipes) on the seeded database: per
// session user, newest first, idempotent add and remove, unknown recipes 404, bad input 400, and one
// user's calls never read or change another's favourites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavoriteRecipesSchema } from '../../core/schemas/recipes.js';
import { FIRST_RECIPE_ID } from '../seed/product-details-extras.js';
import { ChangeWatch } from '../test-support/db-fingerprint.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

const PATH = '/api/favoriterecipes';
const A = FIRST_RECIPE_ID;
const B = FIRST_RECIPE_ID + 7;
const C = FIRST_RECIPE_ID + 20;

let ctx: TestContext;
let kok: string;
let colleague: string;
let stranger: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [kok, colleague, stranger] = await Promise.all([
    ctx.login('kok@kantinen.dk'),
    ctx.login('souschef@kantinen.dk'),
    ctx.login('indkob@storkoekken.dk'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

async function ids(res: Response | Promise<Response>): Promise<number[]> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(200);
  return FavoriteRecipesSchema.parse(JSON.parse(text)).recipeIds;
}

async function refused(res: Response | Promise<Response>, status: number): Promise<{ error: string; message: string }> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  const body = JSON.parse(text) as { error: string; message: string };
  expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  return body;
}

const add = (id: unknown, cookie: string) => ctx.post(PATH, { RecipeId: id }, cookie);
const remove = (id: string | number, cookie: string) => ctx.send('DELETE', `${PATH}/${id}`, {}, cookie);

describe('/api/favoriterecipes', () => {
  it('needs a session', async () => {
    await refused(ctx.get(PATH), 401);
    await refused(add(A, ''), 401);
    await refused(remove(A, ''), 401);
  });

  it('adds, lists newest first, and removes; both idempotent', async () => {
    expect(await ids(ctx.get(PATH, kok))).toEqual([]);
    expect(await ids(add(A, kok))).toEqual([A]);
    expect(await ids(add(B, kok))).toEqual([B, A]);
    expect(await ids(add(C, kok))).toEqual([C, B, A]);
    // Again: no change, it keeps its place.
    expect(await ids(add(A, kok))).toEqual([C, B, A]);
    expect(await ids(ctx.get(PATH, kok))).toEqual([C, B, A]);
    expect(await ids(remove(B, kok))).toEqual([C, A]);
    expect(await ids(remove(B, kok))).toEqual([C, A]);
    expect(await ids(ctx.get(PATH, kok))).toEqual([C, A]);
  });

  it('404 for a recipe that does not exist, 400 for what cannot be a recipe id; nothing changes', async () => {
    const watch = await ChangeWatch.start(ctx.db);
    expect((await refused(add(999_999, kok), 404)).message).toBe('Opskriften findes ikke.');
    await refused(remove(999_999, kok), 404);
    for (const bad of [0, -1, 1.5, '4101', null, 2_147_483_648, 1e308]) await refused(add(bad, kok), 400);
    await refused(ctx.post(PATH, {}, kok), 400);
    await refused(ctx.post(PATH, { recipeId: A }, kok), 400);
    for (const bad of ['0', 'abc', '99999999999', '%00', '1.5']) await refused(remove(bad, kok), 400);
    const malformed = await ctx.app.request(PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: kok }, body: '{"RecipeId":' });
    await refused(malformed, 400);
    expect(await watch.check()).toEqual([]);
  });

  it("keeps each user's favourites their own: a colleague and another customer's user neither see nor change them", async () => {
    const before = await ids(ctx.get(PATH, kok));
    expect(before.length).toBeGreaterThan(0);
    expect(await ids(ctx.get(PATH, colleague))).toEqual([]);
    expect(await ids(ctx.get(PATH, stranger))).toEqual([]);
    // Removing the owner's favourite as someone else removes nothing of the owner's.
    for (const other of [colleague, stranger]) expect(await ids(remove(before[0]!, other))).toEqual([]);
    // Their own marks stay theirs.
    expect(await ids(add(B, stranger))).toEqual([B]);
    expect(await ids(ctx.get(PATH, kok))).toEqual(before);
    expect(await ids(ctx.get(PATH, colleague))).toEqual([]);
    expect(await ids(remove(B, stranger))).toEqual([]);
  });
});
