import { describe, expect, it } from 'vitest';
import { MAX_PRODUCTS_BY_IDS } from '../schemas/product-details.js';
import { MAX_PUBLIC_OFFER_IDS, publicOfferIds } from './public-offers.js';

describe('publicOfferIds', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['100200', ['100200']],
    [' 100200, 100123 ,,100200', ['100200', '100123']],
    ['100200,abc,12a,1234567890123,42', ['100200', '42']],
  ])('%s -> %o', (attribute, expected) => expect(publicOfferIds(attribute)).toEqual(expected));

  it('keeps at most the calls\' limit', () => {
    expect(MAX_PUBLIC_OFFER_IDS).toBe(MAX_PRODUCTS_BY_IDS);
    expect(publicOfferIds(Array.from({ length: 150 }, (_, k) => String(1000 + k)).join(','))).toHaveLength(100);
  });
});
