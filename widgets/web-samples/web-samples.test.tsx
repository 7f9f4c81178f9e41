import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { WebSamples } from './web-samples.js';
import { fixtureSamples } from './web-samples-fixtures.js';

const PATH = '/api/websamples';
const preview = { itemCount: 1, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 };

describe('<WebSamples> (issue 18 point 6)', () => {
  it('loads the samples and shows each state: order button, in the basket, "Bestilt 12.11." read-only', async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: fixtureSamples } });
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<WebSamples />);
    await waitFor(() => expect(container.querySelectorAll('article[data-card-type="web-sample"]')).toHaveLength(3));
    expect(callsTo(fetch, 'GET', PATH)).toHaveLength(1);
    const [coffee, oat, ice] = [...container.querySelectorAll('article')];
    expect(within(coffee as HTMLElement).getByText('Vareprøve')).toBeTruthy();
    expect(within(coffee as HTMLElement).getByRole('button', { name: 'Bestil gratis prøve: Ny kaffe: smag vores espressobønner' }).textContent).toBe('Bestil gratis prøve');
    expect(coffee!.textContent).toContain('Gratis · 1 PS – Pose');
    expect(coffee!.textContent).not.toMatch(/kr\./);
    expect(oat!.querySelector('button')).toBeNull();
    expect(oat!.textContent).toContain('Ligger i kurven');
    expect(ice!.querySelector('button')).toBeNull();
    expect(ice!.querySelector('.state')?.textContent).toBe('Bestilt 12.11.');
    expect(container.querySelector('input')).toBeNull(); // the amount is always 1: nothing to type
  });

  it('orders a sample at amount 1 with origin WebSample 8 and its id, then shows it in the basket', async () => {
    let added = false;
    const fetch = mockFetch({
      [`GET ${PATH}`]: () => ({ body: fixtureSamples.map((s) => (s.id === 1 && added ? { ...s, state: 'inBasket' } : s)) }),
      'POST /api/order/addtoorder': () => {
        added = true;
        return { body: { addedOrderlines: 1, previewOrder: preview, warnings: [], error: null } };
      },
      'GET /api/order/revieworder': { status: 500, body: { error: 'ServerError', message: 'x' } },
    });
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<WebSamples />);
    fireEvent.click(await screen.findByRole('button', { name: /^Bestil gratis prøve: Ny kaffe/ }));
    await waitFor(() => expect(container.querySelector('article')!.textContent).toContain('Ligger i kurven'));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body).toEqual([{ origin: 8, amount: 1, productId: '100901', unit: 'PS', expiryProduct: false, webSampleId: 1 }]);
    expect($toasts.get().some((t) => t.kind === 'success')).toBe(true);
  });

  it('a refused second order shows the server\'s message as a toast', async () => {
    const refusal = 'Vareprøven Ny kaffe er allerede bestilt til jeres køkken (12-11-2025). Den kan kun bestilles én gang.';
    mockFetch({
      [`GET ${PATH}`]: { body: fixtureSamples },
      'POST /api/order/addtoorder': { body: { addedOrderlines: 0, previewOrder: preview, warnings: [], error: refusal } },
    });
    setFixtureState({ profile: fixtureProfile });
    render(<WebSamples />);
    fireEvent.click(await screen.findByRole('button', { name: /^Bestil gratis prøve: Ny kaffe/ }));
    await waitFor(() => expect($toasts.get().map((t) => t.message)).toContain(refusal));
  });

  it('a visitor is asked to log in; nothing is fetched', () => {
    const fetch = mockFetch({});
    setFixtureState({ profile: null });
    render(<WebSamples />);
    expect(screen.getByText(/Log ind for at bestille gratis vareprøver/)).toBeTruthy();
    expect(callsTo(fetch, 'GET', PATH)).toHaveLength(0);
  });

  it('empty and failed loads say so; a retry loads again', async () => {
    let fail = true;
    mockFetch({ [`GET ${PATH}`]: () => (fail ? { status: 500, body: { error: 'ServerError', message: 'x' } } : { body: [] }) });
    setFixtureState({ profile: fixtureProfile });
    render(<WebSamples />);
    const retry = await screen.findByRole('button', { name: 'Prøv igen' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Der er ingen vareprøver lige nu.')).toBeTruthy();
  });
});
