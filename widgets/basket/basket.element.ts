/**
 * `<shop-basket>`: the basket page (issue 7 §3) for the session's delivery date (pick it with
 * `<shop-delivery-date>`): lines with amount and unit editing, removing lines, emptying the basket
 * (confirm dialog), the order comment, 'leave unattended' with directions for the driver, the summary
 * (total excluding deposit, deposits, CO2e total and average, organic and agreement shares, lines too
 * late / expired / out of stock, each a button that shows those lines), and completing the order with
 * its confirmation (order number). Renders nothing for anonymous visitors.
 *
 * Attributes:
 * - `history-url` (optional): the order history page linked from the confirmation; default '/ordrer'.
 *
 * Events: none (the mini basket and cards follow the shared stores).
 *
 * CSS parts: `container`, `line`, `amount`, `remove`, `summary`, `counter`, `comment`, `problem`,
 * `complete`, `confirmation`.
 * Custom properties: `--shop-color-primary`, `--shop-color-primary-hover`, `--shop-color-on-primary`,
 * `--shop-color-text`, `--shop-color-muted`, `--shop-color-border`, `--shop-color-surface`,
 * `--shop-color-surface-alt`, `--shop-color-error`, `--shop-color-success`, `--shop-color-focus`,
 * `--shop-backdrop`, `--shop-radius`, `--shop-font`.
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { Basket } from './basket.js';
import type { BasketProps } from './basket.js';
import css from './basket.css?inline';

export const tag = 'shop-basket';

export const ShopBasketElement = defineElement(tag, wrapElement<BasketProps>(Basket, { css, props: { historyUrl: 'string' } }));
