// GET /api/websamples (issue 18 point 6, §2 "web samples" page): the running free samples of the
// session's department with their state. Ours: the spec names the page, not its call. Adding goes
// through POST /api/order/addtoorder with `webSampleId` (api-server/orders/web-sample-lines.ts).
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { type AppDeps, createRouter } from '../http/env.js';
import { listWebSamples } from '../web-samples/web-samples.js';

export function webSampleRoutes(deps: AppDeps) {
  const app = createRouter();

  app.get('/', requireSession, async (c) => {
    const auth = authOf(c);
    const scope = scopeOf(auth, deps.clock.now(), deps.config);
    // No delivery date (a department without delivery days): no basket, so nothing is in it.
    return c.json(await listWebSamples(deps.db, auth, scope.today, scope.deliveryDate ?? ''), 200);
  });

  return app;
}
