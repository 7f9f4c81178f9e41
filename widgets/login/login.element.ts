/**
 * `<shop-login>`: the login form; when logged in, who is logged in and a 'Log ud' button.
 *
 * Attributes:
 * - `redirect-url` (optional): after a successful login, navigate here (a same-site path). Without it,
 *   the form returns the user to `?returnUrl=` (set by `<shop-session-expired>`), or stays on the page.
 *
 * Events:
 * - `login` (bubbles, composed): after a successful login; `detail: { username }`.
 *
 * CSS parts: `panel` (the form or the logged-in box), `button` (submit / log out).
 * Custom properties: `--shop-color-primary`, `--shop-color-primary-hover`, `--shop-color-on-primary`,
 * `--shop-color-text`, `--shop-color-muted`, `--shop-color-border`, `--shop-color-error`,
 * `--shop-color-focus`, `--shop-radius`, `--shop-font` (see widgets/shared/base.css).
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
