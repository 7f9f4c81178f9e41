import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $orderHistory } from '../../core/stores/order-history.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { placedOrder } from '../basket/basket-fixtures.js';
import { ShopOrderHistoryElement, tag } from './order-history.element.js';

describe('<shop-order-history> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopOrderHistoryElement);
  });

  it('renders the orders into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile });
    $orderHistory.set({ status: 'ready', orders: [placedOrder], total: 1, loadingMore: false, expanded: [], orderingAgain: null, lastAgain: null });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('h3')?.textContent).toBe('Ordre nr. 1042'));
    el.remove();
  });
});
