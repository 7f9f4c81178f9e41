/**
 * `<shop-session-expired>`: the 'Login udløbet' modal (native <dialog>, showModal()), opened when
 * the shared session state becomes 'expired' (an API call answered MissingSession after the user
 * had been logged in). Escape does not close it: the only way on is 'Log ind' (see the component).
 *
 * Events: none.
 *
 * @element shop-session-expired
 *
 * @attr {string} login-url - Optional: where 'Log ind' goes; default the loader's `data-login-url` or '/'.
 *
 * @csspart dialog - the modal (a native <dialog>)
 * @csspart button - the 'Log ind' button
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-backdrop - the ::backdrop colour
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { SessionExpired } from './session-expired.js';
import type { SessionExpiredProps } from './session-expired.js';
import css from '../shared/dialog.css?inline';

export const tag = 'shop-session-expired';

export const ShopSessionExpiredElement = defineElement(
  tag,
  wrapElement<SessionExpiredProps>(SessionExpired, { css, props: { loginUrl: 'string' } }),
);
