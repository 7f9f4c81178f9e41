// One recipe feed (issue 17 §3, <shop-recipe-feed>): a store per element instance (createRecipeFeed).
// Feed mode pages GET recipes/?page&pageSize&query&tags (§9: 20 a page) with load-more; the filters are
// the selected tags per category (a recipe must carry all of them, the service's rule), a search text
// (debounced) and 'Mine opskrifter' (the session's favourites: GET /api/favoriterecipes, then POST
// recipes/getbyids). Random mode asks recipes/random once (the front page's teaser, sponsored or not).
// An older answer never overwrites a newer filter's: every list load carries the generation of the
// filter it was asked for, and a new filter aborts the old request. docs/guides/cms-content.md §3.
import { atom } from 'nanostores';
import { listRecipes, listTagCategories, randomRecipes, recipesByIds } from '../api/recipes.js';
import {
  appendRecipes,
  hasMoreRecipes,
  NO_FILTERS,
  normalizeRecipeQuery,
  recipeListQuery,
  toggleTag,
  type RecipeFeedMode,
  type RecipeFilters,
} from '../rules/recipe-feed.js';
import { RECIPE_PAGE_SIZE, type RecipePage, type RecipeSummary, type RecipeTagCategory } from '../schemas/recipes.js';
import { $favoriteRecipes, ensureFavoriteRecipes } from './favorite-recipes.js';

/** How long the search waits after the last key before it asks (ours). */
export const RECIPE_SEARCH_DEBOUNCE_MS = 400;

export interface RecipeFeedState {
  /** idle: not started; loading: the first page of the current filter; error: that page failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: readonly RecipeSummary[];
  total: number;
  /** The last page loaded (1-based). */
  page: number;
  /** Whether another page can be loaded. */
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
  /** The tag categories for the filter controls (feed mode only). */
  categories: readonly RecipeTagCategory[];
  categoriesStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** The filters the items are for (query debounced). */
  filters: RecipeFilters;
  /** The search field's text as typed. */
  queryInput: string;
}

export interface RecipeFeedOptions {
  mode?: RecipeFeedMode;
  pageSize?: number;
  sponsored?: boolean;
  debounceMs?: number;
  /** Stories and tests: the state to start from (a feed that is not idle does not load on start). */
  initial?: Partial<RecipeFeedState>;
}

export interface RecipeFeed {
  readonly $state: ReturnType<typeof atom<RecipeFeedState>>;
  readonly mode: RecipeFeedMode;
  readonly pageSize: number;
  /** Loads the first page (and the tag categories) unless loaded or loading already. */
  start(): void;
  toggleTag(categoryId: number, tagId: number): void;
  /** The search field changed: the feed asks after the debounce. */
  setQueryInput(text: string): void;
  /** Asks for the typed search now (Enter in the field). */
  submitQuery(): void;
  setMine(mine: boolean): void;
  clearFilters(): void;
  loadMore(): void;
  /** After an error: the first page again (or the next page after a load-more error). */
  retry(): void;
  /** The element left the page: timers and requests stop. */
  dispose(): void;
}

export const initialRecipeFeedState = (): RecipeFeedState => ({
  status: 'idle',
  items: [],
  total: 0,
  page: 0,
  hasMore: false,
  more: 'idle',
  categories: [],
  categoriesStatus: 'idle',
  filters: NO_FILTERS,
  queryInput: '',
});

