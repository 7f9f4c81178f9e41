/**
 * `<shop-offer-push>`: an editor's offer block (issue 18 point 4, §7 GET /api/offerpush/{id}/products).
 * The push's title (a heading) and text over a carousel of `carousel-product` cards in the editor's
 * order, only the products of the user's department that can be sold today; "Forrige varer" and
 * "Næste varer" scroll it (disabled at the ends), no auto-rotation. Adds use origin OfferPush (9).
 * Only for a logged-in user: a visitor, an unknown or ended push and a malformed id render nothing.
 *
 * Events: none (adds go through the shop's basket like any card's; the mini basket follows).
 *
 * @element shop-offer-push
 *
 * @attr {string} offer-id - The push's id (required).
 * @attr {string} products - Optional, comma-separated product ids: only these of the push's products.
 * @attr {string} heading-level - "2" (default) or "3": the title's heading level in the page.
 *
 * @csspart carousel - the region
 * @csspart carousel-heading - the push's title (an <h2> or <h3>, per heading-level)
 * @csspart carousel-list - the scrolling list of cards
 * @csspart carousel-button - the two scroll buttons
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-offer
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { OfferPushView } from './offer-push.js';
import type { OfferPushProps } from './offer-push.js';
import css from './offer-push.css?inline';

export const tag = 'shop-offer-push';

export const ShopOfferPushElement = defineElement(
  tag,
  wrapElement<OfferPushProps>(OfferPushView, { css, props: { offerId: 'string', products: 'string', headingLevel: 'string' } }),
);
