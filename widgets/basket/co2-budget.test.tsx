import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { $basketPage } from '../../core/stores/basket-page.js';
import { $co2Budget, resetCo2Budget } from '../../core/stores/co2-budget.js';
import { daCo2Budget } from '../../core/texts/da-co2-budget.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { Basket } from './basket.js';
import { pageBasket } from './basket-fixtures.js';
import { Co2BudgetPanel } from './co2-budget.js';
import { noTargetsBudget, onTargetBudget, overTargetBudget } from './co2-budget-fixtures.js';
import type { Co2Budget } from '../../core/schemas/co2-budget.js';

function shown(budget: Co2Budget, hideCo2 = false) {
  resetCo2Budget();
  setFixtureState({ profile: { ...fixtureProfile, settings: { ...fixtureProfile.settings, hideCo2 } }, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
  // The panel follows the basket page's store (as inside <shop-basket>): a known basket is not fetched.
  $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
  $co2Budget.set({ status: 'ready', budget, swapping: null });
}

describe('<Co2BudgetPanel>', () => {
  it('shows the figures against the targets in words, and the alternatives with "Byt"', () => {
    shown(overTargetBudget);
    render(<Co2BudgetPanel />);
    const figures = [...document.querySelectorAll('.budget-figure')].map((li) => li.textContent);
    expect(figures).toEqual([
      'CO2e pr. ordrelinje: 3,10 kg · mål 2,50 kg ! Over målet',
      'Økologisk andel 20 % · mål 30 % ! Under målet',
    ]);
    expect(screen.getByText('Lavere CO2e: Kyllingebryst (−1,20 kg)')).toBeTruthy();
    // A unit change is said: 3 cartons of butter become 36 STK.
    expect(screen.getByText('Lavere CO2e: Plantemargarine (−1,80 kg)').textContent).toContain('36 STK');
    expect(screen.getByRole('button', { name: 'Byt Oksefilet til Kyllingebryst' }).textContent).toBe('Byt');
    expect(screen.getAllByRole('button', { name: /^Byt / })).toHaveLength(2);
  });

  it('says when the targets are met', () => {
    shown(onTargetBudget);
    render(<Co2BudgetPanel />);
    expect(screen.getByText(daCo2Budget.co2Met)).toBeTruthy();
    expect(screen.getByText(daCo2Budget.organicMet)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Byt / })).toBeNull();
  });

  it('without targets shows only the alternatives', () => {
    shown(noTargetsBudget);
    render(<Co2BudgetPanel />);
    expect(document.querySelectorAll('.budget-figure')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Byt / })).toHaveLength(2);
  });

  it('shows nothing for a hideCo2 user (§6), nor without targets and alternatives', () => {
    shown(overTargetBudget, true);
    const { container, unmount } = render(<Co2BudgetPanel />);
    expect(container.innerHTML).toBe('');
    unmount();
    shown({ ...noTargetsBudget, lines: onTargetBudget.lines });
    expect(render(<Co2BudgetPanel />).container.innerHTML).toBe('');
  });

  it('"Byt" swaps on the server, reloads the basket and says what was swapped', async () => {
    const swapped = { ...pageBasket, lines: pageBasket.lines.map((l) => (l.lineNo === 2 ? { ...l, productId: '200900', name: 'Kyllingebryst' } : l)) };
    const fetch = mockFetch({
      'POST /api/order/swapline': { body: swapped },
      'GET /api/order/revieworder': { body: swapped },
      'GET /api/order/co2budget': { body: onTargetBudget },
    });
    shown(overTargetBudget);
    render(<Co2BudgetPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Byt Oksefilet til Kyllingebryst' }));
    await waitFor(() => expect($toasts.get().map((t) => t.message)).toContain(daCo2Budget.swapped('Oksefilet', 'Kyllingebryst')));
    expect(callsTo(fetch, 'POST', '/api/order/swapline')[0]!.body).toEqual({ deliveryDate: '2025-11-27', lineNo: 2, productId: '200900' });
    await waitFor(() => expect($basketPage.get().basket?.lines.find((l) => l.lineNo === 2)?.name).toBe('Kyllingebryst'));
    // The changed basket loads the budget again.
    await waitFor(() => expect($co2Budget.get().budget).toEqual(onTargetBudget));
    expect(callsTo(fetch, 'GET', '/api/order/co2budget')).toHaveLength(1);
  });
});

describe('<Basket> with the budget', () => {
  it('loads and shows the budget in the summary', async () => {
    const fetch = mockFetch({ 'GET /api/order/revieworder': { body: pageBasket }, 'GET /api/order/co2budget': { body: overTargetBudget } });
    resetCo2Budget();
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
    render(<Basket />);
    expect(await screen.findByText(daCo2Budget.co2Missed)).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/order/co2budget').length).toBeGreaterThan(0);
  });

  it('never asks for the budget for a hideCo2 user', async () => {
    const fetch = mockFetch({ 'GET /api/order/revieworder': { body: pageBasket }, 'GET /api/order/co2budget': { body: overTargetBudget } });
    resetCo2Budget();
    setFixtureState({ profile: { ...fixtureProfile, settings: { ...fixtureProfile.settings, hideCo2: true } }, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
    render(<Basket />);
    expect(await screen.findByRole('heading', { name: 'Kurv til levering torsdag 27. november' })).toBeTruthy();
    expect(screen.queryByText(daCo2Budget.title)).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/order/co2budget')).toHaveLength(0);
  });
});
