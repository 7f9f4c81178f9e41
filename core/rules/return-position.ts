// §9 "scroll position key returnPos": where the user was in a product list, so going back (from
// product details, or from any page) lands on the same card. Kept in sessionStorage: per tab, gone
// with the tab. Read back as untrusted input (traps.md).
import * as z from '../schemas/z.js';

export const RETURN_POS_KEY = 'returnPos';
/** A position older than this is a different visit, not a "back". */
export const RETURN_POS_MAX_AGE_MS = 30 * 60 * 1000;
const MAX_RESTORED_CARDS = 600;

export const ReturnPositionSchema = z.object({
  /** pathname + search of the list page. */
  url: z.string().check(z.maxLength(2000)),
  /** window.scrollY in CSS pixels. */
  y: z.number().check(z.minimum(0), z.maximum(10_000_000)),
  /** How many cards were shown, so the list loads as many before scrolling. */
  shown: z.int().check(z.minimum(0), z.maximum(100_000)),
  savedAt: z.number(),
});
export type ReturnPosition = z.infer<typeof ReturnPositionSchema>;

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
  const result = ReturnPositionSchema.safeParse(parsed);
  if (!result.success) return null;
  const pos = result.data;
  if (pos.url !== url || now - pos.savedAt > RETURN_POS_MAX_AGE_MS || pos.savedAt > now + 60_000) return null;
  return { ...pos, shown: Math.min(pos.shown, MAX_RESTORED_CARDS) };
}
