// POST /api/product/randomfromsupplier and GET /api/product/additionalsales/{id} (§7; issue 18 point
// 4): a supplier's carousel and "Andre købte også", mounted at /api/product beside the other product
// calls. Department, price group and user come from the session only. A product outside the
// session's assortment (or unknown) answers 404, a malformed id or take 400.
import { ProductIdParamSchema } from '../../core/schemas/product-details.js';
import { DEFAULT_SUPPLIER_TAKE, RandomFromSupplierRequestSchema } from '../../core/schemas/offers-selling.js';
import { daOffersSelling } from '../../core/texts/da-offers-selling.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { additionalSales, randomFromSupplier } from '../catalogue/offers-selling.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

const notFound = () => new ApiFailure(404, 'NotFound', daOffersSelling.serverProductNotFound);

export function relatedSellingRoutes(deps: AppDeps) {
  const app = createRouter();

  // §7 gives only the method: the body names the product (the client knows it, the supplier's name is
  // the server's to look up), so no free text reaches a query and a supplier outside the assortment
  // cannot be probed.
  app.post('/randomfromsupplier', requireSession, validate('json', RandomFromSupplierRequestSchema), async (c) => {
    const auth = authOf(c);
    const { productId, take } = c.req.valid('json');
    const scope = scopeOf(auth, deps.clock.now(), deps.config);
    const result = await randomFromSupplier(deps.db, scope, auth.user.id, productId, take ?? DEFAULT_SUPPLIER_TAKE);
    if (!result) throw notFound();
    return c.json(result, 200);
  });

  app.get('/additionalsales/:id', requireSession, validate('param', ProductIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const result = await additionalSales(deps.db, scopeOf(authOf(c), deps.clock.now(), deps.config), id);
    if (!result) throw notFound();
    return c.json(result, 200);
  });

  return app;
}
