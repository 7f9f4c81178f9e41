import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { $focusBrand, resetFocusBrand } from '../../core/stores/focus-brand.js';
import { daFocus } from '../../core/texts/da-focus.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { FocusBrandView } from './focus-brand.js';
import { fixtureBrand, fixtureBrandPage, fixtureBrands, focusMilkWire } from '../shared/fixtures/focus-brand.js';

const PAGE = `/api/focusbrands/${fixtureBrand.slug}`;

function cartResponse(added: number) {
  return { addedOrderlines: added, previewOrder: { itemCount: added, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 }, warnings: [], error: null };
}

describe('<FocusBrandView> (issue 18 point 3)', () => {
  it('a brand page: logo 80 px, thumbnail 250 px, text and its products as cards', async () => {
    resetFocusBrand();
    const fetch = mockFetch({ [`GET ${PAGE}`]: { body: fixtureBrandPage() } });
    setFixtureState({ profile: fixtureProfile });
    render(<FocusBrandView brand="thise" />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thise' });
    const article = heading.closest('article')!;
    const logo = within(article).getByRole('img', { name: 'Thise logo' }) as HTMLImageElement;
    expect(logo.getAttribute('width')).toBe('80');
    expect(logo.getAttribute('src')).toBe('/images/brands/thise/logo.svg');
    expect(article.querySelector('img.thumb')?.getAttribute('width')).toBe('250');
    expect(screen.getByText(fixtureBrand.text)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Varer fra Thise' })).toBeTruthy();
    // The cards come with <shop-product-list>'s module (a dynamic import, as on a real page).
    await waitFor(() => expect(article.querySelectorAll('article.card')).toHaveLength(3));
    expect(callsTo(fetch, 'GET', PAGE)).toHaveLength(1);
  });

  it('the focus product: starts in its focus unit, says its stock, is sent as its focus product; UnitMisMatch in another unit', async () => {
    resetFocusBrand();
    const fetch = mockFetch({
      [`GET ${PAGE}`]: { body: fixtureBrandPage([focusMilkWire]) },
      'POST /api/order/addtoorder': { body: { ...cartResponse(0), warnings: [{ code: 'UnitMisMatch', productId: focusMilkWire.i[0], unit: 'STK' }] } },
    });
    setFixtureState({ profile: fixtureProfile });
    render(<FocusBrandView brand="thise" />);
    expect(await screen.findByText('Fokusvare: 12 STK på lager')).toBeTruthy();
    const unit = screen.getByLabelText(`Enhed for ${focusMilkWire.d}`) as HTMLSelectElement;
    expect(unit.value).toBe('STK');
    fireEvent.change(unit, { target: { value: 'KRT' } });
    fireEvent.change(screen.getByLabelText(`Antal af ${focusMilkWire.d}`), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: `Læg i kurv: ${focusMilkWire.d}` }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toMatchObject([{ unit: 'KRT', focusProductId: '9100123' }]);
    await waitFor(() => expect($toasts.get()).toMatchObject([{ kind: 'warning', message: 'Varen kan kun bestilles i enheden STK', durationMs: 6000 }]));
  });

  it('the brand attribute is absent: the slug comes from /vores-staerke-brands/{brand} (percent-decoded)', async () => {
    resetFocusBrand();
    window.history.replaceState(null, '', '/vores-staerke-brands/glyng%C3%B8re');
    const fetch = mockFetch({ 'GET /api/focusbrands/glyng%C3%B8re': { body: { ...fixtureBrandPage([]), brand: fixtureBrands[2] } } });
    setFixtureState({ profile: fixtureProfile });
    render(<FocusBrandView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Glyngøre' })).toBeTruthy();
    expect(screen.getByText(daFocus.noProducts)).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/focusbrands/glyng%C3%B8re')).toHaveLength(1);
    window.history.replaceState(null, '', '/');
  });

  it('without a session: the brand and a login link instead of products; after the login the products come', async () => {
    resetFocusBrand();
    const fetch = mockFetch({ [`GET ${PAGE}`]: { body: fixtureBrandPage(null) } });
    setFixtureState({ profile: null });
    render(<FocusBrandView brand="thise" />);
    expect(await screen.findByText(daFocus.loginForProducts, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log ind' })).toBeTruthy();
    expect(document.querySelectorAll('article.card')).toHaveLength(0);
    mockFetch({ [`GET ${PAGE}`]: { body: fixtureBrandPage() } });
    setFixtureState({ profile: fixtureProfile });
    await waitFor(() => expect(document.querySelectorAll('article.card')).toHaveLength(3));
    expect(callsTo(fetch, 'GET', PAGE)).toHaveLength(1);
  });

  it('an unknown brand says so; a failed load offers a retry', async () => {
    resetFocusBrand();
    mockFetch({ 'GET /api/focusbrands/findes-ikke': { status: 404, body: { error: 'NotFound', message: 'Brandet findes ikke.' } } });
    setFixtureState({ profile: fixtureProfile });
    const { unmount } = render(<FocusBrandView brand="findes-ikke" />);
    expect((await screen.findByRole('alert')).textContent).toBe(daFocus.notFound);
    unmount();

    resetFocusBrand();
    let calls = 0;
    mockFetch({ [`GET ${PAGE}`]: () => (++calls === 1 ? { status: 500, body: { error: 'ServerError' } } : { body: fixtureBrandPage() }) });
    render(<FocusBrandView brand="thise" />);
    expect((await screen.findByRole('alert')).textContent).toContain(daFocus.failed);
    fireEvent.click(screen.getByRole('button', { name: daFocus.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thise' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('no brand: the overview links every brand to its page, with thumbnails and product counts', async () => {
    resetFocusBrand();
    window.history.replaceState(null, '', '/vores-staerke-brands');
    mockFetch({ 'GET /api/focusbrands': { body: fixtureBrands } });
    setFixtureState({ profile: fixtureProfile });
    render(<FocusBrandView />);
    expect(await screen.findByRole('heading', { level: 1, name: daFocus.overviewTitle })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/vores-staerke-brands/thise', '/vores-staerke-brands/merrild', '/vores-staerke-brands/glyng%C3%B8re']);
    expect(links[0]!.textContent).toBe('Thise3 varer');
    expect(links[0]!.querySelector('img')?.getAttribute('width')).toBe('250');
    window.history.replaceState(null, '', '/');
  });

  it('shows the loading state while the brand is on its way', () => {
    setFixtureState({ profile: fixtureProfile });
    $focusBrand.set({ slug: 'thise', status: 'loading', brand: null, products: null, brands: [], loadedFor: null });
    render(<FocusBrandView brand="thise" />);
    expect(screen.getByRole('status').textContent).toBe(daFocus.loading);
  });
});
