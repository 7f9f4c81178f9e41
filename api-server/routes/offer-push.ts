// GET /api/offerpush/{id}/products?products (§7; issue 18 point 4): an editor's offer block for
// <shop-offer-push>. Needs a session: the products are the session department's assortment with its
// prices (an anonymous visitor's front page gets the public offers of point 5 instead; the widget
// shows nothing without a session, docs/guides/offers.md §4). A push that is unknown or outside its
// period answers 404; a malformed id or product list 400.
import { productIdsOf } from '../../core/schemas/product-details.js';
import { OfferPushParamSchema, OfferPushQuerySchema } from '../../core/schemas/offers-selling.js';
import { daOffersSelling } from '../../core/texts/da-offers-selling.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { loadOfferPush } from '../catalogue/offers-selling.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function offerPushRoutes(deps: AppDeps) {
  const app = createRouter();

  app.get('/:id/products', requireSession, validate('param', OfferPushParamSchema), validate('query', OfferPushQuerySchema), async (c) => {
    const id = Number(c.req.valid('param').id);
    const { products } = c.req.valid('query');
    const only = products === undefined || productIdsOf(products).length === 0 ? null : productIdsOf(products);
    const push = await loadOfferPush(deps.db, scopeOf(authOf(c), deps.clock.now(), deps.config), id, only);
    if (!push) throw new ApiFailure(404, 'NotFound', daOffersSelling.serverOfferPushNotFound);
    return c.json(push, 200);
  });

  return app;
}
