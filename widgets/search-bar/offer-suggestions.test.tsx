// The search bar's offer suggestions (issue 18 point 4b, §7 POST /api/offers/suggestions): options of
// the bar's one listbox in a group "Tilbud" after the ordinary suggestions, reached with the arrow keys,
// Enter opens the product's details; asked once typing pauses (325 ms), a newer phrase aborts the older,
// never for an empty phrase (§5) or a visitor.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SuggestOutcome } from '../../core/index.js';
import type { OfferSuggestion } from '../../core/schemas/offers-campaign.js';
import { fixtureProfile, fixtureSuggestions } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { navigation } from '../shared/navigate.js';
import { SearchBar } from './search-bar.js';
import type { SuggestFn } from './search-bar.js';
import { OFFER_DELAY_MS } from './offer-suggestions.js';

const combobox = () => screen.getByRole('combobox', { name: 'Søg efter varer' }) as HTMLInputElement;
const outcome: SuggestOutcome = { suggestions: fixtureSuggestions.slice(0, 2), products: [], total: 0 };
const suggest: SuggestFn = () => Promise.resolve(outcome);
const COFFEE: OfferSuggestion = { productId: '100200', name: 'Kaffe formalet 500 g', brand: 'Peter Larsen Kaffe', offerPriceOre: 4950, unit: 'PK', offerUntil: '2025-06-20' };
const BEANS: OfferSuggestion = { productId: '100201', name: 'Kaffebønner espresso 1 kg', brand: 'Merrild', offerPriceOre: null, unit: 'KG', offerUntil: '2025-06-22' };

function offersServer(list: OfferSuggestion[] = [COFFEE, BEANS]) {
  return mockFetch({ 'POST /api/offers/suggestions': () => ({ body: list }) });
}

