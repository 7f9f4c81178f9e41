/**
 * `<shop-focus-brand>`: a focus brand's page, "vores stærke brands" (issue 18 point 3; spec §2
 * /vores-staerke-brands/{focusBrand}, §9 brand logo 80 px wide and focus thumbnail 250 px): the logo,
 * the thumbnail, the brand's text and its products in the department's assortment as product cards
 * (add to basket, favourite lists, the focus product's unit and stock). Without a brand, on
 * /vores-staerke-brands, every brand with its thumbnail, linking to its page. Public: a visitor who is
 * not logged in sees the brand and is asked to log in for its products and prices. An unknown brand
 * says so.
 *
 * Events: none (adds go through the shared basket store; the mini basket and toasts follow it).
 *
 * @element shop-focus-brand
 *
 * @attr {string} brand - Optional: the brand's slug (its page segment, e.g. "thise"); without it the page path /vores-staerke-brands/{brand}, and on any other path the overview of every brand.
 *
 * @csspart status - loading, brand not found, or load failed (with 'Prøv igen')
 * @csspart brand - a brand's page (an <article>: logo, thumbnail and text, then its products)
 * @csspart logo - the brand's logo (an <img>, 80 px wide)
 * @csspart thumb - the brand's focus thumbnail (an <img>, 250 px)
 * @csspart products - the brand's products (a <section>: heading, then the grid or a login prompt)
 * @csspart grid - the list of product cards (a <ul>)
 * @csspart card - one product card (an <article>)
 * @csspart overview - without a brand: every brand with its thumbnail, linking to its page (a <section>)
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-offer
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-error
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-card-min-width - grid column of the product cards, 15rem
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { FocusBrandView } from './focus-brand.js';
import type { FocusBrandProps } from './focus-brand.js';
import css from './focus-brand.css?inline';

export const tag = 'shop-focus-brand';

// The cards' styles come with the cards (focus-brand.tsx adopts them when they load).
export const ShopFocusBrandElement = defineElement(tag, wrapElement<FocusBrandProps>(FocusBrandView, { css, props: { brand: 'string' } }));
