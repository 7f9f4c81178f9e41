import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $kitchenSettings, loadedKitchenSettings } from '../../core/stores/kitchen-settings.js';
import { $environment } from '../../core/stores/environment.js';
import { $relations } from '../../core/stores/my-settings.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopMyPageElement, tag } from './my-page.element.js';

describe('<shop-my-page> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopMyPageElement);
  });

  it('renders the kitchen settings section into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile });
    $environment.set({ status: 'loaded', answer: { supported: true, catalogueMode: 'worker', catalogueCache: 'indexedDb', problems: [] } });
    $relations.set({ status: 'loaded', departments: [], switching: null, message: null });
    $kitchenSettings.set(loadedKitchenSettings({ departmentCode: '1004', excludedAllergens: ['nuts'], co2TargetPerLine: null, organicTargetPct: null, editable: true }));
    const el = document.createElement(tag);
    document.body.append(el);
    // Issue 22 point 5: the account sections come first; the kitchen's is among the sections.
    await waitFor(() => expect([...el.shadowRoot!.querySelectorAll('h2')].map((h) => h.textContent)).toContain('Køkkenets indstillinger'));
    expect(el.shadowRoot!.querySelectorAll('fieldset.allergens input[type="checkbox"]')).toHaveLength(14);
    el.remove();
  });
});
