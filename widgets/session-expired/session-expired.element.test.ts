import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { $sessionState } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopSessionExpiredElement, tag } from './session-expired.element.js';

describe('<shop-session-expired> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopSessionExpiredElement);
  });

  it('opens its dialog inside the shadow root when the session expires; login-url maps', async () => {
    setFixtureState({ profile: fixtureProfile });
    const el = document.createElement(tag);
    el.setAttribute('login-url', '/log-ind');
    document.body.append(el);
    expect((el as unknown as { loginUrl: string }).loginUrl).toBe('/log-ind');
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')).toBeTruthy());
    act(() => $sessionState.set('expired'));
    await waitFor(() => expect(el.shadowRoot!.querySelector('dialog')!.open).toBe(true));
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Login udløbet');
    el.remove();
  });
});
