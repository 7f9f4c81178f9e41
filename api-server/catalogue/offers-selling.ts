// Issue 18 point 4, pushed and related selling (§7; docs/guides/offers.md §4): an editor's offer push,
// a supplier's products in the user's order of the day, and "Andre købte også" from placed orders.
// Products go through the catalogue's one loader (product-details.ts loadCards: the session's
// assortment, price group, procure and expiry rules) and are then kept only when they can be sold
// today (core orderBlockReason without the deadline: not discontinued, not blocked by HQ on this
// site, food info present where required). Every query is bounded; the comments say by what index.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { orderBlockReason, type ProductWire } from '../../core/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import {
  ADDITIONAL_SALES_TAKE,
  type AdditionalSales,
  type OfferPush,
  type SupplierProducts,
} from '../../core/schemas/offers-selling.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { loadCards, type DetailsScope } from './product-details.js';

/**
 * How many of the newest orders "Andre købte også" looks at. order_lines has no index on product_id
 * (the schema of issue 18 is fixed: no migration), so the co-occurrence query walks the newest orders
 * by the orders primary key and their lines by the order_lines primary key (order_id, line_no):
 * at most this many orders' lines are read, whatever the size of the history. Recent orders are also
 * the better signal (what kitchens buy together this season).
 */
export const CO_OCCURRENCE_ORDER_WINDOW = 5000;
/** Candidates read before the sellable filter, so a few unsellable ones do not shorten the answer. */
const CANDIDATE_FACTOR = 3;

/** The wire cards that can be sold today, in the given order (see the top comment). */
function sellable(cards: readonly { wire: ProductWire }[], scope: DetailsScope): ProductWire[] {
  const ctx = { cartType: scope.cartType, siteBlocksDiscontinuedByHQ: scope.siteBlocksHQ, today: scope.today };
  return cards.filter((c) => orderBlockReason(decodeProduct(c.wire), ctx) === null).map((c) => c.wire);
}

async function sellableCards(db: Db, scope: DetailsScope, ids: readonly string[], take: number): Promise<ProductWire[]> {
  return sellable(await loadCards(db, scope, ids), scope).slice(0, take);
}

