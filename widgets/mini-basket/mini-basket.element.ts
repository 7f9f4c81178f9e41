/**
 * `<shop-mini-basket>`: basket link with the item count and the delivery date; updates after every add.
 * The count is the number of order lines (previewOrder.itemCount): 2 cartons of milk are one line.
 *
 * Attributes:
 * - `basket-url` (optional): the basket page; default the loader's `data-basket-url` or '/kurv'.
 *
 * Events: none.
 *
 * CSS parts: `link`, `badge`.
 * Custom properties: `--shop-color-primary`, `--shop-color-on-primary`, `--shop-color-text`,
 * `--shop-color-muted`, `--shop-color-focus`, `--shop-radius`, `--shop-font`.
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
