import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $basketPage } from '../../core/stores/basket-page.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopBasketElement, tag } from './basket.element.js';
import { pageBasket, placedOrder } from './basket-fixtures.js';

describe('<shop-basket> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopBasketElement);
  });

  it('maps history-url and renders into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 0, deliveryDate: '2025-11-27' } });
    $basketPage.set({ status: 'ready', basket: { ...pageBasket, lines: [] }, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'placed', order: placedOrder } });
    const el = document.createElement(tag);
    el.setAttribute('history-url', '/historik');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('.confirmation a')?.getAttribute('href')).toBe('/historik'));
    el.remove();
  });
});
