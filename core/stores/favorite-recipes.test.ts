import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $toasts, clearToasts } from './toasts.js';
import { $favoriteRecipes, ensureFavoriteRecipes, resetFavoriteRecipes, setFavoriteRecipesFixture, toggleFavoriteRecipe } from './favorite-recipes.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let server: number[];
let fail: boolean;
let calls: string[];

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetFavoriteRecipes();
  clearToasts();
  server = [5];
  fail = false;
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/eventlog') return json({});
    calls.push(`${method} ${url.pathname}`);
    if (fail && method !== 'GET') return json({ error: 'ServerError', message: 'x' }, 500);
    if (method === 'POST') server = [(JSON.parse(String(init!.body)) as { RecipeId: number }).RecipeId, ...server];
    if (method === 'DELETE') server = server.filter((id) => id !== Number(url.pathname.split('/').pop()));
    return json({ recipeIds: server });
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('favourite recipes (issue 17 §3)', () => {
  it('loads once per session; a visitor loads nothing', async () => {
    await Promise.all([ensureFavoriteRecipes(), ensureFavoriteRecipes()]);
    await ensureFavoriteRecipes();
    expect($favoriteRecipes.get()).toMatchObject({ status: 'ready', ids: [5] });
    expect(calls).toEqual(['GET /api/favoriterecipes']);
    $sessionState.set('anonymous');
    expect($favoriteRecipes.get()).toMatchObject({ status: 'idle', ids: [] });
    await ensureFavoriteRecipes();
    expect(calls).toHaveLength(1);
  });

  it('marks and unmarks at once, and takes the server\'s list after', async () => {
    setFavoriteRecipesFixture([5]);
    const adding = toggleFavoriteRecipe({ id: 9, name: 'Laks' });
    expect($favoriteRecipes.get()).toMatchObject({ ids: [9, 5], pending: [9] });
    void toggleFavoriteRecipe({ id: 9, name: 'Laks' }); // a double click is one toggle
    await adding;
    expect($favoriteRecipes.get()).toMatchObject({ ids: [9, 5], pending: [] });
    await toggleFavoriteRecipe({ id: 5, name: 'Frikadeller' });
    expect($favoriteRecipes.get().ids).toEqual([9]);
    expect(calls).toEqual(['POST /api/favoriterecipes', 'DELETE /api/favoriterecipes/5']);
    expect($toasts.get()).toEqual([]);
  });

  it('rolls the heart back with a toast when the server refuses', async () => {
    setFavoriteRecipesFixture([5]);
    fail = true;
    await toggleFavoriteRecipe({ id: 9, name: 'Ovnbagt laks' });
    expect($favoriteRecipes.get().ids).toEqual([5]);
    await toggleFavoriteRecipe({ id: 5, name: 'Frikadeller' });
    expect($favoriteRecipes.get().ids).toEqual([5]);
    expect($toasts.get().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'Ovnbagt laks kunne ikke gemmes som favorit. Prøv igen.'],
      ['error', 'Frikadeller kunne ikke fjernes fra dine favoritter. Prøv igen.'],
    ]);
  });

  it('keeps a pending toggle over another toggle\'s answer', async () => {
    setFavoriteRecipesFixture([]);
    server = [];
    const a = toggleFavoriteRecipe({ id: 1, name: 'A' });
    const b = toggleFavoriteRecipe({ id: 2, name: 'B' });
    expect($favoriteRecipes.get().ids).toEqual([2, 1]);
    await Promise.all([a, b]);
    expect([...$favoriteRecipes.get().ids].sort()).toEqual([1, 2]);
  });

  it('does nothing for a visitor', async () => {
    $sessionState.set('anonymous');
    await toggleFavoriteRecipe({ id: 9, name: 'Laks' });
    expect(calls).toEqual([]);
    expect($favoriteRecipes.get().ids).toEqual([]);
  });
});
