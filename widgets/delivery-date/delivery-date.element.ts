/**
 * `<shop-delivery-date>`: the delivery date picker (issue 7 §2). Lists the department's delivery dates
 * for about the next 3 months (closed days left out) with Danish weekday names; choosing one makes it
 * the session's delivery date on the server (every tab of the session follows) and reloads the basket,
 * whose lines the server re-checks against the new date (too late, expired, out of stock).
 * Renders nothing for anonymous visitors.
 *
 * Attributes: none.
 *
 * Events: none (other widgets follow the shared stores).
 *
 * @element shop-delivery-date
 *
 * @csspart container - the field (label and select, or in a punch-out session the fixed date)
 * @csspart label - the 'Leveringsdato' label
 * @csspart select - the delivery date select (a <select> of the available dates)
 * @csspart date - the fixed date of a punch-out session (issue 16)
 *
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { DeliveryDate } from './delivery-date.js';
import css from './delivery-date.css?inline';

export const tag = 'shop-delivery-date';

export const ShopDeliveryDateElement = defineElement(tag, wrapElement<object>(DeliveryDate, { css, props: {} }));
