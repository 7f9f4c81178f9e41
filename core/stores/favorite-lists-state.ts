// The favourite lists' state atom and the membership set every product card reads (issue 5 §5: ONE
// store for the page). Kept apart from the actions in ./favorite-lists.ts on purpose: the card's
// membership mark is on every card of the search page, so what it imports counts against that page's
// bundle budget; the actions, the API client's schemas and the dialogs load with the product dropdown
// on first open (widgets/product-dropdown). The actions write into these atoms.
import { atom, computed } from 'nanostores';
import type { FavoriteList } from '../schemas/favorite-list.js';

export interface FavoriteListsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Own lists first, then colleagues' shared lists (the server's order; new lists keep it). */
  lists: FavoriteList[];
}

export const FAVORITE_LISTS_IDLE: FavoriteListsState = { status: 'idle', lists: [] };
export const $favoriteLists = atom<FavoriteListsState>(FAVORITE_LISTS_IDLE);

/** Product ids on any list the user sees: the card's membership mark (§3 x.favorite) in one lookup. */
export const $favoriteProductIds = computed($favoriteLists, (state): ReadonlySet<string> => new Set(state.lists.flatMap((l) => l.l)));

/** The lists a product is on (the dropdown's marks). */
export function listsWithProduct(state: FavoriteListsState, productId: string): FavoriteList[] {
  return state.lists.filter((l) => l.l.includes(productId));
}
