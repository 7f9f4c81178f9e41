// Issue 18 point 3: which focus brand a page shows (§2 /vores-staerke-brands/{focusBrand}). Not in
// core/index (the search page's budget): <shop-focus-brand> imports it from here.
import { FocusBrandSlugSchema } from '../schemas/focus.js';
import * as z from '../schemas/z.js';

export const FOCUS_BRANDS_PATH = '/vores-staerke-brands';

/**
 * The slug a `<shop-focus-brand>` shows: its `brand` attribute, else the segment after
 * /vores-staerke-brands/ in the page path (percent-decoded, as focusBrandHref encodes it). Null: the
 * overview of every brand. A segment that cannot be a slug is treated as one that names no brand.
 */
export function focusBrandSlugOf(attribute: string | undefined, pathname: string): string | null {
  const fromAttribute = attribute?.trim();
  if (fromAttribute) return fromAttribute.toLowerCase();
  const match = /^\/vores-staerke-brands\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return match[1]!;
  }
}

/** True when the slug can be asked for at all (else the widget says "no such brand" without a call). */
export function isFocusBrandSlug(slug: string): boolean {
  return z.safeParse(FocusBrandSlugSchema, slug).success;
}

/** The page of a brand in the overview. */
export function focusBrandPageHref(slug: string): string {
  return `${FOCUS_BRANDS_PATH}/${encodeURIComponent(slug)}`;
}
