// Issue 22 point 4: shopping-list mode's store, and that every add of the shop (addToBasket: card, details,
// favourite list, quick order, recipe all go through it) lands on the list in the mode.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../schemas/user.js';
import type { ShoppingList } from '../schemas/shopping-list.js';
import { configureShop } from './config.js';
import { $profile, $sessionState } from './session-state.js';
import { $basket, addToBasket, resetBasket } from './basket.js';
import { $toasts, clearToasts } from './toasts.js';
import { provideShoppingListActions } from './shopping-list-state.js';
import { $sentShoppingLists, $shoppingList, $shoppingListMode, addToShoppingList, loadSentShoppingLists, loadShoppingList, resetShoppingLists, sendCurrentShoppingList } from './shopping-list.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const list = (over: Partial<ShoppingList> = {}): ShoppingList => ({
  id: 7, name: '', comment: '', createdAt: '2026-11-27T06:00:00.000Z', updatedAt: '2026-11-27T06:00:00.000Z', sentAt: null, sentBy: null, itemCount: 0, lines: [], ...over,
});
const lineOf = (id: number, productId: string) => ({ id, productId, name: 'Mælk', brand: 'Arla', unit: 'KRT', unitDescription: 'Karton', amount: 1, origin: 1 });
const profile = (over: Partial<Profile> = {}): Profile => ({
  isLoggedIn: true, username: 'kok@incokunde.dk', name: 'Inco Kok', department: '4001', departmentName: 'Inco', priceGroup: 'PG1', customerNo: '4000',
  siteVariant: 'inco', shopType: 0, cartType: 1, isAdmin: false, isPunchOut: false, punchOut: null, deliveryDate: null,
  settings: { showPrices: true, allowOrdering: true, hideCo2: false, showExpiry: false, showProcure: false, procureAlwaysOn: false },
  ...over,
});
const item = (productId: string) => ({ origin: 1, amount: 2, productId, unit: 'KRT', expiryProduct: false, checkoutId: -1 });

let calls: { method: string; path: string; body: unknown }[];
let routes: Record<string, () => Response>;

