// Plain server-side product search (issue 2 §7: the catalogue issue moves search into a Web Worker).
// Case-insensitive, æ/ø/å-aware substring match on name, brand, id and customer product number; every
// word must match. Rank: exact id, name prefix, name contains, the rest (brand, ids); then the name in
// Danish order. Only products in the department's assortment, with the department's price group.
import { and, asc, eq, fillPlaceholders, gte, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { SearchSuggestion } from '../../core/schemas/search.js';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { escapeLike, foldForSearch, searchWords } from '../search/sql-text.js';
import type { ExpiryRecord, ProductWireInput, UnitRecord } from './wire.js';

export interface SearchScope {
  departmentCode: string;
  priceGroup: string;
  today: string;
  /** Punch-out users and users without showExpiry get no near-expiry offers (§6). */
  includeExpiry: boolean;
  /** The request's instant, for delivery deadlines (core/rules/deadlines.ts); absent: not checked. */
  now?: Date;
}

export interface SearchQuery {
  text: string;
  postingGroups: readonly string[];
  skip: number;
  take: number;
}

function matchConditions(text: string, postingGroups: readonly string[]): { where: SQL[]; rank: SQL[] } {
  const words = searchWords(text);
  const raw = text.trim();
  const where: SQL[] = [];
  for (const w of words) {
    const pattern = `%${escapeLike(w)}%`;
    where.push(or(like(t.products.searchText, pattern), like(t.assortment.customerProductNumber, `${escapeLike(w)}%`))!);
  }
  if (postingGroups.length > 0) where.push(inArray(t.products.postingGroupId, [...postingGroups]));
  if (words.length === 0) return { where, rank: [] };
  const phrase = foldForSearch(raw);
  const nameHasAll = and(...words.map((w) => like(t.products.nameFold, `%${escapeLike(w)}%`)))!;
  const rank = sql`(case
    when ${t.products.id} = ${raw} or ${t.assortment.customerProductNumber} = ${raw} then 0
    when ${t.products.nameFold} like ${`${escapeLike(phrase)}%`} then 1
    when ${nameHasAll} then 2
    else 3 end)`;
  return { where, rank: [rank] };
}

/**
 * Products of the assortment with the scope's price group and whether food info exists: the one query
 * behind the search and the basket. Callers add the WHERE (always including the department).
 */
const scopedFields = {
  product: t.products,
  groupName: t.postingGroups.name,
  customerProductNumber: t.assortment.customerProductNumber,
  priceOre: t.prices.priceOre,
  refPriceOre: t.prices.refPriceOre,
  offerPriceOre: t.prices.offerPriceOre,
  hasFoodInfo: sql<boolean>`(${t.foodInfo.productId} is not null)`,
  focusBrandName: t.focusBrands.name,
  focusBrandLogo: t.focusBrands.logoUrl,
};

function scopedProducts(db: Db, scope: SearchScope) {
  return db
    .select(scopedFields)
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .innerJoin(t.postingGroups, eq(t.postingGroups.id, t.products.postingGroupId))
    .leftJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, scope.priceGroup)))
    .leftJoin(t.foodInfo, eq(t.foodInfo.productId, t.products.id))
    // §3 x.focusBrand in the same query (issue 18 point 3).
    .leftJoin(t.focusBrands, eq(t.focusBrands.slug, t.products.focusBrand))
    .$dynamic();
}

type ScopedRow = Awaited<ReturnType<ReturnType<typeof scopedProducts>['execute']>>[number];

function withoutDetails(r: Omit<ScopedRow, 'units' | 'expiry'>): WithoutDetails {
  return {
    product: r.product,
    groupName: r.groupName,
    customerProductNumber: r.customerProductNumber,
    price: r.priceOre === null ? null : { priceOre: r.priceOre, refPriceOre: r.refPriceOre, offerPriceOre: r.offerPriceOre },
    hasFoodInfo: Boolean(r.hasFoodInfo),
    focusBrand: r.focusBrandName === null || r.focusBrandLogo === null ? null : { name: r.focusBrandName, logo: r.focusBrandLogo },
  };
}

export interface SearchPage {
  total: number;
  items: ProductWireInput[];
}

