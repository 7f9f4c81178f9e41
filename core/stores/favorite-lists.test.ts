import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daFavoriteLists } from '../texts/da-favorite-lists.js';
import { da } from '../texts/da.js';
import { TOAST_MS } from '../rules/timing.js';
import type { FavoriteList } from '../schemas/favorite-list.js';
import { configureShop } from './config.js';
import { $profile, $sessionState, markSessionMissing } from './session-state.js';
import { $toasts, clearToasts } from './toasts.js';
import {
  $favoriteLists,
  $favoriteListsOverview,
  $favoriteProductIds,
  addProductToFavoriteList,
  createFavoriteList,
  deleteFavoriteList,
  ensureFavoriteLists,
  listsWithProduct,
  loadFavoriteLists,
  lockFavoriteList,
  removeProductFromFavoriteList,
  renameFavoriteList,
  replaceObsoleteProducts,
  resetFavoriteLists,
  saveFavoriteListSortOrder,
  setFavoriteListStandardUnit,
  setStandardUnitForAllLists,
  unlockFavoriteList,
  verifyFavoriteListPin,
} from './favorite-lists.js';
import { daServer, pinLockedOutText } from '../texts/da-server.js';

const list = (i: number, n: string, l: string[] = [], extra: Partial<FavoriteList> = {}): FavoriteList => ({
  i, n, x: false, amount: l.length, l, shared: false, sharedWithChains: false, mine: true, sorting: 0, ...extra,
});

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
let requests: { method: string; path: string; query: string; body: unknown }[];
function route(handlers: Record<string, Handler>) {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (raw: string, init: RequestInit) => {
    const url = new URL(raw);
    const method = init.method ?? 'GET';
    requests.push({ method, path: url.pathname, query: url.search, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return json({ error: 'NotFound', message: daServer.notFound }, 404, 'Not Found');
    return handler(url, init);
  }));
}
const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const toasts = () => $toasts.get().map((t) => [t.kind, t.message, t.durationMs]);
const sent = (path: string) => requests.filter((r) => r.path === path);

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test', basketUrl: '/kurv' });
  $sessionState.set('authenticated');
  $profile.set(null);
  resetFavoriteLists();
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('loading', () => {
  it('loads once however many widgets ask, and keeps the server order', async () => {
    route({ 'GET /api/favoritelists': () => json([list(1, 'Faste varer', ['100']), list(2, 'Basis', ['100', '200'], { mine: false, shared: true })]) });
    await Promise.all([ensureFavoriteLists(), ensureFavoriteLists(), loadFavoriteLists()]);
    await ensureFavoriteLists();
    expect(requests).toHaveLength(1);
    expect($favoriteLists.get().status).toBe('ready');
    expect($favoriteLists.get().lists.map((l) => l.n)).toEqual(['Faste varer', 'Basis']);
    expect([...$favoriteProductIds.get()].sort()).toEqual(['100', '200']);
    expect(listsWithProduct($favoriteLists.get(), '200').map((l) => l.i)).toEqual([2]);
  });

  it('shows the §8 load failure text and logs the failure; a later call tries again', async () => {
    route({ 'GET /api/favoritelists': () => json({ error: 'ServerError', message: daServer.serverError }, 500, 'Internal Server Error'), 'POST /api/eventlog': () => json({}) });
    await loadFavoriteLists();
    expect($favoriteLists.get().status).toBe('error');
    expect(toasts()).toEqual([['error', da.favoriteListsLoadFailed, TOAST_MS.http]]);
    expect(da.favoriteListsLoadFailed).toBe('Der skete en fejl under indlæsningen af favoritlister. Genindlæs venligst siden og prøv igen');
    expect(requests.some((r) => r.path === '/api/eventlog')).toBe(true);
    route({ 'GET /api/favoritelists': () => json([list(1, 'A')]) });
    await ensureFavoriteLists();
    expect($favoriteLists.get()).toMatchObject({ status: 'ready', lists: [{ n: 'A' }] });
  });

  it('shows nothing on MissingSession (the session dialog takes over) and forgets the lists at logout', async () => {
    route({ 'GET /api/favoritelists': () => json({ error: 'MissingSession' }, 401, 'Unauthorized') });
    await loadFavoriteLists();
    expect(toasts()).toEqual([]);
    expect($sessionState.get()).toBe('expired');
    $sessionState.set('authenticated');
    $favoriteLists.set({ status: 'ready', lists: [list(1, 'A', ['1'])] });
    markSessionMissing();
    expect($favoriteLists.get()).toEqual({ status: 'idle', lists: [] });
    expect($favoriteProductIds.get().size).toBe(0);
  });

  it('a change answered before the lists loaded does not count as loaded: ensure still loads them all', async () => {
    route({
      'POST /api/favoritelists/sortorder': () => json({ success: true, list: list(2, 'Basis', ['200']) }),
      'GET /api/favoritelists': () => json([list(1, 'Faste varer', ['100']), list(2, 'Basis', ['200'])]),
    });
    await saveFavoriteListSortOrder({ id: 2, sorting: 2 });
    expect($favoriteLists.get()).toMatchObject({ status: 'idle', lists: [{ i: 2 }] });
    expect($favoriteProductIds.get().has('200')).toBe(true);
    await ensureFavoriteLists();
    expect($favoriteLists.get().status).toBe('ready');
    expect($favoriteLists.get().lists.map((l) => l.i)).toEqual([1, 2]);
  });

  it('drops an answer that arrives after the user left', async () => {
    let answer: (r: Response) => void = () => undefined;
    route({ 'GET /api/favoritelists': () => new Promise<Response>((resolve) => { answer = resolve; }) });
    const pending = loadFavoriteLists();
    await Promise.resolve();
    resetFavoriteLists();
    answer(json([list(1, 'Andens liste')]));
    await pending;
    expect($favoriteLists.get().lists).toEqual([]);
  });
});

