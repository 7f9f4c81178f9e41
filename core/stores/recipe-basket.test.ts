import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Origin } from '../schemas/cart.js';
import type { Profile } from '../schemas/user.js';
import { $basket, resetBasket } from './basket.js';
import { configureShop } from './config.js';
import { RECIPE_FIXTURE, RECIPE_PRODUCT_WIRES } from './recipe-basket.fixture.js';
import { $recipeBasket, $recipePlan, addRecipeToBasket, loadRecipe, resetRecipeBasket, setCovers } from './recipe-basket.js';
import { $profile, $sessionState } from './session-state.js';
import { $toasts, clearToasts } from './toasts.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile: Profile = {
  isLoggedIn: true, username: 'kok@ffkunde.dk', name: 'Kok', department: '1001', departmentName: 'Køkkenet', priceGroup: 'A', customerNo: '1', siteVariant: 'ab',
  shopType: 0, cartType: 0, isAdmin: false, isPunchOut: false, deliveryDate: '2026-11-30',
  settings: { showPrices: true, allowOrdering: true, hideCo2: false, showExpiry: true, showProcure: false, procureAlwaysOn: false },
};

let calls: { path: string; search: string; body: unknown }[];
let recipeReply: () => Response;
let addReply: (items: unknown[]) => Response;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  resetBasket();
  resetRecipeBasket();
  clearToasts();
  $basket.set({ status: 'ready', itemCount: 0, deliveryDate: '2026-11-30' });
  $profile.set(profile);
  $sessionState.set('authenticated');
  calls = [];
  recipeReply = () => json(RECIPE_FIXTURE);
  addReply = (items) => json({ addedOrderlines: items.length, previewOrder: { itemCount: items.length, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 }, warnings: [], error: null });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url);
    calls.push({ path: u.pathname, search: u.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (u.pathname === '/recipe-service/recipes/4101') return recipeReply();
    if (u.pathname === '/recipe-service/recipes/999') return json({ error: 'NotFound', message: 'Opskriften findes ikke' }, 404);
    if (u.pathname === '/api/product/getbyids') return json(RECIPE_PRODUCT_WIRES);
    if (u.pathname === '/api/order/addtoorder') return addReply(JSON.parse(String(init?.body)) as unknown[]);
    if (u.pathname === '/api/order/getbasket') return json({ lines: [] });
    return json({});
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  $sessionState.set('unknown');
  $profile.set(null);
});

describe('issue 17 §3: the recipe store', () => {
  it('loads the recipe from the service and its linked products for the session, once each', async () => {
    await loadRecipe(4101);
    const state = $recipeBasket.get();
    expect(state.status).toBe('ready');
    expect(state.covers).toBe(4);
    expect(state.coversText).toBe('4');
    expect(state.productsStatus).toBe('ready');
    const byIds = calls.find((c) => c.path === '/api/product/getbyids');
    expect(decodeURIComponent(byIds!.search)).toBe('?products=100010,100013,100016,100019,100099');
  });

  it('recomputes the plan when the covers change, and keeps the last plan with a Danish message for bad input', async () => {
    await loadRecipe(4101);
    setCovers('120');
    let plan = $recipePlan.get()!;
    expect(plan.covers).toBe(120);
    expect(plan.items.map((i) => [i.productId, i.unit, i.amount])).toEqual([['100010', 'PK', 3], ['100013', 'KG', 18], ['100016', 'STK', 6]]);
    expect(plan.totalOre).toBe(191286);
    setCovers('12,5');
    expect($recipeBasket.get().coversError).toBe('Skriv antal kuverter som et helt tal fra 1 til 5000.');
    plan = $recipePlan.get()!;
    expect(plan.covers).toBe(120);
  });

  it('"Læg alle i kurven" sends every orderable line in ONE addtoorder call with Origin.Recipe and names the rest', async () => {
    await loadRecipe(4101);
    setCovers('120');
    const result = await addRecipeToBasket();
    const adds = calls.filter((c) => c.path === '/api/order/addtoorder');
    expect(adds).toHaveLength(1);
    expect(adds[0]!.body).toEqual([
      { origin: Origin.Recipe, amount: 3, productId: '100010', unit: 'PK', expiryProduct: false },
      { origin: Origin.Recipe, amount: 18, productId: '100013', unit: 'KG', expiryProduct: false },
      { origin: Origin.Recipe, amount: 6, productId: '100016', unit: 'STK', expiryProduct: false },
    ]);
    expect(result).toEqual({ added: 3, notAdded: ['Remoulade (indhold pr. enhed ukendt)', 'Persille (ikke i jeres sortiment)'], failed: false });
    expect($recipeBasket.get().result).toEqual(result);
    expect($recipeBasket.get().adding).toBe(false);
    expect($basket.get().itemCount).toBe(3);
    expect($toasts.get().map((t) => t.kind)).toContain('success');
  });

  it('sends nothing while the covers are invalid', async () => {
    await loadRecipe(4101);
    setCovers('0');
    expect(await addRecipeToBasket()).toBeNull();
    expect(calls.some((c) => c.path === '/api/order/addtoorder')).toBe(false);
  });

  it('reports a refused add as failed, with the §8 toast from the basket store', async () => {
    addReply = () => json({ addedOrderlines: 0, previewOrder: { itemCount: 0, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 }, warnings: [], error: 'Kurven kunne ikke opdateres' });
    await loadRecipe(4101);
    const result = await addRecipeToBasket();
    expect(result?.failed).toBe(true);
    expect(result?.added).toBe(0);
    expect($toasts.get().map((t) => t.message)).toContain('Kurven kunne ikke opdateres');
  });

  it('logged out: the recipe and the scaling show, no products are asked for and nothing can be added', async () => {
    $profile.set(null);
    $sessionState.set('anonymous');
    await loadRecipe(4101);
    setCovers('120');
    expect($recipeBasket.get().products).toBeNull();
    expect(calls.some((c) => c.path === '/api/product/getbyids')).toBe(false);
    expect($recipePlan.get()!.lines.map((l) => l.total)).toEqual([7.2, 18, 6, 2.4, 0.6, 0.24]);
    expect(await addRecipeToBasket()).toBeNull();
  });

  it('loads the products when the visitor logs in, and forgets them on logout', async () => {
    $profile.set(null);
    $sessionState.set('anonymous');
    await loadRecipe(4101);
    $profile.set(profile);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($recipeBasket.get().productsStatus).toBe('ready'));
    $sessionState.set('anonymous');
    await vi.waitFor(() => expect($recipeBasket.get().products).toBeNull());
  });

  it('tells a missing recipe (404) from a failed load', async () => {
    await loadRecipe(999);
    expect($recipeBasket.get().status).toBe('missing');
    recipeReply = () => json({}, 500);
    await loadRecipe(4101);
    expect($recipeBasket.get().status).toBe('error');
  });
});
