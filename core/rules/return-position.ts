// §9 "scroll position key returnPos": where the user was in a product list, so going back (from
// product details, or from any page) lands on the same card. Kept in sessionStorage: per tab, gone
// with the tab. Read back as untrusted input (traps.md).

export const RETURN_POS_KEY = 'returnPos';
/** A position older than this is a different visit, not a "back". */
export const RETURN_POS_MAX_AGE_MS = 30 * 60 * 1000;
const MAX_RESTORED_CARDS = 600;

export interface ReturnPosition {
  /** pathname + search of the list page (at most 2,000 characters). */
  url: string;
  /** window.scrollY in CSS pixels (0 to 10,000,000). */
  y: number;
  /** How many cards were shown, so the list loads as many before scrolling (an integer, 0 to 100,000). */
  shown: number;
  savedAt: number;
}

const inRange = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/**
 * The stored value as a position, or null. A hand check, not a zod schema: the product list reads it
 * before its first card, and zod/mini is not in the first load (issue 15 point 3, decision 030). Only
 * the four fields are kept, as a schema would.
 */
function asReturnPosition(value: unknown): ReturnPosition | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, y, shown, savedAt } = value as Record<string, unknown>;
  if (typeof url !== 'string' || url.length > 2000) return null;
  if (!inRange(y, 0, 10_000_000) || !inRange(shown, 0, 100_000) || !Number.isSafeInteger(shown)) return null;
  if (!inRange(savedAt, -Number.MAX_VALUE, Number.MAX_VALUE)) return null;
  return { url, y, shown, savedAt };
}

export function serializeReturnPosition(pos: ReturnPosition): string {
  return JSON.stringify(pos);
}

/** The position to restore on `url` at `now`, or null (none, another page, stale, malformed). */
export function returnPositionFor(stored: string | null, url: string, now: number): ReturnPosition | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  const pos = asReturnPosition(parsed);
  if (!pos) return null;
  if (pos.url !== url || now - pos.savedAt > RETURN_POS_MAX_AGE_MS || pos.savedAt > now + 60_000) return null;
  return { ...pos, shown: Math.min(pos.shown, MAX_RESTORED_CARDS) };
}
