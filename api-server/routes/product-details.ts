// Issue 4 product calls (§7), mounted at /api/product beside the search routes:
// GET lookup/{id}, GET foodinfo/{id}, GET getbyids?products=a,b,c, GET relations?productId=,
// POST request/{id}. Department, price group and user come from the session only; unknown ids answer
// 404, malformed ids 400.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { da, ProductIdSchema } from '../../core/index.js';
import { MAX_PRODUCTS_BY_IDS, type AssortmentRequestResult } from '../../core/schemas/product-details.js';
import { authOf, requireSession } from '../auth/session.js';
import { catalogueScopeOf, scopeOf } from '../auth/scope.js';
import { loadCards, loadFoodInfo, loadRelations, lookupProduct, requestAssortment } from '../catalogue/product-details.js';
import { type AppDeps, ApiFailure, createRouter } from '../http/env.js';

const getRoute = (path: string, description: string) =>
  createRoute({ method: 'get', path, middleware: [requireSession] as const, responses: { 200: { description } } });

const lookupRoute = getRoute('/lookup/{id}', 'ProductLookup');
const foodInfoRoute = getRoute('/foodinfo/{id}', 'FoodInfo');
const byIdsRoute = getRoute('/getbyids', 'Product[] (§3 short keys)');
const relationsRoute = getRoute('/relations', 'ProductRelations');
const requestRoute = createRoute({
  method: 'post',
  path: '/request/{id}',
  middleware: [requireSession] as const,
  responses: { 201: { description: 'Sent' }, 200: { description: 'Already sent' } },
});

function invalidId(field: string): ApiFailure {
  return new ApiFailure(400, 'ValidationError', da.invalidProductId, { issues: [{ path: field, code: 'invalid_format', message: da.invalidProductId }] });
}

/** A product id from the path or query, or a 400 (§7: malformed ids are 400, never a lookup). */
function productIdOf(value: string | undefined, field: string): string {
  const parsed = ProductIdSchema.safeParse(value ?? '');
  if (!parsed.success) throw invalidId(field);
  return parsed.data;
}

const notFound = () => new ApiFailure(404, 'NotFound', da.productNotFound);

/** `?expiry=true` (§2): only the literal true asks for the expiry version. */
const wantsExpiry = (c: Context) => c.req.query('expiry') === 'true';

export function productDetailsRoutes(deps: AppDeps) {
  const app = createRouter();

  app.openapi(lookupRoute, async (c) => {
    const id = productIdOf(c.req.param('id'), 'id');
    const scope = scopeOf(authOf(c), deps.clock.now(), deps.config);
    const result = await lookupProduct(deps.db, scope, id, wantsExpiry(c));
    if (!result) throw notFound();
    return c.json(result, 200);
  });

  app.openapi(foodInfoRoute, async (c) => {
    const id = productIdOf(c.req.param('id'), 'id');
    const info = await loadFoodInfo(deps.db, catalogueScopeOf(authOf(c), deps.clock.now(), deps.config), id);
    if (!info) throw notFound();
    return c.json(info, 200);
  });

  app.openapi(byIdsRoute, async (c) => {
    const raw = c.req.query('products') ?? '';
    const ids = raw.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
    if (ids.length === 0) throw invalidId('products');
    if (ids.length > MAX_PRODUCTS_BY_IDS) {
      throw new ApiFailure(400, 'ValidationError', da.tooManyProductIds(MAX_PRODUCTS_BY_IDS), { issues: [{ path: 'products', code: 'too_big', message: da.tooManyProductIds(MAX_PRODUCTS_BY_IDS) }] });
    }
    for (const id of ids) productIdOf(id, 'products');
    const cards = await loadCards(deps.db, catalogueScopeOf(authOf(c), deps.clock.now(), deps.config), ids);
    return c.json(cards.map((card) => card.wire), 200);
  });

  app.openapi(relationsRoute, async (c) => {
    const id = productIdOf(c.req.query('productId'), 'productId');
    const relations = await loadRelations(deps.db, catalogueScopeOf(authOf(c), deps.clock.now(), deps.config), id);
    if (!relations) throw notFound();
    return c.json(relations, 200);
  });

  app.openapi(requestRoute, async (c) => {
    const id = productIdOf(c.req.param('id'), 'id');
    const outcome = await requestAssortment(deps.db, authOf(c), id);
    if (outcome === 'unknown') throw notFound();
    if (outcome === 'inAssortment') throw new ApiFailure(409, 'InAssortment', da.productInAssortment);
    const body: AssortmentRequestResult = {
      productId: id,
      status: outcome,
      message: outcome === 'sent' ? da.assortmentRequestSent : da.assortmentRequestThanks,
    };
    return c.json(body, outcome === 'sent' ? 201 : 200);
  });

  return app;
}
