// The allergen guard of the session's department (issue 20 §3): which products of its assortment
// contain or may contain an allergen the department never wants. Loaded once per page, the first time
// a card, the details or the basket shows it to a logged-in user (loadWhileShown), and read with the
// pure lookup guardFor(). Bundle: not re-exported from core/index.ts; the cards reach it through the
// lazily loaded chunk of widgets/shared/allergen-guard-gate.tsx.
import { atom } from 'nanostores';
import { fetchAllergenGuard } from '../api/kitchen-settings.js';
import type { AllergenGuardList } from '../schemas/allergen-guard.js';
import type { AllergenCode } from '../schemas/food-info.js';
import { isGuarded, type ProductGuard } from '../texts/da-allergen-guard.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState } from './session-state.js';

export type { ProductGuard } from '../texts/da-allergen-guard.js';

export interface AllergenGuardState {
  /** idle: not asked yet; error: the list could not be read (no warnings shown, adding is not blocked). */
  status: 'idle' | 'loading' | 'loaded' | 'error';
  excludedAllergens: readonly AllergenCode[];
  products: ReadonlyMap<string, ProductGuard>;
}

const EMPTY: AllergenGuardState = { status: 'idle', excludedAllergens: [], products: new Map() };

export const $allergenGuard = atom<AllergenGuardState>(EMPTY);

/** The state for a list from the server (also what stories and tests set). */
export function guardStateOf(list: AllergenGuardList): AllergenGuardState {
  const products = new Map<string, ProductGuard>();
  for (const p of list.products) {
    const guard = { contains: p.contains, mayContain: p.mayContain };
    if (isGuarded(guard)) products.set(p.productId, guard);
  }
  return { status: 'loaded', excludedAllergens: list.excludedAllergens, products };
}

/** The guard of one product, or undefined when it carries none of the department's excluded allergens. */
export function guardFor(productId: string, state: AllergenGuardState = $allergenGuard.get()): ProductGuard | undefined {
  return state.products.get(productId);
}

let generation = 0;
let pending: Promise<void> | null = null;

/** Reads the list once (a second call while it loads waits for the same answer). */
export function loadAllergenGuard(): Promise<void> {
  if (pending) return pending;
  const started = generation;
  $allergenGuard.set({ ...$allergenGuard.get(), status: 'loading' });
  pending = fetchAllergenGuard({ handled: 'all' })
    .then(
      (list) => {
        if (started === generation) $allergenGuard.set(guardStateOf(list));
      },
      () => {
        // Quietly without warnings: the guard is a help, never a reason the shop stops selling.
        if (started === generation) $allergenGuard.set({ ...EMPTY, status: 'error' });
      },
    )
    .finally(() => {
      if (started === generation) pending = null;
    });
  return pending;
}

/**
 * The guard as it is once loaded, for the add flow: waits for a load under way and starts one for a
 * logged-in user when none has been made yet (an add before any card asked for it).
 */
export async function ensureAllergenGuard(): Promise<AllergenGuardState> {
  const state = $allergenGuard.get();
  if (state.status === 'loading' && pending) await pending;
  else if (state.status === 'idle' && $sessionState.get() === 'authenticated') await loadAllergenGuard();
  return $allergenGuard.get();
}

/** Forgets the list (logout, or my page saved new settings: the next look reads it again). */
export function resetAllergenGuard(): void {
  generation++;
  pending = null;
  $allergenGuard.set(EMPTY);
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetAllergenGuard();
});

loadWhileShown($allergenGuard, (state) => state.status === 'idle', loadAllergenGuard, { reloadWhenEmptied: true });
