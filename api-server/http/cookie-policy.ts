// The attributes of the cookies the widgets depend on: the session cookie and the catalogue's dirty
// flag (issue 21 point 5, docs/decisions/023-cms-on-another-origin.md).
//
// Same site (the example site, or a CMS at www.kunde.dk with the shop at shop.kunde.dk): SameSite=Lax,
// Secure behind HTTPS. A CMS on another site (www.kunde.dk with the shop at shop.grossist.dk): every API
// call is a cross-site request, on which a Lax cookie is never sent, so SESSION_COOKIE_SAMESITE=None makes
// them `SameSite=None; Secure; Partitioned`. Partitioned (CHIPS) keys the cookie to the CMS's site, so it
// survives Chrome's third-party cookie blocking; CSRF is then kept out by the JSON-only + Origin check
// of app.ts alone.
import type { AppConfig } from './env.js';

export type CookieSameSite = 'Lax' | 'None';

export interface WidgetCookieAttributes {
  sameSite: CookieSameSite;
  secure: boolean;
  partitioned?: true;
}

/** SESSION_COOKIE_SAMESITE: `Lax` (default) or `None`; anything else stops the start. */
export function parseCookieSameSite(value: string | undefined): CookieSameSite {
  const text = value?.trim();
  if (!text) return 'Lax';
  const match = (['Lax', 'None'] as const).find((v) => v.toLowerCase() === text.toLowerCase());
  if (!match) throw new Error(`SESSION_COOKIE_SAMESITE must be Lax or None, got ${text}`);
  return match;
}

/** The SameSite, Secure and Partitioned attributes of the session and dirty-flag cookies. */
export function widgetCookieAttributes(config: Pick<AppConfig, 'secureCookies' | 'sessionCookieSameSite'>): WidgetCookieAttributes {
  // Browsers drop a SameSite=None cookie without Secure, and Partitioned requires Secure: Secure is
  // forced. Browsers accept Secure cookies from https and from http://localhost only.
  if (config.sessionCookieSameSite === 'None') return { sameSite: 'None', secure: true, partitioned: true };
  return { sameSite: 'Lax', secure: config.secureCookies };
}
