import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { daQuickOrder } from '../../core/texts/da-quick-order.js';
import { ShopQuickOrderElement, tag } from './quick-order.element.js';

describe('<shop-quick-order> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopQuickOrderElement);
  });

  it('renders the form into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe(daQuickOrder.title));
    expect(el.shadowRoot!.querySelector('textarea')).not.toBeNull();
    el.remove();
  });
});
