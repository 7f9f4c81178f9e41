import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $sentShoppingLists, $shoppingList } from '../../core/stores/shopping-list.js';
import { shoppingListProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { defineElement } from '../shared/define-element.js';
import { currentList } from './shopping-list-fixtures.js';
import { ShopShoppingListElement, tag } from './shopping-list.element.js';

describe('<shop-shopping-list> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopShoppingListElement);
  });

  it('renders the current list into its shadow root', async () => {
    mockFetch({ 'GET /api/product/getbyids': { body: [] } });
    setFixtureState({ profile: shoppingListProfile });
    $shoppingList.set({ status: 'ready', list: currentList });
    $sentShoppingLists.set({ status: 'ready', lists: [], fetched: 1, total: 1 });
    const el = document.createElement(tag);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Din nuværende indkøbsliste'));
    expect(el.shadowRoot!.querySelectorAll('tbody tr')).toHaveLength(3);
    el.remove();
  });
});
