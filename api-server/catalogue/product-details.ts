// Product details, food information, relations and assortment requests for one session (issue 4;
// spec §3, §6, §7). Products are read through the search module's assortment loader and mapped by the
// one wire mapper (wire.ts) with the catalogue's extras, so price, offer, expiry, CO2 and assortment
// rules are the catalogue's, never a second copy.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  da,
  orderBlockReason,
  type ProductWire,
} from '../../core/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import {
  ALLERGEN_CODES,
  CLAIM_CODES,
  type AllergenCode,
  type AllergenPresence,
  type ClaimCode,
  type FoodInfo,
  type OrganicCode,
  type TemperatureCode,
} from '../../core/schemas/food-info.js';
import type { AssortmentRequestResult, DetailsUnit, ProductDetails, ProductLookup, ProductRelations } from '../../core/schemas/product-details.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { AuthContext } from '../http/env.js';
import { catalogueProductWire, loadFocusRecords, type CatalogueScope, type FocusRecord } from './catalogue-build.js';
import { loadProductsInAssortment, type SearchScope } from './search.js';
import type { ProductWireInput } from './wire.js';
import { productDeadlines } from '../delivery-date/product-deadlines.js';

export interface DetailsScope extends CatalogueScope {
  siteBlocksHQ: boolean;
  cartType: 0 | 1;
  deliveryDate: string | null;
  deliveryWeekdays: readonly number[];
  now: Date;
}

const searchScope = (scope: CatalogueScope): SearchScope => ({
  departmentCode: scope.departmentCode,
  priceGroup: scope.priceGroup,
  today: scope.today,
  includeExpiry: scope.includeExpiry,
});

/** True when a product row with this id exists at all (unknown ids are 404, §7). */
export async function productExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, id)).limit(1);
  return row !== undefined;
}

function focusFor(db: Db, scope: CatalogueScope, ids: readonly string[]): Promise<Map<string, FocusRecord>> {
  return scope.includeFocus ? loadFocusRecords(db, scope.priceGroup, ids) : Promise.resolve(new Map());
}

/**
 * Products of the session's assortment by id, as the catalogue sends them (§3 short keys, with CO2
 * tax, focus and, for users who may see them, expiry offers), in the asked order; ids outside the assortment and procured products the user does
 * not see (§6) are left out. `l` (deadlines) is added: the catalogue's codec does not carry it.
 */
export async function loadCards(db: Db, scope: CatalogueScope, ids: readonly string[]): Promise<{ wire: ProductWire; input: ProductWireInput }[]> {
  const unique = [...new Set(ids)];
  const byId = await loadProductsInAssortment(db, searchScope(scope), unique);
  const focus = await focusFor(db, scope, [...byId.keys()]);
  const out: { wire: ProductWire; input: ProductWireInput }[] = [];
  for (const id of unique) {
    const input = byId.get(id);
    if (!input) continue;
    if (!scope.includeProcure && input.product.flags.includes('procure')) continue;
    const wire = catalogueProductWire(input, scope, { co2TaxOrePerKg: scope.co2TaxOrePerKg, focus: focus.get(id) ?? null, favorite: false });
    if (input.product.deadlines.length > 0) wire.l = [...input.product.deadlines];
    out.push({ wire, input });
  }
  return out;
}

