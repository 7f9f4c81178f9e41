import { useEffect, useState } from 'react';
import { LOCATION_CHANGE_EVENT } from './navigate.js';

/**
 * `location.search`, updated on popstate (back/forward) and when a widget changed the URL itself
 * (a filter, a sorting, live typing in the search bar on the search page).
 */
export function useLocationSearch(): string {
  const [search, setSearch] = useState(() => (typeof location === 'undefined' ? '' : location.search));
  useEffect(() => {
    const update = () => setSearch(location.search);
    window.addEventListener('popstate', update);
    window.addEventListener(LOCATION_CHANGE_EVENT, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(LOCATION_CHANGE_EVENT, update);
    };
  }, []);
  return search;
}
