import { useEffect, useId, useMemo, useRef } from 'react';
import {
  $profile,
  $sessionState,
  LOAD_MORE_THRESHOLD,
  da,
  ensureProfile,
  productSearchFor,
  resolveSearchQuery,
  siteBlocksDiscontinuedByHQ,
  toIsoDay,
} from '../../core/index.js';
import type { OrderContext } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { ProductCard, SkeletonCard } from './product-card.js';

export interface ProductListProps {
  /** Search phrase; default the page URL's ?search=. */
  search?: string;
  /** Posting group id; default the page URL's ?group=. */
  group?: string;
  /**
   * Run the search when this query's store holds nothing yet (default true). A store that already
   * holds results (stories, host pages via productSearchFor(query).set()) is shown as it is.
   */
  autoSearch?: boolean;
}

const SKELETONS = 6;

export function ProductList({ search, group, autoSearch = true }: ProductListProps) {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const locationSearch = useLocationSearch();
  const headingId = useId();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const query = useMemo(() => resolveSearchQuery({ search, group }, locationSearch), [search, group, locationSearch]);
  // One store per query, so several lists on a page each show their own results. Looked up again when
  // the session changes: a new user never sees the previous user's results.
  const productSearch = useMemo(() => productSearchFor(query), [query, session]);
  const state = useStore(productSearch.$state);

  useEffect(() => {
    void ensureProfile();
  }, []);

  useEffect(() => {
    if (!autoSearch || session !== 'authenticated') return;
    if (productSearch.$state.get().status !== 'idle') return;
    void productSearch.search();
  }, [autoSearch, session, productSearch]);

  const canLoadMore = state.status === 'ready' && state.products.length < state.total;

  // More on scroll: a sentinel under the grid; the button below is the keyboard / no-IO fallback.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoadMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void productSearch.loadMore();
      },
      { threshold: LOAD_MORE_THRESHOLD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, state.products.length, productSearch]);

  const orderContext: OrderContext = useMemo(
    () => ({
      cartType: profile?.cartType ?? 0,
      siteBlocksDiscontinuedByHQ: profile ? siteBlocksDiscontinuedByHQ(profile.siteVariant) : false,
      today: toIsoDay(new Date()),
    }),
    [profile?.cartType, profile?.siteVariant],
  );

  if (session === 'unknown' || session === 'loading') {
    return <Skeletons />;
  }

  if (session !== 'authenticated' || !profile) {
    return (
      <section className="list" part="list">
        <p className="notice">{da.loginToSeeProducts}</p>
      </section>
    );
  }

  const shownQuery = state.query;
  const isEmptyQuery = shownQuery.text === '' && !shownQuery.group;
  let status: string = '';
  if (state.status === 'ready' || state.status === 'loadingMore') {
    status = state.total === 0 ? da.noResults(shownQuery.text) : da.resultsFor(shownQuery.text, state.total);
  } else if (state.status === 'loading') {
    status = da.loading;
  }

  return (
    <section className="list" part="list" aria-labelledby={headingId} aria-busy={state.status === 'loading' || state.status === 'loadingMore'}>
      <div aria-live="polite" className="status">
        <h2 id={headingId} className={state.status === 'ready' || state.status === 'loadingMore' ? 'heading' : 'visually-hidden'}>
          {status || da.searchLabel}
        </h2>
      </div>

      {state.status === 'idle' && isEmptyQuery ? <p className="notice">{da.enterSearch}</p> : null}

      {state.status === 'loading' || (state.status === 'idle' && !isEmptyQuery) ? <Skeletons bare /> : null}

      {state.status === 'error' ? (
        <div className="error" role="alert">
          <p>{da.searchFailed}</p>
          <button type="button" className="btn" onClick={() => void productSearch.search()}>
            {da.retry}
          </button>
        </div>
      ) : null}

      {(state.status === 'ready' || state.status === 'loadingMore') && state.products.length > 0 ? (
        <>
          <ul className="grid" part="grid">
            {state.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} settings={profile.settings} orderContext={orderContext} />
              </li>
            ))}
          </ul>
          <p className="count">{da.shownOf(state.products.length, state.total)}</p>
          {state.products.length < state.total ? (
            <div className="more">
              <div ref={sentinelRef} className="sentinel" aria-hidden="true" />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={state.status === 'loadingMore'}
                onClick={() => void productSearch.loadMore()}
              >
                {state.status === 'loadingMore' ? da.loadingMore : da.loadMore}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Skeletons({ bare = false }: { bare?: boolean }) {
  const grid = (
    <ul className="grid" aria-hidden="true">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
  if (bare) return grid;
  return (
    <section className="list" part="list" aria-busy="true">
      <p className="visually-hidden">{da.loading}</p>
      {grid}
    </section>
  );
}
