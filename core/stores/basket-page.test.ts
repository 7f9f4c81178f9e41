import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts } from './toasts.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $basket, resetBasket } from './basket.js';
import { $deliveryDate, chooseDeliveryDate, resetDeliveryDate } from './delivery-date.js';
import {
  $basketPage,
  completeOrder,
  emptyBasketPage,
  loadBasketPage,
  removeLine,
  resetBasketPage,
  saveComment,
  setLeaveUnattended,
  updateLine,
  visibleLines,
  type BasketPageState,
} from './basket-page.js';
import type { ReviewBasket as Basket, ReviewLine as BasketLine } from '../schemas/basket-review.js';
import type { Order } from '../schemas/order.js';
import { da } from '../texts/da.js';
import { daOrders } from '../texts/da-orders.js';
import { daServer } from '../texts/da-server.js';

interface Call { method: string; path: string; query: string; body: unknown; headers: Record<string, string> }
type Handler = (call: Call) => Response | Promise<Response>;
let calls: Call[];
function route(handlers: Record<string, Handler | Handler[]>) {
  calls = [];
  const queues = new Map(Object.entries(handlers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const u = new URL(url);
    const call: Call = { method: init.method ?? 'GET', path: u.pathname, query: u.search, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: (init.headers ?? {}) as Record<string, string> };
    if (u.pathname === '/api/eventlog') return json({});
    calls.push(call);
    const h = queues.get(`${call.method} ${call.path}`);
    const handler = Array.isArray(h) ? h.shift() : h;
    return handler ? handler(call) : json({ error: 'NotFound', message: daServer.notFound }, 404);
  }));
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, statusText: status < 300 ? 'OK' : 'Error', headers: { 'content-type': 'application/json' } });
const toastTexts = () => $toasts.get().map((t) => t.message);

const line = (lineNo: number, patch: Partial<BasketLine> = {}): BasketLine => ({
  lineNo, productId: `10000${lineNo}`, name: `Vare ${lineNo}`, brand: 'Mærke', unit: 'STK', amount: 2, unitPriceOre: 1000, lineTotalOre: 2000, depositOre: 0,
  flags: [], units: [{ code: 'STK', name: 'Stk', weighed: false }, { code: 'KG', name: 'Kilo', weighed: true }], expiryProduct: false, ...patch,
});
const basket = (lines: BasketLine[], patch: Partial<Basket> = {}): Basket => ({
  deliveryDate: '2025-06-06', lines, totalOre: lines.reduce((s, l) => s + (l.lineTotalOre ?? 0), 0), depositTotalOre: 0,
  comment: '', leaveUnattended: false, leaveUnattendedComment: '',
  previewOrder: { itemCount: lines.length, co2: 1.5, averageCo2: 0.75, ecoPct: 50, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 },
  ...patch,
});
const order = (orderNo = 41): Order => ({
  orderNo, deliveryDate: '2025-06-06', placedAt: '2025-06-04T10:00:00.000Z', placedBy: 'Karen Kok', comment: '', leaveUnattended: false,
  leaveUnattendedComment: '', totalOre: 4000, depositTotalOre: 0, lines: [],
});

async function loaded(b: Basket) {
  route({ 'GET /api/order/revieworder': () => json(b) });
  await loadBasketPage();
}

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  resetBasket();
  $basket.set({ status: 'ready', itemCount: 0, deliveryDate: '2025-06-06' });
  $sessionState.set('authenticated');
  resetBasketPage();
  resetDeliveryDate();
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearToasts();
});

