import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Origin } from '../../core/index.js';
import { $toasts } from '../../core/stores/toasts.js';
import { cartResponse, fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureOfferPush, sellingProducts } from '../shared/fixtures/offers-selling.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { loadProductCard, ProductCarousel } from '../shared/product-carousel.js';
import { OfferPushView, offerPushRequest } from './offer-push.js';

const PATH = '/api/offerpush/1/products';

// The carousel imports the card on demand (product-carousel.tsx): once, before the tests.
beforeAll(async () => {
  await loadProductCard();
});

describe('offerPushRequest: the attributes as the call wants them', () => {
  it.each([
    ['1', undefined, { key: '1', products: [] }],
    [' 42 ', '', { key: '42', products: [] }],
    ['7', '100123, 100124,x', { key: '7?100123,100124', products: ['100123', '100124'] }],
    ['0', undefined, null],
    ['abc', undefined, null],
    ['1.5', undefined, null],
    [undefined, undefined, null],
  ] as const)('offer-id=%s products=%s', (id, products, expected) => {
    expect(offerPushRequest(id, products)).toEqual(expected);
  });
});

describe('<OfferPushView> (issue 18 point 4)', () => {
  it("shows the push's title, text and cards in the editor's order, in a named region", async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: fixtureOfferPush(10) } });
    setFixtureState({ profile: fixtureProfile });
    render(<OfferPushView offerId="1" />);
    const region = await screen.findByRole('region', { name: 'Ugens tilbud til storkøkkenet' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Ugens tilbud til storkøkkenet' })).toBeTruthy();
    expect(within(region).getByText('Skarpe priser på det, køkkenet bruger hver uge.')).toBeTruthy();
    const list = await within(region).findByRole('list', { name: 'Varer: Ugens tilbud til storkøkkenet' });
    const cards = list.querySelectorAll('article');
    expect([...cards].map((c) => c.getAttribute('data-card-type'))).toEqual(Array(10).fill('carousel-product'));
    expect(callsTo(fetch, 'GET', PATH)).toHaveLength(1);
    expect(within(region).getByRole('button', { name: 'Forrige varer' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(region).getByRole('button', { name: 'Næste varer' })).toBeTruthy();
  });

  it('narrows to the products attribute (?products) and adds with origin OfferPush 9', async () => {
    const push = fixtureOfferPush(2);
    const fetch = mockFetch({ [`GET ${PATH}`]: { body: push }, 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    setFixtureState({ profile: fixtureProfile });
    render(<OfferPushView offerId="1" products="810000,810001" />);
    await screen.findByRole('region', { name: push.title });
    expect(callsTo(fetch, 'GET', PATH)[0]?.url.searchParams.get('products')).toBe('810000,810001');
    const name = push.products[0]!.d;
    fireEvent.change(await screen.findByLabelText(`Antal af ${name}`), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: `Læg i kurv: ${name}` }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toMatchObject([{ origin: Origin.OfferPush, amount: 3, productId: '810000' }]);
    // After a card's add the toast links to the product's "Andre købte også" (core/rules/also-bought.ts).
    await waitFor(() => expect($toasts.get()[0]?.more).toEqual({ href: '/soeg?foodInfo=810000', text: 'Se hvad andre købte også' }));
  });

  it('renders nothing and calls nothing for a visitor or a malformed offer id', async () => {
    const fetch = mockFetch({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFixtureState({ profile: null });
    const { container, rerender } = render(<OfferPushView offerId="1" />);
    expect(container.innerHTML).toBe('');
    setFixtureState({ profile: fixtureProfile });
    rerender(<OfferPushView offerId="abc" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders nothing for an ended or unknown push (404)', async () => {
    const fetch = mockFetch({ [`GET ${PATH}`]: { status: 404, body: { error: 'NotFound', message: 'Tilbuddet findes ikke' } } });
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<OfferPushView offerId="1" />);
    await waitFor(() => expect(callsTo(fetch, 'GET', PATH)).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect($toasts.get()).toEqual([]);
  });

  it('shows loading, then an error with "Prøv igen" that loads again', async () => {
    let fail = true;
    const fetch = mockFetch({ [`GET ${PATH}`]: () => (fail ? { status: 500, body: { error: 'Internal' } } : { body: fixtureOfferPush(3) }) });
    setFixtureState({ profile: fixtureProfile });
    render(<OfferPushView offerId="1" />);
    expect(screen.getByRole('status').textContent).toBe('Henter varer …');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Varerne kunne ikke hentes');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Prøv igen' }));
    await screen.findByRole('list', { name: /Varer: Ugens tilbud/ });
    expect(callsTo(fetch, 'GET', PATH)).toHaveLength(2);
  });
});

describe('<ProductCarousel>: buttons and states', () => {
  function stubScroll(list: HTMLElement, scrollWidth: number, clientWidth: number) {
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
    list.scrollBy = vi.fn((opts?: ScrollToOptions | number) => {
      const left = typeof opts === 'object' ? (opts.left ?? 0) : 0;
      list.scrollLeft = Math.max(0, Math.min(scrollWidth - clientWidth, list.scrollLeft + left));
      list.dispatchEvent(new Event('scroll'));
    }) as HTMLElement['scrollBy'];
    list.dispatchEvent(new Event('scroll'));
  }

  it('scrolls by about a view and marks the buttons disabled at the ends, keeping them focusable', async () => {
    setFixtureState({ profile: fixtureProfile });
    render(<ProductCarousel heading="Tilbud" status="ready" products={sellingProducts(8)} origin={Origin.OfferPush} />);
    const list = await screen.findByRole('list', { name: 'Varer: Tilbud' });
    stubScroll(list, 1600, 500);
    const prev = screen.getByRole('button', { name: 'Forrige varer' });
    const next = screen.getByRole('button', { name: 'Næste varer' });
    await waitFor(() => expect(next.getAttribute('aria-disabled')).toBe('false'));
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    expect(prev.hasAttribute('disabled')).toBe(false);
    fireEvent.click(prev); // at the start: nothing moves
    expect(list.scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(list.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' });
    await waitFor(() => expect(prev.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(next);
    fireEvent.click(next);
    await waitFor(() => expect(next.getAttribute('aria-disabled')).toBe('true'));
    expect(list.scrollLeft).toBe(1100);
  });

  it('says so when ready without products, or renders nothing when asked to hide then', () => {
    setFixtureState({ profile: fixtureProfile });
    const { container, rerender } = render(<ProductCarousel heading="Tilbud" status="ready" products={[]} origin={Origin.OfferPush} />);
    expect(screen.getByText('Der er ingen varer at vise lige nu.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Næste varer' })).toBeNull();
    rerender(<ProductCarousel heading="Tilbud" status="ready" products={[]} origin={Origin.OfferPush} hideWhenEmpty />);
    expect(container.innerHTML).toBe('');
  });

  it('marks a loading carousel busy and names its heading level', () => {
    setFixtureState({ profile: fixtureProfile });
    render(<ProductCarousel heading="Andre købte også" headingLevel={3} status="loading" products={[]} origin={Origin.AdditionalSales} />);
    const region = screen.getByRole('region', { name: 'Andre købte også' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('heading', { level: 3 })).toBeTruthy();
  });
});
