import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $allergenGuard, ensureAllergenGuard, guardFor, guardStateOf, resetAllergenGuard } from './allergen-guard.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const LIST = {
  excludedAllergens: ['peanuts', 'nuts'],
  products: [
    { productId: 'P1', contains: ['peanuts'], mayContain: [] },
    { productId: 'P2', contains: [], mayContain: ['nuts'] },
  ],
};
let calls: string[];
let answer: () => Response;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('anonymous');
  resetAllergenGuard();
  calls = [];
  answer = () => json(LIST);
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    calls.push(new URL(url).pathname);
    return answer();
  }));
});
afterEach(() => {
  cleanStores($allergenGuard);
  vi.unstubAllGlobals();
});

describe('$allergenGuard (issue 20 §3)', () => {
  it('guardFor is a pure lookup of a loaded state', () => {
    const state = guardStateOf({ excludedAllergens: ['nuts'], products: [{ productId: 'A', contains: ['nuts'], mayContain: [] }, { productId: 'B', contains: [], mayContain: [] }] });
    expect(guardFor('A', state)).toEqual({ contains: ['nuts'], mayContain: [] });
    expect(guardFor('B', state)).toBeUndefined();
    expect(guardFor('C', state)).toBeUndefined();
  });

  it('loads once while shown to a logged-in user, not for a visitor', async () => {
    keepMount($allergenGuard);
    const stop = $allergenGuard.listen(() => {});
    await Promise.resolve();
    await allTasks();
    expect(calls).toEqual([]);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($allergenGuard.get().status).toBe('loaded'));
    expect(calls).toEqual(['/api/department/allergenguard']);
    expect(guardFor('P1')).toEqual({ contains: ['peanuts'], mayContain: [] });
    expect(guardFor('P2')).toEqual({ contains: [], mayContain: ['nuts'] });
    stop();
  });

  it('one call for two asks at once; forgotten on logout', async () => {
    $sessionState.set('authenticated');
    await Promise.all([ensureAllergenGuard(), ensureAllergenGuard()]);
    expect(calls).toHaveLength(1);
    expect(guardFor('P1')).toBeDefined();
    $sessionState.set('anonymous');
    expect($allergenGuard.get().status).toBe('idle');
    expect(guardFor('P1')).toBeUndefined();
  });

  it('a failed load shows no warnings and blocks nothing', async () => {
    $sessionState.set('authenticated');
    answer = () => json({ error: 'Boom', message: 'x' }, 500);
    const state = await ensureAllergenGuard();
    expect(state.status).toBe('error');
    expect(guardFor('P1')).toBeUndefined();
  });

  it('does not ask for a visitor', async () => {
    expect((await ensureAllergenGuard()).status).toBe('idle');
    expect(calls).toEqual([]);
  });
});
