/**
 * `<shop-mini-basket>`: basket link with the item count and the delivery date; updates after every add.
 * The count is the number of order lines (previewOrder.itemCount): 2 cartons of milk are one line.
 * A disclosure button beside it opens a popover (issue 7 §6) with the latest lines, the total excluding
 * deposit and a link to the basket: Enter/Space open it, Escape closes it and returns the focus, a click
 * outside closes it.
 *
 * Events: none.
 *
 * @element shop-mini-basket
 *
 * @attr {string} basket-url - Optional: the basket page; default the loader's `data-basket-url` or '/kurv'.
 *
 * @csspart link - the basket link (icon, label and the item count)
 * @csspart badge - the item count on the basket link (order lines; logged-in users only)
 * @csspart toggle - the button that opens and closes the popover
 * @csspart popover - the popover: the latest lines, the total and a link to the basket
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { MiniBasket } from './mini-basket.js';
import type { MiniBasketProps } from './mini-basket.js';
import css from './mini-basket.css?inline';

export const tag = 'shop-mini-basket';

export const ShopMiniBasketElement = defineElement(
  tag,
  wrapElement<MiniBasketProps>(MiniBasket, { css, props: { basketUrl: 'string' } }),
);
