import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $toasts } from '../../core/index.js';
import { $favoriteLists } from '../../core/stores/favorite-lists.js';
import { resetFavoriteLists } from '../../core/stores/favorite-lists.js';
import { da } from '../../core/texts/da.js';
import { daFavoriteLists as t } from '../../core/texts/da-favorite-lists.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { adminProfile, mondayList, setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { NewListDialog } from './new-list-dialog.js';

const created = { ...mondayList, i: 40, n: 'Fredagsbar', amount: 0, l: [], shared: false };

function setup(profile = fixtureProfile) {
  setFixtureState({ profile });
  setFavoriteListsFixture([mondayList]);
}

const nameField = () => screen.getByLabelText(t.newListName) as HTMLInputElement;
const create = () => userEvent.click(screen.getByRole('button', { name: t.newListCreate }));

// The store is a page singleton: no test inherits another's lists.
beforeEach(() => resetFavoriteLists());

describe('<NewListDialog> (§2, §4, §5)', () => {
  it('refuses a name that is empty after trimming, without calling the server (§5)', async () => {
    setup();
    const fetch = mockFetch({});
    const onClose = vi.fn();
    render(<NewListDialog open onClose={onClose} />);
    expect(document.activeElement).toBe(nameField());
    await userEvent.type(nameField(), '   ');
    await create();
    expect(screen.getByRole('alert').textContent).toBe(t.listNameInvalid);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates a list with the trimmed name and shared flag, then closes', async () => {
    setup();
    const fetch = mockFetch({ 'POST /api/favoritelists': { status: 201, body: { ...created, shared: true } } });
    const onClose = vi.fn();
    const onCreated = vi.fn();
    render(<NewListDialog open onClose={onClose} onCreated={onCreated} />);
    await userEvent.type(nameField(), '  Fredagsbar  ');
    await userEvent.click(screen.getByLabelText(t.newListShared));
    await create();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, 'POST', '/api/favoritelists')[0]!.body).toEqual({ listName: 'Fredagsbar', shared: true, sharedWithChains: false });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ i: 40, n: 'Fredagsbar' }));
    expect($favoriteLists.get().lists.map((l) => l.i)).toContain(40);
  });

  it('shows the chains option to admins only (§5, §6)', async () => {
    setup();
    const { unmount } = render(<NewListDialog open onClose={() => {}} />);
    expect(screen.queryByLabelText(t.newListChains)).toBeNull();
    unmount();
    setup(adminProfile);
    const fetch = mockFetch({ 'POST /api/favoritelists': { status: 201, body: { ...created, sharedWithChains: true } } });
    render(<NewListDialog open onClose={() => {}} />);
    await userEvent.type(nameField(), 'Kæde');
    await userEvent.click(screen.getByLabelText(t.newListChains));
    await create();
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/favoritelists')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/favoritelists')[0]!.body).toMatchObject({ sharedWithChains: true });
  });

  it('date-span mode needs both dates (§5), then creates from the purchase history', async () => {
    setup();
    const fetch = mockFetch({ 'POST /api/favoritelists/fromhistory': { status: 201, body: { ...created, n: 'Forår', amount: 2, l: ['100123', '100456'] } } });
    const onClose = vi.fn();
    render(<NewListDialog open allowHistory onClose={onClose} />);
    const from = screen.getByLabelText(t.newListFrom) as HTMLInputElement;
    expect(from.closest('[hidden]')).not.toBeNull(); // the dates show in date-span mode only
    await userEvent.type(nameField(), 'Forår');
    await userEvent.click(screen.getByLabelText(t.newListFromHistory));
    expect(from.closest('[hidden]')).toBeNull();
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    await create();
    expect(screen.getByRole('alert').textContent).toBe(da.validationFailed);
    expect(document.activeElement).toBe(screen.getByLabelText(t.newListTo));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(t.newListTo), { target: { value: '2025-05-31' } });
    await create();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, 'POST', '/api/favoritelists/fromhistory')[0]!.body).toEqual({ listName: 'Forår', shared: false, sharedWithChains: false, from: '2025-01-01', to: '2025-05-31' });
  });

  it('offers no date span unless asked to', () => {
    setup();
    render(<NewListDialog open onClose={() => {}} />);
    expect(screen.queryByLabelText(t.newListFromHistory)).toBeNull();
  });

  it('a list not created keeps the dialog open with the server message, shown 6 s as a toast (§8)', async () => {
    setup();
    const message = 'Der er ingen køb i den valgte periode, så listen blev ikke oprettet.';
    mockFetch({ 'POST /api/favoritelists/fromhistory': { status: 409, body: { error: 'NoPurchases', message } } });
    const onClose = vi.fn();
    render(<NewListDialog open allowHistory onClose={onClose} />);
    await userEvent.type(nameField(), 'Tom');
    await userEvent.click(screen.getByLabelText(t.newListFromHistory));
    fireEvent.change(screen.getByLabelText(t.newListFrom), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText(t.newListTo), { target: { value: '2020-01-31' } });
    await create();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(onClose).not.toHaveBeenCalled();
    expect($toasts.get()).toContainEqual(expect.objectContaining({ message, durationMs: 6000 }));
  });

  it('with a product: creates the list first, then adds the product (§4)', async () => {
    setup();
    const fetch = mockFetch({
      'POST /api/favoritelists': { status: 201, body: created },
      'POST /api/favoritelists/addproduct': { body: { success: true, list: { ...created, amount: 1, l: ['100123'] } } },
    });
    const onCreated = vi.fn();
    render(<NewListDialog open productId="100123" stdUnit="KRT" onClose={() => {}} onCreated={onCreated} />);
    await userEvent.type(nameField(), 'Fredagsbar{Enter}');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ i: 40, l: ['100123'] })));
    const order = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(order).toEqual(['/api/favoritelists', '/api/favoritelists/addproduct']);
    expect(callsTo(fetch, 'POST', '/api/favoritelists/addproduct')[0]!.body).toEqual({ id: 40, productId: '100123', stdUnit: 'KRT', checkoutId: -1 });
  });
});
