// /api/checkout (§7 "Logging and checkout", issue 18 point 2, docs/guides/offers.md §2): the checkout
// campaigns of the basket page — lookup, "Ikke nu" (postpone), rating, comment, removing a campaign's
// basket line — and the marketing report (ours). Adding a campaign is POST /api/order/addtoorder with
// `checkoutId` (origin CheckoutCampaign 7). A campaign id is the wholesaler's, not the user's: an id the
// session may not see (unknown, ended, another price group, product outside the assortment) is 404.
import {
  CheckoutCommentSchema,
  CheckoutIdParamSchema,
  CheckoutLookupQuerySchema,
  CheckoutRatingSchema,
  RemoveCheckoutOfferQuerySchema,
} from '../../core/schemas/checkout.js';
import { postponedUntil } from '../../core/rules/checkout-campaigns.js';
import { daCheckout } from '../../core/texts/da-checkout.js';
import { daServer } from '../../core/texts/da-server.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, currentDeliveryDateOf, requireSession } from '../auth/session.js';
import { ApiFailure, type AppDeps, type AuthContext, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { reviewBasket } from '../orders/basket.js';
import { campaignReport, lookupCampaigns, removeCampaignLine, saveFeedback, visibleCampaign } from '../orders/checkout-lines.js';
import { refuseChangesWhenInspecting } from '../punch-out/inspect-guard.js';
import { basketOwnerOf } from '../orders/basket-owner.js';

/** The marketing report is for admins (as the kitchen settings, api-server/department/kitchen-settings.ts). */
function mayReadReport(auth: Pick<AuthContext, 'user' | 'punchOut'>): boolean {
  return auth.user.isAdmin && !auth.user.isPunchOut && !auth.punchOut;
}

export function checkoutRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('*', refuseChangesWhenInspecting);

  app.get('/lookup', requireSession, validate('query', CheckoutLookupQuerySchema), async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    // The session's delivery date, as revieworder: the basket the page shows.
    const campaigns = await lookupCampaigns(deps.db, scopeOf(auth, now, deps.config), auth, currentDeliveryDateOf(auth, now), now, c.req.valid('query').productId);
    return c.json({ campaigns }, 200);
  });

  app.post('/postpone/:id', requireSession, validate('param', CheckoutIdParamSchema), async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const id = Number(c.req.valid('param').id);
    await visibleCampaign(deps.db, scopeOf(auth, now, deps.config), id);
    return c.json(await saveFeedback(deps.db, auth.user.id, id, { postponedUntil: postponedUntil(now) }, now), 200);
  });

  // §7 writes it with a trailing slash; both spellings answer.
  for (const path of ['/setrating', '/setrating/']) {
    app.post(path, requireSession, validate('json', CheckoutRatingSchema), async (c) => {
      const auth = authOf(c);
      const now = deps.clock.now();
      const { id, rating } = c.req.valid('json');
      await visibleCampaign(deps.db, scopeOf(auth, now, deps.config), id);
      return c.json(await saveFeedback(deps.db, auth.user.id, id, { rating }, now), 200);
    });
  }

  app.post('/setcomment', requireSession, validate('json', CheckoutCommentSchema), async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const { id, comment } = c.req.valid('json');
    await visibleCampaign(deps.db, scopeOf(auth, now, deps.config), id);
    return c.json(await saveFeedback(deps.db, auth.user.id, id, { comment: comment.trim() }, now), 200);
  });

  // Answers the basket, as the basket's own line removal does, so the basket page shows it at once.
  app.delete('/removecheckoutoffer', requireSession, validate('query', RemoveCheckoutOfferQuerySchema), async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const query = c.req.valid('query');
    const date = query.date ?? currentDeliveryDateOf(auth, now);
    if (!date) throw new ApiFailure(409, 'NoDeliveryDate', daServer.noDeliveryDate);
    await removeCampaignLine(deps.db, basketOwnerOf(auth), date, Number(query.id), query.returnToStock === 'true');
    return c.json(await reviewBasket(deps.db, scopeOf(auth, now, deps.config), auth, date), 200);
  });

  app.get('/report', requireSession, async (c) => {
    if (!mayReadReport(authOf(c))) throw new ApiFailure(403, 'NotAdmin', daCheckout.notAdmin);
    return c.json(await campaignReport(deps.db), 200);
  });

  return app;
}
