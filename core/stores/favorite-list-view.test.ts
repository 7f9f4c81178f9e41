import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daFavoriteLists } from '../texts/da-favorite-lists.js';
import { inPageTransport } from '../catalogue/in-page-transport.js';
import { testCatalogue } from '../catalogue/test-catalogue.js';
import type { PageRequest } from '../catalogue/protocol.js';
import type { FavoriteList, FavoriteListDetail } from '../schemas/favorite-list.js';
import type { Profile } from '../schemas/user.js';
import type { OrderContext } from '../rules/permissions.js';
import { da } from '../texts/da.js';
import { daFavoriteListView as t } from '../texts/da-favorite-list-view.js';
import { $basket, resetBasket } from './basket.js';
import { loadCatalogue, resetCatalogue, setCatalogueTransport } from './catalogue.js';
import { configureShop } from './config.js';
import { $favoriteLists, resetFavoriteLists } from './favorite-lists.js';
import {
  $favoriteListView,
  acceptUnitPrompt,
  addListToBasket,
  changeUnit,
  deselect,
  dismissUnitPrompt,
  openFavoriteListView,
  resetFavoriteListView,
  saveListSorting,
  setAmount,
  setOwnPriority,
  setSelected,
  toCatalogueList,
} from './favorite-list-view.js';
import { productSearchFor, resetProductSearches } from './product-search.js';
import { $profile, $sessionState } from './session-state.js';
import { $toasts, clearToasts } from './toasts.js';

const profile: Profile = {
  isLoggedIn: true, username: 'kok@kantinen.dk', name: 'Kok', department: '1001', departmentName: 'Kantinen', priceGroup: 'PG1',
  customerNo: '500101', siteVariant: 'ab', shopType: 0, cartType: 0, isAdmin: false, isPunchOut: false, deliveryDate: '2026-11-24',
  settings: { showPrices: true, allowOrdering: true, hideCo2: false, showExpiry: true, showProcure: false, procureAlwaysOn: false },
};
const orderContext: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2026-11-21' };
const settings = profile.settings;

/** List 5 of the test catalogue ('Mandag'), as get?id=5 answers it. */
const detail = (patch: Partial<FavoriteListDetail> = {}): FavoriteListDetail => {
  const items = testCatalogue().favoriteLists[0]!.items;
  return { i: 5, n: 'Mandag', x: false, amount: items.length, l: items.map((i) => i.productId), shared: false, sharedWithChains: false, mine: true, sorting: 0, items, ...patch };
};
const summary = (d: FavoriteListDetail): FavoriteList => {
  const { items: _items, ...rest } = d;
  return rest;
};
const other: FavoriteList = { i: 6, n: 'Fredag', x: false, amount: 1, l: ['100004'], shared: false, sharedWithChains: false, mine: true, sorting: 0 };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Error', headers: { 'content-type': 'application/json' } });
type Handler = (url: URL, body: unknown) => Response | Promise<Response>;
let requests: { method: string; path: string; search: string; body: unknown }[];
function route(handlers: Record<string, Handler>) {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (raw: string, init: RequestInit = {}) => {
    const url = new URL(raw);
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path: url.pathname, search: url.search, body });
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(url, body) : json({ error: 'NotFound', message: 'x' }, 404);
  }));
}
const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
const toasts = () => $toasts.get().map((x) => [x.kind, x.message]);
const settle = () => new Promise((r) => setTimeout(r, 10));

/** What the page told the worker about favourite lists. */
let listMessages: Extract<PageRequest, { type: 'favoriteList' }>[];

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test', basketUrl: '/kurv' });
  listMessages = [];
  const inner = inPageTransport({ data: testCatalogue() });
  setCatalogueTransport(() => {
    const transport = inner()!;
    return { ...transport, post: (m) => (m.type === 'favoriteList' && listMessages.push(m), transport.post(m)) };
  });
  $basket.set({ status: 'ready', itemCount: 0, deliveryDate: null });
  $profile.set(profile);
  $sessionState.set('authenticated');
  loadCatalogue();
});
afterEach(() => {
  resetFavoriteListView();
  resetFavoriteLists();
  resetProductSearches();
  resetCatalogue();
  resetBasket();
  clearToasts();
  vi.unstubAllGlobals();
});

