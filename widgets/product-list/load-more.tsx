// More on scroll (§9: visibility threshold 0.5): a sentinel under the grid loads the next page when
// it comes into view; the button is the keyboard and no-IntersectionObserver way to the same.
import { useEffect, useRef } from 'react';
import { LOAD_MORE_THRESHOLD, da } from '../../core/index.js';
import type { ProductSearch } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';

export interface LoadMoreProps {
  search: ProductSearch;
  /** The sentinel loads only while this holds (results settled, not already loading). */
  active: boolean;
  /** Cards shown: each new page moves the sentinel, and the observer starts afresh. */
  shown: number;
}

export function LoadMore({ search, active, shown }: LoadMoreProps) {
  // Read here rather than passed in: the button's own store keeps widgets/shared/use-store.ts reached by
  // this chunk as by every other widget chunk, so esbuild leaves it in the shared preact chunk instead of
  // splitting it into a file of its own on every page (decision 030 "Third pass").
  const loading = useStore(search.$state).status === 'loadingMore';
  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!active || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void search.loadMore();
      },
      { threshold: LOAD_MORE_THRESHOLD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [active, shown, search]);

  return (
    <div className="more">
      <div ref={sentinelRef} className="sentinel" aria-hidden="true" />
      <button type="button" className="btn btn-secondary" disabled={loading} onClick={() => void search.loadMore()}>
        {loading ? da.loadingMore : da.loadMore}
      </button>
    </div>
  );
}
