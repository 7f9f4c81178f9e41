import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopFocusBrandElement, tag } from './focus-brand.element.js';
import { setBrandState } from '../shared/fixtures/focus-brand.js';

describe('<shop-focus-brand> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopFocusBrandElement);
  });

  it('maps brand and renders the brand and its cards into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile });
    setBrandState({});
    const el = document.createElement(tag);
    el.setAttribute('brand', 'thise');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('h1')?.textContent).toBe('Thise'));
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('article.card')).toHaveLength(3));
    // The cards' styles come with them, adopted into the element's root.
    expect(el.shadowRoot!.adoptedStyleSheets.length).toBeGreaterThan(1);
    expect(el.shadowRoot!.querySelector('img.logo')?.getAttribute('width')).toBe('80');
    el.remove();
  });
});
