// The product details view's state (issue 4; §2, §4 "Product details", §7, §8): which product is
// open, its lookup, food information, relations and delivery deadline, the assortment request and the
// stored "hide the disclaimer" preference (§9 stored preferences). Widgets read the atoms and call the
// actions; they never call the API themselves. Import this module directly (not via core/index.ts):
// its zod schemas stay out of pages without the details widget (search page size budget).
import { atom } from 'nanostores';
import { daProductDetails } from '../texts/da-product-details.js';
import {
  fetchDeliveryDeadline,
  fetchFoodInfo,
  fetchProductDetails,
  fetchProductRelations,
  sendAssortmentRequest,
} from '../api/product-details.js';
import { MissingSessionError } from '../api/client.js';
import { TOAST_MS } from '../rules/timing.js';
import type { FoodInfo } from '../schemas/food-info.js';
import type { DeadlineResponse, ProductDetails, ProductRelations } from '../schemas/product-details.js';
import { $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

/** §4 assortment request: unsent, sending (button busy), then sent (disabled, 'Tak for din anmodning'). */
export type AssortmentRequestState = 'unsent' | 'sending' | 'sent';

export interface DetailsTarget {
  productId: string;
  expiry: boolean;
}

export type ProductDetailsState =
  | { status: 'closed' }
  | ({ status: 'loading' } & DetailsTarget)
  | ({
      status: 'loaded';
      details: ProductDetails;
      productInfo: { version: number; sidsteRevision: string | null };
      recipeIds: number[];
      /** null: the food information could not be fetched (the tab says there is none). */
      foodInfo: FoodInfo | null;
      /** null: the relations could not be fetched (the tabs show their empty texts). */
      relations: ProductRelations | null;
      /** null until fetched, and after a failed fetch (§7: silent). */
      deadline: DeadlineResponse | null;
    } & DetailsTarget)
  | ({ status: 'notInAssortment'; request: AssortmentRequestState } & DetailsTarget)
  /**
   * §8: the lookup failed. The toast is shown; the widget removes `foodInfo` and `expiry` from the
   * URL and calls closeProductDetails() (core does not own the page URL).
   */
  | ({ status: 'error' } & DetailsTarget);

export const $productDetails = atom<ProductDetailsState>({ status: 'closed' });

// Bumped by every open and close: an answer for a product no longer open is dropped.
let generation = 0;
let controller: AbortController | null = null;

function abortRunning(): void {
  controller?.abort();
  controller = null;
}

function sameTarget(a: ProductDetailsState, target: DetailsTarget): boolean {
  return a.status !== 'closed' && a.productId === target.productId && a.expiry === target.expiry;
}

/**
 * Opens the details of `productId` (§2 `foodInfo`, `expiry=true` for the expiry version): loading,
 * then loaded, notInAssortment or error (§4). Opening the one already open does nothing, so the
 * widget can call it on every URL change.
 */
export async function openProductDetails(productId: string, options: { expiry?: boolean } = {}): Promise<void> {
  const target: DetailsTarget = { productId, expiry: options.expiry === true };
  const current = $productDetails.get();
  if (sameTarget(current, target) && current.status !== 'error') return;
  abortRunning();
  const started = ++generation;
  const ac = new AbortController();
  controller = ac;
  $productDetails.set({ status: 'loading', ...target });

  let lookup;
  try {
    lookup = await fetchProductDetails(productId, { expiry: target.expiry, signal: ac.signal });
  } catch (error) {
    if (started !== generation) return;
    controller = null;
    if (error instanceof MissingSessionError) {
      // The API client has opened 'Login udløbet'; the empty details close without a second message.
      $productDetails.set({ status: 'closed' });
      return;
    }
    $productDetails.set({ status: 'error', ...target });
    showToast({ kind: 'error', message: daProductDetails.detailsLoadError, durationMs: TOAST_MS.http });
    return;
  }
  if (started !== generation) return;

  if (lookup.status === 'notInAssortment') {
    controller = null;
    $productDetails.set({ status: 'notInAssortment', ...target, request: lookup.requested ? 'sent' : 'unsent' });
    return;
  }

  // Food information and relations are secondary: a failure leaves their tabs empty, not the view.
  const [foodInfo, relations] = await Promise.all([
    fetchFoodInfo(productId, ac.signal).catch(() => null),
    fetchProductRelations(productId, ac.signal).catch(() => null),
  ]);
  if (started !== generation) return;
  $productDetails.set({
    status: 'loaded',
    ...target,
    details: lookup.product,
    productInfo: lookup.productInfo,
    recipeIds: lookup.recipeIds,
    foodInfo,
    relations,
    deadline: null,
  });

  // §7: a failed deadline fetch is silent (fetchDeliveryDeadline resolves null).
  const deadline = await fetchDeliveryDeadline(
    { productId, deadlines: lookup.product.deadlines, discontinuedDate: lookup.product.discontinuedDate },
    ac.signal,
  );
  if (started !== generation) return;
  controller = null;
  const now = $productDetails.get();
  if (now.status === 'loaded' && deadline) $productDetails.set({ ...now, deadline });
}

/** Closes the details (Escape, back, history navigation, the close button) and drops answers on their way. */
export function closeProductDetails(): void {
  generation++;
  abortRunning();
  $productDetails.set({ status: 'closed' });
}

/**
 * §4 assortment request of the open not-in-assortment product: 'Din anmodning er afsendt' and the
 * sent state; a request the department had already sent is the sent state too (no error); a failure
 * is 'Der skete en fejl' and the button can be used again. One request at a time.
 */
export async function requestAssortment(): Promise<void> {
  const state = $productDetails.get();
  if (state.status !== 'notInAssortment' || state.request !== 'unsent') return;
  const started = generation;
  $productDetails.set({ ...state, request: 'sending' });
  const stillOpen = () => {
    const now = $productDetails.get();
    return started === generation && now.status === 'notInAssortment' && now.productId === state.productId ? now : null;
  };
  try {
    const result = await sendAssortmentRequest(state.productId);
    const now = stillOpen();
    if (now) $productDetails.set({ ...now, request: 'sent' });
    if (result.status === 'sent') showToast({ kind: 'success', message: daProductDetails.assortmentRequestSent, durationMs: TOAST_MS.success });
  } catch (error) {
    const now = stillOpen();
    if (now) $productDetails.set({ ...now, request: 'unsent' });
    if (!(error instanceof MissingSessionError)) {
      showToast({ kind: 'error', message: daProductDetails.assortmentRequestFailed, durationMs: TOAST_MS.http });
    }
  }
}

// Leaving the session closes whatever was open: its prices and assortment belonged to that user.
$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') closeProductDetails();
});

