// The focus brand page and the brands overview (issue 18 point 3), rendered by <shop-focus-brand>.
// Public: a brand page is marketing. The store loads once the session is known (so a logged-in user
// gets the products in the first answer), again when the user logs in or out while it is shown, and
// keeps what it has across a remount (a CMS that moves the element).
import { atom, onMount } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchFocusBrand, fetchFocusBrands } from '../api/focus.js';
import { isFocusBrandSlug } from '../rules/focus-brand.js';
import type { FocusBrand, FocusBrandPage } from '../schemas/focus.js';
import type { Product } from '../schemas/product.js';
import { $sessionState, type SessionState } from './session-state.js';

export interface FocusBrandState {
  /** The brand shown; null: the overview of every brand. undefined: not named yet. */
  slug: string | null | undefined;
  status: 'idle' | 'loading' | 'ready' | 'error' | 'notFound';
  brand: FocusBrand | null;
  /** Null without a session (the page asks to log in). */
  products: Product[] | null;
  /** The overview (slug null). */
  brands: FocusBrand[];
  /** The session state the data was loaded for. */
  loadedFor: SessionState | null;
}

const EMPTY: FocusBrandState = { slug: undefined, status: 'idle', brand: null, products: null, brands: [], loadedFor: null };
export const $focusBrand = atom<FocusBrandState>(EMPTY);

let generation = 0;
const sessionKnown = (s: SessionState) => s === 'anonymous' || s === 'authenticated' || s === 'expired';

/** The widget names its brand (null: the overview); another one starts afresh. */
export function showFocusBrand(slug: string | null): void {
  const state = $focusBrand.get();
  if (state.slug === slug) {
    if (state.status === 'idle') void loadFocusBrand();
    return;
  }
  generation++;
  $focusBrand.set({ ...EMPTY, slug });
  void loadFocusBrand();
}

export async function loadFocusBrand(): Promise<void> {
  const { slug } = $focusBrand.get();
  const session = $sessionState.get();
  if (slug === undefined || !sessionKnown(session)) return;
  const started = ++generation;
  if (slug !== null && !isFocusBrandSlug(slug)) {
    $focusBrand.set({ ...EMPTY, slug, status: 'notFound', loadedFor: session });
    return;
  }
  $focusBrand.set({ ...$focusBrand.get(), status: 'loading' });
  try {
    if (slug === null) {
      const brands = await fetchFocusBrands();
      if (started !== generation) return;
      $focusBrand.set({ ...EMPTY, slug, status: 'ready', brands, loadedFor: session });
    } else {
      const page: FocusBrandPage = await fetchFocusBrand(slug);
      if (started !== generation) return;
      $focusBrand.set({
        ...EMPTY, slug, status: 'ready', brand: page.brand, loadedFor: session,
        products: page.products,
      });
    }
  } catch (error) {
    if (started !== generation) return;
    if (error instanceof MissingSessionError) {
      $focusBrand.set({ ...EMPTY, slug });
      return;
    }
    const notFound = error instanceof ApiRequestError && error.status === 404;
    $focusBrand.set({ ...EMPTY, slug, status: notFound ? 'notFound' : 'error', loadedFor: session });
  }
}

export function resetFocusBrand(): void {
  generation++;
  $focusBrand.set(EMPTY);
}

// Shown: load what the widget named once the session is known, and again when it changes (a login
// brings the products and prices, a logout takes them away).
onMount($focusBrand, () =>
  $sessionState.subscribe((session) => {
    const state = $focusBrand.get();
    if (!sessionKnown(session) || state.slug === undefined) return;
    const anonymous = (s: SessionState | null) => s !== 'authenticated';
    if (state.status === 'idle' || (state.loadedFor !== null && anonymous(state.loadedFor) !== anonymous(session))) {
      $focusBrand.set({ ...state, status: 'idle' });
      void loadFocusBrand();
    }
  }),
);
