// §3 "Product details", the §3 deadline request/response, recipes and the §7 product calls of issue 4:
// GET /api/product/lookup/{id}, getbyids, relations, POST request/{id}, POST /api/deadlines/delivery.
import * as z from './z.js';
import { IsoDateSchema, OreSchema, ProductIdSchema } from './common.js';
import { ProductWireSchema } from './product.js';
import { TextSchema } from './text.js';

// Issue messages the server's validation hook (api-server/http/validate.ts) turns into the Danish texts
// these calls answered with before they were validated by schema: §7 "malformed ids are 400".
export const PRODUCT_ID_INVALID = 'productId.invalid';
export const PRODUCT_IDS_TOO_MANY = 'productIds.tooMany';
export const IMAGE_REQUEST_INVALID = 'image.invalid';

const PRODUCT_ID_PATTERN = /^\d{1,12}$/;

/**
 * A product id a call names in its path or query: 1-12 digits, malformed is one message. Text first
 * (issue 14 §1): a NUL or a lone surrogate answers as invalid text, like in every other field; the
 * text limit is loose so that a long id keeps the id's message.
 */
const RequestedProductIdSchema = TextSchema({ max: 100 }).check(z.regex(PRODUCT_ID_PATTERN, PRODUCT_ID_INVALID));

/** Path of lookup/{id}, foodinfo/{id}, request/{id}. */
export const ProductIdParamSchema = z.object({ id: RequestedProductIdSchema });

/** `?expiry=true` (§2): only the literal true asks for the expiry version; anything else is ignored. */
const ExpiryFlagSchema = z.optional(TextSchema({ max: 100 }));
export const wantsExpiry = (query: { expiry?: string | undefined }): boolean => query.expiry === 'true';

/** Query of lookup/{id}. */
export const ProductLookupQuerySchema = z.object({ expiry: ExpiryFlagSchema });

/** Query of relations?productId. */
export const ProductRelationsQuerySchema = z.object({ productId: z.prefault(RequestedProductIdSchema, '') });

/** §3 product details unit: name (code), description, price (øre, null: prices hidden), selected. */
export const DetailsUnitSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Price of this unit in øre (base price × factor); null when the user may not see prices. */
  price: z.nullable(OreSchema),
  factor: z.number().check(z.positive()),
  weighed: z.boolean(),
  /** The product's default unit (§4: the card's unit unless a list names another). */
  selected: z.boolean(),
  /** True where a fixed weight means nothing for the unit (weighed units) or none is known. */
  suppresWeight: z.boolean(),
});
export type DetailsUnit = z.infer<typeof DetailsUnitSchema>;

/** §3 Product details, field for field; money in øre, days as yyyy-MM-dd. */
export const ProductDetailsSchema = z.object({
  productId: z.string(),
  supplierProductId: z.string(),
  customerProductNumber: z.string(),
  description: z.string(),
  brand: z.string(),
  postingGroupId: z.string(),
  postingGroupName: z.string(),
  image: z.nullable(z.string()),
  gs1VideoSrc: z.nullable(z.string()),
  gs1VideoType: z.nullable(z.string()),
  units: z.array(DetailsUnitSchema),
  /** Base unit code (factor 1). */
  basicUnit: z.string(),
  /** Deposit per base unit, øre (§9: prices exclude deposit). */
  deposit: OreSchema,
  referencePrice: z.nullable(OreSchema),
  referenceUnit: z.nullable(z.string()),
  focusUnit: z.nullable(z.string()),
  focusProductId: z.nullable(z.string()),
  focusStock: z.nullable(z.number()),
  focusBrand: z.nullable(z.string()),
  focusThumb: z.nullable(z.string()),
  /** kg CO2e per base unit; null for hideCo2 users and for values that round to 0,00 (§6). */
  co2: z.nullable(z.number()),
  country: z.string(),
  countryCode: z.string(),
  extendedDescription: z.nullable(z.string()),
  /** Product-level: not discontinued, not blocked by HQ on this site, food info present when required. */
  orderable: z.boolean(),
  discontinued: z.boolean(),
  /** §6 {product}: true only where the site blocks discontinued-by-HQ products. */
  discontinuedByHQ: z.boolean(),
  discontinuedDate: z.nullable(IsoDateSchema),
  discontinuedText: z.string(),
  onSale: z.boolean(),
  onSaleUntil: z.nullable(IsoDateSchema),
  /** Expiry offer (only with ?expiry=true for users who may see expiry products, §6). */
  expiry: z.nullable(IsoDateSchema),
  expiryPrice: z.nullable(OreSchema),
  expiryUnit: z.nullable(z.string()),
  expiryStock: z.nullable(z.number()),
  /** The product an expiry offer refers to (§3 y.r). */
  reference: z.nullable(z.string()),
  broachedLimit: z.nullable(z.number()),
  /** §3 l, as stored ('Nd@HH:MM'). */
  deadlines: z.array(z.string()),
  deadlineMessage: z.string(),
  shortDeadlineMessage: z.string(),
  procure: z.boolean(),
  supplierName: z.string(),
  /** Net weight of the base unit in kg, when known. */
  weight: z.nullable(z.number()),
  alternativeProductId: z.nullable(z.string()),
  foodInfo: z.boolean(),
  foodInfoRequired: z.boolean(),
  /** The §3 x flags of the product (icon row). */
  flags: z.array(z.string()),
});
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;

