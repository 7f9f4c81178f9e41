// Requests of issue 18 point 4b, for the server (api-server/routes/offers-campaign.ts): §7 GET
// /api/product/popcampaigns?products&dept and POST /api/offers/suggestions {text, dept}.
import * as z from './z.js';
import { ProductsByIdsQuerySchema } from './product-details.js';
import { MAX_SEARCH_TEXT, SUGGESTION_TEXT_MISSING } from './search.js';
import { SearchTextSchema, TextSchema } from './text.js';

/** The department code the spec's `dept` names (ignored: the session's department answers; see the guide). */
const DeptSchema = z.optional(TextSchema({ max: 20 }));

/**
 * Query of popcampaigns: `products` exactly like getbyids (1-100 ids of 1-12 digits, the same messages;
 * MAX_CAMPAIGN_PRODUCTS is that limit), `dept` optional.
 */
export const PopCampaignsQuerySchema = z.object({
  products: ProductsByIdsQuerySchema.shape.products,
  dept: DeptSchema,
});

/**
 * Body of POST /api/offers/suggestions: a non-empty phrase like searchsuggestions' `sug` (§5: only for a
 * non-empty phrase, 400 otherwise; control characters removed, at most 200 characters) and the spec's
 * optional `dept`.
 */
export const OfferSuggestionsRequestSchema = z.object({
  text: z.prefault(
    SearchTextSchema({ max: MAX_SEARCH_TEXT }).check(z.refine((s) => s.trim().length > 0, { message: SUGGESTION_TEXT_MISSING })),
    '',
  ),
  dept: DeptSchema,
});
export type OfferSuggestionsRequest = z.input<typeof OfferSuggestionsRequestSchema>;
