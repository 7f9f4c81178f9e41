import { Fragment, memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import {
  $catalogue,
  $profile,
  $sessionState,
  LOAD_MORE_THRESHOLD,
  RETURN_POS_KEY,
  da,
  ensureProfile,
  isEmptyQuery,
  loadCatalogue,
  productSearchFor,
  queryFromUrl,
  queryToUrl,
  returnPositionFor,
  serializeReturnPosition,
  showGroupHeaders,
  showUnitPriceColumn,
  siteBlocksDiscontinuedByHQ,
  isSorting,
  sortingFrom,
  sortingsFor,
  toIsoDay,
} from '../../core/index.js';
import type { CatalogueQuery, OrderContext, Product, ProductSearchState, QueryAttributes, SortingValue } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { LOCATION_CHANGE_EVENT, currentLocationSearch, setLocationSearch } from '../shared/navigate.js';
import { ProductCard, SkeletonCard } from './product-card.js';
import type { CardType, ProductCardProps } from './product-card.js';
import type * as FavoriteListViewModule from './favorite-list-view.js';
import type { FavoriteListViewState } from './favorite-list-view.js';

/**
 * Cards re-render only when what they show changed. Every worker answer carries fresh product
 * objects, so while the user types, the cards that stay in the list would otherwise all re-render
 * (issue 3: keystroke to painted results within a frame). Products are compared by content.
 */
const ListCard = memo(ProductCard, (a: ProductCardProps, b: ProductCardProps) => {
  for (const key of Object.keys({ ...a, ...b }) as (keyof ProductCardProps)[]) {
    if (key === 'product') continue;
    if (a[key] !== b[key]) return false;
  }
  return a.product === b.product || JSON.stringify(a.product) === JSON.stringify(b.product);
});

type FavoriteListView = typeof FavoriteListViewModule;
const NO_LIST_VIEW: ReadableAtom<FavoriteListViewState | null> = atom(null);
const LIST_ID = /^\d{1,10}$/;

/**
 * The favourite-list view's extras (bulk add, selection, own priority, unit prompt) load with the
 * first favourite list shown (decision 001: the search page's budget). `state` is the list's while
 * this list shows it.
 */
function useFavoriteListView(listId: string | null, active: boolean) {
  const [view, setView] = useState<FavoriteListView | null>(null);
  const [failed, setFailed] = useState(false);
  const id = listId !== null && LIST_ID.test(listId) ? Number(listId) : null;
  useEffect(() => {
    if (id === null || !active || view) return;
    let live = true;
    import('./favorite-list-view.js').then(
      (module) => live && setView(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, active, view]);
  useEffect(() => (view && id !== null && active ? view.openFavoriteListView(id) : undefined), [view, id, active]);
  const state = useStore(view ? view.$favoriteListView : NO_LIST_VIEW);
  const shown = state && state.id === id ? state : null;
  return {
    view: id === null ? null : view,
    state: shown,
    /** §8 load failure: the list (or the view's code) could not be loaded. */
    failed: id !== null && (failed || shown?.status === 'error'),
    /** The list's own sorting is not known yet. */
    pending: id !== null && !failed && (!shown || shown.status === 'loading' || shown.status === 'idle'),
  };
}

export interface ProductListProps {
  /** Search phrase; default the page URL's ?search=. */
  search?: string;
  /** Posting group id; default the page URL's ?group=. */
  group?: string;
  /** A favourite list's id (§2 ?favoritelist=); default the URL's. */
  favoriteList?: string;
  /** An editor-curated list's id (?featuredlist=). */
  featuredList?: string;
  /** 'true': the customer's 200 most bought products (f-top200). */
  top200?: string;
  /** 'true': near-expiry and outlet products (f-outlet). */
  outlet?: string;
  /** Sorting code (core Sorting); default the URL's ?sort= or relevance. */
  sorting?: number;
  /** 'gallery' (default) or 'list'; the user's own choice wins once made. */
  view?: string;
  /**
   * Run the search when this query's store holds nothing yet (default true). A store that already
   * holds results (stories, host pages via productSearchFor(query).set()) is shown as it is.
   */
  autoSearch?: boolean;
}

const SKELETONS = 6;
/** Cards rendered while the query changes keystroke by keystroke (a screenful on a tablet or laptop). */
const CARDS_WHILE_TYPING = 8;
const TYPING_PAUSE_MS = 300;
const VIEW_KEY = 'shop-product-list-view';

type View = 'gallery' | 'list';

const asFlag = (value: string | undefined): boolean | undefined => (value === undefined || value === '' ? undefined : value === 'true');

function storedView(fallback: View): View {
  try {
    const v = localStorage.getItem(VIEW_KEY);
    return v === 'list' || v === 'gallery' ? v : fallback;
  } catch {
    return fallback;
  }
}

/** True when the list follows the page URL (the search page): it shows filters and writes them back. */
function followsUrl(props: ProductListProps): boolean {
  return [props.search, props.group, props.favoriteList, props.featuredList, props.top200, props.outlet].every((v) => v === undefined || v === '');
}

export function ProductList(props: ProductListProps) {
  const { autoSearch = true } = props;
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const catalogue = useStore($catalogue);
  const locationSearch = useLocationSearch();
  const headingId = useId();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const interactive = followsUrl(props);
  const [view, setView] = useState<View>(() => storedView(props.view === 'list' ? 'list' : 'gallery'));

  const attrs: QueryAttributes = useMemo(
    () => ({
      search: props.search || undefined,
      group: props.group || undefined,
      favoriteList: props.favoriteList || undefined,
      featuredList: props.featuredList || undefined,
      top200: asFlag(props.top200),
      outlet: asFlag(props.outlet),
      sorting: typeof props.sorting === 'number' && Number.isFinite(props.sorting) ? props.sorting : undefined,
    }),
    [props.search, props.group, props.favoriteList, props.featuredList, props.top200, props.outlet, props.sorting],
  );
  const ownSearch = interactive ? locationSearch : '';
  const urlQuery = useMemo(() => queryFromUrl(ownSearch, attrs), [ownSearch, attrs]);
  const listView = useFavoriteListView(urlQuery.favoriteList, session === 'authenticated');
  // §6: a favourite list opens in its own sorting (saved with the list) unless the address names one;
  // the list waits for it rather than showing one order and then another.
  const namedSorting = sortingFrom(ownSearch, attrs) !== null;
  const listSorting = listView.state?.list && isSorting(listView.state.list.sorting) ? listView.state.list.sorting : null;
  const waitingForList = urlQuery.favoriteList !== null && !namedSorting && listView.pending;
  const query = useMemo(
    () => (urlQuery.favoriteList !== null && !namedSorting && listSorting !== null ? { ...urlQuery, sorting: listSorting } : urlQuery),
    [urlQuery, namedSorting, listSorting],
  );
  // One store per query, so several lists on a page each show their own results. Looked up again
  // when the session changes: a new user never sees the previous user's results.
  const productSearch = useMemo(() => productSearchFor(query), [query, session]);
  const current = useStore(productSearch.$state);

  // While the next query's first page is on its way (a keystroke, a filter), keep showing the
  // previous results instead of flashing skeletons: the worker answers within a frame.
  const lastShown = useRef<ProductSearchState | null>(null);
  const pending = current.status === 'loading' || (current.status === 'idle' && autoSearch && !isEmptyQuery(current.query));
  const state = pending && lastShown.current ? lastShown.current : current;
  useEffect(() => {
    if (current.status === 'ready' || current.status === 'error') lastShown.current = current;
    else if (current.status === 'idle' && isEmptyQuery(current.query)) lastShown.current = null;
  }, [current]);

  useEffect(() => {
    void ensureProfile();
  }, []);

  // §4: the catalogue loads for a logged-in user; without a session loading fails ('User is not
  // logged in') and <shop-catalogue-error> opens. Only the search page (a list that follows the
  // URL) insists: an editor's teaser list on a marketing page just invites an anonymous visitor to
  // log in, it does not greet them with an error.
  useEffect(() => {
    if (session === 'authenticated' || (session === 'anonymous' && interactive)) loadCatalogue();
  }, [session, interactive]);

  // §9 returnPos: coming back to this list restores as many cards as were shown and the scroll.
  // Read once (a lazy initialiser): reading also removes it, and renders happen on every keystroke.
  const [savedPosition] = useState(() => (interactive ? readReturnPosition() : null));
  const restore = useRef(savedPosition);
  // A layout effect: the query goes to the worker in the same task as the keystroke, not a frame later.
  useLayoutEffect(() => {
    if (!autoSearch || session !== 'authenticated' || waitingForList) return;
    if (productSearch.$state.get().status !== 'idle') return;
    void productSearch.search({ minCount: restore.current?.shown });
  }, [autoSearch, session, productSearch, waitingForList]);

  // Live typing on the search page: the new query goes to the worker from the URL change itself,
  // before this list re-renders; the layout effect above then finds it on its way.
  useEffect(() => {
    if (!interactive || !autoSearch || session !== 'authenticated') return;
    const early = () => {
      const next = productSearchFor(queryFromUrl(currentLocationSearch(), attrs));
      if (next.$state.get().status === 'idle') void next.search();
    };
    window.addEventListener(LOCATION_CHANGE_EVENT, early);
    return () => window.removeEventListener(LOCATION_CHANGE_EVENT, early);
  }, [interactive, autoSearch, session, attrs]);

  useLayoutEffect(() => {
    const pos = restore.current;
    if (!pos || current.status !== 'ready') return;
    restore.current = null;
    window.scrollTo(0, pos.y);
  }, [current.status]);

  useEffect(() => {
    if (!interactive) return;
    const save = () => saveReturnPosition(productSearch.$state.get().products.length);
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [interactive, productSearch]);

  // While the user types (a new query every keystroke), only the cards in view are rendered; the
  // rest of the page follows once typing pauses. Each keystroke then costs a third of the DOM work.
  const [settled, setSettled] = useState(true);
  const firstQuery = useRef(true);
  useEffect(() => {
    if (firstQuery.current) {
      // The first query shown is the first after waiting for a favourite list's sorting.
      if (!waitingForList) firstQuery.current = false;
      return;
    }
    setSettled(false);
    const timer = setTimeout(() => setSettled(true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, waitingForList]);

  const canLoadMore = state.status === 'ready' && state.products.length < state.total && state === current && settled;
  // The posting-group chips follow once typing pauses: they move under the user's eyes otherwise.
  const shownFacets = useRef(state.facets);
  if (settled || shownFacets.current.length === 0) shownFacets.current = state.facets;
  const facets = shownFacets.current;

  // More on scroll (§9: visibility threshold 0.5): a sentinel under the grid; the button below is
  // the keyboard / no-IntersectionObserver fallback.
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

  // From the address's own query: a favourite list's own sorting is not written into the address.
  function change(patch: Partial<CatalogueQuery>, mode: 'push' | 'replace' = 'push') {
    setLocationSearch(queryToUrl({ ...urlQuery, ...patch }, currentLocationSearch()), mode);
  }

  function chooseSorting(sorting: SortingValue) {
    change({ sorting });
    // In a favourite list the choice becomes the list's own sorting (POST sortorder `sorting`).
    if (favoriteListView) void listView.view?.saveListSorting(sorting);
  }

  function chooseView(next: View) {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }

  const shownQuery = state.query;
  const favoriteListView = Boolean(shownQuery.favoriteList);
  const heading = headingFor(state);
  const groupHeaders = showGroupHeaders(shownQuery.sorting, favoriteListView);
  // §6/§9: sorting 5 shows the unit price on the {product} site, the same site that blocks products
  // discontinued by head office (core/rules/permissions.ts: none of this shop's four variants today).
  const unitPriceShown = showUnitPriceColumn(shownQuery.sorting, siteBlocksDiscontinuedByHQ(profile.siteVariant));
  const cardType: CardType = favoriteListView ? 'favorite-list-product' : 'primary-shop';
  const FavoriteView = listView.view;
  const cardFor = (p: Product, i: number, extras?: Partial<ProductCardProps>) => (
    <ListCard
      product={p}
      settings={profile.settings}
      orderContext={orderContext}
      cardType={cardTypeFor(p, cardType, shownQuery)}
      view={view}
      listStandardUnit={state.listItems?.[i]?.standardUnit ?? null}
      showUnitPrice={unitPriceShown}
      {...extras}
    />
  );
  const busy = current.status === 'loading' || current.status === 'loadingMore' || catalogue.status === 'loading';
  const hasFilters = query.postingGroups.length > 0 || query.top200 || query.outlet;
  const showControls = interactive && !isEmptyQuery(query) && (state.status === 'ready' || state.status === 'loadingMore');

  return (
    <section className="list" part="list" aria-labelledby={headingId} aria-busy={busy}>
      <div aria-live="polite" className="status">
        <h2 id={headingId} className={heading.visible ? 'heading' : 'visually-hidden'}>
          {heading.text}
        </h2>
      </div>

      {showControls ? (
        <div className="toolbar" part="toolbar">
          <div className="toolbar-row">
            <label className="field">
              <span>{da.sortingLabel}</span>
              <select
                className="input"
                value={query.sorting}
                onChange={(e) => chooseSorting(Number(e.currentTarget.value) as SortingValue)}
              >
                {sortingsFor({ favoriteList: favoriteListView }).map((s) => (
                  <option key={s} value={s}>
                    {da.sortings[s]}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="view-switch">
              <legend className="visually-hidden">{da.viewLabel}</legend>
              {(['gallery', 'list'] as const).map((v) => (
                <button key={v} type="button" className={view === v ? 'btn btn-toggle on' : 'btn btn-toggle'} aria-pressed={view === v} onClick={() => chooseView(v)}>
                  {v === 'gallery' ? da.viewGallery : da.viewList}
                </button>
              ))}
            </fieldset>
          </div>
          <fieldset className="filters">
            <legend>{da.filtersLabel}</legend>
            <label className={query.top200 ? 'chip on' : 'chip'}>
              <input type="checkbox" checked={query.top200} onChange={(e) => change({ top200: e.currentTarget.checked })} />
              {da.top200Filter}
            </label>
            {/* §6: punch-out users get no near-expiry outlet extension. */}
            {!profile.isPunchOut ? (
              <label className={query.outlet ? 'chip on' : 'chip'}>
                <input type="checkbox" checked={query.outlet} onChange={(e) => change({ outlet: e.currentTarget.checked })} />
                {da.outletFilter}
              </label>
            ) : null}
            {facets.length > 1 || query.postingGroups.length > 0 ? (
              <div className="facets" role="group" aria-label={da.postingGroupsLabel}>
                {facets.map((f) => (
                  <label key={f.groupId} className={query.postingGroups.includes(f.groupId) ? 'chip on' : 'chip'}>
                    <input
                      type="checkbox"
                      checked={query.postingGroups.includes(f.groupId)}
                      onChange={(e) =>
                        change({
                          postingGroups: e.currentTarget.checked
                            ? [...query.postingGroups, f.groupId]
                            : query.postingGroups.filter((g) => g !== f.groupId),
                        })
                      }
                    />
                    {da.groupWithCount(f.name, f.count)}
                  </label>
                ))}
              </div>
            ) : null}
            {hasFilters ? (
              <button type="button" className="btn btn-secondary" onClick={() => change({ postingGroups: [], top200: false, outlet: false })}>
                {da.clearFilters}
              </button>
            ) : null}
          </fieldset>
        </div>
      ) : null}

      {listView.failed ? (
        <div className="error" role="alert">
          <p>{da.favoriteListsLoadFailed}</p>
        </div>
      ) : null}
      {favoriteListView && FavoriteView ? <FavoriteView.FavoriteListActions settings={profile.settings} orderContext={orderContext} /> : null}

      {state.status === 'idle' && isEmptyQuery(query) ? <p className="notice">{da.enterSearch}</p> : null}

      {state.status === 'loading' || (state.status === 'idle' && !isEmptyQuery(query)) ? <Skeletons bare /> : null}

      {state.status === 'error' ? (
        <div className="error" role="alert">
          <p>{da.searchFailed}</p>
          <button type="button" className="btn" onClick={() => void productSearch.search()}>
            {da.retry}
          </button>
        </div>
      ) : null}

      {(state.status === 'ready' || state.status === 'loadingMore') && state.products.length > 0 && !listView.failed ? (
        <>
          <ul className={view === 'list' ? 'grid rows' : 'grid'} part="grid">
            {(settled ? state.products : state.products.slice(0, CARDS_WHILE_TYPING)).map((p, i) => (
              <Fragment key={p.id}>
                {groupHeaders && (i === 0 || state.products[i - 1]!.groupId !== p.groupId) ? (
                  <li className="group-header" role="presentation">
                    <h3>{p.groupName}</h3>
                  </li>
                ) : null}
                {FavoriteView && favoriteListView ? (
                  <li className="list-item">
                    <FavoriteView.FavoriteListItem product={p} listItem={state.listItems?.[i] ?? null} sorting={shownQuery.sorting} settings={profile.settings}>
                      {(extras) => cardFor(p, i, extras)}
                    </FavoriteView.FavoriteListItem>
                  </li>
                ) : (
                  <li>{cardFor(p, i)}</li>
                )}
              </Fragment>
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

/** In the outlet view a product with a near-expiry offer is shown as that offer (§4 expiry state). */
function cardTypeFor(p: Product, base: CardType, query: CatalogueQuery): CardType {
  return query.outlet && p.expiry ? 'expiry' : base;
}

function headingFor(state: ProductSearchState): { text: string; visible: boolean } {
  const q = state.query;
  if (state.status !== 'ready' && state.status !== 'loadingMore') {
    return { text: state.status === 'loading' ? da.loading : da.searchLabel, visible: false };
  }
  if (q.text) {
    return { text: state.total === 0 ? da.noResults(q.text) : da.resultsFor(q.text, state.total), visible: true };
  }
  if (state.listMissing) return { text: q.favoriteList ? da.favoriteListMissing : da.featuredListMissing, visible: true };
  let title: string = da.resultsCount(state.total);
  if (q.favoriteList && state.listName) title = `${da.favoriteListHeading(state.listName)} · ${da.resultsCount(state.total)}`;
  else if (q.featuredList && state.listName) title = `${state.listName} · ${da.resultsCount(state.total)}`;
  else if (q.top200) title = `${da.top200Heading} · ${da.resultsCount(state.total)}`;
  else if (q.outlet) title = `${da.outletHeading} · ${da.resultsCount(state.total)}`;
  if (state.total === 0) title = da.noProductsInView;
  return { text: title, visible: true };
}

function readReturnPosition() {
  try {
    const url = `${location.pathname}${location.search}`;
    const pos = returnPositionFor(sessionStorage.getItem(RETURN_POS_KEY), url, Date.now());
    sessionStorage.removeItem(RETURN_POS_KEY);
    return pos;
  } catch {
    return null;
  }
}

function saveReturnPosition(shown: number): void {
  try {
    sessionStorage.setItem(
      RETURN_POS_KEY,
      serializeReturnPosition({ url: `${location.pathname}${currentLocationSearch()}`, y: Math.max(0, Math.round(window.scrollY)), shown, savedAt: Date.now() }),
    );
  } catch {
    // storage unavailable: going back starts at the top
  }
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
