import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { suppressActivationOffer } from '../../core/stores/recurring-orders.js';
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
