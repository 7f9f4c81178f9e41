// Checkout campaigns (issue 18 point 2, §7 "Logging and checkout", docs/guides/offers.md §2): which
// campaigns the basket page offers, the user's feedback, and the campaign's stock as basket lines take
// and give it back. Stock is a reservation: it is taken when a campaign line grows (an add, a higher
// amount) with a guarded UPDATE (stock >= amount, like the near-expiry stock at completion), so it can
// never go negative and two adds of the last pack give it to one of them; it comes back only when a
// line shrinks or removecheckoutoffer is asked with returnToStock=true. Placing the order keeps what
// was reserved (the line carries its fixed price); nothing is taken twice.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AddToCartItem, CartWarning } from '../../core/schemas/cart.js';
import { OfferKind } from '../../core/schemas/cart.js';
import type { CampaignReport, CheckoutCampaign, CheckoutFeedback } from '../../core/schemas/checkout.js';
import { averageRating, campaignForPriceGroup, campaignRunning, campaignTriggered, isPostponed } from '../../core/rules/checkout-campaigns.js';
import { daCheckout } from '../../core/texts/da-checkout.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { loadProductsInAssortment, type SearchScope } from '../catalogue/search.js';
import { currentBasePriceOre, type ProductWireInput } from '../catalogue/wire.js';
import { basketOwnerOf, isBasketOf, type BasketOwner } from './basket-owner.js';

export type CampaignRow = typeof t.checkoutCampaigns.$inferSelect;

const cc = t.checkoutCampaigns;
const fb = t.checkoutCampaignFeedback;

/** Amounts as integer hundredths (numeric(10,2)), so stock arithmetic never drifts. */
const hundredths = (amount: number | string) => Math.round(Number(amount) * 100);
const numeric = (h: number) => (h / 100).toFixed(2);

/** The item names a campaign (§3 checkoutId; -1 or absent: none). */
export function campaignIdOf(item: Pick<AddToCartItem, 'checkoutId'>): number | null {
  return item.checkoutId !== undefined && item.checkoutId > 0 ? item.checkoutId : null;
}

export const notFound = () => new ApiFailure(404, 'CampaignNotFound', daCheckout.notFound);

/** Visible to the session: running today and for its price group (stock and postponement aside). */
function visibleRow(row: CampaignRow | undefined, scope: Pick<SearchScope, 'today' | 'priceGroup'>): row is CampaignRow {
  return row !== undefined && campaignRunning(row, scope.today) && campaignForPriceGroup(row, scope.priceGroup);
}

/** A campaign the session may see and answer (rate, comment, postpone), with its product; else 404. */
export async function visibleCampaign(db: Db, scope: SearchScope, id: number): Promise<{ row: CampaignRow; product: ProductWireInput }> {
  const [row] = await db.select().from(cc).where(eq(cc.id, id));
  if (!visibleRow(row, scope)) throw notFound();
  const product = (await loadProductsInAssortment(db, scope, [row.productId])).get(row.productId);
  if (!product) throw notFound();
  return { row, product };
}

/** The price list's price of the campaign's unit (base price × unit factor), as the basket would price it. */
function normalPriceOre(product: ProductWireInput, unit: string, today: string): number | null {
  const base = currentBasePriceOre(product.product, product.price, today);
  const factor = Number(product.units.find((u) => u.code === unit)?.factor ?? 1);
  return base === null ? null : Math.round(base * factor);
}

/**
 * GET /api/checkout/lookup: the campaigns for the session user's basket of `deliveryDate` — running,
 * for the price group, stock left, the product in the department's assortment, not postponed by the
 * user, not already in the basket, and triggered by the basket or by `productId`. Soonest ending first.
 */
