// The basket page's view of revieworder (issue 7 §3): each line also says what previewOrder counts for
// it and which units it may be changed to. Its own module, not core/index.ts: only the basket page
// parses these fields (the cards and the mini basket read the plain BasketSchema, which drops them), so
// the schemas stay out of every page's bundle.
import * as z from './z.js';
import { BasketLineSchema, BasketSchema } from './cart.js';
import { IsoDateSchema } from './common.js';

/** What previewOrder counts for one line against the basket's delivery date (noOfTooLate, …). */
export const BasketLineFlagSchema = z.enum(['tooLate', 'expired', 'outOfStock']);
export type BasketLineFlag = z.infer<typeof BasketLineFlagSchema>;

export const ReviewLineSchema = z.object({
  ...BasketLineSchema.shape,
  flags: z.array(BasketLineFlagSchema),
  /** The units the line may be changed to (code, description, weighed: the §5 amount rule). */
  units: z.array(z.object({ code: z.string(), name: z.string(), weighed: z.boolean() })),
  /** A near-expiry line (§3 y): its unit is the offer's and cannot be changed. */
  expiryProduct: z.boolean(),
  /**
   * Issue 20 point 4: the line's deadline for the basket's delivery date (ISO instant with the Danish
   * offset); null without one (no §3 l, or a cart type 1 shopping list, §6). Optional on the wire for
   * answers built before it existed.
   */
  deadlineAt: z.optional(z.nullable(z.string())),
  /** The first later delivery date the product can still reach once `deadlineAt` has passed; null: none. */
  nextDeliveryDate: z.optional(z.nullable(IsoDateSchema)),
  /**
   * Issue 18: the offer the line is sold on (a checkout campaign, a web sample), with its title; null:
   * the price list. Such a line keeps the offer's unit and price.
   */
  offer: z.optional(z.nullable(z.object({
    kind: z.enum(['checkoutCampaign', 'webSample']),
    id: z.int(),
    title: z.string(),
  }))),
});
export type ReviewLine = z.infer<typeof ReviewLineSchema>;

/** GET /api/order/revieworder (and every basket-editing answer) as the basket page reads it. */
export const ReviewBasketSchema = z.object({
  ...BasketSchema.shape,
  lines: z.array(ReviewLineSchema),
  /** Issue 20 point 4: when the whole basket must be placed (the earliest deadline still ahead); null: no deadline. */
  placeBy: z.optional(z.nullable(z.string())),
});
export type ReviewBasket = z.infer<typeof ReviewBasketSchema>;