describe('offer suggestions in <SearchBar>', () => {
  it('shows the offers under "Tilbud" after the ordinary suggestions, with name, brand and price', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = offersServer();
    render(<SearchBar suggest={suggest} />);
    fireEvent.change(combobox(), { target: { value: 'kaffe' } });
    const group = await screen.findByRole('group', { name: 'Tilbud' });
    const offers = within(group).getAllByRole('option');
    expect(offers.map((o) => o.textContent)).toEqual([
      'Kaffe formalet 500 g Peter Larsen Kaffe 49,50\u00a0kr./PK',
      'Kaffebønner espresso 1 kg Merrild', // prices hidden (§6): none shown
    ]);
    // One listbox: the ordinary options first, then the offers.
    const all = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(all).toHaveLength(4);
    expect(all.slice(2)).toEqual(offers);
    expect(callsTo(fetch, 'POST', '/api/offers/suggestions').map((c) => c.body)).toEqual([{ text: 'kaffe' }]);
  });

  it('the arrow keys reach the offers, Enter opens the product details', async () => {
    window.history.replaceState(null, '', '/opskrift');
    setFixtureState({ profile: fixtureProfile });
    offersServer();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar searchUrl="/soeg" suggest={suggest} />);
    const input = combobox();
    fireEvent.change(input, { target: { value: 'kaffe' } });
    const group = await screen.findByRole('group', { name: 'Tilbud' });
    const [coffee, beans] = within(group).getAllByRole('option');
    for (let i = 0; i < 3; i++) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(coffee!.id);
    expect(coffee!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(beans!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps to the first option
    expect(input.getAttribute('aria-activedescendant')).toBe(within(screen.getByRole('listbox')).getAllByRole('option')[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(beans!.id);
    fireEvent.submit(input.form!);
    expect(assign).toHaveBeenCalledWith('/soeg?foodInfo=100201');
  });

  it('offers arriving later keep the option the arrow keys are on; the next keystroke takes them away', async () => {
    setFixtureState({ profile: fixtureProfile });
    offersServer();
    render(<SearchBar suggest={suggest} />);
    const input = combobox();
    fireEvent.change(input, { target: { value: 'kaffe' } });
    const [first] = await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    await screen.findByRole('group', { name: 'Tilbud' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    fireEvent.change(input, { target: { value: 'kaffeb' } });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Tilbud' })).toBeNull());
    await screen.findByRole('group', { name: 'Tilbud' });
  });

  it('a click on an offer opens its details too', async () => {
    window.history.replaceState(null, '', '/opskrift');
    setFixtureState({ profile: fixtureProfile });
    offersServer();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar searchUrl="/soeg" suggest={suggest} />);
    fireEvent.change(combobox(), { target: { value: 'kaffe' } });
    const group = await screen.findByRole('group', { name: 'Tilbud' });
    fireEvent.click(within(group).getAllByRole('option')[0]!);
    expect(assign).toHaveBeenCalledWith('/soeg?foodInfo=100200');
  });

  it('asks once typing pauses, for the last phrase only', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = offersServer();
    render(<SearchBar suggest={suggest} />);
    for (const v of ['k', 'ka', 'kaf', 'kaff']) fireEvent.change(combobox(), { target: { value: v } });
    await screen.findByRole('group', { name: 'Tilbud' });
    expect(callsTo(fetch, 'POST', '/api/offers/suggestions').map((c) => c.body)).toEqual([{ text: 'kaff' }]);
  });

  it('a newer phrase aborts a call under way, whose answer is never shown', async () => {
    setFixtureState({ profile: fixtureProfile });
    const signals: AbortSignal[] = [];
    mockFetch({
      'POST /api/offers/suggestions': async ({ body, signal }) => {
        signals.push(signal!);
        if ((body as { text: string }).text === 'te') await new Promise((r) => setTimeout(r, 200));
        if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
        return { body: (body as { text: string }).text === 'te' ? [BEANS] : [COFFEE] };
      },
    });
    render(<SearchBar suggest={suggest} />);
    fireEvent.change(combobox(), { target: { value: 'te' } });
    await waitFor(() => expect(signals).toHaveLength(1));
    fireEvent.change(combobox(), { target: { value: 'kaffe' } });
    expect(signals[0]!.aborted).toBe(true);
    const group = await screen.findByRole('group', { name: 'Tilbud' });
    await new Promise((r) => setTimeout(r, 250));
    expect(within(group).getAllByRole('option').map((o) => o.getAttribute('data-product-id'))).toEqual([COFFEE.productId]);
  });

  it('never asks for an empty phrase (§5) or for a visitor', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = offersServer();
    const { unmount } = render(<SearchBar suggest={suggest} />);
    fireEvent.change(combobox(), { target: { value: '   ' } });
    await new Promise((r) => setTimeout(r, OFFER_DELAY_MS + 100));
    unmount();
    setFixtureState({ profile: null });
    render(<SearchBar suggest={suggest} />);
    fireEvent.change(combobox(), { target: { value: 'kaffe' } });
    await new Promise((r) => setTimeout(r, OFFER_DELAY_MS + 100));
    expect(callsTo(fetch, 'POST', '/api/offers/suggestions')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Tilbud' })).toBeNull();
  });

  it('shows no group when nothing is on offer, and keeps working when the call fails', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/offers/suggestions': ({ body }) => ((body as { text: string }).text === 'ost' ? { body: [] } : { status: 500, body: { error: 'ServerError' } }) });
    render(<SearchBar suggest={suggest} />);
    fireEvent.change(combobox(), { target: { value: 'ost' } });
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/offers/suggestions')).toHaveLength(1));
    fireEvent.change(combobox(), { target: { value: 'ostx' } });
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/offers/suggestions')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('group', { name: 'Tilbud' })).toBeNull();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    // A failed call is not the user's business: no toast, no event log.
    expect(callsTo(fetch, 'POST', '/api/eventlog')).toHaveLength(0);
  });
});
