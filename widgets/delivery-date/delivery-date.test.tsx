import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $basket, $toasts } from '../../core/index.js';
import { $deliveryDate } from '../../core/stores/delivery-date.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { fixtureBasket, fixtureProfile, shoppingListProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { DeliveryDate } from './delivery-date.js';

const DATES = ['2025-11-27', '2025-11-28', '2025-12-01'];

describe('<DeliveryDate>', () => {
  it('loads the dates and labels them with Danish weekday names, the first as the next delivery day', async () => {
    mockFetch({ 'GET /api/deliverydate/getall': { body: { dates: DATES, deliveryDate: '2025-11-27', chosen: false } } });
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 0, deliveryDate: '2025-11-27' } });
    render(<DeliveryDate />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Leveringsdato' });
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'torsdag 27. november (næste leveringsdag)',
      'fredag 28. november',
      'mandag 1. december',
    ]);
    expect(select.value).toBe('2025-11-27');
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('choosing a date sets it on the server and reloads the basket for it', async () => {
    const fetch = mockFetch({
      'POST /api/deliverydate/set/2025-12-01': { body: { deliveryDate: '2025-12-01', chosen: true } },
      'GET /api/order/revieworder': { body: { ...fixtureBasket, deliveryDate: '2025-12-01' } },
    });
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 0, deliveryDate: '2025-11-27' } });
    $deliveryDate.set({ status: 'ready', dates: DATES, deliveryDate: '2025-11-27', chosen: false, saving: false });
    render(<DeliveryDate />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Leveringsdato' });
    fireEvent.change(select, { target: { value: '2025-12-01' } });
    await waitFor(() => expect($basket.get().deliveryDate).toBe('2025-12-01'));
    expect(callsTo(fetch, 'POST', '/api/deliverydate/set/2025-12-01')).toHaveLength(1);
    expect(select.value).toBe('2025-12-01');
    expect($toasts.get().map((t) => t.message)).toContain(daOrders.deliveryDateChanged('mandag 1. december'));
  });

  it('says so when the department has no delivery days', () => {
    setFixtureState({ profile: fixtureProfile });
    $deliveryDate.set({ status: 'ready', dates: [], deliveryDate: null, chosen: false, saving: false });
    render(<DeliveryDate />);
    expect(screen.getByText(daOrders.noDeliveryDates)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('renders nothing when anonymous', () => {
    setFixtureState({ profile: null });
    const { container } = render(<DeliveryDate />);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing in shopping-list mode: a list has no delivery date (issue 22 point 4, §6)', () => {
    mockFetch({ 'GET /api/deliverydate/getall': { body: { dates: DATES, deliveryDate: '2025-11-27', chosen: false } } });
    setFixtureState({ profile: shoppingListProfile });
    const { container } = render(<DeliveryDate />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
