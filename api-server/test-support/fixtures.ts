// Finds products with given properties in the seeded test database, so tests do not hard-code ids.
import { and, eq, gt, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { TEST_TODAY } from './test-db.js';

const orderable = and(
  eq(t.products.discontinuedByHq, false),
  or(isNull(t.products.discontinuedOn), gt(t.products.discontinuedOn, TEST_TODAY)),
  or(eq(t.products.foodInfoRequired, false), sql`exists (select 1 from ${t.foodInfo} where ${t.foodInfo.productId} = ${t.products.id})`),
);

function inAssortment(dept: string) {
  return sql`exists (select 1 from ${t.assortment} where ${t.assortment.productId} = ${t.products.id} and ${t.assortment.departmentCode} = ${dept})`;
}

/** An orderable product in the department's assortment whose units match `unitFilter`. */
export async function findOrderable(db: Db, dept: string, opts: { weighed?: boolean; withUnit?: string; notIn?: string[] } = {}) {
  const rows = await db
    .select({ id: t.products.id, name: t.products.name, unit: t.productUnits.code, factor: t.productUnits.factor, weighed: t.productUnits.weighed })
    .from(t.products)
    .innerJoin(t.productUnits, eq(t.productUnits.productId, t.products.id))
    .where(and(
      orderable,
      inAssortment(dept),
      opts.weighed === undefined ? undefined : eq(t.productUnits.weighed, opts.weighed),
      opts.withUnit ? eq(t.productUnits.code, opts.withUnit) : undefined,
    ))
    .orderBy(t.products.id)
    .limit(50);
  const row = rows.find((r) => !(opts.notIn ?? []).includes(r.id));
  if (!row) throw new Error(`no orderable product for ${JSON.stringify(opts)} in ${dept}`);
  return row;
}

/** Up to `count` distinct basket lines (orderable product and one of its units) of the department's assortment. */
export async function findOrderableLines(db: Db, dept: string, count: number) {
  return db
    .select({ id: t.products.id, unit: t.productUnits.code })
    .from(t.products)
    .innerJoin(t.productUnits, eq(t.productUnits.productId, t.products.id))
    .where(and(orderable, inAssortment(dept)))
    .orderBy(t.products.id, t.productUnits.code)
    .limit(count);
}

export async function findNotInAssortment(db: Db, dept: string) {
  const [row] = await db
    .select({ id: t.products.id, name: t.products.name })
    .from(t.products)
    .where(notExists(db.select({ x: sql`1` }).from(t.assortment).where(and(eq(t.assortment.productId, t.products.id), eq(t.assortment.departmentCode, dept)))))
    .orderBy(t.products.id)
    .limit(1);
  if (!row) throw new Error(`every product is in ${dept}'s assortment`);
  return row;
}

export async function findDiscontinued(db: Db, dept: string) {
  const [row] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(and(inAssortment(dept), sql`${t.products.discontinuedOn} <= ${TEST_TODAY}`))
    .limit(1);
  return row ?? null;
}

export async function findMissingFoodInfo(db: Db, dept: string) {
  const [row] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(and(
      inAssortment(dept),
      eq(t.products.foodInfoRequired, true),
      isNull(t.products.discontinuedOn),
      eq(t.products.discontinuedByHq, false),
      sql`not exists (select 1 from ${t.foodInfo} where ${t.foodInfo.productId} = ${t.products.id})`,
    ))
    .limit(1);
  return row ?? null;
}

export async function unitsOf(db: Db, productId: string) {
  return db.select().from(t.productUnits).where(eq(t.productUnits.productId, productId));
}

export async function priceOf(db: Db, productId: string, priceGroup: string) {
  const [row] = await db.select().from(t.prices).where(and(eq(t.prices.productId, productId), eq(t.prices.priceGroup, priceGroup)));
  return row ?? null;
}

export async function basketLineCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.basketLines);
  return Number(row?.n ?? 0);
}

/** A live near-expiry offer on a product in the department's assortment. */
export async function findExpiryOffer(db: Db, dept: string) {
  const [row] = await db
    .select({ productId: t.expiryOffers.productId, unit: t.expiryOffers.unit, stock: t.expiryOffers.stock, priceOre: t.expiryOffers.priceOre })
    .from(t.expiryOffers)
    .innerJoin(t.products, eq(t.products.id, t.expiryOffers.productId))
    .where(and(orderable, inAssortment(dept), sql`${t.expiryOffers.expiresOn} >= ${TEST_TODAY}`))
    .limit(1);
  return row ?? null;
}

export async function findCustomerNumber(db: Db, dept: string) {
  const [row] = await db
    .select({ productId: t.assortment.productId, customerProductNumber: t.assortment.customerProductNumber })
    .from(t.assortment)
    .where(and(eq(t.assortment.departmentCode, dept), sql`${t.assortment.customerProductNumber} is not null`))
    .limit(1);
  return row ?? null;
}

/**
 * A focus product (§3 x.focus) of the department's price group that is orderable, in its assortment,
 * not weighed in its focus unit and sold in at least one other unit (so a unit mismatch can be tried).
 */
export async function findFocusProduct(db: Db, dept: string) {
  const rows = await db
    .select({ productId: t.focusProducts.productId, focusProductId: t.focusProducts.focusProductId, unit: t.focusProducts.unit, stock: t.focusProducts.stock })
    .from(t.focusProducts)
    .innerJoin(t.products, eq(t.products.id, t.focusProducts.productId))
    .innerJoin(t.departments, eq(t.departments.priceGroup, t.focusProducts.priceGroup))
    .where(and(
      eq(t.departments.code, dept),
      orderable,
      inAssortment(dept),
      sql`exists (select 1 from ${t.productUnits} where ${t.productUnits.productId} = ${t.products.id} and ${t.productUnits.code} = ${t.focusProducts.unit} and not ${t.productUnits.weighed})`,
      sql`exists (select 1 from ${t.productUnits} where ${t.productUnits.productId} = ${t.products.id} and ${t.productUnits.code} <> ${t.focusProducts.unit})`,
    ))
    .orderBy(t.focusProducts.productId)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no orderable focus product in ${dept}`);
  const units = await db.select({ code: t.productUnits.code }).from(t.productUnits).where(eq(t.productUnits.productId, row.productId));
  return { ...row, stock: Number(row.stock), otherUnit: units.find((u) => u.code !== row.unit)!.code };
}
