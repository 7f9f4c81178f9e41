/**
 * `<shop-supplier-carousel>`: "Mere fra {supplier}" (issue 18 point 4, §7 POST
 * /api/product/randomfromsupplier), the same carousel the product details show: up to `take` sellable
 * products of the same supplier as `product-id` from the user's assortment, in the user's order of
 * the day. The supplier is named by a product, never by its name (the server looks it up, §3
 * supplierName). Adds use origin SupplierCarousel (11). Only for a logged-in user; nothing for an
 * unknown product or a supplier without other products here.
 *
 * Events: none.
 *
 * @element shop-supplier-carousel
 *
 * @attr {string} product-id - The product whose supplier is meant (required).
 * @attr {string} take - 1-20 products (default 10).
 * @attr {string} heading-level - "2" (default) or "3".
 *
 * @csspart carousel - the region
 * @csspart carousel-heading - the 'Mere fra {supplier}' heading (<h2>, or <h3> by heading-level)
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
import { SupplierCarouselView } from './supplier-carousel.js';
import type { SupplierCarouselProps } from './supplier-carousel.js';
import css from './supplier-carousel.css?inline';

export const tag = 'shop-supplier-carousel';

export const ShopSupplierCarouselElement = defineElement(
  tag,
  wrapElement<SupplierCarouselProps>(SupplierCarouselView, { css, props: { productId: 'string', take: 'string', headingLevel: 'string' } }),
);
