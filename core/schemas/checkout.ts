// Wire contract of the checkout campaigns (issue 18 point 2; §7 "Logging and checkout": GET
// /api/checkout/lookup?productId, POST postpone/{id}, POST setrating/, POST setcomment, DELETE
// removecheckoutoffer with returnToStock default false) and the marketing report (ours, GET
// /api/checkout/report). Per-screen: imported by its module path, never re-exported from core/index.ts
// (the search page's bundle budget). docs/guides/offers.md §2.
import * as z from './z.js';
import { IsoDateSchema, OreSchema, ProductIdSchema } from './common.js';
import { DateTextSchema } from './delivery-date.js';
import { TextSchema } from './text.js';

/** A comment on a campaign: at most this many characters (issue 18 point 2, ours). */
export const MAX_CAMPAIGN_COMMENT = 1000;
/** "Ikke nu" hides a campaign from the user for this many days (issue 18 point 2). */
export const POSTPONE_DAYS = 7;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** Campaign ids are int4 identities: bigger numbers cannot exist (and would be a 500 in PostgreSQL). */
const CampaignIdSchema = z.int().check(z.minimum(1), z.maximum(2_147_483_647));
/** The same id written in a path or a query. */
const CampaignIdTextSchema = z.string().check(z.regex(/^[1-9]\d{0,8}$/));

/** GET /api/checkout/lookup?productId: the product just added (optional) also triggers its campaigns. */
export const CheckoutLookupQuerySchema = z.object({ productId: z.optional(ProductIdSchema) });

/** POST /api/checkout/postpone/{id}. */
export const CheckoutIdParamSchema = z.object({ id: CampaignIdTextSchema });

/** POST /api/checkout/setrating/. */
export const CheckoutRatingSchema = z.object({
  id: CampaignIdSchema,
  rating: z.int().check(z.minimum(MIN_RATING), z.maximum(MAX_RATING)),
});
export type CheckoutRating = z.infer<typeof CheckoutRatingSchema>;

/** POST /api/checkout/setcomment. An empty comment clears it. */
export const CheckoutCommentSchema = z.object({
  id: CampaignIdSchema,
  comment: TextSchema({ max: MAX_CAMPAIGN_COMMENT, multiline: true }),
});
export type CheckoutComment = z.infer<typeof CheckoutCommentSchema>;

/**
 * DELETE /api/checkout/removecheckoutoffer?id&returnToStock&date: removes the user's line of campaign
 * `id` from the basket of `date` (default: the session's delivery date). `returnToStock` (default
 * false, §7) puts the line's amount back on the campaign's stock in the same transaction.
 */
export const RemoveCheckoutOfferQuerySchema = z.object({
  id: CampaignIdTextSchema,
  returnToStock: z.optional(z.enum(['true', 'false'])),
  date: z.optional(DateTextSchema),
});

/** One campaign as the basket page shows it to the session user. */
export const CheckoutCampaignSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  /** The product picture's path (§7 image host), or null. */
  img: z.nullable(z.string()),
  /** The campaign's unit: the only unit it is sold in. */
  unit: z.string(),
  unitName: z.string(),
  /** Campaign price per unit, and the price list's price of the same unit; null when prices are hidden (§6). */
  priceOre: z.nullable(OreSchema),
  normalPriceOre: z.nullable(OreSchema),
  /** Stock left, in the campaign's unit. */
  stock: z.number(),
  endsOn: IsoDateSchema,
  /** The user's own rating (1-5) and comment. */
  rating: z.nullable(z.int()),
  comment: z.string(),
});
export type CheckoutCampaign = z.infer<typeof CheckoutCampaignSchema>;

export const CheckoutLookupSchema = z.object({ campaigns: z.array(CheckoutCampaignSchema) });
export type CheckoutLookup = z.infer<typeof CheckoutLookupSchema>;

/** The answer of postpone, setrating and setcomment: the user's feedback row as stored. */
export const CheckoutFeedbackSchema = z.object({
  id: z.int(),
  rating: z.nullable(z.int()),
  comment: z.string(),
  postponedUntil: z.nullable(z.string()),
});
export type CheckoutFeedback = z.infer<typeof CheckoutFeedbackSchema>;

/** GET /api/checkout/report (admins): per campaign, for marketing. No user names or e-mails. */
export const CampaignReportRowSchema = z.object({
  id: z.int(),
  title: z.string(),
  productId: z.string(),
  startsOn: IsoDateSchema,
  endsOn: IsoDateSchema,
  priceGroup: z.nullable(z.string()),
  stockLeft: z.number(),
  /** Amount on placed orders, and amount reserved in baskets not yet placed. */
  ordered: z.number(),
  inBaskets: z.number(),
  ratingCount: z.int(),
  /** Mean of the ratings, 1 decimal; null without ratings. */
  averageRating: z.nullable(z.number()),
  comments: z.array(z.object({ date: z.string(), rating: z.nullable(z.int()), comment: z.string() })),
});
export type CampaignReportRow = z.infer<typeof CampaignReportRowSchema>;
export const CampaignReportSchema = z.object({ campaigns: z.array(CampaignReportRowSchema) });
export type CampaignReport = z.infer<typeof CampaignReportSchema>;
