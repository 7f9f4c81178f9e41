// /api/order: adding to the basket, reviewing and editing it, completing it (issue 2, issue 7), and
// the customer's placed orders. Every call works on the session user's own baskets and the session
// customer's orders only.
import { createRoute } from '@hono/zod-openapi';
import { AddToOrderRequestSchema, da } from '../../core/index.js';
import { CompleteOrderSchema, MAX_ORDER_COMMENT, UpdateOrderLineSchema } from '../../core/schemas/order.js';
import { authOf, currentDeliveryDateOf, requireSession } from '../auth/session.js';
import { addToBasket, emptyBasket, reviewBasket } from '../catalogue/basket.js';
import { isIsoDate } from '../domain/dates.js';
import { ApiFailure, type AppDeps, type AuthContext, createRouter, routeSchema } from '../http/env.js';
import { completeBasket } from '../orders/complete.js';
import { orderAgain, removeOrderLine, saveBasketHead, updateOrderLine } from '../orders/basket-edit.js';
import { orderById, orderHistory } from '../orders/history.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from '../orders/idempotency.js';
import { scopeOf } from '../auth/scope.js';
import { daOrders } from '../../core/texts/da-orders.js';

const addRoute = createRoute({
  method: 'post',
  path: '/addtoorder',
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { 'application/json': { schema: routeSchema(AddToOrderRequestSchema) } } } },
  responses: { 200: { description: 'CartResponse' } },
});

const reviewRoute = createRoute({
  method: 'get',
  path: '/revieworder',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'Basket' } },
});

const emptyRoute = createRoute({
  method: 'delete',
  path: '/emptybasket/{date}',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'The (now empty) basket of that date' } },
});

const updateLineRoute = createRoute({
  method: 'put',
  path: '/updateorderline',
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { 'application/json': { schema: routeSchema(UpdateOrderLineSchema) } } } },
  responses: { 200: { description: 'Basket' } },
});

const removeLineRoute = createRoute({
  method: 'delete',
  path: '/orderline/{date}/{lineNo}',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'Basket' } },
});

const commentRoute = createRoute({
  method: 'post',
  path: '/savecomment',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'Basket' } },
});

const completeRoute = createRoute({
  method: 'post',
  path: '/complete',
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { 'application/json': { schema: routeSchema(CompleteOrderSchema) } } } },
  responses: { 201: { description: 'Order' } },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/history',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'OrderHistory' } },
});

const orderRoute = createRoute({
  method: 'get',
  path: '/history/{orderNo}',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'Order' } },
});

const orderAgainRoute = createRoute({
  method: 'post',
  path: '/orderagain/{orderNo}',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'OrderAgainResult' } },
});

const NO_DELIVERY_DATE = da.noDeliveryDate;

function dateParam(value: string | undefined): string {
  if (value === undefined || !isIsoDate(value)) {
    throw new ApiFailure(400, 'ValidationError', da.dateFormatInvalid, { issues: [{ path: 'date', code: 'invalid_format', message: da.validationFailed }] });
  }
  return value;
}

function positiveIntParam(value: string | undefined, name: string): number {
  if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) <= 0) {
    throw new ApiFailure(400, 'ValidationError', da.badRequest, { issues: [{ path: name, code: 'invalid_format', message: da.validationFailed }] });
  }
  return Number(value);
}

function requireOrdering(auth: AuthContext): void {
  if (!auth.user.allowOrdering) throw new ApiFailure(403, 'OrderingNotAllowed', da.notOrderable);
}

/** Page size of the order history: 1-50, default 20. */
function takeParam(value: string | undefined): number {
  if (value === undefined) return 20;
  return Math.min(50, positiveIntParam(value, 'take'));
}

/** The session's delivery date (issue 7 §2: chosen with /api/deliverydate/set, else the next one). */
function deliveryDateOf(auth: AuthContext, now: Date): string | null {
  return currentDeliveryDateOf(auth, now);
}

