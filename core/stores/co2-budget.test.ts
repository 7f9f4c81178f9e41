import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { $toasts, clearToasts } from './toasts.js';
import { configureShop } from './config.js';
import { $profile, $sessionState } from './session-state.js';
import { $basketPage, loadBasketPage, resetBasketPage, saveComment, updateLine } from './basket-page.js';
import { $co2Budget, loadCo2Budget, resetCo2Budget, swapToAlternative } from './co2-budget.js';
import type { ReviewBasket, ReviewLine } from '../schemas/basket-review.js';
import type { Co2Budget } from '../schemas/co2-budget.js';
import type { Profile } from '../schemas/user.js';
import { daCo2Budget } from '../texts/da-co2-budget.js';

interface Call { method: string; path: string; body: unknown; headers: Record<string, string> }
type Handler = (call: Call) => Response;
let calls: Call[];
function route(handlers: Record<string, Handler | Handler[]>) {
  calls = [];
  const queues = new Map(Object.entries(handlers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const u = new URL(url);
    const call: Call = { method: init.method ?? 'GET', path: u.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: (init.headers ?? {}) as Record<string, string> };
    if (u.pathname === '/api/eventlog') return json({});
    calls.push(call);
    const h = queues.get(`${call.method} ${call.path}`);
    const handler = Array.isArray(h) ? (h.length > 1 ? h.shift() : h[0]) : h;
    return handler ? handler(call) : json({ error: 'NotFound', message: 'Ikke fundet' }, 404);
  }));
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const line = (lineNo: number, patch: Partial<ReviewLine> = {}): ReviewLine => ({
  lineNo, productId: `10000${lineNo}`, name: `Vare ${lineNo}`, brand: '', unit: 'STK', amount: 2, unitPriceOre: 1000, lineTotalOre: 2000, depositOre: 0,
  flags: [], units: [{ code: 'STK', name: 'Stk', weighed: false }], expiryProduct: false, ...patch,
});
const basket = (lines: ReviewLine[]): ReviewBasket => ({
  deliveryDate: '2025-06-06', lines, totalOre: 0, depositTotalOre: 0, comment: '', leaveUnattended: false, leaveUnattendedComment: '',
  previewOrder: { itemCount: lines.length, co2: 6.2, averageCo2: 3.1, ecoPct: 20, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 },
});
const budget = (patch: Partial<Co2Budget> = {}): Co2Budget => ({
  deliveryDate: '2025-06-06', co2TargetPerLine: 2.5, organicTargetPct: 30, averageCo2: 3.1, co2: 6.2, ecoPct: 20, itemCount: 2, co2OnTarget: false, organicOnTarget: false,
  lines: [{ lineNo: 1, productId: '100001', name: 'Oksefilet', unit: 'KG', amount: 2, co2: 5, alternative: { productId: '100900', name: 'Kyllingebryst', brand: '', unit: 'KG', amount: 2, co2: 3.8, saving: 1.2, unitPriceOre: 9900 } }],
  ...patch,
});
const profile = (hideCo2: boolean) => ({ settings: { showPrices: true, allowOrdering: true, hideCo2, showExpiry: true, showProcure: false, procureAlwaysOn: false } }) as unknown as Profile;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $profile.set(profile(false));
  $sessionState.set('authenticated');
  resetBasketPage();
  resetCo2Budget();
  clearToasts();
});
afterEach(() => {
  cleanStores($co2Budget, $basketPage);
  vi.unstubAllGlobals();
  clearToasts();
});

const budgetCalls = () => calls.filter((c) => c.path === '/api/order/co2budget').length;

describe('co2 budget store', () => {
  it('loads while shown to a user who sees CO2e', async () => {
    route({ 'GET /api/order/co2budget': () => json(budget()) });
    keepMount($co2Budget);
    await allTasks();
    await vi.waitFor(() => expect($co2Budget.get().status).toBe('ready'));
    expect($co2Budget.get().budget?.co2TargetPerLine).toBe(2.5);
  });

  it('never calls the server for a hideCo2 user (§6)', async () => {
    $profile.set(profile(true));
    route({ 'GET /api/order/co2budget': () => json(budget()) });
    keepMount($co2Budget);
    await allTasks();
    await loadCo2Budget();
    expect(budgetCalls()).toBe(0);
    expect($co2Budget.get().status).toBe('idle');
  });

  it('loads again after the basket lines change, not after a comment', async () => {
    route({
      'GET /api/order/revieworder': () => json(basket([line(1), line(2)])),
      'GET /api/order/co2budget': () => json(budget()),
      'PUT /api/order/updateorderline': () => json(basket([line(1, { amount: 5 }), line(2)])),
      'POST /api/order/savecomment': () => json({ ...basket([line(1, { amount: 5 }), line(2)]), comment: 'Hej' }),
    });
    await loadBasketPage();
    keepMount($co2Budget);
    keepMount($basketPage);
    await vi.waitFor(() => expect($co2Budget.get().status).toBe('ready'));
    const before = budgetCalls();
    expect(await updateLine(1, '5')).toBe(true);
    await vi.waitFor(() => expect(budgetCalls()).toBe(before + 1));
    expect(await saveComment('Hej')).toBe(true);
    await allTasks();
    expect(budgetCalls()).toBe(before + 1);
  });

  it('"Byt" posts the swap with an Idempotency-Key, reloads the basket and names both products', async () => {
    route({
      'GET /api/order/co2budget': () => json(budget()),
      'POST /api/order/swapline': () => json(basket([line(1, { productId: '100900', name: 'Kyllingebryst' })])),
      'GET /api/order/revieworder': () => json(basket([line(1, { productId: '100900', name: 'Kyllingebryst' })])),
    });
    await loadCo2Budget();
    expect(await swapToAlternative(1)).toBe(true);
    const swap = calls.find((c) => c.path === '/api/order/swapline')!;
    expect(swap.body).toEqual({ deliveryDate: '2025-06-06', lineNo: 1, productId: '100900' });
    expect(swap.headers['Idempotency-Key']).toMatch(/^swapline-/);
    expect(calls.some((c) => c.path === '/api/order/revieworder')).toBe(true);
    expect($toasts.get().map((t) => t.message)).toEqual([daCo2Budget.swapped('Oksefilet', 'Kyllingebryst')]);
    expect($co2Budget.get().swapping).toBeNull();
  });

  it('a refused swap shows the server message and reloads what the server holds', async () => {
    route({
      'GET /api/order/co2budget': () => json(budget()),
      'POST /api/order/swapline': () => json({ error: 'NotAnAlternative', message: daCo2Budget.notAnAlternative }, 409),
      'GET /api/order/revieworder': () => json(basket([line(1)])),
    });
    await loadCo2Budget();
    expect(await swapToAlternative(1)).toBe(false);
    expect($toasts.get().map((t) => t.message)).toEqual([daCo2Budget.notAnAlternative]);
    await vi.waitFor(() => expect(budgetCalls()).toBe(2));
    expect(calls.some((c) => c.path === '/api/order/revieworder')).toBe(true);
  });

  it('does nothing for a line without an alternative', async () => {
    route({ 'GET /api/order/co2budget': () => json(budget({ lines: [{ ...budget().lines[0]!, alternative: null }] })) });
    await loadCo2Budget();
    expect(await swapToAlternative(1)).toBe(false);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
