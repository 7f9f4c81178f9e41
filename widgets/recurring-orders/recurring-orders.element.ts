/**
 * `<shop-recurring-orders>`: the recurring-orders page (fastordrer, issue 6 point 4): the department's
 * orders with their next delivery date, status and line count; the head form of the chosen or a new
 * order (name, period, delivery days, weekdays, repeat, start and end dates, pauses, active toggle,
 * save/create, settings menu with activate/deactivate, duplicate and delete behind confirm dialogs);
 * the order's lines and line history. The open order is kept in the URL (`?fastordre=<id>` or
 * `?fastordre=ny`). Logged-out visitors see a login link; users who cannot order see why (§6).
 *
 * Attributes:
 * - `search-url` (optional): the search page, where lines are added from the product cards; default
 *   the loader's `data-search-url` or '/soeg'.
 * - `login-url` (optional): where 'Log ind' goes; default the loader's `data-login-url` or '/'.
 *
 * Events: none (toasts go through <shop-toasts>).
 *
 * CSS parts: `root`, `dialog` (the confirm dialogs), `notice` (the changed-elsewhere explanation).
 * Custom properties: `--shop-color-primary`, `--shop-color-primary-hover`, `--shop-color-on-primary`,
 * `--shop-color-text`, `--shop-color-muted`, `--shop-color-border`, `--shop-color-surface`,
 * `--shop-color-surface-alt`, `--shop-color-error`, `--shop-color-success`, `--shop-color-warning`,
 * `--shop-color-focus`, `--shop-radius`, `--shop-font`, `--shop-backdrop`.
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { RecurringOrders } from './recurring-orders.js';
import type { RecurringOrdersProps } from './recurring-orders.js';
import dialogCss from '../shared/dialog.css?inline';
import ownCss from './recurring-orders.css?inline';

export const tag = 'shop-recurring-orders';

export const ShopRecurringOrdersElement = defineElement(
  tag,
  wrapElement<RecurringOrdersProps>(RecurringOrders, { css: `${dialogCss}\n${ownCss}`, props: { searchUrl: 'string', loginUrl: 'string' } }),
);
