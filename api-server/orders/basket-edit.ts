// Editing a delivery date's basket (issue 7 §3): amounts and units, removing lines, the order comment
// and 'leave unattended', and putting an old order's lines in the basket again (§4).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { daServer } from '../../core/texts/da-server.js';
import { da, MAX_LINE_AMOUNT, Origin, validateAmountValue, type Basket } from '../../core/index.js';
import { type OrderAgainResult, type UpdateOrderLine } from '../../core/schemas/order.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { addToBasket, hundredthsToNumeric, lineProblem, reviewBasket, toHundredths } from './basket.js';
import { loadProductsInAssortment, type SearchScope } from '../catalogue/search.js';
import { orderById } from './history.js';
import { refuseSampleLineEdit } from './web-sample-lines.js';
import { changeCampaignLineAmount } from './checkout-lines.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { formatRoundedAmount } from '../../core/format/amount.js';
import { withinExpiryStock } from './expiry-stock.js';
import { basketOwnerOf, isBasketOf, type BasketOwner } from './basket-owner.js';

async function basketIdOf(db: Db, owner: BasketOwner, deliveryDate: string): Promise<number | null> {
  const [row] = await db
    .select({ id: t.baskets.id })
    .from(t.baskets)
    .where(isBasketOf(owner, deliveryDate));
  return row?.id ?? null;
}

const missingLine = () => new ApiFailure(404, 'LineNotFound', daOrders.basketLineMissing);

/**
 * PUT /api/order/updateorderline: a new amount and unit for one line. Choosing a unit the basket
 * already holds the product in merges the two lines (one line per product and unit, as adding does).
 */
export async function updateOrderLine(db: Db, scope: SearchScope, auth: AuthContext, change: UpdateOrderLine): Promise<Basket> {
  await db.transaction(async (tx) => {
    const basketId = await basketIdOf(tx, basketOwnerOf(auth), change.deliveryDate);
    if (basketId === null) throw missingLine();
    // Locks the line: two tabs changing it at once apply one after the other.
    const [line] = await tx
      .select()
      .from(t.basketLines)
      .where(and(eq(t.basketLines.basketId, basketId), eq(t.basketLines.lineNo, change.lineNo)))
      .for('update');
    if (!line) throw missingLine();
    refuseSampleLineEdit(line, change);
    const product = (await loadProductsInAssortment(tx, { ...scope, includeExpiry: true }, [line.productId])).get(line.productId);
    const unit = product?.units.find((u) => u.code === change.unit);
    if (!product || !unit) throw new ApiFailure(400, 'InvalidUnit', daServer.badRequest, { productId: line.productId, unit: change.unit });
    if (line.expiryProduct && change.unit !== line.unit) throw new ApiFailure(400, 'InvalidUnit', daServer.badRequest, { productId: line.productId, unit: change.unit });
    const invalid = validateAmountValue(change.amount, { code: unit.code, weighed: unit.weighed });
    if (invalid) throw new ApiFailure(400, 'InvalidAmount', invalid, { productId: line.productId });

    // Issue 18 point 1: an expiry line never passes its offer's stock (§8 OutOfStock shows the stock).
    if (line.expiryProduct && line.offerKind === 0 && !withinExpiryStock(change.amount, product)) {
      const stock = Number(product.expiry?.stock ?? 0);
      throw new ApiFailure(400, 'OutOfStock', da.outOfStock(`${formatRoundedAmount(stock)} ${line.unit}`), { productId: line.productId, stock, unit: line.unit });
    }
    const amount = toHundredths(change.amount);
    // Issue 18 point 2: a campaign line stays in its unit and its amount moves the campaign's stock.
    await changeCampaignLineAmount(tx, line, change.unit, amount);
    if (change.unit !== line.unit) {
      const [twin] = await tx
        .select()
        .from(t.basketLines)
        .where(and(
          eq(t.basketLines.basketId, basketId),
          eq(t.basketLines.productId, line.productId),
          eq(t.basketLines.unit, change.unit),
          eq(t.basketLines.expiryProduct, line.expiryProduct),
          // Issue 18: a line sold on an offer merges only with a line of the same offer, never a
          // price-list line with a free sample or a campaign (it keeps its own price and stock).
          eq(t.basketLines.offerKind, line.offerKind),
          eq(t.basketLines.offerId, line.offerId),
        ));
      if (twin) {
        const sum = toHundredths(twin.amount) + amount;
        if (sum > MAX_LINE_AMOUNT * 100) throw new ApiFailure(400, 'InvalidAmount', da.amountInvalid, { productId: line.productId });
        await tx.update(t.basketLines).set({ amount: hundredthsToNumeric(sum) }).where(and(eq(t.basketLines.basketId, basketId), eq(t.basketLines.lineNo, twin.lineNo)));
        await tx.delete(t.basketLines).where(and(eq(t.basketLines.basketId, basketId), eq(t.basketLines.lineNo, line.lineNo)));
        return;
      }
    }
    await tx
      .update(t.basketLines)
      .set({ amount: hundredthsToNumeric(amount), unit: change.unit })
      .where(and(eq(t.basketLines.basketId, basketId), eq(t.basketLines.lineNo, line.lineNo)));
  });
  return reviewBasket(db, scope, auth, change.deliveryDate);
}

