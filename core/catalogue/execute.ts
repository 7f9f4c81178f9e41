// Filters, sorting and paging over the loaded catalogue (issue 3 §4). Runs inside the catalogue
// worker, next to the search index; pure, so it is table-tested in Node without a worker.
import type { CatalogueData, FavoriteListSummary } from '../schemas/catalogue.js';
import type { Product } from '../schemas/product.js';
import { defaultUnit, unitPriceOre } from '../rules/units.js';
import { buildSearchIndex } from '../search/engine.js';
import type { SearchIndex, SearchSuggestionHit } from '../search/engine.js';
import { Sorting } from './query.js';
import type { CatalogueQuery } from './query.js';
import { onFirstUse } from '../format/on-first-use.js';

export interface PreparedCatalogue {
  readonly data: CatalogueData;
  readonly index: SearchIndex;
  /** Product id -> position in data.products. */
  readonly positionOf: ReadonlyMap<string, number>;
  /** Rank of each product in Danish name order (Intl.Collator 'da': æ, ø, å after z). */
  readonly nameRank: Int32Array;
  /** Rank by posting-group name, then name. */
  readonly groupRank: Int32Array;
  /** Price of the unit the card shows by default, øre; MAX for products without a price. */
  readonly priceKey: Float64Array;
  /** Price per reference unit, øre; MAX without one. */
  readonly unitPriceKey: Float64Array;
  /** Posting group of each product as an index into `groups` (facets count into a typed array). */
  readonly groupOf: Int32Array;
  readonly groups: readonly { id: string; name: string }[];
  /** Near-expiry offer or outlet flag, per product (f-outlet). */
  readonly outlet: Uint8Array;
}

const NO_PRICE = Number.MAX_SAFE_INTEGER;

/** Builds the index and the sort keys once per catalogue version. */
export function prepareCatalogue(data: CatalogueData): PreparedCatalogue {
  const products = data.products;
  const n = products.length;
  const index = buildSearchIndex(
    products.map((p) => ({
      productId: p.id,
      customerProductNumber: p.customerProductNumber,
      name: p.name,
      brand: p.brand,
      group: p.groupName,
      groupId: p.groupId,
    })),
  );
  // Fills the engine's lazy structures now, not on the user's first keystroke.
  index.warm();
  const positionOf = new Map<string, number>();
  products.forEach((p, i) => positionOf.set(p.id, i));

  const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });
  // Sorting distinct strings once is far cheaper than comparing 50,000 names through the collator.
  const rankOf = (keys: string[]): Map<string, number> => {
    const distinct = [...new Set(keys)].sort(collator.compare);
    return new Map(distinct.map((k, i) => [k, i]));
  };
  const names = rankOf(products.map((p) => p.name));
  const groups = rankOf(products.map((p) => p.groupName));
  const byName = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => names.get(products[a]!.name)! - names.get(products[b]!.name)! || a - b,
  );
  const nameRank = new Int32Array(n);
  byName.forEach((pos, rank) => (nameRank[pos] = rank));
  const byGroup = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => groups.get(products[a]!.groupName)! - groups.get(products[b]!.groupName)! || nameRank[a]! - nameRank[b]!,
  );
  const groupRank = new Int32Array(n);
  byGroup.forEach((pos, rank) => (groupRank[pos] = rank));

  const priceKey = new Float64Array(n);
  const unitPriceKey = new Float64Array(n);
  products.forEach((p, i) => {
    priceKey[i] = unitPriceOre(p.priceOre, defaultUnit(p)) ?? NO_PRICE;
    unitPriceKey[i] = p.refPriceOre ?? NO_PRICE;
  });
  const groupIndex = new Map<string, number>();
  const groupList: { id: string; name: string }[] = [];
  const groupOf = new Int32Array(n);
  const outlet = new Uint8Array(n);
  products.forEach((p, i) => {
    let g = groupIndex.get(p.groupId);
    if (g === undefined) {
      g = groupList.length;
      groupIndex.set(p.groupId, g);
      groupList.push({ id: p.groupId, name: p.groupName });
    }
    groupOf[i] = g;
    outlet[i] = isOutlet(p) ? 1 : 0;
  });
  return { data, index, positionOf, nameRank, groupRank, priceKey, unitPriceKey, groupOf, groups: groupList, outlet };
}

export interface GroupFacet {
  groupId: string;
  name: string;
  count: number;
}

export interface QueryOutcome {
  /** Positions in data.products, in the order the list shows them. */
  order: Int32Array;
  /** Matches per posting group before the posting-group filter, so a user can widen again. */
  facets: GroupFacet[];
  /** The favourite list the query shows, if any (for the standard unit and own priority). */
  favoriteList: FavoriteListSummary | null;
  /** The name of the favourite or featured list shown, for the heading. */
  listName: string | null;
  /** The query names a list the user cannot see (deleted, not shared): the list says so. */
  listMissing: boolean;
}