export const ProductInfoSchema = z.object({ version: z.int(), sidsteRevision: z.nullable(IsoDateSchema) });

/**
 * GET /api/product/lookup/{id}. `found`: the product in the department's assortment. `notInAssortment`:
 * the product exists but the department does not carry it (§4 "response without product"; §8
 * 'Produktet er desværre ikke tilgængelig i denne afdeling'), with whether the department has already
 * asked for it (§4 assortment request: unsent or sent). Unknown ids are 404.
 */
export const ProductLookupFoundSchema = z.object({
  status: z.literal('found'),
  product: ProductDetailsSchema,
  productInfo: ProductInfoSchema,
  recipeIds: z.array(z.int()),
});
export const ProductLookupNotInAssortmentSchema = z.object({
  status: z.literal('notInAssortment'),
  productId: z.string(),
  requested: z.boolean(),
  message: z.string(),
});
export const ProductLookupSchema = z.union([ProductLookupFoundSchema, ProductLookupNotInAssortmentSchema]);
export type ProductLookup = z.infer<typeof ProductLookupSchema>;

/** §3 Recipe. */
export const RecipeSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  urlName: z.string(),
  updated: IsoDateSchema,
});
export type Recipe = z.infer<typeof RecipeSchema>;

/** GET /api/product/relations?productId: related (§3 r) and alternative (§3 t) cards, and recipes. */
export const ProductRelationsSchema = z.object({
  productId: z.string(),
  related: z.array(ProductWireSchema),
  alternative: z.nullable(ProductWireSchema),
  recipes: z.array(RecipeSchema),
});
export type ProductRelations = z.infer<typeof ProductRelationsSchema>;

/** GET /api/product/getbyids?products=a,b,c: cards in the asked order, ids outside the assortment left out. */
export const ProductsByIdsSchema = z.array(ProductWireSchema);
export const MAX_PRODUCTS_BY_IDS = 100;

/** The ids of `?products=a,b,c`, in the asked order, blanks left out. */
export function productIdsOf(list: string): string[] {
  return list.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * Query of getbyids: a comma-separated list of 1-100 product ids. The list stays a string on the wire
 * (no transform: the route table is described from these schemas); productIdsOf splits it.
 */
export const ProductsByIdsQuerySchema = z.object({
  products: z.prefault(
    TextSchema({ max: 4000 }).check(
      z.refine((s) => productIdsOf(s).length > 0, { message: PRODUCT_ID_INVALID }),
      z.refine((s) => productIdsOf(s).length <= MAX_PRODUCTS_BY_IDS, { message: PRODUCT_IDS_TOO_MANY, params: { max: MAX_PRODUCTS_BY_IDS } }),
      z.refine((s) => productIdsOf(s).every((id) => PRODUCT_ID_PATTERN.test(id)), { message: PRODUCT_ID_INVALID }),
    ),
    '',
  ),
});
export type ProductsByIdsQuery = z.output<typeof ProductsByIdsQuerySchema>;

/** GET /images/products/{id}?w=90|300 (§7 image host: width 90 or 300, 300 when not given). */
export const ProductImageParamSchema = z.object({
  id: TextSchema({ max: 100 }).check(z.regex(PRODUCT_ID_PATTERN, IMAGE_REQUEST_INVALID)),
});
export const ProductImageQuerySchema = z.object({
  w: z.optional(z.enum(['90', '300'], { error: IMAGE_REQUEST_INVALID })),
});

/** POST /api/product/request/{id}: 'sent' the first time, 'alreadySent' after (idempotent). */
export const AssortmentRequestResultSchema = z.object({
  productId: z.string(),
  status: z.enum(['sent', 'alreadySent']),
  message: z.string(),
});
export type AssortmentRequestResult = z.infer<typeof AssortmentRequestResultSchema>;

/**
 * §3 deadline request. The server computes from its own product data (deadlines and discontinued
 * date): the client's copies are accepted for compatibility and checked for shape only.
 */
export const DeadlineRequestSchema = z.object({
  productId: ProductIdSchema,
  deadlines: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20))),
  discontinuedDate: z.optional(z.nullable(IsoDateSchema)),
});
export type DeadlineRequest = z.infer<typeof DeadlineRequestSchema>;

/** §3 deadline response. `deadline` is an ISO instant with the Danish offset, e.g. 2025-06-05T10:00:00+02:00. */
export const DeadlineResponseSchema = z.object({
  orderable: z.boolean(),
  blockedByDeadline: z.boolean(),
  deadline: z.nullable(z.string()),
  deadlineMessage: z.string(),
  /** The chosen delivery date, or, when the deadline for it has passed, the earliest the product reaches. */
  deliveryDate: z.nullable(IsoDateSchema),
  /** True when deliveryDate is not the chosen one (show 'Tidligste levering …'). */
  showDeliveryDate: z.boolean(),
  discontinued: z.boolean(),
});
export type DeadlineResponse = z.infer<typeof DeadlineResponseSchema>;
