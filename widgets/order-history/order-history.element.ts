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
 * CSS parts: `container`, `order`, `order-again`, `order-again-result`.
 * Custom properties: `--shop-color-primary`, `--shop-color-primary-hover`, `--shop-color-on-primary`,
 * `--shop-color-text`, `--shop-color-muted`, `--shop-color-border`, `--shop-color-surface`,
 * `--shop-color-surface-alt`, `--shop-color-focus`, `--shop-radius`, `--shop-font`.
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { OrderHistory } from './order-history.js';
import css from './order-history.css?inline';

export const tag = 'shop-order-history';

export const ShopOrderHistoryElement = defineElement(tag, wrapElement<object>(OrderHistory, { css, props: {} }));
