// Issue 18 point 4, pushed and related selling (§7): GET /api/offerpush/{id}/products?products,
// POST /api/product/randomfromsupplier, GET /api/product/additionalsales/{id}. Requests and answers;
// the choices where the spec is silent are in docs/guides/offers.md §4.
import * as z from './z.js';
import { TextSchema } from './text.js';
import { ProductWireSchema } from './product.js';
import { PRODUCT_ID_INVALID, PRODUCT_IDS_TOO_MANY, productIdsOf } from './product-details.js';

const PRODUCT_ID_PATTERN = /^\d{1,12}$/;
/** An offer push id: a positive whole number (the table's identity), at most 9 digits. */
const OFFER_PUSH_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** Most ids `?products` may name: an editor's block is a carousel, not a catalogue. */
export const MAX_OFFER_PUSH_FILTER_IDS = 100;
/** §7 randomfromsupplier: at most 20 products (a carousel's worth); 10 when the body names no take. */
export const MAX_SUPPLIER_TAKE = 20;
export const DEFAULT_SUPPLIER_TAKE = 10;
/** "Andre købte også": the top 10 (issue 18 point 4). */
export const ADDITIONAL_SALES_TAKE = 10;

/** Path of GET /api/offerpush/{id}/products. */
export const OfferPushParamSchema = z.object({
  id: TextSchema({ max: 100 }).check(z.regex(OFFER_PUSH_ID_PATTERN, 'offerPush.invalid')),
});

/**
 * Query of GET /api/offerpush/{id}/products: `products` (optional, comma-separated product ids) narrows
 * the block to those of its products (the editor's order stays; ids that are not in the push are
 * ignored). Absent or empty: all of the push's products. A string on the wire, split by productIdsOf.
 */
export const OfferPushQuerySchema = z.object({
  products: z.optional(
    TextSchema({ max: 4000 }).check(
      z.refine((s) => productIdsOf(s).length <= MAX_OFFER_PUSH_FILTER_IDS, { message: PRODUCT_IDS_TOO_MANY, params: { max: MAX_OFFER_PUSH_FILTER_IDS } }),
      z.refine((s) => productIdsOf(s).every((id) => PRODUCT_ID_PATTERN.test(id)), { message: PRODUCT_ID_INVALID }),
    ),
  ),
});

/** Body of POST /api/product/randomfromsupplier: the product whose supplier (§3 supplierName) is meant. */
export const RandomFromSupplierRequestSchema = z.object({
  productId: TextSchema({ max: 100 }).check(z.regex(PRODUCT_ID_PATTERN, PRODUCT_ID_INVALID)),
  take: z.optional(z.int().check(z.gte(1), z.lte(MAX_SUPPLIER_TAKE))),
});
export type RandomFromSupplierRequest = z.infer<typeof RandomFromSupplierRequestSchema>;

/** An editor's offer block: title, text and its products (§3 short keys) in the editor's order. */
export const OfferPushSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  /** The last day of the push (yyyy-MM-dd), null: open-ended. */
  endsOn: z.nullable(z.string()),
  products: z.array(ProductWireSchema),
});
export type OfferPush = z.infer<typeof OfferPushSchema>;

/** Products of the same supplier as `productId`, in the user's order of the day. */
export const SupplierProductsSchema = z.object({
  productId: z.string(),
  supplier: z.string(),
  products: z.array(ProductWireSchema),
});
export type SupplierProducts = z.infer<typeof SupplierProductsSchema>;

/**
 * Where "Andre købte også" came from: placed orders, the product's related products (§3 r) when no
 * order has it yet, or its posting group when it has neither.
 */
export const ADDITIONAL_SALES_SOURCES = ['orders', 'related', 'group'] as const;
export const AdditionalSalesSchema = z.object({
  productId: z.string(),
  source: z.enum(ADDITIONAL_SALES_SOURCES),
  products: z.array(ProductWireSchema),
});
export type AdditionalSales = z.infer<typeof AdditionalSalesSchema>;
