import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $webSamples } from '../../core/stores/web-samples.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopWebSamplesElement, tag } from './web-samples.element.js';
import { fixtureSamples } from './web-samples-fixtures.js';

describe('<shop-web-samples> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopWebSamplesElement);
  });

  it('renders the sample cards into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile });
    $webSamples.set({ status: 'ready', samples: fixtureSamples, adding: null });
    const el = document.createElement(tag);
    el.setAttribute('heading', 'Gratis vareprøver');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('article[data-card-type="web-sample"]')).toHaveLength(3));
    expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Gratis vareprøver');
    el.remove();
  });
});
