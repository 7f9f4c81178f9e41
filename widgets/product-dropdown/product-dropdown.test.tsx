import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $toasts, da } from '../../core/index.js';
import type { OrderContext, Product, Profile } from '../../core/index.js';
import type { FavoriteList } from '../../core/schemas/favorite-list.js';
import { $favoriteLists, resetFavoriteLists } from '../../core/stores/favorite-lists.js';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { daProductDropdown as t } from '../../core/texts/da-product-dropdown.js';
import { fixtureProfile, milk, profileWithoutOrdering, salmon } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { colleagueList, fixtureFavoriteLists, lockedList, mondayList, setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { ProductCard } from '../product-list/product-card.js';

const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };

// The Fastordrer tab's content has tests of its own (recurring-order-panel.test.tsx): here only what
// the dropdown hands it.
vi.mock('./recurring-order-panel.js', () => ({
  RecurringOrderPanel: ({ product, unit, amount }: { product: { id: string }; unit: string; amount: number }) => (
    <div className="recurring-order-panel" data-product={product.id} data-unit={unit} data-amount={amount} />
  ),
}));

// The test set-up resets the page's other stores; the favourite lists are this suite's own.
beforeEach(() => resetFavoriteLists());

/** Two cards of the same product (§5: one store for the page), or one card each of `products`. */
function renderCards(products: Product[], profile: Profile = fixtureProfile) {
  setFixtureState({ profile });
  render(
    <>
      {products.map((p, i) => (
        <ProductCard key={i} product={p} settings={profile.settings} orderContext={ctx} />
      ))}
    </>,
  );
  return screen.getAllByRole('article');
}

const trigger = (card: HTMLElement) => within(card).getByRole('button', { name: /^Favoritlister/ });
const marked = (card: HTMLElement) => trigger(card).getAttribute('data-marked') === 'true';

async function open(card: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(trigger(card));
  return within(card).findByRole('dialog', { name: /^Favoritlister/ });
}

/** The list names in the shown order. */
const rows = (panel: HTMLElement) => Array.from(panel.querySelectorAll('tbody tr')).map((tr) => tr.querySelector('.pdd-name')!.textContent);
const box = (panel: HTMLElement, name: string) => within(panel).getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
/** The (mocked) Fastordrer tab content, once its chunk has loaded. */
const recurringContent = (within_: HTMLElement) =>
  waitFor(() => {
    const el = within_.querySelector('.recurring-order-panel');
    if (!el) throw new Error('the Fastordrer tab has not loaded yet');
    return el;
  });
const toastTexts = () => $toasts.get().map((x) => x.message);
const list = (i: number, n: string, amount: number, extra: Partial<FavoriteList> = {}): FavoriteList => ({
  i, n, x: false, amount, l: [], shared: false, sharedWithChains: false, mine: true, sorting: 0, ...extra,
});

describe('product dropdown: button (§2, §6)', () => {
  it('names the product, tells whether it is open, and is filled when the product is on a list', async () => {
    setFavoriteListsFixture();
    const [onList, notOnList] = renderCards([milk, salmon]);
    expect(trigger(onList!).getAttribute('aria-label')).toBe(`Favoritlister og fastordrer for ${milk.name}`);
    expect(trigger(onList!).getAttribute('aria-expanded')).toBe('false');
    expect(trigger(onList!).getAttribute('aria-haspopup')).toBe('dialog');
    expect(marked(onList!)).toBe(true);
    expect(trigger(onList!).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(trigger(onList!).getAttribute('aria-describedby')!)?.textContent).toBe(da.onFavoriteList);
    expect(marked(notOnList!)).toBe(false);

    const panel = await open(onList!);
    expect(trigger(onList!).getAttribute('aria-expanded')).toBe('true');
    expect(trigger(onList!).getAttribute('aria-controls')).toBe(panel.id);
  });

  it('before the lists load, the catalogue\'s x.favorite flag marks it; once loaded, the lists decide', async () => {
    const flagged = { ...salmon, flags: { ...salmon.flags, favorite: true } };
    let answer!: (reply: { body: unknown }) => void;
    mockFetch({ 'GET /api/favoritelists': () => new Promise((resolve) => (answer = resolve)) });
    const [card] = renderCards([flagged]);
    expect(marked(card!)).toBe(true);
    await open(card!);
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer({ body: [mondayList] });
    await waitFor(() => expect(marked(card!)).toBe(false));
  });

  it('is for logged-in users only (§6)', () => {
    render(<ProductCard product={milk} settings={fixtureProfile.settings} orderContext={ctx} />);
    expect(screen.queryByRole('button', { name: /^Favoritlister/ })).toBeNull();
  });
});

