// POST /api/order/complete (issue 7 §3, §5): the basket of one delivery date becomes an order in one
// transaction. The server checks everything again — the date, every line's orderability, stock and
// price — whatever the widget showed; two completions of one basket give one order.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Order } from '../../core/schemas/order.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { hundredthsToNumeric, type LineProblem, lineMoney, lineProblem, lineProblemText, reviewBasket, type PricedLine, toHundredths } from './basket.js';
import { loadProductsInAssortment, type SearchScope } from '../catalogue/search.js';
import { bumpCatalogueRevision } from '../catalogue/catalogue-revision.js';
import { claimWebSamples } from './web-sample-lines.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { unitLabel } from '../../core/format/unit-label.js';
import { enqueueMail } from '../mail/outbox.js';
import { orderConfirmationMail } from '../mail/templates/order-confirmation.js';
import { basketOwnerOf, isBasketOf } from './basket-owner.js';
import { insertBatched } from '../db/insert-batched.js';

export interface CompleteInput {
  deliveryDate: string;
  expectedTotalOre?: number | null | undefined;
  /** The earliest date an order can still be delivered (the department's next delivery date). */
  earliestDeliveryDate: string;
}

interface ProblemLine {
  lineNo: number;
  productId: string;
  problem: LineProblem;
  message: string;
}

