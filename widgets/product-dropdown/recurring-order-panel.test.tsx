import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecurringOrder } from '../../core/index.js';
import { $activationOfferSuppressed, $recurringOrders, suppressActivationOffer } from '../../core/stores/recurring-orders.js';
import { da } from '../../core/texts/da.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { inactiveEmptyOrder, recurringLine, recurringOrder, setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { MILK, openDialog, renderPanel, row, submit, t, toastMessages } from './recurring-order-panel.test-kit.js';

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