/** Products in the order a list defines (favourite list sort order, top 200 rank, featured order). */
function listOrder(cat: PreparedCatalogue, productIds: readonly string[]): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  for (const id of productIds) {
    const pos = cat.positionOf.get(id);
    if (pos !== undefined && !seen.has(pos)) {
      seen.add(pos);
      out.push(pos);
    }
  }
  return out;
}

const danishCollator = onFirstUse(() => new Intl.Collator('da'));

function groupIndexOf(cat: PreparedCatalogue, groupId: string): number | null {
  const g = cat.groups.findIndex((x) => x.id === groupId);
  return g >= 0 ? g : null;
}

function favoriteListOf(lists: readonly FavoriteListSummary[], id: string | null): FavoriteListSummary | null {
  if (!id) return null;
  return lists.find((l) => l.id === id) ?? null;
}

/**
 * `favoriteLists`: the user's lists to use instead of the catalogue's copy (the worker lays the page's
 * newer copies over it, see protocol.ts 'favoriteList').
 */
export function executeQuery(cat: PreparedCatalogue, query: CatalogueQuery, favoriteLists: readonly FavoriteListSummary[] = cat.data.favoriteLists): QueryOutcome {
  const { data } = cat;
  const products = data.products;
  const favoriteList = favoriteListOf(favoriteLists, query.favoriteList);

  // 1. The base set, in its natural order: search relevance, else the list's own order, else names.
  let naturalOrder: 'relevance' | 'list' | 'name';
  const restrictTo: Set<number>[] = [];
  const listSets: number[][] = [];
  if (query.favoriteList) {
    const items = favoriteList ? [...favoriteList.items].sort((a, b) => a.sortOrder - b.sortOrder) : [];
    listSets.push(listOrder(cat, items.map((i) => i.productId)));
  }
  const featured = query.featuredList ? data.featuredLists.find((l) => l.id === query.featuredList) ?? null : null;
  if (query.featuredList) listSets.push(listOrder(cat, featured?.productIds ?? []));
  const listName = favoriteList?.name ?? featured?.name ?? null;
  const listMissing = (query.favoriteList !== null && !favoriteList) || (query.featuredList !== null && !featured);
  if (query.top200) listSets.push(listOrder(cat, data.top200));

  let base: Int32Array;
  if (query.text) {
    // Positions only (a typed array): "k" matches most of the catalogue, and objects per hit cost.
    base = cat.index.searchDocs(query.text);
    naturalOrder = 'relevance';
    for (const l of listSets) restrictTo.push(new Set(l));
  } else if (listSets.length > 0) {
    base = Int32Array.from(listSets[0]!);
    naturalOrder = 'list';
    for (const l of listSets.slice(1)) restrictTo.push(new Set(l));
  } else {
    base = Int32Array.from({ length: products.length }, (_, i) => i);
    naturalOrder = 'name';
  }

  // 2. Filters that keep the facets meaningful: everything but the posting-group filter. Typing
  // without filters (the common case) copies nothing.
  const groupFilter = query.group ? groupIndexOf(cat, query.group) : null;
  let filtered = base;
  if (groupFilter !== null || query.outlet || restrictTo.length > 0) {
    const keep = new Int32Array(base.length);
    let k = 0;
    outer: for (let i = 0; i < base.length; i++) {
      const pos = base[i]!;
      if (groupFilter !== null && cat.groupOf[pos] !== groupFilter) continue;
      if (query.outlet && cat.outlet[pos] !== 1) continue;
      for (const set of restrictTo) if (!set.has(pos)) continue outer;
      keep[k++] = pos;
    }
    filtered = keep.subarray(0, k);
  }

  const counts = new Int32Array(cat.groups.length);
  for (let i = 0; i < filtered.length; i++) counts[cat.groupOf[filtered[i]!]!]!++;
  const facets: GroupFacet[] = [];
  counts.forEach((count, g) => {
    if (count > 0) facets.push({ groupId: cat.groups[g]!.id, name: cat.groups[g]!.name, count });
  });
  facets.sort((a, b) => danishCollator().compare(a.name, b.name));

  let result = filtered;
  if (query.postingGroups.length > 0) {
    const wanted = new Uint8Array(cat.groups.length);
    for (const id of query.postingGroups) {
      const g = groupIndexOf(cat, id);
      if (g !== null) wanted[g] = 1;
    }
    const keep = new Int32Array(filtered.length);
    let k = 0;
    for (let i = 0; i < filtered.length; i++) if (wanted[cat.groupOf[filtered[i]!]!] === 1) keep[k++] = filtered[i]!;
    result = keep.subarray(0, k);
  }

  // 3. Sorting (in place on a copy: the engine's array may be cached). Relevance keeps the natural
  // order; a name-ordered base is sorted by name here.
  const order = naturalOrder === 'relevance' && query.sorting === Sorting.Relevance ? result : Int32Array.from(result);
  const sorted = sortPositions(cat, order, query, naturalOrder, favoriteList);
  return { order: sorted, facets, favoriteList, listName, listMissing };
}

