import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { fixtureProfile, punchOutProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopPunchOutBannerElement, tag } from './punch-out-banner.element.js';

describe('<shop-punch-out-banner> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopPunchOutBannerElement);
  });

  it('renders the banner into its open shadow root in a punch-out session', async () => {
    setFixtureState({ profile: punchOutProfile });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('.banner')?.textContent).toContain(daPunchOut.banner));
    expect(el.shadowRoot!.querySelector('button')?.textContent).toBe(daPunchOut.cancelAndReturn);
    el.remove();
  });

  it('renders nothing visible for an ordinary user', async () => {
    setFixtureState({ profile: fixtureProfile });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot!.querySelector('.banner')).toBeNull();
    expect(el.shadowRoot!.querySelector('button')).toBeNull();
    el.remove();
  });
});