describe('loading and editing', () => {
  it('loads the basket and keeps the mini basket in step', async () => {
    await loaded(basket([line(1), line(2)]));
    expect($basketPage.get()).toMatchObject({ status: 'ready', filter: 'all' });
    expect($basketPage.get().basket?.lines).toHaveLength(2);
    expect($basket.get()).toEqual({ status: 'ready', itemCount: 2, deliveryDate: '2025-06-06' });
  });

  it.each([
    ['0', 'STK', da.amountInvalid],
    ['', 'STK', da.amountInvalid],
    ['1,5', 'STK', da.amountDigitsOnly],
    ['abc', 'STK', da.amountDigitsOnly],
    ['1,555', 'KG', da.amountInvalid],
    ['10000', 'STK', da.amountInvalid],
  ])('an invalid amount %j (%s) is not sent; its §5 message shows for 3 s', async (text, unit, message) => {
    await loaded(basket([line(1)]));
    route({});
    expect(await updateLine(1, text, unit)).toBe(false);
    expect(calls).toEqual([]);
    expect($toasts.get().map((t) => [t.message, t.durationMs])).toEqual([[message, 3000]]);
  });

  it.each([
    ['5', 'STK', 5],
    ['2,25', 'KG', 2.25],
    ['3,', 'STK', 3],
  ])('amount %j in %s is sent as %d with PUT updateorderline', async (text, unit, amount) => {
    await loaded(basket([line(1)]));
    route({ 'PUT /api/order/updateorderline': () => json(basket([line(1, { amount, unit })])) });
    expect(await updateLine(1, text, unit)).toBe(true);
    expect(calls[0]!.body).toEqual({ deliveryDate: '2025-06-06', lineNo: 1, amount, unit });
    expect($basketPage.get().basket?.lines[0]).toMatchObject({ amount, unit });
    expect($basketPage.get().busyLines).toEqual([]);
  });

  it('removes a line, empties the basket, saves the comment and leave-unattended with the date', async () => {
    await loaded(basket([line(1), line(2)]));
    route({
      'DELETE /api/order/orderline/2025-06-06/2': () => json(basket([line(1)])),
      'DELETE /api/order/emptybasket/2025-06-06': () => json(basket([])),
      'POST /api/order/savecomment': () => json(basket([], { comment: 'Bagdøren' })),
      'POST /api/es/order/leaveunattended': () => json(basket([], { leaveUnattended: true, leaveUnattendedComment: 'Ved rampen' })),
    });
    expect(await removeLine(2)).toBe(true);
    expect($basketPage.get().basket?.lines.map((l) => l.lineNo)).toEqual([1]);
    expect(toastTexts()).toContain(daOrders.lineRemoved('Vare 2'));
    expect(await emptyBasketPage()).toBe(true);
    expect($basket.get().itemCount).toBe(0);
    expect(await saveComment('  Bagdøren ')).toBe(true);
    expect(calls.find((c) => c.path === '/api/order/savecomment')!.query).toBe('?comment=Bagd%C3%B8ren&date=2025-06-06');
    expect(await setLeaveUnattended(true, ' Ved rampen ')).toBe(true);
    expect(calls.at(-1)!.body).toEqual({ deliveryDate: '2025-06-06', leaveUnattended: true, comment: 'Ved rampen' });
    expect($basketPage.get().basket).toMatchObject({ leaveUnattended: true, leaveUnattendedComment: 'Ved rampen' });
  });

  it('refuses a comment over 500 characters without a call', async () => {
    await loaded(basket([line(1)]));
    route({});
    expect(await saveComment('x'.repeat(501))).toBe(false);
    expect(calls).toEqual([]);
    expect(toastTexts()).toEqual([daOrders.commentTooLong(500)]);
  });

  it('a line gone in another tab (404) shows the message and reloads the basket', async () => {
    await loaded(basket([line(1), line(2)]));
    route({
      'PUT /api/order/updateorderline': () => json({ error: 'NotFound', message: daOrders.basketLineMissing }, 404),
      'GET /api/order/revieworder': () => json(basket([line(1)])),
    });
    expect(await updateLine(2, '4')).toBe(false);
    expect(toastTexts()).toEqual([daOrders.basketLineMissing]);
    await vi.waitFor(() => expect($basketPage.get().basket?.lines).toHaveLength(1));
  });

  it('reloads the basket when the delivery date changes', async () => {
    await loaded(basket([line(1)]));
    $deliveryDate.set({ status: 'ready', dates: ['2025-06-06', '2025-06-11'], deliveryDate: '2025-06-06', chosen: false, saving: false });
    route({
      'POST /api/deliverydate/set/2025-06-11': () => json({ deliveryDate: '2025-06-11', chosen: true }),
      'GET /api/order/revieworder': () => json(basket([line(3, { flags: ['tooLate'] })], { deliveryDate: '2025-06-11' })),
    });
    await chooseDeliveryDate('2025-06-11');
    await vi.waitFor(() => expect($basketPage.get().basket?.deliveryDate).toBe('2025-06-11'));
    expect($basketPage.get().basket?.lines.map((l) => l.lineNo)).toEqual([3]);
  });
});

describe('visibleLines (the summary counters filter the lines)', () => {
  const lines = [line(1, { flags: ['tooLate'] }), line(2, { flags: ['outOfStock'] }), line(3, { flags: ['expired', 'outOfStock'] }), line(4)];
  const state = (filter: BasketPageState['filter'], lineMessages: Record<number, string> = {}) => ({ basket: basket(lines), filter, lineMessages });
  it.each<[BasketPageState['filter'], Record<number, string>, number[]]>([
    ['all', {}, [1, 2, 3, 4]],
    ['tooLate', {}, [1]],
    ['outOfStock', {}, [2, 3]],
    ['expired', {}, [3]],
    ['blocked', { 4: 'x', 2: 'y' }, [2, 4]],
    ['blocked', {}, []],
  ])('%s %j -> lines %j', (filter, messages, expected) => {
    expect(visibleLines(state(filter, messages)).map((l) => l.lineNo)).toEqual(expected);
  });
});

