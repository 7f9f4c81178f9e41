// The list's controls (toolbar, load-more) are a chunk of their own (decision 030 "Third pass"). Here the
// chunk is held back until the first cards are shown, the rare order on a page (it is asked for as soon
// as the list has a session): the cards do not wait, the toolbar's room is kept, and once the chunk is
// there the controls work as before.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { da, setCatalogueTransport } from '../../core/index.js';
import { inPageTransport } from '../../core/catalogue/in-page-transport.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureCatalogue } from '../shared/fixtures/catalogue.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { ProductList } from './product-list.js';

const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((done) => (release = done));
  return { arrived, release: () => release() };
});
vi.mock('./list-controls.js', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('<ProductList> before its controls have loaded', () => {
  it('shows the first cards at once, keeps the toolbar\'s room, then the toolbar and load-more work', async () => {
    setCatalogueTransport(inPageTransport({ data: fixtureCatalogue() }));
    window.history.replaceState(null, '', '/soeg?search=testvare');
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<ProductList />);

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    const room = container.querySelector('.toolbar-pending');
    expect(room?.getAttribute('aria-hidden')).toBe('true');
    // The room stands where the toolbar will: before the cards, so they do not move when it comes.
    expect(room!.compareDocumentPosition(container.querySelector('ul.grid')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: da.sortingLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: da.loadMore })).toBeNull();

    await act(async () => chunk.release());
    const sorting = await screen.findByRole('combobox', { name: da.sortingLabel });
    expect(container.querySelector('.toolbar-pending')).toBeNull();
    sorting.focus();
    expect(document.activeElement).toBe(sorting);
    fireEvent.change(sorting, { target: { value: '7' } });
    await waitFor(() => expect(new URLSearchParams(location.search).get('sort')).toBe('7'));

    fireEvent.click(await screen.findByRole('button', { name: da.loadMore }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(30));
  });
});
