// Issue 18 point 4b (docs/guides/offers.md "Campaign badges" and "Offer suggestions"): the queries of
// §7 GET /api/product/popcampaigns and POST /api/offers/suggestions. Department and price group are the
// session's (issue 23 §4); the caller passes them.
import { and, asc, eq, gte, inArray, isNotNull, isNull, like, lte, or, sql } from 'drizzle-orm';
import { MAX_OFFER_SUGGESTIONS, type OfferSuggestion, type PopCampaigns } from '../../core/schemas/offers-campaign.js';
import { currentBasePriceOre } from '../catalogue/wire.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { escapeLike, foldForSearch, searchWords } from '../search/sql-text.js';

export interface CampaignScope {
  departmentCode: string;
  priceGroup: string;
  /** yyyy-MM-dd, the shop's today (Danish date). */
  today: string;
}

/**
 * The running campaigns (starts_on <= today <= ends_on; department null or the scope's; price group null
 * or the scope's) of the asked products that are in the department's assortment, per product in the
 * asked order, each product's campaigns with the soonest end first.
 */
export async function popCampaigns(db: Db, scope: CampaignScope, productIds: readonly string[]): Promise<PopCampaigns> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const c = t.productCampaigns;
  const rows = await db
    .select({ productId: t.productCampaignProducts.productId, id: c.id, title: c.title, text: c.text, badge: c.badge, endsOn: c.endsOn })
    .from(t.productCampaignProducts)
    .innerJoin(c, eq(c.id, t.productCampaignProducts.campaignId))
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.productCampaignProducts.productId), eq(t.assortment.departmentCode, scope.departmentCode)))
    .where(and(
      inArray(t.productCampaignProducts.productId, ids),
      lte(c.startsOn, scope.today),
      gte(c.endsOn, scope.today),
      or(isNull(c.departmentCode), eq(c.departmentCode, scope.departmentCode)),
      or(isNull(c.priceGroup), eq(c.priceGroup, scope.priceGroup)),
    ))
    .orderBy(asc(c.endsOn), asc(c.id));
  const byProduct = new Map<string, PopCampaigns[number]['campaigns']>();
  for (const { productId, ...campaign } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(campaign);
    byProduct.set(productId, list);
  }
  return ids.filter((id) => byProduct.has(id)).map((productId) => ({ productId, campaigns: byProduct.get(productId)! }));
}

/**
 * Up to 5 products of the department's assortment on a running offer (products.offer_until >= today and
 * an offer price for the price group: wire.ts offerActive) whose name, brand or ids contain every word
 * of the phrase, folded like every other search (core/search/normalize.ts through sql-text.ts).
 * Ranked like the search: name starts with the phrase, name has every word, the rest; then Danish order.
 */
export async function offerSuggestions(db: Db, scope: CampaignScope & { showPrices: boolean }, text: string): Promise<OfferSuggestion[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const p = t.products;
  const phrase = foldForSearch(text.trim());
  const nameHasAll = and(...words.map((w) => like(p.nameFold, `%${escapeLike(w)}%`)))!;
  const rank = sql`(case when ${p.nameFold} like ${`${escapeLike(phrase)}%`} then 0 when ${nameHasAll} then 1 else 2 end)`;
  const rows = await db
    .select({ product: p, priceOre: t.prices.priceOre, refPriceOre: t.prices.refPriceOre, offerPriceOre: t.prices.offerPriceOre })
    .from(t.assortment)
    .innerJoin(p, eq(p.id, t.assortment.productId))
    .innerJoin(t.prices, and(eq(t.prices.productId, p.id), eq(t.prices.priceGroup, scope.priceGroup)))
    .where(and(
      eq(t.assortment.departmentCode, scope.departmentCode),
      gte(p.offerUntil, scope.today),
      isNotNull(t.prices.offerPriceOre),
      ...words.map((w) => like(p.searchText, `%${escapeLike(w)}%`)),
    ))
    .orderBy(rank, sql`${p.sortKey} collate "C"`, asc(p.id))
    .limit(MAX_OFFER_SUGGESTIONS);
  if (rows.length === 0) return [];
  const baseUnits = await db
    .select({ productId: t.productUnits.productId, code: t.productUnits.code })
    .from(t.productUnits)
    .where(and(inArray(t.productUnits.productId, rows.map((r) => r.product.id)), sql`${t.productUnits.factor} = 1`));
  const unitOf = new Map(baseUnits.map((u) => [u.productId, u.code]));
  return rows.map(({ product, ...price }) => ({
    productId: product.id,
    name: product.name,
    brand: product.brand,
    // The price the customer pays now: the offer price (wire.ts, the same rule as the cards).
    offerPriceOre: scope.showPrices ? currentBasePriceOre(product, price, scope.today) : null,
    unit: unitOf.get(product.id) ?? '',
    offerUntil: product.offerUntil!,
  }));
}
