/**
 * `<shop-password>`: password reset and change (issue 19 point 2), in one of three modes.
 *
 * - `mode="request"` (the page /glemt-adgangskode): an e-mail field; after sending it says "Hvis der
 *   findes en konto til …, har vi sendt en mail …", the same whether or not the address has an account.
 * - `mode="reset"` (/nulstil-adgangskode, the page the mailed link opens): reads `?token=` from the
 *   address, asks whether the link still works ("Linket er udløbet eller brugt" with a link to ask for a
 *   new one), then a new password twice with the rules shown as the user types; afterwards a link to
 *   log in (every session of the user has ended). A welcome link for a new colleague says
 *   "Vælg din adgangskode".
 * - `mode="change"` (/skift-adgangskode, logged in): current, new and repeated password; every other
 *   session of the user ends. Not logged in: a login link.
 *
 * @element shop-password
 *
 * @attr {string} mode - `request` (default), `reset` or `change`.
 * @attr {string} request-url - Optional: where "Bed om et nyt link" goes in reset mode (default `/glemt-adgangskode`).
 *
 * @csspart panel - the box around the widget
 * @csspart button - the submit button
 * @csspart input - the password (and e-mail) inputs
 * @csspart rules - the password rules list
 * @csspart notice - the message after sending or saving
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-error
 * @cssprop --shop-color-success
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { Password, type PasswordProps } from './password.js';
import css from './password.css?inline';

export const tag = 'shop-password';

export const ShopPasswordElement = defineElement(tag, wrapElement<PasswordProps>(Password, { css, props: { mode: 'string', requestUrl: 'string' } }));
