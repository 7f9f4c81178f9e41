/**
 * `<shop-order-history>`: the customer's placed orders (issue 7 §4), newest first, 10 at a time with
 * "Vis flere ordrer"; each order's lines expand on demand, and "Bestil igen" puts its lines in the
 * basket of the current delivery date, telling what was added and what was skipped (discontinued or no
 * longer orderable), with the alternative product where there is one (a link to the search page).
 * Renders nothing for anonymous visitors.
 *
 * Attributes: none (links use the loader's `data-basket-url` and `data-search-url`).
 *
 * Events: none.
 *
 * @element shop-order-history
 *
 * @csspart container - the whole block (a <section>)
 * @csspart order - one order (an <li>): its head, buttons and lines table
 * @csspart order-again - an order's "Bestil igen" button
 * @csspart order-again-result - what "Bestil igen" added and skipped, under the order
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
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
import { OrderHistory } from './order-history.js';
import css from './order-history.css?inline';

export const tag = 'shop-order-history';

export const ShopOrderHistoryElement = defineElement(tag, wrapElement<object>(OrderHistory, { css, props: {} }));
