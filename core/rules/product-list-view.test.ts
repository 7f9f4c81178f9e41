import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY } from '../catalogue/query.js';
import type { CatalogueQuery } from '../catalogue/query.js';
import { da } from '../texts/da.js';
import { cardTypeFor, effectiveListQuery, followsUrl, listHeading, listQueryAttributes } from './product-list-view.js';
import type { ListHeadingInput } from './product-list-view.js';

describe('listQueryAttributes', () => {
  it('drops empty attributes and reads flags and the sorting', () => {
    expect(listQueryAttributes({ search: '', group: '10', top200: 'true', outlet: 'false', sorting: 3 })).toEqual({
      search: undefined, group: '10', favoriteList: undefined, featuredList: undefined, top200: true, outlet: false, sorting: 3,
    });
  });
  it.each([[undefined], [''], [Number.NaN], [Number.POSITIVE_INFINITY]])('an unusable sorting %j is left to the address', (sorting) => {
    expect(listQueryAttributes({ sorting: sorting as number | undefined }).sorting).toBeUndefined();
  });
});

describe('followsUrl', () => {
  it.each([
    [{}, true],
    [{ search: '', sorting: 2 }, true],
    [{ group: '10' }, false],
    [{ favoriteList: '7' }, false],
    [{ top200: 'false' }, false],
  ])('%j -> %s', (attrs, expected) => expect(followsUrl(attrs)).toBe(expected));
});

describe('effectiveListQuery (§6: a favourite list in its own sorting)', () => {
  const list: CatalogueQuery = { ...EMPTY_QUERY, favoriteList: '7', sorting: 1 };
  it.each([
    ['the list\'s own sorting once known', list, false, 4, 4],
    ['the address\'s sorting when it names one', list, true, 4, 1],
    ['the address\'s until the list is known', list, false, null, 1],
    ['not for other lists', { ...EMPTY_QUERY, sorting: 1 } as CatalogueQuery, false, 4, 1],
  ] as const)('%s', (_name, query, named, own, expected) => {
    expect(effectiveListQuery(query, named, own).sorting).toBe(expected);
  });
});

describe('cardTypeFor', () => {
  const offer = { expiry: { referenceProductId: '1', expiresOn: '2026-12-01', priceOre: 100, stock: 2, unit: 'STK' } };
  it.each([
    [offer, true, 'expiry'],
    [offer, false, 'primary-shop'],
    [{ expiry: null }, true, 'primary-shop'],
  ] as const)('%j in outlet %s -> %s', (product, outlet, expected) => {
    expect(cardTypeFor(product, 'primary-shop', { outlet })).toBe(expected);
  });
});

describe('listHeading', () => {
  const base: ListHeadingInput = { status: 'ready', query: { text: '', favoriteList: null, featuredList: null, top200: false, outlet: false }, total: 12, listName: null, listMissing: false };
  it.each([
    ['loading: hidden', { status: 'loading' as const }, { text: da.loading, visible: false }],
    ['idle: hidden', { status: 'idle' as const }, { text: da.searchLabel, visible: false }],
    ['a search', { query: { ...base.query, text: 'mælk' } }, { text: da.resultsFor('mælk', 12), visible: true }],
    ['a search without results', { query: { ...base.query, text: 'xyz' }, total: 0 }, { text: da.noResults('xyz'), visible: true }],
    ['a missing favourite list', { query: { ...base.query, favoriteList: '7' }, listMissing: true }, { text: da.favoriteListMissing, visible: true }],
    ['a missing featured list', { query: { ...base.query, featuredList: '3' }, listMissing: true }, { text: da.featuredListMissing, visible: true }],
    ['a favourite list', { query: { ...base.query, favoriteList: '7' }, listName: 'Mandag' }, { text: `${da.favoriteListHeading('Mandag')} · ${da.resultsCount(12)}`, visible: true }],
    ['a featured list', { query: { ...base.query, featuredList: '3' }, listName: 'Jul' }, { text: `Jul · ${da.resultsCount(12)}`, visible: true }],
    ['top 200', { query: { ...base.query, top200: true } }, { text: `${da.top200Heading} · ${da.resultsCount(12)}`, visible: true }],
    ['outlet', { query: { ...base.query, outlet: true } }, { text: `${da.outletHeading} · ${da.resultsCount(12)}`, visible: true }],
    ['an empty view', { total: 0 }, { text: da.noProductsInView, visible: true }],
    ['a group', {}, { text: da.resultsCount(12), visible: true }],
  ])('%s', (_name, change, expected) => {
    expect(listHeading({ ...base, ...change })).toEqual(expected);
  });
});