describe('membership marks: one store for every card', () => {
  it('adding a product marks it for every reader at once, with the §8 success toast', async () => {
    $favoriteLists.set({ status: 'ready', lists: [list(1, 'Mandag'), list(2, 'Fredag', ['300'])] });
    route({ 'POST /api/favoritelists/addproduct': (_u, init) => json({ success: true, list: list(Number(bodyOf(init).id), 'Mandag', [String(bodyOf(init).productId)]) }) });
    const seen: boolean[] = [];
    const unsubscribe = $favoriteProductIds.subscribe((ids) => seen.push(ids.has('100')));
    const outcome = await addProductToFavoriteList(1, '100');
    unsubscribe();
    expect(outcome).toMatchObject({ ok: true });
    expect(seen).toEqual([false, true]);
    expect(requests[0]!.body).toEqual({ id: 1, productId: '100', checkoutId: -1 });
    expect(toasts()).toEqual([['success', daFavoriteLists.productAddedToList('Mandag'), TOAST_MS.success]]);
  });

  it('removing a product clears the mark; a double click sends one request', async () => {
    $favoriteLists.set({ status: 'ready', lists: [list(1, 'Mandag', ['100'])] });
    route({ 'DELETE /api/favoritelists/product': () => json({ success: true, list: list(1, 'Mandag', []) }) });
    const [a, b] = await Promise.all([removeProductFromFavoriteList(1, '100'), removeProductFromFavoriteList(1, '100')]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(requests).toHaveLength(1);
    expect($favoriteProductIds.get().has('100')).toBe(false);
    expect(toasts()).toEqual([['success', daFavoriteLists.productRemovedFromList('Mandag'), TOAST_MS.success]]);
  });
});

describe('creating lists (§4, §5, §8)', () => {
  it('checks the name and the date span before sending anything', async () => {
    route({});
    expect(await createFavoriteList({ name: '   ' })).toMatchObject({ ok: false, reason: 'invalid', message: daFavoriteLists.listNameInvalid });
    expect(await createFavoriteList({ name: 'Historik', from: '2025-01-01' })).toMatchObject({ ok: false, message: da.validationFailed });
    expect(requests).toEqual([]);
  });

  it('creates the list first, then adds the product (§4), sorted in among own lists', async () => {
    $favoriteLists.set({ status: 'ready', lists: [list(1, 'Æbler'), list(2, 'Basis', [], { mine: false })] });
    route({
      'POST /api/favoritelists': (_u, init) => json(list(9, String(bodyOf(init).listName)), 201, 'Created'),
      'POST /api/favoritelists/addproduct': () => json({ success: true, list: list(9, 'Mandag', ['100']) }),
    });
    const outcome = await createFavoriteList({ name: '  Mandag ', shared: true, productId: '100', stdUnit: 'KRT' });
    expect(outcome).toMatchObject({ ok: true, value: { i: 9, l: ['100'] } });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/favoritelists', 'POST /api/favoritelists/addproduct']);
    expect(requests[0]!.body).toEqual({ listName: 'Mandag', shared: true, sharedWithChains: false });
    expect(requests[1]!.body).toEqual({ id: 9, productId: '100', stdUnit: 'KRT', checkoutId: -1 });
    expect($favoriteLists.get().lists.map((l) => l.n)).toEqual(['Mandag', 'Æbler', 'Basis']);
    expect($favoriteProductIds.get().has('100')).toBe(true);
  });

  it('a list from purchase history goes to fromhistory', async () => {
    route({ 'POST /api/favoritelists/fromhistory': () => json(list(4, 'Forår', ['1', '2']), 201, 'Created') });
    expect(await createFavoriteList({ name: 'Forår', from: '2025-01-01', to: '2025-05-31' })).toMatchObject({ ok: true });
    expect(requests[0]!.body).toEqual({ listName: 'Forår', shared: false, sharedWithChains: false, from: '2025-01-01', to: '2025-05-31' });
    expect(toasts()).toEqual([['success', daFavoriteLists.listCreated('Forår'), TOAST_MS.success]]);
  });

  it('a list the server did not create shows the server\'s message for 6 s (§8)', async () => {
    route({ 'POST /api/favoritelists/fromhistory': () => json({ error: 'NoPurchases', message: daServer.historyEmpty }, 409, 'Conflict') });
    expect(await createFavoriteList({ name: 'Tom', from: '1999-01-01', to: '1999-12-31' })).toMatchObject({ ok: false, message: daServer.historyEmpty });
    expect(toasts()).toEqual([['error', daServer.historyEmpty, 6000]]);
    expect($favoriteLists.get().lists).toEqual([]);
  });

  it('a network failure shows the generic §8 text for 6 s and is logged', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (url.endsWith('/api/eventlog')) return json({});
      throw new TypeError('Failed to fetch');
    }));
    expect(await createFavoriteList({ name: 'Net' })).toMatchObject({ ok: false, reason: 'error', message: da.favoriteListError });
    expect(toasts()).toEqual([['error', 'Der skete en fejl. Prøv venligst igen.', 6000]]);
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/api/eventlog'))).toBe(true);
  });
});

