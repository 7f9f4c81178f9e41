// Wire contract of issue 18 point 4b (docs/guides/offers.md "Campaign badges" and "Offer suggestions"):
// §7 GET /api/product/popcampaigns?products&dept and POST /api/offers/suggestions {text, dept}.
// Per-screen: imported by its module path, never re-exported from core/index.ts (the search page's
// bundle budget); the card's and the search bar's lazy chunks import it.
import * as z from './z.js';
import { IsoDateSchema, OreSchema } from './common.js';
import { MAX_PRODUCTS_BY_IDS, ProductsByIdsQuerySchema } from './product-details.js';
import { MAX_SEARCH_TEXT, SUGGESTION_TEXT_MISSING } from './search.js';
import { SearchTextSchema, TextSchema } from './text.js';

/**
 * At most this many product ids per popcampaigns call: the cards of one page are 30 (§9), a client
 * asks once per page of cards; the same limit (and message) as getbyids, so a longer list is a 400.
 */
export const MAX_CAMPAIGN_PRODUCTS = MAX_PRODUCTS_BY_IDS;

/** The department code the spec's `dept` names (ignored unless it is the session's; see the guide). */
const DeptSchema = z.optional(TextSchema({ max: 20 }));

/** Query of popcampaigns: `products` exactly like getbyids (1-100 ids of 1-12 digits), `dept` optional. */
export const PopCampaignsQuerySchema = z.object({
  products: ProductsByIdsQuerySchema.shape.products,
  dept: DeptSchema,
});

/** One running product campaign as a card shows it: badge, and title, text and last day in the pop-over. */
export const PopCampaignSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  badge: z.string(),
  /** Last day of the campaign, yyyy-MM-dd. */
  endsOn: IsoDateSchema,
});
export type PopCampaign = z.infer<typeof PopCampaignSchema>;

/** Answer: the asked products that are in a running campaign, each with its campaigns (soonest end first). */
export const PopCampaignsSchema = z.array(z.object({ productId: z.string(), campaigns: z.array(PopCampaignSchema) }));
export type PopCampaigns = z.infer<typeof PopCampaignsSchema>;

/** At most this many offer suggestions (issue 18 point 4: beside the ordinary suggestions). */
export const MAX_OFFER_SUGGESTIONS = 5;

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

/** A product on offer whose name or brand matches the phrase. offerPriceOre is null when prices are hidden (§6). */
export const OfferSuggestionSchema = z.object({
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  /** Base-unit offer price in øre; null for a user without showPrices. */
  offerPriceOre: z.nullable(OreSchema),
  /** The base unit's code the price is for (e.g. KG, STK). */
  unit: z.string(),
  offerUntil: IsoDateSchema,
});
export type OfferSuggestion = z.infer<typeof OfferSuggestionSchema>;
export const OfferSuggestionsSchema = z.array(OfferSuggestionSchema);
