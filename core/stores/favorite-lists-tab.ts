// The screen state of the product dropdown's Favoritlister tab (§2 "Favourite-list dropdown"; issue 23
// §3), per tab: the search, the tri-state sort, the lists with a change in flight, the PIN and new-list
// dialogs; ticking a list; and the loading of the lists while a tab is shown.
// The lists themselves are the page's ($favoriteLists); the card's mark reads them too, which is why
// they load here and not in an onMount of $favoriteLists: the cards must not load them before the first
// dropdown opens.
import { type ReadableAtom, atom, computed } from 'nanostores';
import { loadWhileShown } from './load-while-shown.js';
import { type FavoriteListSort, type FavoriteListSortKey, filterFavoriteLists, nextFavoriteListSort, sortFavoriteLists } from '../rules/favorite-list-sort.js';
import type { FavoriteList } from '../schemas/favorite-list.js';
import { $favoriteLists } from './favorite-lists-state.js';
import {
  type FavoriteOutcome,
  addProductToFavoriteList,
  ensureFavoriteLists,
  removeProductFromFavoriteList,
  verifyFavoriteListPin,
} from './favorite-lists.js';

export interface FavoriteListsTabState {
  search: string;
  sort: FavoriteListSort;
  /** Lists whose add or remove is under way (a second tick waits for it). */
  busy: readonly number[];
  /** The locked list whose PIN is asked (§4 verify). */
  pinList: FavoriteList | null;
  /** The new-list dialog is open. */
  creating: boolean;
}

/** The product the tab is for, and the standard unit an add gives the list (null: the product's default). */
export interface TabProduct {
  productId: string;
  stdUnit: string | null;
}

export interface FavoriteListsTab {
  $tab: ReadableAtom<FavoriteListsTabState>;
  /** The lists the table shows: searched by name, then sorted. */
  $shown: ReadableAtom<FavoriteList[]>;
  searchLists(text: string): void;
  /** Navn and Antal varer sort tri-state: ascending, descending, none. */
  sortListsBy(key: FavoriteListSortKey): void;
  /** The checkbox: adds or removes the product; a locked list asks for its PIN first. */
  toggleList(list: FavoriteList, product: TabProduct): Promise<void>;
  /** §4 verify: checks the PIN, then sends the add or remove with it (the server checks it again). */
  submitPin(pin: string, product: TabProduct): Promise<FavoriteOutcome<unknown>>;
  closePin(): void;
  openNewList(): void;
  closeNewList(): void;
}

/** Adds or removes the product, whichever the list's current state asks for. */
function send(listId: number, { productId, stdUnit }: TabProduct, pin?: string): Promise<FavoriteOutcome<unknown>> {
  const list = $favoriteLists.get().lists.find((l) => l.i === listId);
  if (list?.l.includes(productId)) return removeProductFromFavoriteList(listId, productId, pin);
  return addProductToFavoriteList(listId, productId, { ...(stdUnit ? { stdUnit } : {}), ...(pin === undefined ? {} : { pin }) });
}

export function createFavoriteListsTab(): FavoriteListsTab {
  const $tab = atom<FavoriteListsTabState>({ search: '', sort: null, busy: [], pinList: null, creating: false });
  const patch = (p: Partial<FavoriteListsTabState>) => $tab.set({ ...$tab.get(), ...p });
  const $shown = computed([$favoriteLists, $tab], (state, { search, sort }) => sortFavoriteLists(filterFavoriteLists(state.lists, search), sort));

  // Each tab shown loads the lists unless they are loaded or on their way: once per page, and again on
  // the next open after a failure (core/stores/load-while-shown.ts).
  loadWhileShown($shown, () => $favoriteLists.get().status !== 'loading', ensureFavoriteLists);

  return {
    $tab,
    $shown,
    searchLists: (search) => patch({ search }),
    sortListsBy: (key) => patch({ sort: nextFavoriteListSort($tab.get().sort, key) }),
    async toggleList(list, product) {
      const { busy } = $tab.get();
      if (busy.includes(list.i)) {
        // Still a change, so the checkbox the click flipped is drawn again with the list's state.
        patch({ busy: [...busy] });
        return;
      }
      if (list.x) {
        patch({ pinList: list });
        return;
      }
      patch({ busy: [...busy, list.i] });
      try {
        await send(list.i, product);
      } finally {
        patch({ busy: $tab.get().busy.filter((i) => i !== list.i) });
      }
    },
    async submitPin(pin, product) {
      const list = $tab.get().pinList;
      if (!list) return { ok: true, value: undefined };
      const verified = await verifyFavoriteListPin(list.i, pin);
      if (!verified.ok) return verified;
      return send(list.i, product, pin);
    },
    closePin: () => patch({ pinList: null }),
    openNewList: () => patch({ creating: true }),
    closeNewList: () => patch({ creating: false }),
  };
}
