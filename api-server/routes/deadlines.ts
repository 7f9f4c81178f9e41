// POST /api/deadlines/delivery (§3 deadline request and response, §7; issue 4 point 4): whether a
// product can be ordered for the session's delivery date given its deadlines, the department's
// delivery weekdays and Danish public holidays. Computed from the stored product (its `l` and
// discontinued date), never from the client's copies; scoped to the department's assortment.
import { da } from '../../core/index.js';
import { DeadlineRequestSchema, type DeadlineResponse } from '../../core/schemas/product-details.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { loadCards, productExists } from '../catalogue/product-details.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { daServer } from '../../core/texts/da-server.js';
import { productDeadlines } from '../delivery-date/product-deadlines.js';

export function deadlineRoutes(deps: AppDeps) {
  const app = createRouter();

  app.post('/delivery', requireSession, validate('json', DeadlineRequestSchema), async (c) => {
    const { productId } = c.req.valid('json');
    const scope = scopeOf(authOf(c), deps.clock.now(), deps.config);
    const [card] = await loadCards(deps.db, scope, [productId]);
    if (!card) {
      // Unknown and foreign products alike: nothing to tell about another department's assortment.
      const exists = await productExists(deps.db, productId);
      throw new ApiFailure(404, 'NotFound', exists ? da.notInAssortment : daServer.productNotFound);
    }
    const p = card.input.product;
    const result = productDeadlines(scope, p);
    const body: DeadlineResponse = {
      orderable: result.orderable,
      blockedByDeadline: result.blockedByDeadline,
      deadline: result.deadline,
      deadlineMessage: result.deadlineMessage,
      deliveryDate: result.deliveryDate,
      showDeliveryDate: result.showDeliveryDate,
      discontinued: result.discontinued,
    };
    return c.json(body, 200);
  });

  return app;
}
