// The hand-over to the new site (issue 22 point 3; spec §1, §7 usenewsite, authtoken, catalogueredirect):
// the login notice, the server's refusals, and the demo's new-site page. Its own file: the login widget
// loads it with the redirect code, after a login (the search page's budget); the server imports it too.
import { defineTexts, tpl } from './dictionary.js';

export const daNewSite = defineTexts('NewSite', {
  /** The notice after login (aria-live). */
  moved: 'Din afdeling er flyttet til en ny webshop. Du sendes videre …',
  /** The notice's link, for when the browser does not follow by itself. */
  goNow: 'Gå til den nye webshop',
  /** The session's department is not in a group that moved (authtoken, catalogueredirect). */
  notMoved: 'Din afdeling er ikke flyttet til en ny webshop.',
  /** catalogueredirect: dept is not the session's department (404, like a foreign id). */
  foreignDepartment: 'Afdelingen findes ikke.',
  customerNoMismatch: 'Kundenummeret passer ikke til din afdeling.',
  usernameMismatch: 'Brugernavnet passer ikke til dit login.',
  shopTypeMismatch: 'Butikstypen passer ikke til din afdeling.',
  calcDateInvalid: 'Beregningsdatoen skal være en dato (åååå-mm-dd).',
  deliveryDateInvalid: 'Leveringsdatoen skal være en dato (åååå-mm-dd).',
  /** A punch-out session returns its basket to the procurement system; it is not handed over. */
  punchOut: 'Et indkøbssystem kan ikke sendes videre til den nye webshop.',
  /** verify: unknown, used or expired token (401). */
  tokenInvalid: 'Linket til den nye webshop er udløbet eller allerede brugt. Log ind igen.',
  /** The demo's new-site page (/ny-webshop). */
  pageHeading: 'Den nye webshop',
  welcome: tpl('Velkommen til den nye webshop, {name}', (name: string) => ({ name })),
  pageFailed: 'Vi kunne ikke logge dig ind på den nye webshop. Log ind igen fra forsiden.',
});
