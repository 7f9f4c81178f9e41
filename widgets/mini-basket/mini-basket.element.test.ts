import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopMiniBasketElement, tag } from './mini-basket.element.js';

describe('<shop-mini-basket> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopMiniBasketElement);
  });

  it('maps basket-url and renders the count into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 5, deliveryDate: null } });
    const el = document.createElement(tag);
    el.setAttribute('basket-url', '/kurven');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('a')?.getAttribute('href')).toBe('/kurven'));
    expect(el.shadowRoot!.querySelector('.badge')?.textContent).toBe('5');
    el.remove();
  });
});
