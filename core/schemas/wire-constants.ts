// The wire contract's plain values (origins, flags, limits, codes) and the base64 helpers, apart from
// the zod schemas that use them: core/index.ts re-exports this module to every widget, while the schema
// modules (module-level zod calls that esbuild cannot drop) load only where a schema is used
// (issue 15 point 3, docs/decisions/030-first-load.md). The schema modules re-export these values.

// core/schemas/product.ts
/** Boolean flags, as a list, for tests and for the icon row. */
export const BOOLEAN_FLAGS = [
  'outlet', 'favorite', 'favoriteListItem', 'agreementA', 'agreementB', 'storageFreeze', 'storageCool',
  'local', 'weight', 'video', 'fairtrade', 'glutenFree', 'gmoFree', 'lactoseFree', 'noAddedSugar', 'organic',
  'organicDK', 'organicOther', 'wholegrain', 'keyhole', 'halal', 'vegan', 'msc', 'asc', 'systemkob', 'dataSheet',
  'newItem', 'approvedBrand', 'recipe', 'procure', 'foodInfo', 'foodInfoRequired', 'discontinuedByHQ',
] as const;

// core/schemas/user.ts
/** §1 site variants; 'product' is the spec's `{product}`, a brand shop (issue 22, core/site/variants.ts). */
export const SITE_VARIANTS = ['ab', 'bc', 'inco', 'ff', 'product'] as const;
/** §1: shopType LocalAccount=0, KeyAccount=1. */
export const ShopType = { LocalAccount: 0, KeyAccount: 1 } as const;
/** §3 Codes: cart type 0 shop, 1 shoppingList. */
export const CartType = { Shop: 0, ShoppingList: 1 } as const;

// core/schemas/login.ts
/** Issue message the server's validation hook answers with daServer.badRequest: base64 that is not UTF-8. */
export const BASE64_NOT_UTF8 = 'base64.notUtf8';
/** Encodes UTF-8 text (æøå) as base64 in the browser and in Node alike. */
export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
/** Decodes base64 to UTF-8 text; returns null for input that is not valid base64 or UTF-8. */
export function decodeBase64(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// core/schemas/cart.ts
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
/** Largest amount one order line may hold; bigger numbers are typing mistakes, not orders. */
/**
 * Product ids are digit strings, as printed on the wholesaler's labels: the rule of `ProductIdSchema`
 * (common.ts), here without zod for checks on the first load (the details' URL, issue 15 point 3).
 */
export const PRODUCT_ID_PATTERN = /^\d{1,12}$/;

export const MAX_LINE_AMOUNT = 9999;
/** Lines in one add-to-order call: a whole favourite list (at most 1,000 products) goes in one call. */
export const MAX_ADD_ITEMS = 1000;

// core/schemas/search.ts
export const PAGE_SIZE = 30; // §9: cards per page
/** Longest search phrase the server takes; the widgets clamp to it, so a pasted text never fails. */
export const MAX_SEARCH_TEXT = 200;
/** Issue message the server's validation hook answers with daServer.suggestionsNeedText. */
export const SUGGESTION_TEXT_MISSING = 'suggestion.textMissing';
