// Issue 4 product calls (§7), mounted at /api/product beside the search routes:
// GET lookup/{id}, GET foodinfo/{id}, GET getbyids?products=a,b,c, GET relations?productId=,
// POST request/{id}. Department, price group and user come from the session only; unknown ids answer
// 404, malformed ids 400 (the schemas' PRODUCT_ID_INVALID, answered by http/validate.ts).
import { daProductDetails } from '../../core/texts/da-product-details.js';
import {
  type AssortmentRequestResult,
  ProductIdParamSchema,
  ProductLookupQuerySchema,
  ProductRelationsQuerySchema,
  productIdsOf,
  ProductsByIdsQuerySchema,
  wantsExpiry,
} from '../../core/schemas/product-details.js';
import { authOf, requireSession } from '../auth/session.js';
import { catalogueScopeOf, scopeOf } from '../auth/scope.js';
import { loadCards, loadFoodInfo, loadRelations, lookupProduct, requestAssortment } from '../catalogue/product-details.js';
import { type AppDeps, ApiFailure, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { daServer } from '../../core/texts/da-server.js';

const notFound = () => new ApiFailure(404, 'NotFound', daServer.productNotFound);

export function productDetailsRoutes(deps: AppDeps) {
  const app = createRouter();

  app.get('/lookup/:id', requireSession, validate('param', ProductIdParamSchema), validate('query', ProductLookupQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const scope = scopeOf(authOf(c), deps.clock.now(), deps.config);
    const result = await lookupProduct(deps.db, scope, id, wantsExpiry(c.req.valid('query')));
    if (!result) throw notFound();
    return c.json(result, 200);
  });

  app.get('/foodinfo/:id', requireSession, validate('param', ProductIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const info = await loadFoodInfo(deps.db, catalogueScopeOf(authOf(c), deps.clock.now(), deps.config), id);
    if (!info) throw notFound();
    return c.json(info, 200);
  });

  app.get('/getbyids', requireSession, validate('query', ProductsByIdsQuerySchema), async (c) => {
    const ids = productIdsOf(c.req.valid('query').products);
    const cards = await loadCards(deps.db, catalogueScopeOf(authOf(c), deps.clock.now(), deps.config), ids);
    return c.json(cards.map((card) => card.wire), 200);
  });

  app.get('/relations', requireSession, validate('query', ProductRelationsQuerySchema), async (c) => {
    const { productId } = c.req.valid('query');
    const relations = await loadRelations(deps.db, catalogueScopeOf(authOf(c), deps.clock.now(), deps.config), productId);
    if (!relations) throw notFound();
    return c.json(relations, 200);
  });

  app.post('/request/:id', requireSession, validate('param', ProductIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const outcome = await requestAssortment(deps.db, authOf(c), id);
    if (outcome === 'unknown') throw notFound();
    if (outcome === 'inAssortment') throw new ApiFailure(409, 'InAssortment', daServer.productInAssortment);
    const body: AssortmentRequestResult = {
      productId: id,
      status: outcome,
      message: outcome === 'sent' ? daProductDetails.assortmentRequestSent : daProductDetails.assortmentRequestThanks,
    };
    return c.json(body, outcome === 'sent' ? 201 : 200);
  });

  return app;
}