/** True when the product is in the scope's assortment (the other calls' 404 otherwise). */
async function inAssortment(db: Db, scope: DetailsScope, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.assortment.productId })
    .from(t.assortment)
    .where(and(eq(t.assortment.departmentCode, scope.departmentCode), eq(t.assortment.productId, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /api/offerpush/{id}/products: null when no push has the id or today is outside its period
 * (starts_on/ends_on, both inclusive, null: open). `only` narrows to those ids (the editor's order
 * stays). Bounded by the push: offer_push_products by its primary key (push_id, product_id).
 */
export async function loadOfferPush(db: Db, scope: DetailsScope, id: number, only: readonly string[] | null): Promise<OfferPush | null> {
  const [push] = await db
    .select()
    .from(t.offerPushes)
    .where(and(
      eq(t.offerPushes.id, id),
      sql`(${t.offerPushes.startsOn} is null or ${t.offerPushes.startsOn} <= ${scope.today})`,
      sql`(${t.offerPushes.endsOn} is null or ${t.offerPushes.endsOn} >= ${scope.today})`,
    ))
    .limit(1);
  if (!push) return null;
  const rows = await db
    .select({ productId: t.offerPushProducts.productId })
    .from(t.offerPushProducts)
    .where(eq(t.offerPushProducts.pushId, id))
    .orderBy(asc(t.offerPushProducts.sortOrder), asc(t.offerPushProducts.productId));
  const wanted = only ? new Set(only) : null;
  const ids = rows.map((r) => r.productId).filter((p) => !wanted || wanted.has(p));
  return { id: push.id, title: push.title, text: push.text, endsOn: push.endsOn, products: await sellableCards(db, scope, ids, ids.length) };
}

/** The seed of a user's order of the day: the same order all day, a new one tomorrow (md5 below). */
export function supplierOrderKey(userId: number, today: string): string {
  return `${userId}:${today}`;
}

/**
 * POST /api/product/randomfromsupplier: up to `take` sellable products of the same supplier (§3
 * supplierName) as `productId`, from the session's assortment, without the product itself, ordered by
 * md5(product id || ':' || user id || ':' || today): random-looking, but the same all day for a user
 * (a reload does not reshuffle the carousel) and computable in a test. Null when the product is not
 * in the assortment (404). Bounded by the department's assortment (primary key prefix department_code);
 * the sort covers one supplier's products of it.
 */
export async function randomFromSupplier(db: Db, scope: DetailsScope, userId: number, productId: string, take: number): Promise<SupplierProducts | null> {
  if (!(await inAssortment(db, scope, productId))) return null;
  const [product] = await db.select({ supplier: t.products.supplierName }).from(t.products).where(eq(t.products.id, productId)).limit(1);
  const supplier = product?.supplier ?? '';
  if (supplier === '') return { productId, supplier, products: [] };
  const key = `:${supplierOrderKey(userId, scope.today)}`;
  const rows = await db
    .select({ id: t.products.id })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .where(and(
      eq(t.assortment.departmentCode, scope.departmentCode),
      eq(t.products.supplierName, supplier),
      ne(t.products.id, productId),
      sql`(${t.products.discontinuedOn} is null or ${t.products.discontinuedOn} > ${scope.today})`,
    ))
    .orderBy(sql`md5(${t.products.id} || ${key})`)
    .limit(take * CANDIDATE_FACTOR);
  return { productId, supplier, products: await sellableCards(db, scope, rows.map((r) => r.id), take) };
}

/**
 * GET /api/product/additionalsales/{id}: "Andre købte også". Null when the product is not in the
 * assortment (404). The products most often on the same order as {id} (count of distinct orders,
 * across all customers), within the session's assortment, top 10; without any such order the
 * product's related products (§3 r, product_relations by its primary key), and without those the
 * sellable products of its posting group (products_group_idx) in name order.
 */
export async function additionalSales(db: Db, scope: DetailsScope, productId: string): Promise<AdditionalSales | null> {
  if (!(await inAssortment(db, scope, productId))) return null;
  const take = ADDITIONAL_SALES_TAKE;
  // Bounded (see CO_OCCURRENCE_ORDER_WINDOW): the newest orders by the orders primary key (a backward
  // index scan with a limit), their lines by the order_lines primary key, the assortment by its
  // primary key (department_code, product_id). The plan reads at most the window's lines.
  // node-postgres answers execute() with { rows }, on PGlite too (decision 031).
  const coBought = (await db.execute(sql`
    with recent as (
      select ${t.orders.id} as id from ${t.orders} order by ${t.orders.id} desc limit ${CO_OCCURRENCE_ORDER_WINDOW}
    ), with_product as (
      select distinct ol.order_id from ${t.orderLines} ol join recent r on r.id = ol.order_id
      where ol.product_id = ${productId}
    )
    select ol.product_id, count(distinct ol.order_id)::int as n
    from ${t.orderLines} ol
    join with_product w on w.order_id = ol.order_id
    join ${t.assortment} a on a.department_code = ${scope.departmentCode} and a.product_id = ol.product_id
    where ol.product_id <> ${productId}
    group by ol.product_id
    order by n desc, ol.product_id
    limit ${take * CANDIDATE_FACTOR}`)) as unknown as { rows: { product_id: string; n: number }[] };
  const coIds = coBought.rows.map((r) => r.product_id);
  if (coIds.length > 0) return { productId, source: 'orders', products: await sellableCards(db, scope, coIds, take) };

  const related = await db
    .select({ id: t.productRelations.relatedProductId })
    .from(t.productRelations)
    .where(eq(t.productRelations.productId, productId))
    .orderBy(asc(t.productRelations.sortOrder), asc(t.productRelations.relatedProductId));
  const relatedCards = await sellableCards(db, scope, related.map((r) => r.id), take);
  if (relatedCards.length > 0) return { productId, source: 'related', products: relatedCards };

  const [own] = await db.select({ group: t.products.postingGroupId }).from(t.products).where(eq(t.products.id, productId)).limit(1);
  const group = await db
    .select({ id: t.products.id })
    .from(t.products)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.products.id), eq(t.assortment.departmentCode, scope.departmentCode)))
    .where(and(eq(t.products.postingGroupId, own?.group ?? ''), ne(t.products.id, productId)))
    .orderBy(sql`${t.products.sortKey} collate "C"`, asc(t.products.id))
    .limit(take * CANDIDATE_FACTOR);
  return { productId, source: 'group', products: await sellableCards(db, scope, group.map((r) => r.id), take) };
}
