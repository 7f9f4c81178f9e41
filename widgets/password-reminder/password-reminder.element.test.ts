import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { daLogin2 } from '../../core/texts/da-login2.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopPasswordReminderElement, tag } from './password-reminder.element.js';

describe('<shop-password-reminder> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopPasswordReminderElement);
  });

  it('renders the notice into its open shadow root, styled, when the password change is due', async () => {
    setFixtureState({ profile: { ...fixtureProfile, passwordChangeDue: true } });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('.reminder')?.textContent).toContain(daLogin2.reminderText));
    const root = el.shadowRoot!;
    expect(root.adoptedStyleSheets.length > 0 || root.querySelector('style') !== null).toBe(true);
    el.remove();
  });

  it('renders nothing for a user with a recent password', async () => {
    setFixtureState({ profile: fixtureProfile });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot!.querySelector('.reminder')).toBeNull();
    el.remove();
  });
});