beforeEach(() => {
  provideShoppingListActions(() => import('./shopping-list.js'));
  configureShop({ apiBase: 'http://shop.test' });
  resetBasket();
  resetShoppingLists();
  clearToasts();
  calls = [];
  routes = {};
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url);
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path: u.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${u.pathname}`];
    if (route) return route();
    return json({ lines: [], deliveryDate: null, itemCount: 0, previewOrder: { itemCount: 0 } });
  }));
  $profile.set(profile());
  // A known basket is not fetched on login (core/stores/basket.ts): only the calls under test are made.
  $basket.set({ status: 'ready', itemCount: 0, deliveryDate: null });
  $sessionState.set('authenticated');
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  $profile.set(null);
  $sessionState.set('unknown');
});

describe('addToBasket in shopping-list mode (§1, §6)', () => {
  it('sends one product by addline, not addtoorder, with a toast linking the list page', async () => {
    routes['POST /api/shoppinglists/addline'] = () => json(list({ itemCount: 1, lines: [lineOf(1, '1001')] }));
    expect($shoppingListMode.get()).toBe(true);
    expect(await addToBasket([item('1001')])).toBe(true);
    expect(calls.filter((c) => c.path.endsWith('/addtoorder'))).toEqual([]);
    expect(calls.find((c) => c.path === '/api/shoppinglists/addline')?.body).toEqual({ productId: '1001', unit: 'KRT', amount: 2, origin: 1 });
    expect($shoppingList.get()).toMatchObject({ status: 'ready', list: { itemCount: 1 } });
    const toast = $toasts.get()[0]!;
    expect(toast).toMatchObject({ kind: 'success', message: '1 vare tilføjet til indkøbslisten', link: { href: '/indkoebsliste', text: 'Gå til indkøbslisten' } });
  });

  it('sends several products in one addlines call (a favourite list, quick order, a recipe)', async () => {
    routes['POST /api/shoppinglists/addlines'] = () => json(list({ itemCount: 2, lines: [lineOf(1, '1001'), lineOf(2, '1002')] }));
    expect(await addToBasket([item('1001'), item('1002')])).toBe(true);
    const body = calls.find((c) => c.path === '/api/shoppinglists/addlines')?.body as { lines: unknown[] };
    expect(body.lines).toHaveLength(2);
    expect($toasts.get()[0]?.message).toBe('2 varer tilføjet til indkøbslisten');
  });

  it('§7 "shopping-list adds reject with the HTTP status": the server\'s Danish text, nothing changed', async () => {
    $shoppingList.set({ status: 'ready', list: list({ itemCount: 1, lines: [lineOf(1, '1001')] }) });
    routes['POST /api/shoppinglists/addline'] = () => json({ error: 'ShoppingListFull', message: 'Indkøbslisten er fuld.' }, 409);
    expect(await addToBasket([item('1002')])).toBe(false);
    expect($toasts.get().map((t) => [t.kind, t.message])).toEqual([['error', 'Indkøbslisten er fuld.']]);
    expect($shoppingList.get().list?.itemCount).toBe(1);
  });

  it('a failure without a text shows ours', async () => {
    routes['POST /api/shoppinglists/addline'] = () => json(null, 500);
    expect(await addToShoppingList([item('1002')])).toBe(false);
    expect($toasts.get()[0]?.message).toBe('Varerne kunne ikke føjes til indkøbslisten. Prøv igen.');
  });

  it.each([
    ['cart type 0', { cartType: 0 as const }],
    ['a variant without lists', { siteVariant: 'ab' as const }],
    ['punch-out', { isPunchOut: true }],
  ])('%s: the basket as before', async (_name, over) => {
    $profile.set(profile(over));
    routes['POST /api/order/addtoorder'] = () => json({ addedOrderlines: 1, warnings: [], error: null, previewOrder: { itemCount: 1, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 } });
    await addToBasket([item('1001')]);
    expect(calls.some((c) => c.path.startsWith('/api/shoppinglists'))).toBe(false);
    expect(calls.some((c) => c.path.endsWith('/addtoorder'))).toBe(true);
  });
});

describe('the current and sent lists', () => {
  it('loads the current list', async () => {
    routes['GET /api/shoppinglists/null'] = () => json(list({ itemCount: 1, lines: [lineOf(1, '1001')] }));
    await loadShoppingList();
    expect($shoppingList.get()).toMatchObject({ status: 'ready', list: { id: 7 } });
  });

  it('sending: the new current list, and the sent one first among the sent lists', async () => {
    $shoppingList.set({ status: 'ready', list: list({ itemCount: 1, lines: [lineOf(1, '1001')] }) });
    routes['GET /api/shoppinglists/'] = () => json({ lists: [list({ itemCount: 1 }), list({ id: 3, sentAt: '2026-11-20T09:00:00.000Z', sentBy: 'Inco Kok' })], total: 2 });
    await loadSentShoppingLists();
    expect($sentShoppingLists.get()).toMatchObject({ status: 'ready', fetched: 2, total: 2 });
    expect($sentShoppingLists.get().lists.map((l) => l.id)).toEqual([3]);
    routes['POST /api/shoppinglists/send'] = () => json({ sent: list({ sentAt: '2026-11-27T06:10:00.000Z', sentBy: 'Inco Kok', itemCount: 1 }), current: list({ id: 8 }) });
    expect(await sendCurrentShoppingList()).toBe(true);
    expect($shoppingList.get().list?.id).toBe(8);
    expect($sentShoppingLists.get()).toMatchObject({ fetched: 3, total: 3 });
    expect($sentShoppingLists.get().lists.map((l) => l.id)).toEqual([7, 3]);
  });

  it('logging out forgets the lists; an answer arriving after it is dropped', async () => {
    let release: (r: Response) => void = () => {};
    routes['GET /api/shoppinglists/null'] = () => json(list());
    const slow = new Promise<Response>((resolve) => { release = resolve; });
    vi.mocked(fetch).mockImplementationOnce(() => slow);
    const loading = loadShoppingList();
    $sessionState.set('anonymous');
    release(json(list()));
    await loading;
    expect($shoppingList.get()).toEqual({ status: 'idle', list: null });
  });

  it('another user forgets the previous user\'s list', () => {
    $shoppingList.set({ status: 'ready', list: list({ itemCount: 4 }) });
    $profile.set(profile({ username: 'chef@incokunde.dk' }));
    expect($shoppingList.get().status).toBe('idle');
  });
});
