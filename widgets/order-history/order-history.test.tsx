import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { $orderHistory } from '../../core/stores/order-history.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { fixtureBasket, fixtureProfile, profileWithoutOrdering } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { placedOrder } from '../basket/basket-fixtures.js';
import { OrderHistory } from './order-history.js';

const older = { ...placedOrder, orderNo: 1038, deliveryDate: '2025-11-20' };

describe('<OrderHistory>', () => {
  it('lists the orders newest first, pages with "Vis flere ordrer" and expands the lines', async () => {
    const fetch = mockFetch({
      'GET /api/order/history': ({ url }) => ({ body: url.searchParams.get('skip') === '0' ? { orders: [placedOrder], total: 2 } : { orders: [older], total: 2 } }),
    });
    setFixtureState({ profile: fixtureProfile });
    render(<OrderHistory />);
    expect(await screen.findByRole('heading', { name: 'Ordre nr. 1042' })).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/order/history')[0]!.url.search).toBe('?take=10&skip=0');
    fireEvent.click(screen.getByRole('button', { name: daOrders.loadMore }));
    expect(await screen.findByRole('heading', { name: 'Ordre nr. 1038' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: daOrders.loadMore })).toBeNull();

    const toggle = screen.getAllByRole('button', { name: daOrders.showOrderLines })[0]!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    const table = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(table.hidden).toBe(false);
    expect(table.textContent).toContain('Letmælk 1,5 % økologisk');
  });

  it('"Bestil igen" tells what was added and what was skipped, with the alternative product', async () => {
    const fetch = mockFetch({
      'POST /api/order/orderagain/1042': { body: { deliveryDate: '2025-11-28', added: 2, skipped: [{ productId: '300789', name: 'Yoghurt naturel 3,5 %', alternativeProductId: '300790' }] } },
      'GET /api/order/revieworder': { body: fixtureBasket },
    });
    setFixtureState({ profile: fixtureProfile });
    $orderHistory.set({ status: 'ready', orders: [placedOrder], total: 1, loadingMore: false, expanded: [], orderingAgain: null, lastAgain: null });
    render(<OrderHistory />);
    fireEvent.click(screen.getByRole('button', { name: daOrders.orderAgainFor(daOrders.orderAgain, 1042) }));
    expect(await screen.findByText(daOrders.orderAgainSkipped(1))).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/order/orderagain/1042')).toHaveLength(1);
    expect(screen.getByRole('link', { name: daOrders.orderAgainAlternative('300790') }).getAttribute('href')).toBe('/soeg?search=300790');
    expect($toasts.get().map((t) => t.message)).toContain(daOrders.orderAgainAdded(2, '28-11-2025'));
  });

  it('says so when nothing could be ordered again', async () => {
    mockFetch({ 'POST /api/order/orderagain/1042': { body: { deliveryDate: '2025-11-28', added: 0, skipped: [{ productId: '300789', name: 'Yoghurt', alternativeProductId: null }] } } });
    setFixtureState({ profile: fixtureProfile });
    $orderHistory.set({ status: 'ready', orders: [placedOrder], total: 1, loadingMore: false, expanded: [], orderingAgain: null, lastAgain: null });
    render(<OrderHistory />);
    fireEvent.click(screen.getByRole('button', { name: daOrders.orderAgainFor(daOrders.orderAgain, 1042) }));
    expect(await screen.findByText(daOrders.orderAgainNoAlternative, { exact: false })).toBeTruthy();
    expect($toasts.get().map((t) => [t.kind, t.message])).toEqual([['warning', daOrders.orderAgainNothing]]);
  });

  it('shows the empty state and renders nothing when anonymous', async () => {
    mockFetch({ 'GET /api/order/history': { body: { orders: [], total: 0 } } });
    setFixtureState({ profile: fixtureProfile });
    const { unmount } = render(<OrderHistory />);
    expect(await screen.findByText(daOrders.historyEmpty)).toBeTruthy();
    unmount();
    setFixtureState({ profile: null });
    const { container } = render(<OrderHistory />);
    expect(container.innerHTML).toBe('');
  });
});

describe('<OrderHistory> without allowOrdering (§6)', () => {
  it('lists the orders but offers no "Bestil igen"', () => {
    setFixtureState({ profile: profileWithoutOrdering });
    $orderHistory.set({ status: 'ready', orders: [placedOrder], total: 1, loadingMore: false, expanded: [], orderingAgain: null, lastAgain: null });
    render(<OrderHistory />);
    expect(screen.getByRole('heading', { name: 'Ordre nr. 1042' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: daOrders.orderAgainFor(daOrders.orderAgain, 1042) })).toBeNull();
  });
});
