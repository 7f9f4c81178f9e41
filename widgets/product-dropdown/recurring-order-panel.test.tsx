import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import type { RecurringOrder } from '../../core/index.js';
import { $activationOfferSuppressed, $recurringOrderDates, $recurringOrders, suppressActivationOffer } from '../../core/stores/recurring-orders.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { daRecurringOrdersPage } from '../../core/texts/da-recurring-orders-page.js';
import { daRecurringOrdersDropdown } from '../../core/texts/da-recurring-orders-dropdown.js';
import { da } from '../../core/texts/da.js';
import { fixtureProfile, milk } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { inactiveEmptyOrder, recurringDates, recurringLine, recurringOrder, setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { RECURRING_ORDERS_PAGE, RecurringOrderPanel } from './recurring-order-panel.js';

const t = { ...daRecurringOrders, ...daRecurringOrdersPage, ...daRecurringOrdersDropdown };
const MILK = milk.name;

function toastMessages(): string[] {
  return $toasts.get().map((x) => x.message);
}

/** The row of the order named `name` (its header cell holds the name). */
function row(name: string): HTMLElement {
  const header = screen.getAllByRole('rowheader').find((h) => h.querySelector('.rop-name')?.textContent === name);
  if (!header) throw new Error(`no row ${name}`);
  return header.closest('tr')!;
}

function openDialog(name: string): HTMLDialogElement {
  return screen.getByRole('dialog', { name }) as HTMLDialogElement;
}

async function submit(dialog: HTMLElement, label: string): Promise<void> {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: label }));
  });
}

/** The milk line is on 'Ugens mælk' (id 7, active) in KRT; 'Juleferie-bageri' (id 8) is inactive and empty. */
function renderPanel(unit = 'KRT', amount = 1) {
  return render(<RecurringOrderPanel product={milk} unit={unit} amount={amount} />);
}

beforeEach(() => {
  setFixtureState({ profile: fixtureProfile });
  setRecurringFixture();
  suppressActivationOffer(false);
});

