import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts } from './toasts.js';
import { configureShop } from './config.js';
import { $profile, $sessionState } from './session-state.js';
import { $basket, resetBasket } from './basket.js';
import { $deliveryDate, chooseDeliveryDate, deliveryDateLabel, followDeliveryDateLink, loadDeliveryDates, onDeliveryDateChange, resetDeliveryDate } from './delivery-date.js';
import { daOrders } from '../texts/da-orders.js';
import type { Profile } from '../schemas/user.js';

type Handler = () => Response | Promise<Response>;
let requests: string[];
function route(handlers: Record<string, Handler>) {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const key = `${init.method ?? 'GET'} ${path}`;
    if (path !== '/api/eventlog') requests.push(key);
    const handler = handlers[key];
    if (path === '/api/eventlog') return json({});
    return handler ? handler() : json({ error: 'NotFound', message: 'x' }, 404);
  }));
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Error', headers: { 'content-type': 'application/json' } });
const toasts = () => $toasts.get().map((t) => [t.kind, t.message]);

const DATES = ['2025-06-06', '2025-06-11', '2025-06-13'];
const basket = (deliveryDate: string) => ({
  deliveryDate, lines: [], totalOre: 0, depositTotalOre: 0, comment: '', leaveUnattended: false, leaveUnattendedComment: '',
  previewOrder: { itemCount: 0, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 },
});

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  resetBasket();
  // A known basket is not fetched when the session becomes authenticated (core/stores/basket.ts).
  $basket.set({ status: 'ready', itemCount: 0, deliveryDate: '2025-06-06' });
  $sessionState.set('authenticated');
  resetDeliveryDate();
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('loadDeliveryDates', () => {
  it('reads the selectable dates and the date in force', async () => {
    route({ 'GET /api/deliverydate/getall': () => json({ dates: DATES, deliveryDate: '2025-06-06', chosen: false }) });
    await loadDeliveryDates();
    expect($deliveryDate.get()).toEqual({ status: 'ready', dates: DATES, deliveryDate: '2025-06-06', chosen: false, saving: false });
  });

  it.each([
    ['a server error', () => json({ error: 'ServerError' }, 500)],
    ['a garbled answer', () => json({ dates: 'fredag' })],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ])('%s gives the error state and the load toast (5 s)', async (_name, handler) => {
    route({ 'GET /api/deliverydate/getall': handler });
    await loadDeliveryDates();
    expect($deliveryDate.get().status).toBe('error');
    expect(toasts()).toEqual([['error', daOrders.deliveryDatesLoadError]]);
    expect($toasts.get()[0]!.durationMs).toBe(5000);
  });
});

