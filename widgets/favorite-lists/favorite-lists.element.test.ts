import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { defineElement } from '../shared/define-element.js';
import { ShopFavoriteListsElement, tag } from './favorite-lists.element.js';

describe('<shop-favorite-lists> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopFavoriteListsElement);
  });

  it('renders the lists into its open shadow root; search-url reaches the links', async () => {
    setFixtureState({ profile: fixtureProfile });
    setFavoriteListsFixture();
    const el = document.createElement(tag);
    el.setAttribute('search-url', '/varer');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('table')).toBeTruthy());
    expect(el.shadowRoot!.textContent).toContain('Mandagsbestilling');
    await waitFor(() => expect(el.shadowRoot!.querySelector('a.list-link')?.getAttribute('href')).toBe('/varer?favoritelist=13'));
    el.remove();
  });
});
