/**
 * `<shop-new-site-welcome>`: the demo's stand-in for the new site (issue 22 point 3, §1, §7
 * catalogueredirect; docs/decisions/017-new-site-handover.md). On the page /ny-webshop it takes the
 * single-use token from the address (and removes it), exchanges it once with
 * POST /api/profile/authtoken/verify and greets the user: 'Velkommen til den nye webshop, <name>'.
 * A missing, used or expired token shows a message with the way back.
 *
 * The custom properties are the theme of widgets/shared/base.css.
 *
 * @element shop-new-site-welcome
 *
 * @csspart panel - the box
 * @csspart greeting - the welcome line
 *
 * @cssprop --shop-color-text
 * @cssprop --shop-color-border
 * @cssprop --shop-color-error
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { NewSiteWelcome } from './new-site-welcome.js';
import css from './new-site-welcome.css?inline';

export const tag = 'shop-new-site-welcome';

export const ShopNewSiteWelcomeElement = defineElement(tag, wrapElement<Record<string, never>>(NewSiteWelcome, { css, props: {} }));
