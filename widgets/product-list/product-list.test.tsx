import { describe, expect, it, vi } from 'vitest';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  $catalogue,
  CATALOGUE_ERROR_EVENT,
  CatalogueLoadError,
  RETURN_POS_KEY,
  da,
  productSearchFor,
  serializeReturnPosition,
  setCatalogueTransport,
} from '../../core/index.js';
import { inPageTransport } from '../../core/catalogue/in-page-transport.js';
import { $toasts } from '../../core/stores/toasts.js';
import { $favoriteListView } from '../../core/stores/favorite-list-view.js';
import { addProductToFavoriteList } from '../../core/stores/favorite-lists.js';
import type { FavoriteList, FavoriteListDetail } from '../../core/schemas/favorite-list.js';
import { daFavoriteListView } from '../../core/texts/da-favorite-list-view.js';
import { discontinued, fixtureProfile, milk, missingFoodInfo, paginatedSearch, readySearch, salmon, shoppingListProfile } from '../shared/fixtures/index.js';
import { FIXTURE_FAVORITE_LIST_ID, fixtureCatalogue, fixtureFavoriteListDetail, summaryOf } from '../shared/fixtures/catalogue.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { daShoppingListMode } from '../../core/texts/da-shopping-list-mode.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setLocationSearch } from '../shared/navigate.js';
import { ProductList } from './product-list.js';

/** The worker's real code over the fixture catalogue, in the page. */
function withCatalogue() {
  setCatalogueTransport(inPageTransport({ data: fixtureCatalogue() }));
}

const articleNames = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

function at(url: string) {
  window.history.replaceState(null, '', url);
}

