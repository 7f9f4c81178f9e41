/**
 * `<shop-recurring-orders>`: the recurring-orders page (fastordrer, issue 6 point 4): the department's
 * orders with their next delivery date, status and line count; the head form of the chosen or a new
 * order (name, period, delivery days, weekdays, repeat, start and end dates, pauses, active toggle,
 * save/create, settings menu with activate/deactivate, duplicate and delete behind confirm dialogs);
 * the order's lines and line history. The open order is kept in the URL (`?fastordre=<id>` or
 * `?fastordre=ny`). Logged-out visitors see a login link; users who cannot order see why (§6).
 *
 * Events: none on the element (toasts go through <shop-toasts>). Changing the URL is announced on
 * window (below).
 *
 * @element shop-recurring-orders
 *
 * @attr {string} search-url - Optional: the search page, where lines are added from the product cards;
 *   default the loader's `data-search-url` or '/soeg'.
 * @attr {string} login-url - Optional: where 'Log ind' goes; default the loader's `data-login-url` or '/'.
 *
 * @fires {undefined} shop:locationchange - On window, not the element: it wrote the open order (`?fastordre=`) into the
 *   URL with the History API. A plain `Event`, no detail.
 *   Does not bubble, not composed.
 *
 * @csspart root - the whole page: order list, head form and lines (a <div>)
 * @csspart dialog - the confirm dialogs
 * @csspart notice - the changed-elsewhere explanation
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-error
 * @cssprop --shop-color-success
 * @cssprop --shop-color-warning
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-backdrop
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
