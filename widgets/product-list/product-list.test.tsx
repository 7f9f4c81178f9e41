import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PAGE_SIZE, da, productSearchFor } from '../../core/index.js';
import { fixtureProfile, manyProducts, milkWire, paginatedSearch, readySearch } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { ProductList } from './product-list.js';

describe('<ProductList>', () => {
  it('asks anonymous visitors to log in and does not search', async () => {
    const fetch = mockFetch({ 'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } } });
    render(<ProductList search="mælk" />);
    expect(await screen.findByText(da.loginToSeeProducts)).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/product/search')).toHaveLength(0);
  });

  it('searches ?search= and ?group= from the URL and shows the results heading and cards', async () => {
    window.history.replaceState(null, '', '/soeg?group=10&search=m%C3%A6lk');
    const fetch = mockFetch({
      'POST /api/profile/profileinfo': { body: fixtureProfile },
      'POST /api/product/search': { body: { total: 1, skip: 0, products: [milkWire] } },
      'GET /api/order/revieworder': { status: 500 },
    });
    render(<ProductList />);
    expect(await screen.findByRole('heading', { level: 2, name: da.resultsFor('mælk', 1) })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(callsTo(fetch, 'POST', '/api/product/search')[0]?.body).toMatchObject({
      payload: { text: 'mælk', postingGroups: ['10'] },
      skip: 0,
      take: PAGE_SIZE,
    });
  });

  it('shows skeletons while loading', () => {
    setFixtureState({ profile: fixtureProfile, search: { status: 'loading', query: { text: 'mælk', group: null }, products: [], total: 0 } });
    const { container } = render(<ProductList search="mælk" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
  });

  it('shows the empty message', () => {
    setFixtureState({ profile: fixtureProfile, search: readySearch('xyz', [], 0) });
    render(<ProductList search="xyz" />);
    expect(screen.getByText(da.noResults('xyz'))).toBeTruthy();
  });

  it('shows an error with a retry button that searches again', async () => {
    setFixtureState({ profile: fixtureProfile, search: { status: 'error', query: { text: 'mælk', group: null }, products: [], total: 0 } });
    const fetch = mockFetch({ 'POST /api/product/search': { body: { total: 1, skip: 0, products: [milkWire] } } });
    render(<ProductList search="mælk" />);
    expect(callsTo(fetch, 'POST', '/api/product/search')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('does not search when the store already holds the query (stories, host pages)', () => {
    setFixtureState({ profile: fixtureProfile, search: readySearch('mælk') });
    const fetch = mockFetch({});
    render(<ProductList search="mælk" />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("'Vis flere varer' loads the next page", async () => {
    setFixtureState({ profile: fixtureProfile, search: paginatedSearch });
    const next = manyProducts(60).slice(30).map((p) => ({ ...milkWire, i: [p.id, '', ''], d: p.name }));
    const fetch = mockFetch({ 'POST /api/product/search': { body: { total: 95, skip: 30, products: next } } });
    render(<ProductList search="test" />);
    expect(screen.getAllByRole('article')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Vis flere varer' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    expect(callsTo(fetch, 'POST', '/api/product/search')[0]?.body).toMatchObject({ skip: 30, take: 30 });
    expect(productSearchFor({ text: 'test', group: null }).$state.get().products).toHaveLength(60);
  });

  it('two lists on one page show their own results', async () => {
    setFixtureState({ profile: fixtureProfile, search: readySearch('mælk') });
    const fetch = mockFetch({ 'POST /api/product/search': { body: { total: 0, skip: 0, products: [] } } });
    render(
      <>
        <ProductList search="mælk" />
        <ProductList search="hakket svinekød" />
      </>,
    );
    expect(await screen.findByText(da.noResults('hakket svinekød'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: da.resultsFor('mælk', 4) })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(callsTo(fetch, 'POST', '/api/product/search').map((c) => (c.body as { payload: { text: string } }).payload.text)).toEqual(['hakket svinekød']);
  });

  it('follows popstate to a new ?search=', async () => {
    setFixtureState({ profile: fixtureProfile, search: readySearch('mælk') });
    const fetch = mockFetch({ 'POST /api/product/search': { body: { total: 0, skip: 0, products: [] } } });
    render(<ProductList />);
    window.history.pushState(null, '', '/soeg?search=ost');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText(da.noResults('ost'))).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/product/search')[0]?.body).toMatchObject({ payload: { text: 'ost' } });
  });
});
