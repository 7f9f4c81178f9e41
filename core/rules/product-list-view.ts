// What a product list shows around its cards (§2 product list, §6 sortings, §9): which query its
// attributes and the page address give, the heading, the card type per product, and the
// favourite list's own sorting. Pure, so <shop-product-list> only wires them to the page.
import type { CatalogueQuery, QueryAttributes, SortingValue } from '../catalogue/query.js';
import type { Product } from '../schemas/product.js';
import { da } from '../texts/da.js';
import type { CardType } from './card-state.js';

/** The element's attributes as strings (r2wc), before they become a query. */
export interface ListAttributes {
  /** Search phrase; default the page URL's ?search=. */
  search?: string;
  /** Posting group id; default the page URL's ?group=. */
  group?: string;
  /** A favourite list's id (§2 ?favoritelist=); default the URL's. */
  favoriteList?: string;
  /** An editor-curated list's id (?featuredlist=). */
  featuredList?: string;
  /** 'true': the customer's 200 most bought products (f-top200). */
  top200?: string;
  /** 'true': near-expiry and outlet products (f-outlet). */
  outlet?: string;
  /** Sorting code (core Sorting); default the URL's ?sort= or relevance. */
  sorting?: number;
}

/** 'true' / 'false'; an attribute left out or empty leaves the choice to the address. */
function asFlag(value: string | undefined): boolean | undefined {
  return value === undefined || value === '' ? undefined : value === 'true';
}

/** The attributes a list fixes; the page address fills in the rest (core/catalogue/query.ts queryFromUrl). */
export function listQueryAttributes(a: ListAttributes): QueryAttributes {
  return {
    search: a.search || undefined,
    group: a.group || undefined,
    favoriteList: a.favoriteList || undefined,
    featuredList: a.featuredList || undefined,
    top200: asFlag(a.top200),
    outlet: asFlag(a.outlet),
    sorting: typeof a.sorting === 'number' && Number.isFinite(a.sorting) ? a.sorting : undefined,
  };
}

/**
 * A list without any attribute that picks products follows the page address (the search page): it
 * shows the filters and writes them back. An editor's list (a group, a featured list) does not.
 */
export function followsUrl(a: ListAttributes): boolean {
  return [a.search, a.group, a.favoriteList, a.featuredList, a.top200, a.outlet].every((v) => v === undefined || v === '');
}

/**
 * §6: a favourite list opens in its own sorting (saved with the list) unless the address names one.
 * `listSorting` is null until the list is known.
 */
export function effectiveListQuery(urlQuery: CatalogueQuery, namedSorting: boolean, listSorting: SortingValue | null): CatalogueQuery {
  return urlQuery.favoriteList !== null && !namedSorting && listSorting !== null ? { ...urlQuery, sorting: listSorting } : urlQuery;
}

/** In the outlet view a product with a near-expiry offer is shown as that offer (§4 expiry state). */
export function cardTypeFor(product: Pick<Product, 'expiry'>, base: CardType, query: Pick<CatalogueQuery, 'outlet'>): CardType {
  return query.outlet && product.expiry ? 'expiry' : base;
}

export interface ListHeadingInput {
  status: 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';
  query: Pick<CatalogueQuery, 'text' | 'favoriteList' | 'featuredList' | 'top200' | 'outlet'>;
  total: number;
  listName: string | null;
  listMissing: boolean;
}

/** The list's heading (read out by the live region); hidden while nothing is shown yet. */
export function listHeading(state: ListHeadingInput): { text: string; visible: boolean } {
  const q = state.query;
  if (state.status !== 'ready' && state.status !== 'loadingMore') {
    return { text: state.status === 'loading' ? da.loading : da.searchLabel, visible: false };
  }
  if (q.text) {
    return { text: state.total === 0 ? da.noResults(q.text) : da.resultsFor(q.text, state.total), visible: true };
  }
  if (state.listMissing) return { text: q.favoriteList ? da.favoriteListMissing : da.featuredListMissing, visible: true };
  if (state.total === 0) return { text: da.noProductsInView, visible: true };
  const count = da.resultsCount(state.total);
  let title: string = count;
  if (q.favoriteList && state.listName) title = `${da.favoriteListHeading(state.listName)} · ${count}`;
  else if (q.featuredList && state.listName) title = `${state.listName} · ${count}`;
  else if (q.top200) title = `${da.top200Heading} · ${count}`;
  else if (q.outlet) title = `${da.outletHeading} · ${count}`;
  return { text: title, visible: true };
}
