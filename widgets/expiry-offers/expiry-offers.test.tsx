import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Origin } from '../../core/index.js';
import { CartResponseSchema } from '../../core/schemas/index.js';
import { fixtureProfile, profileWithoutPrices, punchOutProfile } from '../shared/fixtures/index.js';
import { fixtureNearExpiryResult } from '../shared/fixtures/expiry-offers.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { resetExpiryOffers } from '../../core/stores/expiry-offers.js';
import { ExpiryOffers, takeOf } from './expiry-offers.js';

const PATH = '/api/product/nearexpiry';

afterEach(() => {
  cleanup();
  resetExpiryOffers();
});

function loggedIn(profile = fixtureProfile) {
  resetStores();
  resetExpiryOffers();
  setFixtureState({ profile });
}

describe('<ExpiryOffers> (issue 18 point 1)', () => {
  it('loads 1000 on the page and shows expiry cards, the list offer first with "På din liste …" and the saving', async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: fixtureNearExpiryResult() } });
    loggedIn();
    render(<ExpiryOffers />);
    const list = await screen.findByRole('list', { name: 'Varer med kort holdbarhed' });
    // One request, for the page's own take: none for a default take before the widget names its own.
    expect(callsTo(fetch, 'GET', PATH).map((c) => c.url.searchParams.get('take'))).toEqual(['1000']);
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => c.getAttribute('data-card-type'))).toEqual(['expiry', 'expiry', 'expiry']);
    const first = cards[0]!;
    expect(first.textContent).toContain('På din liste Morgenmad');
    expect(first.textContent).toContain('Udløber 24-11-2025');
    expect(first.textContent).toContain('6 KRT tilbage');
    // §3 y.r: 12 × 19,95 kr. = 239,40 kr. a carton against 49,99 kr.
    expect(first.querySelector('.saving')?.textContent).toBe('Du sparer 189,41\u00a0kr. pr. KRT (79 %)');
    expect(cards[1]!.textContent).toContain('På din fastordre Mælk, brød og grønt');
    expect(cards[2]!.querySelector('.on-list')).toBeNull();
    expect(screen.getByText('3 varer')).toBeTruthy();
  });

  it('adds in the expiry unit with origin ExpiryProduct 17', async () => {
    const cart = CartResponseSchema.parse({ addedOrderlines: 1, previewOrder: { itemCount: 1, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 }, warnings: [], error: null });
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: fixtureNearExpiryResult() }, 'POST /api/order/addtoorder': { body: cart } });
    loggedIn();
    render(<ExpiryOffers />);
    const list = await screen.findByRole('list', { name: 'Varer med kort holdbarhed' });
    const first = within(list).getAllByRole('article')[0]!;
    fireEvent.change(within(first).getByRole('textbox'), { target: { value: '2' } });
    fireEvent.click(within(first).getByRole('button', { name: /^Læg i kurv: / }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    const body = callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body;
    expect(body).toEqual([expect.objectContaining({ productId: '100300', unit: 'KRT', amount: 2, expiryProduct: true, origin: Origin.ExpiryProduct })]);
  });

  it('the teaser asks for 20 and links to the page', async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: fixtureNearExpiryResult() } });
    loggedIn();
    render(<ExpiryOffers teaser="true" />);
    const link = await screen.findByRole('link', { name: 'Se alle varer med kort holdbarhed' });
    expect(link.getAttribute('href')).toBe('/kort-holdbarhed');
    expect(callsTo(fetch, 'GET', PATH).map((c) => c.url.searchParams.get('take'))).toEqual(['20']);
  });

  it('says when there are none, and offers a retry after a failure', async () => {
    mockFetch({ [`GET ${PATH}`]: { body: fixtureNearExpiryResult([]) } });
    loggedIn();
    render(<ExpiryOffers />);
    expect(await screen.findByText('Der er ingen varer med kort holdbarhed lige nu')).toBeTruthy();
    cleanup();

    const fetch = mockFetch({ [`GET ${PATH}`]: { status: 500, body: { error: 'ServerError', message: 'x' } } });
    loggedIn();
    render(<ExpiryOffers />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Varerne med kort holdbarhed kunne ikke hentes.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(callsTo(fetch, 'GET', PATH)).toHaveLength(2));
  });

  it('shows prices hidden (§6) without a saving, the lists still said', async () => {
    mockFetch({ [`GET ${PATH}`]: { body: fixtureNearExpiryResult() } });
    loggedIn(profileWithoutPrices);
    render(<ExpiryOffers />);
    const list = await screen.findByRole('list', { name: 'Varer med kort holdbarhed' });
    expect(list.querySelector('.saving')).toBeNull();
    expect(list.textContent).toContain('På din liste Morgenmad');
  });

  it('asks a visitor to log in on the page; the teaser renders nothing', () => {
    const fetch = mockFetch({});
    resetStores();
    setFixtureState({ profile: null });
    const { container, unmount } = render(<ExpiryOffers />);
    expect(container.textContent).toContain('Log ind for at se varer med kort holdbarhed.');
    unmount();
    const teaser = render(<ExpiryOffers teaser="true" />);
    expect(teaser.container.textContent).toBe('');
    expect(callsTo(fetch, 'GET', PATH)).toHaveLength(0);
  });

  it('a punch-out user (§6) gets a short note on the page and nothing in the teaser, and nothing is asked for', async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: fixtureNearExpiryResult() } });
    loggedIn(punchOutProfile);
    const { container, unmount } = render(<ExpiryOffers />);
    expect(container.textContent).toBe('Varer med kort holdbarhed kan ikke købes med din konto.');
    unmount();
    const teaser = render(<ExpiryOffers teaser="true" />);
    expect(teaser.container.textContent).toBe('');
    await new Promise((r) => setTimeout(r, 20));
    expect(callsTo(fetch, 'GET', PATH)).toHaveLength(0);
  });

  it.each([
    [undefined, false, 1000], [undefined, true, 20], [5, true, 5], [0, false, 1000], [2000, true, 20], [Number.NaN, false, 1000], [1.5, false, 1000],
  ])('takeOf(%j, teaser %j) = %j', (take, teaser, expected) => {
    expect(takeOf(take, teaser)).toBe(expected);
  });
});