export async function searchProducts(db: Db, scope: SearchScope, query: SearchQuery): Promise<SearchPage> {
  const { where, rank } = matchConditions(query.text, query.postingGroups);
  const scoped = and(eq(t.assortment.departmentCode, scope.departmentCode), ...where);

  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .where(scoped);
  const total = Number(countRow?.n ?? 0);
  if (total === 0 || query.skip >= total) return { total, items: [] };

  const rows = await scopedProducts(db, scope)
    .where(scoped)
    .orderBy(...rank, sql`${t.products.sortKey} collate "C"`, asc(t.products.id))
    .limit(query.take)
    .offset(query.skip);

  const items = await attachDetails(db, scope, rows.map(withoutDetails));
  return { total, items };
}

type WithoutDetails = Omit<ProductWireInput, 'units' | 'expiry'>;

/** Adds units and the current near-expiry offer to product rows (two queries for the whole page). */
export async function attachDetails(db: Db, scope: SearchScope, rows: WithoutDetails[]): Promise<ProductWireInput[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.product.id);
  const units = await db.select().from(t.productUnits).where(inArray(t.productUnits.productId, ids));
  const unitsBy = new Map<string, UnitRecord[]>();
  for (const u of units) {
    const list = unitsBy.get(u.productId) ?? [];
    list.push(u);
    unitsBy.set(u.productId, list);
  }
  const expiryBy = new Map<string, ExpiryRecord>();
  if (scope.includeExpiry) {
    const offers = await db
      .select()
      .from(t.expiryOffers)
      .where(and(inArray(t.expiryOffers.productId, ids), gte(t.expiryOffers.expiresOn, scope.today), sql`${t.expiryOffers.stock} > 0`))
      .orderBy(asc(t.expiryOffers.expiresOn));
    for (const o of offers) if (!expiryBy.has(o.productId)) expiryBy.set(o.productId, o);
  }
  return rows.map((r) => ({ ...r, units: unitsBy.get(r.product.id) ?? [], expiry: expiryBy.get(r.product.id) ?? null }));
}

/**
 * A product's units as one JSON array, in the shape drizzle gives a `product_units` row (numeric as its
 * text, as node-postgres answers it), ordered so the answer does not depend on the heap.
 */
const unitsJson = sql<UnitRecord[] | null>`(select json_agg(json_build_object(
    'productId', u.product_id, 'code', u.code, 'description', u.description, 'factor', u.factor::text,
    'weighed', u.weighed, 'isDefault', u.is_default, 'sortOrder', u.sort_order) order by u.sort_order, u.code)
  from ${t.productUnits} u where u.product_id = ${t.products.id})`;

/** The earliest running near-expiry offer as attachDetails picks it, as a JSON object in the row's shape. */
const expiryJson = sql<ExpiryRecord | null>`(select json_build_object(
    'id', o.id, 'productId', o.product_id, 'expiresOn', o.expires_on, 'priceOre', o.price_ore,
    'stock', o.stock::text, 'unit', o.unit)
  from ${t.expiryOffers} o where o.product_id = ${t.products.id} and o.expires_on >= ${sql.placeholder('today')}::date and o.stock > 0
  order by o.expires_on limit 1)`;

function buildProductsQuery(db: Db, includeExpiry: boolean) {
  return db
    .select({ ...scopedFields, units: unitsJson, expiry: includeExpiry ? expiryJson : sql<ExpiryRecord | null>`null` })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .innerJoin(t.postingGroups, eq(t.postingGroups.id, t.products.postingGroupId))
    .leftJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, sql.placeholder('priceGroup'))))
    .leftJoin(t.foodInfo, eq(t.foodInfo.productId, t.products.id))
    .leftJoin(t.focusBrands, eq(t.focusBrands.slug, t.products.focusBrand))
    // The ids through a subquery, not `= any($ids)`: PostgreSQL estimated a bound array by its length
    // and a parameter as 10 elements, so the plan for one id always looked cheaper than the generic one
    // and every call was planned again (1–2 ms, more than running it; docs/decisions/027 "Session 14").
    // Behind the subquery both estimates are the same, and the generic plan is kept after five calls.
    .where(and(eq(t.assortment.departmentCode, sql.placeholder('department')), sql`${t.products.id} = any(array(select unnest(${sql.placeholder('ids')}::text[])))`))
    .prepare(includeExpiry ? 'products_in_assortment_expiry' : 'products_in_assortment');
}

/** The products statement as sent to the database (text, and the values in order), for its plan test. */
export function productsStatementOf(db: Db, includeExpiry: boolean, named: { department: string; priceGroup: string; today: string; ids: string[] }) {
  const query = productsQuery(db, includeExpiry).getQuery();
  return { text: query.sql, values: fillPlaceholders(query.params, named) };
}

