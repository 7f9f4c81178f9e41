import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $shopConfig, CATALOGUE_ERROR_EVENT } from '../core/index.js';
import { LOAD_ON_EVENT } from './elements.generated.js';
import { fixtureProfile } from './shared/fixtures/index.js';
import { setFixtureState } from './shared/fixtures/stores.js';
import { callsTo, mockFetch } from './shared/fixtures/mock-fetch.js';
import { daMiniBasket } from '../core/texts/da-mini-basket.js';
import { setDictionaryOverrides } from '../core/texts/dictionary.js';

const loaderUrl = new URL('./loader.ts', import.meta.url).href;

describe('loader (shop-widgets.js)', () => {
  it('configures the shop from its script tag, applies the dictionary first, defines present tags, then tags inserted later; loads once', async () => {
    // Issue 17 §1: the editors' texts, fetched once at start; every element renders with them.
    const fetchMock = mockFetch({ 'GET /api/umbraco/dictionary/get': { body: { 'Shop.MiniBasket.show': 'Se kurven' } } });
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 1, deliveryDate: null } });
    const script = document.createElement('script');
    script.setAttribute('src', loaderUrl);
    script.type = 'text/plain'; // the test imports it; happy-dom must not fetch it
    Object.assign(script.dataset, { apiBase: 'https://api.example.dk/', basketUrl: '/kurv2', searchUrl: '/soeg2', loginUrl: 'javascript:alert(1)' });
    document.head.append(script);
    document.body.innerHTML = '<shop-toasts></shop-toasts>';

    const loader = await import('./loader.js');
    expect($shopConfig.get()).toMatchObject({ apiBase: 'https://api.example.dk', basketUrl: '/kurv2', searchUrl: '/soeg2', loginUrl: '/' });
    await waitFor(() => expect(customElements.get('shop-toasts')).toBeTruthy());
    // Issue 22 point 2: the page takes the profile's site variant (its theme chunk loads on demand).
    await waitFor(() => expect(document.documentElement.getAttribute('data-shop-site')).toBe(fixtureProfile.siteVariant));
    expect(customElements.get('shop-mini-basket')).toBeUndefined();

    // A CMS fragment inserted later, with the element nested inside.
    const fragment = document.createElement('div');
    fragment.innerHTML = '<section><shop-mini-basket basket-url="/kurv"></shop-mini-basket></section>';
    document.body.append(fragment);
    await waitFor(() => expect(customElements.get('shop-mini-basket')).toBeTruthy());
    await waitFor(() => expect(document.querySelector('shop-mini-basket')!.shadowRoot?.querySelector('a')).toBeTruthy());
    expect(daMiniBasket.show).toBe('Se kurven');
    const asked = callsTo(fetchMock, 'GET', '/api/umbraco/dictionary/get');
    expect(asked.map((c) => c.url.href)).toEqual(['https://api.example.dk/api/umbraco/dictionary/get?lang=da']);
    setDictionaryOverrides({});

    // Issue 15 point 3: loading="lazy" (below the fold) imports the element when it comes near the viewport.
    const observed: { callback: IntersectionObserverCallback; element: Element; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          readonly callback: IntersectionObserverCallback,
          readonly options?: IntersectionObserverInit,
        ) {}
        observe(element: Element) {
          observed.push({ callback: this.callback, element, options: this.options });
        }
        disconnect() {}
      },
    );
    const below = document.createElement('div');
    below.innerHTML = '<p>…</p><shop-login loading="lazy"></shop-login>';
    document.body.append(below);
    await waitFor(() => expect(observed.map((o) => o.element.localName)).toEqual(['shop-login']));
    expect(observed[0]!.options?.rootMargin).toBe(loader.LAZY_ROOT_MARGIN);
    observed[0]!.callback([{ isIntersecting: false, target: observed[0]!.element } as IntersectionObserverEntry], {} as IntersectionObserver);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(customElements.get('shop-login')).toBeUndefined();
    observed[0]!.callback([{ isIntersecting: true, target: observed[0]!.element } as IntersectionObserverEntry], {} as IntersectionObserver);
    await waitFor(() => expect(customElements.get('shop-login')).toBeTruthy());
    vi.unstubAllGlobals();

    // Issue 15 point 2: a deferred element with loadOnEvent does not wait for idle once its event comes
    // (the catalogue error modal, the search page's largest paint for a visitor).
    expect(LOAD_ON_EVENT['shop-catalogue-error']).toBe(CATALOGUE_ERROR_EVENT);
    vi.stubGlobal('requestIdleCallback', () => 0); // the page never becomes idle in this part
    document.body.insertAdjacentHTML('beforeend', '<shop-catalogue-error></shop-catalogue-error>');
    await new Promise((settled) => setTimeout(settled, 50));
    expect(customElements.get('shop-catalogue-error')).toBeUndefined();
    window.dispatchEvent(new CustomEvent(CATALOGUE_ERROR_EVENT, { detail: { error: 'User is not logged in' } }));
    await waitFor(() => expect(customElements.get('shop-catalogue-error')).toBeTruthy());
    vi.unstubAllGlobals();

    expect(loader.start(loaderUrl)).toBe(false); // a second copy of the script does nothing
    expect(Object.keys(loader.ELEMENTS).sort()).toEqual([
      'shop-allergen-matrix', 'shop-basket', 'shop-campaign-report', 'shop-catalogue-error', 'shop-checkout-campaigns', 'shop-co2e-modal', 'shop-delivery-date', 'shop-dictionary-editor', 'shop-expiry-offers',
      'shop-favorite-lists', 'shop-focus-brand', 'shop-lead-generator', 'shop-login', 'shop-mini-basket', 'shop-my-page', 'shop-new-site-welcome', 'shop-offer-push', 'shop-order-history', 'shop-password',
      'shop-password-reminder', 'shop-product-details', 'shop-product-list', 'shop-public-offers', 'shop-punch-out-banner', 'shop-quick-order', 'shop-recipe', 'shop-recipe-feed', 'shop-recurring-orders', 'shop-search-bar',
      'shop-session-expired', 'shop-shopping-list', 'shop-supplier-carousel', 'shop-toasts', 'shop-web-samples',
    ]);
    document.body.innerHTML = '';
  });
});