export function createRecipeFeed(options: RecipeFeedOptions = {}): RecipeFeed {
  const mode = options.mode ?? 'feed';
  const pageSize = options.pageSize ?? RECIPE_PAGE_SIZE;
  const sponsored = options.sponsored ?? false;
  const debounceMs = options.debounceMs ?? RECIPE_SEARCH_DEBOUNCE_MS;
  const $state = atom<RecipeFeedState>({ ...initialRecipeFeedState(), ...options.initial });
  const patch = (p: Partial<RecipeFeedState>) => $state.set({ ...$state.get(), ...p });

  let generation = 0;
  let controller: AbortController | null = null;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  async function fetchPage(filters: RecipeFilters, page: number, signal: AbortSignal): Promise<RecipePage> {
    if (mode === 'random') return randomRecipes(pageSize, sponsored, { handled: 'all', signal });
    if (filters.mine) {
      await ensureFavoriteRecipes();
      const favourites = $favoriteRecipes.get();
      if (favourites.status === 'error') throw new Error('favourites');
      const ids = favourites.ids;
      if (ids.length === 0) return { items: [], page, pageSize, total: 0 };
      return recipesByIds(ids, page, pageSize, { handled: 'all', signal });
    }
    return listRecipes(recipeListQuery(filters, page, pageSize), { handled: 'all', signal });
  }

  /** The first page of `filters`: replaces the list; a load still on its way is dropped. */
  async function loadFirst(filters: RecipeFilters): Promise<void> {
    if (disposed) return;
    const started = ++generation;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    patch({ status: 'loading', filters, more: 'idle', hasMore: false });
    try {
      const answer = await fetchPage(filters, 1, own.signal);
      if (started !== generation) return;
      const items = mode === 'random' ? answer.items.slice(0, pageSize) : answer.items;
      patch({
        status: 'ready',
        items,
        total: mode === 'random' ? items.length : answer.total,
        page: 1,
        hasMore: mode === 'feed' && hasMoreRecipes(items.length, answer.total, answer.items.length),
      });
    } catch {
      if (started !== generation) return;
      patch({ status: 'error', items: [], total: 0, page: 0, hasMore: false });
    }
  }

  async function loadNext(): Promise<void> {
    const state = $state.get();
    if (disposed || mode !== 'feed' || state.status !== 'ready' || !state.hasMore || state.more === 'loading') return;
    const started = generation;
    const own = controller ?? new AbortController();
    controller = own;
    patch({ more: 'loading' });
    try {
      const answer = await fetchPage(state.filters, state.page + 1, own.signal);
      if (started !== generation) return;
      const items = appendRecipes($state.get().items, answer.items);
      patch({ items, total: answer.total, page: state.page + 1, more: 'idle', hasMore: hasMoreRecipes(items.length, answer.total, answer.items.length) });
    } catch {
      if (started !== generation) return;
      patch({ more: 'error' });
    }
  }

  async function loadCategories(): Promise<void> {
    patch({ categoriesStatus: 'loading' });
    try {
      const categories = await listTagCategories({ handled: 'all' });
      if (!disposed) patch({ categories, categoriesStatus: 'ready' });
    } catch {
      if (!disposed) patch({ categoriesStatus: 'error' });
    }
  }

  function changeFilters(filters: RecipeFilters): void {
    clearTimeout(debounce);
    void loadFirst(filters);
  }

  return {
    $state,
    mode,
    pageSize,
    start() {
      disposed = false;
      const state = $state.get();
      if (state.status === 'idle') void loadFirst(state.filters);
      if (mode === 'feed' && state.categoriesStatus === 'idle') void loadCategories();
    },
    toggleTag(categoryId, tagId) {
      const { filters, queryInput } = $state.get();
      // A pending search goes with the tag: what the field shows is what the list is for.
      changeFilters(toggleTag({ ...filters, query: normalizeRecipeQuery(queryInput) }, categoryId, tagId));
    },
    setQueryInput(text) {
      patch({ queryInput: text });
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        const { filters, queryInput } = $state.get();
        const query = normalizeRecipeQuery(queryInput);
        if (query !== filters.query) void loadFirst({ ...filters, query });
      }, debounceMs);
    },
    submitQuery() {
      const { filters, queryInput } = $state.get();
      const query = normalizeRecipeQuery(queryInput);
      clearTimeout(debounce);
      if (query !== filters.query || $state.get().status === 'error') void loadFirst({ ...filters, query });
    },
    setMine(mine) {
      const { filters } = $state.get();
      if (filters.mine !== mine) changeFilters({ ...filters, mine });
    },
    clearFilters() {
      patch({ queryInput: '' });
      changeFilters(NO_FILTERS);
    },
    loadMore() {
      void loadNext();
    },
    retry() {
      const state = $state.get();
      if (state.status === 'ready' && state.more === 'error') {
        patch({ more: 'idle' });
        void loadNext();
      } else {
        void loadFirst(state.filters);
      }
      if (mode === 'feed' && state.categoriesStatus === 'error') void loadCategories();
    },
    dispose() {
      disposed = true;
      generation++;
      clearTimeout(debounce);
      controller?.abort();
      controller = null;
      // A remount (a CMS moving the element, traps.md) starts again from what was shown.
      const state = $state.get();
      if (state.status === 'loading') patch({ status: 'idle' });
      if (state.more === 'loading') patch({ more: 'idle' });
      if (state.categoriesStatus === 'loading') patch({ categoriesStatus: 'idle' });
    },
  };
}
