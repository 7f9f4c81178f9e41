import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { $deliveryWeekdays, $recurringOrders } from '../../core/stores/recurring-orders.js';
import { t } from './texts.js';
import { fixtureProfile, profileWithoutOrdering } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { inactiveEmptyOrder, recurringDates, recurringLine, recurringOrder, setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { RecurringOrders } from './recurring-orders.js';

function open(value: string | null): void {
  window.history.replaceState(null, '', value === null ? '/fastordrer' : `/fastordrer?fastordre=${value}`);
}

function toastMessages(): string[] {
  return $toasts.get().map((x) => x.message);
}

/** Opens the calendar of the date field labelled `label` and clicks the day `date`. */
function pickDate(label: string, date: string, scope: HTMLElement = document.body): void {
  const group = within(scope).getAllByRole('group', { name: label })[0]!;
  fireEvent.click(within(group).getByRole('button', { name: t.recurringChooseDate(label) }));
  const day = group.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!day) {
    // Move month by month until the day is shown.
    for (let i = 0; i < 4 && !group.querySelector(`button[data-date="${date}"]`); i++) {
      fireEvent.click(within(group).getByRole('button', { name: t.recurringNextMonth }));
    }
  }
  fireEvent.click(group.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!);
}

beforeEach(() => {
  setFixtureState({ profile: fixtureProfile });
  setRecurringFixture();
  open(null);
});

