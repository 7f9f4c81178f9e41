import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addNotificationEmail } from '../../core/stores/recurring-notices.js';
import { $toasts, clearToasts } from '../../core/stores/toasts.js';
import { daRecurringAddresses as da } from '../../core/texts/da-recurring-addresses.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { fullRecurringAddresses, recurringAddresses, setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { NoticeAddresses } from './notice-addresses.js';
import { RecurringOrders } from './recurring-orders.js';

const answer = (emails: string[]) => ({ body: { emails: emails.map((email, i) => ({ id: i + 1, email })), unavailableLines: [], events: [] } });
const toasts = () => $toasts.get().map((x) => x.message);
const input = () => screen.getByLabelText(da.inputLabel) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: da.add });
const shown = () => within(screen.getByRole('list', { name: da.listLabel })).getAllByRole('listitem').map((li) => li.firstChild?.textContent);

beforeEach(() => {
  setFixtureState({ profile: fixtureProfile });
  setRecurringFixture(undefined, [], recurringAddresses);
  clearToasts();
  window.history.replaceState(null, '', '/fastordrer');
});

describe('<NoticeAddresses> (issue 19 point 4)', () => {
  it('is a section of the recurring-orders page, with who gets the mail when there are none', () => {
    setRecurringFixture(undefined, [], []);
    render(<RecurringOrders />);
    const section = screen.getByRole('region', { name: da.heading });
    expect(within(section).getByText(da.empty)).toBeTruthy();
    expect(section.textContent).toContain(da.helpNone);
  });

  it('adds a valid address (trimmed, lower case) with Enter: POST, the answer is the list, a toast, the input emptied and focused', async () => {
    const fetch = mockFetch({ 'POST /api/recurringorders/notificationsemails': answer([...recurringAddresses, 'chef@kantinen.dk']) });
    render(<NoticeAddresses />);
    fireEvent.change(input(), { target: { value: ' Chef@Kantinen.dk ' } });
    input().focus();
    fireEvent.submit(input().form!);
    await waitFor(() => expect(shown()).toEqual([...recurringAddresses, 'chef@kantinen.dk']));
    expect(callsTo(fetch, 'POST', '/api/recurringorders/notificationsemails').map((c) => c.body)).toEqual([{ email: 'chef@kantinen.dk' }]);
    expect(toasts()).toEqual([da.added('chef@kantinen.dk')]);
    expect(input().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it.each([
    ['not-an-address', daRecurringOrders.recurringEmailInvalid],
    ['', daRecurringOrders.recurringEmailInvalid],
    ['OLE@kantinen.dk', daRecurringOrders.recurringEmailExists],
  ])('refuses %j on the client without a call: %s', async (typed, message) => {
    const fetch = mockFetch({});
    render(<NoticeAddresses />);
    fireEvent.change(input(), { target: { value: typed } });
    fireEvent.click(addButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(alert.id);
    expect(input().value).toBe(typed);
    expect(fetch).not.toHaveBeenCalled();
    // Typing again clears the message.
    fireEvent.change(input(), { target: { value: `${typed}x` } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's Danish message (409) under the input and keeps what was typed", async () => {
    mockFetch({ 'POST /api/recurringorders/notificationsemails': { status: 409, body: { error: 'Conflict', message: daRecurringOrders.recurringEmailExists } } });
    render(<NoticeAddresses />);
    fireEvent.change(input(), { target: { value: 'ny@kantinen.dk' } });
    fireEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe(daRecurringOrders.recurringEmailExists);
    expect(input().value).toBe('ny@kantinen.dk');
    expect(shown()).toEqual(recurringAddresses);
    expect(toasts()).toEqual([]);
  });

  it('a server failure without a message says so beside the form, not only in a toast', async () => {
    mockFetch({ 'POST /api/recurringorders/notificationsemails': { status: 500, body: null } });
    render(<NoticeAddresses />);
    fireEvent.change(input(), { target: { value: 'ny@kantinen.dk' } });
    fireEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe(da.saveFailed);
  });

  it("'Fjern <address>' deletes that address by its id; focus moves to the next 'Fjern'", async () => {
    const fetch = mockFetch({ 'DELETE /api/recurringorders/notificationsemails/1': answer(['kok@kantinen.dk']) });
    render(<NoticeAddresses />);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern ole@kantinen.dk' }));
    await waitFor(() => expect(shown()).toEqual(['kok@kantinen.dk']));
    expect(callsTo(fetch, 'DELETE', '/api/recurringorders/notificationsemails/1')).toHaveLength(1);
    expect(callsTo(fetch, 'PUT', '/api/recurringorders/updateNotificationsEmails')).toEqual([]);
    expect(toasts()).toEqual([da.removed('ole@kantinen.dk')]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fjern kok@kantinen.dk' })));
  });

  it('removing the last address focuses the input', async () => {
    setRecurringFixture(undefined, [], ['ole@kantinen.dk']);
    const fetch = mockFetch({ 'DELETE /api/recurringorders/notificationsemails/1': answer([]) });
    render(<NoticeAddresses />);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern ole@kantinen.dk' }));
    await screen.findByText(da.empty);
    expect(callsTo(fetch, 'DELETE', '/api/recurringorders/notificationsemails/1')).toHaveLength(1);
    // Focus moves in the effect after the render that shows the empty list: wait for it, not for a time.
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it('a failed remove keeps the address and says why', async () => {
    mockFetch({ 'DELETE /api/recurringorders/notificationsemails/1': { status: 400, body: { error: 'ValidationError', message: daRecurringOrders.recurringEmailInvalid } } });
    render(<NoticeAddresses />);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern ole@kantinen.dk' }));
    expect((await screen.findByRole('alert')).textContent).toBe(daRecurringOrders.recurringEmailInvalid);
    expect(shown()).toEqual(recurringAddresses);
    // A remove's error does not mark the input invalid.
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('at 10 addresses the input and Tilføj are disabled, with the note; removing one opens the form again', async () => {
    setRecurringFixture(undefined, [], fullRecurringAddresses);
    mockFetch({ 'DELETE /api/recurringorders/notificationsemails/1': answer(fullRecurringAddresses.slice(1)) });
    render(<NoticeAddresses />);
    expect(shown()).toHaveLength(10);
    expect(input().disabled).toBe(true);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    const note = screen.getByText(da.full);
    expect(input().getAttribute('aria-describedby')).toBe(note.id);
    fireEvent.click(screen.getByRole('button', { name: `Fjern ${fullRecurringAddresses[0]}` }));
    await waitFor(() => expect(input().disabled).toBe(false));
    expect(screen.queryByText(da.full)).toBeNull();
  });

  it('refuses an eleventh on the client with the server\'s words, without a call', async () => {
    setRecurringFixture(undefined, [], fullRecurringAddresses);
    const fetch = mockFetch({});
    render(<NoticeAddresses />);
    expect(await addNotificationEmail('ny@kantinen.dk')).toBe(false);
    expect((await screen.findByRole('alert')).textContent).toBe(daRecurringOrders.recurringTooManyEmails);
    expect(fetch).not.toHaveBeenCalled();
  });
});
