import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $toasts } from '../../core/index.js';
import { $favoriteLists } from '../../core/stores/favorite-lists.js';
import { resetFavoriteLists } from '../../core/stores/favorite-lists.js';
import { da } from '../../core/texts/da.js';
import { daFavoriteLists as t } from '../../core/texts/da-favorite-lists.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { adminProfile, colleagueList, lockedList, mondayList, setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { FavoriteLists } from './favorite-lists.js';

function loggedIn(profile = fixtureProfile): void {
  setFixtureState({ profile });
  setFavoriteListsFixture();
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const toastMessages = () => $toasts.get().map((x) => x.message);

// The store is a page singleton: no test inherits another's lists.
beforeEach(() => resetFavoriteLists());

describe('<FavoriteLists>', () => {
  it('lists own lists first, then colleagues’ shared lists, each linking to the search page', () => {
    loggedIn();
    render(<FavoriteLists searchUrl="/soeg" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Kolde køkken', 'Mandagsbestilling', 'Souschefens liste', 'Weekend']);
    expect(screen.getByRole('link', { name: 'Mandagsbestilling' }).getAttribute('href')).toBe('/soeg?favoritelist=12');
    expect(row('Mandagsbestilling').textContent).toContain('2 varer');
    expect(row('Kolde køkken').textContent).toContain(t.locked);
    expect(row('Mandagsbestilling').textContent).not.toContain(t.locked);
    expect(row('Souschefens liste').textContent).toContain(t.colleagueList);
    expect((within(row('Mandagsbestilling')).getByRole('checkbox', { name: `${t.shareLabel}${t.shareSuffix('Mandagsbestilling')}` }) as HTMLInputElement).checked).toBe(true);
  });

  it('gives the owner the actions and a colleague none (§6)', () => {
    loggedIn();
    render(<FavoriteLists />);
    const own = within(row('Mandagsbestilling'));
    for (const action of [t.rename, t.lock, t.delete]) expect(own.getByRole('button', { name: t.onList(action, 'Mandagsbestilling') })).toBeTruthy();
    const locked = within(row('Kolde køkken'));
    for (const action of [t.unlock, t.changePin]) expect(locked.getByRole('button', { name: t.onList(action, 'Kolde køkken') })).toBeTruthy();
    expect(locked.queryByRole('button', { name: t.onList(t.lock, 'Kolde køkken') })).toBeNull();
    const colleague = within(row('Souschefens liste'));
    expect(colleague.queryAllByRole('button')).toHaveLength(0);
    expect(colleague.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows the chains option to admins only (§5, §6)', () => {
    loggedIn();
    const { unmount } = render(<FavoriteLists />);
    expect(screen.queryAllByRole('checkbox', { name: new RegExp(`^${t.chainsLabel}`) })).toHaveLength(0);
    unmount();
    loggedIn(adminProfile);
    render(<FavoriteLists />);
    expect(within(row('Mandagsbestilling')).getByRole('checkbox', { name: `${t.chainsLabel}${t.chainsSuffix('Mandagsbestilling')}` })).toBeTruthy();
  });

  it('shares and unshares a list (owner)', async () => {
    loggedIn();
    const fetch = mockFetch({ 'PUT /api/favoritelists': ({ body }) => ({ body: { ...mondayList, shared: (body as { shared: boolean }).shared } }) });
    render(<FavoriteLists />);
    const box = within(row('Mandagsbestilling')).getByRole('checkbox', { name: new RegExp(`^${t.shareLabel}`) }) as HTMLInputElement;
    await userEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(callsTo(fetch, 'PUT', '/api/favoritelists')[0]!.body).toEqual({ id: 12, shared: false });
  });

  it('locks a list with the PIN dialog; the submit button appears at 4 digits', async () => {
    loggedIn();
    const fetch = mockFetch({ 'POST /api/favoritelists/setpin': { body: { success: true, locked: true } } });
    render(<FavoriteLists />);
    const lockButton = within(row('Mandagsbestilling')).getByRole('button', { name: t.onList(t.lock, 'Mandagsbestilling') });
    await userEvent.click(lockButton);
    const dialog = screen.getByRole('dialog', { name: t.pinTitleLock('Mandagsbestilling') });
    const field = within(dialog).getByLabelText(t.pinLabel);
    await userEvent.type(field, '47x1');
    expect(within(dialog).queryByRole('button', { name: t.pinSubmitLock })).toBeNull();
    await userEvent.type(field, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: t.pinSubmitLock }));
    await waitFor(() => expect(row('Mandagsbestilling').textContent).toContain(t.locked));
    expect(callsTo(fetch, 'POST', '/api/favoritelists/setpin')[0]!.body).toEqual({ favoritelistId: 12, pin: '4711' });
    expect(toastMessages()).toContain(t.listLocked);
    // Focus back on the row's controls (the lock button became 'Lås op' / 'Skift kode').
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('unlocks: a wrong PIN keeps the dialog open with the message; the right one unlocks', async () => {
    loggedIn();
    let answer = { status: 403, body: { error: 'WrongPin', message: t.pinWrong, attemptsLeft: 4 } as unknown };
    mockFetch({ 'POST /api/favoritelists/clearpin': () => answer });
    render(<FavoriteLists />);
    await userEvent.click(within(row('Kolde køkken')).getByRole('button', { name: t.onList(t.unlock, 'Kolde køkken') }));
    const dialog = screen.getByRole('dialog', { name: t.pinTitleUnlock('Kolde køkken') });
    await userEvent.type(within(dialog).getByLabelText(t.pinLabel), '1111{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(t.pinWrong));
    answer = { status: 200, body: { success: true, locked: false } };
    await userEvent.type(within(dialog).getByLabelText(t.pinLabel), '4711{Enter}');
    await waitFor(() => expect(row('Kolde køkken').textContent).not.toContain(t.locked));
    expect(toastMessages()).toContain(t.listUnlocked);
  });

  it('deletes an unlocked list after the confirmation', async () => {
    loggedIn();
    const fetch = mockFetch({ 'DELETE /api/favoritelists/12': { body: { success: true, id: 12 } } });
    render(<FavoriteLists />);
    await userEvent.click(within(row('Mandagsbestilling')).getByRole('button', { name: t.onList(t.delete, 'Mandagsbestilling') }));
    const confirm = screen.getByRole('alertdialog', { name: t.deleteTitle('Mandagsbestilling') });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: t.cancel }));
    await userEvent.click(within(confirm).getByRole('button', { name: t.deleteConfirm }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mandagsbestilling' })).toBeNull());
    expect(callsTo(fetch, 'DELETE', '/api/favoritelists/12')[0]!.body).toEqual({});
  });

  it('deletes a locked list: PIN verified first, then the confirmation, and the PIN sent with the delete (§4)', async () => {
    loggedIn();
    const fetch = mockFetch({
      'POST /api/favoritelists/verifypin': { body: { success: true, locked: true } },
      'DELETE /api/favoritelists/13': { body: { success: true, id: 13 } },
    });
    render(<FavoriteLists />);
    await userEvent.click(within(row('Kolde køkken')).getByRole('button', { name: t.onList(t.delete, 'Kolde køkken') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const pin = screen.getByRole('dialog', { name: t.pinTitleVerify('Kolde køkken') });
    await userEvent.type(within(pin).getByLabelText(t.pinLabel), '4711{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: t.deleteTitle('Kolde køkken') });
    await userEvent.click(within(confirm).getByRole('button', { name: t.deleteConfirm }));
    await waitFor(() => expect($favoriteLists.get().lists.map((l) => l.i)).not.toContain(lockedList.i));
    expect(callsTo(fetch, 'POST', '/api/favoritelists/verifypin')[0]!.body).toEqual({ favoritelistId: 13, pin: '4711' });
    expect(callsTo(fetch, 'DELETE', '/api/favoritelists/13')[0]!.body).toEqual({ pin: '4711' });
  });

  it('renames a list; an empty name is refused in the dialog (§5)', async () => {
    loggedIn();
    const fetch = mockFetch({ 'PUT /api/favoritelists': { body: { ...mondayList, n: 'Mandag' } } });
    render(<FavoriteLists />);
    await userEvent.click(within(row('Mandagsbestilling')).getByRole('button', { name: t.onList(t.rename, 'Mandagsbestilling') }));
    const dialog = screen.getByRole('dialog', { name: t.renameTitle('Mandagsbestilling') });
    const field = within(dialog).getByLabelText(t.renameLabel) as HTMLInputElement;
    expect(field.value).toBe('Mandagsbestilling');
    await userEvent.clear(field);
    await userEvent.type(field, '  {Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe(t.listNameInvalid);
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(field, 'Mandag{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Mandag' })).toBeTruthy());
    expect(callsTo(fetch, 'PUT', '/api/favoritelists')[0]!.body).toEqual({ id: 12, listName: 'Mandag' });
  });

  it('creates a list from the purchase history (date span)', async () => {
    loggedIn();
    const fetch = mockFetch({ 'POST /api/favoritelists/fromhistory': { status: 201, body: { ...colleagueList, i: 50, n: 'Forår', mine: true, shared: false } } });
    render(<FavoriteLists />);
    await userEvent.click(screen.getByRole('button', { name: t.pageNewFromHistory }));
    const dialog = screen.getByRole('dialog', { name: t.newListTitle });
    expect((within(dialog).getByLabelText(t.newListFromHistory) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(t.newListName), 'Forår');
    await userEvent.click(within(dialog).getByRole('button', { name: t.newListCreate }));
    expect(within(dialog).getByRole('alert').textContent).toBe(da.validationFailed);
    await userEvent.type(within(dialog).getByLabelText(t.newListFrom), '2025-01-01');
    await userEvent.type(within(dialog).getByLabelText(t.newListTo), '2025-05-31');
    await userEvent.click(within(dialog).getByRole('button', { name: t.newListCreate }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Forår' })).toBeTruthy());
    expect(callsTo(fetch, 'POST', '/api/favoritelists/fromhistory')).toHaveLength(1);
  });

  it('loads the lists for a logged-in user, and shows the §8 load failure with a retry', async () => {
    setFixtureState({ profile: fixtureProfile });
    let fail = true;
    mockFetch({ 'GET /api/favoritelists': () => (fail ? { status: 500, body: { error: 'ServerError', message: 'x' } } : { body: [mondayList] }) });
    render(<FavoriteLists />);
    await screen.findByText(da.favoriteListsLoadFailed, { exact: false });
    expect(toastMessages()).toContain(da.favoriteListsLoadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t.pageRetry }));
    await screen.findByRole('link', { name: 'Mandagsbestilling' });
  });

  it('asks a logged-out visitor to log in', () => {
    setFixtureState({ profile: null });
    const fetch = mockFetch({});
    render(<FavoriteLists loginUrl="/login" />);
    expect(screen.getByText(t.pageLoginNeeded, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.pageLogin }).getAttribute('href')).toBe('/login');
    expect(callsTo(fetch, 'GET', '/api/favoritelists')).toHaveLength(0);
  });

  it('has no list yet: says how to make one', () => {
    setFixtureState({ profile: fixtureProfile });
    setFavoriteListsFixture([]);
    render(<FavoriteLists />);
    expect(screen.getByText(t.pageEmpty)).toBeTruthy();
  });
});
