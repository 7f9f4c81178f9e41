import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { defineElement } from '../shared/define-element.js';
import { ShopLoginElement, tag } from './login.element.js';

describe('<shop-login> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(customElements.get(tag)).toBe(ShopLoginElement);
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopLoginElement);
  });

  it('renders into an open shadow root with styles, maps redirect-url and dispatches a composed login event', async () => {
    mockFetch({
      'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } },
      'POST /api/profile/login': { body: fixtureProfile },
    });
    const el = document.createElement(tag);
    el.setAttribute('redirect-url', '/velkommen');
    document.body.append(el);
    expect((el as unknown as { redirectUrl: string }).redirectUrl).toBe('/velkommen');
    const root = el.shadowRoot!;
    expect(root).toBeTruthy();
    await waitFor(() => expect(root.querySelector('input[type=email]')).toBeTruthy());
    const styled = root.adoptedStyleSheets.length > 0 || root.querySelector('style') !== null;
    expect(styled).toBe(true);
    el.remove();
  });
});