describe('product dropdown: tabs (§2)', () => {
  it.each([
    ['a kitchen with ordering', true, fixtureProfile],
    ['punch-out', false, { ...fixtureProfile, isPunchOut: true }],
    ['ordering off', false, profileWithoutOrdering],
    ['a shopping-list cart (type 1)', false, { ...fixtureProfile, cartType: 1 as const }],
  ])('%s: tabs shown %s', async (_what, tabs, profile) => {
    setFavoriteListsFixture();
    const [card] = renderCards([milk], profile);
    const panel = await open(card!);
    if (tabs) {
      const tabList = within(panel).getByRole('tablist');
      expect(within(tabList).getAllByRole('tab').map((x) => x.textContent)).toEqual(['Favoritlister', 'Fastordrer']);
    } else {
      // Punch-out, no ordering or a shopping list: the favourite lists only, without a tab row.
      expect(within(panel).queryByRole('tablist')).toBeNull();
      expect(within(panel).queryByRole('tab')).toBeNull();
      expect(within(panel).getByRole('heading', { name: 'Favoritlister' })).toBeTruthy();
      expect(trigger(card!).getAttribute('aria-label')).toBe(`Favoritlister for ${milk.name}`);
    }
    expect(rows(panel)).toEqual(fixtureFavoriteLists.map((l) => l.n));
  });

  it('arrow keys, Home and End move between the tabs; each tab controls its panel', async () => {
    setFavoriteListsFixture();
    const [card] = renderCards([milk]);
    const panel = await open(card!);
    const [favorites, recurring] = within(panel).getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect(favorites.getAttribute('aria-selected')).toBe('true');
    expect(favorites.tabIndex).toBe(0);
    expect(recurring.tabIndex).toBe(-1);
    const favoritesPanel = document.getElementById(favorites.getAttribute('aria-controls')!)!;
    expect(favoritesPanel.getAttribute('role')).toBe('tabpanel');
    expect(favoritesPanel.getAttribute('aria-labelledby')).toBe(favorites.id);

    favorites.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(recurring.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(recurring);
    const recurringPanel = document.getElementById(recurring.getAttribute('aria-controls')!)!;
    expect(recurringPanel.hidden).toBe(false);
    expect(favoritesPanel.hidden).toBe(true);
    // The Fastordrer tab (loaded on its first visit) gets the product, the card's unit (KRT, the
    // default) and amount (1: none typed).
    const content = await recurringContent(recurringPanel);
    expect([content.getAttribute('data-product'), content.getAttribute('data-unit'), content.getAttribute('data-amount')]).toEqual([milk.id, 'KRT', '1']);

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(favorites);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(recurring);
    await userEvent.keyboard('{Home}');
    expect(favorites.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(recurring.getAttribute('aria-selected')).toBe('true');
  });

  it('the Fastordrer tab gets the unit and amount chosen on the card', async () => {
    setFavoriteListsFixture();
    const [card] = renderCards([milk]);
    await userEvent.selectOptions(within(card!).getByLabelText(`Enhed for ${milk.name}`), 'STK');
    await userEvent.type(within(card!).getByLabelText(`Antal af ${milk.name}`), '6');
    const panel = await open(card!);
    await userEvent.click(within(panel).getByRole('tab', { name: 'Fastordrer' }));
    const content = await recurringContent(panel);
    expect([content.getAttribute('data-unit'), content.getAttribute('data-amount')]).toEqual(['STK', '6']);
  });
});

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
          : { status: 403, body: { error: 'WrongPin', message: da.pinWrong, attemptsLeft: 4 } },
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
    await within(dialog).findByText(da.pinWrong);
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
    const fetch = mockFetch({ 'GET /api/favoritelists': { status: 500, body: { error: 'ServerError', message: da.serverError } } });
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

describe('product dropdown: a popover (keyboard, focus)', () => {
  it('the search box takes the focus (§9: after 125 ms); Escape closes and gives the focus back to the button', async () => {
    setFavoriteListsFixture();
    const [card] = renderCards([milk]);
    const panel = await open(card!);
    const search = within(panel).getByRole('searchbox');
    await waitFor(() => expect(document.activeElement).toBe(search));
    await userEvent.keyboard('{Escape}');
    expect(within(card!).queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger(card!));
    expect(trigger(card!).getAttribute('aria-expanded')).toBe('false');
    expect(trigger(card!).hasAttribute('aria-controls')).toBe(false);
  });

  it('the delayed focus leaves alone a user who already moved into the panel', async () => {
    setFavoriteListsFixture();
    const [card] = renderCards([milk]);
    const panel = await open(card!);
    const monday = box(panel, 'Mandagsbestilling');
    monday.focus();
    await new Promise((r) => setTimeout(r, 200));
    expect(document.activeElement).toBe(monday);
  });

  it('Escape in the PIN dialog closes that dialog only', async () => {
    setFavoriteListsFixture();
    const [card] = renderCards([salmon]);
    const panel = await open(card!);
    await userEvent.click(box(panel, 'Kolde køkken'));
    const dialog = await screen.findByRole('dialog', { name: daFavoriteLists.pinTitleVerify('Kolde køkken') });
    fireEvent.keyDown(within(dialog).getByLabelText(daFavoriteLists.pinLabel), { key: 'Escape' });
    expect(within(card!).getByRole('dialog', { name: /^Favoritlister/ })).toBeTruthy();
  });

  it('a click outside closes it; the button toggles it; the close button closes it', async () => {
    setFavoriteListsFixture();
    const [card] = renderCards([milk]);
    await open(card!);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(within(card!).queryByRole('dialog')).toBeNull());

    await open(card!);
    fireEvent.pointerDown(within(card!).getByRole('dialog'));
    expect(within(card!).queryByRole('dialog')).not.toBeNull();
    await userEvent.click(trigger(card!));
    expect(within(card!).queryByRole('dialog')).toBeNull();

    const panel = await open(card!);
    await userEvent.click(within(panel).getByRole('button', { name: daFavoriteLists.close }));
    expect(within(card!).queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger(card!));
  });

  it('every control in the open panel is labelled, and its ARIA references resolve', async () => {
    setFavoriteListsFixture();
    const [card] = renderCards([milk]);
    const panel = await open(card!);
    for (const control of Array.from(panel.querySelectorAll('input, select, button'))) {
      if (control.closest('dialog')) continue;
      const labelled = (control as HTMLInputElement).labels?.length || control.getAttribute('aria-label') || control.textContent?.trim();
      expect(labelled, control.outerHTML).toBeTruthy();
    }
    // (The closed PIN and new-list dialogs render their content, and the ids they name, when open.)
    for (const el of Array.from(card!.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby]')).filter((e) => !e.closest('dialog'))) {
      for (const attr of ['aria-controls', 'aria-labelledby', 'aria-describedby']) {
        for (const ref of (el.getAttribute(attr) ?? '').split(' ').filter(Boolean)) expect(document.getElementById(ref), `${attr} #${ref}`).not.toBeNull();
      }
    }
    // Membership shows as the checkbox state; the locked list says so in its name.
    expect(box(panel, 'Mandagsbestilling').checked).toBe(true);
    expect(box(panel, 'Kolde køkken').checked).toBe(false);
    expect(box(panel, 'Kolde køkken').labels![0]!.textContent).toContain(t.locked);
    expect($favoriteLists.get().status).toBe('ready');
  });
});