describe('<RecurringOrderPanel> list', () => {
  it('lists the orders: name, Aktiv/Inaktiv, next delivery, line count and whether the product is on it', () => {
    renderPanel();
    const milkOrder = row('Ugens mælk');
    expect(milkOrder.textContent).toContain(t.recurringActive);
    expect(milkOrder.textContent).toContain(t.ropNextDelivery('08-12-2025'));
    expect(milkOrder.textContent).toContain(t.ropOnOrder('2 KRT'));
    expect(within(milkOrder).getAllByRole('cell')[0]!.textContent).toBe('2');
    expect(within(milkOrder).getByRole('button', { name: t.ropRemoveLabel(MILK, 'Ugens mælk') })).toBeTruthy();
    const bakery = row('Juleferie-bageri');
    expect(bakery.textContent).toContain(t.recurringInactive);
    expect(bakery.textContent).toContain(t.ropNoNextDelivery);
    expect(bakery.textContent).toContain(t.ropNotOnOrder);
    // Nothing to remove where the product is not.
    expect(within(bakery).queryByRole('button', { name: t.ropRemoveLabel(MILK, 'Juleferie-bageri') })).toBeNull();
    expect(within(bakery).getByRole('button', { name: t.ropAddLabel(MILK, 'Juleferie-bageri') })).toBeTruthy();
  });

  it('loads the orders on first render', async () => {
    $recurringOrders.set({ status: 'idle', orders: [] });
    const fetch = mockFetch({ 'GET /api/recurringorders': { body: [recurringOrder()] } });
    renderPanel();
    expect(screen.getByText(t.recurringListLoading)).toBeTruthy();
    await screen.findByText('Ugens mælk');
    expect(callsTo(fetch, 'GET', '/api/recurringorders')).toHaveLength(1);
  });

  it('a load failure toasts the order-list load error and offers to try again', async () => {
    $recurringOrders.set({ status: 'idle', orders: [] });
    let fail = true;
    mockFetch({
      'GET /api/recurringorders': () => (fail ? { status: 500, body: { error: 'ServerError' } } : { body: [recurringOrder()] }),
    });
    renderPanel();
    await screen.findByRole('button', { name: t.recurringListRetry });
    expect(toastMessages()).toContain(t.recurringListLoadError);
    expect(screen.queryByRole('button', { name: t.ropCreate })).toBeNull();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.recurringListRetry }));
    });
    await screen.findByText('Ugens mælk');
  });

  it('a department without orders is told so and can create one', () => {
    setRecurringFixture([]);
    renderPanel();
    expect(screen.getByText(t.ropEmpty)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.ropCreate })).toBeTruthy();
  });

  it('searches by name and sorts Navn and Antal varer tri-state (§2)', () => {
    setRecurringFixture([recurringOrder(), inactiveEmptyOrder, recurringOrder({ id: 9, orderName: 'Æbler', orderlines: [recurringLine({ productId: '1' })] })]);
    renderPanel();
    const names = () => Array.from(document.querySelectorAll('.rop-name')).map((n) => n.textContent);
    expect(names()).toEqual(['Ugens mælk', 'Juleferie-bageri', 'Æbler']);
    const byName = screen.getByRole('button', { name: /^Navn/ });
    fireEvent.click(byName);
    expect(names()).toEqual(['Juleferie-bageri', 'Ugens mælk', 'Æbler']);
    expect(byName.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(byName);
    expect(names()).toEqual(['Æbler', 'Ugens mælk', 'Juleferie-bageri']);
    fireEvent.click(byName);
    expect(names()).toEqual(['Ugens mælk', 'Juleferie-bageri', 'Æbler']);
    expect(byName.closest('th')!.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${t.ropColLines}`) }));
    expect(names()).toEqual(['Juleferie-bageri', 'Æbler', 'Ugens mælk']);
    fireEvent.change(screen.getByRole('searchbox', { name: t.ropSearchLabel }), { target: { value: ' MÆLK ' } });
    expect(names()).toEqual(['Ugens mælk']);
    fireEvent.change(screen.getByRole('searchbox', { name: t.ropSearchLabel }), { target: { value: 'kaffe' } });
    expect(screen.getByText(t.ropNoMatch)).toBeTruthy();
  });
});

describe('<RecurringOrderPanel> add product', () => {
  it('starts with the card\'s amount and unit; the unit already on the order is refused before sending', async () => {
    const fetch = mockFetch({ 'POST /api/recurringorders/line': { body: recurringLine({ lineNo: 3, unit: 'STK', amount: 3 }) } });
    renderPanel('KRT', 4);
    const add = within(row('Ugens mælk')).getByRole('button', { name: t.ropAddLabel(MILK, 'Ugens mælk') });
    fireEvent.click(add);
    const dialog = openDialog(t.ropAddTitle('Ugens mælk'));
    expect(dialog.open).toBe(true);
    const amount = within(dialog).getByLabelText(t.ropAmountLabel) as HTMLInputElement;
    expect(amount.value).toBe('4');
    expect(document.activeElement).toBe(amount);
    const unit = within(dialog).getByLabelText(t.ropUnitLabel) as HTMLSelectElement;
    expect(unit.value).toBe('KRT');
    // One line per product and unit (§7 409): said here, not after a round trip.
    expect(within(dialog).getByText(t.ropAlreadyOnOrder('2 KRT'))).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: t.ropAddConfirm }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await act(async () => {
      fireEvent.submit(confirm.closest('form')!);
    });
    expect(callsTo(fetch, 'POST', '/api/recurringorders/line')).toHaveLength(0);
    fireEvent.change(unit, { target: { value: 'STK' } });
    expect(confirm.disabled).toBe(false);
    // §5 amount rules with the card's messages, at the field.
    fireEvent.change(amount, { target: { value: '2,5' } });
    await submit(dialog, t.ropAddConfirm);
    expect(within(dialog).getByText(da.amountDigitsOnly)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, 'POST', '/api/recurringorders/line')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '3' } });
    await submit(dialog, t.ropAddConfirm);
    expect(callsTo(fetch, 'POST', '/api/recurringorders/line')[0]!.body).toEqual({ orderId: 7, productId: '100123', unit: 'STK', amount: 3, lineNo: null });
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(toastMessages()).toContain(t.recurringLineAdded('Ugens mælk'));
    expect(row('Ugens mælk').textContent).toContain(t.ropOnOrder('2 KRT, 3 STK'));
    // An active order: no activation offer. Focus is back on the button that opened the dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  it('an add that fails shows the add-line error and keeps the dialog open', async () => {
    mockFetch({ 'POST /api/recurringorders/line': { status: 500, body: { error: 'ServerError' } } });
    renderPanel('STK');
    fireEvent.click(within(row('Ugens mælk')).getByRole('button', { name: t.ropAddLabel(MILK, 'Ugens mælk') }));
    const dialog = openDialog(t.ropAddTitle('Ugens mælk'));
    await submit(dialog, t.ropAddConfirm);
    await waitFor(() => expect(toastMessages()).toContain(t.recurringAddLineError));
    expect(dialog.open).toBe(true);
    expect(row('Ugens mælk').textContent).toContain(t.ropOnOrder('2 KRT'));
  });

  it('Escape closes the dialog only: the keydown does not reach the dropdown around it', () => {
    renderPanel('STK');
    // The shell listens on the document (or its popover, above the panel) for Escape.
    let escaped = false;
    const listener = () => (escaped = true);
    document.addEventListener('keydown', listener);
    fireEvent.click(within(row('Ugens mælk')).getByRole('button', { name: t.ropAddLabel(MILK, 'Ugens mælk') }));
    const dialog = openDialog(t.ropAddTitle('Ugens mælk'));
    fireEvent.keyDown(within(dialog).getByLabelText(t.ropAmountLabel), { key: 'Escape' });
    document.removeEventListener('keydown', listener);
    expect(escaped).toBe(false);
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog.open).toBe(false);
  });
});

describe('<RecurringOrderPanel> activation offer (§4)', () => {
  const addToBakery = async (answer: RecurringOrder) => {
    const fetch = mockFetch({
      'POST /api/recurringorders/line': { body: recurringLine({ orderId: 8, lineNo: 1, unit: 'STK', amount: 1 }) },
      'PUT /api/recurringorders': { body: answer },
    });
    fireEvent.click(within(row('Juleferie-bageri')).getByRole('button', { name: t.ropAddLabel(MILK, 'Juleferie-bageri') }));
    await submit(openDialog(t.ropAddTitle('Juleferie-bageri')), t.ropAddConfirm);
    return fetch;
  };
  const activated = recurringOrder({ ...inactiveEmptyOrder, active: true, version: 2, nextDeliveryDate: '2025-12-10', orderlines: [recurringLine({ orderId: 8, unit: 'STK', amount: 1 })] });

  it('after adding to an inactive order: activate, with the next delivery date in the toast', async () => {
    renderPanel('STK');
    const fetch = await addToBakery(activated);
    const offer = await screen.findByRole('dialog', { name: t.recurringConfirmActivateTitle });
    expect(offer.textContent).toContain(t.ropActivateText('Juleferie-bageri'));
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(offer).getByRole('button', { name: t.ropActivateLater }));
    await submit(offer, t.recurringMenuActivate);
    expect(callsTo(fetch, 'PUT', '/api/recurringorders')[0]!.body).toMatchObject({ id: 8, version: 1, active: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastMessages()).toContain(t.recurringActivated('10-12-2025'));
    expect(row('Juleferie-bageri').textContent).toContain(t.recurringActive);
    expect(row('Juleferie-bageri').textContent).toContain(t.ropNextDelivery('10-12-2025'));
    expect($activationOfferSuppressed.get()).toBe(false);
  });

  it('"Spørg ikke igen" is remembered, also when the offer is declined (here with Escape); then adding does not ask', async () => {
    renderPanel('STK');
    const fetch = await addToBakery(activated);
    const offer = await screen.findByRole('dialog', { name: t.recurringConfirmActivateTitle }) as HTMLDialogElement;
    fireEvent.click(within(offer).getByRole('checkbox', { name: t.ropDontAskAgain }));
    act(() => {
      offer.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetch, 'PUT', '/api/recurringorders')).toHaveLength(0);
    expect($activationOfferSuppressed.get()).toBe(true);
    expect(localStorage.getItem('shop.recurringOrders.noActivationOffer')).toBe('1');
    expect(row('Juleferie-bageri').textContent).toContain(t.recurringInactive);

    // Another product in another unit on the same inactive order: no offer now.
    mockFetch({ 'POST /api/recurringorders/line': { body: recurringLine({ orderId: 8, lineNo: 2, unit: 'KRT', amount: 1 }) } });
    fireEvent.click(within(row('Juleferie-bageri')).getByRole('button', { name: t.ropAddLabel(MILK, 'Juleferie-bageri') }));
    const dialog = openDialog(t.ropAddTitle('Juleferie-bageri'));
    fireEvent.change(within(dialog).getByLabelText(t.ropUnitLabel), { target: { value: 'KRT' } });
    await submit(dialog, t.ropAddConfirm);
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Ikke nu" leaves the order inactive and asks again next time', async () => {
    renderPanel('STK');
    const fetch = await addToBakery(activated);
    const offer = await screen.findByRole('dialog', { name: t.recurringConfirmActivateTitle });
    fireEvent.click(within(offer).getByRole('button', { name: t.ropActivateLater }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetch, 'PUT', '/api/recurringorders')).toHaveLength(0);
    expect($activationOfferSuppressed.get()).toBe(false);
    expect(document.activeElement).toBe(within(row('Juleferie-bageri')).getByRole('button', { name: t.ropAddLabel(MILK, 'Juleferie-bageri') }));
  });

  it('a stored preference suppresses the offer from the start', async () => {
    suppressActivationOffer(true);
    renderPanel('STK');
    await addToBakery(activated);
    await waitFor(() => expect(toastMessages()).toContain(t.recurringLineAdded('Juleferie-bageri')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<RecurringOrderPanel> remove product', () => {
  it('confirms, removes the product\'s lines and shows the order without it; focus goes to the row\'s Tilføj', async () => {
    const fetch = mockFetch({ 'DELETE /api/recurringorders/7/line/1': { body: [recurringOrder().orderlines[1]] } });
    renderPanel();
    fireEvent.click(within(row('Ugens mælk')).getByRole('button', { name: t.ropRemoveLabel(MILK, 'Ugens mælk') }));
    const dialog = openDialog(t.ropRemoveTitle);
    expect(dialog.textContent).toContain(t.ropRemoveText(MILK, 'Ugens mælk'));
    expect(dialog.textContent).toContain(t.ropRemoveLines('2 KRT'));
    // Other lines stay, so the order stays active: no warning.
    expect(within(dialog).queryByText(t.recurringLastLineNote)).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t.recurringCancel }));
    await submit(dialog, t.ropRemoveConfirm);
    expect(callsTo(fetch, 'DELETE', '/api/recurringorders/7/line/1')).toHaveLength(1);
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(row('Ugens mælk').textContent).toContain(t.ropNotOnOrder);
    expect(row('Ugens mælk').textContent).toContain(t.recurringActive);
    expect(toastMessages()).toContain(t.recurringLineRemoved('Ugens mælk'));
    expect(document.activeElement).toBe(within(row('Ugens mælk')).getByRole('button', { name: t.ropAddLabel(MILK, 'Ugens mælk') }));
  });

  it('the product is the order\'s last line: warned first, then the order shows as deactivated', async () => {
    const only = recurringOrder({ orderlines: [recurringLine(), recurringLine({ lineNo: 2, unit: 'STK', amount: 1 })] });
    setRecurringFixture([only, inactiveEmptyOrder]);
    const fetch = mockFetch({
      'DELETE /api/recurringorders/7/line/1': { body: [recurringLine({ lineNo: 2, unit: 'STK', amount: 1 })] },
      'DELETE /api/recurringorders/7/line/2': { body: [] },
      'GET /api/recurringorders/7': { body: recurringOrder({ active: false, version: 2, nextDeliveryDate: null, orderlines: [] }) },
    });
    renderPanel();
    expect(row('Ugens mælk').textContent).toContain(t.ropOnOrder('2 KRT, 1 STK'));
    fireEvent.click(within(row('Ugens mælk')).getByRole('button', { name: t.ropRemoveLabel(MILK, 'Ugens mælk') }));
    const dialog = openDialog(t.ropRemoveTitle);
    expect(within(dialog).getByText(t.recurringLastLineNote)).toBeTruthy();
    await submit(dialog, t.ropRemoveConfirm);
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(callsTo(fetch, 'DELETE', '/api/recurringorders/7/line/2')).toHaveLength(1);
    const milkOrder = row('Ugens mælk');
    expect(milkOrder.textContent).toContain(t.recurringInactive);
    expect(milkOrder.textContent).toContain(t.ropNoNextDelivery);
    expect(milkOrder.textContent).toContain(t.ropNotOnOrder);
    expect(toastMessages()).toContain(t.recurringDeactivatedLastLine);
  });

  it('a removal that fails shows the remove-lines error and keeps the product listed', async () => {
    mockFetch({ 'DELETE /api/recurringorders/7/line/1': { status: 500, body: { error: 'ServerError' } } });
    renderPanel();
    fireEvent.click(within(row('Ugens mælk')).getByRole('button', { name: t.ropRemoveLabel(MILK, 'Ugens mælk') }));
    const dialog = openDialog(t.ropRemoveTitle);
    await submit(dialog, t.ropRemoveConfirm);
    await waitFor(() => expect(toastMessages()).toContain(t.recurringRemoveLinesError));
    expect(dialog.open).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: t.recurringCancel }));
    expect(dialog.open).toBe(false);
    expect(row('Ugens mælk').textContent).toContain(t.ropOnOrder('2 KRT'));
  });
});

describe('<RecurringOrderPanel> create order', () => {
  const created = recurringOrder({
    id: 12, orderName: 'Frugt', active: false, weekDays: [5], startDate: recurringDates[0]!, pauses: [], nextDeliveryDate: null,
    orderlines: [recurringLine({ orderId: 12, unit: 'STK', amount: 2 })],
  });

  it('needs a name (trimmed), creates an inactive weekly head with the product as first line, and lists it', async () => {
    const fetch = mockFetch({ 'POST /api/recurringorders': { body: [created, recurringOrder(), inactiveEmptyOrder] } });
    renderPanel('STK', 2);
    const opener = screen.getByRole('button', { name: t.ropCreate });
    fireEvent.click(opener);
    const dialog = openDialog(t.ropCreateTitle);
    const name = within(dialog).getByLabelText(t.recurringNameLabel) as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect((within(dialog).getByLabelText(t.ropAmountLabel) as HTMLInputElement).value).toBe('2');
    expect((within(dialog).getByLabelText(t.ropUnitLabel) as HTMLSelectElement).value).toBe('STK');
    // The default schedule and where to change it. Fixture today 20 November 2025, Mon/Wed/Fri:
    // the first selectable date is Friday 5 December.
    expect(recurringDates[0]).toBe('2025-12-05');
    expect(dialog.textContent).toContain(t.ropCreateSchedule('fredag', '05-12-2025'));
    expect(within(dialog).getByRole('link', { name: t.ropCreatePageLink }).getAttribute('href')).toBe(RECURRING_ORDERS_PAGE);

    fireEvent.change(name, { target: { value: '   ' } });
    await submit(dialog, t.recurringCreate);
    expect(within(dialog).getByText(t.recurringNameInvalid)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, 'POST', '/api/recurringorders')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Frugt ' } });
    await submit(dialog, t.recurringCreate);
    expect(callsTo(fetch, 'POST', '/api/recurringorders')[0]!.body).toEqual({
      orderName: 'Frugt',
      notes: '',
      frequencyType: 0,
      weekDays: [5],
      recurringWeek: 1,
      startDate: '2025-12-05',
      endDate: null,
      pauses: [],
      active: false,
      orderlines: [{ productId: '100123', unit: 'STK', amount: 2 }],
    });
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(toastMessages()).toContain(t.recurringCreated('Frugt'));
    const listed = row('Frugt');
    expect(listed.textContent).toContain(t.recurringInactive);
    expect(listed.textContent).toContain(t.ropOnOrder('2 STK'));
    expect(document.activeElement).toBe(opener);
  });

  it('loads the selectable dates when they are not known; without any, nothing can be created', async () => {
    $recurringOrderDates.set({ status: 'idle', dates: [] });
    const fetch = mockFetch({ 'GET /api/deliverydate/recurringorderdates': { body: { dates: [], first: null, last: null } } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: t.ropCreate }));
    const dialog = openDialog(t.ropCreateTitle);
    await within(dialog).findByText(t.recurringDeliveryDaysNone);
    expect(callsTo(fetch, 'GET', '/api/deliverydate/recurringorderdates')).toHaveLength(1);
    expect((within(dialog).getByRole('button', { name: t.recurringCreate }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a create the server refuses shows its message and keeps the dialog open', async () => {
    mockFetch({ 'POST /api/recurringorders': { status: 400, body: { error: 'ValidationError', message: t.recurringDateUnavailable } } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: t.ropCreate }));
    const dialog = openDialog(t.ropCreateTitle);
    fireEvent.change(within(dialog).getByLabelText(t.recurringNameLabel), { target: { value: 'Frugt' } });
    await submit(dialog, t.recurringCreate);
    await waitFor(() => expect(toastMessages()).toContain(t.recurringDateUnavailable));
    expect(dialog.open).toBe(true);
  });
});
