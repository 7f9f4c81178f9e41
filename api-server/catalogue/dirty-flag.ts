// §4 "A dirty-flag cookie forces a cache-busting reload" (docs/decisions/006-catalogue-wire.md).
//
// The browser keeps the catalogue (IndexedDB or the Cache API) to search before the network answers.
// When the server knows that copy is wrong for this browser, it sets `shop_catalogue_dirty=1`:
//  - at every successful login: the browser may hold another user's catalogue (other prices, other
//    favourite lists), which must not be shown even for the moment until the fresh one arrives;
//  - on any request of this user that changes their catalogue (later issues: favourite lists, settings).
// The widget JS reads it (so it is NOT HttpOnly; it carries no secret), drops its local copy, fetches
// GET /api/product/catalogue?v=<anything> without If-None-Match, and clears the cookie. The endpoint
// ignores `v`; the ETag alone decides freshness, so even without the flag a stale copy is never kept
// once the network answers. SameSite=Lax, Path=/ (every page's widgets), one day: an unread flag
// expires rather than forcing reloads forever.
// Issue 21 point 5: it follows the session cookie's SameSite (api-server/http/cookie-policy.ts). With the
// CMS on another origin the page's JS cannot read it (it belongs to the API's origin): there the ETag
// alone replaces a stale copy once the network answers, and the copy is keyed by user and department
// (docs/decisions/023-cms-on-another-origin.md).
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { widgetCookieAttributes } from '../http/cookie-policy.js';
import type { AppConfig } from '../http/env.js';

export const CATALOGUE_DIRTY_COOKIE = 'shop_catalogue_dirty';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function markCatalogueDirty(c: Context, config: Pick<AppConfig, 'secureCookies' | 'sessionCookieSameSite'>): void {
  setCookie(c, CATALOGUE_DIRTY_COOKIE, '1', { path: '/', maxAge: ONE_DAY_SECONDS, httpOnly: false, ...widgetCookieAttributes(config) });
}
