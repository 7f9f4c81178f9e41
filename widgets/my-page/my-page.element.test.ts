import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $kitchenSettings, loadedKitchenSettings } from '../../core/stores/kitchen-settings.js';
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
    $kitchenSettings.set(loadedKitchenSettings({ departmentCode: '1004', excludedAllergens: ['nuts'], co2TargetPerLine: null, organicTargetPct: null, editable: true }));
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Køkkenets indstillinger'));
    expect(el.shadowRoot!.querySelectorAll('input[type="checkbox"]')).toHaveLength(14);
    el.remove();
  });
});
