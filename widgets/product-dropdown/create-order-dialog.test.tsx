import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $recurringOrderDates, suppressActivationOffer } from '../../core/stores/recurring-orders.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { inactiveEmptyOrder, recurringDates, recurringLine, recurringOrder, setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { RECURRING_ORDERS_PAGE } from './recurring-order-panel.js';
import { openDialog, renderPanel, row, submit, t, toastMessages } from './recurring-order-panel.test-kit.js';

beforeEach(() => {
  setFixtureState({ profile: fixtureProfile });
  setRecurringFixture();
  suppressActivationOffer(false);
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
