import { describe, expect, it } from 'vitest';
import { favoriteListUrl } from './favorite-list-url.js';

describe('§2 ?favoritelist=<id> on the search page', () => {
  it.each([
    ['/soeg', 12, '/soeg?favoritelist=12'],
    ['/soeg?', 12, '/soeg?favoritelist=12'],
    ['/soeg?view=list', 7, '/soeg?view=list&favoritelist=7'],
    ['/soeg?favoritelist=3&search=m%C3%A6lk', 7, '/soeg?favoritelist=7&search=m%C3%A6lk'],
    ['/soeg#indhold', 5, '/soeg?favoritelist=5#indhold'],
    ['https://shop.example/soeg', 5, 'https://shop.example/soeg?favoritelist=5'],
  ])('%s, list %i -> %s', (base, id, expected) => expect(favoriteListUrl(base, id)).toBe(expected));
});
