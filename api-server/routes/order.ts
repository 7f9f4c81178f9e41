// POST /api/order/addtoorder, GET /api/order/revieworder, DELETE /api/order/emptybasket/{date}.
import { createRoute } from '@hono/zod-openapi';
import { AddToOrderRequestSchema, da } from '../../core/index.js';
import { authOf, requireSession } from '../auth/session.js';
import { addToBasket, emptyBasket, reviewBasket } from '../catalogue/basket.js';
import { isIsoDate, nextDeliveryDate } from '../domain/dates.js';
import { type AppDeps, type AuthContext, createRouter, routeSchema } from '../http/env.js';
import { scopeFor } from './product.js';

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

const NO_DELIVERY_DATE = da.noDeliveryDate;

function deliveryDateOf(auth: AuthContext, now: Date): string | null {
  return nextDeliveryDate(now, auth.department.deliveryWeekdays);
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
    const result = await addToBasket(deps.db, scopeFor(auth, now), auth, deliveryDate, c.req.valid('json'));
    return c.json(result, 200);
  });

  app.openapi(reviewRoute, async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const deliveryDate = deliveryDateOf(auth, now);
    if (!deliveryDate) return c.json({ error: 'NoDeliveryDate', message: NO_DELIVERY_DATE }, 409);
    return c.json(await reviewBasket(deps.db, scopeFor(auth, now), auth, deliveryDate), 200);
  });

  app.openapi(emptyRoute, async (c) => {
    const auth = authOf(c);
    const date = c.req.param('date');
    if (!isIsoDate(date)) {
      return c.json({ error: 'ValidationError', message: da.dateFormatInvalid, issues: [{ path: 'date', code: 'invalid_format', message: da.validationFailed }] }, 400);
    }
    await emptyBasket(deps.db, auth.user.id, date);
    return c.json(await reviewBasket(deps.db, scopeFor(auth, deps.clock.now()), auth, date), 200);
  });

  return app;
}
