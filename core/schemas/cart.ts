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
  /** Issue 18 (docs/guides/offers.md): ours, like 1-6. A checkout campaign taken on the basket page. */
  CheckoutCampaign: 7,
  /** A free web sample (§2 card type web-sample). */
  WebSample: 8,
  /** An editor's offer block (`<shop-offer-push>`, §7 offerpush). */
  OfferPush: 9,
  /** "Andre købte også" (§7 additionalsales), in the details and after an add. */
  AdditionalSales: 10,
  /** A supplier's carousel (§7 randomfromsupplier). */
  SupplierCarousel: 11,
  /** A public offers block seen logged in (§7 publicoffers, card type frontpage-offer). */
  PublicOffer: 12,
  /** A focus brand's page (§2 /vores-staerke-brands/{focusBrand}). */
  FocusBrand: 13,
  /** An offer suggestion beside the search suggestions (§7 offers/suggestions). */
  OfferSuggestion: 14,
  /** Issue 17 §3: "Læg alle i kurven" on a recipe page (`<shop-recipe>`); ours, like 1-14. */
  Recipe: 15,
  ExpiryProduct: 17,
  Top200: 31,
  RecurringOrder: 32,
  CsvSearch: 35,
} as const;
/**
 * Issue 18: what a basket or order line is sold on besides the price list (basket_lines.offer_kind).
 * A line with an offer keeps its own price and never merges with a price-list line of the same product.
 */
export const OfferKind = {
  None: 0,
  CheckoutCampaign: 1,
  WebSample: 2,
} as const;
export type OfferKindValue = (typeof OfferKind)[keyof typeof OfferKind];

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
  /**
   * Issue 18: the item takes a checkout campaign (§7 checkout; the add-product payload's checkoutId,
   * -1 or absent: none) at the campaign's price, in its unit, from its stock.
   */
  checkoutId: z.optional(z.int().check(z.minimum(-1))),
  /** Issue 18 point 6: the item orders a free web sample (amount 1, price 0, once per department). */
  webSampleId: z.optional(z.int().check(z.positive())),
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
