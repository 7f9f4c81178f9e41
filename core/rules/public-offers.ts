// The public offer block's attribute rule (issue 18 point 5). No zod and no schema module imported: a
// widget importing a schema module keeps its top-level schemas (and ProductWireSchema) in the chunk
// every page shares.

/** At most this many ids per call (the getbyids rule, core/schemas/product-details.ts MAX_PRODUCTS_BY_IDS). */
export const MAX_PUBLIC_OFFER_IDS = 100;

/** The product ids a block names in its `products` attribute: 1-12 digits only, at most 100, duplicates once. */
export function publicOfferIds(attribute: string | undefined | null): string[] {
  if (!attribute) return [];
  const ids = attribute.split(',').map((s) => s.trim()).filter((id) => /^\d{1,12}$/.test(id));
  return [...new Set(ids)].slice(0, MAX_PUBLIC_OFFER_IDS);
}
