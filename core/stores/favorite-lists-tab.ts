// The screen state of the product dropdown's Favoritlister tab (§2 "Favourite-list dropdown"; issue 23
// §3): the search and the tri-state sort, per tab, and the loading of the lists while a tab is shown.
// The lists themselves are the page's ($favoriteLists); the card's mark reads them too, which is why
// they load here and not in an onMount of $favoriteLists: the cards must not load them before the first
// dropdown opens.
import { type ReadableAtom, atom, computed, onMount } from 'nanostores';
import { type FavoriteListSort, type FavoriteListSortKey, filterFavoriteLists, nextFavoriteListSort, sortFavoriteLists } from '../rules/favorite-list-sort.js';
import type { FavoriteList } from '../schemas/favorite-list.js';
import { $favoriteLists } from './favorite-lists-state.js';
import { ensureFavoriteLists } from './favorite-lists.js';
import { $sessionState } from './session-state.js';

export interface FavoriteListsTabState {
  search: string;
  sort: FavoriteListSort;
}

export interface FavoriteListsTab {
  $tab: ReadableAtom<FavoriteListsTabState>;
  /** The lists the table shows: searched by name, then sorted. */
  $shown: ReadableAtom<FavoriteList[]>;
  searchLists(text: string): void;
  /** Navn and Antal varer sort tri-state: ascending, descending, none. */
  sortListsBy(key: FavoriteListSortKey): void;
}

export function createFavoriteListsTab(): FavoriteListsTab {
  const $tab = atom<FavoriteListsTabState>({ search: '', sort: null });
  const patch = (p: Partial<FavoriteListsTabState>) => $tab.set({ ...$tab.get(), ...p });
  const $shown = computed([$favoriteLists, $tab], (state, { search, sort }) => sortFavoriteLists(filterFavoriteLists(state.lists, search), sort));

  // Each tab shown loads the lists unless they are loaded or on their way: once per page, and again on
  // the next open after a failure. The microtask: nanostores mounts a store on every `get()` too (see
  // core/stores/order-history.ts).
  onMount($tab, () =>
    $sessionState.subscribe((session) => {
      queueMicrotask(() => {
        if (session === 'authenticated' && $sessionState.get() === 'authenticated' && $favoriteLists.get().status !== 'loading') void ensureFavoriteLists();
      });
    }),
  );

  return {
    $tab,
    $shown,
    searchLists: (search) => patch({ search }),
    sortListsBy: (key) => patch({ sort: nextFavoriteListSort($tab.get().sort, key) }),
  };
}
