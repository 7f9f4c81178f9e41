/**
 * `<shop-product-details>`: the product details view (§2, §3, §4; issue 4) as a native modal
 * <dialog>. Place it once per page; it opens on its own:
 * - when the page URL has `?foodInfo=<product id>` (`&expiry=true`: the expiry version), on load and
 *   on back/forward;
 * - when a link on the page to `?foodInfo=<id>` is clicked (the product cards' name and image, links
 *   an editor writes on a recipe page); modified clicks (new tab) are left to the browser.
 * Escape, its 'Tilbage' button and the browser's back button close it; `foodInfo` and `expiry` leave
 * the URL and focus returns to the link that opened it.
 *
 * Events: none on the element (adding to the basket updates the shared stores; the CO2e button opens
 * <shop-co2e-modal>, which must be on the page). Changing the URL is announced on window (below).
 *
 * @element shop-product-details
 *
 * @attr {string} mode - Optional: `page` or `modal`. `page` (default on the loader's `data-search-url` page):
 *   opening pushes `foodInfo` into the URL (a history entry: back closes, the address can be shared). `modal`
 *   (default on every other page, e.g. a recipe page): a link opens it without changing the URL; a page
 *   opened with `?foodInfo=` shows it too and loses the parameters on closing.
 * @attr {string} print-url - Optional: the food-info print page; `productId` and `department` are added
 *   (default `/varedata/udskriv`).
 *
 * @fires {undefined} shop:locationchange - On window, not the element: it changed the page URL with the History API
 *   (opening or closing pushes or drops `foodInfo`). A plain `Event`, no detail.
 *   Does not bubble, not composed.
 *
 * @csspart dialog - the modal <dialog> itself
 * @csspart back - the 'Tilbage' button that closes it
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-error
 * @cssprop --shop-color-warning
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-backdrop - the ::backdrop colour
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
// A shell on the first load; the view and its CSS load when needed (product-details-shell.tsx, issue 15 point 3).
import { ProductDetailsShell } from './product-details-shell.js';
import type { ProductDetailsProps } from './product-details.js';

export const tag = 'shop-product-details';

export const ShopProductDetailsElement = defineElement(
  tag,
  wrapElement<ProductDetailsProps>(ProductDetailsShell, { css: '', props: { mode: 'string', printUrl: 'string' } }),
);
