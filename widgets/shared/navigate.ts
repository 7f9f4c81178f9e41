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
 * Puts `search` (a '?…' string) in the page URL without loading a page: `push` makes a history
 * entry (a filter the back button should undo), otherwise the entry is replaced (live typing).
 */
export function setLocationSearch(search: string, mode: 'push' | 'replace'): void {
  if (search === location.search) return;
  const url = `${location.pathname}${search}${location.hash}`;
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}
