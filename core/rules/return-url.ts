// Back to where the user was after 'Login udløbet' (§2 session-expired modal with a login button):
// the login page gets ?returnUrl=<path>, and the login form goes there after a successful login.
// Only same-site paths are accepted, so a crafted link cannot send a fresh login to another site.

export const RETURN_URL_PARAM = 'returnUrl';

/** Control characters (tab, newline, NUL…) let some browsers read "/\t/evil" as "//evil". */
function hasControlCharacter(v: string): boolean {
  for (const ch of v) if (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) return true;
  return false;
}

/** A same-site path ("/soeg?search=mælk"), or null for anything else (other hosts, schemes, "//x"). */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\') || hasControlCharacter(v)) return null;
  return v;
}

/** `loginUrl` with ?returnUrl=<current path>, unless the user already stands on the login page. */
export function loginUrlWithReturn(loginUrl: string, current: { pathname: string; search: string; hash?: string }): string {
  const here = `${current.pathname}${current.search}${current.hash ?? ''}`;
  const loginPath = loginUrl.split(/[?#]/)[0];
  if (!sameSitePath(here) || loginPath === current.pathname) return loginUrl;
  const joiner = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${joiner}${RETURN_URL_PARAM}=${encodeURIComponent(here)}`;
}

/** Where to go after login: the editor's redirect wins, then a valid ?returnUrl=, else stay (null). */
export function afterLoginTarget(redirectUrl: string | null | undefined, locationSearch: string): string | null {
  const fromQuery = new URLSearchParams(locationSearch).get(RETURN_URL_PARAM);
  return sameSitePath(redirectUrl) ?? sameSitePath(fromQuery);
}
