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
let sent: { path: string; body: unknown }[];

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetFavoriteLists();
  clearToasts();
  loads = 0;
  sent = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (path === '/api/favoritelists') {
      loads++;
      return answer();
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path !== '/api/eventlog') sent.push({ path, body });
    if (path === '/api/favoritelists/verifypin') return body.pin === '4711' ? json({ success: true, locked: true }) : json({ error: 'PinInvalid', message: 'Forkert PIN' }, 400);
    if (path === '/api/favoritelists/addproduct') return json({ success: true, list: list(Number(body.id), 'Liste', [String(body.productId)]) });
    return json({});
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the Favoritlister tab loads the lists while shown', () => {
  it('loads them when the first tab is shown, not when they are loaded already, and not for a visitor', async () => {
    answer = () => json([list(1, 'Mandag')]);
    $sessionState.set('anonymous');
    const stop = createFavoriteListsTab().$shown.listen(() => {});
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
    const stop = createFavoriteListsTab().$shown.listen(() => {});
    await vi.waitFor(() => expect($favoriteLists.get().status).toBe('error'));
    stop();
    answer = () => json([list(1, 'Mandag')]);
    const next = createFavoriteListsTab().$shown.listen(() => {});
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
    expect(createFavoriteListsTab().$tab.get()).toEqual({ search: '', sort: null, busy: [], pinList: null, creating: false });
  });
});

describe('ticking a list in the tab', () => {
  const milk = { productId: '100123', stdUnit: 'KRT' };

  it('adds with the card\'s unit; a second tick while the first is under way sends nothing', async () => {
    const monday = list(1, 'Mandag');
    $favoriteLists.set({ status: 'ready', lists: [monday] });
    const tab = createFavoriteListsTab();
    const first = tab.toggleList(monday, milk);
    expect(tab.$tab.get().busy).toEqual([1]);
    const before = tab.$tab.get();
    await tab.toggleList(monday, milk);
    // Still a new state: the checkbox the click flipped is drawn again.
    expect(tab.$tab.get()).not.toBe(before);
    await first;
    expect(tab.$tab.get().busy).toEqual([]);
    expect(sent).toEqual([{ path: '/api/favoritelists/addproduct', body: expect.objectContaining({ id: 1, productId: '100123', stdUnit: 'KRT' }) }]);
    expect($favoriteLists.get().lists[0]!.l).toEqual(['100123']);
  });

  it('a locked list asks for the PIN first; a wrong PIN sends nothing, the right one adds with it', async () => {
    const locked = { ...list(2, 'Kolde køkken'), x: true };
    $favoriteLists.set({ status: 'ready', lists: [locked] });
    const tab = createFavoriteListsTab();
    await tab.toggleList(locked, milk);
    expect(tab.$tab.get().pinList).toEqual(locked);
    expect(sent).toEqual([]);
    expect(await tab.submitPin('1111', milk)).toMatchObject({ ok: false });
    expect(sent.map((r) => r.path)).toEqual(['/api/favoritelists/verifypin']);
    expect(await tab.submitPin('4711', milk)).toMatchObject({ ok: true });
    expect(sent.at(-1)).toEqual({ path: '/api/favoritelists/addproduct', body: expect.objectContaining({ id: 2, pin: '4711' }) });
    tab.closePin();
    expect(tab.$tab.get().pinList).toBeNull();
  });

  it('opens and closes the new-list dialog', () => {
    const tab = createFavoriteListsTab();
    tab.openNewList();
    expect(tab.$tab.get().creating).toBe(true);
    tab.closeNewList();
    expect(tab.$tab.get().creating).toBe(false);
  });
});