describe('PIN dialog actions (§4, §8)', () => {
  beforeEach(() => {
    $favoriteLists.set({ status: 'ready', lists: [list(1, 'Låst', ['100'], { x: true }), list(2, 'Åben')] });
  });

  it('lock: refuses a malformed PIN without a call; locks with the §8 success text', async () => {
    route({ 'POST /api/favoritelists/setpin': () => json({ success: true, locked: true }) });
    expect(await lockFavoriteList(2, '12a4')).toMatchObject({ ok: false, reason: 'invalidPin', message: daFavoriteLists.pinInvalid });
    expect(requests).toEqual([]);
    expect(await lockFavoriteList(2, '1234')).toMatchObject({ ok: true });
    expect(requests[0]!.body).toEqual({ favoritelistId: 2, pin: '1234' });
    expect($favoriteLists.get().lists.find((l) => l.i === 2)!.x).toBe(true);
    expect(toasts().at(-1)).toEqual(['success', 'Listen er nu låst med din valgte kode.', TOAST_MS.success]);
  });

  it('lock failure shows the §8 lock-failure text', async () => {
    route({ 'POST /api/favoritelists/setpin': () => json({ error: 'ServerError', message: daServer.serverError }, 500, 'Internal Server Error'), 'POST /api/eventlog': () => json({}) });
    expect(await lockFavoriteList(2, '1234')).toMatchObject({ ok: false, message: daFavoriteLists.lockFailed });
    expect(toasts()).toEqual([['error', 'Der skete en fejl da listen skulle låses. Prøv venligst igen.', TOAST_MS.error]]);
    expect($favoriteLists.get().lists.find((l) => l.i === 2)!.x).toBe(false);
  });

  it('unlock: the §8 success text; a wrong PIN the §8 wrong-PIN text and the list stays locked', async () => {
    route({ 'POST /api/favoritelists/clearpin': (_u, init) => (bodyOf(init).pin === '4711' ? json({ success: true, locked: false }) : json({ error: 'WrongPin', message: daFavoriteLists.pinWrong, attemptsLeft: 4 }, 403, 'Forbidden')) });
    expect(await unlockFavoriteList(1, '0000')).toMatchObject({ ok: false, reason: 'wrongPin', message: 'Den indtastede kode var forkert. Prøv venligst igen.' });
    expect($favoriteLists.get().lists[0]!.x).toBe(true);
    expect(await unlockFavoriteList(1, '4711')).toMatchObject({ ok: true });
    expect($favoriteLists.get().lists[0]!.x).toBe(false);
    expect(toasts().map((t) => t[1])).toEqual([daFavoriteLists.pinWrong, 'Listen er nu låst op.']);
  });

  it('verify: no toast when right; the lock-out message names the wait and stays 6 s', async () => {
    route({ 'POST /api/favoritelists/verifypin': (_u, init) => (bodyOf(init).pin === '4711' ? json({ success: true, locked: true }) : json({ error: 'PinLockedOut', message: pinLockedOutText(120), retryAfterSeconds: 120 }, 429, 'Too Many Requests')) });
    expect(await verifyFavoriteListPin(1, '4711')).toMatchObject({ ok: true });
    expect(toasts()).toEqual([]);
    expect(await verifyFavoriteListPin(1, '1111')).toMatchObject({ ok: false, reason: 'lockedOut', message: pinLockedOutText(120) });
    expect(toasts()).toEqual([['error', pinLockedOutText(120), 6000]]);
    expect(pinLockedOutText(120)).toContain('2 minutter');
  });

  it('add and remove carry the PIN of a locked list; without it the server\'s PIN-required text shows', async () => {
    route({
      'POST /api/favoritelists/addproduct': (_u, init) => (bodyOf(init).pin === '4711' ? json({ success: true, list: list(1, 'Låst', ['100', '200'], { x: true }) }) : json({ error: 'PinRequired', message: daServer.pinRequired }, 403, 'Forbidden')),
      'DELETE /api/favoritelists/product': () => json({ success: true, list: list(1, 'Låst', ['200'], { x: true }) }),
    });
    expect(await addProductToFavoriteList(1, '200')).toMatchObject({ ok: false, reason: 'pinRequired', message: daServer.pinRequired });
    expect(await addProductToFavoriteList(1, '200', { pin: '4711' })).toMatchObject({ ok: true });
    expect(requests[1]!.body).toEqual({ id: 1, productId: '200', pin: '4711', checkoutId: -1 });
    await removeProductFromFavoriteList(1, '100', '4711');
    expect(requests[2]!.body).toEqual({ id: 1, productId: '100', pin: '4711' });
    expect($favoriteLists.get().lists[0]!.l).toEqual(['200']);
  });
});

