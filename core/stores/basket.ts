// The basket summary the mini basket shows, and the add-to-basket action with §8's messages.
import { atom } from 'nanostores';
import { BasketSchema, CartResponseSchema } from '../schemas/cart.js';
import type { AddToCartItem, CartResponse, CartWarning } from '../schemas/cart.js';
import { apiRequest, ApiRequestError, MissingSessionError } from '../api/client.js';
import { logEvent } from '../api/event-log.js';
import { da } from '../texts/da.js';
import { TOAST_MS } from '../rules/timing.js';
import { $shopConfig } from './config.js';
import { $profile, $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

export interface BasketSummary {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Number of order lines in the basket (previewOrder.itemCount). */
  itemCount: number;
  deliveryDate: string | null;
}

const EMPTY: BasketSummary = { status: 'idle', itemCount: 0, deliveryDate: null };
export const $basket = atom<BasketSummary>(EMPTY);

export async function loadBasket(): Promise<void> {
  $basket.set({ ...$basket.get(), status: 'loading' });
  try {
    const basket = await apiRequest('/api/order/revieworder', { schema: BasketSchema });
    $basket.set({ status: 'ready', itemCount: basket.previewOrder.itemCount, deliveryDate: basket.deliveryDate });
  } catch {
    $basket.set({ ...$basket.get(), status: 'error' });
  }
}

// Whoever logs in sees their own basket; whoever leaves sees none. A basket that is already known
// (set by a host page or a Storybook fixture) is not fetched again; leaving resets it to idle, so the
// next login always loads its own.
$sessionState.listen((state) => {
  if (state === 'authenticated' && $basket.get().status === 'idle') void loadBasket();
  if (state === 'anonymous' || state === 'expired') $basket.set(EMPTY);
});

function warningText(w: CartWarning): string {
  return w.code === 'OutOfStock' ? da.outOfStock(String(w.stock ?? 0)) : da.unitMismatch(w.unit ?? '');
}

/**
 * POST /api/order/addtoorder (§7) and the §8 reactions: success toast with count and basket link
 * (4 s) and a mini-basket update; warnings 6 s; otherwise the response's error text or the cart
 * update error (3 s). A network failure is logged and shows the same. Resolves to whether anything
 * was added, so the card can reset its amount.
 */
export async function addToBasket(items: AddToCartItem[]): Promise<boolean> {
  let response: CartResponse;
  try {
    response = await apiRequest('/api/order/addtoorder', { method: 'POST', body: items, schema: CartResponseSchema, handled: 'all' });
  } catch (error) {
    if (error instanceof MissingSessionError) return false; // the session-expired modal takes over
    if (error instanceof ApiRequestError && error.status === 0) {
      void logEvent({ message: 'addtoorder network failure', data: JSON.stringify(items), userid: $profile.get()?.username ?? '' });
    }
    const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : da.cartUpdateError;
    showToast({ kind: 'error', message, durationMs: TOAST_MS.error });
    return false;
  }
  for (const warning of response.warnings) {
    showToast({ kind: 'warning', message: warningText(warning), durationMs: TOAST_MS.warning });
  }
  if (response.addedOrderlines > 0) {
    $basket.set({ ...$basket.get(), status: 'ready', itemCount: response.previewOrder.itemCount });
    showToast({
      kind: 'success',
      message: da.addedToBasket(response.addedOrderlines),
      durationMs: TOAST_MS.success,
      link: { href: $shopConfig.get().basketUrl, text: da.goToBasket },
    });
    return true;
  }
  showToast({ kind: 'error', message: response.error || da.cartUpdateError, durationMs: TOAST_MS.error });
  return false;
}