/** A server holding list 5 (and list 6 with 100004): get, the lists, and the change calls. */
function listServer(start = detail(), extra: Record<string, Handler> = {}) {
  let list = start;
  const change = () => json({ success: true, list: summary(list) });
  route({
    'GET /api/favoritelists': () => json([summary(list), other]),
    'GET /api/favoritelists/get': (url) => (url.searchParams.get('id') === '5' ? json(list) : json({ error: 'NotFound', message: 'x' }, 404)),
    'POST /api/favoritelists/sortorder': (_url, body) => {
      const b = body as { sorting?: number };
      list = { ...list, sorting: b.sorting ?? list.sorting };
      return change();
    },
    'POST /api/favoritelists/standardunit': () => change(),
    'POST /api/favoritelists/standardunit/all': () => json({ success: true, updated: 2 }),
    ...extra,
  });
  return { set: (next: FavoriteListDetail) => (list = next) };
}

describe('favourite-list view: loading and following the lists (issue 5)', () => {
  it('opening loads get?id= and hands the worker the list (the cards follow it, not the catalogue fetched once)', async () => {
    listServer();
    const close = openFavoriteListView(5);
    expect($favoriteListView.get()).toMatchObject({ id: 5, status: 'loading' });
    await settle();
    expect($favoriteListView.get()).toMatchObject({ id: 5, status: 'ready', list: detail() });
    expect(listMessages).toEqual([{ type: 'favoriteList', id: '5', list: toCatalogueList(detail()) }]);
    expect(sent('GET', '/api/favoritelists/get').map((r) => r.search)).toEqual(['?id=5']);
    // Opened again (back to the list): not fetched again.
    close();
    openFavoriteListView(5)();
    await settle();
    expect(sent('GET', '/api/favoritelists/get')).toHaveLength(1);
  });

  it.each([
    [404, 'missing', []],
    [500, 'error', [['error', 'favoritelists get 5 failed']]],
  ] as const)('get answers %s: %s', async (status, expected, logged) => {
    route({ 'GET /api/favoritelists/get': () => json({ error: 'X', message: 'x' }, status), 'GET /api/favoritelists': () => json([]) });
    openFavoriteListView(5);
    await settle();
    expect($favoriteListView.get().status).toBe(expected);
    expect(sent('POST', '/api/eventlog').map((r) => ['error', String((r.body as { message: string }).message).slice(0, 26)])).toEqual(logged);
    if (expected === 'missing') expect(listMessages.at(-1)).toEqual({ type: 'favoriteList', id: '5', list: null });
  });

  it('a product added elsewhere on the page ($favoriteLists) reloads the list; the lists showing it search again', async () => {
    const server = listServer();
    openFavoriteListView(5);
    await settle();
    const search = productSearchFor({ favoriteList: '5' });
    await search.search();
    expect(search.$state.get().total).toBe(4);

    const grown = detail({ l: [...detail().l, '100007'], items: [...detail().items, { productId: '100007', stdUnit: null, ownPriority: null, sortOrder: 4 }] });
    server.set(grown);
    $favoriteLists.set({ status: 'ready', lists: [summary(grown), other] });
    await settle();
    expect(sent('GET', '/api/favoritelists/get')).toHaveLength(2);
    expect($favoriteListView.get().list?.items).toHaveLength(5);
    await vi.waitFor(() => expect(search.$state.get().total).toBe(5));
  });

  it('a rename or a sorting from elsewhere is taken over without a reload; a list that disappears from loaded lists is missing', async () => {
    listServer();
    openFavoriteListView(5);
    await settle();
    $favoriteLists.set({ status: 'ready', lists: [summary(detail()), other] });
    $favoriteLists.set({ status: 'ready', lists: [summary(detail({ n: 'Mandag 2', sorting: 2 })), other] });
    expect($favoriteListView.get().list).toMatchObject({ n: 'Mandag 2', sorting: 2 });
    expect(listMessages.at(-1)?.list?.name).toBe('Mandag 2');
    $favoriteLists.set({ status: 'ready', lists: [other] });
    expect($favoriteListView.get().status).toBe('missing');
    expect(listMessages.at(-1)).toEqual({ type: 'favoriteList', id: '5', list: null });
    expect(sent('GET', '/api/favoritelists/get')).toHaveLength(1);
  });

  it('lists that never held the list (the lists failed to load, then one was added from a card) do not make it missing', async () => {
    listServer(detail(), { 'GET /api/favoritelists': () => json({}, 500) });
    openFavoriteListView(5);
    await settle();
    $favoriteLists.set({ status: 'ready', lists: [other] });
    expect($favoriteListView.get().status).toBe('ready');
  });

  it('a failed reload keeps the list shown and says so (§8 load text)', async () => {
    const server = listServer();
    openFavoriteListView(5);
    await settle();
    route({ 'GET /api/favoritelists/get': () => json({}, 500) });
    server.set(detail());
    $favoriteLists.set({ status: 'ready', lists: [summary(detail({ l: ['100001'] }))] });
    await settle();
    expect($favoriteListView.get().status).toBe('ready');
    expect(toasts()).toContainEqual(['error', da.favoriteListsLoadFailed]);
  });

  it('another list starts afresh; a logout forgets the view', async () => {
    listServer();
    openFavoriteListView(5);
    await settle();
    setSelected('100004', true);
    openFavoriteListView(6);
    expect($favoriteListView.get()).toMatchObject({ id: 6, selected: {} });
    $sessionState.set('anonymous');
    expect($favoriteListView.get()).toMatchObject({ id: null, status: 'idle' });
  });
});

