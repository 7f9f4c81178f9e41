// Reads a user's department catalogue from the database (issue 3 §1; spec §4, §6): every product of
// the department's assortment with the price group's prices, mapped by THE row-to-§3 mapper
// (wire.ts toProductWire) and extended by what only the catalogue sends: CO2 tax and focus products.
// Four queries for the whole department, each scoped by the department code from the session.
import { and, asc, eq, getTableColumns, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { type Product, type ProductWire } from '../../core/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { co2TaxOre, co2TaxRefOre } from '../../core/schemas/catalogue.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { toProductWire, type ExpiryRecord, type ProductRecord, type ProductWireInput, type UnitRecord } from './wire.js';

/**
 * Everything that decides the shared part of a user's catalogue. Two users with equal scopes get the
 * same bytes, so the server builds and compresses them once (catalogue-cache.ts).
 */
export interface CatalogueScope {
  departmentCode: string;
  priceGroup: string;
  /** The shop's today (offers and expiry offers run out by day). */
  today: string;
  showPrices: boolean;
  hideCo2: boolean;
  /** §6: non-punch-out users with showExpiry and a matching shop type see expiry offers. */
  includeExpiry: boolean;
  /** §6: procured products are hidden unless showProcure, and procureAlwaysOn overrides. */
  includeProcure: boolean;
  /** §6: focus products only if the shop setting allows. */
  includeFocus: boolean;
  /** §6: øre per kg CO2e when the price group pays CO2 tax and prices are shown; else null. */
  co2TaxOrePerKg: number | null;
}

/** The cache key of a scope: every field, in a fixed order. */
export function scopeKey(scope: CatalogueScope): string {
  return [
    scope.departmentCode, scope.priceGroup, scope.today, scope.showPrices, scope.hideCo2, scope.includeExpiry,
    scope.includeProcure, scope.includeFocus, scope.co2TaxOrePerKg,
  ].map(String).join('|');
}

export interface FocusRecord {
  focusProductId: string;
  unit: string;
  stock: string;
}

/**
 * §3 x.focus records of `ids` for a price group: the product details and the basket (a focus product is
 * only orderable in its unit, §8 UnitMisMatch) read them.
 */
export async function loadFocusRecords(db: Db, priceGroup: string, ids: readonly string[]): Promise<Map<string, FocusRecord & { productId: string }>> {
  const out = new Map<string, FocusRecord & { productId: string }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ productId: t.focusProducts.productId, focusProductId: t.focusProducts.focusProductId, unit: t.focusProducts.unit, stock: t.focusProducts.stock })
    .from(t.focusProducts)
    .where(and(eq(t.focusProducts.priceGroup, priceGroup), inArray(t.focusProducts.productId, [...ids])));
  for (const r of rows) out.set(r.productId, r);
  return out;
}

/** What the catalogue adds to toProductWire's product. */
export interface CatalogueExtras {
  co2TaxOrePerKg: number | null;
  focus: FocusRecord | null;
  favorite: boolean;
}

/**
 * The §3 product of the catalogue: toProductWire's, plus CO2 tax (q, q_ref; only where CO2e is shown,
 * so hideCo2 and '0,00' hide the tax too), x.focus and x.favorite.
 */
export function catalogueProductWire(input: ProductWireInput, scope: Pick<CatalogueScope, 'showPrices' | 'hideCo2' | 'today'>, extras: CatalogueExtras): ProductWire {
  const wire = toProductWire(input, { showPrices: scope.showPrices, hideCo2: scope.hideCo2, today: scope.today });
  const q = co2TaxOre(wire.e ?? null, extras.co2TaxOrePerKg);
  if (q !== null) {
    wire.q = q;
    const qRef = co2TaxRefOre(q, wire.p, wire.p_ref ?? null);
    if (qRef !== null) wire.q_ref = qRef;
  }
  if (extras.focus || extras.favorite) {
    wire.x = { ...wire.x };
    if (extras.focus) wire.x.focus = { i: extras.focus.focusProductId, u: extras.focus.unit, s: Number(extras.focus.stock) };
    if (extras.favorite) wire.x.favorite = true;
  }
  return wire;
}

const PAGE_ROWS = 5_000;

/**
 * The product columns toProductWire reads. The search columns (search_text, name_fold, sort_key) and
 * the extended description are not loaded: they are half the row's bytes, and reading 50,000 full rows
 * on PGlite took seconds. `productRecord` fills them empty; wire.ts does not use them.
 */
const { searchText: _s, nameFold: _n, sortKey: _k, extendedDescription: _e, ...catalogueColumns } = getTableColumns(t.products);
const productRecord = (row: Omit<ProductRecord, 'searchText' | 'nameFold' | 'sortKey' | 'extendedDescription'>): ProductRecord =>
  ({ ...row, searchText: '', nameFold: '', sortKey: '', extendedDescription: null });

