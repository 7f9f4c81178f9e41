// What a product list shows (issue 3 §4): the §2 query parameters and the sortings, as one value
// that lives in the page URL, so a search can be shared, survives a reload and the back button.
// Pure: the list, the search bar and the worker agree on it.
import { clampSearchText } from '../rules/search-query.js';

/**
 * Sorting codes. §6/§9 name three of them: 0 own priority (a favourite-list view shows the
 * own-priority input), 2 group (a favourite-list view shows group headers), 5 price per reference
 * unit (the {product} site shows the unit price). 1 is the search command's default (relevance).
 * The rest are the orders users of a wholesale shop expect.
 */
export const Sorting = {
  OwnPriority: 0,
  Relevance: 1,
  Group: 2,
  NameAsc: 3,
  NameDesc: 4,
  UnitPrice: 5,
  PriceAsc: 6,
  PriceDesc: 7,
} as const;
export type SortingValue = (typeof Sorting)[keyof typeof Sorting];

const SORTING_VALUES = new Set<number>(Object.values(Sorting));

export function isSorting(value: number): value is SortingValue {
  return SORTING_VALUES.has(value);
}

/** Own priority needs the items of a favourite list; elsewhere it is not offered. */
export function sortingsFor(view: { favoriteList: boolean }): SortingValue[] {
  const common: SortingValue[] = [Sorting.Relevance, Sorting.NameAsc, Sorting.NameDesc, Sorting.PriceAsc, Sorting.PriceDesc, Sorting.UnitPrice, Sorting.Group];
  return view.favoriteList ? [Sorting.OwnPriority, ...common] : common;
}

export interface CatalogueQuery {
  /** Search phrase (?search=), clamped like the server's. */
  text: string;
  /** The header suggestion's group (?group= with ?search=). */
  group: string | null;
  /** Posting-group filters (?f-group=10,20): any of them. */
  postingGroups: string[];
  /** ?favoritelist={id}: the products of one of the user's favourite lists. */
  favoriteList: string | null;
  /** ?featuredlist={id}: an editor-curated list. */
  featuredList: string | null;
  /** ?f-top200: the customer's 200 most bought products. */
  top200: boolean;
  /** ?f-outlet: near-expiry / outlet products. */
  outlet: boolean;
  /** ?sort={code}; default relevance. */
  sorting: SortingValue;
}

export const EMPTY_QUERY: CatalogueQuery = {
  text: '',
  group: null,
  postingGroups: [],
  favoriteList: null,
  featuredList: null,
  top200: false,
  outlet: false,
  sorting: Sorting.Relevance,
};

/** Query parameter names (§2, plus f-group and sort, named in the same style). */
export const QueryParam = {
  search: 'search',
  group: 'group',
  postingGroups: 'f-group',
  favoriteList: 'favoritelist',
  featuredList: 'featuredlist',
  top200: 'f-top200',
  outlet: 'f-outlet',
  sorting: 'sort',
} as const;

const CODE = /^[\w-]{1,20}$/;
const code = (value: string | null | undefined): string | null => {
  const v = (value ?? '').trim();
  return CODE.test(v) ? v : null;
};
const flag = (value: string | null): boolean => value !== null && value !== 'false' && value !== '0';

/** Attributes an editor may set on <shop-product-list>; they win over the URL. */
export interface QueryAttributes {
  search?: string | null;
  group?: string | null;
  favoriteList?: string | null;
  featuredList?: string | null;
  top200?: boolean | null;
  outlet?: boolean | null;
  sorting?: number | null;
}

/**
 * The query a list shows: its own attributes win, else the page URL. Anything malformed in a link
 * (an id with spaces, an unknown sorting) is ignored rather than sent on.
 */
export function queryFromUrl(locationSearch: string, attrs: QueryAttributes = {}): CatalogueQuery {
  const p = new URLSearchParams(locationSearch);
  const groups = (p.get(QueryParam.postingGroups) ?? '')
    .split(',')
    .map((g) => code(g))
    .filter((g): g is string => g !== null);
  return {
    text: clampSearchText(attrs.search ?? p.get(QueryParam.search) ?? ''),
    group: code(attrs.group ?? p.get(QueryParam.group)),
    postingGroups: [...new Set(groups)].slice(0, 50),
    favoriteList: code(attrs.favoriteList ?? p.get(QueryParam.favoriteList)),
    featuredList: code(attrs.featuredList ?? p.get(QueryParam.featuredList)),
    top200: attrs.top200 ?? flag(p.get(QueryParam.top200)),
    outlet: attrs.outlet ?? flag(p.get(QueryParam.outlet)),
    sorting: sortingFrom(locationSearch, attrs) ?? Sorting.Relevance,
  };
}

/**
 * The sorting the attributes or the URL name, null when neither names a valid one. A favourite list
 * then opens in its own sorting (saved with the list, §6), other lists in relevance.
 */
export function sortingFrom(locationSearch: string, attrs: Pick<QueryAttributes, 'sorting'> = {}): SortingValue | null {
  const raw = attrs.sorting ?? Number.parseInt(new URLSearchParams(locationSearch).get(QueryParam.sorting) ?? '', 10);
  return Number.isInteger(raw) && isSorting(raw) ? raw : null;
}

/**
 * `locationSearch` with the query's parameters replaced and every other parameter (a CMS's own, or
 * foodInfo) kept. Defaults are left out, so a plain search stays `?search=mælk`.
 */
export function queryToUrl(query: CatalogueQuery, locationSearch = ''): string {
  const p = new URLSearchParams(locationSearch);
  for (const name of Object.values(QueryParam)) p.delete(name);
  if (query.group) p.set(QueryParam.group, query.group);
  if (query.text) p.set(QueryParam.search, query.text);
  if (query.postingGroups.length > 0) p.set(QueryParam.postingGroups, query.postingGroups.join(','));
  if (query.favoriteList) p.set(QueryParam.favoriteList, query.favoriteList);
  if (query.featuredList) p.set(QueryParam.featuredList, query.featuredList);
  if (query.top200) p.set(QueryParam.top200, 'true');
  if (query.outlet) p.set(QueryParam.outlet, 'true');
  if (query.sorting !== Sorting.Relevance) p.set(QueryParam.sorting, String(query.sorting));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** True when the query asks for nothing: the list invites a search instead of showing everything. */
export function isEmptyQuery(q: CatalogueQuery): boolean {
  return !q.text && !q.group && q.postingGroups.length === 0 && !q.favoriteList && !q.featuredList && !q.top200 && !q.outlet;
}

/** A stable key: two lists with the same query share one result store. */
export function queryKey(q: CatalogueQuery): string {
  return JSON.stringify([q.text, q.group, [...q.postingGroups].sort(), q.favoriteList, q.featuredList, q.top200, q.outlet, q.sorting]);
}