/**
 * The statement is built once per database and prepared, like the session lookup (issue 15 point 1:
 * drizzle building this 50-column select was a visible share of an add's CPU); the ids go as one array
 * parameter, so every call has the same text. In a transaction it is built for the transaction's
 * connection each time (a prepared query belongs to the session it was built on).
 */
const productsQueries = new WeakMap<Db, Map<boolean, ReturnType<typeof buildProductsQuery>>>();
function productsQuery(db: Db, includeExpiry: boolean) {
  if ((db as object) instanceof PgTransaction) return buildProductsQuery(db, includeExpiry);
  let byExpiry = productsQueries.get(db);
  if (!byExpiry) productsQueries.set(db, (byExpiry = new Map()));
  let query = byExpiry.get(includeExpiry);
  if (!query) byExpiry.set(includeExpiry, (query = buildProductsQuery(db, includeExpiry)));
  return query;
}

/**
 * Loads products by id within the department's assortment (for the basket). One statement: the units and
 * the near-expiry offer come as JSON subqueries of the product row, not as two more round trips (issue 15
 * point 1, docs/decisions/027-add-to-order-speed.md "Second pass"); the shapes are attachDetails' own.
 */
export async function loadProductsInAssortment(db: Db, scope: SearchScope, ids: readonly string[]): Promise<Map<string, ProductWireInput>> {
  if (ids.length === 0) return new Map();
  const rows = await productsQuery(db, scope.includeExpiry).execute({
    department: scope.departmentCode,
    priceGroup: scope.priceGroup,
    today: scope.today,
    ids: [...new Set(ids)],
  });
  return new Map(rows.map((r) => [r.product.id, { ...withoutDetails(r), units: jsonOf(r.units) ?? [], expiry: jsonOf(r.expiry) }]));
}

/** node-postgres and PGlite both parse json columns; a driver that answers text still works. */
function jsonOf<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** One suggestion as the wire carries it: core's schema (§3 "Search suggestion"). */
export type Suggestion = SearchSuggestion;

/**
 * Up to `max` distinct (term, group) suggestions for a non-empty phrase. Terms are the name words that
 * contain the typed words ("mælk" -> letmælk, sødmælk, minimælk …), ranked: the typed phrase itself,
 * then terms starting with it, then the rest; within a rank the term most products carry comes first,
 * so one brand's many sizes cannot crowd out the other terms.
 */
export async function suggest(db: Db, scope: SearchScope, text: string, max = 8): Promise<Suggestion[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  // Suggestions are product-name terms: match the name only (not brand or ids). Distinct names in SQL,
  // so the scan returns each name once with its product count.
  const productCount = sql<number>`count(*)::int`;
  const rows = await db
    .select({ name: t.products.name, groupId: t.products.postingGroupId, group: t.postingGroups.name, n: productCount })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .innerJoin(t.postingGroups, eq(t.postingGroups.id, t.products.postingGroupId))
    .where(and(
      eq(t.assortment.departmentCode, scope.departmentCode),
      ...words.map((w) => like(t.products.nameFold, `%${escapeLike(w)}%`)),
    ))
    .groupBy(t.products.name, t.products.postingGroupId, t.postingGroups.name)
    .limit(5000);
  const phrase = words.join(' ');
  const terms = new Map<string, Suggestion & { n: number; rank: number }>();
  for (const row of rows) {
    const nameWords = row.name.split(/\s+/).filter(Boolean);
    // The words of the name that contain a query word, in name order: "kylling bryst" -> "kyllingebryst".
    const matched = nameWords.filter((nw) => words.some((w) => foldForSearch(nw).includes(w)));
    const term = (matched.length > 0 ? matched.join(' ') : row.name).toLowerCase();
    const folded = foldForSearch(term);
    const rank = folded === phrase ? 0 : folded.startsWith(phrase) ? 1 : 2;
    const key = `${term}\u0000${row.groupId}`;
    const known = terms.get(key);
    if (known) known.n += row.n;
    else terms.set(key, { searchTerm: term, group: row.group, groupId: row.groupId, n: row.n, rank });
  }
  const collator = new Intl.Collator('da');
  return [...terms.values()]
    .sort((a, b) => a.rank - b.rank || b.n - a.n || collator.compare(a.searchTerm, b.searchTerm))
    .slice(0, max)
    .map(({ searchTerm, group, groupId }) => ({ searchTerm, group, groupId }));
}
