// Issue 18 point 1, expiry offers: demo data (docs/guides/offers.md "1. Expiry offers"). The generated
// catalogue already holds near-expiry offers on about 3 % of the food products (generate.ts); these two
// make the "Beyond the spec" visible for kok@kantinen.dk (department 1001): one offer on a
// product of his own favourite list "Faste varer", one on a product of the department's recurring order.
// Small stocks (3 and 5), so a browser test can add up to the stock and be refused above it.
import { and, asc, eq } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { addDays } from '../domain/dates.js';
import type { OffersSeedInput } from './offers-seed.js';

const DEPARTMENT = '1001';
const OWNER = 'kok@kantinen.dk';

export async function seedExpiryDemo(tx: Tx, input: OffersSeedInput): Promise<void> {
  const { catalogue, referenceDate } = input;
  const department = (await tx.select({ priceGroup: t.departments.priceGroup }).from(t.departments).where(eq(t.departments.code, DEPARTMENT)))[0];
  if (!department) return;
  const assortment = new Set(catalogue.assortment.filter((a) => a.departmentCode === DEPARTMENT).map((a) => a.productId));
  const withFoodInfo = new Set(catalogue.foodInfo.map((f) => f.productId));
  const onOffer = new Set(catalogue.expiryOffers.map((o) => o.productId));
  const products = new Map(catalogue.products.map((p) => [p.id, p]));
  const price = new Map(catalogue.prices.filter((p) => p.priceGroup === department.priceGroup).map((p) => [p.productId, p.priceOre]));

  /** A product kok can order at any hour (no deadlines), not yet on an expiry offer, and its unit's price. */
  const candidate = (productId: string, unitCode?: string) => {
    const p = products.get(productId);
    if (!p || onOffer.has(productId) || !assortment.has(productId) || p.discontinuedOn !== null || p.discontinuedByHq) return null;
    if (p.deadlines.length > 0 || (p.foodInfoRequired && !withFoodInfo.has(productId))) return null;
    const unit = catalogue.units.find((u) => u.productId === productId && !u.weighed && (unitCode ? u.code === unitCode : u.isDefault));
    const base = price.get(productId);
    if (!unit || base === undefined) return null;
    return { productId, unit: unit.code, unitPriceOre: Math.round(base * Number(unit.factor)) };
  };

  const offers: (typeof t.expiryOffers.$inferInsert)[] = [];
  const take = (c: NonNullable<ReturnType<typeof candidate>>, days: number, share: number, stock: string) => {
    onOffer.add(c.productId);
    offers.push({ productId: c.productId, expiresOn: addDays(referenceDate, days), priceOre: Math.max(100, Math.round(c.unitPriceOre * share)), stock, unit: c.unit });
  };

  // His own list (not the shared one): "På din liste Faste varer".
  const listItems = await tx
    .select({ productId: t.favoriteListItems.productId })
    .from(t.favoriteListItems)
    .innerJoin(t.favoriteLists, eq(t.favoriteLists.id, t.favoriteListItems.listId))
    .innerJoin(t.users, eq(t.users.id, t.favoriteLists.ownerUserId))
    .where(and(eq(t.users.email, OWNER), eq(t.favoriteLists.shared, false)))
    .orderBy(asc(t.favoriteLists.id), asc(t.favoriteListItems.sortOrder), asc(t.favoriteListItems.productId));
  const fromList = listItems.map((i) => candidate(i.productId)).find((c) => c !== null);
  if (fromList) take(fromList, 1, 0.5, '3');

  // A line of the department's recurring order, in the line's unit.
  const lines = await tx
    .select({ productId: t.recurringOrderLines.productId, unit: t.recurringOrderLines.unit })
    .from(t.recurringOrderLines)
    .innerJoin(t.recurringOrders, eq(t.recurringOrders.id, t.recurringOrderLines.orderId))
    .where(eq(t.recurringOrders.departmentCode, DEPARTMENT))
    .orderBy(asc(t.recurringOrderLines.orderId), asc(t.recurringOrderLines.lineNo));
  const fromOrder = lines.map((l) => candidate(l.productId, l.unit)).find((c) => c !== null);
  if (fromOrder) take(fromOrder, 2, 0.6, '5');

  if (offers.length > 0) await tx.insert(t.expiryOffers).values(offers);
}
