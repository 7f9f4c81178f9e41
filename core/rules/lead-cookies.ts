// The lead generator's cookies (issue 17 §2; spec §4 and §9): whether the list was left open (30 days)
// and which lead ids the visitor has seen (10 days). The count on the button is the active leads not yet
// seen; opening the list marks the shown ones seen. Pure functions: the store (core/stores/leads.ts)
// reads and writes document.cookie with them. A value read back is untrusted: anything malformed is the
// default (closed, nothing seen).

/** '1' open, '0' closed. */
export const LEAD_SHOW_COOKIE = 'shop_leads_open';
/** The seen lead ids, '.'-separated digits, e.g. '1.3.4'. */
export const LEAD_SEEN_COOKIE = 'shop_leads_seen';
/** §9: the show-state is kept 30 days. */
export const LEAD_SHOW_DAYS = 30;
/** §9: the seen ids are kept 10 days. */
export const LEAD_SEEN_DAYS = 10;
/** More ids than this are never stored (a cookie stays small; the oldest go first). */
export const MAX_SEEN_IDS = 50;

const DAY_SECONDS = 24 * 60 * 60;

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** A `document.cookie` assignment: site-wide, SameSite=Lax, Max-Age in seconds. */
export function cookieAssignment(name: string, value: string, days: number, secure = false): string {
  return `${name}=${value}; Max-Age=${days * DAY_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function parseShowState(value: string | null): boolean {
  return value === '1';
}

export function showStateValue(open: boolean): string {
  return open ? '1' : '0';
}

/** The ids in the cookie: positive integers only, each once; anything else is dropped. */
export function parseSeenIds(value: string | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split('.')) {
    if (!/^[1-9]\d{0,9}$/.test(part)) continue;
    const id = Number(part);
    if (id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(-MAX_SEEN_IDS);
}

export function seenIdsValue(ids: readonly number[]): string {
  return ids.slice(-MAX_SEEN_IDS).join('.');
}

/** The active leads the visitor has not seen yet: the number on the button. */
export function newLeadCount(leadIds: readonly number[], seen: readonly number[]): number {
  return leadIds.filter((id) => !seen.includes(id)).length;
}

/**
 * Opening the list marks the shown leads seen. Ids of leads no longer shown are dropped (a removed
 * lead need not be remembered), so the cookie holds at most the shown leads.
 */
export function markSeen(seen: readonly number[], shown: readonly number[]): number[] {
  return shown.length === 0 ? [...seen] : [...shown];
}