export async function lookupCampaigns(
  db: Db, scope: SearchScope, auth: AuthContext, deliveryDate: string | null, now: Date, productId?: string,
): Promise<CheckoutCampaign[]> {
  const rows = (await db.select().from(cc)
    .where(and(sql`${cc.startsOn} <= ${scope.today}`, sql`${cc.endsOn} >= ${scope.today}`, gt(cc.stock, '0')))
    .orderBy(asc(cc.endsOn), asc(cc.id)))
    .filter((r) => campaignForPriceGroup(r, scope.priceGroup));
  if (rows.length === 0) return [];
  const lines = deliveryDate === null ? [] : await db
    .select({ productId: t.basketLines.productId, offerKind: t.basketLines.offerKind, offerId: t.basketLines.offerId })
    .from(t.basketLines)
    .innerJoin(t.baskets, eq(t.baskets.id, t.basketLines.basketId))
    .where(isBasketOf(basketOwnerOf(auth), deliveryDate));
  const inBasket = new Set(lines.filter((l) => l.offerKind === OfferKind.CheckoutCampaign).map((l) => l.offerId));
  const basketProducts = new Set(lines.map((l) => l.productId));
  const feedback = new Map((await db.select().from(fb)
    .where(and(eq(fb.userId, auth.user.id), inArray(fb.campaignId, rows.map((r) => r.id))))).map((f) => [f.campaignId, f]));
  const picked = rows.filter((r) => !inBasket.has(r.id) && !isPostponed(feedback.get(r.id)?.postponedUntil, now) && campaignTriggered(r, basketProducts, productId));
  const products = await loadProductsInAssortment(db, scope, picked.map((r) => r.productId));
  const showPrices = auth.user.showPrices;
  return picked.flatMap((r) => {
    const product = products.get(r.productId);
    const unit = product?.units.find((u) => u.code === r.unit);
    if (!product || !unit) return [];
    const own = feedback.get(r.id);
    return [{
      id: r.id,
      title: r.title,
      text: r.text,
      productId: r.productId,
      name: product.product.name,
      brand: product.product.brand,
      img: product.product.imageUrl,
      unit: r.unit,
      unitName: unit.description || unit.code,
      priceOre: showPrices ? r.priceOre : null,
      normalPriceOre: showPrices ? normalPriceOre(product, r.unit, scope.today) : null,
      stock: Number(r.stock),
      endsOn: r.endsOn,
      rating: own?.rating ?? null,
      comment: own?.comment ?? '',
    }];
  });
}

/** Upserts the user's one feedback row of a campaign (postpone, rating or comment) and answers it. */
export async function saveFeedback(
  db: Db, userId: number, campaignId: number, change: Partial<{ rating: number; comment: string; postponedUntil: Date }>, now: Date,
): Promise<CheckoutFeedback> {
  const [row] = await db
    .insert(fb)
    .values({ campaignId, userId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: [fb.campaignId, fb.userId], set: { ...change, updatedAt: now } })
    .returning();
  if (!row) throw new Error('feedback upsert returned nothing');
  return { id: row.campaignId, rating: row.rating, comment: row.comment, postponedUntil: row.postponedUntil?.toISOString() ?? null };
}

// --- Adding (api-server/orders/basket.ts addToBasket) ---

