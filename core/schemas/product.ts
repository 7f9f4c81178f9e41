// The Product wire format of spec §3, with its short keys, and one pure decode to a readable domain
// type. The wire schema has no transforms, so the server can validate and describe it as it is.
import * as z from './z.js';
import { IsoDateSchema, OreSchema } from './common.js';
export { BOOLEAN_FLAGS } from './wire-constants.js';
import type { BOOLEAN_FLAGS } from './wire-constants.js';

/** §3 unit: i name (code), d description, n factor to the base unit, w weighed, f default. */
export const UnitWireSchema = z.object({
  i: z.string().check(z.minLength(1), z.maxLength(10)),
  d: z.string(),
  n: z.number().check(z.positive()),
  w: z.boolean(),
  f: z.boolean(),
});
export type UnitWire = z.infer<typeof UnitWireSchema>;

/** §3 y: expiry (near-expiry, food-waste) offer. */
export const ExpiryOfferWireSchema = z.object({
  r: z.string(),
  n: IsoDateSchema,
  p: OreSchema,
  s: z.number(),
  u: z.string(),
});

/** §3 x: flags. Every flag is optional and false when absent, so the wire stays compact. */
export const ProductFlagsWireSchema = z.partial(
  z.object({
    outlet: z.boolean(),
    focus: z.object({ i: z.string(), u: z.string(), s: z.number() }),
    focusBrand: z.object({ n: z.string(), l: z.string() }),
    favorite: z.boolean(),
    favoriteListItem: z.boolean(),
    agreementA: z.boolean(),
    agreementB: z.boolean(),
    storageFreeze: z.boolean(),
    storageCool: z.boolean(),
    local: z.boolean(),
    weight: z.boolean(),
    video: z.boolean(),
    fairtrade: z.boolean(),
    glutenFree: z.boolean(),
    gmoFree: z.boolean(),
    lactoseFree: z.boolean(),
    noAddedSugar: z.boolean(),
    organic: z.boolean(),
    organicDK: z.boolean(),
    organicOther: z.boolean(),
    wholegrain: z.boolean(),
    keyhole: z.boolean(),
    halal: z.boolean(),
    vegan: z.boolean(),
    msc: z.boolean(),
    asc: z.boolean(),
    systemkob: z.boolean(),
    dataSheet: z.boolean(),
    newItem: z.boolean(),
    approvedBrand: z.boolean(),
    recipe: z.boolean(),
    procure: z.boolean(),
    foodInfo: z.boolean(),
    foodInfoRequired: z.boolean(),
    discontinuedByHQ: z.boolean(),
  }),
);
export type ProductFlagsWire = z.infer<typeof ProductFlagsWireSchema>;

export type BooleanFlag = (typeof BOOLEAN_FLAGS)[number];

/**
 * §3 Product, short keys. Money (p, m, p_ref, q, q_ref, y.p) is integer øre. `p` is the price of the
 * base unit (the unit with factor 1); a unit's price is `p * n` (see core/rules/price.ts).
 * `i` holds [productId, supplierProductId, customerProductNumber] (the third may be empty).
 */
export const ProductWireSchema = z.object({
  i: z.array(z.string()).check(z.minLength(1)),
  g: z.string(),
  g_text: z.string(),
  b: z.string(),
  d: z.string(),
  u: z.array(UnitWireSchema).check(z.minLength(1)),
  p: z.nullable(OreSchema),
  m: z.optional(OreSchema),
  p_ref: z.optional(z.nullable(OreSchema)),
  ref_u: z.optional(z.string()),
  o: z.optional(z.boolean()),
  n: z.optional(z.nullable(IsoDateSchema)),
  f: z.optional(z.nullable(IsoDateSchema)),
  f_text: z.optional(z.string()),
  l: z.optional(z.array(z.string())),
  t: z.optional(z.nullable(z.string())),
  r: z.optional(z.array(z.string())),
  c: z.optional(z.string()),
  c_text: z.optional(z.string()),
  e: z.optional(z.nullable(z.number())),
  q: z.optional(z.nullable(OreSchema)),
  q_ref: z.optional(z.nullable(OreSchema)),
  w_lmt: z.optional(z.nullable(z.number())),
  z: z.optional(z.nullable(z.number())),
  y: z.optional(z.nullable(ExpiryOfferWireSchema)),
  x: z.optional(ProductFlagsWireSchema),
  img: z.optional(z.nullable(z.string())),
});
export type ProductWire = z.infer<typeof ProductWireSchema>;

export interface Unit {
  code: string;
  description: string;
  factor: number;
  weighed: boolean;
  isDefault: boolean;
}

export interface ExpiryOffer {
  referenceProductId: string;
  expiresOn: string;
  priceOre: number;
  stock: number;
  unit: string;
}

/** The readable domain type the widgets render. */
export interface Product {
  id: string;
  supplierProductId: string;
  customerProductNumber: string;
  groupId: string;
  groupName: string;
  brand: string;
  name: string;
  units: Unit[];
  /** Price of the base unit in øre; null when prices are hidden for the user. */
  priceOre: number | null;
  depositOre: number;
  refPriceOre: number | null;
  refUnit: string | null;
  onOffer: boolean;
  offerEndsOn: string | null;
  discontinuedOn: string | null;
  discontinuedText: string;
  deadlines: string[];
  alternativeProductId: string | null;
  relatedProductIds: string[];
  countryCode: string;
  countryName: string;
  co2e: number | null;
  co2TaxOre: number | null;
  co2TaxRefOre: number | null;
  broachLimit: number | null;
  ownPriority: number | null;
  expiry: ExpiryOffer | null;
  focus: { productId: string; unit: string; stock: number } | null;
  focusBrand: { name: string; logo: string } | null;
  flags: Record<BooleanFlag, boolean>;
  imageUrl: string | null;
}

// decodeProduct lives in product-decode.ts, imported from there (never re-exported here or by
// core/index.ts): esbuild places a file in the chunk of every entry that can reach it, so a decoder
// reachable from this module rode in the core chunk of every page once a widget decoded (issue 18).
