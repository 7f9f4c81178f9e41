import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fixtureProfile, readySearch } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { defineElement } from '../shared/define-element.js';
import { ShopProductListElement, tag } from './product-list.element.js';

describe('<shop-product-list> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopProductListElement);
  });

  it('maps the search attribute and renders cards into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile, search: readySearch('mælk') });
    const fetch = mockFetch({});
    const el = document.createElement(tag);
    el.setAttribute('search', 'mælk');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('article')).toHaveLength(4));
    expect(fetch).not.toHaveBeenCalled();
    el.remove();
  });
});
