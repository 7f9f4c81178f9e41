import { describe, expect, it } from 'vitest';
import type { RecipeSummary } from '../schemas/recipes.js';
import {
  moreFocusStep,
  appendRecipes,
  hasFilters,
  hasMoreRecipes,
  NO_FILTERS,
  normalizeRecipeQuery,
  parseBooleanAttribute,
  parseFeedMode,
  parsePageSize,
  recipeListQuery,
  selectedTagIds,
  toggleTag,
} from './recipe-feed.js';

const recipe = (id: number): RecipeSummary => ({
  id, name: `R${id}`, urlName: `r${id}`, updated: '2026-11-01', description: '', image: '', covers: 50, sponsored: false, prepMinutes: null, tags: [],
});

describe('recipe feed attributes', () => {
  it.each([
    [undefined, 'feed'], ['random', 'random'], [' RANDOM ', 'random'], ['feed', 'feed'], ['tilfældig', 'feed'], [3, 'feed'],
  ] as const)('mode %j -> %s', (value, mode) => expect(parseFeedMode(value)).toBe(mode));

  it.each([
    [undefined, 20], ['4', 4], [' 12 ', 12], ['1', 1], ['100', 100], ['101', 20], ['0', 20], ['-3', 20], ['2.5', 20], ['abc', 20], [8, 8], [0, 20], [NaN, 20],
  ] as const)('page-size %j -> %d', (value, size) => expect(parsePageSize(value)).toBe(size));

  it.each([
    [undefined, false], [null, false], ['', true], ['sponsored', true], ['true', true], ['false', false], ['0', false], ['nej', false], [true, true], [false, false],
  ] as const)('sponsored %j -> %s', (value, on) => expect(parseBooleanAttribute(value)).toBe(on));
});

describe('recipe feed filters', () => {
  it.each([
    [{}, []],
    [{ 1: [5, 3], 2: [3, 9] }, [3, 5, 9]],
    [{ 1: [0, -1, 2.5, 4] }, [4]],
    [{ 1: Array.from({ length: 30 }, (_, i) => i + 1) }, Array.from({ length: 20 }, (_, i) => i + 1)],
  ])('tags %j -> %j', (tags, ids) => expect(selectedTagIds({ ...NO_FILTERS, tags })).toEqual(ids));

  it.each([
    ['  laks  med   spinat ', 'laks med spinat'],
    ['', ''],
    ['   ', ''],
    ['x'.repeat(120), 'x'.repeat(100)],
  ])('query %j -> %j', (text, query) => expect(normalizeRecipeQuery(text)).toBe(query));

  it.each([
    [NO_FILTERS, 1, 20, { page: 1, pageSize: 20 }],
    [{ ...NO_FILTERS, query: ' laks ' }, 2, 20, { page: 2, pageSize: 20, query: 'laks' }],
    [{ ...NO_FILTERS, tags: { 2: [7], 1: [4] } }, 1, 4, { page: 1, pageSize: 4, tagIds: [4, 7] }],
  ])('%j page %d size %d asks %j', (filters, page, size, query) => expect(recipeListQuery(filters, page, size)).toEqual(query));

  it('toggles a tag on and off, dropping an empty category', () => {
    const on = toggleTag(NO_FILTERS, 1, 5);
    expect(on.tags).toEqual({ 1: [5] });
    expect(toggleTag(on, 1, 6).tags).toEqual({ 1: [5, 6] });
    expect(toggleTag(on, 1, 5).tags).toEqual({});
    expect(NO_FILTERS.tags).toEqual({});
  });

  it.each([
    [NO_FILTERS, false],
    [{ ...NO_FILTERS, query: '  ' }, false],
    [{ ...NO_FILTERS, query: 'laks' }, true],
    [{ ...NO_FILTERS, mine: true }, true],
    [{ ...NO_FILTERS, tags: { 1: [2] } }, true],
    [{ ...NO_FILTERS, tags: { 1: [] } }, false],
  ])('%j has filters: %s', (filters, has) => expect(hasFilters(filters)).toBe(has));
});

describe('recipe feed: the focus after "Vis flere opskrifter"', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);
  it.each([
    ['the first new link is on the page', true, 40, 'idle', 'focus'],
    ['the page is still loading (also for an effect of the render before the click)', false, 20, 'loading', 'wait'],
    ['the new items are in the store, not yet rendered', false, 40, 'idle', 'wait'],
    ['the load failed', false, 20, 'error', 'drop'],
    ['the load brought nothing new', false, 20, 'idle', 'drop'],
  ] as const)('%s: %s', (_what, rendered, count, more, expected) => {
    expect(moreFocusStep(20, rendered, { items: items(count), more })).toBe(expected);
  });
});

describe('recipe feed paging', () => {
  it.each([
    [20, 45, 20, true], [40, 45, 20, true], [45, 45, 5, false], [0, 0, 0, false], [20, 45, 0, false], [20, 20, 20, false],
  ])('%d shown of %d (last page %d): more %s', (shown, total, last, more) => expect(hasMoreRecipes(shown, total, last)).toBe(more));

  it('appends a page without repeating a recipe already shown', () => {
    expect(appendRecipes([recipe(1), recipe(2)], [recipe(2), recipe(3)]).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
