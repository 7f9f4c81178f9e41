import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $deliveryDate } from '../../core/stores/delivery-date.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopDeliveryDateElement, tag } from './delivery-date.element.js';

describe('<shop-delivery-date> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopDeliveryDateElement);
  });

  it('renders the picker into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile });
    $deliveryDate.set({ status: 'ready', dates: ['2025-11-27'], deliveryDate: '2025-11-27', chosen: false, saving: false });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('select')?.value).toBe('2025-11-27'));
    el.remove();
  });
});