describe('<ProductList>', () => {
  it('asks anonymous visitors to log in; the catalogue fails with "User is not logged in" (§4)', async () => {
    withCatalogue();
    const events: string[] = [];
    const onError = (e: Event) => events.push((e as CustomEvent<{ error: string }>).detail.error);
    window.addEventListener(CATALOGUE_ERROR_EVENT, onError);
    mockFetch({ 'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } } });
    at('/soeg?search=m%C3%A6lk');
    render(<ProductList />);
    expect(await screen.findByText(da.loginToSeeProducts)).toBeTruthy();
    await waitFor(() => expect($catalogue.get()).toMatchObject({ status: 'error', error: CatalogueLoadError.NotLoggedIn }));
    expect(events).toEqual([CatalogueLoadError.NotLoggedIn]);
    window.removeEventListener(CATALOGUE_ERROR_EVENT, onError);
  });

  it("an editor's teaser list only invites an anonymous visitor to log in (no error modal)", async () => {
    withCatalogue();
    mockFetch({ 'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } } });
    render(<ProductList search="mælk" />);
    expect(await screen.findByText(da.loginToSeeProducts)).toBeTruthy();
    expect($catalogue.get().status).toBe('idle');
  });

  it('without Web Workers the catalogue fails with "Browser does not support workers"', async () => {
    setCatalogueTransport(() => null);
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList search="mælk" />);
    await waitFor(() => expect($catalogue.get()).toMatchObject({ status: 'error', error: CatalogueLoadError.NoWorkers }));
    expect(await screen.findByRole('alert')).toBeTruthy(); // the list offers a retry, nothing breaks
  });

  it('searches ?search= and ?group= from the URL in the catalogue, without a call per search', async () => {
    withCatalogue();
    at('/soeg?group=10&search=m%C3%A6lk');
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({});
    render(<ProductList />);
    expect(await screen.findByRole('heading', { level: 2, name: da.resultsFor('mælk', 1) })).toBeTruthy();
    expect(articleNames()).toEqual([expect.stringContaining('Letmælk')]);
    expect(callsTo(fetch, 'POST', '/api/product/search')).toHaveLength(0);
  });

  it("an editor's fixed list below the fold searches only when it comes near the view (decision 028)", async () => {
    withCatalogue();
    setFixtureState({ profile: fixtureProfile });
    const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      entry = { callback: (() => {}) as IntersectionObserverCallback, disconnected: false };
      constructor(callback: IntersectionObserverCallback) {
        this.entry.callback = callback;
        observers.push(this.entry);
      }
      observe() {}
      disconnect() { this.entry.disconnected = true; }
    });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000, bottom: 5400, left: 0, right: 300, width: 300, height: 400, x: 0, y: 5000, toJSON: () => ({}) });
    try {
      const { container } = render(<ProductList search="mælk" />);
      await waitFor(() => expect(observers.some((o) => !o.disconnected)).toBe(true));
      expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      const live = observers.find((o) => !o.disconnected)!;
      act(() => live.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(articleNames()).toContainEqual(expect.stringContaining('Letmælk')));
    } finally {
      rect.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('shows skeletons while loading', () => {
    setFixtureState({ profile: fixtureProfile, search: { ...readySearch('mælk', [], 0), status: 'loading' } });
    const { container } = render(<ProductList search="mælk" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
  });

  it('shows the empty message', async () => {
    withCatalogue();
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList search="xyzzyq" />);
    expect(await screen.findByText(da.noResults('xyzzyq'))).toBeTruthy();
  });

  it('shows an error with a retry button that searches again', async () => {
    withCatalogue();
    setFixtureState({ profile: fixtureProfile, search: { ...readySearch('mælk', [], 0), status: 'error' } });
    render(<ProductList search="mælk" />);
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('does not search when the store already holds the query (stories, host pages)', () => {
    withCatalogue();
    setFixtureState({ profile: fixtureProfile, search: readySearch('mælk') });
    render(<ProductList search="mælk" />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it("30 cards per page; 'Vis flere varer' appends the next 30 from the worker", async () => {
    withCatalogue();
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList search="testvare" />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.getByText(da.shownOf(30, 95))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vis flere varer' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    expect(productSearchFor({ text: 'testvare' }).$state.get().products).toHaveLength(60);
  });

  it('two lists on one page show their own results', async () => {
    withCatalogue();
    setFixtureState({ profile: fixtureProfile, search: readySearch('mælk') });
    render(
      <>
        <ProductList search="mælk" />
        <ProductList search="hakket svinekød" />
      </>,
    );
    expect(await screen.findByText(da.noResults('hakket svinekød'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: da.resultsFor('mælk', 4) })).toBeTruthy();
  });

  it('follows popstate to a new ?search=', async () => {
    withCatalogue();
    at('/soeg?search=laks');
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    expect(await screen.findByRole('heading', { level: 2, name: da.resultsFor('laks', 1) })).toBeTruthy();
    window.history.pushState(null, '', '/soeg?search=rugbr%C3%B8d');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { level: 2, name: da.resultsFor('rugbrød', 1) })).toBeTruthy();
  });

  it('live typing: the new phrase goes to the worker from the URL change itself, before the list renders', async () => {
    withCatalogue();
    at('/soeg?search=laks');
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    expect(await screen.findByRole('heading', { level: 2, name: da.resultsFor('laks', 1) })).toBeTruthy();
    setLocationSearch('?search=rugbr%C3%B8d', 'live'); // what the header bar does per keystroke
    // Synchronously, in the keystroke's own task: no render has run yet.
    expect(productSearchFor({ text: 'rugbrød' }).$state.get().status).toBe('loading');
    expect(screen.queryByRole('heading', { level: 2, name: da.resultsFor('rugbrød', 1) })).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: da.resultsFor('rugbrød', 1) })).toBeTruthy();
    expect(location.search).toBe('?search=laks'); // the address bar follows when typing pauses
  });

  it('filters and sorting go into the URL (a history entry each) and the list follows', async () => {
    withCatalogue();
    at('/soeg?search=testvare');
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    const before = window.history.length;

    fireEvent.change(screen.getByRole('combobox', { name: da.sortingLabel }), { target: { value: '7' } });
    await waitFor(() => expect(articleNames()[0]).toBe('Testvare nummer 95'));
    expect(new URLSearchParams(location.search).get('sort')).toBe('7');

    fireEvent.click(screen.getByRole('checkbox', { name: da.top200Filter }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(location.search).toBe('?search=testvare&f-top200=true&sort=7');
    expect(window.history.length).toBe(before + 2);
    // Highest price first among the top-200 products that match "testvare".
    expect(articleNames()).toEqual(['Testvare nummer 5', 'Testvare nummer 3']);

    fireEvent.click(screen.getByRole('button', { name: da.clearFilters }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(location.search).toBe('?search=testvare&sort=7');
  });

  it('posting-group facets show counts and filter; another group widens again', async () => {
    withCatalogue();
    at('/soeg?f-top200=true');
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mejeri (2)' }));
    await waitFor(() => expect(articleNames()).toEqual(['Testvare nummer 5', 'Testvare nummer 3']));
    expect(new URLSearchParams(location.search).get('f-group')).toBe('10');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fisk & skaldyr (1)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(new URLSearchParams(location.search).get('f-group')).toBe('10,40');
  });

  it('top 200 without a phrase shows the customer\'s most bought, most bought first', async () => {
    withCatalogue();
    at('/soeg?f-top200=true');
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    await waitFor(() => expect(articleNames()).toEqual(['Testvare nummer 5', expect.stringContaining('Laksefilet'), 'Testvare nummer 3']));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(da.top200Heading);
  });

  it('a favourite-list view names the list and, sorted by group (2), shows group headers', async () => {
    withCatalogue();
    favoriteListServer();
    at(`/soeg?favoritelist=${FIXTURE_FAVORITE_LIST_ID}&sort=2`);
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(da.favoriteListHeading('Mandagsbestilling')) })).toBeTruthy();
    const headers = screen.getAllByRole('heading', { level: 3 }).filter((h) => h.closest('.group-header'));
    expect(headers.map((h) => h.textContent)).toEqual(['Brød & bageri', 'Fisk & skaldyr', 'Mejeri']);
    // The list's own priority (sorting 0) is offered only here.
    expect(screen.getByRole('option', { name: da.sortings[0] })).toBeTruthy();
  });

  it('a favourite list the user cannot see says so (404 from get)', async () => {
    withCatalogue();
    const fetch = favoriteListServer();
    at('/soeg?favoritelist=999');
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    expect(await screen.findByRole('heading', { level: 2, name: da.favoriteListMissing })).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/favoritelists/get').map((c) => c.url.search)).toEqual(['?id=999']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gallery and list view; the choice is remembered', async () => {
    withCatalogue();
    at('/soeg?search=laks');
    setFixtureState({ profile: fixtureProfile });
    const { container, unmount } = render(<ProductList />);
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: da.viewList }));
    expect(container.querySelector('.grid.rows')).not.toBeNull();
    expect(screen.getByRole('button', { name: da.viewList }).getAttribute('aria-pressed')).toBe('true');
    unmount();
    render(<ProductList />);
    await screen.findAllByRole('article');
    expect(document.querySelector('.grid.rows')).not.toBeNull();
    localStorage.clear();
  });

  it('§9 returnPos: coming back loads as many cards as were shown and scrolls to where the user was', async () => {
    withCatalogue();
    at('/soeg?search=testvare');
    sessionStorage.setItem(RETURN_POS_KEY, serializeReturnPosition({ url: '/soeg?search=testvare', y: 2400, shown: 60, savedAt: Date.now() }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    expect(scrollTo).toHaveBeenCalledWith(0, 2400);
    expect(sessionStorage.getItem(RETURN_POS_KEY)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(sessionStorage.getItem(RETURN_POS_KEY)!)).toMatchObject({ url: '/soeg?search=testvare', shown: 60 });
    sessionStorage.clear();
  });

  it('a newer catalogue version re-runs the shown search', async () => {
    withCatalogue();
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList search="laks" />);
    await screen.findAllByRole('article');
    const search = productSearchFor({ text: 'laks' });
    const spy = vi.spyOn(search, 'search');
    act(() => $catalogue.set({ ...$catalogue.get(), version: 'fixture-2' }));
    expect(spy).toHaveBeenCalled();
  });

  it('keeps the fixture state of paginated stories', () => {
    setFixtureState({ profile: fixtureProfile, search: paginatedSearch });
    render(<ProductList search="test" />);
    expect(screen.getAllByRole('article')).toHaveLength(30);
  });
});

/** Another list of the user that also holds the milk (the §4 prompt counts it). */
const otherList: FavoriteList = { i: 12, n: 'Fredag', x: false, amount: 1, l: [milk.id], shared: false, sharedWithChains: false, mine: true, sorting: 0 };

/**
 * The favourite-list calls as the server answers them, over a list held here: get, the lists, sortorder,
 * standardunit(/all), addproduct, and addtoorder (which answers how many lines it got).
 */
function favoriteListServer(start: FavoriteListDetail = fixtureFavoriteListDetail()) {
  let list = start;
  const change = () => ({ success: true, list: summaryOf(list) });
  return mockFetch({
    'GET /api/favoritelists': { body: [summaryOf(list), otherList] },
    'GET /api/favoritelists/get': ({ url }) => (url.searchParams.get('id') === String(list.i) ? { body: list } : { status: 404, body: { error: 'NotFound', message: 'x' } }),
    'POST /api/favoritelists/sortorder': ({ body }) => {
      const b = body as { sorting?: number; priorities?: { productId: string; ownPriority: number | null }[] };
      const prio = new Map((b.priorities ?? []).map((p) => [p.productId, p.ownPriority]));
      list = { ...list, sorting: b.sorting ?? list.sorting, items: list.items.map((i) => (prio.has(i.productId) ? { ...i, ownPriority: prio.get(i.productId)! } : i)) };
      return { body: change() };
    },
    'POST /api/favoritelists/standardunit': ({ body }) => {
      const b = body as { productId: string; stdUnit: string };
      list = { ...list, items: list.items.map((i) => (i.productId === b.productId ? { ...i, stdUnit: b.stdUnit } : i)) };
      return { body: change() };
    },
    'POST /api/favoritelists/standardunit/all': { body: { success: true, updated: 2 } },
    'POST /api/favoritelists/addproduct': ({ body }) => {
      const b = body as { productId: string };
      list = { ...list, amount: list.amount + 1, l: [...list.l, b.productId], items: [...list.items, { productId: b.productId, stdUnit: null, ownPriority: null, sortOrder: list.items.length }] };
      return { body: change() };
    },
    'POST /api/order/addtoorder': ({ body }) => ({
      body: { addedOrderlines: (body as unknown[]).length, previewOrder: { itemCount: (body as unknown[]).length, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 }, warnings: [], error: null },
    }),
    'GET /api/order/revieworder': { status: 500, body: {} },
  });
}

const toastTexts = () => $toasts.get().map((t) => t.message);
const card = (name: string) => screen.getByRole('article', { name });
/** The cards' full names (a long name shows shortened, with the full name for screen readers). */
const cardNames = () => screen.getAllByRole('article').map((a) => a.querySelector('h3 .visually-hidden')?.textContent ?? a.querySelector('h3')!.textContent);

describe('<ProductList> favourite-list view (issue 5)', () => {
  const open = async (url = `/soeg?favoritelist=${FIXTURE_FAVORITE_LIST_ID}`) => {
    withCatalogue();
    at(url);
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  };

  it('opens in the list\'s own sorting (0): own priority first, with the priority input on every card', async () => {
    favoriteListServer();
    await open();
    expect(cardNames()).toEqual([salmon.name, milk.name, discontinued.name]);
    expect((screen.getByRole('combobox', { name: da.sortingLabel }) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByRole('textbox', { name: da.ownPriorityLabel(milk.name) }) as HTMLInputElement).value).toBe('2');
    expect(location.search).toBe(`?favoritelist=${FIXTURE_FAVORITE_LIST_ID}`); // the list's sorting stays out of the address
  });

  it('links "Allergenoversigt" to the list\'s allergen overview (issue 20 point 2), at allergen-overview-url if set', async () => {
    favoriteListServer();
    await open();
    const link = await screen.findByRole('link', { name: 'Allergenoversigt' });
    expect(link.getAttribute('href')).toBe(`/favoritlister/allergener?favoritelist=${FIXTURE_FAVORITE_LIST_ID}`);
    cleanup();
    render(<ProductList allergenOverviewUrl="/kokken/allergener/{id}" />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Allergenoversigt' }).getAttribute('href')).toBe(`/kokken/allergener/${FIXTURE_FAVORITE_LIST_ID}`));
  });

  it('shows no "Allergenoversigt" outside a favourite list', async () => {
    withCatalogue();
    at('/soeg?search=m%C3%A6lk');
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    await screen.findByRole('combobox', { name: da.sortingLabel });
    expect(screen.queryByRole('link', { name: 'Allergenoversigt' })).toBeNull();
  });

  it('waits for the list: the order is never first the catalogue\'s and then the list\'s', async () => {
    favoriteListServer(fixtureFavoriteListDetail({ sorting: 3 })); // name A-Å saved with the list
    withCatalogue();
    at(`/soeg?favoritelist=${FIXTURE_FAVORITE_LIST_ID}`);
    setFixtureState({ profile: fixtureProfile });
    const seen: string[][] = [];
    render(<ProductList />);
    await waitFor(() => {
      if (screen.queryAllByRole('article').length > 0) seen.push(cardNames() as string[]);
      expect(screen.getAllByRole('article')).toHaveLength(3);
    });
    expect(cardNames()).toEqual([salmon.name, milk.name, discontinued.name].sort((a, b) => a.localeCompare(b, 'da')));
    expect(new Set(seen.map((s) => s.join('|'))).size).toBe(1);
    expect(screen.queryByRole('textbox', { name: da.ownPriorityLabel(milk.name) })).toBeNull();
  });

  it('a priority change saves through sortorder (priorities) and the order follows', async () => {
    const fetch = favoriteListServer();
    await open();
    const input = screen.getByRole('textbox', { name: da.ownPriorityLabel(discontinued.name) });
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    // Priority 1 twice: the list's own order decides (the bread is first on the list).
    await waitFor(() => expect(cardNames()).toEqual([discontinued.name, salmon.name, milk.name]));
    expect(callsTo(fetch, 'POST', '/api/favoritelists/sortorder').map((c) => c.body)).toEqual([
      { id: Number(FIXTURE_FAVORITE_LIST_ID), priorities: [{ productId: discontinued.id, ownPriority: 1 }] },
    ]);
  });

  it('choosing a sorting saves it as the list\'s sorting (sortorder `sorting`); 2 shows group headers', async () => {
    const fetch = favoriteListServer();
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: da.sortingLabel }), { target: { value: '2' } });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).filter((h) => h.closest('.group-header'))).toHaveLength(3));
    expect(new URLSearchParams(location.search).get('sort')).toBe('2');
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/favoritelists/sortorder').map((c) => c.body)).toEqual([{ id: Number(FIXTURE_FAVORITE_LIST_ID), sorting: 2 }]));
    await waitFor(() => expect($favoriteListView.get().list?.sorting).toBe(2));
    expect(screen.queryByRole('textbox', { name: da.ownPriorityLabel(milk.name) })).toBeNull();
  });

  it('§4 a card\'s unit is the list\'s standard unit (get items stdUnit); a change saves it and offers it for all lists', async () => {
    const fetch = favoriteListServer();
    await open();
    const unit = within(card(milk.name)).getByRole('combobox', { name: da.unitLabel(milk.name) }) as HTMLSelectElement;
    expect(unit.value).toBe('STK'); // the list's, not the product's flagged default (KRT)
    fireEvent.change(unit, { target: { value: 'KRT' } });
    const prompt = await screen.findByRole('group', { name: new RegExp(daFavoriteListView.unitSaved('KRT', milk.name)) });
    expect(prompt.textContent).toContain(daFavoriteListView.unitForAllQuestion(1));
    expect(callsTo(fetch, 'POST', '/api/favoritelists/standardunit').map((c) => c.body)).toEqual([{ id: Number(FIXTURE_FAVORITE_LIST_ID), productId: milk.id, stdUnit: 'KRT' }]);
    // The prompt sits right after the card, in its list item: next in the tab order.
    expect(prompt.closest('li')).toBe(card(milk.name).closest('li'));
    fireEvent.click(within(prompt).getByRole('button', { name: daFavoriteListView.unitForAllAccept }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/favoritelists/standardunit/all').map((c) => c.body)).toEqual([{ productId: milk.id, stdUnit: 'KRT' }]));
    expect(screen.queryByRole('group', { name: new RegExp(daFavoriteListView.unitSaved('KRT', milk.name)) })).toBeNull();
    expect(document.activeElement).toBe(unit);
    await waitFor(() => expect(toastTexts()).toContain(daFavoriteLists.standardUnitSaved));
    expect(unit.value).toBe('KRT');
    expect($favoriteListView.get().list?.items.find((i) => i.productId === milk.id)?.stdUnit).toBe('KRT');
  });

  it('"Nej tak" (or Escape) closes the prompt; a product on no other list gets no prompt, only the toast', async () => {
    const fetch = favoriteListServer();
    await open();
    const milkUnit = within(card(milk.name)).getByRole('combobox', { name: da.unitLabel(milk.name) });
    fireEvent.change(milkUnit, { target: { value: 'KRT' } });
    const prompt = await screen.findByRole('group', { name: new RegExp(milk.name) });
    fireEvent.keyDown(within(prompt).getByRole('button', { name: daFavoriteListView.unitForAllDecline }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: new RegExp(milk.name) })).toBeNull();
    expect(callsTo(fetch, 'POST', '/api/favoritelists/standardunit/all')).toHaveLength(0);
  });

  it('"Læg hele listen i kurven": ONE addtoorder with every orderable product, its unit and amount (1 when empty); the discontinued one is named', async () => {
    const fetch = favoriteListServer();
    await open();
    fireEvent.change(within(card(milk.name)).getByRole('textbox', { name: da.amountLabel(milk.name) }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: daFavoriteListView.addWholeList }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body).toEqual([
      { origin: 5, amount: 3, productId: milk.id, unit: 'STK', expiryProduct: false },
      { origin: 5, amount: 1, productId: salmon.id, unit: 'KG', expiryProduct: false },
    ]);
    await waitFor(() => expect(toastTexts()).toEqual([da.addedToBasket(2), daFavoriteListView.skipped([discontinued.name])]));
    expect($toasts.get()[0]!.link?.text).toBe(da.goToBasket);
    // The typed amount is emptied once added.
    expect((within(card(milk.name)).getByRole('textbox', { name: da.amountLabel(milk.name) }) as HTMLInputElement).value).toBe('');
  });

  it('in shopping-list mode the buttons say "…indkøbslisten" and the whole list goes to the list in ONE addlines (issue 22 point 4)', async () => {
    const fetch = favoriteListServer();
    withCatalogue();
    at(`/soeg?favoritelist=${FIXTURE_FAVORITE_LIST_ID}`);
    setFixtureState({ profile: shoppingListProfile });
    render(<ProductList />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: daFavoriteListView.addWholeList })).toBeNull();
    expect(screen.getByRole('button', { name: daShoppingListMode.addSelected })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: daShoppingListMode.addWholeList }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/shoppinglists/addlines')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
    expect((callsTo(fetch, 'POST', '/api/shoppinglists/addlines')[0]!.body as { lines: { productId: string }[] }).lines.map((l) => l.productId)).toEqual([milk.id, salmon.id]);
  });

  it('an invalid amount on a card stops the bulk add and names the product (§5)', async () => {
    const fetch = favoriteListServer();
    await open();
    fireEvent.change(within(card(milk.name)).getByRole('textbox', { name: da.amountLabel(milk.name) }), { target: { value: 'to' } });
    fireEvent.click(screen.getByRole('button', { name: daFavoriteListView.addWholeList }));
    await waitFor(() => expect(toastTexts()).toEqual([daFavoriteListView.invalidAmount(milk.name, da.amountDigitsOnly)]));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
  });

  it('"Læg valgte i kurven" adds the selection in one call; added products leave the selection (a card\'s own add too)', async () => {
    const fetch = favoriteListServer();
    await open();
    const addSelected = screen.getByRole('button', { name: daFavoriteListView.addSelected }) as HTMLButtonElement;
    expect(addSelected.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: `${daFavoriteListView.select} ${salmon.name}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `${daFavoriteListView.select} ${milk.name}` }));
    expect(screen.getByText(daFavoriteListView.selectedCount(2))).toBeTruthy();

    // The milk's own add button: it leaves the selection (§8).
    fireEvent.change(within(card(milk.name)).getByRole('textbox', { name: da.amountLabel(milk.name) }), { target: { value: '1' } });
    fireEvent.click(within(card(milk.name)).getByRole('button', { name: da.addButtonLabel(da.addButton, milk.name) }));
    await waitFor(() => expect(screen.getByText(daFavoriteListView.selectedCount(1))).toBeTruthy());
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body).toEqual([{ origin: 5, amount: 1, productId: milk.id, unit: 'STK', expiryProduct: false }]);

    fireEvent.click(addSelected);
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(2));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[1]!.body).toEqual([{ origin: 5, amount: 1, productId: salmon.id, unit: 'KG', expiryProduct: false }]);
    await waitFor(() => expect(screen.getByText(daFavoriteListView.selectedCount(0))).toBeTruthy());
    expect((screen.getByRole('checkbox', { name: `${daFavoriteListView.select} ${salmon.name}` }) as HTMLInputElement).checked).toBe(false);
  });

  it('no bulk buttons and no selection without ordering (§6)', async () => {
    favoriteListServer();
    withCatalogue();
    at(`/soeg?favoritelist=${FIXTURE_FAVORITE_LIST_ID}`);
    setFixtureState({ profile: { ...fixtureProfile, settings: { ...fixtureProfile.settings, allowOrdering: false } } });
    render(<ProductList />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: daFavoriteListView.addWholeList })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: `${daFavoriteListView.select} ${milk.name}` })).toBeNull();
  });

  it('a product added to the list elsewhere on the page (a card\'s dropdown) shows up without a reload', async () => {
    const fetch = favoriteListServer();
    await open();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/favoritelists')).toHaveLength(1));
    await act(async () => {
      await addProductToFavoriteList(Number(FIXTURE_FAVORITE_LIST_ID), missingFoodInfo.id);
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(cardNames()).toContain(missingFoodInfo.name);
    expect(callsTo(fetch, 'GET', '/api/favoritelists/get')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(da.resultsCount(4));
  });

  it('§8 load failure: the spec\'s text, no cards', async () => {
    withCatalogue();
    mockFetch({ 'GET /api/favoritelists/get': { status: 500, body: {} }, 'GET /api/favoritelists': { body: [] } });
    at(`/soeg?favoritelist=${FIXTURE_FAVORITE_LIST_ID}`);
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    expect((await screen.findByRole('alert')).textContent).toBe(da.favoriteListsLoadFailed);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
