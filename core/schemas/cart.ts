// §3 "Cart and deadlines": the add-to-cart item and the cart response, plus the basket summary that
// the mini basket reads.
import * as z from './z.js';
import { IsoDateSchema, OreSchema, ProductIdSchema } from './common.js';
import { TextSchema } from './text.js';
export { Origin, OfferKind, MAX_LINE_AMOUNT, MAX_ADD_ITEMS } from './wire-constants.js';
import { MAX_ADD_ITEMS, MAX_LINE_AMOUNT, type OfferKind } from './wire-constants.js';

export type OfferKindValue = (typeof OfferKind)[keyof typeof OfferKind];

export const OriginSchema = z.int().check(z.minimum(0), z.maximum(35));


export const AddToCartItemSchema = z.object({
  origin: OriginSchema,
  amount: z.number().check(z.positive(), z.maximum(MAX_LINE_AMOUNT)),
  productId: ProductIdSchema,
  unit: TextSchema({ max: 10 }).check(z.minLength(1)),
  expiryProduct: z.boolean(),
  originalProductId: z.optional(ProductIdSchema),
  focusProductId: z.optional(ProductIdSchema),
  /**
   * Issue 18: the item takes a checkout campaign (§7 checkout; the add-product payload's checkoutId,
   * -1 or absent: none) at the campaign's price, in its unit, from its stock.
   */
  checkoutId: z.optional(z.int().check(z.minimum(-1))),
  /** Issue 18 point 6: the item orders a free web sample (amount 1, price 0, once per department). */
  webSampleId: z.optional(z.int().check(z.positive())),
});
export type AddToCartItem = z.infer<typeof AddToCartItemSchema>;

export const AddToOrderRequestSchema = z.array(AddToCartItemSchema).check(z.minLength(1), z.maxLength(MAX_ADD_ITEMS));

export const PreviewOrderSchema = z.object({
  itemCount: z.int(),
  co2: z.number(),
  averageCo2: z.number(),
  ecoPct: z.number(),
  agreementPct: z.number(),
  noOfTooLate: z.int(),
  noOfExpired: z.int(),
  noOfOutOfStock: z.int(),
});
export type PreviewOrder = z.infer<typeof PreviewOrderSchema>;

/** §8: OutOfStock (quantity exceeds stock; shows stock) and UnitMisMatch (focus product only in its unit). */
export const CartWarningSchema = z.object({
  code: z.enum(['OutOfStock', 'UnitMisMatch']),
  productId: z.string(),
  stock: z.optional(z.number()),
  unit: z.optional(z.string()),
});
export type CartWarning = z.infer<typeof CartWarningSchema>;

export const CartResponseSchema = z.object({
  addedOrderlines: z.int(),
  previewOrder: PreviewOrderSchema,
  warnings: z.array(CartWarningSchema),
  error: z.nullable(z.string()),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

export const BasketLineSchema = z.object({
  lineNo: z.int(),
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  unit: z.string(),
  amount: z.number(),
  unitPriceOre: z.nullable(OreSchema),
  lineTotalOre: z.nullable(OreSchema),
  /** The line's deposit (pant) in øre, apart from the price (§9); null when prices are hidden. */
  depositOre: z.nullable(OreSchema),
});
export type BasketLine = z.infer<typeof BasketLineSchema>;

/** GET /api/order/revieworder: the basket for the user's current delivery date. */
export const BasketSchema = z.object({
  deliveryDate: IsoDateSchema,
  lines: z.array(BasketLineSchema),
  /** Sum of the line totals, deposits excluded (§9); null when prices are hidden. */
  totalOre: z.nullable(OreSchema),
  depositTotalOre: z.nullable(OreSchema),
  previewOrder: PreviewOrderSchema,
  /** §7 savecomment and leaveunattended: sent with the order. */
  comment: z.string(),
  leaveUnattended: z.boolean(),
  leaveUnattendedComment: z.string(),
});
export type Basket = z.infer<typeof BasketSchema>;
