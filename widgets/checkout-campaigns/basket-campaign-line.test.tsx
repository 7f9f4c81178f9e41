// A basket line taken from a checkout campaign (issue 18 point 2) on the basket page: it names its
// campaign, keeps the campaign's unit, and "Fjern kampagne" removes it through removecheckoutoffer
// with returnToStock=true (the customer gives back the packs of a line not yet placed).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReviewLine } from '../../core/schemas/basket-review.js';
import { $basketPage } from '../../core/stores/basket-page.js';
import { pageBasket, pageLines } from '../basket/basket-fixtures.js';
import { Line } from '../basket/basket-line.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';

const campaignLine: ReviewLine = {
  ...pageLines[0]!, lineNo: 4, productId: '100501', name: 'Kaffebønner espresso 1 kg', unit: 'KRT', amount: 1, unitPriceOre: 12800, lineTotalOre: 12800,
  offer: { kind: 'checkoutCampaign', id: 11, title: 'Kaffe til mødet: 20 % på kaffen' },
};

describe('a checkout campaign line in <shop-basket>', () => {
  it('names its campaign, has no unit choice, and "Fjern kampagne" gives its stock back', async () => {
    const after = { ...pageBasket, lines: pageLines };
    // The basket page store may load itself while read: answer it too.
    const fetch = mockFetch({ 'DELETE /api/checkout/removecheckoutoffer': { body: after }, 'GET /api/order/revieworder': { body: after } });
    setFixtureState({ profile: fixtureProfile });
    $basketPage.set({ ...$basketPage.get(), status: 'ready', basket: { ...pageBasket, lines: [...pageLines, campaignLine] } });
    render(<ul><Line line={campaignLine} showPrices busy={false} message={undefined} /></ul>);
    expect(screen.getByText('Kampagne: Kaffe til mødet: 20 % på kaffen')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern kampagnevaren Kaffebønner espresso 1 kg fra kurven' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/checkout/removecheckoutoffer')).toHaveLength(1));
    const { url } = callsTo(fetch, 'DELETE', '/api/checkout/removecheckoutoffer')[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '11', returnToStock: 'true', date: pageBasket.deliveryDate });
    await waitFor(() => expect($basketPage.get().basket?.lines).toHaveLength(3));
  });

  it('an ordinary line keeps "Fjern" and its unit choice', () => {
    mockFetch({ 'GET /api/order/revieworder': { body: pageBasket } });
    setFixtureState({ profile: fixtureProfile });
    render(<ul><Line line={pageLines[0]!} showPrices busy={false} message={undefined} /></ul>);
    expect(screen.queryByText(/^Kampagne:/)).toBeNull();
    expect(screen.getByRole('combobox')).toBeTruthy();
  });
});
