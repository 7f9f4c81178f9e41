import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import { clearToasts } from './toasts.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $basket, resetBasket } from './basket.js';
import { $orderHistory, loadMoreOrders, loadOrderHistory, orderAgainMessage, resetOrderHistory, toggleOrderLines } from './order-history.js';
import type { Order } from '../schemas/order.js';
import { daOrders } from '../texts/da-orders.js';

const order = (orderNo: number): Order => ({
  orderNo, deliveryDate: '2025-06-06', placedAt: '2025-06-04T10:00:00.000Z', placedBy: 'Karen Kok', comment: '', leaveUnattended: false,
  leaveUnattendedComment: '', totalOre: 1000, depositTotalOre: 0, lines: [],
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let pages: unknown[];
let queries: string[];

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  resetBasket();
  $basket.set({ status: 'ready', itemCount: 0, deliveryDate: '2025-06-06' });
  $sessionState.set('authenticated');
  resetOrderHistory();
  clearToasts();
  queries = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const u = new URL(url);
    if (u.pathname === '/api/eventlog') return json({});
    if (!u.pathname.endsWith('/history')) return json({}, 404);
    queries.push(u.search);
    return json(pages.shift());
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('order history paging', () => {
  it('loads 10 at a time and does not repeat an order that moved to the next page', async () => {
    pages = [{ orders: [order(12), order(11)], total: 3 }, { orders: [order(11), order(10)], total: 4 }];
    await loadOrderHistory();
    expect($orderHistory.get()).toMatchObject({ status: 'ready', total: 3 });
    await loadMoreOrders();
    expect($orderHistory.get().orders.map((o) => o.orderNo)).toEqual([12, 11, 10]);
    expect(queries).toEqual(['?take=10&skip=0', '?take=10&skip=2']);
  });

  it('toggles the lines of one order', () => {
    toggleOrderLines(5);
    toggleOrderLines(6);
    toggleOrderLines(5);
    expect($orderHistory.get().expanded).toEqual([6]);
  });
});

describe('orderAgainMessage', () => {
  it.each([
    [{ deliveryDate: '2025-06-06', added: 1, skipped: [] }, daOrders.orderAgainAdded(1, '06-06-2025')],
    [{ deliveryDate: '2025-06-11', added: 4, skipped: [{ productId: '1', name: 'x', alternativeProductId: null }] }, '4 varer er lagt i kurven til levering 11-06-2025.'],
    [{ deliveryDate: '2025-06-06', added: 0, skipped: [] }, daOrders.orderAgainNothing],
  ])('%j -> %s', (result, text) => expect(orderAgainMessage(result)).toBe(text));
});

describe('order history loads itself while shown', () => {
  it('loads the first page when a logged-in widget subscribes, and not for a visitor', async () => {
    pages = [{ orders: [order(12)], total: 1 }];
    $sessionState.set('anonymous');
    const stop = $orderHistory.listen(() => {});
    await allTasks();
    expect(queries).toEqual([]);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($orderHistory.get().status, JSON.stringify(queries)).toBe('ready'));
    expect(queries).toHaveLength(1);
    stop();
  });

  it('keeps a state set before it was shown (stories, tests)', async () => {
    $orderHistory.set({ ...$orderHistory.get(), status: 'ready', orders: [order(1)], total: 1 });
    const stop = $orderHistory.listen(() => {});
    await allTasks();
    expect(queries).toEqual([]);
    stop();
  });
});

describe('order history is not loaded where it is not shown', () => {
  it('an action reading the store (get) loads nothing', async () => {
    pages = [{ orders: [order(1)], total: 1 }];
    toggleOrderLines(5);
    $orderHistory.get();
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queries).toEqual([]);
  });
});
