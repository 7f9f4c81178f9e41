/**
 * `<shop-product-list>`: search results as product cards, 30 per page, more on scroll.
 *
 * Attributes:
 * - `search` (optional): the phrase; default the page URL's `?search=` (follows popstate).
 * - `group` (optional): the posting group id; default the page URL's `?group=`.
 *
 * Events: none (adding to the basket updates the shared stores; <shop-mini-basket> and
 * <shop-toasts> react to them).
 *
 * CSS parts: `list`, `grid`, `card`.
 * Custom properties: `--shop-color-primary`, `--shop-color-offer`, `--shop-color-surface`,
 * `--shop-color-surface-alt`, `--shop-color-border`, `--shop-color-muted`, `--shop-color-error`,
 * `--shop-color-focus`, `--shop-radius`, `--shop-font`, `--shop-card-min-width` (grid column, 15rem).
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { ProductList } from './product-list.js';
import type { ProductListProps } from './product-list.js';
import css from './product-list.css?inline';

export const tag = 'shop-product-list';

export const ShopProductListElement = defineElement(
  tag,
  wrapElement<ProductListProps>(ProductList, { css, props: { search: 'string', group: 'string' } }),
);
