import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import type { FavoriteList } from '../schemas/favorite-list.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { clearToasts } from './toasts.js';
import { $favoriteLists, resetFavoriteLists } from './favorite-lists.js';
import { createFavoriteListsTab } from './favorite-lists-tab.js';

const list = (i: number, n: string, l: string[] = []): FavoriteList => ({
  i, n, x: false, amount: l.length, l, shared: false, sharedWithChains: false, mine: true, sorting: 0,
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let loads: number;
let answer: () => Response;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetFavoriteLists();
  clearToasts();
  loads = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const path = new URL(url).pathname;
    if (path === '/api/favoritelists') {
      loads++;
      return answer();
    }
    return json({});
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the Favoritlister tab loads the lists while shown', () => {
  it('loads them when the first tab is shown, not when they are loaded already, and not for a visitor', async () => {
    answer = () => json([list(1, 'Mandag')]);
    $sessionState.set('anonymous');
    const stop = createFavoriteListsTab().$tab.listen(() => {});
    await allTasks();
    expect(loads).toBe(0);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($favoriteLists.get().status).toBe('ready'));
    stop();
    const again = createFavoriteListsTab().$shown.listen(() => {});
    await allTasks();
    await Promise.resolve();
    expect(loads).toBe(1);
    again();
  });

  it('tries again when the next tab is shown after a failure', async () => {
    answer = () => json({ error: 'ServerError', message: 'x' }, 500);
    const stop = createFavoriteListsTab().$tab.listen(() => {});
    await vi.waitFor(() => expect($favoriteLists.get().status).toBe('error'));
    stop();
    answer = () => json([list(1, 'Mandag')]);
    const next = createFavoriteListsTab().$tab.listen(() => {});
    await vi.waitFor(() => expect($favoriteLists.get().status).toBe('ready'));
    expect(loads).toBe(2);
    next();
  });
});

describe('the Favoritlister tab\'s search and sort', () => {
  it('searches by name and sorts tri-state, each tab on its own', () => {
    $favoriteLists.set({ status: 'ready', lists: [list(1, 'Mandag', ['a', 'b']), list(2, 'Fredagsbar'), list(3, 'Kolde køkken', ['a'])] });
    const tab = createFavoriteListsTab();
    const names = () => tab.$shown.get().map((l) => l.n);
    tab.sortListsBy('name');
    expect(names()).toEqual(['Fredagsbar', 'Kolde køkken', 'Mandag']);
    tab.sortListsBy('name');
    expect(names()).toEqual(['Mandag', 'Kolde køkken', 'Fredagsbar']);
    tab.sortListsBy('name');
    expect(tab.$tab.get().sort).toBeNull();
    tab.sortListsBy('amount');
    expect(names()).toEqual(['Fredagsbar', 'Kolde køkken', 'Mandag']);
    tab.searchLists('  KØK ');
    expect(names()).toEqual(['Kolde køkken']);
    expect(createFavoriteListsTab().$tab.get()).toEqual({ search: '', sort: null });
  });
});
