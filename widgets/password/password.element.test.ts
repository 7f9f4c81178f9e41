import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetPasswordStores } from '../../core/stores/password.js';
import { daPassword } from '../../core/texts/da-password.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { defineElement } from '../shared/define-element.js';
import { ShopPasswordElement, tag } from './password.element.js';

afterEach(() => resetPasswordStores());

describe('<shop-password> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(customElements.get(tag)).toBe(ShopPasswordElement);
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopPasswordElement);
  });

  it('renders the request form into an open shadow root with styles', async () => {
    mockFetch({});
    const el = document.createElement(tag);
    document.body.append(el);
    const root = el.shadowRoot!;
    await waitFor(() => expect(root.querySelector('input[type=email]')).toBeTruthy());
    expect(root.adoptedStyleSheets.length > 0 || root.querySelector('style') !== null).toBe(true);
    el.remove();
  });

  it('maps mode and request-url: reset without a token links to the request page', async () => {
    mockFetch({});
    const el = document.createElement(tag);
    el.setAttribute('mode', 'reset');
    el.setAttribute('request-url', '/glemt-adgangskode');
    document.body.append(el);
    expect((el as unknown as { mode: string }).mode).toBe('reset');
    expect((el as unknown as { requestUrl: string }).requestUrl).toBe('/glemt-adgangskode');
    const root = el.shadowRoot!;
    await waitFor(() => expect(root.textContent).toContain(daPassword.linkMissing));
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/glemt-adgangskode');
    el.remove();
  });
});
