// The near-expiry offers (issue 18 point 1) that <shop-expiry-offers> shows: loaded while the widget
// shows them to a logged-in user who may see expiry offers (§6, the same canSeeExpiry the server asks),
// for the widget's take (§9: 1000 on the page, 20 in the front page's teaser).
import { atom } from 'nanostores';
import { MissingSessionError } from '../api/client.js';
import { fetchNearExpiry } from '../api/near-expiry.js';
import { EXPIRY_SHOP_TYPES } from '../rules/expiry-offers.js';
import { canSeeExpiry } from '../rules/permissions.js';
import type { OnList } from '../schemas/near-expiry.js';
import type { Product } from '../schemas/product.js';
import type { Profile } from '../schemas/user.js';
import { loadWhileShown } from './load-while-shown.js';
import { $profile, $sessionState } from './session-state.js';

export interface ExpiryOfferEntry {
  product: Product;
  onLists: OnList[];
}

export interface ExpiryOffersState {
  /** The take the shown widget asked for; 0 until one has (nothing loads before: a default take would be
   * a wasted request on the page, which asks for 1000 once its effect runs). */
  take: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  offers: ExpiryOfferEntry[];
}

const EMPTY: ExpiryOffersState = { take: 0, status: 'idle', offers: [] };
export const $expiryOffers = atom<ExpiryOffersState>(EMPTY);

let generation = 0;

/** §6: whether the profile may see expiry offers at all (the widget's "not allowed" state). */
export function mayShowExpiryOffers(profile: Profile | null | undefined): boolean {
  return profile != null && canSeeExpiry(profile, EXPIRY_SHOP_TYPES);
}

/** The widget names its take; another take starts afresh (and loads while shown). */
export function showExpiryOffers(take: number): void {
  if ($expiryOffers.get().take === take) return;
  generation++;
  $expiryOffers.set({ take, status: 'idle', offers: [] });
}

export async function loadExpiryOffers(): Promise<void> {
  const { take } = $expiryOffers.get();
  const started = ++generation;
  $expiryOffers.set({ take, status: 'loading', offers: [] });
  try {
    const result = await fetchNearExpiry(take, { handled: 'all' });
    if (started !== generation) return;
    $expiryOffers.set({ take, status: 'ready', offers: result.products });
  } catch (error) {
    if (started !== generation) return;
    // A lost session is the session widgets' business: back to idle, loaded again after the login.
    $expiryOffers.set({ take, status: error instanceof MissingSessionError ? 'idle' : 'error', offers: [] });
  }
}

$sessionState.listen((state) => {
  // Another user must not see the previous user's offers (their lists are named on them).
  if (state === 'anonymous' || state === 'expired') {
    generation++;
    $expiryOffers.set({ ...EMPTY, take: $expiryOffers.get().take });
  }
});

loadWhileShown($expiryOffers, (s) => s.status === 'idle' && s.take > 0, loadExpiryOffers, {
  allowed: () => mayShowExpiryOffers($profile.get()),
  watch: [$profile],
  reloadWhenEmptied: true,
});

/** Stories and tests: forget everything (the next widget shown loads afresh). */
export function resetExpiryOffers(): void {
  generation++;
  $expiryOffers.set(EMPTY);
}
