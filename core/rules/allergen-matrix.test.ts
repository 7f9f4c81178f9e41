import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES } from '../schemas/food-info.js';
import type { AllergenMatrixRow } from '../schemas/allergen-matrix.js';
import { allergenCsvFileName, allergenCsvRecords, listNameSlug, matrixListId } from './allergen-matrix.js';
import { allergenOverviewHref } from './allergen-overview-url.js';

describe('issue 20 point 2: where the allergen overview of a list lives', () => {
  it.each([
    [undefined, 12, '/favoritlister/allergener?favoritelist=12'],
    ['', 12, '/favoritlister/allergener?favoritelist=12'],
    ['/kokken/allergener/{id}', 7, '/kokken/allergener/7'],
    ['/allergener', 7, '/allergener?favoritelist=7'],
    ['/allergener?print=1#top', 7, '/allergener?print=1&favoritelist=7#top'],
    ['https://cms.example/allergener?liste={id}', 3, 'https://cms.example/allergener?liste=3'],
    ['javascript:alert(1)//{id}', 3, null],
    ['//evil.example/{id}', 3, null],
    [undefined, 0, null],
  ])('%s, list %i -> %s', (template, id, expected) => expect(allergenOverviewHref(template, id)).toBe(expected));

  it.each([
    ['12', '', 12],
    [' 12 ', '?favoritelist=3', 12],
    [undefined, '?favoritelist=3', 3],
    ['', '?search=x&favoritelist=44', 44],
    [undefined, '', null],
    [undefined, '?favoritelist=abc', null],
    ['0', '', null],
    ['-4', '?favoritelist=3', null],
    ['99999999999', '', null],
  ])('attribute %s, search %s -> %s', (attr, search, expected) => expect(matrixListId(attr, search)).toBe(expected));
});

describe('the CSV download', () => {
  it.each([
    ['Frokost – æg & nødder', 'frokost-aeg-noedder'],
    ['Ål på rugbrød', 'aal-paa-rugbroed'],
    ['Café Crème', 'cafe-creme'],
    ['  ', 'liste'],
    ['"; rm -rf', 'rm-rf'],
    ['a'.repeat(80), 'a'.repeat(60)],
  ])('slug of %s is %s', (name, slug) => expect(listNameSlug(name)).toBe(slug));

  it('names the file by list and day', () => expect(allergenCsvFileName('Skolemad', '2026-11-26')).toBe('allergener-skolemad-2026-11-26.csv'));

  it('writes Danish words per presence and marks a product without food info in every allergen cell', () => {
    const allergens = Object.fromEntries(ALLERGEN_CODES.map((c) => [c, 'absent'])) as NonNullable<AllergenMatrixRow['allergens']>;
    const rows: AllergenMatrixRow[] = [
      { productId: '100', name: 'Mayonnaise', brand: 'K', foodInfoVersion: 3, allergens: { ...allergens, eggs: 'contains', mustard: 'mayContain' } },
      { productId: '200', name: 'Ukendt', brand: '', foodInfoVersion: null, allergens: null },
    ];
    const [header, mayo, unknown] = allergenCsvRecords({ rows });
    expect(header).toEqual(['Varenr.', 'Vare', 'Mærke', 'Varedataversion', 'Glutenholdige kornprodukter', 'Krebsdyr', 'Æg', 'Fisk', 'Jordnødder', 'Soja', 'Mælk', 'Nødder', 'Selleri', 'Sennep', 'Sesamfrø', 'Svovldioxid og sulfitter', 'Lupin', 'Bløddyr']);
    expect(mayo).toEqual(['100', 'Mayonnaise', 'K', '3', '', '', 'Indeholder', '', '', '', '', '', '', 'Kan indeholde', '', '', '', '']);
    expect(unknown).toEqual(['200', 'Ukendt', '', '', ...ALLERGEN_CODES.map(() => 'Ingen varedata')]);
  });
});