describe('rename, delete, units, sorting, replace', () => {
  beforeEach(() => {
    $favoriteLists.set({ status: 'ready', lists: [list(1, 'Mandag', ['100']), list(2, 'Tirsdag')] });
  });

  it('renames (trimmed) and re-sorts; a blank name is refused without a call', async () => {
    route({ 'PUT /api/favoritelists': (_u, init) => json(list(1, String(bodyOf(init).listName), ['100'])) });
    expect(await renameFavoriteList(1, '  ')).toMatchObject({ ok: false, message: daFavoriteLists.listNameInvalid });
    expect(requests).toEqual([]);
    expect(await renameFavoriteList(1, ' Weekend ')).toMatchObject({ ok: true });
    expect(requests[0]!.body).toEqual({ id: 1, listName: 'Weekend' });
    expect($favoriteLists.get().lists.map((l) => l.n)).toEqual(['Tirsdag', 'Weekend']);
  });

  it('a list that is gone (404: deleted or unshared meanwhile) leaves the store, with its marks', async () => {
    route({ 'POST /api/favoritelists/addproduct': () => json({ error: 'NotFound', message: daServer.notFound }, 404, 'Not Found') });
    expect(await addProductToFavoriteList(1, '200')).toMatchObject({ ok: false, reason: 'notFound', message: da.favoriteListMissing });
    expect($favoriteLists.get().lists.map((l) => l.i)).toEqual([2]);
    expect($favoriteProductIds.get().has('100')).toBe(false);
    expect(requests.some((r) => r.path === '/api/eventlog')).toBe(false);
  });

  it('a product outside the assortment (404 UnknownProduct) keeps the list and shows the server\'s text', async () => {
    route({ 'POST /api/favoritelists/addproduct': () => json({ error: 'UnknownProduct', message: daServer.unknownProduct }, 404, 'Not Found') });
    expect(await addProductToFavoriteList(1, '999')).toMatchObject({ ok: false, reason: 'invalid', message: daServer.unknownProduct });
    expect($favoriteLists.get().lists.map((l) => l.i)).toEqual([1, 2]);
    expect(requests.some((r) => r.path === '/api/eventlog')).toBe(false);
  });

  it('a colleague\'s rename answer (403) shows the server\'s Danish text', async () => {
    route({ 'PUT /api/favoritelists': () => json({ error: 'NotListOwner', message: daServer.listOwnerOnly }, 403, 'Forbidden') });
    expect(await renameFavoriteList(1, 'X')).toMatchObject({ ok: false, reason: 'invalid', message: daServer.listOwnerOnly });
  });

  it('deletes with the PIN in the body and drops the list (and its marks)', async () => {
    route({ 'DELETE /api/favoritelists/1': () => json({ success: true, id: 1 }) });
    expect(await deleteFavoriteList(1, '4711')).toMatchObject({ ok: true });
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/api/favoritelists/1', query: '', body: { pin: '4711' } });
    expect($favoriteLists.get().lists.map((l) => l.i)).toEqual([2]);
    expect($favoriteProductIds.get().has('100')).toBe(false);
    expect(toasts().at(-1)?.[1]).toBe(daFavoriteLists.listDeleted('Mandag'));
  });

  it('standard unit per list and for all lists; sort order; replace obsolete', async () => {
    route({
      'POST /api/favoritelists/standardunit': () => json({ success: true, list: list(1, 'Mandag', ['100']) }),
      'POST /api/favoritelists/standardunit/all': () => json({ success: true, updated: 3 }),
      'POST /api/favoritelists/sortorder': () => json({ success: true, list: list(1, 'Mandag', ['100'], { sorting: 2 }) }),
      'POST /api/favoritelists/replaceobsolete': () => json({ success: true, replaced: [{ from: '100', to: '101' }], list: list(1, 'Mandag', ['101']) }),
    });
    expect(await setFavoriteListStandardUnit(1, '100', 'KRT')).toEqual({ ok: true, value: true });
    expect(await setStandardUnitForAllLists('100', 'KRT')).toEqual({ ok: true, value: 3 });
    expect(await saveFavoriteListSortOrder({ id: 1, sorting: 2 })).toMatchObject({ ok: true, value: { sorting: 2 } });
    expect(await replaceObsoleteProducts(1)).toEqual({ ok: true, value: 1 });
    expect($favoriteProductIds.get().has('101')).toBe(true);
    expect(sent('/api/favoritelists/standardunit/all')[0]!.body).toEqual({ productId: '100', stdUnit: 'KRT' });
    expect(toasts().map((t) => t[1])).toEqual([daFavoriteLists.standardUnitSaved, daFavoriteLists.obsoleteReplaced(1)]);
  });
});

describe('the lists page loads the lists while shown', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const loads = () => sent('/api/favoritelists').filter((r) => r.method === 'GET');

  it('loads when a logged-in lists page subscribes, not for a visitor, and on login while shown', async () => {
    route({ 'GET /api/favoritelists': () => json([list(1, 'Faste varer')]) });
    $sessionState.set('anonymous');
    const stop = $favoriteListsOverview.listen(() => {});
    await settle();
    expect(loads()).toEqual([]);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($favoriteLists.get().status).toBe('ready'));
    stop();
    expect(loads()).toHaveLength(1);
  });

  it('leaves the lists to the cards: their dropdowns read $favoriteLists and load when a tab opens', async () => {
    route({ 'GET /api/favoritelists': () => json([]) });
    const stop = $favoriteLists.listen(() => {});
    const ids = $favoriteProductIds.listen(() => {});
    await settle();
    stop();
    ids();
    expect(loads()).toEqual([]);
  });

  it('keeps lists set before it was shown (stories, tests)', async () => {
    route({});
    $favoriteLists.set({ status: 'ready', lists: [list(1, 'Faste varer')] });
    const stop = $favoriteListsOverview.listen(() => {});
    await settle();
    stop();
    expect(requests).toEqual([]);
  });
});