describe('<RecurringOrders> list', () => {
  it('lists the orders with next delivery, status and line count, and opens one', () => {
    render(<RecurringOrders />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Ugens mælk');
    expect(rows[1]!.textContent).toContain('08-12-2025');
    expect(rows[1]!.textContent).toContain('Aktiv');
    expect(rows[1]!.textContent).toContain('2 varer');
    expect(rows[2]!.textContent).toContain(t.recurringNoNextDelivery);
    expect(rows[2]!.textContent).toContain('Inaktiv');
    expect(rows[2]!.textContent).toContain('0 varer');
    fireEvent.click(screen.getByRole('link', { name: 'Ugens mælk' }));
    expect(window.location.search).toBe('?fastordre=7');
    expect(screen.getByRole('heading', { name: t.recurringHeadEdit('Ugens mælk') })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ugens mælk' }).getAttribute('aria-current')).toBe('true');
  });

  it('asks a logged-out visitor to log in, and tells a user without ordering rights why (§6)', () => {
    setFixtureState({ profile: null });
    const { unmount } = render(<RecurringOrders loginUrl="/log-ind" />);
    expect(screen.getByRole('link', { name: t.recurringPageLogin }).getAttribute('href')).toBe('/log-ind');
    unmount();
    setFixtureState({ profile: profileWithoutOrdering });
    render(<RecurringOrders />);
    expect(screen.getByText(t.recurringNotAllowed)).toBeTruthy();
  });

  it('loads orders, delivery weekdays and dates from the server when nothing is loaded yet', async () => {
    setRecurringFixture();
    $recurringOrders.set({ status: 'idle', orders: [] });
    const fetch = mockFetch({
      'GET /api/recurringorders': { body: [recurringOrder()] },
      'GET /api/deliverydate/weekdays': { body: { weekdays: [1, 3, 5], cartType: 0 } },
      'GET /api/deliverydate/recurringorderdates': { body: { dates: recurringDates, first: recurringDates[0], last: recurringDates.at(-1) } },
    });
    render(<RecurringOrders />);
    await screen.findByRole('link', { name: 'Ugens mælk' });
    expect(callsTo(fetch, 'GET', '/api/recurringorders')).toHaveLength(1);
  });
});

describe('<RecurringOrders> new order', () => {
  it('blocks create until a name and a weekday are given; only delivery weekdays are selectable', async () => {
    open('ny');
    const created = recurringOrder({ id: 9, orderName: 'Frugt', weekDays: [1, 3], orderlines: [], active: false, version: 1, pauses: [] });
    const fetch = mockFetch({ 'POST /api/recurringorders': { body: [created, recurringOrder(), inactiveEmptyOrder] } });
    render(<RecurringOrders />);
    const create = screen.getByRole('button', { name: t.recurringCreate }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(t.recurringNameLabel), { target: { value: '  Frugt  ' } });
    expect(create.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /tirsdag/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /søndag/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^mandag/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^onsdag/ }));
    expect(create.disabled).toBe(false);
    // The active toggle needs lines: a new order has none.
    expect((screen.getByRole('switch', { name: t.recurringActiveLabel }) as HTMLInputElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(create);
    });
    await waitFor(() => expect(window.location.search).toBe('?fastordre=9'));
    const [call] = callsTo(fetch, 'POST', '/api/recurringorders');
    expect(call!.body).toMatchObject({ orderName: 'Frugt', weekDays: [1, 3], frequencyType: 0, recurringWeek: 1, active: false });
    // §4: then the line list opens, focused.
    const lines = await screen.findByRole('heading', { name: t.recurringLinesHeading });
    await waitFor(() => expect(document.activeElement).toBe(lines));
    expect(toastMessages()).toContain(t.recurringCreated('Frugt'));
  });

  it('the date picker offers only the selectable delivery dates: other days are refused with Kan ikke vælges', () => {
    open('ny');
    render(<RecurringOrders />);
    const group = screen.getAllByRole('group', { name: t.recurringStartLabel })[0]!;
    fireEvent.click(within(group).getByRole('button', { name: t.recurringChooseDate(t.recurringStartLabel) }));
    // The calendar opens at the first selectable date, focused.
    const first = group.querySelector<HTMLButtonElement>(`button[data-date="${recurringDates[0]}"]`)!;
    expect(document.activeElement).toBe(first);
    // Tuesday 9 December 2025 is not a delivery day of department 1001.
    const tuesday = group.querySelector<HTMLButtonElement>('button[data-date="2025-12-09"]')!;
    expect(tuesday.getAttribute('aria-disabled')).toBe('true');
    expect(tuesday.getAttribute('aria-label')).toContain(t.recurringDateUnavailable);
    fireEvent.click(tuesday);
    expect(within(group).getByText(t.recurringDateUnavailable)).toBeTruthy();
    expect(within(group).getByText(t.recurringStartEmpty)).toBeTruthy();
    // Arrow keys move by day and week, across unavailable days too (they explain themselves).
    const monday = group.querySelector<HTMLButtonElement>('button[data-date="2025-12-08"]')!;
    act(() => monday.focus());
    fireEvent.keyDown(monday, { key: 'ArrowRight' });
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2025-12-09');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2025-12-16');
    fireEvent.click(group.querySelector<HTMLButtonElement>('button[data-date="2025-12-08"]')!);
    expect(within(group).getByText('08-12-2025')).toBeTruthy();
    // Choosing closes the calendar and returns focus to its button.
    expect(group.querySelector('.calendar')).toBeNull();
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: t.recurringChooseDate(t.recurringStartLabel) }));
  });

  it('the calendar closes on Escape (focus back on its button) and when focus leaves the field', () => {
    open('ny');
    render(<RecurringOrders />);
    const group = screen.getAllByRole('group', { name: t.recurringStartLabel })[0]!;
    const toggle = within(group).getByRole('button', { name: t.recurringChooseDate(t.recurringStartLabel) });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(group.querySelector('.calendar')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    const name = screen.getByLabelText(t.recurringNameLabel);
    fireEvent.blur(document.activeElement!, { relatedTarget: name });
    expect(group.querySelector('.calendar')).toBeNull();
  });

  it('a failed delivery-days load is said at the field, and retried from there', async () => {
    open('ny');
    $deliveryWeekdays.set({ status: 'error', weekdays: [], cartType: 0 });
    const fetch = mockFetch({ 'GET /api/deliverydate/weekdays': { body: { weekdays: [1, 3, 5], cartType: 0 } } });
    render(<RecurringOrders />);
    expect(screen.getByText(new RegExp(t.recurringWeekdaysLoadError.slice(0, 30)))).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.recurringListRetry }));
    });
    await screen.findByText(/Din afdeling leverer mandag, onsdag og fredag\./);
    expect(callsTo(fetch, 'GET', '/api/deliverydate/weekdays')).toHaveLength(1);
  });

  it('an end date not after the start clears both and shows the §5 message', () => {
    open('ny');
    render(<RecurringOrders />);
    pickDate(t.recurringStartLabel, '2025-12-10');
    pickDate(t.recurringEndLabel, '2025-12-08');
    expect(screen.getByText(t.recurringEndBeforeStart)).toBeTruthy();
    expect(screen.getByText(t.recurringStartEmpty)).toBeTruthy();
    expect(screen.getByText(t.recurringEndEmpty)).toBeTruthy();
  });

  it('an unfilled pause blocks adding another; a duplicate interval is refused at the pause', () => {
    open('ny');
    const fetch = mockFetch({});
    render(<RecurringOrders />);
    fireEvent.change(screen.getByLabelText(t.recurringNameLabel), { target: { value: 'Jul' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^mandag/ }));
    const add = screen.getByRole('button', { name: t.recurringAddPause });
    fireEvent.click(add);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(t.recurringAddPauseBlocked)).toBeTruthy();
    fireEvent.click(add);
    expect(screen.getAllByRole('listitem', { name: /^Pause/ })).toHaveLength(1);
    const first = screen.getByRole('listitem', { name: t.recurringPauseNumber(1) });
    pickDate(t.recurringPauseFrom, '2025-12-22', first);
    pickDate(t.recurringPauseTo, '2026-01-02', first);
    expect(add.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(add);
    const second = screen.getByRole('listitem', { name: t.recurringPauseNumber(2) });
    pickDate(t.recurringPauseFrom, '2025-12-22', second);
    pickDate(t.recurringPauseTo, '2026-01-02', second);
    fireEvent.click(screen.getByRole('button', { name: t.recurringCreate }));
    expect(within(second).getByText(t.recurringPauseExists)).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/recurringorders')).toHaveLength(0);
    fireEvent.click(within(second).getByRole('button', { name: t.recurringRemovePause(2) }));
    expect(screen.getAllByRole('listitem', { name: /^Pause/ })).toHaveLength(1);
  });

  it('changing frequency with data entered asks first (native dialog), then clears weekdays, dates and pauses', () => {
    open('ny');
    render(<RecurringOrders />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^mandag/ }));
    pickDate(t.recurringStartLabel, '2025-12-10');
    fireEvent.click(screen.getByRole('radio', { name: t.recurringMonthly }));
    const dialog = screen.getByRole('dialog', { name: t.recurringConfirmFrequencyTitle }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t.recurringCancel }));
    // Cancel keeps everything.
    fireEvent.click(within(dialog).getByRole('button', { name: t.recurringCancel }));
    expect(dialog.open).toBe(false);
    expect((screen.getByRole('radio', { name: t.recurringWeekly }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^mandag/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: t.recurringMonthly }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.recurringConfirmFrequency }));
    expect((screen.getByRole('radio', { name: t.recurringMonthly }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^mandag/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(t.recurringStartEmpty)).toBeTruthy();
    expect(screen.getByLabelText(t.recurringRepeatLabelMonthly)).toBeTruthy();
  });

  it('without data entered the frequency changes at once', () => {
    open('ny');
    render(<RecurringOrders />);
    fireEvent.click(screen.getByRole('radio', { name: t.recurringMonthly }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('radio', { name: t.recurringMonthly }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('<RecurringOrders> an existing order', () => {
  it('save is blocked without changes, and saves the whole head with its version', async () => {
    open('7');
    const fetch = mockFetch({ 'PUT /api/recurringorders': { body: recurringOrder({ orderName: 'Mælk og brød', version: 2 }) } });
    render(<RecurringOrders />);
    const save = screen.getByRole('button', { name: t.recurringSave }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByText(t.recurringNoChanges)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.recurringNameLabel), { target: { value: 'Mælk og brød' } });
    expect(save.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save);
    });
    await waitFor(() => expect(toastMessages()).toContain(t.recurringSaved));
    expect(callsTo(fetch, 'PUT', '/api/recurringorders')[0]!.body).toMatchObject({ id: 7, version: 1, orderName: 'Mælk og brød', weekDays: [1, 5] });
    expect(save.disabled).toBe(true);
  });

  it('a stale save (409) is explained and the saved order is shown', async () => {
    open('7');
    mockFetch({
      'PUT /api/recurringorders': { status: 409, body: { error: 'Conflict', message: t.recurringStale } },
      'GET /api/recurringorders/7': { body: recurringOrder({ orderName: 'Fra den anden fane', version: 2 }) },
    });
    render(<RecurringOrders />);
    fireEvent.change(screen.getByLabelText(t.recurringNameLabel), { target: { value: 'Min ændring' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.recurringSave }));
    });
    await screen.findByText(t.recurringStaleReloaded);
    expect((screen.getByLabelText(t.recurringNameLabel) as HTMLInputElement).value).toBe('Fra den anden fane');
    expect(toastMessages()).toContain(t.recurringStale);
    fireEvent.click(screen.getByRole('button', { name: t.recurringDismiss }));
    expect(screen.queryByText(t.recurringStaleReloaded)).toBeNull();
  });

  it('the settings menu deletes after confirmation, with focus in the dialog and back on the menu button on cancel', async () => {
    open('7');
    const fetch = mockFetch({ 'DELETE /api/recurringorders/7': { body: { id: 7 } } });
    render(<RecurringOrders />);
    const menuButton = screen.getByRole('button', { name: t.recurringSettings });
    fireEvent.click(menuButton);
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual([t.recurringMenuDeactivate, t.recurringMenuDuplicate, t.recurringMenuDelete]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: t.recurringMenuDelete }));
    const dialog = screen.getByRole('dialog', { name: t.recurringConfirmDeleteTitle }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: t.recurringCancel }));
    expect(document.activeElement).toBe(menuButton);
    expect(callsTo(fetch, 'DELETE', '/api/recurringorders/7')).toHaveLength(0);
    fireEvent.click(menuButton);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: t.recurringMenuDelete }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.recurringMenuDelete }));
    });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(callsTo(fetch, 'DELETE', '/api/recurringorders/7')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Ugens mælk' })).toBeNull();
  });

  it('menu keys: ArrowDown opens and moves, Escape closes back to the button', () => {
    open('7');
    render(<RecurringOrders />);
    const menuButton = screen.getByRole('button', { name: t.recurringSettings });
    fireEvent.click(menuButton);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    items[0]!.focus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('activation from the menu confirms, saves with active flipped and names the next delivery', async () => {
    setRecurringFixture([recurringOrder({ active: false, nextDeliveryDate: null })]);
    open('7');
    const fetch = mockFetch({ 'PUT /api/recurringorders': { body: recurringOrder({ active: true, version: 2 }) } });
    render(<RecurringOrders />);
    fireEvent.click(screen.getByRole('button', { name: t.recurringSettings }));
    fireEvent.click(screen.getByRole('menuitem', { name: t.recurringMenuActivate }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.recurringMenuActivate }));
    });
    await waitFor(() => expect(toastMessages()).toContain(t.recurringActivated('08-12-2025')));
    expect(callsTo(fetch, 'PUT', '/api/recurringorders')[0]!.body).toMatchObject({ id: 7, active: true });
  });

  it('an order without lines cannot be activated: toggle and menu item say why', () => {
    open(String(inactiveEmptyOrder.id));
    render(<RecurringOrders />);
    expect((screen.getByRole('switch', { name: t.recurringActiveLabel }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText(t.recurringActiveNeedsLines).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: t.recurringSettings }));
    const activate = screen.getByRole('menuitem', { name: t.recurringMenuActivate });
    expect(activate.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(activate);
    expect(screen.queryByRole('dialog', { name: t.recurringConfirmActivateTitle })).toBeNull();
    expect(screen.getByText(t.recurringLinesEmpty)).toBeTruthy();
  });

  it('shows the lines: amount, unit, product, the alternative for a product that is gone', () => {
    open('7');
    render(<RecurringOrders />);
    const table = screen.getAllByRole('table')[1]!;
    expect(table.textContent).toContain('Letmælk 1,5 % økologisk');
    expect(table.textContent).toContain('2 Karton á 12 stk');
    expect(table.textContent).toContain(t.recurringProductGone);
    expect(within(table).getByRole('link', { name: t.recurringAltProduct('400111') }).getAttribute('href')).toBe('/soeg?search=400111');
  });

  it('shows a small note on a line whose product is on an expiry offer (issue 18 point 1)', () => {
    setRecurringFixture([recurringOrder({ orderlines: [recurringLine({ expiry: { priceOre: 1250, unit: 'KRT', expiresOn: '2025-11-28' } }), recurringLine({ lineNo: 2, productId: '100124' })] })]);
    open('7');
    render(<RecurringOrders />);
    const table = screen.getAllByRole('table')[1]!;
    const notes = table.querySelectorAll('.line-expiry');
    expect([...notes].map((n) => n.textContent)).toEqual(['Kort holdbarhed: 12,50\u00a0kr./KRT til 28-11-2025']);
  });

  it('removing the last line deactivates the order: the status and a toast say so', async () => {
    setRecurringFixture([recurringOrder({ orderlines: [recurringLine()] })]);
    open('7');
    mockFetch({
      'DELETE /api/recurringorders/7/line/1': { body: [] },
      'GET /api/recurringorders/7': { body: recurringOrder({ orderlines: [], active: false, nextDeliveryDate: null, version: 2 }) },
    });
    render(<RecurringOrders />);
    expect(screen.getByText(t.recurringLastLineNote)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.recurringRemoveLine('Letmælk 1,5 % økologisk') }));
    });
    await waitFor(() => expect(toastMessages()).toContain(t.recurringDeactivatedLastLine));
    const row = screen.getByRole('link', { name: 'Ugens mælk' }).closest('tr')!;
    expect(row.textContent).toContain('Inaktiv');
    expect((screen.getByRole('switch', { name: t.recurringActiveLabel }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: t.recurringActiveLabel }) as HTMLInputElement).disabled).toBe(true);
  });

  it('line history is read on request', async () => {
    open('7');
    mockFetch({
      'GET /api/recurringorders/7': {
        body: recurringOrder({
          history: [
            { at: '2025-11-20T05:00:00.000Z', user: 'Fastordre (automatisk)', action: 'placed', lineNo: 1, productId: '100123', unit: 'KRT', amount: 2, deliveryDate: '2025-11-27' },
            { at: '2025-11-18T09:15:00.000Z', user: 'Karen Kok', action: 'added', lineNo: 1, productId: '100123', unit: 'KRT', amount: 2, deliveryDate: null },
          ],
        }),
      },
    });
    render(<RecurringOrders />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.recurringHistoryShow }));
    });
    const item = await screen.findByText(/Karen Kok/);
    expect(item.closest('li')!.textContent).toContain('18-11-2025 10.15');
    expect(item.closest('li')!.textContent).toContain(t.recurringHistoryAction.added);
    expect(item.closest('li')!.textContent).not.toContain('til levering');
    // The placement job's entry names the delivery day whose basket got the line (issue 6 item 5).
    const placed = screen.getByText(/Fastordre \(automatisk\)/).closest('li')!.textContent;
    expect(placed).toContain(`${t.recurringHistoryAction.placed} Varenr. 100123 (2 KRT) til levering 27-11-2025`);
  });
});
