import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $profile, $sessionState, $toasts, da } from '../../core/index.js';
import { $basketPage } from '../../core/stores/basket-page.js';
import { $campaignsFirstLoad } from '../../core/stores/basket-page-reveal.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { fixtureProfile, profileWithoutOrdering } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { Basket } from './basket.js';
import { pageBasket, placedOrder } from './basket-fixtures.js';

function loggedIn() {
  setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
}

describe('<Basket>', () => {
  it('loads the basket and shows lines, summary and the delivery date', async () => {
    mockFetch({ 'GET /api/order/revieworder': { body: pageBasket } });
    loggedIn();
    render(<Basket />);
    expect(await screen.findByRole('heading', { name: 'Kurv til levering torsdag 27. november' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('line'))).toHaveLength(3);
    const figures = [...document.querySelectorAll('dl.figures dd')].map((dd) => dd.textContent);
    // Total excluding deposit (an estimate: the salmon is weighed, issue 20 point 6), deposits, CO2e
    // total and average, organic and agreement shares.
    expect(figures).toEqual(['ca. 930,93\u00a0kr.', '8,00\u00a0kr.', '12,34 kg', '4,11 kg', '33 %', '67 %']);
    expect((screen.getByLabelText(daOrders.commentLabel) as HTMLTextAreaElement).value).toBe('Levering ved bagdøren');
    // The expiry line keeps its unit: no unit select for it.
    expect(screen.queryByLabelText(daOrders.unitFor('Yoghurt naturel 3,5 %'))).toBeNull();
    expect(screen.getByLabelText(daOrders.unitFor('Letmælk 1,5 % økologisk'))).toBeTruthy();
  });

  it('a summary counter shows only the lines concerned, and "Vis alle linjer" shows all again', async () => {
    loggedIn();
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    render(<Basket />);
    const counter = screen.getByRole('button', { name: daOrders.showLines(daOrders.summaryTooLate, 1) });
    fireEvent.click(counter);
    await waitFor(() => expect(counter.getAttribute('aria-pressed')).toBe('true'));
    const lines = document.querySelectorAll('li.line');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.textContent).toContain('Laksefilet');
    expect(lines[0]!.textContent).toContain(daOrders.flagTooLate);
    fireEvent.click(screen.getByRole('button', { name: daOrders.showAll }));
    await waitFor(() => expect(document.querySelectorAll('li.line')).toHaveLength(3));
  });

  it('edits an amount on Enter; an invalid amount is not sent and the field shows the saved amount again', async () => {
    const fetch = mockFetch({
      'PUT /api/order/updateorderline': ({ body }) => ({ body: { ...pageBasket, lines: pageBasket.lines.map((l) => (l.lineNo === 1 ? { ...l, amount: (body as { amount: number }).amount } : l)) } }),
    });
    loggedIn();
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    render(<Basket />);
    const input = screen.getByLabelText<HTMLInputElement>(daOrders.amountFor('Letmælk 1,5 % økologisk'));
    fireEvent.input(input, { target: { value: '1,5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect($toasts.get().map((t) => t.message)).toContain(da.amountDigitsOnly));
    expect(callsTo(fetch, 'PUT', '/api/order/updateorderline')).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(daOrders.amountFor('Letmælk 1,5 % økologisk')).value).toBe('3'));

    const again = screen.getByLabelText<HTMLInputElement>(daOrders.amountFor('Letmælk 1,5 % økologisk'));
    fireEvent.input(again, { target: { value: '6' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/order/updateorderline')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT', '/api/order/updateorderline')[0]!.body).toEqual({ deliveryDate: '2025-11-27', lineNo: 1, amount: 6, unit: 'KRT' });
    await waitFor(() => expect($basketPage.get().basket?.lines[0]?.amount).toBe(6));
  });

  it('empties the basket only after the confirm dialog', async () => {
    const fetch = mockFetch({ 'DELETE /api/order/emptybasket/2025-11-27': { body: { ...pageBasket, lines: [], totalOre: 0 } } });
    loggedIn();
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    render(<Basket />);
    fireEvent.click(screen.getByRole('button', { name: daOrders.emptyBasket }));
    expect(callsTo(fetch, 'DELETE', '/api/order/emptybasket/2025-11-27')).toHaveLength(0);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: daOrders.confirmEmpty }));
    await waitFor(() => expect(screen.getByText(daOrders.basketIsEmpty)).toBeTruthy());
    expect(callsTo(fetch, 'DELETE', '/api/order/emptybasket/2025-11-27')).toHaveLength(1);
  });

  it('completes the order and shows the confirmation with the order number, focused', async () => {
    const fetch = mockFetch({ 'POST /api/order/complete': { status: 201, body: placedOrder } });
    loggedIn();
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    render(<Basket historyUrl="/mine-ordrer" />);
    fireEvent.click(screen.getByRole('button', { name: daOrders.completeOrder }));
    const heading = await screen.findByRole('heading', { name: daOrders.orderPlacedTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(daOrders.orderPlacedText(1042, '27-11-2025'))).toBeTruthy();
    expect(screen.getByRole('link', { name: daOrders.seeOrderHistory }).getAttribute('href')).toBe('/mine-ordrer');
    expect(callsTo(fetch, 'POST', '/api/order/complete')[0]!.body).toEqual({ deliveryDate: '2025-11-27', expectedTotalOre: 93093 });
    expect(document.querySelectorAll('li.line')).toHaveLength(0);
  });

  it('asks again in a dialog when the prices changed', async () => {
    mockFetch({
      'POST /api/order/complete': { status: 409, body: { error: 'PriceChanged', message: daOrders.orderPriceChanged, basket: { ...pageBasket, totalOre: 95000 } } },
    });
    loggedIn();
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    render(<Basket />);
    fireEvent.click(screen.getByRole('button', { name: daOrders.completeOrder }));
    const text = daOrders.priceChangedText('930,93\u00a0kr.', '950,00\u00a0kr.');
    await waitFor(() => expect([...document.querySelectorAll('dialog p')].map((p) => p.textContent)).toContain(text));
    // The dialog opens in an effect after the render that put its text in place.
    await waitFor(() => expect([...document.querySelectorAll('dialog')].some((d) => d.open && d.textContent?.includes(daOrders.priceChangedTitle))).toBe(true));
  });

  it('marks the lines the server refused with their messages', () => {
    loggedIn();
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'blocked', lineMessages: { 1: da.notOrderable }, completion: { status: 'blocked', message: daOrders.orderHasProblems } });
    render(<Basket />);
    const lines = document.querySelectorAll('li.line');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.textContent).toContain(da.notOrderable);
    expect(screen.getByText(daOrders.orderHasProblems)).toBeTruthy();
  });

  // Issue 15 point 2 (decision 028, second pass): the checkout campaigns above it appear in the same frame.
  it('shows nothing while the checkout campaigns\' first answer is out', () => {
    loggedIn();
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    $campaignsFirstLoad.set(true);
    try {
      const { container } = render(<Basket />);
      // Nothing that the campaigns growing above could move (their loading line is the page's status).
      expect(container.innerHTML).toBe('');
      act(() => $campaignsFirstLoad.set(false));
      expect(document.querySelectorAll('li.line')).toHaveLength(3);
    } finally {
      $campaignsFirstLoad.set(false);
    }
  });

  it('renders nothing when anonymous', () => {
    setFixtureState({ profile: null });
    const { container } = render(<Basket />);
    expect(container.innerHTML).toBe('');
  });
});

describe('<Basket> without allowOrdering (§6)', () => {
  it('shows the basket but no "Afgiv ordre", and says why', () => {
    setFixtureState({ profile: profileWithoutOrdering, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    render(<Basket />);
    expect(screen.queryByRole('button', { name: daOrders.completeOrder })).toBeNull();
    expect(screen.getByText(daOrders.orderingNotAllowed)).toBeTruthy();
  });
});

describe('<Basket> while the profile is not known yet (decision 010, issue 23 §1)', () => {
  it('shows no prices, no CO2e and no "Afgiv ordre" until the profile says they are allowed', () => {
    // Logged in, the basket loaded, profileinfo not answered yet.
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
    $profile.set(null);
    $sessionState.set('authenticated');
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    const { container } = render(<Basket />);
    expect(container.querySelector('.total')).toBeNull();
    expect(container.textContent).not.toMatch(/kr\./);
    expect(container.textContent).not.toContain(daOrders.summaryCo2);
    expect(screen.queryByRole('button', { name: daOrders.completeOrder })).toBeNull();

    act(() => $profile.set(fixtureProfile));
    expect(container.querySelector('.total')).not.toBeNull();
    expect(screen.getByRole('button', { name: daOrders.completeOrder })).toBeTruthy();
  });
});
