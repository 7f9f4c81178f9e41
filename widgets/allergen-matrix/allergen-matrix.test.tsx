import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ALLERGEN_CODES } from '../../core/schemas/food-info.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { FIXTURE_MATRIX_LIST_ID, fixtureMatrix, fixtureMatrixRows } from '../shared/fixtures/allergen-matrix.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { AllergenMatrixView } from './allergen-matrix.js';
import { daLoginNeeded } from '../../core/texts/da-login-needed.js';

const PATH = `/api/favoritelists/${FIXTURE_MATRIX_LIST_ID}/allergens`;

describe('<AllergenMatrixView> (issue 20 point 2)', () => {
  it('loads the list of ?favoritelist= and shows one row per product with marks and words', async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: fixtureMatrix() } });
    window.history.replaceState(null, '', `/favoritlister/allergener?favoritelist=${FIXTURE_MATRIX_LIST_ID}`);
    setFixtureState({ profile: fixtureProfile });
    render(<AllergenMatrixView />);
    const table = await screen.findByRole('table', { name: /Allergenoversigt: Frokost mandag/ });
    expect(table.querySelector('caption')?.textContent).toContain('Udskrevet 26-11-2025 · 6 varer');
    expect(callsTo(fetch, 'GET', PATH)).toHaveLength(1);
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.replaceAll('\u00ad', ''));
    expect(headers).toEqual(['Vare', 'Varenr.', 'Varedataversion', 'Glutenholdige kornprodukter', 'Krebsdyr', 'Æg', 'Fisk', 'Jordnødder', 'Soja', 'Mælk', 'Nødder', 'Selleri', 'Sennep', 'Sesamfrø', 'Svovldioxid og sulfitter', 'Lupin', 'Bløddyr']);
    const rows = table.querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.getAttribute('data-product-id'))).toEqual(fixtureMatrixRows.map((r) => r.productId));

    const mayo = rows[0]!;
    expect(mayo.querySelector('th')?.textContent).toBe('Mayonnaise 80 % · Køkkenchef');
    expect(mayo.querySelector('.version')?.textContent).toBe('4');
    const eggs = mayo.querySelector('[data-allergen="eggs"]')!;
    expect(eggs.querySelector('[aria-hidden="true"]')?.textContent).toBe('●');
    expect(eggs.querySelector('.visually-hidden')?.textContent).toBe('Indeholder');
    const mustard = mayo.querySelector('[data-allergen="mustard"]')!;
    expect(mustard.textContent).toBe('○Kan indeholde');
    expect(mayo.querySelector('[data-allergen="milk"]')?.textContent).toBe('Indeholder ikke');
    expect(mayo.querySelectorAll('td.cell')).toHaveLength(ALLERGEN_CODES.length);

    // Without food info: marked across the allergen columns, never blank.
    const prawns = rows[4]!;
    expect(prawns.className).toBe('no-info');
    expect(prawns.querySelector('.version')?.textContent).toBe('–');
    const missing = prawns.querySelector('td.missing')!;
    expect(missing.textContent).toBe('Ingen varedata');
    expect(missing.getAttribute('colspan')).toBe(String(ALLERGEN_CODES.length));
    expect(screen.getByText(/Ingen varedata: leverandøren har ikke sendt/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Tegnforklaring' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['● Indeholder', '○ Kan indeholde', 'Tomt felt: indeholder ikke']);
  });

  it('the list-id attribute wins over the address; "Hent CSV" links the CSV, "Udskriv" prints', async () => {
    mockFetch({ [`GET ${PATH}`]: { body: fixtureMatrix() } });
    window.history.replaceState(null, '', '/x?favoritelist=999');
    setFixtureState({ profile: fixtureProfile });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<AllergenMatrixView listId={String(FIXTURE_MATRIX_LIST_ID)} />);
    const csv = await screen.findByRole('link', { name: 'Hent CSV' });
    expect(csv.getAttribute('href')).toBe(`${PATH}?format=csv`);
    expect(csv.hasAttribute('download')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Udskriv' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a failure offers a retry that loads again', async () => {
    let calls = 0;
    mockFetch({ [`GET ${PATH}`]: () => (++calls === 1 ? { status: 500, body: { error: 'ServerError', message: 'x' } } : { body: fixtureMatrix() }) });
    setFixtureState({ profile: fixtureProfile });
    render(<AllergenMatrixView listId={String(FIXTURE_MATRIX_LIST_ID)} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Allergenoversigten kunne ikke hentes.');
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await screen.findByRole('table');
    expect(calls).toBe(2);
  });

  it('a list the user does not see (404) says so; an empty list says it has no products', async () => {
    mockFetch({ [`GET ${PATH}`]: { status: 404, body: { error: 'NotFound', message: 'x' } }, 'GET /api/favoritelists/13/allergens': { body: { ...fixtureMatrix([]), list: { id: 13, name: 'Tom' } } } });
    setFixtureState({ profile: fixtureProfile });
    const { rerender } = render(<AllergenMatrixView listId={String(FIXTURE_MATRIX_LIST_ID)} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Favoritlisten findes ikke, eller du har ikke adgang til den.');
    rerender(<AllergenMatrixView listId="13" />);
    expect(await screen.findByText('Listen har ingen varer.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Allergenoversigt: Tom' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('without a list id says to choose a list and calls nothing; a visitor is asked to log in', async () => {
    const fetch = mockFetch({});
    setFixtureState({ profile: fixtureProfile });
    const { rerender, container } = render(<AllergenMatrixView listId="abc" />);
    expect(screen.getByText('Vælg en favoritliste for at se dens allergenoversigt.')).toBeTruthy();
    setFixtureState({ profile: null });
    rerender(<AllergenMatrixView listId="5" />);
    await waitFor(() => expect(container.textContent).toBe(`${daLoginNeeded.allergenMatrix} ${daLoginNeeded.login}`));
    expect(fetch).not.toHaveBeenCalled();
  });
});
