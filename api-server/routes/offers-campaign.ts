// Issue 18 point 4b (docs/guides/offers.md "Campaign badges (popcampaigns)" and "Offer suggestions"):
// §7 GET /api/product/popcampaigns?products&dept and POST /api/offers/suggestions {text, dept}.
// Both are decoration of pages every visitor sees (the cards, the header's search bar): a visitor
// without a session gets an empty answer, never a 401 (which would open the session-expired modal).
// Department and price group are the session's only (issue 23 §4): `dept` is read for the spec's shape
// and ignored, whatever it names, so no request can look into another department's campaigns or offers.
import { productIdsOf } from '../../core/schemas/product-details.js';
import { OfferSuggestionsRequestSchema, PopCampaignsQuerySchema } from '../../core/schemas/offers-campaign-requests.js';
import type { AuthContext } from '../http/env.js';
import { type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { shopToday } from '../domain/dates.js';
import { offerSuggestions, popCampaigns, type CampaignScope } from '../offers/product-campaigns.js';

function scopeOf(auth: AuthContext, now: Date): CampaignScope {
  return { departmentCode: auth.department.code, priceGroup: auth.department.priceGroup, today: shopToday(now) };
}

/** Mounted at /api/product. */
export function popCampaignRoutes(deps: AppDeps) {
  const app = createRouter();
  app.get('/popcampaigns', validate('query', PopCampaignsQuerySchema), async (c) => {
    const auth = c.get('auth');
    if (!auth) return c.json([], 200);
    return c.json(await popCampaigns(deps.db, scopeOf(auth, deps.clock.now()), productIdsOf(c.req.valid('query').products)), 200);
  });
  return app;
}

/** Mounted at /api/offers. */
export function offerSuggestionRoutes(deps: AppDeps) {
  const app = createRouter();
  // §5 "Search suggestions are requested only for a non-empty phrase": like searchsuggestions, an empty
  // or blank text is a 400 (the schema), checked before the session so the contract is the same for all.
  app.post('/suggestions', validate('json', OfferSuggestionsRequestSchema), async (c) => {
    const auth = c.get('auth');
    if (!auth) return c.json([], 200);
    const scope = { ...scopeOf(auth, deps.clock.now()), showPrices: auth.user.showPrices };
    return c.json(await offerSuggestions(deps.db, scope, c.req.valid('json').text.trim()), 200);
  });
  return app;
}
