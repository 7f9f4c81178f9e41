// The state of shopping-list mode that the search page needs on first load (issue 22 point 4): whether the
// mode is on, and the current list (the mini basket's count). Tiny on purpose (the search page's budget):
// the actions live in shopping-list.ts, loaded by dynamic import() only when the mode is on.
import { atom, computed } from 'nanostores';
import type { AddToCartItem } from '../schemas/cart.js';
import type { ShoppingList } from '../schemas/shopping-list.js';
import { addsGoToShoppingList } from '../rules/shopping-list-mode.js';
import { $profile, $sessionState } from './session-state.js';

export interface CurrentShoppingListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: ShoppingList | null;
}

export interface SentShoppingListsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The sent lists loaded so far, newest first ("Vis flere" appends the next page). */
  lists: ShoppingList[];
  /** How many lists the server's paging has given so far (its pages count the current list too). */
  fetched: number;
  /** All lists of the user in the department, as the server counts them (for "Vis flere"). */
  total: number;
}

export const IDLE_SHOPPING_LIST: CurrentShoppingListState = { status: 'idle', list: null };
export const IDLE_SENT_LISTS: SentShoppingListsState = { status: 'idle', lists: [], fetched: 0, total: 0 };

/** The current (editable) list. */
export const $shoppingList = atom<CurrentShoppingListState>(IDLE_SHOPPING_LIST);
/** The sent (read-only) lists, paged. */
export const $sentShoppingLists = atom<SentShoppingListsState>(IDLE_SENT_LISTS);

/** §1, §6: adds go to the shopping list (core/rules/shopping-list-mode.ts), from the profile. */
export const $shoppingListMode = computed($profile, addsGoToShoppingList);

let generation = 0;
/** Bumped on every reset, so an answer that arrives after a logout or a user change is dropped. */
export function shoppingListGeneration(): number {
  return generation;
}

/** Forgets the lists (logout, another user). */
export function resetShoppingLists(): void {
  generation++;
  $shoppingList.set(IDLE_SHOPPING_LIST);
  $sentShoppingLists.set(IDLE_SENT_LISTS);
}

// Whoever leaves sees no list; another user (a new login without a logout between, a department switch)
// sees their own: the lists are the user's in the session's department (§7).
let owner: string | null = null;
$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetShoppingLists();
});
$profile.subscribe((profile) => {
  const next = profile ? `${profile.username}\u0000${profile.department}` : null;
  if (next !== null && owner !== null && next !== owner) resetShoppingLists();
  if (next !== null) owner = next;
});

/** What the mode's lazily loaded code (core/stores/shopping-list.ts) offers the search page. */
export interface ShoppingListActions {
  addToShoppingList(items: readonly AddToCartItem[]): Promise<boolean>;
  ensureShoppingList(): void;
}

let loadActions: (() => Promise<ShoppingListActions>) | null = null;

/**
 * How to load the mode's code: a dynamic import() of core/stores/shopping-list.ts, provided by the widgets
 * (widgets/shared/define-element.ts) and tests. Not imported here: that module reaches core/index for the
 * bundle's sake (see its header), and core/index reaches this one, so core itself cannot import it.
 */
export function provideShoppingListActions(load: () => Promise<ShoppingListActions>): void {
  loadActions = load;
}

/** The mode's code, loading it on first use; null when nobody provided it (then nothing can be added). */
export function shoppingListActions(): Promise<ShoppingListActions> | null {
  return loadActions ? loadActions() : null;
}

// The mode's few search-page words travel with this state (core/index reaches it): on their own they
// became a separate 0.3 KB chunk of the search page's first load (measured with bench/size-budget.ts).
export { daShoppingListMode } from '../texts/da-shopping-list-mode.js';
