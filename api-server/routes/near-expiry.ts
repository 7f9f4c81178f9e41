// GET /api/product/nearexpiry?take (issue 18 point 1; §7, §9 "Near-expiry take 1000 or default 20").
// Department, price group and the §6 permission come from the session only (scopeOf).
import { NEAR_EXPIRY_MAX_TAKE, NearExpiryQuerySchema, parseNearExpiryTake, type NearExpiryResult } from '../../core/schemas/near-expiry.js';
import { daExpiryOffers } from '../../core/texts/da-expiry-offers.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { nearExpiryOffers } from '../catalogue/near-expiry.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function nearExpiryRoutes(deps: AppDeps) {
  const app = createRouter();

  app.get('/', requireSession, validate('query', NearExpiryQuerySchema), async (c) => {
    const auth = authOf(c);
    // A take outside 1-1000, or not a whole number, is a 400 before any query.
    const take = parseNearExpiryTake(c.req.valid('query').take);
    if (take === null) throw new ApiFailure(400, 'ValidationError', daExpiryOffers.takeInvalid(NEAR_EXPIRY_MAX_TAKE));
    const scope = scopeOf(auth, deps.clock.now(), deps.config);
    const result: NearExpiryResult = { products: await nearExpiryOffers(deps.db, scope, auth, take) };
    return c.json(result, 200);
  });

  return app;
}
