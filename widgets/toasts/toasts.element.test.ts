import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { showToast } from '../../core/index.js';
import { defineElement } from '../shared/define-element.js';
import { ShopToastsElement, tag } from './toasts.element.js';

describe('<shop-toasts> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopToastsElement);
  });

  it('renders toasts into its shadow root', async () => {
    const el = document.createElement(tag);
    document.body.append(el);
    act(() => void showToast({ kind: 'success', message: 'Gemt', durationMs: 4000 }));
    await waitFor(() => expect(el.shadowRoot!.querySelector('[role=status]')?.textContent).toContain('Gemt'));
    el.remove();
  });
});
