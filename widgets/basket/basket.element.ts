/**
 * `<shop-basket>`: the basket page (issue 7 §3) for the session's delivery date (pick it with
 * `<shop-delivery-date>`): lines with amount and unit editing, removing lines, emptying the basket
 * (confirm dialog), the order comment, 'leave unattended' with directions for the driver, the summary
 * (total excluding deposit, deposits, CO2e total and average, organic and agreement shares, lines too
 * late / expired / out of stock, each a button that shows those lines), and completing the order with
 * its confirmation (order number). Renders nothing for anonymous visitors.
 *
 * In a punch-out session (issue 16) 'Afgiv ordre' is 'Overfør til indkøbssystem': the basket goes back
 * to the procurement system as a form posted at once (with a visible 'Overfør nu' button). A
 * requisition opened to inspect is shown read-only.
 *
 * The summary also measures the basket against the department's CO2e and organic targets (issue 20
 * point 5) and offers, for the three lines with the most CO2e, a lower-CO2e product with 'Byt'.
 *
 * A link to one delivery day's basket, `/kurv?leveringsdato=2026-12-01` (the recurring-order mail, issue
 * 19 point 4), switches the session to that day once it can be chosen; the parameter then leaves the
 * address, so a reload keeps the user's own choice.
 *
 * Events: the mini basket and cards follow the shared stores.
 *
 * @element shop-basket
 *
 * @attr {string} history-url - Optional: the order history page linked from the confirmation; default
 *   '/ordrer'.
 *
 * @fires {undefined} shop:locationchange - On window, not the element: it removed `?leveringsdato=` from the address
 *   after following the link. A plain `Event`, no detail.
 *   Does not bubble, not composed.
 *
 * @csspart container - the basket (a <section>: title, lines and summary)
 * @csspart line - one basket line (an <li>: product, amount and unit, price, 'Fjern', its problems)
 * @csspart amount - a line's amount field (a text input, saved when it loses focus)
 * @csspart remove - a line's 'Fjern' button ('Fjern kampagne' on a campaign line)
 * @csspart summary - the summary beside the lines (an <aside>: figures, counters, comment, 'Afgiv ordre')
 * @csspart counter - a summary counter button (too late, expired, out of stock, blocked); filters the lines
 * @csspart comment - the order comment ('Kommentar til ordren', a <textarea>)
 * @csspart problem - why the order could not be placed, or why the transfer was refused (punch-out)
 * @csspart place-by - "Afgiv kurven inden …" under the title (issue 20 point 4)
 * @csspart line-offer - "Kampagne: …" on a line taken from a checkout campaign (issue 18 point 2)
 * @csspart line-deadline - a line's deadline countdown and its too-late note (issue 20 point 4)
 * @csspart complete - the 'Afgiv ordre' button
 * @csspart confirmation - 'Tak for din ordre' after placing it (order number, delivery date, total, links)
 * @csspart transfer - 'Overfør til indkøbssystem' (punch-out session)
 * @csspart read-only - the note on a requisition opened to inspect
 * @csspart punch-out-form - the form taking the basket to the procurement system (status, hint, 'Overfør nu')
 * @csspart punch-out-status - the form's status line, or why the form's address was refused
 * @csspart punch-out-submit - the form's 'Overfør nu' button
 * @csspart co2-budget - the CO2e and organic budget in the summary (issue 20 point 5; not for hideCo2 users)
 * @csspart co2-budget-figure - 'CO2e pr. ordrelinje' or 'Økologisk andel' against the department's target
 * @csspart co2-budget-state - the figure's state in words ('Over målet', 'Målet er nået', …)
 * @csspart co2-alternative - a heavy line with its lower-CO2e product
 * @csspart co2-swap - its 'Byt' button
 * @csspart driver-notes - 'Besked til chaufføren' beside leave-unattended (issue 22 point 6, §7 driverset/driversget)
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
