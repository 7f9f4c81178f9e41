/**
 * `<shop-toasts>`: the page's toasts, in ONE polite live region (role=status, aria-live=polite,
 * aria-atomic=false; errors included, see toasts.tsx). Place it once per page; every widget
 * pushes into the shared $toasts store. Fixed bottom-right, full width on mobile (<= 720 px).
 *
 * Attributes: none. Events: none.
 *
 * @element shop-toasts
 *
 * @csspart region - the live region holding the toasts (a <div role=status>)
 * @csspart toast - every toast
 * @csspart toast-success - a success toast (also has part toast)
 * @csspart toast-error - an error toast (also has part toast)
 * @csspart toast-warning - a warning toast (also has part toast)
 * @csspart toast-info - an info toast (also has part toast)
 *
 * @cssprop --shop-color-success
 * @cssprop --shop-color-error
 * @cssprop --shop-color-warning
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-toast-offset - distance from the viewport edge, default 1rem
 * @cssprop --shop-toast-z - its z-index, default 1000
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { Toasts } from './toasts.js';
import css from './toasts.css?inline';

export const tag = 'shop-toasts';

export const ShopToastsElement = defineElement(tag, wrapElement<object>(Toasts, { css }));
