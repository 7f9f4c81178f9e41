/**
 * `<shop-expiry-offers>`: near-expiry (food-waste) offers as expiry cards (issue 18 point 1; §1, §2
 * card type expiry, §3 y, §6, §9). Offers on the user's favourite lists and the department's recurring
 * orders come first and say so ("På din liste …"); each card shows the expiry date, the expiry price and
 * unit, the stock left and the saving, and adds with origin ExpiryProduct (17), never above the stock.
 * Only for logged-in users who may see expiry offers (§6: not punch-out, showExpiry, shop type 0 or 1).
 * The page says every state (loading, empty, error, log in, not allowed); the teaser renders only when
 * it has offers to show.
 *
 * Events: none (adding goes through the shared basket store and its toasts).
 *
 * @element shop-expiry-offers
 *
 * @attr {number} take - Optional: how many offers, 1-1000 (§9); default 1000, or 20 with `teaser`.
 * @attr {string} teaser - "true": the front page's strip with the link "Se alle varer med kort holdbarhed".
 * @attr {string} page-url - Optional: where the teaser links; default /kort-holdbarhed.
 *
 * @csspart status - loading, empty, error, not-allowed (data-state says which)
 * @csspart container - the offers (a <section>: title, count or 'Se alle' link, and the grid)
 * @csspart grid - the list of cards (a <ul>; one scrolling row in the teaser)
 * @csspart card - one expiry product card (an <article>)
 * @csspart offer-note - "På din liste …" and the saving on a card
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-success - the saving
 * @cssprop --shop-color-focus
 * @cssprop --shop-card-min-width
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { ExpiryOffers } from './expiry-offers.js';
import type { ExpiryOffersProps } from './expiry-offers.js';
// The cards' own styles come with the card, loaded on use (expiry-offers.tsx).
import css from './expiry-offers.css?inline';

export const tag = 'shop-expiry-offers';

export const ShopExpiryOffersElement = defineElement(
  tag,
  wrapElement<ExpiryOffersProps>(ExpiryOffers, { css, props: { take: 'number', teaser: 'string', pageUrl: 'string' } }),
);
