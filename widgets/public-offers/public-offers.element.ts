/**
 * `<shop-public-offers>` (issue 18 point 5, §7 publicoffers): a marketing block of offers as
 * `frontpage-offer` cards, for visitors and logged-in users. A visitor sees name, image and brand, the
 * prices only where the department named by `dept` shows public prices, and "Log ind for pris" (which
 * focuses the page's `<shop-login>`, or goes to the site's login page); never amount fields, add
 * buttons or the favourite lists dropdown. A logged-in user sees his own department's products and
 * prices with add (origin PublicOffer 12), whatever `dept` says. Logging in or out on the page switches it.
 *
 * Events: none (adding updates the shared stores; <shop-toasts> and <shop-mini-basket> react).
 *
 * @element shop-public-offers
 *
 * @attr {string} products - Comma-separated product ids (at most 100), shown in this order if on a
 *   running offer; without it the department's running offers (at most 12, those ending first).
 * @attr {string} dept - The department code whose assortment and public prices a visitor sees; without
 *   it a visitor sees the products without prices.
 * @attr {string} heading - The block's heading, default "Tilbud"; `heading=""` leaves it out.
 *
 * @csspart container - the whole block (a <section>)
 * @csspart heading - the block's heading (an <h2>; none with heading="")
 * @csspart grid - the list of cards (a <ul>)
 * @csspart card - one product card (an <article>)
 * @csspart login-link - a visitor's "Log ind for pris" under each card
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-offer
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-border
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-card-min-width - grid column, 13rem
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { PublicOffers } from './public-offers.js';
import type { PublicOffersProps } from './public-offers.js';
import ownCss from './public-offers.css?inline';

// The cards' own styles come with the card, loaded on use (widgets/shared/card-module.ts).
const css = ownCss;

export const tag = 'shop-public-offers';

export const ShopPublicOffersElement = defineElement(
  tag,
  wrapElement<PublicOffersProps>(PublicOffers, { css, props: { products: 'string', dept: 'string', heading: 'string' } }),
);
