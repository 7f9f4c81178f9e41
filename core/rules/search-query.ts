// Which search a page shows and where a search goes (§2 query parameters: ?search= and
// ?group={groupId}&search=). Pure, so the search bar, the product list and the server agree.
import { MAX_SEARCH_TEXT } from '../schemas/wire-constants.js';

/** A typed or linked phrase as the server takes it: trimmed, at most MAX_SEARCH_TEXT characters. */
export function clampSearchText(text: string): string {
  return Array.from(text.trim()).slice(0, MAX_SEARCH_TEXT).join('').trim();
}

/** `${searchUrl}?search=…` or `${searchUrl}?group=…&search=…`, encoded with URLSearchParams. */
export function searchPageUrl(searchUrl: string, query: { text: string; group?: string | null }): string {
  const params = new URLSearchParams();
  if (query.group) params.set('group', query.group);
  params.set('search', clampSearchText(query.text));
  const joiner = searchUrl.includes('?') ? '&' : '?';
  return `${searchUrl}${joiner}${params.toString()}`;
}

/** Keyboard movement in a list of `count` options: -1 is "none active"; wraps at both ends. */
export function moveActiveIndex(current: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
