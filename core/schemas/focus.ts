// Issue 18 point 3: focus products and focus brands (spec §3 x.focus, x.focusBrand; §2
// /vores-staerke-brands/{focusBrand}; §7 GET /api/focusproducts/{priceGroup}). Shared by the server
// (api-server/routes/focus.ts) and <shop-focus-brand>; not re-exported from core/index (the search
// page's bundle budget): import it from this module.
import * as z from './z.js';
import { IsoDateSchema, OreSchema, ProductIdSchema } from './common.js';
import type { Product } from './product.js';

/**
 * A price group as a path segment (§7 /api/focusproducts/{priceGroup}): letters, digits, '-' and '_',
 * at most 20. Anything else cannot be a price group: 400. A well-formed one that is not the session's
 * is 404 (the price group comes from the session only).
 */
export const FocusProductsParamSchema = z.object({
  priceGroup: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,20}$/)),
});

/** One focus product (§3 x.focus i, u, s) of the session's price group, in its department's assortment. */
export const FocusProductSchema = z.object({
  productId: ProductIdSchema,
  /** §3 x.focus i: the id the product is ordered as (add-to-cart item focusProductId). */
  focusProductId: z.string(),
  /** §3 x.focus u: the only unit it can be ordered in (§8 UnitMisMatch). */
  unit: z.string(),
  /** §3 x.focus s: the focus stock, in that unit. */
  stock: z.number(),
  name: z.string(),
  brand: z.string(),
});
export type FocusProduct = z.infer<typeof FocusProductSchema>;
export const FocusProductsSchema = z.array(FocusProductSchema);

/**
 * A focus brand's page segment (§2 /vores-staerke-brands/{focusBrand}, core focusBrandSlug of its
 * name): 1-80 characters without white space, slashes, '?', '#', '%' or control characters.
 * A well-formed slug that names no brand is 404.
 */
export const FocusBrandSlugSchema = z.string().check(z.regex(/^[^\s/\\?#%\p{Cc}]{1,80}$/u));
export const FocusBrandParamSchema = z.object({ slug: FocusBrandSlugSchema });
/** GET /images/brands/{slug}/{logo.svg|thumb.svg}: anything else is 400. */
export const BrandImageParamSchema = z.object({ slug: FocusBrandSlugSchema, kind: z.enum(['logo.svg', 'thumb.svg']) });

/** A focus brand as its page and the overview show it. Logo 80 px wide, thumbnail 250 px (§9). */
export const FocusBrandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  thumb: z.string(),
  text: z.string(),
  /** Products of the brand in the session department's assortment; null without a session. */
  productCount: z.nullable(z.int()),
});
export type FocusBrand = z.infer<typeof FocusBrandSchema>;
export const FocusBrandsSchema = z.array(FocusBrandSchema);

/**
 * A product as the cards take it (core Product): the server decodes the catalogue's §3 wire with core's
 * decodeProduct, so the client needs no decoder (the search page's shared chunk would grow by it,
 * bench/size-budget.ts). Only zod parts the search page already ships (no z.record): flags are checked
 * as an object of booleans.
 */
const nullable = <T extends z.ZodMiniType>(schema: T) => z.nullable(schema);
const FlagsSchema = z.custom<Product['flags']>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((b) => typeof b === 'boolean'),
);
export const CardProductSchema: z.ZodMiniType<Product> = z.object({
  id: ProductIdSchema,
  supplierProductId: z.string(),
  customerProductNumber: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  brand: z.string(),
  name: z.string(),
  units: z.array(z.object({ code: z.string(), description: z.string(), factor: z.number(), weighed: z.boolean(), isDefault: z.boolean() })),
  priceOre: nullable(OreSchema),
  depositOre: OreSchema,
  refPriceOre: nullable(OreSchema),
  refUnit: nullable(z.string()),
  onOffer: z.boolean(),
  offerEndsOn: nullable(IsoDateSchema),
  discontinuedOn: nullable(IsoDateSchema),
  discontinuedText: z.string(),
  deadlines: z.array(z.string()),
  alternativeProductId: nullable(z.string()),
  relatedProductIds: z.array(z.string()),
  countryCode: z.string(),
  countryName: z.string(),
  co2e: nullable(z.number()),
  co2TaxOre: nullable(OreSchema),
  co2TaxRefOre: nullable(OreSchema),
  broachLimit: nullable(z.number()),
  ownPriority: nullable(z.number()),
  expiry: nullable(z.object({ referenceProductId: z.string(), expiresOn: IsoDateSchema, priceOre: OreSchema, stock: z.number(), unit: z.string() })),
  focus: nullable(z.object({ productId: z.string(), unit: z.string(), stock: z.number() })),
  focusBrand: nullable(z.object({ name: z.string(), logo: z.string() })),
  flags: FlagsSchema,
  imageUrl: nullable(z.string()),
});

/**
 * GET /api/focusbrands/{slug}: the brand and, for a logged-in user, its products in the department's
 * assortment as the catalogue has them (the session's prices and settings, x.focus where the shop
 * setting allows), decoded for the cards. Null products: no session; the page shows the brand and asks
 * the visitor to log in (as the search does).
 */
export const FocusBrandPageSchema = z.object({
  brand: FocusBrandSchema,
  products: z.nullable(z.array(CardProductSchema)),
});
export type FocusBrandPage = z.infer<typeof FocusBrandPageSchema>;
