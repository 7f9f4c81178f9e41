// GET /api/product/nearexpiry (issue 18 point 1; §3 y, §6, §7, §9): the running near-expiry offers of
// the session department's assortment, those on the user's own lists first. Read only. Each product is
// the one §3 wire mapping (wire.ts) decoded with core's decodeProduct: the shape the cards render.
import { and, eq, gte, sql } from 'drizzle-orm';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { listsHolding, orderOffers, type ListWithProducts } from '../../core/rules/expiry-offers.js';
import type { NearExpiryItem } from '../../core/schemas/near-expiry.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { visibleListSummaries } from '../favorite-lists/lists.js';
import type { AuthContext } from '../http/env.js';
import { loadProductsInAssortment, type SearchScope } from './search.js';
import { toProductWire } from './wire.js';

/**
 * Up to `take` offers. Nothing for a user who may not see expiry offers (§6, `scope.includeExpiry`,
 * decided once in api-server/auth/scope.ts): an empty list, not an error, so a page may place the
 * widget for everybody. An offer runs while expires_on is today or later and stock is left (the rule
 * of the catalogue and the search, search.ts attachDetails, which also picks the soonest of two offers
 * on one product).
 */
export async function nearExpiryOffers(db: Db, scope: SearchScope, auth: AuthContext, take: number): Promise<NearExpiryItem[]> {
  if (!scope.includeExpiry) return [];
  const running = await db
    .selectDistinct({ productId: t.expiryOffers.productId })
    .from(t.expiryOffers)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.expiryOffers.productId), eq(t.assortment.departmentCode, scope.departmentCode)))
    .where(and(gte(t.expiryOffers.expiresOn, scope.today), sql`${t.expiryOffers.stock} > 0`));
  if (running.length === 0) return [];

  const [products, favoriteLists, recurringOrders] = await Promise.all([
    loadProductsInAssortment(db, scope, running.map((r) => r.productId)),
    visibleListSummaries(db, auth),
    recurringOrderLists(db, scope.departmentCode),
  ]);
  const lists: ListWithProducts[] = favoriteLists.map((l) => ({ name: l.n, productIds: l.l }));
  const ctx = { showPrices: auth.user.showPrices, hideCo2: auth.user.hideCo2, today: scope.today };
  const offers = [...products.values()].flatMap((p) => {
    if (!p.expiry) return [];
    const onLists = listsHolding(p.product.id, lists, recurringOrders);
    return [{ productId: p.product.id, name: p.product.name, expiresOn: p.expiry.expiresOn, onLists, input: p }];
  });
  return orderOffers(offers).slice(0, take).map((o) => ({ product: decodeProduct(toProductWire(o.input, ctx)), onLists: o.onLists }));
}

/** The department's recurring orders (every user of the department sees them, issue 6) and their products. */
async function recurringOrderLists(db: Db, departmentCode: string): Promise<ListWithProducts[]> {
  const rows = await db
    .select({ id: t.recurringOrders.id, name: t.recurringOrders.orderName, productId: t.recurringOrderLines.productId })
    .from(t.recurringOrders)
    .innerJoin(t.recurringOrderLines, eq(t.recurringOrderLines.orderId, t.recurringOrders.id))
    .where(eq(t.recurringOrders.departmentCode, departmentCode))
    .orderBy(t.recurringOrders.id);
  const byOrder = new Map<number, { name: string; productIds: string[] }>();
  for (const r of rows) {
    const order = byOrder.get(r.id) ?? { name: r.name, productIds: [] };
    order.productIds.push(r.productId);
    byOrder.set(r.id, order);
  }
  return [...byOrder.values()];
}
