import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { navigation } from '../shared/navigate.js';
import { defineElement } from '../shared/define-element.js';
import { ShopSearchBarElement, tag } from './search-bar.element.js';

describe('<shop-search-bar> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopSearchBarElement);
  });

  it('renders a combobox in its open shadow root and uses the search-url attribute', async () => {
    setFixtureState({ profile: null });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const el = document.createElement(tag);
    el.setAttribute('search-url', '/sog-her');
    document.body.append(el);
    const root = el.shadowRoot!;
    await waitFor(() => expect(root.querySelector('[role=combobox]')).toBeTruthy());
    const input = root.querySelector('input')!;
    const listbox = root.querySelector('[role=listbox]')!;
    expect(root.getElementById(input.getAttribute('aria-controls')!)).toBe(listbox);
    fireEvent.input(input, { target: { value: 'ost' } });
    await waitFor(() => expect(input.value).toBe('ost'));
    fireEvent.submit(root.querySelector('form')!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sog-her?search=ost'));
    el.remove();
  });
});
