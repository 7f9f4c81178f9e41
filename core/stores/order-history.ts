// The customer's placed orders (issue 7 §4): newest first, a page at a time (GET /api/order/history),
// and "Bestil igen" (POST orderagain/{orderNo}) with what was added and what was skipped, each skipped
// product with the alternative the server offers (§3 t). <shop-order-history> renders this store.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchOrderHistory, postOrderAgain } from '../api/order.js';
import { formatDate } from '../format/date.js';
import { TOAST_MS } from '../rules/timing.js';
import type { Order, OrderAgainResult } from '../schemas/order.js';
import { da } from '../texts/da.js';
import { daOrders } from '../texts/da-orders.js';
import { loadBasket } from './basket.js';
import { $shopConfig } from './config.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

/** Orders per page: a kitchen orders a few times a week, so 10 cover two to three weeks. */
export const HISTORY_PAGE_SIZE = 10;

export interface OrderHistoryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  orders: readonly Order[];
  total: number;
  loadingMore: boolean;
  /** Order numbers whose lines are shown. */
  expanded: readonly number[];
  /** The order being ordered again. */
  orderingAgain: number | null;
  /** The last "Bestil igen" answer, shown beside its order. */
  lastAgain: { orderNo: number; result: OrderAgainResult } | null;
}

const EMPTY: OrderHistoryState = { status: 'idle', orders: [], total: 0, loadingMore: false, expanded: [], orderingAgain: null, lastAgain: null };
export const $orderHistory = atom<OrderHistoryState>(EMPTY);

let generation = 0;
const patch = (p: Partial<OrderHistoryState>) => $orderHistory.set({ ...$orderHistory.get(), ...p });

function page(skip: number) {
  return fetchOrderHistory({ take: HISTORY_PAGE_SIZE, skip }, { handled: 'all' });
}

function failure(error: unknown, fallback: string): void {
  if (error instanceof MissingSessionError) return;
  const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
  showToast({ kind: 'error', message, durationMs: TOAST_MS.warning });
}

export async function loadOrderHistory(): Promise<void> {
  const started = generation;
  patch({ status: 'loading' });
  try {
    const body = await page(0);
    if (started !== generation) return;
    patch({ status: 'ready', orders: body.orders, total: body.total });
  } catch (error) {
    if (started !== generation) return;
    patch({ status: 'error' });
    failure(error, daOrders.historyLoadFailed);
  }
}

/** The next page; orders already shown are not repeated (a new order meanwhile shifts the pages). */
export async function loadMoreOrders(): Promise<void> {
  const state = $orderHistory.get();
  if (state.loadingMore || state.orders.length >= state.total) return;
  const started = generation;
  patch({ loadingMore: true });
  try {
    const body = await page(state.orders.length);
    if (started !== generation) return;
    const known = new Set($orderHistory.get().orders.map((o) => o.orderNo));
    patch({ loadingMore: false, orders: [...$orderHistory.get().orders, ...body.orders.filter((o) => !known.has(o.orderNo))], total: body.total });
  } catch (error) {
    if (started !== generation) return;
    patch({ loadingMore: false });
    failure(error, daOrders.historyLoadFailed);
  }
}

export function toggleOrderLines(orderNo: number): void {
  const { expanded } = $orderHistory.get();
  patch({ expanded: expanded.includes(orderNo) ? expanded.filter((n) => n !== orderNo) : [...expanded, orderNo] });
}

/** The text of a "Bestil igen" answer: what went into which basket, or that nothing could. */
export function orderAgainMessage(result: OrderAgainResult): string {
  return result.added > 0 ? daOrders.orderAgainAdded(result.added, formatDate(result.deliveryDate)) : daOrders.orderAgainNothing;
}

/** POST orderagain/{orderNo}: lines go into the current delivery date's basket with today's prices. */
export async function orderAgain(orderNo: number): Promise<boolean> {
  if ($orderHistory.get().orderingAgain !== null) return false;
  const started = generation;
  patch({ orderingAgain: orderNo, lastAgain: null });
  try {
    const result = await postOrderAgain(orderNo, { handled: 'all' });
    if (started !== generation) return false;
    patch({ orderingAgain: null, lastAgain: { orderNo, result } });
    if (result.added > 0) {
      void loadBasket();
      showToast({ kind: 'success', message: orderAgainMessage(result), durationMs: TOAST_MS.success, link: { href: $shopConfig.get().basketUrl, text: da.goToBasket } });
    } else {
      showToast({ kind: 'warning', message: orderAgainMessage(result), durationMs: TOAST_MS.warning });
    }
    return result.added > 0;
  } catch (error) {
    if (started !== generation) return false;
    patch({ orderingAgain: null });
    failure(error, da.cartUpdateError);
    return false;
  }
}

export function resetOrderHistory(): void {
  generation++;
  $orderHistory.set(EMPTY);
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetOrderHistory();
});

// The first page loads while a widget shows the history (decision 011: screens load in the store).
loadWhileShown($orderHistory, (state) => state.status === 'idle', loadOrderHistory);