/** The campaigns the items name, by id, read once per add. */
export async function loadItemCampaigns(db: Db, items: readonly AddToCartItem[]): Promise<Map<number, CampaignRow>> {
  const ids = [...new Set(items.map(campaignIdOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  return new Map((await db.select().from(cc).where(inArray(cc.id, ids))).map((r) => [r.id, r]));
}

/**
 * Checks an item that takes a campaign, before anything is written. Refusals of the request (400,
 * Danish): an unknown campaign or one not for this price group, an ended one, another unit than the
 * campaign's, combined with a near-expiry or focus offer. More than the stock left is §8 OutOfStock:
 * the warning (with the stock) is answered and the item is left out, as the card shows it.
 */
export function checkCampaignItem(item: AddToCartItem, campaigns: ReadonlyMap<number, CampaignRow>, scope: Pick<SearchScope, 'today' | 'priceGroup'>): CartWarning | null {
  const id = campaignIdOf(item);
  if (id === null) return null;
  const row = campaigns.get(id);
  if (!row || row.productId !== item.productId || !campaignForPriceGroup(row, scope.priceGroup)) {
    throw new ApiFailure(400, 'UnknownCampaign', daCheckout.notFound, { checkoutId: id });
  }
  if (!campaignRunning(row, scope.today)) throw new ApiFailure(400, 'CampaignEnded', daCheckout.campaignEnded, { checkoutId: id });
  if (item.unit !== row.unit) throw new ApiFailure(400, 'InvalidUnit', daCheckout.wrongUnit(row.unit), { checkoutId: id, unit: row.unit });
  if (item.expiryProduct || item.focusProductId !== undefined || item.webSampleId !== undefined) {
    throw new ApiFailure(400, 'InvalidOffer', daCheckout.notWithOtherOffers, { checkoutId: id });
  }
  if (hundredths(item.amount) > hundredths(row.stock)) return { code: 'OutOfStock', productId: item.productId, stock: Number(row.stock), unit: row.unit };
  return null;
}

/** The basket line an item becomes: a campaign's line carries the campaign and its price (fixed now). */
export function withCampaignOffer<I extends AddToCartItem>(item: I, campaigns: ReadonlyMap<number, CampaignRow>): I & { offerKind?: number; offerId?: number; fixedPriceOre?: number } {
  const id = campaignIdOf(item);
  const row = id === null ? undefined : campaigns.get(id);
  return row ? { ...item, offerKind: OfferKind.CheckoutCampaign, offerId: row.id, fixedPriceOre: row.priceOre } : item;
}

function outOfStock(row: Pick<CampaignRow, 'id' | 'productId' | 'unit'>, stock: string): ApiFailure {
  return new ApiFailure(409, 'OutOfStock', daCheckout.outOfStock(stock.replace('.', ','), row.unit), {
    checkoutId: row.id, productId: row.productId, warnings: [{ code: 'OutOfStock', productId: row.productId, stock: Number(stock), unit: row.unit }],
  });
}

/** Takes `amount` from a campaign's stock, or throws 409 OutOfStock (the transaction then changes nothing). */
async function takeStock(tx: Tx, row: Pick<CampaignRow, 'id' | 'productId' | 'unit'>, amountH: number): Promise<void> {
  if (amountH <= 0) return;
  const amount = numeric(amountH);
  const taken = await tx.update(cc)
    .set({ stock: sql`${cc.stock} - ${amount}` })
    .where(and(eq(cc.id, row.id), sql`${cc.stock} >= ${amount}`))
    .returning({ id: cc.id });
  if (taken.length === 0) {
    const [now] = await tx.select({ stock: cc.stock }).from(cc).where(eq(cc.id, row.id));
    throw outOfStock(row, now?.stock ?? '0');
  }
}

async function giveBackStock(tx: Tx, campaignId: number, amountH: number): Promise<void> {
  if (amountH <= 0) return;
  // A campaign deleted meanwhile has nothing to give back to: no row, nothing updated.
  await tx.update(cc).set({ stock: sql`${cc.stock} + ${numeric(amountH)}` }).where(eq(cc.id, campaignId));
}

/** Inside the basket's transaction: every campaign item's amount leaves its campaign's stock. */
export async function takeCampaignStock(tx: Tx, items: readonly AddToCartItem[], campaigns: ReadonlyMap<number, CampaignRow>): Promise<void> {
  for (const item of items) {
    const id = campaignIdOf(item);
    const row = id === null ? undefined : campaigns.get(id);
    if (row) await takeStock(tx, row, hundredths(item.amount));
  }
}

// --- Editing the basket (api-server/orders/basket-edit.ts updateOrderLine) ---

/**
 * A campaign line's new amount (PUT updateorderline): only in the campaign's unit; a higher amount
 * takes the difference from the stock (409 OutOfStock above it), a lower one gives the difference
 * back — the customer hands back packs of a line not yet placed.
 */
export async function changeCampaignLineAmount(
  tx: Tx, line: { offerKind: number; offerId: number; productId: string; unit: string; amount: string }, unit: string, newAmountH: number,
): Promise<void> {
  if (line.offerKind !== OfferKind.CheckoutCampaign) return;
  if (unit !== line.unit) throw new ApiFailure(400, 'InvalidUnit', daCheckout.wrongUnit(line.unit), { checkoutId: line.offerId, unit: line.unit });
  const delta = newAmountH - hundredths(line.amount);
  if (delta > 0) await takeStock(tx, { id: line.offerId, productId: line.productId, unit: line.unit }, delta);
  else await giveBackStock(tx, line.offerId, -delta);
}

/**
 * DELETE /api/checkout/removecheckoutoffer: removes the user's line of the campaign from the basket of
 * `deliveryDate`; with `returnToStock` its amount goes back on the campaign's stock in the same
 * transaction. 404 when the basket holds no line of it.
 */
export async function removeCampaignLine(db: Db, owner: BasketOwner, deliveryDate: string, campaignId: number, returnToStock: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [basket] = await tx.select({ id: t.baskets.id }).from(t.baskets)
      .where(isBasketOf(owner, deliveryDate))
      // The basket lock: an add or a completion of the same basket waits, so the line is given back once.
      .for('update');
    if (!basket) throw new ApiFailure(404, 'LineNotFound', daCheckout.lineNotFound);
    const removed = await tx.delete(t.basketLines)
      .where(and(eq(t.basketLines.basketId, basket.id), eq(t.basketLines.offerKind, OfferKind.CheckoutCampaign), eq(t.basketLines.offerId, campaignId)))
      .returning({ amount: t.basketLines.amount });
    if (removed.length === 0) throw new ApiFailure(404, 'LineNotFound', daCheckout.lineNotFound);
    if (returnToStock) await giveBackStock(tx, campaignId, removed.reduce((s, r) => s + hundredths(r.amount), 0));
  });
}

// --- The marketing report ---

/** GET /api/checkout/report: every campaign, newest period first. Comments without names or e-mails. */
export async function campaignReport(db: Db): Promise<CampaignReport> {
  const rows = await db.select().from(cc).orderBy(desc(cc.endsOn), asc(cc.id));
  if (rows.length === 0) return { campaigns: [] };
  const ids = rows.map((r) => r.id);
  const sumBy = async (table: typeof t.orderLines | typeof t.basketLines) => new Map(
    (await db.select({ id: table.offerId, sum: sql<string>`coalesce(sum(${table.amount}), 0)` }).from(table)
      .where(and(eq(table.offerKind, OfferKind.CheckoutCampaign), inArray(table.offerId, ids)))
      .groupBy(table.offerId)).map((r) => [r.id, Number(r.sum)]),
  );
  const ordered = await sumBy(t.orderLines);
  const inBaskets = await sumBy(t.basketLines);
  const feedback = await db.select().from(fb).where(inArray(fb.campaignId, ids)).orderBy(desc(fb.updatedAt));
  return {
    campaigns: rows.map((r) => {
      const own = feedback.filter((f) => f.campaignId === r.id);
      const ratings = own.flatMap((f) => (f.rating === null ? [] : [f.rating]));
      return {
        id: r.id,
        title: r.title,
        productId: r.productId,
        startsOn: r.startsOn,
        endsOn: r.endsOn,
        priceGroup: r.priceGroup,
        stockLeft: Number(r.stock),
        ordered: ordered.get(r.id) ?? 0,
        inBaskets: inBaskets.get(r.id) ?? 0,
        ratingCount: ratings.length,
        averageRating: averageRating(ratings),
        comments: own.filter((f) => f.comment.trim() !== '').map((f) => ({ date: f.updatedAt.toISOString(), rating: f.rating, comment: f.comment })),
      };
    }),
  };
}