describe('favourite-list view: own priority, sorting, standard unit (§4, §6)', () => {
  beforeEach(async () => {
    listServer();
    openFavoriteListView(5);
    await settle();
  });

  it('a priority is saved through sortorder (priorities) and the worker gets the new priorities', async () => {
    expect(await setOwnPriority('100001', 3)).toBe(true);
    expect(sent('POST', '/api/favoritelists/sortorder').map((r) => r.body)).toEqual([{ id: 5, priorities: [{ productId: '100001', ownPriority: 3 }] }]);
    expect($favoriteListView.get().list?.items.find((i) => i.productId === '100001')?.ownPriority).toBe(3);
    expect(listMessages.at(-1)?.list?.items.find((i) => i.productId === '100001')?.ownPriority).toBe(3);
  });

  it('the sorting chosen is saved as the list\'s (sortorder `sorting`); the same one is not sent again', async () => {
    expect(await saveListSorting(2)).toBe(true);
    expect(await saveListSorting(2)).toBe(false);
    expect(sent('POST', '/api/favoritelists/sortorder').map((r) => r.body)).toEqual([{ id: 5, sorting: 2 }]);
    expect($favoriteListView.get().list?.sorting).toBe(2);
  });

  it('a unit change is saved as the list\'s standard unit; the prompt counts the other lists that hold the product', async () => {
    $favoriteLists.set({ status: 'ready', lists: [summary(detail()), other] });
    await changeUnit('100004', 'Sødmælk', 'STK');
    expect(sent('POST', '/api/favoritelists/standardunit').map((r) => r.body)).toEqual([{ id: 5, productId: '100004', stdUnit: 'STK' }]);
    expect($favoriteListView.get().unitPrompt).toEqual({ productId: '100004', productName: 'Sødmælk', unit: 'STK', otherLists: 1 });
    expect(listMessages.at(-1)?.list?.items.find((i) => i.productId === '100004')?.stdUnit).toBe('STK');
    expect(await acceptUnitPrompt()).toBe(true);
    expect(sent('POST', '/api/favoritelists/standardunit/all').map((r) => r.body)).toEqual([{ productId: '100004', stdUnit: 'STK' }]);
    expect($favoriteListView.get().unitPrompt).toBeNull();
    expect(toasts()).toEqual([['success', daFavoriteLists.standardUnitSaved]]);
  });

  it('a product on no other list: no prompt, the saved toast; declining sends nothing', async () => {
    $favoriteLists.set({ status: 'ready', lists: [summary(detail()), other] });
    await changeUnit('100013', 'Hakket oksekød', 'KRT');
    expect($favoriteListView.get().unitPrompt).toBeNull();
    expect(toasts()).toEqual([['success', daFavoriteLists.standardUnitSaved]]);
    await changeUnit('100004', 'Sødmælk', 'STK');
    dismissUnitPrompt();
    expect($favoriteListView.get().unitPrompt).toBeNull();
    expect(sent('POST', '/api/favoritelists/standardunit/all')).toHaveLength(0);
  });

  it('a burst of unit changes (arrow keys) saves one at a time and ends with the last', async () => {
    $favoriteLists.set({ status: 'ready', lists: [summary(detail()), other] });
    const first = changeUnit('100004', 'Sødmælk', 'STK');
    void changeUnit('100004', 'Sødmælk', 'KRT');
    void changeUnit('100004', 'Sødmælk', 'STK');
    await first;
    const units = sent('POST', '/api/favoritelists/standardunit').map((r) => (r.body as { stdUnit: string }).stdUnit);
    expect(units).toEqual(['STK']); // the second save wanted STK, which the first had saved already
    expect($favoriteListView.get().units['100004']).toBe('STK');
    const saving = changeUnit('100004', 'Sødmælk', 'KRT');
    await changeUnit('100004', 'Sødmælk', 'STK'); // queued behind the KRT save: returns at once
    await saving;
    expect($favoriteListView.get().list?.items.find((i) => i.productId === '100004')?.stdUnit).toBe('STK');
    expect(sent('POST', '/api/favoritelists/standardunit').map((r) => (r.body as { stdUnit: string }).stdUnit)).toEqual(['STK', 'KRT', 'STK']);
  });
});