/** DELETE /api/order/orderline/{date}/{lineNo}. */
export async function removeOrderLine(db: Db, scope: SearchScope, auth: AuthContext, deliveryDate: string, lineNo: number): Promise<Basket> {
  const basketId = await basketIdOf(db, basketOwnerOf(auth), deliveryDate);
  const removed = basketId === null
    ? []
    : await db.delete(t.basketLines).where(and(eq(t.basketLines.basketId, basketId), eq(t.basketLines.lineNo, lineNo))).returning({ lineNo: t.basketLines.lineNo });
  if (removed.length === 0) throw missingLine();
  return reviewBasket(db, scope, auth, deliveryDate);
}

/** Saves part of the basket's head; a basket without lines yet is created to hold it. */
export async function saveBasketHead(
  db: Db,
  auth: AuthContext,
  deliveryDate: string,
  head: Partial<{ comment: string; leaveUnattended: boolean; leaveUnattendedComment: string }>,
): Promise<void> {
  await db
    .insert(t.baskets)
    .values({ userId: auth.user.id, departmentCode: auth.department.code, deliveryDate, ...head })
    .onConflictDoUpdate({ target: [t.baskets.userId, t.baskets.departmentCode, t.baskets.deliveryDate], set: { ...head, updatedAt: sql`now()` } });
}

/**
 * POST /api/order/orderagain/{orderNo}: the old order's lines go into the basket of `deliveryDate`
 * with today's prices and rules. Lines that cannot be ordered now are skipped and named, with the
 * product that replaces a discontinued one (§3 t) when there is one.
 */
export async function orderAgain(db: Db, scope: SearchScope, auth: AuthContext, orderNo: number, deliveryDate: string): Promise<OrderAgainResult> {
  const order = await orderById(db, auth, orderNo);
  if (!order) throw new ApiFailure(404, 'NotFound', daOrders.orderNotFound);
  const products = await loadProductsInAssortment(db, scope, order.lines.map((l) => l.productId));
  const alternatives = new Map(
    (await db
      .select({ id: t.products.id, alt: t.products.alternativeProductId })
      .from(t.products)
      .where(inArray(t.products.id, order.lines.map((l) => l.productId)))).map((r) => [r.id, r.alt]),
  );
  const items = [];
  const skipped: OrderAgainResult['skipped'] = [];
  for (const line of order.lines) {
    // Expiry packs were a one-off: ordered again, they are the product at its normal price.
    const problem = lineProblem(products.get(line.productId), { unit: line.unit, amount: line.amount, expiryProduct: false }, auth, scope.today, scope.now ? { now: scope.now, deliveryDate } : undefined);
    if (problem) {
      skipped.push({ productId: line.productId, name: line.name, alternativeProductId: alternatives.get(line.productId) ?? null });
      continue;
    }
    items.push({ origin: Origin.OrderHistory, amount: line.amount, productId: line.productId, unit: line.unit, expiryProduct: false });
  }
  const added = items.length === 0 ? 0 : (await addToBasket(db, scope, auth, deliveryDate, items)).addedOrderlines;
  return { deliveryDate, added, skipped };
}
