import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { da } from '../../core/index.js';
import { resetFavoriteLists } from '../../core/stores/favorite-lists.js';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { daProductDropdown as t } from '../../core/texts/da-product-dropdown.js';
import { milk, salmon } from '../shared/fixtures/index.js';
import { colleagueList, lockedList, mondayList, setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { box, list, marked, open, renderCards, rows, toastTexts } from './product-dropdown.test-kit.js';
import { daServer } from '../../core/texts/da-server.js';

// The Fastordrer tab's content has tests of its own (recurring-order-panel.test.tsx); mocked as in
// product-dropdown.test.tsx, so the dropdown around these lists is the same.
vi.mock('./recurring-order-panel.js', () => ({
  RecurringOrderPanel: ({ product, unit, amount }: { product: { id: string }; unit: string; amount: number }) => (
    <div className="recurring-order-panel" data-product={product.id} data-unit={unit} data-amount={amount} />
  ),
}));

// The test set-up resets the page's other stores; the favourite lists are this suite's own.
beforeEach(() => resetFavoriteLists());

describe('product dropdown: the favourite lists (§2 "Favourite-list dropdown")', () => {
  it('sorts by Navn (Danish order) and Antal varer: ascending, descending, then none (aria-sort)', async () => {
    // The server's order: own lists first, then colleagues' (here: not alphabetical).
    setFavoriteListsFixture([list(1, 'Øl', 4), list(2, 'Basis', 10), list(3, 'Æbler', 1), list(4, 'Zoo', 7, { mine: false, shared: true })]);
    const [card] = renderCards([milk]);
    const panel = await open(card!);
    const header = (name: string) => within(panel).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const sortButton = (name: string) => within(header(name)).getByRole('button');
    expect(rows(panel)).toEqual(['Øl', 'Basis', 'Æbler', 'Zoo']);
    expect(header('Navn').getAttribute('aria-sort')).toBe('none');

    await userEvent.click(sortButton('Navn'));
    expect(header('Navn').getAttribute('aria-sort')).toBe('ascending');
    expect(rows(panel)).toEqual(['Basis', 'Zoo', 'Æbler', 'Øl']);
    await userEvent.click(sortButton('Navn'));
    expect(header('Navn').getAttribute('aria-sort')).toBe('descending');
    expect(rows(panel)).toEqual(['Øl', 'Æbler', 'Zoo', 'Basis']);
    await userEvent.click(sortButton('Navn'));
    expect(header('Navn').getAttribute('aria-sort')).toBe('none');
    expect(rows(panel)).toEqual(['Øl', 'Basis', 'Æbler', 'Zoo']);

    await userEvent.click(sortButton('Antal varer'));
    expect(header('Antal varer').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Navn').getAttribute('aria-sort')).toBe('none');
    expect(rows(panel)).toEqual(['Æbler', 'Øl', 'Zoo', 'Basis']);
    await userEvent.click(sortButton('Antal varer'));
    expect(rows(panel)).toEqual(['Basis', 'Zoo', 'Øl', 'Æbler']);
    // Switching header starts the other one at ascending.
    await userEvent.click(sortButton('Navn'));
    expect(header('Navn').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Antal varer').getAttribute('aria-sort')).toBe('none');
  });

  it('the search box filters the lists by name', async () => {
    setFavoriteListsFixture();
    const [card] = renderCards([milk]);
    const panel = await open(card!);
    const search = within(panel).getByRole('searchbox', { name: t.searchLabel });
    await userEvent.type(search, 'BESTIL');
    expect(rows(panel)).toEqual(['Mandagsbestilling']);
    await userEvent.clear(search);
    await userEvent.type(search, 'xyz');
    expect(rows(panel)).toEqual([]);
    expect(within(panel).getByText(t.noMatches('xyz'))).toBeTruthy();
  });

  it('ticking a list adds the product (toast) and the mark fills on every card showing it; unticking removes it', async () => {
    setFavoriteListsFixture();
    const withSalmon = { ...mondayList, amount: 3, l: [...mondayList.l, salmon.id] };
    const fetch = mockFetch({
      'POST /api/favoritelists/addproduct': { body: { success: true, list: withSalmon } },
      'DELETE /api/favoritelists/product': { body: { success: true, list: mondayList } },
    });
    const [first, second] = renderCards([salmon, salmon]);
    expect([marked(first!), marked(second!)]).toEqual([false, false]);
    const panel = await open(first!);
    const monday = box(panel, 'Mandagsbestilling');
    expect(monday.checked).toBe(false);

    await userEvent.click(monday);
    await waitFor(() => expect(box(panel, 'Mandagsbestilling').checked).toBe(true));
    expect(callsTo(fetch, 'POST', '/api/favoritelists/addproduct').map((c) => c.body)).toEqual([{ id: 12, productId: salmon.id, checkoutId: -1 }]);
    expect(toastTexts()).toContain('Varen er tilføjet til listen Mandagsbestilling');
    // §5: one store for the page: the other card's mark follows at once.
    expect([marked(first!), marked(second!)]).toEqual([true, true]);

    await userEvent.click(box(panel, 'Mandagsbestilling'));
    await waitFor(() => expect(box(panel, 'Mandagsbestilling').checked).toBe(false));
    expect(callsTo(fetch, 'DELETE', '/api/favoritelists/product').map((c) => c.body)).toEqual([{ id: 12, productId: salmon.id }]);
    expect(toastTexts()).toContain('Varen er fjernet fra listen Mandagsbestilling');
    expect([marked(first!), marked(second!)]).toEqual([false, false]);
  });

  it('adds with the unit chosen on the card as the list\'s standard unit when it is not the default', async () => {
    setFavoriteListsFixture([{ ...colleagueList, l: ['100200'] }]);
    const fetch = mockFetch({ 'POST /api/favoritelists/addproduct': { body: { success: true, list: colleagueList } } });
    const [card] = renderCards([milk]);
    await userEvent.selectOptions(within(card!).getByLabelText(`Enhed for ${milk.name}`), 'STK');
    const panel = await open(card!);
    await userEvent.click(box(panel, 'Souschefens liste'));
    await waitFor(() => expect(box(panel, 'Souschefens liste').checked).toBe(true));
    expect(callsTo(fetch, 'POST', '/api/favoritelists/addproduct').map((c) => c.body)).toEqual([{ id: 20, productId: milk.id, stdUnit: 'STK', checkoutId: -1 }]);
  });

  it('a locked list asks for the PIN first (§4 verify): a wrong PIN is refused, the right one adds with the PIN', async () => {
    setFavoriteListsFixture();
    const fetch = mockFetch({
      'POST /api/favoritelists/verifypin': ({ body }) =>
        (body as { pin: string }).pin === '4711'
          ? { body: { success: true, locked: true } }
          : { status: 403, body: { error: 'WrongPin', message: daFavoriteLists.pinWrong, attemptsLeft: 4 } },
      'POST /api/favoritelists/addproduct': { body: { success: true, list: { ...lockedList, amount: 2, l: [...lockedList.l, salmon.id] } } },
    });
    const [card, other] = renderCards([salmon, salmon]);
    const panel = await open(card!);
    await userEvent.click(box(panel, 'Kolde køkken'));
    const dialog = await screen.findByRole('dialog', { name: daFavoriteLists.pinTitleVerify('Kolde køkken') });
    // Nothing is sent before the PIN, and the box still shows the list's state.
    expect(callsTo(fetch, 'POST', '/api/favoritelists/addproduct')).toEqual([]);
    expect(box(panel, 'Kolde køkken').checked).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(daFavoriteLists.pinLabel), '0000{Enter}');
    await within(dialog).findByText(daFavoriteLists.pinWrong);
    expect(callsTo(fetch, 'POST', '/api/favoritelists/addproduct')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(daFavoriteLists.pinLabel), '4711{Enter}');
    await waitFor(() => expect(box(panel, 'Kolde køkken').checked).toBe(true));
    expect(callsTo(fetch, 'POST', '/api/favoritelists/verifypin').map((c) => c.body)).toEqual([
      { favoritelistId: 13, pin: '0000' },
      { favoritelistId: 13, pin: '4711' },
    ]);
    expect(callsTo(fetch, 'POST', '/api/favoritelists/addproduct').map((c) => c.body)).toEqual([{ id: 13, productId: salmon.id, pin: '4711', checkoutId: -1 }]);
    expect(toastTexts()).toContain('Varen er tilføjet til listen Kolde køkken');
    expect(marked(other!)).toBe(true);
    // The dropdown stays open behind the closed PIN dialog.
    expect(within(card!).getByRole('dialog', { name: /^Favoritlister/ })).toBeTruthy();
  });

  it('"Opret ny liste" opens the new-list dialog with the product: the list is created, then the product added', async () => {
    setFavoriteListsFixture();
    const created = list(30, 'Fredagsbar', 0, { shared: true });
    const fetch = mockFetch({
      'POST /api/favoritelists': { status: 201, body: created },
      'POST /api/favoritelists/addproduct': { body: { success: true, list: { ...created, amount: 1, l: [salmon.id] } } },
    });
    const [card] = renderCards([salmon]);
    const panel = await open(card!);
    await userEvent.click(within(panel).getByRole('button', { name: t.addNewList }));
    const dialog = await screen.findByRole('dialog', { name: daFavoriteLists.newListTitle });
    await userEvent.type(within(dialog).getByLabelText(daFavoriteLists.newListName), 'Fredagsbar');
    await userEvent.click(within(dialog).getByLabelText(daFavoriteLists.newListShared));
    await userEvent.click(within(dialog).getByRole('button', { name: daFavoriteLists.newListCreate }));
    await waitFor(() => expect(box(panel, 'Fredagsbar').checked).toBe(true));
    expect(callsTo(fetch, 'POST', '/api/favoritelists').map((c) => c.body)).toEqual([{ listName: 'Fredagsbar', shared: true, sharedWithChains: false }]);
    expect(callsTo(fetch, 'POST', '/api/favoritelists/addproduct').map((c) => c.body)).toEqual([{ id: 30, productId: salmon.id, stdUnit: null, checkoutId: -1 }]);
    expect(toastTexts()).toContain('Varen er tilføjet til listen Fredagsbar');
    expect(marked(card!)).toBe(true);
  });

  it('loads the lists on the first open; a failure shows the §8 load text in the panel', async () => {
    const fetch = mockFetch({ 'GET /api/favoritelists': { status: 500, body: { error: 'ServerError', message: daServer.serverError } } });
    const [card] = renderCards([milk]);
    expect(callsTo(fetch, 'GET', '/api/favoritelists')).toEqual([]);
    const panel = await open(card!);
    await within(panel).findByText(da.favoriteListsLoadFailed);
    expect(da.favoriteListsLoadFailed).toBe('Der skete en fejl under indlæsningen af favoritlister. Genindlæs venligst siden og prøv igen');
    mockFetch({ 'GET /api/favoritelists': { body: [mondayList] } });
    await userEvent.click(within(panel).getByRole('button', { name: t.retry }));
    await waitFor(() => expect(rows(panel)).toEqual(['Mandagsbestilling']));
  });
});
