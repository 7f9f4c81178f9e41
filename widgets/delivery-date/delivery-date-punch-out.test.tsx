// Issue 16: a punch-out session keeps the delivery date it started with.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { daOrders } from '../../core/texts/da-orders.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { punchOutProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { DeliveryDate } from './delivery-date.js';

describe('<DeliveryDate> in a punch-out session (issue 16)', () => {
  it('shows the session date as text, without a choice, and says why', async () => {
    mockFetch({ 'GET /api/deliverydate/getall': { body: { dates: ['2025-11-27', '2025-11-28'], deliveryDate: '2025-11-27', chosen: false } } });
    setFixtureState({ profile: punchOutProfile, basket: { status: 'ready', itemCount: 0, deliveryDate: '2025-11-27' } });
    const { container } = render(<DeliveryDate />);
    expect(await screen.findByText('torsdag 27. november (næste leveringsdag)')).toBeTruthy();
    expect(container.querySelector('select')).toBeNull();
    expect(screen.getByText(daOrders.deliveryDateLabel)).toBeTruthy();
    expect(screen.getByText(daPunchOut.deliveryDateFixed)).toBeTruthy();
  });
});
