import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setExpiryOffersFixture } from '../shared/fixtures/expiry-offers.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { resetExpiryOffers } from '../../core/stores/expiry-offers.js';
import { defineElement } from '../shared/define-element.js';
import { ShopExpiryOffersElement, tag } from './expiry-offers.element.js';

afterEach(() => {
  document.body.innerHTML = '';
  resetExpiryOffers();
});

describe('<shop-expiry-offers> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopExpiryOffersElement);
  });

  it('maps teaser, take and page-url and renders the cards into its shadow root', async () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setExpiryOffersFixture('ready', 5);
    const el = document.createElement(tag);
    el.setAttribute('teaser', 'true');
    el.setAttribute('take', '5');
    el.setAttribute('page-url', '/tilbud/kort-holdbarhed');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('article[data-card-type="expiry"]')).toHaveLength(3));
    expect(el.shadowRoot!.querySelector('a.see-all')?.getAttribute('href')).toBe('/tilbud/kort-holdbarhed');
    el.remove();
  });
});
