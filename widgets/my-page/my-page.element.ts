/**
 * `<shop-my-page>`: the logged-in user's own page, in sections (issue 20 §3, §5; issue 22 adds the
 * account's sections). This section "Køkkenets indstillinger": the allergens the department
 * never wants (the allergen guard warns on cards, the details and in the basket, and asks before
 * adding) and its targets for the basket, kg CO2e per order line and the organic share in %. An admin
 * of the customer edits and saves them (Danish decimal comma accepted); everybody else of the
 * department reads them ("Kun afdelingens administrator kan ændre indstillingerne"). Renders nothing
 * for anonymous visitors.
 *
 * Attributes: none (the department is the session's).
 *
 * Events: none.
 *
 * @element shop-my-page
 *
 * @csspart container
 * @csspart section
 * @csspart kitchen-settings
 * @csspart read-only
 * @csspart save
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
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { MyPage } from './my-page.js';
import css from './my-page.css?inline';

export const tag = 'shop-my-page';

export const ShopMyPageElement = defineElement(tag, wrapElement<object>(MyPage, { css, props: {} }));
