import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopPublicOffersElement, tag } from './public-offers.element.js';
import { anonymousOffers, setPublicOffersFixture } from '../shared/fixtures/public-offers.js';

describe('<shop-public-offers> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopPublicOffersElement);
  });

  it('maps dept and heading and renders the cards into its shadow root', async () => {
    setFixtureState({ profile: null });
    setPublicOffersFixture({ status: 'ready', data: anonymousOffers });
    const el = document.createElement(tag);
    el.setAttribute('dept', '1002');
    el.setAttribute('heading', 'Ugens tilbud');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('article[data-card-type="frontpage-offer"]')).toHaveLength(3));
    expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Ugens tilbud');
    el.remove();
  });
});
