// §3 "Cart and deadlines": the add-to-cart item and the cart response, plus the basket summary that
// the mini basket reads.
import * as z from './z.js';
import { IsoDateSchema, OreSchema, ProductIdSchema } from './common.js';
import { TextSchema } from './text.js';

/**
 * §3 origin enumeration 0-35. The spec names only some numbers; the rest are reserved and accepted.
 * ListSearch and GallerySearch exist but their numbers are not shown: we assign 1 and 2 (docs/decisions/002).
 */
export const Origin = {
  Unknown: 0,
  ListSearch: 1,
  GallerySearch: 2,
  ProductDetails: 3,
  /** "Bestil igen" from the order history (issue 7 §4); ours, like 1-3. */
  OrderHistory: 4,
  /** "Læg hele listen / valgte i kurven" and the cards of a favourite-list view (issue 5); ours, like 1-4. */
  FavoriteList: 5,
  /** "Byt" to a lower-CO2e product in the basket's CO2e budget (issue 20 point 5); ours, like 1-5. */
  Co2Swap: 6,
  ExpiryProduct: 17,
  Top200: 31,
  RecurringOrder: 32,
  CsvSearch: 35,
} as const;
export const OriginSchema = z.int().check(z.minimum(0), z.maximum(35));

/** Largest amount one order line may hold; bigger numbers are typing mistakes, not orders. */
export const MAX_LINE_AMOUNT = 9999;

export const AddToCartItemSchema = z.object({
  origin: OriginSchema,
  amount: z.number().check(z.positive(), z.maximum(MAX_LINE_AMOUNT)),
  productId: ProductIdSchema,
  unit: TextSchema({ max: 10 }).check(z.minLength(1)),
  expiryProduct: z.boolean(),
  originalProductId: z.optional(ProductIdSchema),
  focusProductId: z.optional(ProductIdSchema),
});
export type AddToCartItem = z.infer<typeof AddToCartItemSchema>;

/** Lines in one add-to-order call: a whole favourite list (at most 1,000 products) goes in one call. */
export const MAX_ADD_ITEMS = 1000;
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
