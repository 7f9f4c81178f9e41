import { useEffect, useState } from 'react';

/** `location.search`, updated on popstate (back/forward between searches on one page). */
export function useLocationSearch(): string {
  const [search, setSearch] = useState(() => (typeof location === 'undefined' ? '' : location.search));
  useEffect(() => {
    const update = () => setSearch(location.search);
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return search;
}
