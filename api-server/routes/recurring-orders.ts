// /api/recurringorders (§7, issue 6): recurring orders (fastordrer) of the session's department. The
// routes validate (core schemas through validate()), call the domain functions in recurring-orders/
// and answer; the rules and queries live there (docs/guides/recurring-orders.md).
import { canUseRecurringOrders } from '../../core/rules/recurring-order-state.js';
import {
  AddNotificationEmailSchema,
  AddRecurringLineSchema,
  CreateRecurringOrderSchema,
  RecurringLineParamSchema,
  NotificationEmailIdParamSchema,
  RecurringOrderIdParamSchema,
  ReplaceRecurringLinesSchema,
  UpdateNotificationEmailsSchema,
  UpdateRecurringLineSchema,
  UpdateRecurringOrderSchema,
} from '../../core/schemas/recurring-order.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { authOf, requireSession } from '../auth/session.js';
import { shopToday } from '../domain/dates.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { addLine, removeLine, replaceLines, updateLine } from '../recurring-orders/lines.js';
import { addNotificationEmail, notifications, removeNotificationEmail, replaceNotificationEmails } from '../recurring-orders/notifications.js';
import { createOrder, deleteOrder, updateOrder } from '../recurring-orders/orders.js';
import { loadOrder, loadOrders, viewContext } from '../recurring-orders/recurring-order-data.js';

export function recurringOrderRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps;
  const today = () => shopToday(deps.clock.now());

  // §6: no recurring orders without ordering rights or for punch-out users (requireSession answers 401
  // on each route for a missing session).
  app.use('*', async (c, next) => {
    const auth = c.get('auth');
    if (auth && !canUseRecurringOrders({ isPunchOut: auth.user.isPunchOut, settings: { allowOrdering: auth.user.allowOrdering } })) {
      throw new ApiFailure(403, 'OrderingNotAllowed', daRecurringOrders.recurringNotAllowed);
    }
    await next();
  });

  // Static paths first: '/{id}' would otherwise take them.
  app.get('/notifications', requireSession, async (c) => c.json(await notifications(db, authOf(c), deps.clock.now()), 200));

  app.post('/notificationsemails', requireSession, validate('json', AddNotificationEmailSchema), async (c) => {
    const auth = authOf(c);
    await addNotificationEmail(db, auth, c.req.valid('json').email);
    return c.json(await notifications(db, auth, deps.clock.now()), 200);
  });

  app.delete('/notificationsemails/:id', requireSession, validate('param', NotificationEmailIdParamSchema), async (c) => {
    const auth = authOf(c);
    await removeNotificationEmail(db, auth, Number(c.req.valid('param').id));
    return c.json(await notifications(db, auth, deps.clock.now()), 200);
  });

  app.put('/updateNotificationsEmails', requireSession, validate('json', UpdateNotificationEmailsSchema), async (c) => {
    const auth = authOf(c);
    await replaceNotificationEmails(db, auth, c.req.valid('json').emails);
    return c.json(await notifications(db, auth, deps.clock.now()), 200);
  });

  app.get('/', requireSession, async (c) => c.json(await loadOrders(db, viewContext(authOf(c), today())), 200));

  // §7 "returns array, first is the order": the created order, then the department's other orders.
  app.post('/', requireSession, validate('json', CreateRecurringOrderSchema), async (c) =>
    c.json(await createOrder(db, authOf(c), today(), c.req.valid('json')), 200));

  // Whole-order save with the `version` it was loaded at (409 when stale).
  app.put('/', requireSession, validate('json', UpdateRecurringOrderSchema), async (c) =>
    c.json(await updateOrder(db, authOf(c), today(), c.req.valid('json')), 200));

  app.put('/replace', requireSession, validate('json', ReplaceRecurringLinesSchema), async (c) =>
    c.json(await replaceLines(db, authOf(c), today(), c.req.valid('json')), 200));

  app.post('/line', requireSession, validate('json', AddRecurringLineSchema), async (c) =>
    c.json(await addLine(db, authOf(c), today(), c.req.valid('json')), 200));

  app.put('/line', requireSession, validate('json', UpdateRecurringLineSchema), async (c) =>
    c.json(await updateLine(db, authOf(c), today(), c.req.valid('json')), 200));

  app.delete('/:id/line/:lineNo', requireSession, validate('param', RecurringLineParamSchema), async (c) => {
    const { id, lineNo } = c.req.valid('param');
    return c.json(await removeLine(db, authOf(c), today(), Number(id), Number(lineNo)), 200);
  });

  app.get('/:id', requireSession, validate('param', RecurringOrderIdParamSchema), async (c) =>
    c.json(await loadOrder(db, viewContext(authOf(c), today()), Number(c.req.valid('param').id)), 200));

  app.delete('/:id', requireSession, validate('param', RecurringOrderIdParamSchema), async (c) => {
    const id = Number(c.req.valid('param').id);
    await deleteOrder(db, authOf(c), id);
    return c.json({ id }, 200);
  });

  return app;
}
