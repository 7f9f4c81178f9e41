import { Fragment, memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  $catalogue,
  $profile,
  $sessionState,
  cardTypeFor,
  da,
  effectiveListQuery,
  ensureProfile,
  followsUrl,
  isEmptyQuery,
  isSorting,
  listHeading,
  listQueryAttributes,
  loadCatalogue,
  productSearchFor,
  queryFromUrl,
  queryToUrl,
  showGroupHeaders,
  showUnitPriceColumn,
  siteShowsUnitPriceOnSorting5,
  orderContextOf,
  sortingFrom,
  toIsoDay,
} from '../../core/index.js';
import type { CatalogueQuery, OrderContext, Product, ProductSearchState, SortingValue } from '../../core/index.js';
import type { ListAttributes } from '../../core/index.js';
import { saveListView, saveReturnPosition, storedListView, takeReturnPosition } from '../../core/stores/list-position.js';
import type { ListView } from '../../core/stores/list-position.js';
import { useStore } from '../shared/use-store.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { LOCATION_CHANGE_EVENT, currentLocationSearch, setLocationSearch } from '../shared/navigate.js';
import { ProductCard } from './product-card.js';
import type { CardType, ProductCardProps } from './product-card.js';
import { Skeletons } from './skeleton-card.js';
import { useListControls } from './use-list-controls.js';
import { useTypingPause } from './use-typing-pause.js';
import { useNearView } from './use-near-view.js';
import { useFavoriteListView } from './use-favorite-list-view.js';

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

/** The list's attributes (core ListAttributes: what it shows) and how it shows them. */
export interface ProductListProps extends ListAttributes {
  /** 'gallery' (default) or 'list'; the user's own choice wins once made. */
  view?: string;
  /** Issue 20 point 2: the favourite list's allergen overview page, `{id}` the list (attribute `allergen-overview-url`). */
  allergenOverviewUrl?: string;
  /**
   * Run the search when this query's store holds nothing yet (default true). A store that already
   * holds results (stories, host pages via productSearchFor(query).set()) is shown as it is.
   */
  autoSearch?: boolean;
}

/** Cards rendered while the query changes keystroke by keystroke (a screenful on a tablet or laptop). */
const CARDS_WHILE_TYPING = 8;

export function ProductList(props: ProductListProps) {
  const { autoSearch = true } = props;
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const catalogue = useStore($catalogue);
  const locationSearch = useLocationSearch();
  const headingId = useId();
  const interactive = followsUrl(props);
  const [view, setView] = useState<ListView>(() => storedListView(props.view === 'list' ? 'list' : 'gallery'));

  const { search, group, favoriteList, featuredList, top200, outlet, sorting } = props;
  const attrs = useMemo(
    () => listQueryAttributes({ search, group, favoriteList, featuredList, top200, outlet, sorting }),
    [search, group, favoriteList, featuredList, top200, outlet, sorting],
  );
  const ownSearch = interactive ? locationSearch : '';
  const urlQuery = useMemo(() => queryFromUrl(ownSearch, attrs), [ownSearch, attrs]);
  const listView = useFavoriteListView(urlQuery.favoriteList, session === 'authenticated');
  // §6: a favourite list opens in its own sorting (saved with the list) unless the address names one;
  // the list waits for it rather than showing one order and then another.
  const namedSorting = sortingFrom(ownSearch, attrs) !== null;
  const listSorting = listView.state?.list && isSorting(listView.state.list.sorting) ? listView.state.list.sorting : null;
  const waitingForList = urlQuery.favoriteList !== null && !namedSorting && listView.pending;
  const query = useMemo(() => effectiveListQuery(urlQuery, namedSorting, listSorting), [urlQuery, namedSorting, listSorting]);
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
  const [savedPosition] = useState(() => (interactive ? takeReturnPosition() : null));
  const restore = useRef(savedPosition);
  // A layout effect: the query goes to the worker in the same task as the keystroke, not a frame later.
  const [listElement, setListElement] = useState<HTMLElement | null>(null);
  const nearView = useNearView(listElement, !interactive);
  useLayoutEffect(() => {
    if (!autoSearch || session !== 'authenticated' || waitingForList || !nearView) return;
    if (productSearch.$state.get().status !== 'idle') return;
    void productSearch.search({ minCount: restore.current?.shown });
  }, [autoSearch, session, productSearch, waitingForList, nearView]);

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
    const save = () => saveReturnPosition(currentLocationSearch(), productSearch.$state.get().products.length);
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [interactive, productSearch]);

  const settled = useTypingPause(query, waitingForList);
  // The toolbar and load-more are a chunk of their own (decision 030 "Third pass"), wanted from the
  // moment there is a session to search with: it normally arrives before the results it surrounds.
  const controls = useListControls(session === 'authenticated', current.status);

  const canLoadMore = state.status === 'ready' && state.products.length < state.total && state === current && settled;
  // The posting-group chips follow once typing pauses: they move under the user's eyes otherwise.
  const shownFacets = useRef(state.facets);
  if (settled || shownFacets.current.length === 0) shownFacets.current = state.facets;
  const facets = shownFacets.current;

  const orderContext: OrderContext = useMemo(() => orderContextOf(profile, toIsoDay(new Date())), [profile?.cartType, profile?.siteVariant]);

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

  function chooseView(next: ListView) {
    setView(next);
    saveListView(next);
  }

  const shownQuery = state.query;
  const favoriteListView = Boolean(shownQuery.favoriteList);
  const heading = listHeading(state);
  const groupHeaders = showGroupHeaders(shownQuery.sorting, favoriteListView);
  // §6/§9: sorting 5 shows the unit price on the {product} site, the same site that blocks products
  // discontinued by head office (core/rules/permissions.ts: none of this shop's four variants today).
  const unitPriceShown = showUnitPriceColumn(shownQuery.sorting, siteShowsUnitPriceOnSorting5(profile.siteVariant));
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
  const showControls = interactive && !isEmptyQuery(query) && (state.status === 'ready' || state.status === 'loadingMore');

  return (
    <section ref={setListElement} className="list" part="list" aria-labelledby={headingId} aria-busy={busy}>
      <div aria-live="polite" className="status">
        <h2 id={headingId} className={heading.visible ? 'heading' : 'visually-hidden'}>
          {heading.text}
        </h2>
      </div>

      {showControls && controls ? (
        <controls.Toolbar
          query={query}
          favoriteList={favoriteListView}
          view={view}
          facets={facets}
          outletOffered={!profile.isPunchOut}
          onSorting={chooseSorting}
          onView={chooseView}
          onChange={change}
          listLinks={FavoriteView && shownQuery.favoriteList ? <FavoriteView.AllergenOverviewLink listId={shownQuery.favoriteList} url={props.allergenOverviewUrl} /> : null}
        />
      ) : showControls ? (
        // Results before the controls' chunk (rare): its room is kept, so the cards do not move down.
        <div className="toolbar-pending" aria-hidden="true" />
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
          {state.products.length < state.total && controls ? (
            <controls.LoadMore search={productSearch} active={canLoadMore} shown={state.products.length} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
