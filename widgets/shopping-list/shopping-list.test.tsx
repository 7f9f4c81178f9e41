import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { $sentShoppingLists, $shoppingList } from '../../core/stores/shopping-list.js';
import { $shoppingListUnits } from '../../core/stores/shopping-list-units.js';
import { daShoppingList as t } from '../../core/texts/da-shopping-list.js';
import { daLoginNeeded } from '../../core/texts/da-login-needed.js';
import { fixtureProfile, shoppingListProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch, type MockRoute } from '../shared/fixtures/mock-fetch.js';
import { currentList, emptyList, listUnits, sentList } from './shopping-list-fixtures.js';
import { ShoppingListPage } from './shopping-list.js';

const BASE = '/api/shoppinglists';

function open(routes: Record<string, MockRoute> = {}) {
  const fetch = mockFetch({
    [`GET ${BASE}/null`]: { body: currentList },
    [`GET ${BASE}/`]: { body: { lists: [currentList, sentList], total: 2 } },
    'GET /api/product/getbyids': { body: [] },
    ...routes,
  });
  setFixtureState({ profile: shoppingListProfile });
  render(<ShoppingListPage />);
  return fetch;
}

afterEach(() => resetStores());

describe('<ShoppingListPage> (issue 22 point 4, §7 Shopping lists)', () => {
  it('shows the current list with name, brand, number, amount and unit, and the sent lists read-only', async () => {
    open();
    const current = await screen.findByRole('region', { name: t.heading });
    expect(within(current).getByText('Sødmælk 3,5%')).toBeTruthy();
    expect(within(current).getAllByText('Arla').length).toBeGreaterThan(0);
    expect(within(current).getByText('100234')).toBeTruthy();
    expect((within(current).getByLabelText(t.amountFor('Kyllingebryst')) as HTMLInputElement).value).toBe('2,5');
    expect((within(current).getByLabelText(t.name) as HTMLInputElement).value).toBe('Uge 48');
    const sent = await screen.findByRole('region', { name: t.sentHeading });
    expect(await within(sent).findByRole('heading', { name: 'Uge 47' })).toBeTruthy();
    // Read-only: no inputs or buttons in a sent list; dd-mm-yyyy date and the sender.
    expect(within(sent).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(sent).getByText(/Sendt 20-11-2026 .* af Inco Kok/)).toBeTruthy();
    // The current list is never among the sent ones.
    expect(within(sent).queryByRole('heading', { name: 'Uge 48' })).toBeNull();
  });

  it('edits an amount through core\'s amount rule; a bad amount says why and sends nothing', async () => {
    const fetch = open({
      [`PUT ${BASE}/updateline`]: ({ body }) => ({ body: { ...currentList, lines: currentList.lines.map((l) => (l.id === 1 ? { ...l, amount: (body as { amount: number }).amount } : l)) } }),
    });
    const field = (await screen.findByLabelText(t.amountFor('Sødmælk 3,5%'))) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: t.updateFor('Sødmælk 3,5%') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Du kan kun indtaste tal i feltet');
    expect(callsTo(fetch, 'PUT', `${BASE}/updateline`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(t.amountFor('Sødmælk 3,5%')), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: t.updateFor('Sødmælk 3,5%') }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', `${BASE}/updateline`)).toHaveLength(1));
    const call = callsTo(fetch, 'PUT', `${BASE}/updateline`)[0]!;
    expect(call.url.searchParams.get('lineId')).toBe('1');
    expect(call.body).toEqual({ amount: 6 });
    await waitFor(() => expect(($shoppingList.get().list?.lines[0]?.amount)).toBe(6));
  });

  it('changes a line\'s unit from the product\'s units', async () => {
    $shoppingListUnits.set(listUnits);
    const fetch = open({ [`PUT ${BASE}/updateline`]: { body: currentList } });
    const select = (await screen.findByLabelText(t.unitFor('Sødmælk 3,5%'))) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['KRT', 'STK']);
    fireEvent.change(select, { target: { value: 'STK' } });
    await waitFor(() => expect(callsTo(fetch, 'PUT', `${BASE}/updateline`)).toHaveLength(1));
    expect(callsTo(fetch, 'PUT', `${BASE}/updateline`)[0]!.body).toEqual({ amount: 2, unit: 'STK' });
  });

  it('removes a line', async () => {
    const fetch = open({ [`DELETE ${BASE}`]: { body: { ...currentList, itemCount: 2, lines: currentList.lines.slice(1) } } });
    fireEvent.click(await screen.findByRole('button', { name: t.removeFor('Sødmælk 3,5%') }));
    await waitFor(() => expect(screen.queryByText('Sødmælk 3,5%', { selector: '.name' })).toBeNull());
    expect(callsTo(fetch, 'DELETE', BASE)[0]!.url.searchParams.get('lineId')).toBe('1');
  });

  it('saves the name and comment', async () => {
    const fetch = open({ [`PUT ${BASE}`]: ({ body }) => ({ body: { ...currentList, ...(body as object) } }) });
    fireEvent.change(await screen.findByLabelText(t.name), { target: { value: 'Uge 49' } });
    fireEvent.change(screen.getByLabelText(t.comment), { target: { value: 'Fredag' } });
    fireEvent.click(screen.getByRole('button', { name: t.saveDetails }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', BASE)).toHaveLength(1));
    expect(callsTo(fetch, 'PUT', BASE)[0]!.body).toEqual({ id: 7, name: 'Uge 49', comment: 'Fredag' });
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain(t.saved));
  });

  it('sends after the confirm dialog: the new empty list, the sent one on top of the sent lists', async () => {
    const sentNow = { ...currentList, sentAt: '2026-11-27T06:00:00.000Z', sentBy: 'Inco Kok' };
    const fetch = open({ [`POST ${BASE}/send`]: { body: { sent: sentNow, current: emptyList } } });
    const sendButton = await screen.findByRole('button', { name: t.send });
    fireEvent.click(sendButton);
    const dialog = await screen.findByRole('dialog', { name: t.confirmHeading });
    // Focus starts on the safe choice.
    expect(document.activeElement?.textContent).toBe(t.cancel);
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmSend }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `${BASE}/send`)).toHaveLength(1));
    expect(callsTo(fetch, 'POST', `${BASE}/send`)[0]!.body).toEqual({ id: 7 });
    expect(await screen.findByText(t.empty)).toBeTruthy();
    const sent = screen.getByRole('region', { name: t.sentHeading });
    const titles = within(sent).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Uge 48', 'Uge 47']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancelling the dialog sends nothing', async () => {
    const fetch = open();
    fireEvent.click(await screen.findByRole('button', { name: t.send }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'POST', `${BASE}/send`)).toHaveLength(0);
  });

  it('shows the server\'s Danish message when sending fails, and keeps the list', async () => {
    open({ [`POST ${BASE}/send`]: { status: 409, body: { error: 'ShoppingListEmpty', message: 'Listen er tom.' } } });
    fireEvent.click(await screen.findByRole('button', { name: t.send }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.confirmSend }));
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain('Listen er tom.'));
    expect($shoppingList.get().list?.id).toBe(7);
  });

  it('"Vis flere" asks for the next page', async () => {
    const fetch = open({
      [`GET ${BASE}/`]: ({ url }) => ({
        body: url.searchParams.get('skip') === '0'
          ? { lists: [currentList, sentList], total: 3 }
          : { lists: [{ ...sentList, id: 4, name: 'Uge 46' }], total: 3 },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: t.showMore }));
    expect(await screen.findByRole('heading', { name: 'Uge 46' })).toBeTruthy();
    expect(callsTo(fetch, 'GET', `${BASE}/`).map((c) => c.url.searchParams.get('skip'))).toEqual(['0', '2']);
    expect(screen.queryByRole('button', { name: t.showMore })).toBeNull();
    expect($sentShoppingLists.get().lists.map((l) => l.id)).toEqual([5, 4]);
  });

  it('an empty list says so and cannot be sent', async () => {
    open({ [`GET ${BASE}/null`]: { body: emptyList }, [`GET ${BASE}/`]: { body: { lists: [emptyList], total: 1 } } });
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect((screen.getByRole('button', { name: t.send }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(t.sentNone)).toBeTruthy();
  });

  it('a failed load offers to try again', async () => {
    open({ [`GET ${BASE}/null`]: { status: 500, body: { error: 'Internal' } } });
    expect(await screen.findByText(t.failed, { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: t.retry }).length).toBeGreaterThan(0);
  });

  it('asks a visitor to log in', () => {
    setFixtureState({ profile: null });
    render(<ShoppingListPage />);
    expect(screen.getByText(t.loginNeeded, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: daLoginNeeded.login })).toBeTruthy();
  });

  it('explains itself to a user whose adds go to the basket, and fetches nothing', () => {
    const fetch = mockFetch({});
    setFixtureState({ profile: fixtureProfile });
    render(<ShoppingListPage />);
    expect(screen.getByText(t.notInMode)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
