import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, Sorting, isEmptyQuery, queryFromUrl, queryKey, queryToUrl, sortingFrom, sortingsFor } from './query.js';
import type { CatalogueQuery } from './query.js';
import { MAX_SEARCH_TEXT } from '../schemas/search.js';

const q = (patch: Partial<CatalogueQuery>): CatalogueQuery => ({ ...EMPTY_QUERY, ...patch });

describe('queryFromUrl: the §2 query parameters', () => {
  it.each([
    ['?search=m%C3%A6lk', {}, q({ text: 'mælk' })],
    ['group=10&search=ost', {}, q({ text: 'ost', group: '10' })],
    ['?search=ost&group=10', { search: 'smør' }, q({ text: 'smør', group: '10' })],
    ['?group=10', { search: ' fløde ', group: '' }, q({ text: 'fløde' })],
    ['', {}, EMPTY_QUERY],
    ['?favoritelist=12&sort=0', {}, q({ favoriteList: '12', sorting: Sorting.OwnPriority })],
    ['?featuredlist=jul', {}, q({ featuredList: 'jul' })],
    ['?f-top200=true&f-outlet=1', {}, q({ top200: true, outlet: true })],
    ['?f-top200=false&f-outlet=0', {}, EMPTY_QUERY],
    ['?f-top200', {}, q({ top200: true })],
    ['?f-group=10,20,10&search=x', {}, q({ text: 'x', postingGroups: ['10', '20'] })],
    ['?sort=3', {}, q({ sorting: Sorting.NameAsc })],
    ['?sort=99', {}, EMPTY_QUERY],
    ['?sort=abc', {}, EMPTY_QUERY],
    ['?search=x', { sorting: 6, top200: true }, q({ text: 'x', sorting: Sorting.PriceAsc, top200: true })],
  ] as const)('%s %j', (search, attrs, expected) => {
    expect(queryFromUrl(search, attrs)).toEqual(expected);
  });

  it.each([
    ['?group=10&search=ost', '10'],
    [`?group=${'1'.repeat(21)}&search=ost`, null],
    ['?group=%3Cscript%3E&search=ost', null],
    ['?group=&search=ost', null],
  ])('a broken id in a link is ignored, not used: %s', (search, group) => {
    expect(queryFromUrl(search).group).toBe(group);
  });

  it('drops malformed posting groups and list ids', () => {
    expect(queryFromUrl('?f-group=10,<b>,,20&favoritelist=a%20b').postingGroups).toEqual(['10', '20']);
    expect(queryFromUrl('?favoritelist=a%20b').favoriteList).toBeNull();
  });

  it('clamps a long phrase to what the server takes', () => {
    expect(queryFromUrl(`?search=${'x'.repeat(300)}`).text).toHaveLength(MAX_SEARCH_TEXT);
  });
});

describe('queryToUrl', () => {
  it('round-trips every parameter', () => {
    const query = q({ text: 'hakket okse', group: '30', postingGroups: ['30', '40'], favoriteList: '7', featuredList: 'jul', top200: true, outlet: true, sorting: Sorting.PriceDesc });
    expect(queryFromUrl(queryToUrl(query))).toEqual(query);
  });
  it('leaves defaults out and keeps foreign parameters', () => {
    expect(queryToUrl(q({ text: 'mælk' }), '?foodInfo=100004&utm=x&sort=3&f-outlet=true')).toBe('?foodInfo=100004&utm=x&search=m%C3%A6lk');
    expect(queryToUrl(EMPTY_QUERY, '')).toBe('');
  });
});

describe('isEmptyQuery and queryKey', () => {
  it('an empty query asks for nothing; any filter is something', () => {
    expect(isEmptyQuery(EMPTY_QUERY)).toBe(true);
    expect(isEmptyQuery(q({ sorting: Sorting.NameAsc }))).toBe(true);
    for (const patch of [{ text: 'x' }, { group: '10' }, { postingGroups: ['10'] }, { favoriteList: '1' }, { featuredList: 'a' }, { top200: true }, { outlet: true }]) {
      expect(isEmptyQuery(q(patch))).toBe(false);
    }
  });
  it('posting-group order does not make a new key; everything else does', () => {
    expect(queryKey(q({ postingGroups: ['10', '20'] }))).toBe(queryKey(q({ postingGroups: ['20', '10'] })));
    expect(queryKey(q({ sorting: 3 }))).not.toBe(queryKey(q({ sorting: 4 })));
  });
});

describe('sortingsFor', () => {
  it('own priority only in a favourite-list view (§6 sorting 0)', () => {
    expect(sortingsFor({ favoriteList: true })).toContain(Sorting.OwnPriority);
    expect(sortingsFor({ favoriteList: false })).not.toContain(Sorting.OwnPriority);
    expect(sortingsFor({ favoriteList: false })).toContain(Sorting.UnitPrice);
  });
});

describe('sortingFrom: whether the address names a sorting (else a favourite list opens in its own, §6)', () => {
  it.each([
    ['?favoritelist=12', {}, null],
    ['?favoritelist=12&sort=0', {}, Sorting.OwnPriority],
    ['?favoritelist=12&sort=2', {}, Sorting.Group],
    ['?favoritelist=12&sort=99', {}, null],
    ['?favoritelist=12&sort=abc', {}, null],
    ['?favoritelist=12&sort=3', { sorting: 6 }, Sorting.PriceAsc],
    ['', { sorting: 42 }, null],
  ])('%s %j -> %s', (search, attrs, expected) => {
    expect(sortingFrom(search, attrs)).toBe(expected);
  });
});