/** §3 y (near-expiry offer) or the outlet flag: what f-outlet shows. */
export function isOutlet(p: Pick<Product, 'expiry' | 'flags'>): boolean {
  return p.expiry !== null || p.flags.outlet;
}

function sortPositions(
  cat: PreparedCatalogue,
  order: Int32Array,
  query: CatalogueQuery,
  natural: 'relevance' | 'list' | 'name',
  favoriteList: FavoriteListSummary | null,
): Int32Array {
  const by = (key: ArrayLike<number>, dir: 1 | -1 = 1) =>
    order.sort((a, b) => dir * (key[a]! - key[b]!) || cat.nameRank[a]! - cat.nameRank[b]!);
  switch (query.sorting) {
    case Sorting.NameAsc:
      return by(cat.nameRank);
    case Sorting.NameDesc:
      return by(cat.nameRank, -1);
    case Sorting.PriceAsc:
      return by(cat.priceKey);
    case Sorting.PriceDesc: {
      // Products without a price stay last in both directions.
      const key = cat.priceKey.map((v) => (v === NO_PRICE ? -1 : v));
      return by(key, -1);
    }
    case Sorting.UnitPrice:
      return by(cat.unitPriceKey);
    case Sorting.Group:
      return by(cat.groupRank);
    case Sorting.OwnPriority:
      if (favoriteList) return sortByOwnPriority(cat, order, favoriteList);
      break;
    default:
      break;
  }
  return natural === 'name' ? by(cat.nameRank) : order;
}

/** §6 sorting 0: the list's own priorities (1 first), products without one after, in list order. */
function sortByOwnPriority(cat: PreparedCatalogue, order: Int32Array, list: FavoriteListSummary): Int32Array {
  const priority = new Map<number, number>();
  const listPos = new Map<number, number>();
  for (const item of list.items) {
    const pos = cat.positionOf.get(item.productId);
    if (pos === undefined) continue;
    if (item.ownPriority !== null) priority.set(pos, item.ownPriority);
    listPos.set(pos, item.sortOrder);
  }
  const key = (pos: number) => priority.get(pos) ?? NO_PRICE;
  return order.sort((a, b) => key(a) - key(b) || (listPos.get(a) ?? 0) - (listPos.get(b) ?? 0) || cat.nameRank[a]! - cat.nameRank[b]!);
}

export interface ListItemInfo {
  standardUnit: string | null;
  ownPriority: number | null;
}

export interface ResultPage {
  total: number;
  products: Product[];
  /** Per product of `products`, its favourite-list item when the query shows a favourite list. */
  listItems: (ListItemInfo | null)[] | null;
  facets: GroupFacet[];
  listName: string | null;
  listMissing: boolean;
}

export function pageOf(cat: PreparedCatalogue, outcome: QueryOutcome, offset: number, limit: number): ResultPage {
  const slice = Array.from(outcome.order.subarray(Math.max(0, offset), Math.max(0, offset) + Math.max(0, limit)));
  const products = slice.map((pos) => cat.data.products[pos]!);
  let listItems: ResultPage['listItems'] = null;
  if (outcome.favoriteList) {
    const items = new Map(outcome.favoriteList.items.map((i) => [i.productId, i]));
    listItems = products.map((p) => {
      const item = items.get(p.id);
      return item ? { standardUnit: item.stdUnit, ownPriority: item.ownPriority } : null;
    });
  }
  return { total: outcome.order.length, products, listItems, facets: outcome.facets, listName: outcome.listName, listMissing: outcome.listMissing };
}

export interface SuggestOutcome {
  suggestions: SearchSuggestionHit[];
  /** The best product matches for the typed phrase, shown under the terms in the search bar. */
  products: Pick<Product, 'id' | 'name' | 'brand' | 'customerProductNumber'>[];
  total: number;
}

export function suggestFrom(cat: PreparedCatalogue, text: string, maxTerms = 8, maxProducts = 5): SuggestOutcome {
  if (!text.trim()) return { suggestions: [], products: [], total: 0 };
  // The search page shows the products itself: its search bar asks for terms only.
  if (maxProducts <= 0) return { suggestions: cat.index.suggest(text, maxTerms), products: [], total: 0 };
  const page = cat.index.searchPage(text, 0, maxProducts);
  return {
    suggestions: cat.index.suggest(text, maxTerms),
    products: page.hits.map((h) => {
      const p = cat.data.products[h.doc]!;
      return { id: p.id, name: p.name, brand: p.brand, customerProductNumber: p.customerProductNumber };
    }),
    total: page.total,
  };
}
