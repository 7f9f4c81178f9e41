// /api/es/order (§7): 'leave unattended' and its directions for the driver, per delivery date's basket.
import { createRoute } from '@hono/zod-openapi';
import { LeaveUnattendedSchema, MAX_ORDER_COMMENT } from '../../core/schemas/order.js';
import * as z from '../../core/schemas/z.js';
import { IsoDateSchema } from '../../core/schemas/common.js';
import { authOf, requireSession } from '../auth/session.js';
import { reviewBasket } from '../catalogue/basket.js';
import { type AppDeps, createRouter, routeSchema } from '../http/env.js';
import { saveBasketHead } from '../orders/basket-edit.js';
import { scopeOf } from '../auth/scope.js';

const LeaveUnattendedCommentSchema = z.object({
  deliveryDate: IsoDateSchema,
  comment: z.string().check(z.maxLength(MAX_ORDER_COMMENT)),
});

const leaveRoute = createRoute({
  method: 'post',
  path: '/leaveunattended',
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { 'application/json': { schema: routeSchema(LeaveUnattendedSchema) } } } },
  responses: { 200: { description: 'Basket' } },
});

const commentsRoute = createRoute({
  method: 'post',
  path: '/leaveunattendedcomments',
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { 'application/json': { schema: routeSchema(LeaveUnattendedCommentSchema) } } } },
  responses: { 200: { description: 'Basket' } },
});

export function esOrderRoutes(deps: AppDeps) {
  const app = createRouter();

  app.openapi(leaveRoute, async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    await saveBasketHead(deps.db, auth, body.deliveryDate, {
      leaveUnattended: body.leaveUnattended,
      // Switching it off forgets the directions: they would mislead a driver next time.
      ...(body.comment !== undefined || !body.leaveUnattended ? { leaveUnattendedComment: body.leaveUnattended ? (body.comment ?? '').trim() : '' } : {}),
    });
    return c.json(await reviewBasket(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, body.deliveryDate), 200);
  });

  app.openapi(commentsRoute, async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    await saveBasketHead(deps.db, auth, body.deliveryDate, { leaveUnattendedComment: body.comment.trim() });
    return c.json(await reviewBasket(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, body.deliveryDate), 200);
  });

  return app;
}
