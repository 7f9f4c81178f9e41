// Issue 18 point 4, "Andre købte også" after an add: the add toast of a single product added from a
// card (§8: "a success message with the count and a link to the cart") gets a second link to that
// product's details, where the section is (widgets/related-selling/). Decision (docs/guides/offers.md
// §4): a link rather than a strip under the list, so the search page's bundle carries two short
// strings and no carousel; the carousel and its call load only when the user follows it.
import { Origin } from '../schemas/cart.js';
import type { AddToCartItem } from '../schemas/cart.js';

/** Adds from a product card of a list, strip or carousel (not the details, lists, baskets or offers). */
const CARD_ORIGINS: readonly number[] = [
  Origin.ListSearch, Origin.GallerySearch, Origin.OfferPush, Origin.SupplierCarousel,
  Origin.PublicOffer, Origin.FocusBrand, Origin.OfferSuggestion, Origin.Top200,
];

/** The product whose "Andre købte også" the add toast links to, or null (several items, expiry, …). */
export function alsoBoughtProductOf(items: readonly AddToCartItem[]): string | null {
  const [only] = items;
  return items.length === 1 && only && !only.expiryProduct && CARD_ORIGINS.includes(only.origin) ? only.productId : null;
}
