import { describe, expect, it } from 'vitest';
import { clampSearchText, moveActiveIndex, resolveSearchQuery, searchPageUrl } from './search-query.js';
import { MAX_SEARCH_TEXT } from '../schemas/search.js';

describe('resolveSearchQuery', () => {
  it.each([
    [{}, '?search=m%C3%A6lk', { text: 'mælk', group: null }],
    [{}, 'group=10&search=ost', { text: 'ost', group: '10' }],
    [{ search: 'smør' }, '?search=ost&group=10', { text: 'smør', group: '10' }],
    [{ search: ' fløde ', group: '' }, '?group=10', { text: 'fløde', group: null }],
    [{}, '', { text: '', group: null }],
  ])('%j + %s', (attrs, search, expected) => {
    expect(resolveSearchQuery(attrs, search)).toEqual(expected);
  });
});

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
    expect(resolveSearchQuery({}, `?search=${'x'.repeat(300)}`).text).toHaveLength(MAX_SEARCH_TEXT);
    const url = searchPageUrl('/soeg', { text: 'y'.repeat(300) });
    expect(new URL(url, 'https://shop.example').searchParams.get('search')).toHaveLength(MAX_SEARCH_TEXT);
  });
});

describe('a broken ?group= in a link is ignored, not sent to the server', () => {
  it.each([
    ['?group=10&search=ost', '10'],
    [`?group=${'1'.repeat(21)}&search=ost`, null],
    ['?group=%3Cscript%3E&search=ost', null],
    ['?group=&search=ost', null],
  ])('%s -> group %j', (search, group) => {
    expect(resolveSearchQuery({}, search)).toEqual({ text: 'ost', group });
  });
});
