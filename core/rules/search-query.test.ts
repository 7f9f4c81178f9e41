import { describe, expect, it } from 'vitest';
import { clampSearchText, moveActiveIndex, searchPageUrl } from './search-query.js';
import { MAX_SEARCH_TEXT } from '../schemas/search.js';

describe('searchPageUrl', () => {
  it('encodes the phrase', () => {
    expect(searchPageUrl('/soeg', { text: 'mælk & fløde' })).toBe('/soeg?search=m%C3%A6lk+%26+fl%C3%B8de');
  });
  it('puts group first', () => {
    expect(searchPageUrl('/soeg', { text: 'ost', group: '12' })).toBe('/soeg?group=12&search=ost');
  });
  it('appends to a URL that already has a query', () => {
    expect(searchPageUrl('/side?x=1', { text: 'ost' })).toBe('/side?x=1&search=ost');
  });
});

describe('moveActiveIndex', () => {
  it.each([
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, 1, 2],
    [0, 0, 1, -1],
  ] as const)('from %i of %i by %i -> %i', (from, count, dir, to) => {
    expect(moveActiveIndex(from, count, dir)).toBe(to);
  });
});

describe('long phrases (a pasted text, a long link) are clamped to what the server takes', () => {
  it('clamps to MAX_SEARCH_TEXT characters, counting æøå and emoji as one', () => {
    expect(clampSearchText('  mælk  ')).toBe('mælk');
    expect(Array.from(clampSearchText('æ'.repeat(500)))).toHaveLength(MAX_SEARCH_TEXT);
    expect(clampSearchText(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199)); // no trailing space after the cut
  });
  it('the list and the search page link use the clamped phrase', () => {
    const url = searchPageUrl('/soeg', { text: 'y'.repeat(300) });
    expect(new URL(url, 'https://shop.example').searchParams.get('search')).toHaveLength(MAX_SEARCH_TEXT);
  });
});

