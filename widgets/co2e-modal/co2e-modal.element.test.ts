import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { openCo2eModal } from '../../core/stores/product-details.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopCo2eModalElement, tag } from './co2e-modal.element.js';

describe('<shop-co2e-modal> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopCo2eModalElement);
  });

  it('opens inside its shadow root; explanation-url maps to the link', async () => {
    setFixtureState({ profile: fixtureProfile });
    const el = document.createElement(tag);
    el.setAttribute('explanation-url', '/om-co2e');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')).toBeTruthy());
    act(() => openCo2eModal({ productId: '1', name: 'Smør', co2e: 9, weightKg: 0.25, units: [{ name: 'STK', description: 'Stk', factor: 1 }] }));
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')!.open).toBe(true));
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).toBe('/om-co2e');
    el.remove();
  });
});
