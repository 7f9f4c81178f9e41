// Issue 20 point 6: the card and the order history say a weighed unit's price is an estimate.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { OrderContext } from '../../core/index.js';
import { fixtureProfile, milk, salmon } from './fixtures/index.js';
import { setFixtureState } from './fixtures/stores.js';
import { mockFetch } from './fixtures/mock-fetch.js';
import { ProductCard } from '../product-list/product-card.js';
import { OrderHistory } from '../order-history/order-history.js';
import { placedOrder } from '../basket/basket-fixtures.js';

const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };

describe('weighed goods on the card', () => {
  it('a weighed unit shows "ca. … – endelig pris efter vejning"; other units do not', () => {
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(
      <>
        <ProductCard product={salmon} settings={fixtureProfile.settings} orderContext={ctx} />
        <ProductCard product={milk} settings={fixtureProfile.settings} orderContext={ctx} />
      </>,
    );
    const [salmonCard, milkCard] = [...container.querySelectorAll('article')];
    expect(salmonCard!.querySelector('.weighed-price')!.textContent).toBe('ca. 189,95\u00a0kr. – endelig pris efter vejning');
    expect(milkCard!.querySelector('.weighed-price')).toBeNull();
  });

  it('no price shown, no estimate', () => {
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<ProductCard product={salmon} settings={{ showPrices: false, allowOrdering: false, hideCo2: false }} orderContext={ctx} />);
    expect(container.querySelector('.weighed-price')).toBeNull();
  });
});

describe('weighed goods in the order history', () => {
  it('an order with a weighed line has a "ca." total and says the price is settled after weighing', async () => {
    const weighedOrder = { ...placedOrder, lines: placedOrder.lines.map((l) => ({ ...l, weighed: l.unit === 'KG' })) };
    const plainOrder = { ...placedOrder, orderNo: 1038, lines: placedOrder.lines.map((l) => ({ ...l, weighed: false })) };
    mockFetch({ 'GET /api/order/history': { body: { orders: [weighedOrder, plainOrder], total: 2 } } });
    setFixtureState({ profile: fixtureProfile });
    render(<OrderHistory />);
    await screen.findByRole('heading', { name: 'Ordre nr. 1038' });
    const [first, second] = [...document.querySelectorAll('li.order')];
    expect(first!.querySelector('.order-total')!.textContent).toBe('ca. 930,93\u00a0kr.');
    expect(first!.querySelector('.weighed-note')!.textContent).toBe('Ordren har varer, der vejes: endelig pris efter vejning.');
    expect(second!.querySelector('.order-total')!.textContent).toBe('930,93\u00a0kr.');
    expect(second!.querySelector('.weighed-note')).toBeNull();
  });
});
