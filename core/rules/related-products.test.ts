import { describe, expect, it } from 'vitest';
import type { ProductWire } from '../schemas/product.js';
import { relatedCards } from './related-products.js';

const wire = (id: string, extra: Partial<ProductWire> = {}): ProductWire =>
  ({ i: [id, 'S-1', ''], g: '10', g_text: 'Mejeri', b: 'Arla', d: `Vare ${id}`, u: [{ i: 'KRT', d: 'Karton', n: 6, w: false, f: true }, { i: 'STK', d: 'Stk', n: 1, w: false, f: false }], p: 1250, img: `/images/products/${id}`, ...extra }) as ProductWire;

describe('related products as cards (§3 r, t)', () => {
  it('puts the alternative first, then the related ones, with the standard unit and its price', () => {
    const cards = relatedCards({ alternative: wire('200'), related: [wire('201'), wire('202')] }, { showPrices: true });
    expect(cards.map((c) => [c.id, c.alternative])).toEqual([['200', true], ['201', false], ['202', false]]);
    expect(cards[0]).toMatchObject({ name: 'Vare 200', brand: 'Arla', unitCode: 'KRT', priceOre: 7500, href: '?foodInfo=200', img: '/images/products/200' });
  });

  it('shows no price when the user sees no prices (§6)', () => {
    expect(relatedCards({ alternative: null, related: [wire('201')] }, { showPrices: false })[0]!.priceOre).toBeNull();
  });

  it('takes the first unit when none is marked standard, and answers [] for nothing', () => {
    const noDefault = wire('203', { u: [{ i: 'STK', d: 'Stk', n: 1, w: false, f: false }] });
    expect(relatedCards({ alternative: null, related: [noDefault] }, { showPrices: true })[0]).toMatchObject({ unitCode: 'STK', priceOre: 1250 });
    expect(relatedCards(null, { showPrices: true })).toEqual([]);
  });
});
