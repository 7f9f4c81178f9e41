// The basket summary the mini basket shows, and the add-to-basket action with §8's messages.
import { atom, computed } from 'nanostores';
import type { AddToCartItem, BasketLine, CartResponse, CartWarning } from '../schemas/cart.js';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchBasket, postAddToOrder } from '../api/basket.js';
import { logEvent } from '../api/event-log.js';
import { newIdempotencyKey, RETRY_AFTER_MS } from '../api/idempotency.js';
import { da } from '../texts/da.js';
import { TOAST_MS } from '../rules/timing.js';
import { mergeAddedItems, quantitiesByProduct } from '../rules/card-state.js';
import type { BasketQuantity } from '../rules/card-state.js';
import { $shopConfig } from './config.js';
import { $profile, $sessionState } from './session-state.js';
import { showToast } from './toasts.js';
import { alsoBoughtProductOf } from '../rules/also-bought.js';
import { daOffersSellingToast } from '../texts/da-offers-selling-toast.js';
import { addsGoToShoppingList } from '../rules/shopping-list-mode.js';
import { shoppingListActions } from './shopping-list-state.js';

export interface BasketSummary {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Number of order lines in the basket (previewOrder.itemCount). */
  itemCount: number;
  deliveryDate: string | null;
}

const EMPTY: BasketSummary = { status: 'idle', itemCount: 0, deliveryDate: null };
export const $basket = atom<BasketSummary>(EMPTY);

/** The basket's lines as revieworder last answered (plus adds made since), for the cards. */
export const $basketLines = atom<BasketLine[]>([]);

/**
 * Per product id, what the basket holds in each unit: one map for the whole page, so each card's
 * "in basket" state (§4) is one lookup, not a scan of the lines.
 */
export const $basketQuantities = computed($basketLines, (lines): ReadonlyMap<string, readonly BasketQuantity[]> => quantitiesByProduct(lines));

// Bumped whenever the basket is reset, so an answer that arrives after a logout is dropped.
let generation = 0;

export async function loadBasket(): Promise<void> {
  const started = generation;
  $basket.set({ ...$basket.get(), status: 'loading' });
  try {
    const basket = await fetchBasket();
    if (started !== generation) return;
    $basket.set({ status: 'ready', itemCount: basket.previewOrder.itemCount, deliveryDate: basket.deliveryDate });
    $basketLines.set(basket.lines);
  } catch {
    if (started !== generation) return;
    $basket.set({ ...$basket.get(), status: 'error' });
  }
}

/**
 * Re-reads the lines after an add without showing a loading state (the mini basket keeps its count)
 * and without any toast: the optimistic lines stay if the call fails.
 */
export async function refreshBasketLines(): Promise<void> {
  const started = generation;
  try {
    const basket = await fetchBasket({ handled: 'all' });
    if (started !== generation) return;
    $basketLines.set(basket.lines);
    $basket.set({ status: 'ready', itemCount: basket.previewOrder.itemCount, deliveryDate: basket.deliveryDate });
  } catch {
    // Silent: the count from addtoorder and the optimistic lines are already shown.
  }
}

/** Empties the known basket (logout, another user): summary and lines. */
export function resetBasket(): void {
  generation++;
  $basket.set(EMPTY);
  $basketLines.set([]);
}

// Whoever logs in sees their own basket; whoever leaves sees none. A basket that is already known
// (set by a host page or a Storybook fixture) is not fetched again; leaving resets it to idle, so the
// next login always loads its own.
$sessionState.listen((state) => {
  if (state === 'authenticated' && $basket.get().status === 'idle') void loadBasket();
  if (state === 'anonymous' || state === 'expired') resetBasket();
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
  // Issue 22 point 4 (§1, §6 "Cart type 1 (shopping list): … add to list"): in shopping-list mode every
  // add of the shop goes to the current shopping list; its code loads only then (the search page's budget).
  if (addsGoToShoppingList($profile.get())) {
    const actions = await shoppingListActions()?.catch(() => null);
    if (actions) return actions.addToShoppingList(items);
    showToast({ kind: 'error', message: da.cartUpdateError, durationMs: TOAST_MS.error });
    return false;
  }
  let response: CartResponse;
  // One key for the call and its retry: if the first answer was lost on the way (a kitchen tablet on
  // bad Wi-Fi), the retry gets that answer instead of adding the products a second time.
  const headers = { 'Idempotency-Key': newIdempotencyKey('add') };
  const send = () => postAddToOrder(items, { handled: 'all', headers });
  try {
    try {
      response = await send();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      response = await send();
    }
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
    $basketLines.set(mergeAddedItems($basketLines.get(), items));
    void refreshBasketLines();
    const { basketUrl, searchUrl } = $shopConfig.get();
    const also = alsoBoughtProductOf(items);
    showToast({
      kind: 'success',
      message: da.addedToBasket(response.addedOrderlines),
      durationMs: TOAST_MS.success,
      link: { href: basketUrl, text: da.goToBasket },
      // Issue 18 point 4: after a card's add, "Andre købte også" in the product's details (§2 foodInfo).
      more: also ? { href: `${searchUrl}?foodInfo=${encodeURIComponent(also)}`, text: daOffersSellingToast.alsoBoughtLink } : undefined,
    });
    return true;
  }
  // Nothing added: the server's reason, or the generic text, unless a warning already said why (a focus
  // product in another unit is left out with UnitMisMatch only).
  if (response.error || response.warnings.length === 0) {
    showToast({ kind: 'error', message: response.error || da.cartUpdateError, durationMs: TOAST_MS.error });
  }
  return false;
}
