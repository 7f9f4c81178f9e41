// Wire contract of the public offers (issue 18 point 5; §7 GET /api/product/publicoffers?products&dept&foodInfo
// and GET /api/product/publicproductsbyids?products&dept). Both answer without a session. Per screen:
// imported by its module path, never re-exported from core/index.ts (the search page's bundle budget).
import * as z from './z.js';
import { ProductWireSchema } from './product.js';
import { PRODUCT_ID_INVALID, PRODUCT_IDS_TOO_MANY, MAX_PRODUCTS_BY_IDS, productIdsOf } from './product-details.js';
import { TextSchema } from './text.js';
import { AllergenCodeSchema } from './food-info.js';

/** publicoffers without `products`: at most this many of the department's current offers. */
export const PUBLIC_OFFERS_LIMIT = 12;

const PRODUCT_ID_PATTERN = /^\d{1,12}$/;

/** `products=a,b,c`: 1-100 product ids (the getbyids rule, MAX_PRODUCTS_BY_IDS), same messages. */
const ProductListSchema = TextSchema({ max: 4000 }).check(
  z.refine((s) => productIdsOf(s).length > 0, { message: PRODUCT_ID_INVALID }),
  z.refine((s) => productIdsOf(s).length <= MAX_PRODUCTS_BY_IDS, { message: PRODUCT_IDS_TOO_MANY, params: { max: MAX_PRODUCTS_BY_IDS } }),
  z.refine((s) => productIdsOf(s).every((id) => PRODUCT_ID_PATTERN.test(id)), { message: PRODUCT_ID_INVALID }),
);

/** A department code as the demo data and the CMS write it (`1001`); anything else is a 400. */
export const DepartmentCodeParamSchema = TextSchema({ max: 20 }).check(z.regex(/^[0-9A-Za-z-]{1,20}$/));

/** §7 "foodInfo": only the literal true asks for the allergen summary; false or absent: none. */
const BooleanFlagSchema = z.optional(z.enum(['true', 'false']));

/** Query of publicoffers: every part optional (no products: the department's current offers). */
export const PublicOffersQuerySchema = z.object({
  products: z.optional(ProductListSchema),
  dept: z.optional(DepartmentCodeParamSchema),
  foodInfo: BooleanFlagSchema,
});
export type PublicOffersQuery = z.output<typeof PublicOffersQuerySchema>;

/** Query of publicproductsbyids: the products are required. */
export const PublicProductsByIdsQuerySchema = z.object({
  products: z.prefault(ProductListSchema, ''),
  dept: z.optional(DepartmentCodeParamSchema),
  foodInfo: BooleanFlagSchema,
});
export type PublicProductsByIdsQuery = z.output<typeof PublicProductsByIdsQuerySchema>;

/**
 * The answer of both calls. `department`: the department whose assortment and price group applied
 * (the session's when logged in, else `?dept`; null: none, the products without prices). `pricesShown`:
 * whether `p` carries prices (logged in: the user's showPrices; anonymous: the department's
 * public_offer_prices). `allergens` only with foodInfo=true: per product the EU allergens it
 * contains, null when the product has no food info.
 */
export const PublicOffersSchema = z.object({
  department: z.nullable(z.string()),
  loggedIn: z.boolean(),
  pricesShown: z.boolean(),
  products: z.array(ProductWireSchema),
  // A list, not z.record: zod's record code would land in the chunk every page shares (the search
  // page's bundle budget), as core/schemas/allergen-matrix.ts found.
  allergens: z.optional(z.array(z.object({ productId: z.string(), contains: z.nullable(z.array(AllergenCodeSchema)) }))),
});
export type PublicOffers = z.infer<typeof PublicOffersSchema>;
