import { describe, expect, it } from 'vitest';
import { ariaSortOf, filterFavoriteLists, nextFavoriteListSort, sortFavoriteLists, type FavoriteListSort } from './favorite-list-sort.js';

const lists = [
  { i: 1, n: 'Æbler og pærer', amount: 3 },
  { i: 2, n: 'Basis', amount: 15 },
  { i: 3, n: 'Østers', amount: 3 },
  { i: 4, n: 'Åbningsmenu', amount: 0 },
  { i: 5, n: 'zebra', amount: 40 },
  { i: 6, n: 'Liste 10', amount: 2 },
  { i: 7, n: 'Liste 9', amount: 2 },
];
const names = (ls: { n: string }[]) => ls.map((l) => l.n);

describe('§2 tri-state header sorting', () => {
  it.each([
    [null, 'name', { key: 'name', direction: 'asc' }],
    [{ key: 'name', direction: 'asc' }, 'name', { key: 'name', direction: 'desc' }],
    [{ key: 'name', direction: 'desc' }, 'name', null],
    [{ key: 'name', direction: 'desc' }, 'amount', { key: 'amount', direction: 'asc' }],
    [{ key: 'amount', direction: 'asc' }, 'amount', { key: 'amount', direction: 'desc' }],
    [{ key: 'amount', direction: 'desc' }, 'amount', null],
  ] as [FavoriteListSort, 'name' | 'amount', FavoriteListSort][])('%j, click %s -> %j', (current, clicked, expected) => {
    expect(nextFavoriteListSort(current, clicked)).toEqual(expected);
  });

  it.each([
    [null, 'name', 'none'],
    [{ key: 'name', direction: 'asc' }, 'name', 'ascending'],
    [{ key: 'name', direction: 'desc' }, 'name', 'descending'],
    [{ key: 'name', direction: 'desc' }, 'amount', 'none'],
  ] as [FavoriteListSort, 'name' | 'amount', string][])('aria-sort of %j on %s is %s', (current, key, expected) => {
    expect(ariaSortOf(current, key)).toBe(expected);
  });
});

describe('§2 Navn in Danish collation, Antal varer by count', () => {
  it('keeps the server order without a sort', () => {
    expect(sortFavoriteLists(lists, null)).toEqual(lists);
  });
  it('sorts names A-Å with æ, ø, å after z, numbers as numbers', () => {
    expect(names(sortFavoriteLists(lists, { key: 'name', direction: 'asc' }))).toEqual(['Basis', 'Liste 9', 'Liste 10', 'zebra', 'Æbler og pærer', 'Østers', 'Åbningsmenu']);
    expect(names(sortFavoriteLists(lists, { key: 'name', direction: 'desc' }))).toEqual(['Åbningsmenu', 'Østers', 'Æbler og pærer', 'zebra', 'Liste 10', 'Liste 9', 'Basis']);
  });
  it('sorts counts, equal counts by name (A-Å in both directions)', () => {
    expect(sortFavoriteLists(lists, { key: 'amount', direction: 'asc' }).map((l) => l.i)).toEqual([4, 7, 6, 1, 3, 2, 5]);
    expect(sortFavoriteLists(lists, { key: 'amount', direction: 'desc' }).map((l) => l.i)).toEqual([5, 2, 1, 3, 7, 6, 4]);
  });
  it('never sorts the caller\'s array in place', () => {
    const copy = [...lists];
    sortFavoriteLists(lists, { key: 'name', direction: 'desc' });
    expect(lists).toEqual(copy);
  });
});

describe('§2 search box', () => {
  it.each([
    ['', 7],
    ['  ', 7],
    ['liste', 2],
    [' ÆBLER ', 1],
    ['ø', 1],
    ['x', 0],
  ])('%j finds %i lists', (text, count) => expect(filterFavoriteLists(lists, text)).toHaveLength(count));
});