async function assortmentRequested(db: Db, departmentCode: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.assortmentRequests.productId })
    .from(t.assortmentRequests)
    .where(and(eq(t.assortmentRequests.departmentCode, departmentCode), eq(t.assortmentRequests.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /api/product/lookup/{id}; null when no product has the id (404). The expiry fields are filled
 * only for the expiry version (`expiry`, §2 expiry=true) and users who may see expiry offers (§6).
 */
export async function lookupProduct(db: Db, scope: DetailsScope, id: string, expiry: boolean): Promise<ProductLookup | null> {
  const [card] = await loadCards(db, scope, [id]);
  if (!card) {
    if (!(await productExists(db, id))) return null;
    return { status: 'notInAssortment', productId: id, requested: await assortmentRequested(db, scope.departmentCode, id), message: da.notInAssortment };
  }
  const { wire, input } = card;
  const product = decodeProduct(wire);
  const p = input.product;

  const baseUnit = product.units.find((u) => u.factor === 1) ?? product.units[0]!;
  // Independent reads: in parallel on PostgreSQL (PGlite runs them one after the other anyway).
  const [[info], [baseWeight], recipeRows] = await Promise.all([
    db.select({ version: t.foodInfo.version, updatedAt: t.foodInfo.updatedAt }).from(t.foodInfo).where(eq(t.foodInfo.productId, id)),
    db.select({ netWeightG: t.foodUnitInfo.netWeightG })
      .from(t.foodUnitInfo)
      .where(and(eq(t.foodUnitInfo.productId, id), eq(t.foodUnitInfo.unitCode, baseUnit.code))),
    db.select({ id: t.recipeProducts.recipeId })
      .from(t.recipeProducts)
      .where(eq(t.recipeProducts.productId, id))
      .orderBy(asc(t.recipeProducts.recipeId)),
  ]);

  const discontinued = product.discontinuedOn !== null && product.discontinuedOn <= scope.today;
  const block = orderBlockReason(product, { cartType: scope.cartType, siteBlocksDiscontinuedByHQ: scope.siteBlocksHQ, today: scope.today });
  const deadline = productDeadlines(scope, {
    deadlines: product.deadlines,
    discontinuedOn: product.discontinuedOn,
    discontinuedByHq: product.flags.discontinuedByHQ,
  });
  const netWeightG = baseWeight?.netWeightG ?? null;
  const units: DetailsUnit[] = product.units.map((u) => ({
    name: u.code,
    description: u.description,
    price: product.priceOre === null ? null : Math.round(product.priceOre * u.factor),
    factor: u.factor,
    weighed: u.weighed,
    selected: u.isDefault,
    suppresWeight: u.weighed || netWeightG === null,
  }));
  const offer = expiry ? product.expiry : null;

  const details: ProductDetails = {
    productId: product.id,
    supplierProductId: product.supplierProductId,
    customerProductNumber: product.customerProductNumber,
    description: product.name,
    brand: product.brand,
    postingGroupId: product.groupId,
    postingGroupName: product.groupName,
    image: product.imageUrl,
    // No GS1 video feed exists yet (x.video marks the products that will have one).
    gs1VideoSrc: null,
    gs1VideoType: null,
    units,
    basicUnit: baseUnit.code,
    deposit: product.depositOre,
    referencePrice: product.refPriceOre,
    referenceUnit: product.refUnit,
    focusUnit: product.focus?.unit ?? null,
    focusProductId: product.focus?.productId ?? null,
    focusStock: product.focus?.stock ?? null,
    focusBrand: product.focusBrand?.name ?? null,
    focusThumb: product.focusBrand?.logo ?? null,
    co2: product.co2e,
    country: product.countryName,
    countryCode: product.countryCode,
    extendedDescription: p.extendedDescription,
    orderable: block === null,
    discontinued,
    discontinuedByHQ: scope.siteBlocksHQ && product.flags.discontinuedByHQ,
    discontinuedDate: product.discontinuedOn,
    discontinuedText: product.discontinuedText,
    onSale: product.onOffer,
    onSaleUntil: product.offerEndsOn,
    expiry: offer?.expiresOn ?? null,
    expiryPrice: offer && scope.showPrices ? offer.priceOre : null,
    expiryUnit: offer?.unit ?? null,
    expiryStock: offer?.stock ?? null,
    reference: offer?.referenceProductId ?? null,
    broachedLimit: product.broachLimit,
    deadlines: product.deadlines,
    deadlineMessage: deadline.deadlineMessage,
    shortDeadlineMessage: deadline.shortDeadlineMessage,
    procure: product.flags.procure,
    supplierName: p.supplierName,
    weight: netWeightG === null ? null : netWeightG / 1000,
    alternativeProductId: product.alternativeProductId,
    foodInfo: product.flags.foodInfo,
    foodInfoRequired: product.flags.foodInfoRequired,
    flags: Object.entries(product.flags).filter(([, on]) => on).map(([flag]) => flag),
  };
  return {
    status: 'found',
    product: details,
    productInfo: { version: info?.version ?? 0, sidsteRevision: info ? info.updatedAt.toISOString().slice(0, 10) : null },
    recipeIds: recipeRows.map((r) => r.id),
  };
}

const CLAIMS = new Set<string>(CLAIM_CODES);

/** GET /api/product/foodinfo/{id}; null when the product is unknown or outside the assortment (404). */
export async function loadFoodInfo(db: Db, scope: CatalogueScope, id: string): Promise<FoodInfo | null> {
  const [card] = await loadCards(db, scope, [id]);
  if (!card) return null;
  const p = card.input.product;
  const [[info], [nutrition], allergenRows, unitInfo] = await Promise.all([
    db.select().from(t.foodInfo).where(eq(t.foodInfo.productId, id)),
    db.select().from(t.foodNutrition).where(eq(t.foodNutrition.productId, id)),
    db.select().from(t.foodAllergens).where(eq(t.foodAllergens.productId, id)),
    db.select().from(t.foodUnitInfo).where(eq(t.foodUnitInfo.productId, id)),
  ]);
  const infoBy = new Map(unitInfo.map((u) => [u.unitCode, u]));
  const presence = new Map(allergenRows.map((a) => [a.allergen, a.presence as AllergenPresence]));
  const units = [...card.input.units].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));

  return {
    productId: id,
    available: info !== undefined,
    required: p.foodInfoRequired,
    version: info?.version ?? null,
    updated: info ? info.updatedAt.toISOString().slice(0, 10) : null,
    nutrition: nutrition
      ? {
          basis: nutrition.basis === 'ml' ? 'ml' : 'g',
          energyKj: nutrition.energyKj,
          energyKcal: nutrition.energyKcal,
          fat: Number(nutrition.fat),
          saturatedFat: Number(nutrition.saturatedFat),
          carbohydrate: Number(nutrition.carbohydrate),
          sugars: Number(nutrition.sugars),
          fibre: nutrition.fibre === null ? null : Number(nutrition.fibre),
          protein: Number(nutrition.protein),
          salt: Number(nutrition.salt),
        }
      : null,
    ingredients: (info?.ingredients ?? []).map((i) => ({
      text: i.text,
      allergen: i.allergen && (ALLERGEN_CODES as readonly string[]).includes(i.allergen) ? (i.allergen as AllergenCode) : null,
      percent: typeof i.percent === 'number' && i.percent > 0 && i.percent <= 100 ? i.percent : null,
    })),
    // A declared product lists all 14; without food info nothing is claimed either way.
    allergens: info ? ALLERGEN_CODES.map((code) => ({ code, presence: presence.get(code) ?? 'absent' })) : [],
    units: units.map((u) => {
      const ui = infoBy.get(u.code);
      return {
        code: u.code,
        description: u.description,
        factor: Number(u.factor),
        gtin: ui?.gtin ?? null,
        netWeightG: ui?.netWeightG ?? null,
        grossWeightG: ui?.grossWeightG ?? null,
        lengthMm: ui?.lengthMm ?? null,
        widthMm: ui?.widthMm ?? null,
        heightMm: ui?.heightMm ?? null,
      };
    }),
    storage: {
      temperatureCode: p.storageTemperature as TemperatureCode,
      text: info?.storageText ?? '',
      shelfLifeDays: info?.shelfLifeDays ?? null,
      shelfLifeOpenedDays: info?.shelfLifeOpenedDays ?? null,
    },
    origin: { countryCode: p.countryCode, countryName: p.countryName, text: info?.originText ?? '' },
    claims: {
      organicCode: p.organicCode as OrganicCode,
      labels: p.flags.filter((f): f is ClaimCode => CLAIMS.has(f)),
    },
  };
}

/** GET /api/product/relations; null when the product is unknown or outside the assortment (404). */
export async function loadRelations(db: Db, scope: CatalogueScope, id: string): Promise<ProductRelations | null> {
  const [card] = await loadCards(db, scope, [id]);
  if (!card) return null;
  const relatedIds = await db
    .select({ id: t.productRelations.relatedProductId })
    .from(t.productRelations)
    .where(eq(t.productRelations.productId, id))
    .orderBy(asc(t.productRelations.sortOrder), asc(t.productRelations.relatedProductId));
  const altId = card.input.product.alternativeProductId;
  const cards = await loadCards(db, scope, [...relatedIds.map((r) => r.id), ...(altId ? [altId] : [])]);
  const byId = new Map(cards.map((c) => [c.wire.i[0], c.wire]));
  const recipes = await db
    .select({ id: t.recipes.id, name: t.recipes.name, urlName: t.recipes.urlName, updated: t.recipes.updated })
    .from(t.recipes)
    .innerJoin(t.recipeProducts, eq(t.recipeProducts.recipeId, t.recipes.id))
    .where(eq(t.recipeProducts.productId, id))
    .orderBy(sql`${t.recipes.updated} desc`, asc(t.recipes.id));
  return {
    productId: id,
    related: relatedIds.map((r) => byId.get(r.id)).filter((w): w is ProductWire => w !== undefined),
    alternative: altId ? (byId.get(altId) ?? null) : null,
    recipes,
  };
}

/** The wire's statuses (core's schema), or why there is no request to store. */
export type RequestOutcome = AssortmentRequestResult['status'] | 'inAssortment' | 'unknown';

/**
 * POST /api/product/request/{id}: stores one request per department and product. Concurrent requests
 * meet the primary key: exactly one insert wins, the others answer 'alreadySent'.
 */
export async function requestAssortment(db: Db, auth: AuthContext, id: string): Promise<RequestOutcome> {
  if (!(await productExists(db, id))) return 'unknown';
  const [inAssortment] = await db
    .select({ id: t.assortment.productId })
    .from(t.assortment)
    .where(and(eq(t.assortment.departmentCode, auth.department.code), eq(t.assortment.productId, id)))
    .limit(1);
  if (inAssortment) return 'inAssortment';
  const inserted = await db
    .insert(t.assortmentRequests)
    .values({ departmentCode: auth.department.code, productId: id, userId: auth.user.id })
    .onConflictDoNothing()
    .returning({ id: t.assortmentRequests.productId });
  return inserted.length > 0 ? 'sent' : 'alreadySent';
}
