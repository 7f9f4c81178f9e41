// What a product list shows, searched in the catalogue worker (issue 3 §4, §6): 30 cards per page,
// more on scroll. One store per distinct query: a page may carry several lists (a search page and a
// recipe teaser), and each shows its own results; two lists with the same query share one store.
// When a newer catalogue arrives (the server said it changed), every store that has results
// searches again, so the page never shows prices from the version it replaced.
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { PAGE_SIZE } from '../schemas/wire-constants.js';
import type { Product } from '../schemas/product.js';
import { EMPTY_QUERY, isEmptyQuery, queryKey } from '../catalogue/query.js';
import type { CatalogueQuery } from '../catalogue/query.js';
import type { GroupFacet, ListItemInfo } from '../catalogue/execute.js';
import { clampSearchText } from '../rules/search-query.js';
import type { FavoriteListSummary } from '../schemas/catalogue.js';
import { $catalogue, loadCatalogue, overrideFavoriteList, queryCatalogue } from './catalogue.js';
import { $sessionState } from './session-state.js';

export interface ProductSearchState {
  status: 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';
  query: CatalogueQuery;
  products: Product[];
  total: number;
  /** Matches per posting group before the posting-group filter. */
  facets: GroupFacet[];
  /** In a favourite-list view: each product's list item (standard unit, own priority). */
  listItems: (ListItemInfo | null)[] | null;
  /** The favourite or featured list's name; listMissing when the user cannot see that list. */
  listName: string | null;
  listMissing: boolean;
}

export interface ProductSearch {
  readonly query: CatalogueQuery;
  readonly $state: ReadableAtom<ProductSearchState>;
  /**
   * Loads the first page (again); a call while one is in flight replaces it. `minCount` loads that
   * many cards at once (restoring the user's position after "back", §9 returnPos).
   */
  search(options?: { minCount?: number }): Promise<void>;
  /** Appends the next 30 cards; does nothing while loading or when everything is shown. */
  loadMore(): Promise<void>;
  /** Hands in a state without a search: stories and host pages that already have results. */
  set(state: Partial<Omit<ProductSearchState, 'query'>> & Pick<ProductSearchState, 'status' | 'products' | 'total'>): void;
}

/** A query from a partial one (fixtures pass only text and group), normalised. */
export function normaliseQuery(query: Partial<CatalogueQuery>): CatalogueQuery {
  const q = { ...EMPTY_QUERY, ...query };
  return {
    ...q,
    text: clampSearchText(q.text),
    group: q.group?.trim() || null,
    postingGroups: [...new Set(q.postingGroups)].sort(),
  };
}

function emptyState(query: CatalogueQuery): ProductSearchState {
  return { status: 'idle', query, products: [], total: 0, facets: [], listItems: null, listName: null, listMissing: false };
}

function createProductSearch(query: CatalogueQuery): ProductSearch {
  const $state = atom<ProductSearchState>(emptyState(query));
  let generation = 0;

  async function firstPage(options: { minCount?: number } = {}): Promise<void> {
    const own = ++generation;
    if (isEmptyQuery(query)) {
      $state.set(emptyState(query));
      return;
    }
    const before = $state.get();
    // A refresh (newer catalogue) keeps the cards on screen until the new ones are there.
    $state.set({ ...before, status: before.products.length > 0 ? before.status : 'loading' });
    loadCatalogue();
    try {
      const page = await queryCatalogue(query, 0, Math.max(PAGE_SIZE, before.products.length, options.minCount ?? 0), { speculate: query.text !== '' });
      if (own !== generation) return;
      // For the page benchmark (bench/search/page-e2e.ts): when the worker's answer reached the page.
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark('shop:results', { detail: { text: query.text } });
      $state.set({ status: 'ready', query, products: page.products, total: page.total, facets: page.facets, listItems: page.listItems, listName: page.listName, listMissing: page.listMissing });
    } catch {
      if (own !== generation) return;
      $state.set({ ...emptyState(query), status: 'error' });
    }
  }

  return {
    query,
    $state,
    search: firstPage,
    async loadMore() {
      const state = $state.get();
      if (state.status !== 'ready' || state.products.length >= state.total) return;
      const own = ++generation;
      $state.set({ ...state, status: 'loadingMore' });
      try {
        const page = await queryCatalogue(query, state.products.length, PAGE_SIZE);
        if (own !== generation) return;
        const seen = new Set(state.products.map((p) => p.id));
        const fresh = page.products.map((p, i) => ({ p, item: page.listItems?.[i] ?? null })).filter(({ p }) => !seen.has(p.id));
        $state.set({
          ...state,
          status: 'ready',
          products: [...state.products, ...fresh.map((f) => f.p)],
          listItems: state.listItems ? [...state.listItems, ...fresh.map((f) => f.item)] : null,
          total: page.total,
        });
      } catch {
        if (own === generation) $state.set({ ...state, status: 'ready' });
      }
    },
    set(state) {
      generation++;
      $state.set({ facets: [], listItems: null, listName: null, listMissing: false, ...state, query });
    },
  };
}

/** Recently used searches; a page that navigates through many queries keeps only the newest. */
const MAX_SEARCHES = 20;
const searches = new Map<string, ProductSearch>();

/** The search store of `query` (created on first use). */
export function productSearchFor(query: Partial<CatalogueQuery>): ProductSearch {
  const normal = normaliseQuery(query);
  const key = queryKey(normal);
  let search = searches.get(key);
  if (search) {
    searches.delete(key); // re-insert: most recently used last
  } else {
    search = createProductSearch(normal);
  }
  searches.set(key, search);
  for (const oldKey of searches.keys()) {
    if (searches.size <= MAX_SEARCHES) break;
    searches.delete(oldKey);
  }
  return search;
}

/** Forgets every search (results belong to the user who searched). */
export function resetProductSearches(): void {
  for (const search of searches.values()) search.set({ status: 'idle', products: [], total: 0 });
  searches.clear();
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetProductSearches();
});

/**
 * A favourite list changed on the page (or its view fetched it): the worker takes the page's copy and
 * every list showing that favourite list searches again, keeping its cards until the new ones are there.
 */
export function showFavoriteListCopy(id: string, list: FavoriteListSummary | null): void {
  overrideFavoriteList(id, list);
  for (const search of searches.values()) {
    if (search.query.favoriteList === id && search.$state.get().status !== 'idle') void search.search();
  }
}

// A newer catalogue version: every list with results searches again.
let shownVersion: string | null = null;
$catalogue.listen((state) => {
  if (state.status === 'idle') shownVersion = null;
  if (state.status !== 'ready' || state.version === shownVersion) return;
  const previous = shownVersion;
  shownVersion = state.version;
  if (previous === null) return;
  for (const search of searches.values()) {
    if (search.$state.get().status === 'ready') void search.search();
  }
});