async function productPage(db: Db, scope: CatalogueScope, after: string | null, pageRows: number) {
  const rows = await db
    .select({
      product: catalogueColumns,
      groupName: t.postingGroups.name,
      customerProductNumber: t.assortment.customerProductNumber,
      priceOre: t.prices.priceOre,
      refPriceOre: t.prices.refPriceOre,
      offerPriceOre: t.prices.offerPriceOre,
      hasFoodInfo: sql<boolean>`exists (select 1 from ${t.foodInfo} where ${t.foodInfo.productId} = ${t.products.id})`,
      focusBrandName: t.focusBrands.name,
      focusBrandLogo: t.focusBrands.logoUrl,
    })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .innerJoin(t.postingGroups, eq(t.postingGroups.id, t.products.postingGroupId))
    .leftJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, scope.priceGroup)))
    // §3 x.focusBrand in the same query (issue 18 point 3).
    .leftJoin(t.focusBrands, eq(t.focusBrands.slug, t.products.focusBrand))
    .where(and(eq(t.assortment.departmentCode, scope.departmentCode), after === null ? undefined : gt(t.assortment.productId, after)))
    .orderBy(asc(t.assortment.productId))
    .limit(pageRows);
  return rows.map((r) => ({ ...r, product: productRecord(r.product) }));
}

/** Rows of the department's catalogue, before mapping (tests compare them with other readers). */
export async function loadCatalogueRows(db: Db, scope: CatalogueScope, pageRows = PAGE_ROWS): Promise<{ input: ProductWireInput; focus: FocusRecord | null }[]> {
  const inDepartment = eq(t.assortment.departmentCode, scope.departmentCode);
  // Pages of products in id order, units of the same id range: no single query holds the event loop
  // (PGlite runs in this thread) for the whole department.
  const rows: Awaited<ReturnType<typeof productPage>> = [];
  const unitsBy = new Map<string, UnitRecord[]>();
  let after: string | null = null;
  for (;;) {
    const page = await productPage(db, scope, after, pageRows);
    if (page.length === 0) break;
    const first = page[0]!.product.id;
    const last = page[page.length - 1]!.product.id;
    const units = await db
      .select({ unit: t.productUnits })
      .from(t.productUnits)
      .innerJoin(t.assortment, and(eq(t.assortment.productId, t.productUnits.productId), inDepartment))
      .where(and(gte(t.productUnits.productId, first), lte(t.productUnits.productId, last)));
    for (const { unit } of units) {
      const list = unitsBy.get(unit.productId);
      if (list) list.push(unit);
      else unitsBy.set(unit.productId, [unit]);
    }
    rows.push(...page);
    if (page.length < pageRows) break;
    after = last;
  }

  // The earliest running near-expiry offer per product, as attachDetails (search.ts) picks it.
  const expiryBy = new Map<string, ExpiryRecord>();
  if (scope.includeExpiry) {
    const offers = await db
      .select({ offer: t.expiryOffers })
      .from(t.expiryOffers)
      .innerJoin(t.assortment, and(eq(t.assortment.productId, t.expiryOffers.productId), inDepartment))
      .where(and(gte(t.expiryOffers.expiresOn, scope.today), sql`${t.expiryOffers.stock} > 0`))
      .orderBy(asc(t.expiryOffers.expiresOn), asc(t.expiryOffers.id));
    for (const { offer } of offers) if (!expiryBy.has(offer.productId)) expiryBy.set(offer.productId, offer);
  }

  const focusBy = new Map<string, FocusRecord>();
  if (scope.includeFocus) {
    const focus = await db
      .select({ productId: t.focusProducts.productId, focusProductId: t.focusProducts.focusProductId, unit: t.focusProducts.unit, stock: t.focusProducts.stock })
      .from(t.focusProducts)
      .innerJoin(t.assortment, and(eq(t.assortment.productId, t.focusProducts.productId), inDepartment))
      .where(eq(t.focusProducts.priceGroup, scope.priceGroup));
    for (const f of focus) focusBy.set(f.productId, f);
  }

  const out: { input: ProductWireInput; focus: FocusRecord | null }[] = [];
  for (const r of rows) {
    if (!scope.includeProcure && r.product.flags.includes('procure')) continue;
    out.push({
      input: {
        product: r.product,
        groupName: r.groupName,
        customerProductNumber: r.customerProductNumber,
        price: r.priceOre === null ? null : { priceOre: r.priceOre, refPriceOre: r.refPriceOre, offerPriceOre: r.offerPriceOre },
        units: unitsBy.get(r.product.id) ?? [],
        expiry: expiryBy.get(r.product.id) ?? null,
        hasFoodInfo: Boolean(r.hasFoodInfo),
        focusBrand: r.focusBrandName === null || r.focusBrandLogo === null ? null : { name: r.focusBrandName, logo: r.focusBrandLogo },
      },
      focus: focusBy.get(r.product.id) ?? null,
    });
  }
  return out;
}

/** The shared products of a scope (favorite not set: that is the user's overlay). */
export async function buildCatalogueProducts(db: Db, scope: CatalogueScope): Promise<Product[]> {
  const rows = await loadCatalogueRows(db, scope);
  return rows.map(({ input, focus }) =>
    decodeProduct(catalogueProductWire(input, scope, { co2TaxOrePerKg: scope.co2TaxOrePerKg, focus, favorite: false })),
  );
}
