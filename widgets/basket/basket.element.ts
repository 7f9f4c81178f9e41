/**
 * `<shop-basket>`: the basket page (issue 7 §3) for the session's delivery date (pick it with
 * `<shop-delivery-date>`): lines with amount and unit editing, removing lines, emptying the basket
 * (confirm dialog), the order comment, 'leave unattended' with directions for the driver, the summary
 * (total excluding deposit, deposits, CO2e total and average, organic and agreement shares, lines too
 * late / expired / out of stock, each a button that shows those lines), and completing the order with
 * its confirmation (order number). Renders nothing for anonymous visitors.
 *
 * Events: none (the mini basket and cards follow the shared stores).
 *
 * @element shop-basket
 *
 * @attr {string} history-url - Optional: the order history page linked from the confirmation; default
 *   '/ordrer'.
 *
 * @csspart container
 * @csspart line
 * @csspart amount
 * @csspart remove
 * @csspart summary
 * @csspart counter
 * @csspart comment
 * @csspart problem
 * @csspart complete
 * @csspart confirmation
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
 * @cssprop --shop-color-focus
 * @cssprop --shop-backdrop
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { Basket } from './basket.js';
import type { BasketProps } from './basket.js';
import css from './basket.css?inline';

export const tag = 'shop-basket';

export const ShopBasketElement = defineElement(tag, wrapElement<BasketProps>(Basket, { css, props: { historyUrl: 'string' } }));
