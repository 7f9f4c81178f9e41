/**
 * `<shop-shopping-list>`: the user's shopping list in shopping-list mode (issue 22 point 4; spec §1, §6
 * "Cart type 1 (shopping list)", §7 "Shopping lists"). The current list: each product's name, brand and
 * number with its amount (Danish decimal comma for weighed units) and unit to change, and a remove
 * button; the list's name and comment with a save button; "Send indkøbslisten" asks first in a native
 * dialog (focus on "Fortryd", Escape cancels, focus returns to the button). After sending, the new empty
 * list is shown and the sent one tops "Sendte indkøbslister" below, read-only (sent date dd-mm-yyyy,
 * sender, lines), with "Vis flere" for older lists. Asks a visitor to log in; a user whose adds go to
 * the basket reads a short explanation instead.
 *
 * Attributes: none (the user and department are the session's).
 *
 * Events: none.
 *
 * @element shop-shopping-list
 *
 * @csspart container - the whole widget: current list and sent lists (a <div>)
 * @csspart not-in-mode - the explanation for a user whose adds go to the basket (a <p>)
 * @csspart current - the current list section
 * @csspart details - the current list's name and comment form with its save button
 * @csspart lines - the current list's product lines (a <table>)
 * @csspart send - the 'Send indkøbslisten' button
 * @csspart send-dialog - the confirm-before-sending dialog (a native <dialog>)
 * @csspart sent - the 'Sendte indkøbslister' section
 * @csspart sent-list - one sent, read-only list (an <li>)
 * @csspart show-more - the 'Vis flere' button for older sent lists
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
 * @cssprop --shop-backdrop
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { ShoppingListPage } from './shopping-list.js';
import css from './shopping-list.css?inline';

export const tag = 'shop-shopping-list';

export const ShopShoppingListElement = defineElement(tag, wrapElement<object>(ShoppingListPage, { css, props: {} }));
