import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $checkoutCampaigns } from '../../core/stores/checkout-campaigns.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureCampaigns } from '../shared/fixtures/checkout-campaigns.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopCheckoutCampaignsElement, tag } from './checkout-campaigns.element.js';

describe('<shop-checkout-campaigns> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopCheckoutCampaignsElement);
  });

  it('renders the cards into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile });
    $checkoutCampaigns.set({ status: 'ready', campaigns: fixtureCampaigns, busy: [] });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('li.card')).toHaveLength(3));
    el.remove();
  });
});
