// Server-side product search for product lists (issue 2 §7): 30 cards per page, more on scroll.
// One search store per distinct query: a page may carry several lists (a search page and a recipe
// teaser), and each must show its own results. Two lists with the same query share one store.
// The catalogue issue later moves the search into a Web Worker behind the same interface.
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { SearchResultSchema, PAGE_SIZE } from '../schemas/search.js';
import { decodeProduct } from '../schemas/product.js';
import type { Product } from '../schemas/product.js';
import { apiRequest, MissingSessionError } from '../api/client.js';
import { $sessionState } from './session-state.js';

export interface SearchQuery {
  text: string;
  group: string | null;
}

export interface ProductSearchState {
  status: 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';
  query: SearchQuery;
  products: Product[];
  total: number;
}

export interface ProductSearch {
  readonly query: SearchQuery;
  readonly $state: ReadableAtom<ProductSearchState>;
  /** Loads the first page (again); a call while one is in flight replaces it. */
  search(): Promise<void>;
  /** Appends the next 30 cards; does nothing while loading or when everything is shown. */
  loadMore(): Promise<void>;
  /** Hands in a state without a call: stories and host pages that already have results. */
  set(state: Omit<ProductSearchState, 'query'>): void;
}

function normalise(query: SearchQuery): SearchQuery {
  const group = query.group?.trim() || null;
  return { text: query.text.trim(), group };
}

function keyOf(query: SearchQuery): string {
  return `${query.group ?? ''}\u0000${query.text}`;
}

function createProductSearch(query: SearchQuery): ProductSearch {
  const $state = atom<ProductSearchState>({ status: 'idle', query, products: [], total: 0 });
  let controller: AbortController | null = null;

  const fetchPage = (skip: number, signal: AbortSignal) =>
    apiRequest('/api/product/search', {
      method: 'POST',
      body: { action: 'search', payload: { text: query.text, postingGroups: query.group ? [query.group] : [] }, skip, take: PAGE_SIZE },
      schema: SearchResultSchema,
      signal,
    });

  return {
    query,
    $state,
    async search() {
      controller?.abort();
      if (!query.text && !query.group) {
        $state.set({ status: 'idle', query, products: [], total: 0 });
        return;
      }
      const own = new AbortController();
      controller = own;
      $state.set({ status: 'loading', query, products: [], total: 0 });
      try {
        const result = await fetchPage(0, own.signal);
        if (own.signal.aborted) return;
        $state.set({ status: 'ready', query, products: result.products.map(decodeProduct), total: result.total });
      } catch (error) {
        if (own.signal.aborted) return;
        $state.set(error instanceof MissingSessionError ? { status: 'idle', query, products: [], total: 0 } : { ...$state.get(), status: 'error' });
      }
    },
    async loadMore() {
      const state = $state.get();
      if (state.status !== 'ready' || state.products.length >= state.total) return;
      const own = new AbortController();
      controller = own;
      $state.set({ ...state, status: 'loadingMore' });
      try {
        const result = await fetchPage(state.products.length, own.signal);
        if (own.signal.aborted) return;
        const seen = new Set(state.products.map((p) => p.id));
        const more = result.products.map(decodeProduct).filter((p) => !seen.has(p.id));
        $state.set({ ...state, status: 'ready', products: [...state.products, ...more], total: result.total });
      } catch {
        if (!own.signal.aborted) $state.set({ ...state, status: 'ready' });
      }
    },
    set(state) {
      controller?.abort();
      $state.set({ ...state, query });
    },
  };
}

/** Recently used searches; a page that navigates through many queries keeps only the newest. */
const MAX_SEARCHES = 20;
const searches = new Map<string, ProductSearch>();

/** The search store of `query` (created on first use). */
export function productSearchFor(query: SearchQuery): ProductSearch {
  const normal = normalise(query);
  const key = keyOf(normal);
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
