import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { defineElement } from '../shared/define-element.js';
import { ShopRecurringOrdersElement, tag } from './recurring-orders.element.js';

describe('<shop-recurring-orders> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopRecurringOrdersElement);
  });

  it('renders the list into its open shadow root; search-url reaches the lines', async () => {
    setFixtureState({ profile: fixtureProfile });
    setRecurringFixture();
    window.history.replaceState(null, '', '/fastordrer?fastordre=8');
    const el = document.createElement(tag);
    el.setAttribute('search-url', '/varer');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('table')).toBeTruthy());
    expect(el.shadowRoot!.textContent).toContain('Ugens mælk');
    // The inactive order without lines links to the search page for adding products.
    await waitFor(() => expect(el.shadowRoot!.querySelector('.lines a')?.getAttribute('href')).toBe('/varer'));
    el.remove();
  });
});
