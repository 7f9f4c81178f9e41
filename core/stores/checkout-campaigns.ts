// The checkout campaigns of the basket page (issue 18 point 2, docs/guides/offers.md §2), rendered by
// <shop-checkout-campaigns>: loaded while shown to a logged-in user (decision 011), and again when the
// basket's lines change (a product added or removed can trigger or end a campaign, an added campaign
// leaves the list). Adding goes through the basket's own add (addtoorder with checkoutId, origin
// CheckoutCampaign 7), so its toasts, warnings (§8 OutOfStock) and idempotency apply unchanged.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchCheckoutCampaigns, postCampaignComment, postCampaignRating, postPostponeCampaign } from '../api/checkout.js';
import { Origin } from '../schemas/cart.js';
import { MAX_CAMPAIGN_COMMENT, type CheckoutCampaign } from '../schemas/checkout.js';
import { characterCount } from '../schemas/text.js';
import { TOAST_MS } from '../rules/timing.js';
import { da } from '../texts/da.js';
import { daCheckout } from '../texts/da-checkout.js';
import { $basketLines, addToBasket } from './basket.js';
// Static, not import(): a dynamic entry reaching only part of core/ splits the search page's shared
// chunk in two and costs it about 1 KB gzip (bench/size-budget.ts).
import { $basketPage, loadBasketPage } from './basket-page.js';
import { $basketFirstLoad, $campaignsFirstLoad, CAMPAIGNS_HOLD_MS } from './basket-page-reveal.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

export interface CheckoutCampaignsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  campaigns: readonly CheckoutCampaign[];
  /** Campaign ids with a call under way: their controls are disabled meanwhile. */
  busy: readonly number[];
}

const EMPTY: CheckoutCampaignsState = { status: 'idle', campaigns: [], busy: [] };
export const $checkoutCampaigns = atom<CheckoutCampaignsState>(EMPTY);

let generation = 0;
const patch = (p: Partial<CheckoutCampaignsState>) => $checkoutCampaigns.set({ ...$checkoutCampaigns.get(), ...p });

function failureText(error: unknown): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : da.httpError;
}

function showError(error: unknown): void {
  if (error instanceof MissingSessionError) return; // the session-expired modal takes over
  showToast({ kind: 'error', message: failureText(error), durationMs: TOAST_MS.warning });
}

export async function loadCheckoutCampaigns(): Promise<void> {
  const started = ++generation;
  const current = $checkoutCampaigns.get();
  // A reload keeps the cards shown (no flicker); only the first load says "Henter …".
  const first = current.status !== 'ready';
  if (first) patch({ status: 'loading' });
  // The basket waits for this first answer unless it shows one already (basket-page-reveal.ts).
  if (first && !$basketPage.get().basket) {
    $campaignsFirstLoad.set(true);
    setTimeout(() => $campaignsFirstLoad.set(false), CAMPAIGNS_HOLD_MS);
  }
  try {
    const { campaigns } = await fetchCheckoutCampaigns(undefined, { handled: 'all' });
    if (started !== generation) return;
    patch({ status: 'ready', campaigns });
  } catch (error) {
    if (started !== generation) return;
    if (error instanceof MissingSessionError) patch({ status: 'idle', campaigns: [] });
    else patch({ status: current.status === 'ready' ? 'ready' : 'error' });
  } finally {
    if (started === generation) revealWithBasket();
  }
}

/** Ends the campaigns' hold on the basket when the basket's first answer is in too (basket-page-reveal.ts). */
function revealWithBasket(): void {
  if (!$campaignsFirstLoad.get()) return;
  if (!$basketFirstLoad.get()) {
    $campaignsFirstLoad.set(false);
    return;
  }
  const stop = $basketFirstLoad.listen((loading) => {
    if (loading) return;
    stop();
    $campaignsFirstLoad.set(false);
  });
}

async function withBusy<T>(id: number, call: () => Promise<T>): Promise<T | null> {
  patch({ busy: [...$checkoutCampaigns.get().busy, id] });
  try {
    return await call();
  } catch (error) {
    showError(error);
    // Gone meanwhile (ended, another tab): show what the server offers now.
    if (error instanceof ApiRequestError && error.status === 404) void loadCheckoutCampaigns();
    return null;
  } finally {
    patch({ busy: $checkoutCampaigns.get().busy.filter((b) => b !== id) });
  }
}