export async function completeBasket(db: Db, scope: SearchScope, auth: AuthContext, input: CompleteInput): Promise<Order> {
  const { user } = auth;
  if (input.deliveryDate < input.earliestDeliveryDate) {
    throw new ApiFailure(409, 'DeliveryDatePassed', daOrders.deliveryDatePassed, { earliestDeliveryDate: input.earliestDeliveryDate });
  }
  const placed = await db.transaction(async (tx): Promise<Order> => {
    // The basket row is locked until commit: a second completion waits here, then finds no basket.
    const [basket] = await tx
      .select()
      .from(t.baskets)
      .where(isBasketOf(basketOwnerOf(auth), input.deliveryDate))
      .for('update');
    if (!basket) throw new ApiFailure(409, 'BasketEmpty', daOrders.basketEmpty);
    const lines = await tx
      .select()
      .from(t.basketLines)
      .where(eq(t.basketLines.basketId, basket.id))
      .orderBy(asc(t.basketLines.lineNo));
    if (lines.length === 0) throw new ApiFailure(409, 'BasketEmpty', daOrders.basketEmpty);

    const products = await loadProductsInAssortment(tx, scope, lines.map((l) => l.productId));
    const priced: PricedLine[] = lines.map((line) => ({ line, product: products.get(line.productId) }));
    const problems: ProblemLine[] = [];
    for (const { line, product } of priced) {
      let problem = lineProblem(product, line, auth, scope.today, { now: scope.now ?? new Date(), deliveryDate: input.deliveryDate });
      // Stock is only known for near-expiry offers (§3 y s): checked at completion, not only at add.
      if (!problem && line.expiryProduct && product?.expiry && toHundredths(line.amount) > toHundredths(product.expiry.stock)) problem = 'outOfStock';
      if (problem) problems.push({ lineNo: line.lineNo, productId: line.productId, problem, message: lineProblemText(problem) });
    }
    if (problems.length > 0) throw new ApiFailure(409, 'OrderNotPlaceable', daOrders.orderHasProblems, { lines: problems });

    const money = priced.map(({ line, product }) => lineMoney(line, product, scope.today));
    const total = money.reduce((sum, m) => sum + (m.lineTotalOre ?? 0), 0);
    const deposits = money.reduce((sum, m) => sum + m.depositOre, 0);
    if (user.showPrices && input.expectedTotalOre != null && input.expectedTotalOre !== total) {
      throw new ApiFailure(409, 'PriceChanged', daOrders.orderPriceChanged, { basket: await reviewBasket(tx, scope, auth, input.deliveryDate, priced) });
    }

    const [order] = await tx
      .insert(t.orders)
      .values({
        basketId: basket.id,
        userId: user.id,
        customerNo: auth.department.customerNo,
        departmentCode: auth.department.code,
        deliveryDate: input.deliveryDate,
        comment: basket.comment,
        leaveUnattended: basket.leaveUnattended,
        leaveUnattendedComment: basket.leaveUnattendedComment,
        totalOre: total,
        depositOre: deposits,
      })
      .returning({ id: t.orders.id, placedAt: t.orders.placedAt });
    if (!order) throw new Error('order insert returned nothing');
    // One statement with one parameter, not 100 rows of parameters (api-server/db/insert-batched.ts).
    await insertBatched(tx, t.orderLines,
      priced.map(({ line, product }, k) => ({
        orderId: order.id,
        lineNo: k + 1,
        productId: line.productId,
        name: product!.product.name,
        brand: product!.product.brand,
        unit: line.unit,
        amount: hundredthsToNumeric(toHundredths(line.amount)),
        expiryProduct: line.expiryProduct,
        origin: line.origin,
        offerKind: line.offerKind,
        offerId: line.offerId,
        unitPriceOre: money[k]!.unitPriceOre ?? 0,
        lineTotalOre: money[k]!.lineTotalOre ?? 0,
        depositOre: money[k]!.depositOre,
      })),
    );
    // Issue 18 point 6: each free web sample once per department; a colleague's claim refuses the order.
    await claimWebSamples(tx, auth, order.id, lines);
    // The customer's purchase history feeds "mine 200 mest købte" (f-top200) in the catalogue.
    await insertBatched(tx, t.purchaseHistory,
      priced.map(({ line }) => ({ customerNo: auth.department.customerNo, productId: line.productId, orderedOn: scope.today, unit: line.unit, amount: line.amount })),
    );
    // Near-expiry stock is sold: take it off, so the next customer cannot buy the same packs. The
    // guard in the WHERE makes a concurrent sale of the last packs fail instead of going negative.
    let soldExpiry = false;
    for (const { line, product } of priced) {
      if (line.expiryProduct && product?.expiry) {
        const taken = await tx
          .update(t.expiryOffers)
          .set({ stock: sql`${t.expiryOffers.stock} - ${line.amount}` })
          .where(and(eq(t.expiryOffers.id, product.expiry.id), sql`${t.expiryOffers.stock} >= ${line.amount}`))
          .returning({ id: t.expiryOffers.id });
        if (taken.length === 0) {
          throw new ApiFailure(409, 'OrderNotPlaceable', daOrders.orderHasProblems, {
            lines: [{ lineNo: line.lineNo, productId: line.productId, problem: 'outOfStock', message: lineProblemText('outOfStock') }],
          });
        }
        soldExpiry = true;
      }
    }
    // Every department's catalogue shows the offer's stock (§3 y s).
    if (soldExpiry) await bumpCatalogueRevision(tx);
    // Issue 19 point 5: the confirmation goes with the order (same transaction: a rolled-back order sends
    // nothing); its numbers are `money`, `total` and `deposits` above, the ones stored on the order and
    // answered, never recomputed. An idempotent replay (idempotency.ts) does not run this again.
    await enqueueMail(tx, orderConfirmationMail({
      site: auth.department.siteVariant,
      to: user.email,
      userName: user.name,
      orderNo: order.id,
      deliveryDate: input.deliveryDate,
      departmentName: auth.department.name,
      comment: basket.comment,
      leaveUnattended: basket.leaveUnattended,
      leaveUnattendedComment: basket.leaveUnattendedComment,
      lines: priced.map(({ line, product }, k) => ({
        name: product!.product.name,
        amount: money[k]!.amount,
        unit: unitLabel(line.unit, product!.units.find((u) => u.code === line.unit)?.description),
        unitPriceOre: money[k]!.unitPriceOre ?? 0,
        lineTotalOre: money[k]!.lineTotalOre ?? 0,
      })),
      totalOre: total,
      depositOre: deposits,
      showPrices: user.showPrices,
    }));
    await tx.delete(t.baskets).where(eq(t.baskets.id, basket.id));
    // The answer is the order as GET /api/order/history/:orderNo shows it (history.ts withLines), built
    // from what was just stored rather than read back in two more statements (issue 15 point 1); the
    // order-complete tests compare the two.
    const showPrices = user.showPrices;
    return {
      orderNo: order.id,
      deliveryDate: input.deliveryDate,
      placedAt: order.placedAt.toISOString(),
      placedBy: user.name,
      comment: basket.comment,
      leaveUnattended: basket.leaveUnattended,
      leaveUnattendedComment: basket.leaveUnattendedComment,
      totalOre: showPrices ? total : null,
      depositTotalOre: showPrices ? deposits : null,
      lines: priced.map(({ line, product }, k) => ({
        lineNo: k + 1,
        productId: line.productId,
        name: product!.product.name,
        brand: product!.product.brand,
        unit: line.unit,
        amount: Number(hundredthsToNumeric(toHundredths(line.amount))),
        unitPriceOre: showPrices ? money[k]!.unitPriceOre ?? 0 : null,
        lineTotalOre: showPrices ? money[k]!.lineTotalOre ?? 0 : null,
        depositOre: showPrices ? money[k]!.depositOre : null,
        weighed: product!.units.find((u) => u.code === line.unit)?.weighed === true,
      })),
    };
  });
  return placed;
}
