/**
 * `<shop-my-page>`: the logged-in user's own page, in sections (issue 20 §3, §5; issue 22 adds the
 * account's sections). This issue's section "Køkkenets indstillinger": the allergens the department
 * never wants (the allergen guard warns on cards, the details and in the basket, and asks before
 * adding) and its targets for the basket, kg CO2e per order line and the organic share in %. An admin
 * of the customer edits and saves them (Danish decimal comma accepted); everybody else of the
 * department reads them ("Kun afdelingens administrator kan ændre indstillingerne"). Issue 19 point 3's
 * section "Kolleger": every logged-in user (not a punch-out session) asks for a login for a colleague
 * (name and e-mail; whether the e-mail is free shows while typing); the customer's admins get a mail,
 * and an admin sees the requests here and approves them (the colleague is mailed a link to choose a
 * password) or rejects them (asked first in a dialog). Issue 22 point 5's sections: "Min konto" (own
 * settings hideCo2, showExpiry, showProcure unless procureAlwaysOn; the cart type Kurv/Indkøbsliste where
 * the variant offers lists; the environment check's problems), "Afdelinger" (the departments the user may
 * act for, the current one marked, switching; profile, basket and catalogue follow) and, for an admin,
 * "Brugere" (showPrices/allowOrdering of the customer's users). Asks a visitor who is not logged in to
 * log in.
 *
 * Attributes: none (the department is the session's).
 *
 * Events: none.
 *
 * @element shop-my-page
 *
 * @csspart container - the whole page (a <div>) around the sections
 * @csspart section - every section (a <section>); each also has its own part below
 * @csspart kitchen-settings - the "Køkkenets indstillinger" section
 * @csspart read-only - the settings section's note to non-admins that only the admin can change them
 * @csspart save - the "Gem indstillinger" button
 * @csspart colleagues - the "Kolleger" section
 * @csspart colleague-form - the form asking for a colleague's login (name and e-mail)
 * @csspart availability - the status text under the e-mail field: whether the e-mail is free
 * @csspart request - the colleague form's "Send anmodning" button
 * @csspart username-requests - an admin's block of colleagues' login requests
 * @csspart pending-requests - the requests awaiting a decision (a <ul>)
 * @csspart decided-requests - the approved and rejected requests (a <ul>)
 * @csspart reject-dialog - the <dialog> asking before a request is rejected
 * @csspart account - the "Min konto" section
 * @csspart cart-type - the "Kurvtype" choice, Kurv or Indkøbsliste (a <fieldset>)
 * @csspart environment-problems - the environment check's problems, in the account section (a <ul>)
 * @csspart departments - the "Afdelinger" section
 * @csspart department - one department the user may act for (an <li>)
 * @csspart current - the current department's <li> (beside department)
 * @csspart users - the "Brugere" section (admins only)
 * @csspart user-table - the table of the customer's users with their showPrices and allowOrdering
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
 * @cssprop --shop-backdrop
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { MyPage } from './my-page.js';
import css from './my-page.css?inline';

export const tag = 'shop-my-page';

export const ShopMyPageElement = defineElement(tag, wrapElement<object>(MyPage, { css, props: {} }));
