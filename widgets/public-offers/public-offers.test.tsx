import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $profile, $sessionState } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { PublicOffers } from './public-offers.js';
import { anonymousOffers, anonymousOffersWithPrices, loggedInOffers } from '../shared/fixtures/public-offers.js';

const PATH = '/api/product/publicoffers';

const cards = (root: ParentNode = document) => [...root.querySelectorAll('article[data-card-type="frontpage-offer"]')];

describe('<PublicOffers> (issue 18 point 5)', () => {
  it('a visitor: frontpage-offer cards with name and image, "Log ind for pris", no price, amount, add or dropdown', async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: anonymousOffers } });
    setFixtureState({ profile: null });
    const { container } = render(<PublicOffers dept="1002" products="100200, 100123,abc,100456" />);
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    const [call] = callsTo(fetch, 'GET', PATH);
    expect(call!.url.searchParams.get('dept')).toBe('1002');
    expect(call!.url.searchParams.get('products')).toBe('100200,100123,100456');
    expect(screen.getByRole('heading', { name: 'Tilbud' })).toBeTruthy();
    expect(screen.getByText('Piskefløde 38 %, 1 liter')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Log ind for pris: / })).toHaveLength(3);
    expect(container.querySelector('input.amount, button.add, .price-block')).toBeNull();
    expect(container.querySelector('[class*="dropdown"]')).toBeNull();
    expect(container.querySelector('.public-offers')?.getAttribute('data-session')).toBe('anonymous');
    // Never basket data for a visitor.
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/order/'))).toBe(false);
  });

  it('a visitor of a department with public prices sees them, still without add', async () => {
    mockFetch({ [`GET ${PATH}`]: { body: anonymousOffersWithPrices } });
    setFixtureState({ profile: null });
    const { container } = render(<PublicOffers dept="1001" heading="Ugens tilbud" />);
    await waitFor(() => expect(container.querySelectorAll('.price-block')).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'Ugens tilbud' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Log ind for at bestille: / })).toHaveLength(3);
    expect(container.querySelector('input.amount, button.add')).toBeNull();
  });

  it('"Log ind for pris" focuses the page\'s <shop-login> when there is one', async () => {
    mockFetch({ [`GET ${PATH}`]: { body: anonymousOffers } });
    setFixtureState({ profile: null });
    const login = document.createElement('shop-login');
    const input = document.createElement('input');
    login.attachShadow({ mode: 'open' }).append(input);
    document.body.append(login);
    render(<PublicOffers dept="1002" />);
    const [link] = await screen.findAllByRole('link', { name: /^Log ind for pris: / });
    fireEvent.click(link!);
    expect(login.shadowRoot!.activeElement).toBe(input);
  });

  it('switches to prices and add when the visitor logs in on the page, and back on logout', async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: () => ({ body: $sessionState.get() === 'authenticated' ? loggedInOffers : anonymousOffers }) });
    setFixtureState({ profile: null });
    const { container } = render(<PublicOffers dept="1002" />);
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(container.querySelector('button.add')).toBeNull();
    act(() => {
      $profile.set(fixtureProfile);
      $sessionState.set('authenticated');
    });
    await waitFor(() => expect(container.querySelectorAll('button.add')).toHaveLength(3));
    expect(container.querySelectorAll('input.amount')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /Log ind/ })).toBeNull();
    expect(callsTo(fetch, 'GET', PATH)).toHaveLength(2);
    act(() => {
      $profile.set(null);
      $sessionState.set('anonymous');
    });
    // The customer's prices leave the screen at once, before the visitor's answer arrives.
    expect(container.querySelector('button.add, .price-block')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Log ind for pris: / })).toHaveLength(3));
  });

  it('a logged-in user adds with origin PublicOffer 12', async () => {
    const fetch = mockFetch({
      [`GET ${PATH}`]: { body: loggedInOffers },
      'POST /api/order/addtoorder': { body: { addedOrderlines: 1, previewOrder: { itemCount: 1, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 }, warnings: [], error: null } },
      'GET /api/order/revieworder': { body: null, status: 500 },
    });
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<PublicOffers dept="1002" />);
    await waitFor(() => expect(container.querySelectorAll('button.add')).toHaveLength(3));
    const amount = container.querySelector<HTMLInputElement>('input.amount')!;
    fireEvent.input(amount, { target: { value: '2' } });
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.submit(amount.closest('form')!);
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body).toEqual([expect.objectContaining({ origin: 12, amount: 2, productId: '100200' })]);
  });

  it('an unknown department and a failed load say so; the failure offers a retry', async () => {
    mockFetch({ [`GET ${PATH}`]: { status: 404, body: { error: 'NotFound', message: 'Afdelingen findes ikke.' } } });
    setFixtureState({ profile: null });
    render(<PublicOffers dept="9999" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Afdelingen findes ikke.');
  });

  it('a failed load offers a retry that loads again', async () => {
    let fail = true;
    mockFetch({ [`GET ${PATH}`]: () => (fail ? { status: 500, body: { error: 'ServerError', message: 'x' } } : { body: anonymousOffers }) });
    setFixtureState({ profile: null });
    const { container } = render(<PublicOffers dept="1002" />);
    const retry = await screen.findByRole('button', { name: 'Prøv igen' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(cards(container)).toHaveLength(3));
  });

  it('no offers: says so', async () => {
    mockFetch({ [`GET ${PATH}`]: { body: { ...anonymousOffers, products: [] } } });
    setFixtureState({ profile: null });
    render(<PublicOffers dept="1002" />);
    expect(await screen.findByText('Der er ingen tilbud lige nu.')).toBeTruthy();
  });
});
