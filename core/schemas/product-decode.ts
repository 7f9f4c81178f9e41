// §3 short keys -> the Product the widgets render. Its own file, re-exported by product.ts: esbuild's
// code splitting places a file in the chunk of every entry that uses any of it, so a decoder beside the
// schema would ride in the core chunk of every page although the search page never decodes on the main
// thread (its catalogue worker does).
import { ProductFlagsWireSchema, type BooleanFlag, type Product, type ProductWire } from './product.js';

/**
 * The boolean flags, from the wire schema's keys (BOOLEAN_FLAGS lists the same;
 * product-decode.test.ts checks it): the schema is in every page's chunk anyway, the list is not.
 */
const FLAG_KEYS = Object.keys(ProductFlagsWireSchema.shape).filter((k) => k !== 'focus' && k !== 'focusBrand') as BooleanFlag[];

export function decodeProduct(w: ProductWire): Product {
  const x = w.x ?? {};
  const flags = Object.fromEntries(FLAG_KEYS.map((k) => [k, x[k] === true])) as Record<BooleanFlag, boolean>;
  return {
    id: w.i[0] ?? '',
    supplierProductId: w.i[1] ?? '',
    customerProductNumber: w.i[2] ?? '',
    groupId: w.g,
    groupName: w.g_text,
    brand: w.b,
    name: w.d,
    units: w.u.map((u) => ({ code: u.i, description: u.d, factor: u.n, weighed: u.w, isDefault: u.f })),
    priceOre: w.p,
    depositOre: w.m ?? 0,
    refPriceOre: w.p_ref ?? null,
    refUnit: w.ref_u ?? null,
    onOffer: w.o === true,
    offerEndsOn: w.n ?? null,
    discontinuedOn: w.f ?? null,
    discontinuedText: w.f_text ?? '',
    deadlines: w.l ?? [],
    alternativeProductId: w.t ?? null,
    relatedProductIds: w.r ?? [],
    countryCode: w.c ?? '',
    countryName: w.c_text ?? '',
    co2e: w.e ?? null,
    co2TaxOre: w.q ?? null,
    co2TaxRefOre: w.q_ref ?? null,
    broachLimit: w.w_lmt ?? null,
    ownPriority: w.z ?? null,
    expiry: w.y
      ? { referenceProductId: w.y.r, expiresOn: w.y.n, priceOre: w.y.p, stock: w.y.s, unit: w.y.u }
      : null,
    focus: x.focus ? { productId: x.focus.i, unit: x.focus.u, stock: x.focus.s } : null,
    focusBrand: x.focusBrand ? { name: x.focusBrand.n, logo: x.focusBrand.l } : null,
    flags,
    imageUrl: w.img ?? null,
  };
}
