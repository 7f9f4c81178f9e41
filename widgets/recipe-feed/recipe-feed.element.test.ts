import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { defineElement } from '../shared/define-element.js';
import { ShopRecipeFeedElement, tag } from './recipe-feed.element.js';
import { fixtureRecipes } from './recipe-feed-fixtures.js';

describe('<shop-recipe-feed> element', () => {
  it('is defined once; defining again does not throw', () => {
    expect(() => defineElement(tag, class extends HTMLElement {})).not.toThrow();
    expect(customElements.get(tag)).toBe(ShopRecipeFeedElement);
  });

  it('reads mode, page-size and the bare sponsored attribute, and renders the cards into its shadow root', async () => {
    const fetch = mockFetch({ 'GET /recipe-service/recipes/random': { body: { items: fixtureRecipes(4), page: 1, pageSize: 4, total: 4 } } });
    setFixtureState({ profile: null });
    const el = document.createElement(tag);
    el.setAttribute('mode', 'random');
    el.setAttribute('page-size', '4');
    el.setAttribute('sponsored', '');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('article.card')).toHaveLength(4));
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageSize: '4', sponsored: 'true' });
    el.remove();
  });
});

describe('<shop-recipe-feed sponsored>', () => {
  it('turns sponsored off when the attribute is removed', async () => {
    const fetch = mockFetch({ 'GET /recipe-service/recipes/random': { body: { items: fixtureRecipes(2), page: 1, pageSize: 2, total: 2 } } });
    setFixtureState({ profile: null });
    const el = document.createElement(tag);
    el.setAttribute('mode', 'random');
    el.setAttribute('sponsored', '');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('article.card')).toHaveLength(2));
    el.removeAttribute('sponsored');
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(1));
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect(last.searchParams.get('sponsored')).toBe('false');
    el.remove();
  });
});
