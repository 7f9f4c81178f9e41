// The public offers (issue 18 point 5, §7 publicoffers and publicproductsbyids): the products a
// marketing page shows, also to a visitor without a session (docs/guides/offers.md §5).
//
// Whose products and prices: a logged-in user's own session always (department, price group, showPrices:
// `?dept` is ignored, so nobody reads another department's prices by naming it); a visitor's `?dept`
// (its assortment and price group; prices only where the department's public_offer_prices allows);
// a visitor without `?dept`: the products themselves, never a price.
import { and, asc, eq, exists, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ProductWire } from '../../core/schemas/product.js';
import type { PublicOffers } from '../../core/schemas/public-offers.js';
import { PUBLIC_OFFERS_LIMIT } from '../../core/schemas/public-offers.js';
import type { AllergenCode } from '../../core/schemas/food-info.js';
import { ALLERGEN_CODES } from '../../core/schemas/food-info.js';
import { daOffersPublicServer } from '../../core/texts/da-offers-public-server.js';
import { catalogueScopeOf } from '../auth/scope.js';
import type { CatalogueScope } from '../catalogue/catalogue-build.js';
import { loadCards } from '../catalogue/product-details.js';
import { toProductWire, type ProductWireInput } from '../catalogue/wire.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AppConfig, type AuthContext } from '../http/env.js';
import { shopToday } from '../../core/rules/calendar.js';

export interface PublicOffersRequest {
  /** The named products in their order; empty: (publicoffers only) the department's current offers. */
  ids: readonly string[];
  dept: string | undefined;
  foodInfo: boolean;
  /** true: only products on a running offer (publicoffers); false: whatever their offer state. */
  offersOnly: boolean;
}

/**
 * A visitor's scope for `dept`: its assortment and price group; prices per public_offer_prices; never
 * CO2 figures or tax, expiry offers, procured products or focus stock (all of them belong to a
 * customer's login, §6). 404 for an unknown department.
 */
async function visitorScope(db: Db, dept: string, today: string): Promise<CatalogueScope> {
  const [row] = await db
    .select({ code: t.departments.code, priceGroup: t.departments.priceGroup, prices: t.departments.publicOfferPrices })
    .from(t.departments)
    .where(eq(t.departments.code, dept));
  if (!row) throw new ApiFailure(404, 'NotFound', daOffersPublicServer.departmentUnknown);
  return {
    departmentCode: row.code,
    priceGroup: row.priceGroup,
    today,
    showPrices: row.prices,
    hideCo2: true,
    includeExpiry: false,
    includeProcure: false,
    includeFocus: false,
    co2TaxOrePerKg: null,
  };
}

