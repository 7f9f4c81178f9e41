// GET /api/product/publicoffers?products&dept&foodInfo and GET /api/product/publicproductsbyids?products&dept
// (issue 18 point 5, §7): the marketing pages' product blocks, with or without a session. A session's
// department, price group and settings always win over `?dept` (docs/guides/offers.md §5).
//
// Open to anyone, so bounded: at most 100 ids and 4000 characters (the schemas), one small query per
// call, and a per-client rate limit (per session when logged in, else per address).
import { daServer } from '../../core/texts/da-server.js';
import { productIdsOf } from '../../core/schemas/product-details.js';
import { PublicOffersQuerySchema, PublicProductsByIdsQuerySchema } from '../../core/schemas/public-offers.js';
import { clientAddress } from '../http/client-address.js';
import type { Context } from 'hono';
import { ApiFailure, type AppDeps, type AppEnv, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { WindowLimiter } from '../http/window-limiter.js';
import { publicOffers } from '../public-offers/public-offers.js';

/** Calls per minute and client: a page holds a few blocks; a scraper is slowed down. */
export const PUBLIC_OFFERS_PER_MINUTE = 120;

export function publicOfferRoutes(deps: AppDeps) {
  const limiter = new WindowLimiter(PUBLIC_OFFERS_PER_MINUTE, 60_000);
  const app = createRouter();

  // Checked in the handlers (not an app.use): the route table lists middlewares as routes of their own.
  const limit = (c: Context<AppEnv>) => {
    const auth = c.get('auth');
    const key = auth ? `s:${auth.sessionId}` : `ip:${clientAddress(c)}`;
    if (!limiter.hit(key, deps.clock.now().getTime())) {
      c.header('Retry-After', '60');
      throw new ApiFailure(429, 'TooManyRequests', daServer.tooManyRequests);
    }
  };

  app.get('/publicoffers', validate('query', PublicOffersQuerySchema), async (c) => {
    limit(c);
    const query = c.req.valid('query');
    const body = await publicOffers(deps.db, c.get('auth'), deps.clock.now(), deps.config, {
      ids: query.products ? [...new Set(productIdsOf(query.products))] : [],
      dept: query.dept,
      foodInfo: query.foodInfo === 'true',
      offersOnly: true,
    });
    return c.json(body, 200);
  });

  app.get('/publicproductsbyids', validate('query', PublicProductsByIdsQuerySchema), async (c) => {
    limit(c);
    const query = c.req.valid('query');
    const body = await publicOffers(deps.db, c.get('auth'), deps.clock.now(), deps.config, {
      ids: [...new Set(productIdsOf(query.products))],
      dept: query.dept,
      foodInfo: query.foodInfo === 'true',
      offersOnly: false,
    });
    return c.json(body, 200);
  });

  return app;
}
