// Wire contract of issue 18 point 4b (docs/guides/offers.md "Campaign badges" and "Offer suggestions"):
// the answers of §7 GET /api/product/popcampaigns and POST /api/offers/suggestions. Per-screen: imported
// by its module path, never re-exported from core/index.ts (the search page's bundle budget); the
// card's and the search bar's lazy chunks import it. The requests' schemas are the server's
// (offers-campaign-requests.ts): they reach the product-details schemas, which the chunks need not carry.
import * as z from './z.js';
import { IsoDateSchema, OreSchema } from './common.js';

/**
 * At most this many product ids per popcampaigns call: the cards of one page are 30 (§9), a client
 * asks once per page of cards; the same limit (and message) as getbyids, so a longer list is a 400.
 */
export const MAX_CAMPAIGN_PRODUCTS = 100;

/** At most this many offer suggestions (issue 18 point 4: beside the ordinary suggestions). */
export const MAX_OFFER_SUGGESTIONS = 5;

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
