// POST /api/product/search and POST /api/product/searchsuggestions?sug= (issue 2 §7).
import { createRoute } from '@hono/zod-openapi';
import { da, MAX_SEARCH_TEXT, SearchCommandSchema, type SearchResult } from '../../core/index.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { searchProducts, suggest } from '../catalogue/search.js';
import { toProductWire } from '../catalogue/wire.js';
import { type AppDeps, createRouter, routeSchema } from '../http/env.js';

const searchRoute = createRoute({
  method: 'post',
  path: '/search',
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { 'application/json': { schema: routeSchema(SearchCommandSchema) } } } },
  responses: { 200: { description: 'SearchResult' } },
});

const suggestionsRoute = createRoute({
  method: 'post',
  path: '/searchsuggestions',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'SearchSuggestions' } },
});

export const SUGGESTIONS_NEED_TEXT = da.suggestionsNeedText;

export function productRoutes(deps: AppDeps) {
  const app = createRouter();

  app.openapi(searchRoute, async (c) => {
    const auth = authOf(c);
    const cmd = c.req.valid('json');
    const scope = scopeOf(auth, deps.clock.now(), deps.config);
    const page = await searchProducts(deps.db, scope, {
      text: cmd.payload.text,
      postingGroups: cmd.payload.postingGroups,
      skip: cmd.skip,
      take: cmd.take,
    });
    const ctx = { showPrices: auth.user.showPrices, hideCo2: auth.user.hideCo2, today: scope.today };
    const result: SearchResult = { total: page.total, skip: cmd.skip, products: page.items.map((i) => toProductWire(i, ctx)) };
    return c.json(result, 200);
  });

  app.openapi(suggestionsRoute, async (c) => {
    const auth = authOf(c);
    const text = (c.req.query('sug') ?? '').trim();
    if (text.length === 0 || text.length > MAX_SEARCH_TEXT) {
      return c.json({ error: 'ValidationError', message: SUGGESTIONS_NEED_TEXT, issues: [{ path: 'sug', code: 'too_small', message: da.validationFailed }] }, 400);
    }
    return c.json(await suggest(deps.db, scopeOf(auth, deps.clock.now(), deps.config), text), 200);
  });

  return app;
}
