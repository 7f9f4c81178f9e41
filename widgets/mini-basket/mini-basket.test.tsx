import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $basket, $profile, $sessionState, configureShop } from '../../core/index.js';
import { daMiniBasket } from '../../core/texts/da-mini-basket.js';
import { fixtureBasket, fixtureBasketLines, fixtureProfile, shoppingListProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { MiniBasket } from './mini-basket.js';

describe('<MiniBasket>', () => {
  it('loads the basket after the profile and shows count, text and delivery date', async () => {
    mockFetch({
      'POST /api/profile/profileinfo': { body: fixtureProfile },
      'GET /api/order/revieworder': { body: fixtureBasket },
    });
    render(<MiniBasket />);
    const link = await screen.findByRole('link', { name: 'Kurv 3 varer i kurven' });
    expect(link.getAttribute('href')).toBe('/kurv');
    expect(screen.getByText('Levering 27-11-2025')).toBeTruthy();
  });

  it('uses basket-url over the configured one, and only safe URLs', () => {
    configureShop({ basketUrl: '/min-kurv' });
    setFixtureState({ profile: null });
    const { rerender } = render(<MiniBasket />);
    expect(screen.getByRole('link', { name: 'Kurv' }).getAttribute('href')).toBe('/min-kurv');
    rerender(<MiniBasket basketUrl="/andet" />);
    expect(screen.getByRole('link', { name: 'Kurv' }).getAttribute('href')).toBe('/andet');
    rerender(<MiniBasket basketUrl="javascript:alert(1)" />);
    expect(screen.getByRole('link', { name: 'Kurv' }).getAttribute('href')).toBe('/min-kurv');
  });

  it('shows only "Kurv" when anonymous', () => {
    setFixtureState({ profile: null });
    const { container } = render(<MiniBasket />);
    expect(screen.getByRole('link').textContent).toBe('Kurv');
    expect(container.querySelector('.badge')).toBeNull();
  });

  it('announces a changed count politely, not the first one', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 1, deliveryDate: '2025-11-27' } });
    render(<MiniBasket />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(screen.getByRole('link', { name: 'Kurv 1 vare i kurven' })).toBeTruthy();
    act(() => $basket.set({ status: 'ready', itemCount: 2, deliveryDate: '2025-11-27' }));
    await waitFor(() => expect(status.textContent).toBe('2 varer i kurven'));
  });
});

describe('<MiniBasket> popover (issue 7 §6)', () => {
  it('opens with the latest lines, the total and a basket link; Escape closes it and returns the focus', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 2, deliveryDate: '2025-11-27' }, basketLines: fixtureBasketLines });
    render(<MiniBasket />);
    const toggle = screen.getByRole('button', { name: daMiniBasket.show });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const popover = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(popover.hidden).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(popover.hidden).toBe(false));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect([...popover.querySelectorAll('.popover-name')].map((n) => n.textContent)).toEqual(['Laksefilet uden skind, frisk', 'Letmælk 1,5 % økologisk i kartonemballage til storkøkken']);
    expect(popover.querySelector('.popover-total strong')!.textContent).toBe('734,93\u00a0kr.');
    expect(popover.querySelector('a')!.getAttribute('href')).toBe('/kurv');
    const link = popover.querySelector('a')!;
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(popover.hidden).toBe(true));
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a click outside', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 2, deliveryDate: '2025-11-27' }, basketLines: fixtureBasketLines });
    render(<MiniBasket />);
    const toggle = screen.getByRole('button', { name: daMiniBasket.show });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('<MiniBasket> while the profile is not known yet (decision 010, issue 23 §1)', () => {
  it('shows the lines but no total until the profile says prices are allowed', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 2, deliveryDate: '2025-11-27' }, basketLines: fixtureBasketLines });
    $profile.set(null);
    $sessionState.set('authenticated');
    render(<MiniBasket />);
    const toggle = screen.getByRole('button', { name: daMiniBasket.show });
    fireEvent.click(toggle);
    const popover = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await waitFor(() => expect(popover.hidden).toBe(false));
    expect(popover.querySelectorAll('.popover-name')).toHaveLength(2);
    expect(popover.querySelector('.popover-total')).toBeNull();
    expect(popover.textContent).not.toMatch(/kr\./);
    act(() => $profile.set(fixtureProfile));
    expect(popover.querySelector('.popover-total strong')!.textContent).toBe('734,93\u00a0kr.');
  });

  it('in shopping-list mode: "Indkøbsliste" with the current list\'s count, the list page, no delivery date or popover (issue 22 point 4)', async () => {
    mockFetch({
      'GET /api/shoppinglists/null': { body: { id: 7, name: '', comment: '', createdAt: '2026-11-27T06:00:00.000Z', updatedAt: '2026-11-27T06:00:00.000Z', sentAt: null, sentBy: null, itemCount: 2, lines: [] } },
    });
    setFixtureState({ profile: { ...shoppingListProfile, deliveryDate: '2025-11-27' }, basket: { status: 'ready', itemCount: 5, deliveryDate: '2025-11-27' } });
    render(<MiniBasket />);
    const link = await screen.findByRole('link', { name: 'Indkøbsliste 2 varer på indkøbslisten' });
    expect(link.getAttribute('href')).toBe('/indkoebsliste');
    expect(screen.queryByText('Levering 27-11-2025')).toBeNull();
    expect(screen.queryByRole('button', { name: daMiniBasket.show })).toBeNull();
  });
});
