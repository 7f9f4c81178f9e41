import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { da } from '../../core/index.js';
import { $favoriteLists, resetFavoriteLists } from '../../core/stores/favorite-lists.js';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { daProductDropdown as t } from '../../core/texts/da-product-dropdown.js';
import { fixtureProfile, milk, profileWithoutOrdering, salmon } from '../shared/fixtures/index.js';
import { fixtureFavoriteLists, mondayList, setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { ProductCard } from '../product-list/product-card.js';
import { box, ctx, marked, open, recurringContent, renderCards, rows, trigger } from './product-dropdown.test-kit.js';

// The Fastordrer tab's content has tests of its own (recurring-order-panel.test.tsx): here only what
// the dropdown hands it.
vi.mock('./recurring-order-panel.js', () => ({
  RecurringOrderPanel: ({ product, unit, amount }: { product: { id: string }; unit: string; amount: number }) => (
    <div className="recurring-order-panel" data-product={product.id} data-unit={unit} data-amount={amount} />
  ),
}));

// The test set-up resets the page's other stores; the favourite lists are this suite's own.
beforeEach(() => resetFavoriteLists());

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
