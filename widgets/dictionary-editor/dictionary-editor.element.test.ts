import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $dictionaryEditor } from '../../core/stores/dictionary-editor.js';
import { defineElement } from '../shared/define-element.js';
import { ShopDictionaryEditorElement, tag } from './dictionary-editor.element.js';
import { fixtureDictionaryEntries } from './dictionary-editor-fixtures.js';

describe('<shop-dictionary-editor> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopDictionaryEditorElement);
  });

  it('renders the list into its shadow root, with the heading attribute', async () => {
    $dictionaryEditor.set({ status: 'ready', query: '', entries: fixtureDictionaryEntries, total: 4 });
    const el = document.createElement(tag);
    el.setAttribute('heading', 'Tekster');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('tbody tr')).toHaveLength(4));
    expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Tekster');
    el.remove();
  });
});
