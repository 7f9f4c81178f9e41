import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $allergenMatrix } from '../../core/stores/allergen-matrix.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { FIXTURE_MATRIX_LIST_ID, fixtureMatrix } from '../shared/fixtures/allergen-matrix.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopAllergenMatrixElement, tag } from './allergen-matrix.element.js';

describe('<shop-allergen-matrix> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopAllergenMatrixElement);
  });

  it('maps list-id and renders the table into its shadow root', async () => {
    setFixtureState({ profile: fixtureProfile });
    $allergenMatrix.set({ listId: FIXTURE_MATRIX_LIST_ID, status: 'ready', matrix: fixtureMatrix() });
    const el = document.createElement(tag);
    el.setAttribute('list-id', String(FIXTURE_MATRIX_LIST_ID));
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelector('table caption')?.textContent).toContain('Frokost mandag'));
    expect(el.shadowRoot!.querySelectorAll('tbody tr')).toHaveLength(6);
    el.remove();
  });
});
