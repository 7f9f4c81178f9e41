import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $basketFirstLoad } from '../../core/stores/basket-page-reveal.js';
import { $checkoutCampaigns } from '../../core/stores/checkout-campaigns.js';
import { Origin } from '../../core/schemas/cart.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureCampaigns } from '../shared/fixtures/checkout-campaigns.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { pageBasket } from '../basket/basket-fixtures.js';
import { CheckoutCampaignsView } from './checkout-campaigns.js';

const LOOKUP = '/api/checkout/lookup';
const preview = { itemCount: 1, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 };
const feedback = (id: number, extra: object = {}) => ({ body: { id, rating: null, comment: '', postponedUntil: null, ...extra } });

function show(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({ [`GET ${LOOKUP}`]: { body: { campaigns: fixtureCampaigns } }, ...routes });
  setFixtureState({ profile: fixtureProfile });
  render(<CheckoutCampaignsView />);
  return fetch;
}

describe('<CheckoutCampaignsView> (issue 18 point 2)', () => {
  it('loads the campaigns of the basket and shows price, saving, stock and period per card', async () => {
    const fetch = show();
    const section = await screen.findByRole('region', { name: 'Gode tilbud til din ordre' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(callsTo(fetch, 'GET', LOOKUP)).toHaveLength(1);
    const coffee = cards[0]!;
    expect(within(coffee).getByRole('heading', { level: 3 }).textContent).toBe('Kaffe til mødet: 20 % på kaffen');
    expect(coffee.textContent).toContain('128,00\u00a0kr. / Pose');
    expect(coffee.textContent).toContain('Normalpris 160,00\u00a0kr.');
    expect(coffee.textContent).toContain('Du sparer 32,00\u00a0kr. (20 %)');
    expect(coffee.textContent).toContain('40 Pose tilbage');
    expect(coffee.textContent).toContain('Gælder til og med 18-06-2025');
    expect(cards[1]!.textContent).toContain('Kun 2 Dunk tilbage');
  });

  // Issue 15 point 2 (decision 028, second pass): the basket below appears in the same frame.
  it('keeps its loading line while the basket\'s first answer is out', async () => {
    $basketFirstLoad.set(true);
    try {
      show();
      // The answer is in, the cards wait for the basket.
      await waitFor(() => expect($checkoutCampaigns.get().status).toBe('ready'));
      expect(screen.queryByRole('region', { name: 'Gode tilbud til din ordre' })).toBeNull();
      expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
      act(() => $basketFirstLoad.set(false));
      expect(screen.getByRole('region', { name: 'Gode tilbud til din ordre' })).toBeTruthy();
    } finally {
      $basketFirstLoad.set(false);
    }
  });

  it('"Tilføj" adds the amount in the campaign unit with checkoutId and origin 7; the card leaves', async () => {
    let added = false;
    const fetch = show({
      // After the add the server no longer offers it (it is in the basket).
      [`GET ${LOOKUP}`]: () => ({ body: { campaigns: added ? fixtureCampaigns.slice(1) : fixtureCampaigns } }),
      'POST /api/order/addtoorder': () => {
        added = true;
        return { body: { addedOrderlines: 1, previewOrder: preview, warnings: [], error: null } };
      },
      'GET /api/order/revieworder': { body: pageBasket },
    });
    const amount = await screen.findByLabelText('Antal af Kaffe til mødet: 20 % på kaffen');
    (amount as HTMLInputElement).value = '2';
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj Kaffe til mødet: 20 % på kaffen til kurven' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body).toEqual([
      { origin: Origin.CheckoutCampaign, amount: 2, productId: '100501', unit: 'POS', expiryProduct: false, checkoutId: 11 },
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kaffe til mødet: 20 % på kaffen' })).toBeNull());
    // The basket is asked again (the mini basket's lines, the basket page): let those calls end under the stub.
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/order/revieworder').length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('refuses an invalid amount without calling the server (§5)', async () => {
    const fetch = show();
    const amount = await screen.findByLabelText('Antal af Kaffe til mødet: 20 % på kaffen');
    (amount as HTMLInputElement).value = 'abc';
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj Kaffe til mødet: 20 % på kaffen til kurven' }));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
    expect((amount as HTMLInputElement).value).toBe('1');
  });

  it('"Ikke nu" postpones the campaign and removes its card', async () => {
    const fetch = show({ 'POST /api/checkout/postpone/12': feedback(12, { postponedUntil: '2025-06-11T10:00:00.000Z' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ikke nu: skjul Sidste chance: olivenolie 15 % billigere i 7 dage' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/checkout/postpone/12')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  });

  it('rates with a radio group of 5 stars and shows the user\'s own rating', async () => {
    const fetch = show({ 'POST /api/checkout/setrating/': feedback(11, { rating: 3 }) });
    const group = await screen.findByRole('group', { name: 'Din bedømmelse af Kaffe til mødet: 20 % på kaffen' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(within(group).getByLabelText('3 stjerner'));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/checkout/setrating/')[0]?.body).toEqual({ id: 11, rating: 3 }));
    expect((within(group).getByLabelText('3 stjerner') as HTMLInputElement).checked).toBe(true);
    const oil = screen.getByRole('group', { name: 'Din bedømmelse af Sidste chance: olivenolie 15 % billigere' });
    expect((within(oil).getByLabelText('4 stjerner') as HTMLInputElement).checked).toBe(true);
  });

  it('saves a comment, and shows the stored one', async () => {
    const fetch = show({ 'POST /api/checkout/setcomment': feedback(13, { comment: 'Gerne flere farver' }) });
    const fields = await screen.findAllByLabelText('Din kommentar til tilbuddet');
    expect((fields[1] as HTMLTextAreaElement).value).toBe('Fin olie, god pris.');
    fireEvent.change(fields[2]!, { target: { value: '  Gerne flere farver ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Gem kommentar' })[2]!);
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/checkout/setcomment')[0]?.body).toEqual({ id: 13, comment: 'Gerne flere farver' }));
  });

  it('says so when the campaigns cannot be loaded, and tries again', async () => {
    const fetch = show({ [`GET ${LOOKUP}`]: { status: 500 } });
    expect((await screen.findByRole('alert')).textContent).toContain('Tilbuddene kunne ikke hentes');
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(callsTo(fetch, 'GET', LOOKUP)).toHaveLength(2));
  });

  it('shows nothing to a logged-out visitor', () => {
    mockFetch({});
    setFixtureState({ profile: null });
    const { container } = render(<CheckoutCampaignsView />);
    expect(container.textContent).toBe('');
  });
});
