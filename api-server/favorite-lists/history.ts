// §5 "A list from purchase history allows a date range and at most 500 products": the customer's most
// bought products between two days (inclusive), from purchase_history, most order lines first, then the
// larger total amount, then the product id (the same order as the top 200 of the catalogue overlay).
// Only products in the user's department assortment: a list offers what the kitchen can order.
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { MAX_HISTORY_PRODUCTS } from '../../core/schemas/favorite-list.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { unitsOf } from './lists.js';

export interface HistoryItem {
  productId: string;
  /** The unit the customer ordered most, when it is not the product's default; else null. */
  stdUnit: string | null;
}

export async function mostBought(
  db: Db,
  scope: { customerNo: string; departmentCode: string },
  from: string,
  to: string,
  limit = MAX_HISTORY_PRODUCTS,
): Promise<HistoryItem[]> {
  const ph = t.purchaseHistory;
  const inRange = and(eq(ph.customerNo, scope.customerNo), gte(ph.orderedOn, from), lte(ph.orderedOn, to));
  const lines = sql<number>`count(*)::int`;
  const total = sql<string>`sum(${ph.amount})`;
  const rows = await db
    .select({ productId: ph.productId, lines, total })
    .from(ph)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, ph.productId), eq(t.assortment.departmentCode, scope.departmentCode)))
    .where(inRange)
    .groupBy(ph.productId)
    .orderBy(desc(lines), desc(total), sql`${ph.productId} collate "C"`)
    .limit(Math.min(limit, MAX_HISTORY_PRODUCTS));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.productId);

  const unitRows = await db
    .select({ productId: ph.productId, unit: ph.unit, lines })
    .from(ph)
    .where(and(inRange, inArray(ph.productId, ids)))
    .groupBy(ph.productId, ph.unit)
    .orderBy(desc(lines), sql`${ph.unit} collate "C"`);
  const mostOrderedUnit = new Map<string, string>();
  for (const r of unitRows) if (!mostOrderedUnit.has(r.productId)) mostOrderedUnit.set(r.productId, r.unit);
  const units = await unitsOf(db, ids);

  return ids.map((productId) => {
    const unit = mostOrderedUnit.get(productId);
    const known = units.get(productId);
    const stdUnit = unit && known?.codes.has(unit) && unit !== known.defaultUnit ? unit : null;
    return { productId, stdUnit };
  });
}
