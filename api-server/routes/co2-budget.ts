// /api/order/co2budget and /api/order/swapline (issue 20 point 5): the basket's CO2e and organic budget
// against the department's targets, and swapping one of its heaviest lines to a lower-CO2e product of
// the same posting group. The session user's own basket only; hideCo2 users are refused (§6).
import { da } from '../../core/index.js';
import { SwapLineSchema } from '../../core/schemas/co2-budget.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, currentDeliveryDateOf, requireSession } from '../auth/session.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { co2Budget, swapLine } from '../orders/co2-budget.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from '../orders/idempotency.js';
import { refuseChangesWhenInspecting } from '../punch-out/inspect-guard.js';
import { daServer } from '../../core/texts/da-server.js';

export function co2BudgetRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('*', refuseChangesWhenInspecting);

  // The basket of the session's delivery date, as GET /api/order/revieworder.
  app.get('/co2budget', requireSession, async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const date = currentDeliveryDateOf(auth, now);
    if (!date) throw new ApiFailure(409, 'NoDeliveryDate', daServer.noDeliveryDate);
    return c.json(await co2Budget(deps.db, scopeOf(auth, now, deps.config), auth, date), 200);
  });

  // Answers the basket as updateorderline does. A retry with the same Idempotency-Key gets the first
  // answer instead of a 409 (the line already holds the alternative).
  app.post('/swapline', requireSession, validate('json', SwapLineSchema), async (c) => {
    const auth = authOf(c);
    if (!auth.user.allowOrdering) throw new ApiFailure(403, 'OrderingNotAllowed', da.notOrderable);
    const body = c.req.valid('json');
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    const result = await idempotent(deps.db, auth.user.id, key, 'swapline', body, async (tx) => ({
      status: 200 as const,
      body: await swapLine(tx, scopeOf(auth, deps.clock.now(), deps.config), auth, body),
    }));
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body, 200);
  });

  return app;
}
