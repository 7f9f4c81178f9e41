import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { fixtureProfile, paginatedSearch, readySearch } from '../shared/fixtures/index.js';
import { FIXTURE_FAVORITE_LIST_ID, fixtureCatalogue } from '../shared/fixtures/catalogue.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
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
    at(`/soeg?favoritelist=${FIXTURE_FAVORITE_LIST_ID}&sort=2`);
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(da.favoriteListHeading('Mandagsbestilling')) })).toBeTruthy();
    const headers = screen.getAllByRole('heading', { level: 3 }).filter((h) => h.closest('.group-header'));
    expect(headers.map((h) => h.textContent)).toEqual(['Brød & bageri', 'Fisk & skaldyr', 'Mejeri']);
    // The list's own priority (sorting 0) is offered only here.
    expect(screen.getByRole('option', { name: da.sortings[0] })).toBeTruthy();
  });

  it('a favourite list the user cannot see says so', async () => {
    withCatalogue();
    at('/soeg?favoritelist=999');
    setFixtureState({ profile: fixtureProfile });
    render(<ProductList />);
    expect(await screen.findByRole('heading', { level: 2, name: da.favoriteListMissing })).toBeTruthy();
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