/** The department's products on a running offer (offer period and an offer price in its price group). */
async function currentOfferIds(db: Db, scope: Pick<CatalogueScope, 'departmentCode' | 'priceGroup' | 'today'>, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: t.products.id })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .innerJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, scope.priceGroup)))
    .where(and(
      eq(t.assortment.departmentCode, scope.departmentCode),
      gte(t.products.offerUntil, scope.today),
      isNotNull(t.prices.offerPriceOre),
    ))
    // The offers that end first, then by name (Danish order: the sort key).
    .orderBy(asc(t.products.offerUntil), sql`${t.products.sortKey} collate "C"`, asc(t.products.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * A visitor without a department: the named products (or the catalogue's current offers) with no
 * price and no customer data. "On offer" is the product's offer period with an offer price in any
 * price group; the wire says so (o, n) without the price.
 */
async function productsWithoutDepartment(db: Db, ids: readonly string[], today: string, offersOnly: boolean): Promise<ProductWire[]> {
  const onOffer = and(
    gte(t.products.offerUntil, today),
    exists(db.select({ one: sql`1` }).from(t.prices).where(and(eq(t.prices.productId, t.products.id), isNotNull(t.prices.offerPriceOre)))),
  )!;
  const base = db
    .select({
      product: t.products,
      groupName: t.postingGroups.name,
      hasFoodInfo: sql<boolean>`(${t.foodInfo.productId} is not null)`,
      onOffer: sql<boolean>`(${onOffer})`,
    })
    .from(t.products)
    .innerJoin(t.postingGroups, eq(t.postingGroups.id, t.products.postingGroupId))
    .leftJoin(t.foodInfo, eq(t.foodInfo.productId, t.products.id))
    .$dynamic();
  const rows = ids.length > 0
    ? await base.where(and(inArray(t.products.id, [...ids]), offersOnly ? onOffer : undefined))
    : await base.where(onOffer).orderBy(asc(t.products.offerUntil), sql`${t.products.sortKey} collate "C"`, asc(t.products.id)).limit(PUBLIC_OFFERS_LIMIT);
  // Procured products are a customer's business (§6), never shown to a visitor.
  const visible = rows.filter((r) => !r.product.flags.includes('procure'));
  const units = visible.length === 0 ? [] : await db.select().from(t.productUnits).where(inArray(t.productUnits.productId, visible.map((r) => r.product.id)));
  const byId = new Map(visible.map((r) => {
    const input: ProductWireInput = {
      product: r.product,
      groupName: r.groupName,
      customerProductNumber: null,
      price: null,
      units: units.filter((u) => u.productId === r.product.id),
      expiry: null,
      // A visitor's card carries no focus brand (a logged-in user's catalogue does).
      focusBrand: null,
      hasFoodInfo: Boolean(r.hasFoodInfo),
    };
    const wire = toProductWire(input, { showPrices: false, hideCo2: true, today });
    if (r.onOffer && r.product.offerUntil) {
      wire.o = true;
      wire.n = r.product.offerUntil;
    }
    return [r.product.id, wire] as const;
  }));
  const order = ids.length > 0 ? ids : [...byId.keys()];
  return order.map((id) => byId.get(id)).filter((w): w is ProductWire => w !== undefined && w.u.length > 0);
}

/** §3 food information, summarised for a card: the EU allergens the product contains (ingredients' codes). */
async function allergenSummary(db: Db, ids: readonly string[]): Promise<NonNullable<PublicOffers['allergens']>> {
  if (ids.length === 0) return [];
  const rows = await db.select({ productId: t.foodInfo.productId, ingredients: t.foodInfo.ingredients }).from(t.foodInfo).where(inArray(t.foodInfo.productId, [...ids]));
  const known = new Set<string>(ALLERGEN_CODES);
  const byId = new Map<string, AllergenCode[]>();
  for (const r of rows) {
    const codes = new Set(r.ingredients.map((i) => i.allergen).filter((a): a is AllergenCode => a !== undefined && known.has(a)));
    byId.set(r.productId, ALLERGEN_CODES.filter((c) => codes.has(c)));
  }
  return ids.map((productId) => ({ productId, contains: byId.get(productId) ?? null }));
}

export async function publicOffers(db: Db, auth: AuthContext | null, now: Date, config: AppConfig, request: PublicOffersRequest): Promise<PublicOffers> {
  const today = shopToday(now);
  let products: ProductWire[];
  let department: string | null;
  let pricesShown: boolean;
  if (auth || request.dept !== undefined) {
    // A session wins over ?dept: the department and price group come from the session only.
    const scope = auth ? catalogueScopeOf(auth, now, config) : await visitorScope(db, request.dept!, today);
    department = scope.departmentCode;
    pricesShown = scope.showPrices;
    const ids = request.ids.length > 0 ? request.ids : await currentOfferIds(db, scope, PUBLIC_OFFERS_LIMIT);
    const cards = await loadCards(db, scope, ids);
    products = cards.map((c) => c.wire).filter((w) => !request.offersOnly || w.o === true);
  } else {
    department = null;
    pricesShown = false;
    products = await productsWithoutDepartment(db, request.ids, today, request.offersOnly);
  }
  const body: PublicOffers = { department, loggedIn: auth !== null, pricesShown, products };
  if (request.foodInfo) body.allergens = await allergenSummary(db, products.map((p) => p.i[0]!));
  return body;
}
