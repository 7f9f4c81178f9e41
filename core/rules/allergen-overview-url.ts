// Issue 20 point 2: the favourite-list view links each list to its allergen overview. Its own module
// without texts, so the favourite-list view's chunk carries only this.
import { safeUrl } from '../format/url.js';

/** The example site's overview page; `{id}` is the list's id. The list element's `allergen-overview-url`. */
export const DEFAULT_ALLERGEN_OVERVIEW_URL = '/favoritlister/allergener?favoritelist={id}';

/** The overview's address for a list: `{id}` replaced (or `favoritelist=<id>` added); null when unsafe. */
export function allergenOverviewHref(template: string | null | undefined, listId: number): string | null {
  const base = safeUrl(template?.trim() ? template : DEFAULT_ALLERGEN_OVERVIEW_URL);
  if (!base || !Number.isSafeInteger(listId) || listId <= 0) return null;
  if (base.includes('{id}')) return base.replaceAll('{id}', String(listId));
  const hashAt = base.indexOf('#');
  const [rest, hash] = hashAt >= 0 ? [base.slice(0, hashAt), base.slice(hashAt)] : [base, ''];
  return `${rest}${rest.includes('?') ? '&' : '?'}favoritelist=${listId}${hash}`;
}
