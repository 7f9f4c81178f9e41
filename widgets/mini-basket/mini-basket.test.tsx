import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { $basket, configureShop } from '../../core/index.js';
import { fixtureBasket, fixtureProfile } from '../shared/fixtures/index.js';
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
