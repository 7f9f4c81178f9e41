import { useEffect, useState } from 'react';
import { LOCATION_CHANGE_EVENT, currentLocationSearch, dropPendingLocationSearch } from './navigate.js';

/**
 * The page's query string, updated on popstate (back/forward) and when a widget changed it itself
 * (a filter, a sorting, live typing in the search bar on the search page: then ahead of the
 * address bar, see LIVE_URL_DELAY_MS).
 */
export function useLocationSearch(): string {
  const [search, setSearch] = useState(() => (typeof location === 'undefined' ? '' : currentLocationSearch()));
  useEffect(() => {
    const update = () => setSearch(currentLocationSearch());
    const onPopState = () => {
      dropPendingLocationSearch();
      update();
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener(LOCATION_CHANGE_EVENT, update);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(LOCATION_CHANGE_EVENT, update);
    };
  }, []);
  return search;
}