describe('completeOrder', () => {
  it('sends the total the user saw with an Idempotency-Key; the confirmation has the order number and the basket is empty', async () => {
    await loaded(basket([line(1), line(2)]));
    route({ 'POST /api/order/complete': () => json(order(41), 201) });
    expect(await completeOrder()).toBe(true);
    expect(calls[0]!.body).toEqual({ deliveryDate: '2025-06-06', expectedTotalOre: 4000 });
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^complete-[0-9a-f]{32}$/);
    expect($basketPage.get().completion).toEqual({ status: 'placed', order: order(41) });
    expect($basketPage.get().basket?.lines).toEqual([]);
    expect($basket.get().itemCount).toBe(0);
  });

  it('retries a lost answer once with the same key', async () => {
    await loaded(basket([line(1)]));
    route({ 'POST /api/order/complete': [() => Promise.reject(new TypeError('network')), () => json(order(42), 201)] });
    expect(await completeOrder()).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['Idempotency-Key']).toBe(calls[0]!.headers['Idempotency-Key']);
  });

  it('a second click while submitting sends nothing', async () => {
    await loaded(basket([line(1)]));
    let release!: () => void;
    route({ 'POST /api/order/complete': () => new Promise<Response>((r) => { release = () => r(json(order(43), 201)); }) });
    const first = completeOrder();
    expect(await completeOrder()).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('409 PriceChanged shows the new total and asks again; confirming sends the new total with a new key', async () => {
    await loaded(basket([line(1), line(2)]));
    const repriced = basket([line(1, { lineTotalOre: 2500 }), line(2)]);
    route({
      'POST /api/order/complete': [
        () => json({ error: 'PriceChanged', message: daOrders.orderPriceChanged, basket: repriced }, 409),
        () => json(order(44), 201),
      ],
    });
    expect(await completeOrder()).toBe(false);
    expect($basketPage.get().completion).toEqual({ status: 'priceChanged', previousTotalOre: 4000, totalOre: 4500 });
    expect($basketPage.get().basket?.totalOre).toBe(4500);
    expect(await completeOrder()).toBe(true);
    expect(calls[1]!.body).toEqual({ deliveryDate: '2025-06-06', expectedTotalOre: 4500 });
    expect(calls[1]!.headers['Idempotency-Key']).not.toBe(calls[0]!.headers['Idempotency-Key']);
  });

  it('409 OrderNotPlaceable marks the named lines with their messages and shows only them', async () => {
    await loaded(basket([line(1), line(2), line(3)]));
    route({
      'POST /api/order/complete': () => json({
        error: 'OrderNotPlaceable', message: daOrders.orderHasProblems,
        lines: [{ lineNo: 2, productId: '100002', problem: 'tooLate', message: da.deadlineBlocked }],
      }, 409),
    });
    expect(await completeOrder()).toBe(false);
    const state = $basketPage.get();
    expect(state.completion).toEqual({ status: 'blocked', message: daOrders.orderHasProblems });
    expect(state.lineMessages).toEqual({ 2: da.deadlineBlocked });
    expect(state.filter).toBe('blocked');
    expect(visibleLines(state).map((l) => l.lineNo)).toEqual([2]);
    expect(toastTexts()).toEqual([daOrders.orderHasProblems]);
  });

  it('409 DeliveryDatePassed shows its message and reloads dates and basket', async () => {
    await loaded(basket([line(1)]));
    route({
      'POST /api/order/complete': () => json({ error: 'DeliveryDatePassed', message: daOrders.deliveryDatePassed }, 409),
      'GET /api/deliverydate/getall': () => json({ dates: ['2025-06-11'], deliveryDate: '2025-06-11', chosen: false }),
      'GET /api/order/revieworder': () => json(basket([], { deliveryDate: '2025-06-11' })),
    });
    expect(await completeOrder()).toBe(false);
    expect(toastTexts()).toEqual([daOrders.deliveryDatePassed]);
    expect($basketPage.get().completion).toEqual({ status: 'idle' });
    await vi.waitFor(() => expect($basketPage.get().basket?.deliveryDate).toBe('2025-06-11'));
  });

  it('does nothing for an empty basket', async () => {
    await loaded(basket([]));
    route({});
    expect(await completeOrder()).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('the basket page loads itself while shown', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const reviews = () => calls.filter((c) => c.path === '/api/order/revieworder');

  it('loads when a logged-in widget subscribes, not for a visitor, and on login while shown', async () => {
    route({ 'GET /api/order/revieworder': () => json(basket([line(1)])) });
    $sessionState.set('anonymous');
    const stop = $basketPage.listen(() => {});
    await settle();
    expect(reviews()).toEqual([]);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($basketPage.get().status).toBe('ready'));
    const second = $basketPage.listen(() => {});
    await settle();
    stop();
    second();
    // One for the page, one for the mini basket's summary (core/stores/basket.ts loads it on login).
    expect(reviews()).toHaveLength(2);
  });

  it('loads nothing on a page without it when the delivery date changes', async () => {
    route({ 'POST /api/deliverydate/set/2025-06-11': () => json({ deliveryDate: '2025-06-11', chosen: true }) });
    $deliveryDate.set({ status: 'ready', dates: ['2025-06-06', '2025-06-11'], deliveryDate: '2025-06-06', chosen: false, saving: false });
    await chooseDeliveryDate('2025-06-11');
    await settle();
    // Only the mini basket's summary for the new date.
    expect(reviews()).toHaveLength(1);
    expect($basketPage.get().status).toBe('idle');
  });

  it('keeps a basket set before it was shown (stories, tests)', async () => {
    route({});
    $basketPage.set({ ...$basketPage.get(), status: 'ready', basket: basket([]) });
    const stop = $basketPage.listen(() => {});
    await settle();
    stop();
    expect(reviews()).toEqual([]);
  });
});

// Issue 15 point 2 (decision 028, second pass): the checkout campaigns above the basket and the basket
// replace their loading lines in one frame, so neither pushes the other once painted (CLS on /kurv).
describe('the basket page reveals the basket and the checkout campaigns together', () => {
  function deferred() {
    let resolve!: (r: Response) => void;
    const promise = new Promise<Response>((r) => (resolve = r));
    return { promise, resolve };
  }

  it('each waits for the other first answer, whichever comes first', async () => {
    const { $basketFirstLoad, $campaignsFirstLoad } = await import('./basket-page-reveal.js');
    const { loadCheckoutCampaigns, resetCheckoutCampaigns } = await import('./checkout-campaigns.js');
    resetCheckoutCampaigns();
    for (const first of ['basket', 'campaigns'] as const) {
      resetBasketPage();
      resetCheckoutCampaigns();
      const review = deferred();
      const lookup = deferred();
      route({ 'GET /api/order/revieworder': () => review.promise, 'GET /api/checkout/lookup': () => lookup.promise });
      const basketLoad = loadBasketPage();
      const campaignsLoad = loadCheckoutCampaigns();
      expect([$basketFirstLoad.get(), $campaignsFirstLoad.get()], first).toEqual([true, true]);
      if (first === 'basket') {
        review.resolve(json(basket([line(1)])));
        await basketLoad;
        // The basket has its answer but keeps its loading line: the campaigns' is still out.
        expect([$basketFirstLoad.get(), $campaignsFirstLoad.get()], first).toEqual([false, true]);
        lookup.resolve(json({ campaigns: [] }));
        await campaignsLoad;
      } else {
        lookup.resolve(json({ campaigns: [] }));
        await campaignsLoad;
        // The campaigns have their answer and wait for the basket's; the basket still waits for them.
        expect([$basketFirstLoad.get(), $campaignsFirstLoad.get()], first).toEqual([true, true]);
        review.resolve(json(basket([line(1)])));
        await basketLoad;
      }
      expect([$basketFirstLoad.get(), $campaignsFirstLoad.get()], first).toEqual([false, false]);
    }
  });

  it('a campaigns answer that does not come holds the basket back CAMPAIGNS_HOLD_MS at most', async () => {
    const { $campaignsFirstLoad, CAMPAIGNS_HOLD_MS } = await import('./basket-page-reveal.js');
    const { loadCheckoutCampaigns, resetCheckoutCampaigns } = await import('./checkout-campaigns.js');
    resetBasketPage();
    resetCheckoutCampaigns();
    vi.useFakeTimers();
    try {
      route({ 'GET /api/checkout/lookup': () => new Promise<Response>(() => {}) });
      void loadCheckoutCampaigns();
      expect($campaignsFirstLoad.get()).toBe(true);
      vi.advanceTimersByTime(CAMPAIGNS_HOLD_MS);
      expect($campaignsFirstLoad.get()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not hide a basket already shown when the campaigns load later', async () => {
    const { $campaignsFirstLoad } = await import('./basket-page-reveal.js');
    const { loadCheckoutCampaigns, resetCheckoutCampaigns } = await import('./checkout-campaigns.js');
    resetCheckoutCampaigns();
    await loaded(basket([line(1)]));
    const lookup = deferred();
    route({ 'GET /api/checkout/lookup': () => lookup.promise });
    const campaignsLoad = loadCheckoutCampaigns();
    expect($campaignsFirstLoad.get()).toBe(false);
    lookup.resolve(json({ campaigns: [] }));
    await campaignsLoad;
  });
});
