// /api/order: adding to the basket, reviewing and editing it, completing it (issue 2, issue 7), and
// the customer's placed orders. Every call works on the session user's own baskets and the session
// customer's orders only. The routes validate (core schemas through validate()), call the domain
// functions in orders/ and answer.
import { da } from '../../core/index.js';
import { AddToOrderRequestSchema } from '../../core/schemas/index.js';
import {
  BasketDateParamSchema,
  CompleteOrderSchema,
  DEFAULT_HISTORY_TAKE,
  MAX_HISTORY_TAKE,
  OrderHistoryQuerySchema,
  OrderLineParamSchema,
  OrderNoParamSchema,
  SaveCommentQuerySchema,
  UpdateOrderLineSchema,
} from '../../core/schemas/order.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, currentDeliveryDateOf, requireSession } from '../auth/session.js';
import { addToBasket, emptyBasket, reviewBasket } from '../orders/basket.js';
import { ApiFailure, type AppDeps, type AuthContext, createRouter } from '../http/env.js';
import { refuseChangesWhenInspecting } from '../punch-out/inspect-guard.js';
import { validate } from '../http/validate.js';
import { orderAgain, removeOrderLine, saveBasketHead, updateOrderLine } from '../orders/basket-edit.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { completeBasket } from '../orders/complete.js';
import { orderById, orderHistory } from '../orders/history.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from '../orders/idempotency.js';
import { daServer } from '../../core/texts/da-server.js';
import { basketOwnerOf } from '../orders/basket-owner.js';
import { addsGoToShoppingList } from '../../core/rules/shopping-list-mode.js';
import { daShoppingListServer } from '../../core/texts/da-shopping-list-server.js';

function requireOrdering(auth: AuthContext): void {
  if (!auth.user.allowOrdering) throw new ApiFailure(403, 'OrderingNotAllowed', da.notOrderable);
}

/** The session's delivery date (issue 7 §2: chosen with /api/deliverydate/set, else the next one); 409 when the department has none. */
function deliveryDateOf(auth: Pick<AuthContext, 'department' | 'chosenDeliveryDate'>, now: Date): string {
  const date = currentDeliveryDateOf(auth, now);
  if (!date) throw new ApiFailure(409, 'NoDeliveryDate', daServer.noDeliveryDate);
  return date;
}

export function orderRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('*', refuseChangesWhenInspecting);

  app.post('/addtoorder', requireSession, validate('json', AddToOrderRequestSchema), async (c) => {
    const auth = authOf(c);
    // Issue 22 point 4: in shopping-list mode (cart type 1 on a variant with shopping lists) every add goes
    // to the current shopping list (/api/shoppinglists/addline); the basket takes nothing.
    if (addsGoToShoppingList({ siteVariant: auth.department.siteVariant, cartType: auth.user.cartType === 1 ? 1 : 0, isPunchOut: auth.user.isPunchOut, punchOut: auth.punchOut ? { protocol: auth.punchOut.protocol, operation: auth.punchOut.operation } : null })) {
      throw new ApiFailure(409, 'ShoppingListMode', daShoppingListServer.basketRefused);
    }
    requireOrdering(auth);
    const now = deps.clock.now();
    const deliveryDate = deliveryDateOf(auth, now);
    // A retry with the same Idempotency-Key gets the first answer and adds nothing (issue 7 §1).
    const items = c.req.valid('json');
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    const result = await idempotent(deps.db, auth.user.id, key, 'addtoorder', items, async (tx) => ({
      status: 200 as const,
      body: await addToBasket(tx, scopeOf(auth, now, deps.config), auth, deliveryDate, items),
    }));
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body, 200);
  });

  app.put('/updateorderline', requireSession, validate('json', UpdateOrderLineSchema), async (c) => {
    const auth = authOf(c);
    requireOrdering(auth);
    return c.json(await updateOrderLine(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, c.req.valid('json')), 200);
  });

  app.delete('/orderline/:date/:lineNo', requireSession, validate('param', OrderLineParamSchema), async (c) => {
    const auth = authOf(c);
    const { date, lineNo } = c.req.valid('param');
    return c.json(await removeOrderLine(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, date, Number(lineNo)), 200);
  });

  // §7 "POST /api/order/savecomment?comment": the comment travels in the query; `date` picks the
  // basket (default: the current delivery date).
  app.post('/savecomment', requireSession, validate('query', SaveCommentQuerySchema), async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const query = c.req.valid('query');
    const date = query.date ?? deliveryDateOf(auth, now);
    await saveBasketHead(deps.db, auth, date, { comment: (query.comment ?? '').trim() });
    return c.json(await reviewBasket(deps.db, scopeOf(auth, now, deps.config), auth, date), 200);
  });

  app.post('/complete', requireSession, validate('json', CompleteOrderSchema), async (c) => {
    const auth = authOf(c);
    // §1, §6: punch-out users have their own completion: the basket goes back to the procurement system
    // (completepoorder), never as an ordinary order, also when such a user has logged in ordinarily.
    if (auth.punchOut || auth.user.isPunchOut) throw new ApiFailure(403, 'PunchOutSession', daPunchOut.completeRefused);
    requireOrdering(auth);
    const now = deps.clock.now();
    // The earliest reachable date is the next delivery date, whatever the session chose: a basket for
    // an earlier date than the chosen one may still be completed while it can be delivered.
    const earliest = deliveryDateOf({ department: auth.department, chosenDeliveryDate: null }, now);
    const body = c.req.valid('json');
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    const result = await idempotent(deps.db, auth.user.id, key, 'complete', body, async (tx) => ({
      status: 201 as const,
      body: await completeBasket(tx, scopeOf(auth, now, deps.config), auth, { ...body, earliestDeliveryDate: earliest }),
    }));
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body, 201);
  });

  app.get('/history', requireSession, validate('query', OrderHistoryQuerySchema), async (c) => {
    const { take, skip } = c.req.valid('query');
    const pageSize = take === undefined ? DEFAULT_HISTORY_TAKE : Math.min(MAX_HISTORY_TAKE, Number(take));
    return c.json(await orderHistory(deps.db, authOf(c), pageSize, Number(skip ?? 0)), 200);
  });

  app.get('/history/:orderNo', requireSession, validate('param', OrderNoParamSchema), async (c) => {
    const order = await orderById(deps.db, authOf(c), Number(c.req.valid('param').orderNo));
    if (!order) throw new ApiFailure(404, 'NotFound', daOrders.orderNotFound);
    return c.json(order, 200);
  });

  app.post('/orderagain/:orderNo', requireSession, validate('param', OrderNoParamSchema), async (c) => {
    const auth = authOf(c);
    requireOrdering(auth);
    const now = deps.clock.now();
    const orderNo = Number(c.req.valid('param').orderNo);
    const date = deliveryDateOf(auth, now);
    return c.json(await orderAgain(deps.db, scopeOf(auth, now, deps.config), auth, orderNo, date), 200);
  });

  app.get('/revieworder', requireSession, async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    return c.json(await reviewBasket(deps.db, scopeOf(auth, now, deps.config), auth, deliveryDateOf(auth, now)), 200);
  });

  app.delete('/emptybasket/:date', requireSession, validate('param', BasketDateParamSchema), async (c) => {
    const auth = authOf(c);
    const { date } = c.req.valid('param');
    await emptyBasket(deps.db, basketOwnerOf(auth), date);
    return c.json(await reviewBasket(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, date), 200);
  });

  return app;
}
