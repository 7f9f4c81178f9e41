// Issue 19: the link under the login form. Its own file, apart from da-login2.ts (loaded on demand):
// the login widget is on the search page, whose bundle budget is nearly spent (bench/size-budget.ts).
import { defineTexts } from './dictionary.js';

export const daLoginLink = defineTexts('LoginLink', {
  forgot: 'Glemt adgangskode?',
});
/** The "Glemt adgangskode" page (issue 19 point 2). */
export const FORGOT_PASSWORD_PATH = '/glemt-adgangskode';