function updateCampaign(id: number, change: Partial<CheckoutCampaign>): void {
  patch({ campaigns: $checkoutCampaigns.get().campaigns.map((c) => (c.id === id ? { ...c, ...change } : c)) });
}

/** "Tilføj": `amount` in the campaign's unit, through the basket's add. Resolves to whether it was added. */
export async function addCampaign(campaign: CheckoutCampaign, amount = 1): Promise<boolean> {
  const added = await withBusy(campaign.id, () => addToBasket([{
    origin: Origin.CheckoutCampaign, amount, productId: campaign.productId, unit: campaign.unit, expiryProduct: false, checkoutId: campaign.id,
  }]));
  if (added) {
    // The basket page shows the new line; the campaign leaves this list (it is in the basket now).
    patch({ campaigns: $checkoutCampaigns.get().campaigns.filter((c) => c.id !== campaign.id) });
    void loadBasketPage();
    void loadCheckoutCampaigns();
  } else void loadCheckoutCampaigns(); // the stock may have changed (§8 OutOfStock)
  return Boolean(added);
}

/** "Ikke nu": hidden from this user for 7 days. */
export async function postponeCampaign(campaign: CheckoutCampaign): Promise<boolean> {
  const done = await withBusy(campaign.id, () => postPostponeCampaign(campaign.id, { handled: 'all' }));
  if (!done) return false;
  patch({ campaigns: $checkoutCampaigns.get().campaigns.filter((c) => c.id !== campaign.id) });
  showToast({ kind: 'success', message: daCheckout.postponed(campaign.title), durationMs: TOAST_MS.success });
  return true;
}

export async function rateCampaign(id: number, rating: number): Promise<boolean> {
  const before = $checkoutCampaigns.get().campaigns.find((c) => c.id === id)?.rating ?? null;
  updateCampaign(id, { rating });
  const saved = await withBusy(id, () => postCampaignRating(id, rating, { handled: 'all' }));
  if (!saved) {
    updateCampaign(id, { rating: before });
    return false;
  }
  showToast({ kind: 'success', message: daCheckout.ratingSaved, durationMs: TOAST_MS.success });
  return true;
}

export async function commentCampaign(id: number, text: string): Promise<boolean> {
  const comment = text.trim();
  if (characterCount(comment) > MAX_CAMPAIGN_COMMENT) {
    showToast({ kind: 'error', message: daCheckout.commentTooLong(MAX_CAMPAIGN_COMMENT), durationMs: TOAST_MS.error });
    return false;
  }
  const saved = await withBusy(id, () => postCampaignComment(id, comment, { handled: 'all' }));
  if (!saved) return false;
  updateCampaign(id, { comment: saved.comment });
  showToast({ kind: 'success', message: daCheckout.commentSaved, durationMs: TOAST_MS.success });
  return true;
}

export function resetCheckoutCampaigns(): void {
  generation++;
  $checkoutCampaigns.set(EMPTY);
  $campaignsFirstLoad.set(false);
}

// The basket changed (a line added, removed, another delivery date): the campaigns picked for it may
// differ.
let lastBasket = '';
$basketLines.listen((lines) => {
  const key = lines.map((l) => `${l.productId}:${l.unit}:${(l as { offer?: { id: number } | null }).offer?.id ?? ''}`).sort().join('|');
  if (key === lastBasket) return;
  lastBasket = key;
  // Only while a widget shows them (lc: its listeners) and they were loaded: a reset of the basket
  // stores (logout, tests) must not ask the server.
  if ($checkoutCampaigns.lc > 0 && $checkoutCampaigns.get().status === 'ready' && $sessionState.get() === 'authenticated') void loadCheckoutCampaigns();
});

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetCheckoutCampaigns();
});

loadWhileShown($checkoutCampaigns, (s) => s.status === 'idle', loadCheckoutCampaigns, { reloadWhenEmptied: true });
