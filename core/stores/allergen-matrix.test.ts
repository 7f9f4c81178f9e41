import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, keepMount } from 'nanostores';
import { ALLERGEN_CODES } from '../schemas/food-info.js';
import type { AllergenMatrix } from '../schemas/allergen-matrix.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $allergenMatrix, loadAllergenMatrix, resetAllergenMatrix, showAllergenMatrix } from './allergen-matrix.js';

const absent = Object.fromEntries(ALLERGEN_CODES.map((c) => [c, 'absent'])) as NonNullable<AllergenMatrix['rows'][number]['allergens']>;
const matrix = (id: number): AllergenMatrix => ({
  list: { id, name: `Liste ${id}` },
  generatedAt: '2025-06-04T10:00:00.000Z',
  rows: [{ productId: '100', name: 'Æg', brand: '', foodInfoVersion: 1, allergens: { ...absent, eggs: 'contains' } }],
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let asked: string[];
let status: number;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetAllergenMatrix();
  asked = [];
  status = 200;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const u = new URL(url);
    if (u.pathname === '/api/eventlog') return json({});
    asked.push(u.pathname);
    const id = Number(u.pathname.split('/')[3]);
    return status === 200 ? json(matrix(id)) : json({ error: 'NotFound', message: 'x' }, status);
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('allergen overview store (issue 20 point 2)', () => {
  it('loads the named list while shown, once, and again for another list', async () => {
    keepMount($allergenMatrix);
    showAllergenMatrix(7);
    await allTasks();
    await vi.waitFor(() => expect($allergenMatrix.get()).toMatchObject({ listId: 7, status: 'ready' }));
    showAllergenMatrix(7); // the same list: nothing new
    showAllergenMatrix(8);
    await vi.waitFor(() => expect($allergenMatrix.get().matrix?.list.id).toBe(8));
    expect(asked).toEqual(['/api/favoritelists/7/allergens', '/api/favoritelists/8/allergens']);
  });

  it('a 404 is "not found", anything else an error; a late answer for a list no longer shown is dropped', async () => {
    showAllergenMatrix(5);
    status = 404;
    await loadAllergenMatrix();
    expect($allergenMatrix.get().status).toBe('notFound');
    status = 500;
    await loadAllergenMatrix();
    expect($allergenMatrix.get().status).toBe('error');
    status = 200;
    const late = loadAllergenMatrix();
    showAllergenMatrix(6);
    await late;
    // List 5's answer never shows under list 6 (list 6 loads by itself if the store is still shown).
    expect($allergenMatrix.get().listId).toBe(6);
    expect($allergenMatrix.get().matrix?.list.id ?? 6).toBe(6);
  });

  it('logging out forgets the overview but keeps the list named by the page', async () => {
    showAllergenMatrix(9);
    await loadAllergenMatrix();
    $sessionState.set('anonymous');
    expect($allergenMatrix.get()).toEqual({ listId: 9, status: 'idle', matrix: null });
  });
});
