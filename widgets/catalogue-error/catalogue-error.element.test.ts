import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { $catalogue, CatalogueLoadError } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopCatalogueErrorElement, tag } from './catalogue-error.element.js';

describe('<shop-catalogue-error> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopCatalogueErrorElement);
  });

  it('opens its dialog inside the shadow root when the catalogue fails', async () => {
    setFixtureState({ profile: fixtureProfile });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')).toBeTruthy());
    act(() => $catalogue.set({ status: 'error', version: null, count: 0, source: null, error: CatalogueLoadError.Failed }));
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')!.open).toBe(true));
    el.remove();
  });
});
