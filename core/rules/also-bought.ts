// Issue 18 point 4, "Andre købte også" after an add: the add toast of a single product added from a
// card (§8: "a success message with the count and a link to the cart") gets a second link to that
// product's details, where the section is (widgets/related-selling/). Decision (docs/guides/offers.md
// §4): a link rather than a strip under the list, so the search page's bundle carries two short
// strings and no carousel; the carousel and its call load only when the user follows it.
import type { AddToCartItem } from '../schemas/cart.js';

/**
 * Adds from a product card of a list, strip or carousel (not the details, lists, baskets or offers):
 * ListSearch 1, GallerySearch 2, OfferPush 9, SupplierCarousel 11, PublicOffer 12, FocusBrand 13,
 * OfferSuggestion 14, Top200 31 (core/schemas/cart.ts Origin). Numbers, not Origin's names: this file
 * is on every page (the names cost 80 bytes there); also-bought.test.ts checks them by name.
 */
const CARD_ORIGINS: readonly number[] = [1, 2, 9, 11, 12, 13, 14, 31];

/** The product whose "Andre købte også" the add toast links to, or null (several items, expiry, …). */
export function alsoBoughtProductOf(items: readonly AddToCartItem[]): string | null {
  const [only] = items;
  return items.length === 1 && only && !only.expiryProduct && CARD_ORIGINS.includes(only.origin) ? only.productId : null;
}