describe('chooseDeliveryDate', () => {
  beforeEach(() => {
    $deliveryDate.set({ status: 'ready', dates: DATES, deliveryDate: '2025-06-06', chosen: false, saving: false });
    $profile.set({ deliveryDate: '2025-06-06' } as Profile);
  });

  it('sets the date on the server, reloads the basket of that date and tells the listeners', async () => {
    route({
      'POST /api/deliverydate/set/2025-06-11': () => json({ deliveryDate: '2025-06-11', chosen: true }),
      'GET /api/order/revieworder': () => json(basket('2025-06-11')),
    });
    const heard: string[] = [];
    const stop = onDeliveryDateChange((d) => heard.push(d));
    expect(await chooseDeliveryDate('2025-06-11')).toBe(true);
    stop();
    expect($deliveryDate.get()).toMatchObject({ deliveryDate: '2025-06-11', chosen: true, saving: false });
    expect($profile.get()?.deliveryDate).toBe('2025-06-11');
    expect(heard).toEqual(['2025-06-11']);
    await vi.waitFor(() => expect($basket.get().deliveryDate).toBe('2025-06-11'));
    expect(requests).toEqual(['POST /api/deliverydate/set/2025-06-11', 'GET /api/order/revieworder']);
    expect(toasts()).toEqual([['success', daOrders.deliveryDateChanged('onsdag 11. juni')]]);
  });

  it.each([
    ['the current date', '2025-06-06'],
    ['a date not offered', '2025-06-09'],
  ])('sends nothing for %s', async (_name, date) => {
    route({});
    expect(await chooseDeliveryDate(date)).toBe(false);
    expect(requests).toEqual([]);
    expect($deliveryDate.get().deliveryDate).toBe('2025-06-06');
  });

  it('keeps the old date and shows the server message when the server refuses, then re-reads the list', async () => {
    route({
      'POST /api/deliverydate/set/2025-06-11': () => json({ error: 'DeliveryDateNotSelectable', message: daOrders.deliveryDateNotSelectable }, 400),
      'GET /api/deliverydate/getall': () => json({ dates: ['2025-06-13'], deliveryDate: '2025-06-13', chosen: false }),
    });
    expect(await chooseDeliveryDate('2025-06-11')).toBe(false);
    expect(toasts()).toEqual([['error', daOrders.deliveryDateNotSelectable]]);
    await vi.waitFor(() => expect($deliveryDate.get().dates).toEqual(['2025-06-13']));
  });

  it('ignores a second choice while the first is saving', async () => {
    let release!: () => void;
    route({
      'POST /api/deliverydate/set/2025-06-11': () => new Promise<Response>((r) => { release = () => r(json({ deliveryDate: '2025-06-11', chosen: true })); }),
      'GET /api/order/revieworder': () => json(basket('2025-06-11')),
    });
    const first = chooseDeliveryDate('2025-06-11');
    expect($deliveryDate.get().saving).toBe(true);
    expect(await chooseDeliveryDate('2025-06-13')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /api/deliverydate/set/2025-06-11']);
  });

  it('is reset when the session ends', () => {
    $sessionState.set('anonymous');
    expect($deliveryDate.get()).toMatchObject({ status: 'idle', dates: [], deliveryDate: null });
  });
});

describe('deliveryDateLabel (Danish weekday names, date-fns da)', () => {
  it.each([
    ['2025-06-06', 'fredag 6. juni (næste leveringsdag)'],
    ['2025-06-11', 'onsdag 11. juni'],
    ['2025-12-29', 'mandag 29. december'],
  ])('%s -> %s', (date, label) => expect(deliveryDateLabel(date, ['2025-06-06', '2025-06-11'])).toBe(label));
});

describe('the dates load themselves while shown', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const getall = () => json({ dates: DATES, deliveryDate: DATES[0], chosen: false });

  it('loads when a logged-in widget subscribes, not for a visitor, and on login while shown', async () => {
    route({ 'GET /api/deliverydate/getall': getall });
    $sessionState.set('anonymous');
    const stop = $deliveryDate.listen(() => {});
    await settle();
    expect(requests).toEqual([]);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($deliveryDate.get().status).toBe('ready'));
    stop();
    // The login loads the basket too (core/stores/basket.ts).
    expect(requests.filter((r) => r.includes('deliverydate'))).toEqual(['GET /api/deliverydate/getall']);
  });

  it('loads once for a logged-in user, and not for a mere read of the store', async () => {
    route({ 'GET /api/deliverydate/getall': getall });
    expect($deliveryDate.get().status).toBe('idle');
    await settle();
    expect(requests).toEqual([]);
    const stop = $deliveryDate.listen(() => {});
    const second = $deliveryDate.listen(() => {});
    await vi.waitFor(() => expect($deliveryDate.get().status).toBe('ready'));
    stop();
    second();
    expect(requests).toEqual(['GET /api/deliverydate/getall']);
  });

  it('keeps a state set before it was shown (stories, tests)', async () => {
    route({ 'GET /api/deliverydate/getall': getall });
    $deliveryDate.set({ status: 'ready', dates: DATES, deliveryDate: DATES[0]!, chosen: false, saving: false });
    const stop = $deliveryDate.listen(() => {});
    await settle();
    stop();
    expect(requests).toEqual([]);
  });
});

describe('followDeliveryDateLink (issue 19 point 4: the recurring-order mail links to one day\'s basket)', () => {
  const setDay = (date: string) => () => json({ deliveryDate: date, chosen: true });

  it('switches to the linked day once the dates are known, once per link', async () => {
    route({
      'GET /api/deliverydate/getall': () => json({ dates: DATES, deliveryDate: '2025-06-06', chosen: false }),
      'POST /api/deliverydate/set/2025-06-11': setDay('2025-06-11'),
      'GET /api/order/revieworder': () => json(basket('2025-06-11')),
    });
    followDeliveryDateLink('2025-06-11');
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    await loadDeliveryDates();
    await vi.waitFor(() => expect($deliveryDate.get().deliveryDate).toBe('2025-06-11'));
    followDeliveryDateLink('2025-06-11');
    await loadDeliveryDates();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /api/deliverydate/set/2025-06-11']);
  });

  it('keeps the current day for a day that cannot be chosen (says so) and ignores a malformed value', async () => {
    route({ 'GET /api/deliverydate/getall': () => json({ dates: DATES, deliveryDate: '2025-06-06', chosen: false }) });
    followDeliveryDateLink('06-11-2025');
    followDeliveryDateLink('2025-06-07');
    await loadDeliveryDates();
    expect($deliveryDate.get().deliveryDate).toBe('2025-06-06');
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(toasts()).toContainEqual(['error', daOrders.deliveryDateNotSelectable]);
  });

  it('does nothing when the linked day is already the day in force', async () => {
    route({ 'GET /api/deliverydate/getall': () => json({ dates: DATES, deliveryDate: '2025-06-06', chosen: false }) });
    await loadDeliveryDates();
    followDeliveryDateLink('2025-06-06');
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });
});
