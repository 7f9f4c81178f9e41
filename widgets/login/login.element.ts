/**
 * `<shop-login>`: the login form with the link 'Glemt adgangskode?' (/glemt-adgangskode); when logged in,
 * who is logged in, for which department, and a 'Log ud' button. A user of several customers chooses the
 * customer after the password (issue 19 point 3, §7 login2: 'Vælg kunde', 'Fortsæt', 'Tilbage'). The form
 * and the choice load on demand once the server says nobody is logged in. A user whose department moved
 * to the new site is told so after the login and sent there (issue 22 point 3, §7 usenewsite,
 * catalogueredirect); redirect-url does not apply then.
 *
 * The custom properties are the theme of widgets/shared/base.css.
 *
 * @element shop-login
 *
 * @attr {string} redirect-url - Optional: after a successful login, navigate here (a same-site path). Without
 *   it, the form returns the user to `?returnUrl=` (set by `<shop-session-expired>`), or stays on the page.
 *
 * @fires {{ username: string }} login - After a successful login (the last step); `detail.username` is the e-mail
 *   address. Bubbles, composed.
 *
 * @csspart panel - the form or the logged-in box
 * @csspart button - submit / log out
 * @csspart input - the e-mail and password inputs
 * @csspart notice - issue 22 point 3: 'Din afdeling er flyttet til en ny webshop …' after a login of a moved department
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-error
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { Login } from './login.js';
import type { LoginProps } from './login.js';
import css from './login.css?inline';

export const tag = 'shop-login';

export const ShopLoginElement = defineElement(
  tag,
  wrapElement<LoginProps>(Login, { css, props: { redirectUrl: 'string' }, events: ['onLogin'] }),
);
