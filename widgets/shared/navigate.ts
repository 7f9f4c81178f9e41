// Page navigation in one object, so tests can spy on it (vi.spyOn(navigation, 'assign')).
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

export function navigateTo(url: string): void {
  navigation.assign(url);
}

/** Raised on window when a widget changed the page URL with the History API (no popstate then). */
export const LOCATION_CHANGE_EVENT = 'shop:locationchange';

/**
 * How long live typing may leave the address bar behind the list. The list follows every keystroke
 * at once; the URL is written when typing pauses. Writing it per keystroke cost the page a frame:
 * every same-document URL change makes Chromium fetch and decode the favicon on the page's main
 * thread, and Chromium throttles pages that call the History API more than about 100 times in 10 s.
 */
export const LIVE_URL_DELAY_MS = 300;

let pendingSearch: string | null = null;
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** The query string widgets should read: `location.search`, or the newer one typing has not written yet. */
export function currentLocationSearch(): string {
  return pendingSearch ?? location.search;
}

function urlWith(search: string): string {
  return `${location.pathname}${search}${location.hash}`;
}

/** Writes a pending live change now (typing paused, the input lost focus, the page is left). */
export function flushLocationSearch(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  const search = pendingSearch;
  pendingSearch = null;
  if (search !== null && search !== location.search) history.replaceState(history.state, '', urlWith(search));
}

/** Back/forward moved to another entry: a pending live change belonged to the one left behind. */
export function dropPendingLocationSearch(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  pendingSearch = null;
}

/**
 * Puts `search` (a '?…' string) in the page URL without loading a page: `push` makes a history
 * entry (a filter the back button should undo), `replace` rewrites the current one, `live` too but
 * only once typing pauses (LIVE_URL_DELAY_MS); widgets hear of every change at once.
 */
export function setLocationSearch(search: string, mode: 'push' | 'replace' | 'live'): void {
  if (search === currentLocationSearch()) return;
  if (mode === 'live') {
    pendingSearch = search;
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    flushTimer = setTimeout(flushLocationSearch, LIVE_URL_DELAY_MS);
  } else {
    // The entry being left keeps the last phrase typed, so back returns to it.
    flushLocationSearch();
    if (mode === 'push') history.pushState(history.state, '', urlWith(search));
    else history.replaceState(history.state, '', urlWith(search));
  }
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  // Registered when the module loads, so before any widget's own popstate listener.
  window.addEventListener('popstate', dropPendingLocationSearch);
  // Reload, a link, closing the tab: the address (and the history entry) keeps what was typed.
  window.addEventListener('pagehide', flushLocationSearch);
}
