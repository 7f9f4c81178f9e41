// The details view and the page URL (§2 foodInfo/expiry). Inside the shop opening pushes a history
// entry marked as ours, so the back button closes the details; closing goes back over that entry
// (the page is where it was, scroll position included) or, when the page was opened with the
// parameters, rewrites the entry without them.
import { readDetailsParams, withDetailsParams, withoutDetailsParams } from '../../core/rules/product-details-url.js';
import type { DetailsParams } from '../../core/rules/product-details-url.js';
import { LOCATION_CHANGE_EVENT, currentLocationSearch, flushLocationSearch, setLocationSearch } from '../shared/navigate.js';

/** history.state key marking the entry the details pushed. */
export const DETAILS_ENTRY = 'shopProductDetails';

export type DetailsMode = 'page' | 'modal';

function isOurEntry(): boolean {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[DETAILS_ENTRY] === true;
}

/**
 * Puts `foodInfo` (and `expiry`) into the URL: a history entry the back button leaves again. A
 * product opened from the open details (a related card) replaces ours, so one back closes them.
 */
export function pushDetailsParams(productId: string, expiry: boolean): void {
  flushLocationSearch();
  const search = withDetailsParams(currentLocationSearch(), productId, expiry);
  if (search === location.search) return;
  const url = `${location.pathname}${search}${location.hash}`;
  if (isOurEntry()) {
    history.replaceState(history.state, '', url);
  } else {
    const base: object = typeof history.state === 'object' && history.state !== null ? (history.state as object) : {};
    history.pushState({ ...base, [DETAILS_ENTRY]: true }, '', url);
  }
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

/** Removes `foodInfo` and `expiry`: back over our entry, else the current entry rewritten. */
export function removeDetailsParams(): void {
  if (readDetailsParams(currentLocationSearch()) === null) return;
  if (isOurEntry()) {
    history.back();
    return;
  }
  setLocationSearch(withoutDetailsParams(currentLocationSearch()), 'replace');
}

function pathOf(url: string): string {
  try {
    return new URL(url, location.href).pathname.replace(/\/+$/, '');
  } catch {
    return url;
  }
}

/**
 * The details a click asks for: a same-origin link to this page, or (`alsoPath`, the search page
 * the cards link to by default) to that page, whose query names a product in `foodInfo`. Modified
 * clicks (new tab, new window) are left to the browser.
 */
export function detailsLinkTarget(event: MouseEvent, alsoPath?: string): { params: DetailsParams; anchor: HTMLAnchorElement } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute('href'));
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  const path = url.pathname.replace(/\/+$/, '');
  const samePage = path === location.pathname.replace(/\/+$/, '') || (alsoPath !== undefined && path === pathOf(alsoPath));
  if (url.origin !== location.origin || !samePage) return null;
  const params = readDetailsParams(url.search);
  return params ? { params, anchor } : null;
}

/** §2: on the shop's search page the details are part of the page (URL); elsewhere a modal. */
export function detailsMode(asked: string | undefined, searchUrl: string): DetailsMode {
  if (asked === 'page' || asked === 'modal') return asked;
  return location.pathname.replace(/\/+$/, '') === pathOf(searchUrl) ? 'page' : 'modal';
}
