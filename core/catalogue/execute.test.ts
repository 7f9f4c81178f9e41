import { describe, expect, it } from 'vitest';
import { executeQuery, pageOf, prepareCatalogue, suggestFrom } from './execute.js';
import { EMPTY_QUERY, Sorting } from './query.js';
import type { CatalogueQuery } from './query.js';
import { testCatalogue } from './test-catalogue.js';

const cat = prepareCatalogue(testCatalogue());
const q = (patch: Partial<CatalogueQuery>): CatalogueQuery => ({ ...EMPTY_QUERY, ...patch });
const ids = (query: Partial<CatalogueQuery>) => pageOf(cat, executeQuery(cat, q(query)), 0, 100).products.map((p) => p.id);

describe('executeQuery: filters (issue 3 §4)', () => {
  it.each([
    ['search text', { text: 'mælk' }, ['100001', '100004', '100019']],
    ['group with search (the header suggestion)', { text: 'mælk', group: '30' }, []],
    ['posting-group filter, any of (name order: Æ after Z)', { postingGroups: ['30', '20'], sorting: Sorting.NameAsc }, ['100013', '100010', '100016']],
    ['top 200 in most-bought order; unknown ids skipped', { top200: true }, ['100013', '100001', '100010']],
    ['top 200 combined with search', { top200: true, text: 'mælk' }, ['100001']],
    ['outlet: near-expiry offers and the outlet flag', { outlet: true }, ['100019']],
    ['favourite list in its own order', { favoriteList: '5' }, ['100004', '100013', '100016', '100001']],
    ['favourite list + posting group', { favoriteList: '5', postingGroups: ['10'] }, ['100004', '100001']],
    ['featured list', { featuredList: 'jul' }, ['100007', '100013']],
    ['featured list + top 200 (both must hold)', { featuredList: 'jul', top200: true }, ['100013']],
    ['unknown favourite list: nothing', { favoriteList: '999' }, []],
  ] as const)('%s', (_, query, expected) => {
    const found = ids(query as Partial<CatalogueQuery>);
    if (expected.length === 0) expect(found).toEqual([]);
    else if ('text' in query && !('top200' in query)) expect([...found].sort()).toEqual([...expected].sort());
    else expect(found).toEqual(expected);
  });

  it('an exact id or customer product number comes first', () => {
    expect(ids({ text: '100013' })[0]).toBe('100013');
    expect(ids({ text: 'K-77' })[0]).toBe('100010');
  });

  it('facets count matches per posting group before the posting-group filter', () => {
    const outcome = executeQuery(cat, q({ text: 'mælk', postingGroups: ['30'] }));
    expect(outcome.order.length).toBe(0);
    expect(outcome.facets).toEqual([{ groupId: '10', name: 'Mejeri', count: 3 }]);
  });

  it('names the list shown and says when it is missing', () => {
    expect(executeQuery(cat, q({ favoriteList: '5' }))).toMatchObject({ listName: 'Mandag', listMissing: false });
    expect(executeQuery(cat, q({ featuredList: 'jul' }))).toMatchObject({ listName: 'Julefrokost', listMissing: false });
    expect(executeQuery(cat, q({ favoriteList: '999' }))).toMatchObject({ listName: null, listMissing: true });
  });
});

describe('executeQuery: sorting', () => {
  it.each([
    ['name A-Å, Danish collation (Æ, Ø after Z)', { postingGroups: ['10', '20'], sorting: Sorting.NameAsc }, ['100001', '100007', '100004', '100016', '100019']],
    ['name Å-A', { postingGroups: ['10', '20'], sorting: Sorting.NameDesc }, ['100019', '100016', '100004', '100007', '100001']],
    ['price, lowest first; no price last', { postingGroups: ['10', '20'], sorting: Sorting.PriceAsc }, ['100001', '100004', '100019', '100007', '100016']],
    ['price, highest first; no price still last', { postingGroups: ['10', '20'], sorting: Sorting.PriceDesc }, ['100007', '100019', '100004', '100001', '100016']],
    ['price per reference unit (5)', { postingGroups: ['30'], sorting: Sorting.UnitPrice }, ['100013', '100010']],
    ['group (2), then name', { favoriteList: '5', sorting: Sorting.Group }, ['100016', '100013', '100001', '100004']],
    ['own priority (0): priorities first, then list order', { favoriteList: '5', sorting: Sorting.OwnPriority }, ['100016', '100013', '100004', '100001']],
    ['own priority outside a favourite list falls back to the natural order', { top200: true, sorting: Sorting.OwnPriority }, ['100013', '100001', '100010']],
  ] as const)('%s', (_, query, expected) => {
    expect(ids(query as Partial<CatalogueQuery>)).toEqual(expected);
  });
});

describe('pageOf', () => {
  it('slices 30 at a time and carries the favourite-list items', () => {
    const outcome = executeQuery(cat, q({ favoriteList: '5' }));
    const page = pageOf(cat, outcome, 1, 2);
    expect(page.total).toBe(4);
    expect(page.products.map((p) => p.id)).toEqual(['100013', '100016']);
    expect(page.listItems).toEqual([{ standardUnit: null, ownPriority: 2 }, { standardUnit: null, ownPriority: 1 }]);
    expect(pageOf(cat, executeQuery(cat, q({ text: 'mælk' })), 0, 30).listItems).toBeNull();
    expect(pageOf(cat, outcome, 10, 30).products).toEqual([]);
  });
});

describe('suggestFrom', () => {
  it('gives terms and the best products for a phrase, nothing for an empty one', () => {
    const out = suggestFrom(cat, 'kyllingebryst');
    expect(out.products[0]?.id).toBe('100010');
    expect(out.total).toBeGreaterThanOrEqual(1);
    expect(out.suggestions.length).toBeGreaterThan(0);
    expect(suggestFrom(cat, '   ')).toEqual({ suggestions: [], products: [], total: 0 });
  });
});
