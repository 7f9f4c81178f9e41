import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { lookupNotInAssortmentFixture } from '../../core/stores/product-details.fixture.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { defineElement } from '../shared/define-element.js';
import { ShopProductDetailsElement, tag } from './product-details.element.js';

describe('<shop-product-details> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopProductDetailsElement);
  });

  it('opens from ?foodInfo= inside its open shadow root; mode and print-url map', async () => {
    mockFetch({ 'GET /api/product/lookup/100999': { body: lookupNotInAssortmentFixture } });
    setFixtureState({ profile: fixtureProfile });
    window.history.replaceState(null, '', '/opskrift?foodInfo=100999');
    const el = document.createElement(tag);
    el.setAttribute('mode', 'modal');
    el.setAttribute('print-url', '/print');
    document.body.append(el);
    expect((el as unknown as { mode: string }).mode).toBe('modal');
    expect((el as unknown as { printUrl: string }).printUrl).toBe('/print');
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')?.open).toBe(true));
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.classList.contains('details-modal')).toBe(true);
    await waitFor(() => expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Produktet er desværre ikke tilgængelig i denne afdeling'));
    el.remove();
  });
});
