// POST /api/product/search and POST /api/product/searchsuggestions?sug= (issue 2 §7).
import { type SearchResult } from '../../core/index.js';
import { SearchCommandSchema } from '../../core/schemas/index.js';
import { SearchSuggestionsQuerySchema } from '../../core/schemas/search.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { searchProducts, suggest } from '../catalogue/search.js';
import { toProductWire } from '../catalogue/wire.js';
import { type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function productRoutes(deps: AppDeps) {
  const app = createRouter();

  app.post('/search', requireSession, validate('json', SearchCommandSchema), async (c) => {
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

  // §5 "Search suggestions are requested only for a non-empty phrase": the schema answers 400 otherwise.
  app.post('/searchsuggestions', requireSession, validate('query', SearchSuggestionsQuerySchema), async (c) => {
    const { sug } = c.req.valid('query');
    return c.json(await suggest(deps.db, scopeOf(authOf(c), deps.clock.now(), deps.config), sug.trim()), 200);
  });

  return app;
}
