/**
 * `<shop-punch-out-banner>` (issue 16): a strip at the top of the page in a punch-out session (the user
 * came from the procurement system): 'Du handler fra dit indkøbssystem' and 'Annullér og vend tilbage',
 * which ends the session (pologout) and posts an empty cart back to the procurement system as a real
 * form (posted at once, with a visible 'Overfør nu' button). Renders nothing for other visitors, so it
 * can sit in every page's layout.
 *
 * Events: none (the page leaves for the procurement system).
 *
 * @element shop-punch-out-banner
 *
 * @csspart banner - the strip itself
 * @csspart cancel - 'Annullér og vend tilbage'
 * @csspart problem - why the server refused
 * @csspart punch-out-form - the empty cart's form to the procurement system (status, hint, 'Overfør nu')
 * @csspart punch-out-status - the form's status line, or why the form's address was refused
 * @csspart punch-out-submit - the form's 'Overfør nu' button
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-border
 * @cssprop --shop-color-error
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
// The banner's own CSS loads with its chunk (punch-out-banner-panel.tsx), only in a punch-out session.
import { PunchOutBanner } from './punch-out-banner.js';

export const tag = 'shop-punch-out-banner';

export const ShopPunchOutBannerElement = defineElement(tag, wrapElement(PunchOutBanner, { css: '' }));