// ---------------------------------------------------------------------------------------------------
// §9 stored preference: the disclaimer, once hidden, stays hidden on this device.

export const DISCLAIMER_HIDDEN_KEY = 'shop.productDetails.hideDisclaimer';

function readDisclaimerHidden(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(DISCLAIMER_HIDDEN_KEY) === '1';
  } catch {
    return false; // storage blocked (privacy settings): shown every time
  }
}

export const $disclaimerHidden = atom<boolean>(readDisclaimerHidden());

export function setDisclaimerHidden(hidden: boolean): void {
  $disclaimerHidden.set(hidden);
  try {
    if (hidden) localStorage.setItem(DISCLAIMER_HIDDEN_KEY, '1');
    else localStorage.removeItem(DISCLAIMER_HIDDEN_KEY);
  } catch {
    // Not remembered across visits; the atom still holds it for this page.
  }
}

/** Re-reads the stored preference (tests; a page that cleared its storage). */
export function reloadDisclaimerPreference(): void {
  $disclaimerHidden.set(readDisclaimerHidden());
}

// ---------------------------------------------------------------------------------------------------
// The CO2e modal (issue 4 point 7): <shop-co2e-modal> shows the product put here; the details view
// (and any other widget) opens it. Its figures come from co2eFigures (core/format/co2e-details.ts).

export interface Co2eModalProduct {
  productId: string;
  name: string;
  /** kg CO2e per base unit (§3 e; null for hideCo2 users). */
  co2e: number | null;
  /** Net weight of the base unit in kg. */
  weightKg: number | null;
  units: readonly { name: string; description: string; factor: number }[];
}

export const $co2eModal = atom<Co2eModalProduct | null>(null);

export function openCo2eModal(product: Co2eModalProduct): void {
  $co2eModal.set(product);
}

export function closeCo2eModal(): void {
  $co2eModal.set(null);
}
