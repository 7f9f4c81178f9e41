// The basket page's view of revieworder (issue 7 §3): each line also says what previewOrder counts for
// it and which units it may be changed to. Its own module, not core/index.ts: only the basket page
// parses these fields (the cards and the mini basket read the plain BasketSchema, which drops them), so
// the schemas stay out of every page's bundle.
import * as z from './z.js';
import { BasketLineSchema, BasketSchema } from './cart.js';

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
});
export type ReviewLine = z.infer<typeof ReviewLineSchema>;

/** GET /api/order/revieworder (and every basket-editing answer) as the basket page reads it. */
export const ReviewBasketSchema = z.object({
  ...BasketSchema.shape,
  lines: z.array(ReviewLineSchema),
});
export type ReviewBasket = z.infer<typeof ReviewBasketSchema>;
