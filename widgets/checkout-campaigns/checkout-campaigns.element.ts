/**
 * `<shop-checkout-campaigns>`: the checkout campaigns picked for the session user's basket (issue 18
 * point 2, §7 GET /api/checkout/lookup), for the basket page before "Afgiv ordre" (examples/site/pages/
 * kurv.html places it above `<shop-basket>`). Each card: picture, title, text, campaign price and the
 * saving against the normal price, stock left, an amount with "Tilføj" (in the campaign's unit, origin
 * CheckoutCampaign 7), "Ikke nu" (not shown again for 7 days), a 1-5 rating and a comment. It follows
 * the basket: a product added or removed updates the list. Shows nothing to a logged-out visitor, and
 * "Der er ingen tilbud til din kurv lige nu." when no campaign is picked.
 *
 * Events: none (adding updates the basket stores and shows the basket's toasts).
 *
 * @element shop-checkout-campaigns
 *
 * @csspart status - loading, load failed (with 'Prøv igen'), or no campaign for the basket
 * @csspart container - the campaigns (a <section>: heading, intro and the cards)
 * @csspart card - one campaign card (an <li>)
 * @csspart price - a card's campaign price, normal price and saving
 * @csspart stock - a card's stock left ('Kun … tilbage' when little is left)
 * @csspart actions - a card's amount field, unit, 'Tilføj' and 'Ikke nu'
 * @csspart add - a card's 'Tilføj' button
 * @csspart postpone - a card's 'Ikke nu' button (the campaign is not shown again for 7 days)
 * @csspart rating - a card's 1-5 star rating (a <fieldset>)
 * @csspart comment - a card's comment form (textarea and 'Gem kommentar')
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { CheckoutCampaignsView } from './checkout-campaigns.js';
import css from './checkout-campaigns.css?inline';

export const tag = 'shop-checkout-campaigns';

export const ShopCheckoutCampaignsElement = defineElement(tag, wrapElement<object>(CheckoutCampaignsView, { css, props: {} }));
