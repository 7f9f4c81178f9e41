// /api/es/order (§7): 'leave unattended' and its directions for the driver, per delivery date's basket.
import { refuseChangesWhenInspecting } from '../punch-out/inspect-guard.js';
import { LeaveUnattendedCommentSchema, LeaveUnattendedSchema } from '../../core/schemas/order.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { reviewBasket } from '../orders/basket.js';
import { type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { saveBasketHead } from '../orders/basket-edit.js';

export function esOrderRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('*', refuseChangesWhenInspecting);

  app.post('/leaveunattended', requireSession, validate('json', LeaveUnattendedSchema), async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    await saveBasketHead(deps.db, auth, body.deliveryDate, {
      leaveUnattended: body.leaveUnattended,
      // Switching it off forgets the directions: they would mislead a driver next time.
      ...(body.comment !== undefined || !body.leaveUnattended ? { leaveUnattendedComment: body.leaveUnattended ? (body.comment ?? '').trim() : '' } : {}),
    });
    return c.json(await reviewBasket(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, body.deliveryDate), 200);
  });

  app.post('/leaveunattendedcomments', requireSession, validate('json', LeaveUnattendedCommentSchema), async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    await saveBasketHead(deps.db, auth, body.deliveryDate, { leaveUnattendedComment: body.comment.trim() });
    return c.json(await reviewBasket(deps.db, scopeOf(auth, deps.clock.now(), deps.config), auth, body.deliveryDate), 200);
  });

  return app;
}