export function orderRoutes(deps: AppDeps) {
  const app = createRouter();

  app.openapi(addRoute, async (c) => {
    const auth = authOf(c);
    if (!auth.user.allowOrdering) {
      return c.json({ error: 'OrderingNotAllowed', message: da.notOrderable }, 403);
    }
    const now = deps.clock.now();
    const deliveryDate = deliveryDateOf(auth, now);
    if (!deliveryDate) return c.json({ error: 'NoDeliveryDate', message: NO_DELIVERY_DATE }, 409);
    // Cart type 1 (shoppingList) users still add to their basket until the shopping-list issue lands.
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

  app.openapi(updateLineRoute, async (c) => {
    const auth = authOf(c);
    requireOrdering(auth);
    return c.json(await updateOrderLine(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, c.req.valid('json')), 200);
  });

  app.openapi(removeLineRoute, async (c) => {
    const auth = authOf(c);
    const date = dateParam(c.req.param('date'));
    const lineNo = positiveIntParam(c.req.param('lineNo'), 'lineNo');
    return c.json(await removeOrderLine(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, date, lineNo), 200);
  });

  // §7 "POST /api/order/savecomment?comment": the comment travels in the query; `date` picks the
  // basket (default: the current delivery date).
  app.openapi(commentRoute, async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const comment = (c.req.query('comment') ?? '').trim();
    if (comment.length > MAX_ORDER_COMMENT) throw new ApiFailure(400, 'ValidationError', daOrders.commentTooLong(MAX_ORDER_COMMENT));
    const date = c.req.query('date') === undefined ? deliveryDateOf(auth, now) : dateParam(c.req.query('date'));
    if (!date) return c.json({ error: 'NoDeliveryDate', message: NO_DELIVERY_DATE }, 409);
    await saveBasketHead(deps.db, auth, date, { comment });
    return c.json(await reviewBasket(deps.db, scopeOf(auth, now, deps.config), auth, date), 200);
  });

  app.openapi(completeRoute, async (c) => {
    const auth = authOf(c);
    requireOrdering(auth);
    const now = deps.clock.now();
    // The earliest reachable date is the next delivery date, whatever the session chose: a basket for
    // an earlier date than the chosen one may still be completed while it can be delivered.
    const earliest = currentDeliveryDateOf({ department: auth.department, chosenDeliveryDate: null }, now);
    if (!earliest) return c.json({ error: 'NoDeliveryDate', message: NO_DELIVERY_DATE }, 409);
    const body = c.req.valid('json');
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    const result = await idempotent(deps.db, auth.user.id, key, 'complete', body, async (tx) => ({
      status: 201 as const,
      body: await completeBasket(tx, scopeOf(auth, now, deps.config), auth, { ...body, earliestDeliveryDate: earliest }),
    }));
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body, 201);
  });

  app.openapi(historyRoute, async (c) => {
    const auth = authOf(c);
    const take = takeParam(c.req.query('take'));
    const skipRaw = c.req.query('skip');
    const skip = skipRaw === undefined || skipRaw === '0' ? 0 : positiveIntParam(skipRaw, 'skip');
    return c.json(await orderHistory(deps.db, auth, take, skip), 200);
  });

  app.openapi(orderRoute, async (c) => {
    const auth = authOf(c);
    const order = await orderById(deps.db, auth, positiveIntParam(c.req.param('orderNo'), 'orderNo'));
    if (!order) return c.json({ error: 'NotFound', message: daOrders.orderNotFound }, 404);
    return c.json(order, 200);
  });

  app.openapi(orderAgainRoute, async (c) => {
    const auth = authOf(c);
    requireOrdering(auth);
    const now = deps.clock.now();
    const orderNo = positiveIntParam(c.req.param('orderNo'), 'orderNo');
    const date = deliveryDateOf(auth, now);
    if (!date) return c.json({ error: 'NoDeliveryDate', message: NO_DELIVERY_DATE }, 409);
    return c.json(await orderAgain(deps.db, scopeOf(auth, now, deps.config), auth, orderNo, date), 200);
  });

  app.openapi(reviewRoute, async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const deliveryDate = deliveryDateOf(auth, now);
    if (!deliveryDate) return c.json({ error: 'NoDeliveryDate', message: NO_DELIVERY_DATE }, 409);
    return c.json(await reviewBasket(deps.db, scopeOf(auth, now, deps.config), auth, deliveryDate), 200);
  });

  app.openapi(emptyRoute, async (c) => {
    const auth = authOf(c);
    const date = c.req.param('date');
    if (!isIsoDate(date)) {
      return c.json({ error: 'ValidationError', message: da.dateFormatInvalid, issues: [{ path: 'date', code: 'invalid_format', message: da.validationFailed }] }, 400);
    }
    await emptyBasket(deps.db, auth.user.id, date);
    return c.json(await reviewBasket(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, date), 200);
  });

  return app;
}
