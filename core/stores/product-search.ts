// Server-side product search for the product list (issue 2 §7): 30 cards per page, more on scroll.
// The catalogue issue later moves the search into a Web Worker behind the same store.
import { atom } from 'nanostores';
import { SearchResultSchema, PAGE_SIZE } from '../schemas/search.js';
import { decodeProduct } from '../schemas/product.js';
import type { Product } from '../schemas/product.js';
import { apiRequest, MissingSessionError } from '../api/client.js';

export interface SearchQuery {
  text: string;
  group: string | null;
}

export interface ProductSearchState {
  status: 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';
  query: SearchQuery | null;
  products: Product[];
  total: number;
}

const IDLE: ProductSearchState = { status: 'idle', query: null, products: [], total: 0 };
export const $productSearch = atom<ProductSearchState>(IDLE);

let controller: AbortController | null = null;

async function fetchPage(query: SearchQuery, skip: number, signal: AbortSignal) {
  return apiRequest('/api/product/search', {
    method: 'POST',
    body: {
      action: 'search',
      payload: { text: query.text, postingGroups: query.group ? [query.group] : [] },
      skip,
      take: PAGE_SIZE,
    },
    schema: SearchResultSchema,
    signal,
  });
}

/** Runs a new search; a newer search cancels the one still in flight. */
export async function searchProducts(query: SearchQuery): Promise<void> {
  controller?.abort();
  const own = new AbortController();
  controller = own;
  const text = query.text.trim();
  if (!text && !query.group) {
    $productSearch.set({ ...IDLE, query: { text, group: null } });
    return;
  }
  $productSearch.set({ status: 'loading', query: { text, group: query.group }, products: [], total: 0 });
  try {
    const result = await fetchPage({ text, group: query.group }, 0, own.signal);
    if (own.signal.aborted) return;
    $productSearch.set({ status: 'ready', query: { text, group: query.group }, products: result.products.map(decodeProduct), total: result.total });
  } catch (error) {
    if (own.signal.aborted) return;
    $productSearch.set(error instanceof MissingSessionError ? IDLE : { ...$productSearch.get(), status: 'error' });
  }
}

/** Appends the next 30 cards; does nothing while loading or when everything is shown. */
export async function loadMoreProducts(): Promise<void> {
  const state = $productSearch.get();
  if (state.status !== 'ready' || !state.query || state.products.length >= state.total) return;
  const own = new AbortController();
  controller = own;
  $productSearch.set({ ...state, status: 'loadingMore' });
  try {
    const result = await fetchPage(state.query, state.products.length, own.signal);
    if (own.signal.aborted) return;
    const seen = new Set(state.products.map((p) => p.id));
    const more = result.products.map(decodeProduct).filter((p) => !seen.has(p.id));
    $productSearch.set({ ...state, status: 'ready', products: [...state.products, ...more], total: result.total });
  } catch {
    if (!own.signal.aborted) $productSearch.set({ ...state, status: 'ready' });
  }
}

export function resetProductSearch(): void {
  controller?.abort();
  $productSearch.set(IDLE);
}