describe('favourite-list view: the whole list or the selection into the basket in ONE call (§7, §8)', () => {
  const cartAnswer = (lines: number) => json({
    addedOrderlines: lines,
    previewOrder: { itemCount: lines, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 },
    warnings: [],
    error: null,
  });

  beforeEach(async () => {
    listServer(detail(), {
      'POST /api/order/addtoorder': (_url, body) => cartAnswer((body as unknown[]).length),
      'GET /api/order/revieworder': () => json({}, 500),
    });
    openFavoriteListView(5);
    await settle();
  });

  it('the whole list, also products never shown: the list unit (§4), typed amounts, 1 otherwise; Æbler (no price) named', async () => {
    setAmount('100013', '4');
    expect(await addListToBasket('all', { orderContext, settings })).toBe(true);
    const calls = sent('POST', '/api/order/addtoorder');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual([
      { origin: 5, amount: 1, productId: '100004', unit: 'KRT', expiryProduct: false },
      { origin: 5, amount: 4, productId: '100013', unit: 'STK', expiryProduct: false },
      { origin: 5, amount: 1, productId: '100001', unit: 'STK', expiryProduct: false },
    ]);
    expect(toasts()).toEqual([['success', da.addedToBasket(3)], ['warning', t.skipped(['Æbler Elstar 5 kg'])]]);
    expect($favoriteListView.get()).toMatchObject({ amounts: {}, adding: false });
    expect($basket.get().itemCount).toBe(3);
  });

  it('the selection only; added products leave it (also after a card\'s own add: deselect)', async () => {
    setSelected('100013', true);
    setSelected('100001', true);
    setSelected('100016', true);
    deselect('100016');
    expect(await addListToBasket('selected', { orderContext, settings })).toBe(true);
    expect((sent('POST', '/api/order/addtoorder')[0]!.body as { productId: string }[]).map((i) => i.productId)).toEqual(['100013', '100001']);
    expect($favoriteListView.get().selected).toEqual({});
    expect(await addListToBasket('selected', { orderContext, settings })).toBe(false); // nothing selected
    expect(sent('POST', '/api/order/addtoorder')).toHaveLength(1);
  });

  it('products the catalogue no longer holds are named by number', async () => {
    listServer(detail({ l: [...detail().l, '100999'], items: [...detail().items, { productId: '100999', stdUnit: null, ownPriority: null, sortOrder: 9 }] }), {
      'POST /api/order/addtoorder': (_url, body) => cartAnswer((body as unknown[]).length),
    });
    resetFavoriteListView();
    openFavoriteListView(5);
    await settle();
    await addListToBasket('all', { orderContext, settings });
    expect(toasts().at(-1)).toEqual(['warning', t.skipped(['Æbler Elstar 5 kg', t.productNumber('100999')])]);
  });

  it('an invalid amount stops the add and names the product; nothing orderable says so', async () => {
    setAmount('100013', '0');
    expect(await addListToBasket('all', { orderContext, settings })).toBe(false);
    expect(toasts()).toEqual([['error', t.invalidAmount('Hakket oksekød 8-12% 2 kg', da.amountInvalid)]]);
    clearToasts();
    setSelected('100016', true); // Æbler: no price
    expect(await addListToBasket('selected', { orderContext, settings })).toBe(false);
    expect(toasts()).toEqual([['error', t.skipped(['Æbler Elstar 5 kg'])]]);
    expect(sent('POST', '/api/order/addtoorder')).toHaveLength(0);
  });

  it('a second click while adding does nothing', async () => {
    const first = addListToBasket('all', { orderContext, settings });
    expect(await addListToBasket('all', { orderContext, settings })).toBe(false);
    await first;
    expect(sent('POST', '/api/order/addtoorder')).toHaveLength(1);
  });

  it('names a few skipped products, then counts the rest', () => {
    expect(t.skipped(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('Kan ikke bestilles og kom ikke med: A, B, C, D, E og 2 mere');
  });
});
