// The recurring-order job's tests need products it will place: orderable in department 1001 (the
// scenario's customer, set to receive goods Monday to Friday here so the tests do not depend on the
// seed's delivery days), without deadlines, with a PG1 price, and `count` of them in one non-weighed
// default unit (so one can stand in for another as §3 t's alternative).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';

export interface RecurringTestProduct {
  id: string;
  unit: string;
  name: string;
}

export async function recurringTestProducts(db: Db, count: number): Promise<RecurringTestProduct[]> {
  await db.update(t.departments).set({ deliveryWeekdays: [1, 2, 3, 4, 5] }).where(eq(t.departments.code, '1001'));
  const rows = await db
    .select({ id: t.products.id, unit: t.productUnits.code, name: t.products.name })
    .from(t.products)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.products.id), eq(t.assortment.departmentCode, '1001')))
    .innerJoin(t.productUnits, and(eq(t.productUnits.productId, t.products.id), eq(t.productUnits.isDefault, true), eq(t.productUnits.weighed, false)))
    .innerJoin(t.prices, and(eq(t.prices.productId, t.products.id), eq(t.prices.priceGroup, 'PG1')))
    .where(and(
      isNull(t.products.discontinuedOn),
      eq(t.products.discontinuedByHq, false),
      sql`${t.products.deadlines} = '[]'::jsonb`,
      sql`${t.prices.priceOre} > 0`,
      sql`(not ${t.products.foodInfoRequired} or exists (select 1 from ${t.foodInfo} where ${t.foodInfo.productId} = ${t.products.id}))`,
    ))
    .orderBy(asc(t.products.id));
  const unit = [...new Set(rows.map((r) => r.unit))].find((u) => rows.filter((r) => r.unit === u).length >= count);
  const found = rows.filter((r) => r.unit === unit).slice(0, count);
  if (found.length < count) throw new Error(`the seed has no ${count} recurring-order test products in one unit`);
  return found;
}
