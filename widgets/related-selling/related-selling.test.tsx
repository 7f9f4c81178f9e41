import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Origin } from '../../core/index.js';
import { cartResponse, fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureAdditionalSales, fixtureSupplierProducts } from '../shared/fixtures/offers-selling.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { AdditionalSalesView } from './additional-sales.js';
import { DetailsSellingSections } from './details-sections.js';
import { SupplierCarouselView, supplierTake } from './supplier-carousel.js';
import { loadProductCard } from '../shared/product-carousel.js';

const SUPPLIER = '/api/product/randomfromsupplier';
const ALSO = '/api/product/additionalsales/100123';

// The carousel imports the card on demand (product-carousel.tsx): once, before the tests.
beforeAll(async () => {
  await loadProductCard();
});

describe('supplierTake: the take attribute within 1-20 (§7), else 10', () => {
  it.each([[undefined, 10], ['5', 5], ['20', 20], ['21', 10], ['0', 10], ['2.5', 10], ['x', 10]] as const)('%s -> %s', (raw, n) => {
    expect(supplierTake(raw)).toBe(n);
  });
});

describe('<SupplierCarouselView> "Mere fra {supplier}"', () => {
  it("names the supplier, asks for the product's supplier with the take, adds with origin 11", async () => {
    const body = fixtureSupplierProducts(6);
    const fetch = mockFetch({ [`POST ${SUPPLIER}`]: { body }, 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    setFixtureState({ profile: fixtureProfile });
    render(<SupplierCarouselView productId="100123" take="6" />);
    const region = await screen.findByRole('region', { name: 'Mere fra Arla Foods amba' });
    expect(callsTo(fetch, 'POST', SUPPLIER)[0]?.body).toEqual({ productId: '100123', take: 6 });
    const name = body.products[0]!.d;
    await within(region).findByLabelText(`Antal af ${name}`);
    expect(region.querySelectorAll('article[data-card-type="carousel-product"]')).toHaveLength(6);
    fireEvent.change(within(region).getByLabelText(`Antal af ${name}`), { target: { value: '1' } });
    fireEvent.click(within(region).getByRole('button', { name: `Læg i kurv: ${name}` }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toMatchObject([{ origin: Origin.SupplierCarousel, productId: body.products[0]!.i[0] }]);
  });

  it('renders nothing without other products, for an unknown product, or without a product id', async () => {
    const fetch = mockFetch({ [`POST ${SUPPLIER}`]: ({ body }) => ((body as { productId: string }).productId === '1'
      ? { status: 404, body: { error: 'NotFound' } }
      : { body: { ...fixtureSupplierProducts(0), products: [] } }) });
    setFixtureState({ profile: fixtureProfile });
    const { container, rerender } = render(<SupplierCarouselView productId="100123" />);
    await waitFor(() => expect(callsTo(fetch, 'POST', SUPPLIER)).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    rerender(<SupplierCarouselView productId="1" />);
    await waitFor(() => expect(callsTo(fetch, 'POST', SUPPLIER)).toHaveLength(2));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    rerender(<SupplierCarouselView />);
    expect(container.innerHTML).toBe('');
    expect(callsTo(fetch, 'POST', SUPPLIER)).toHaveLength(2);
  });
});

describe('<AdditionalSalesView> "Andre købte også"', () => {
  it('shows the products bought together and adds with origin AdditionalSales 10', async () => {
    const body = fixtureAdditionalSales(4);
    const fetch = mockFetch({ [`GET ${ALSO}`]: { body }, 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    setFixtureState({ profile: fixtureProfile });
    render(<AdditionalSalesView productId="100123" />);
    const region = await screen.findByRole('region', { name: 'Andre købte også' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Andre købte også' })).toBeTruthy();
    const name = body.products[0]!.d;
    await within(region).findByLabelText(`Antal af ${name}`);
    expect(region.querySelectorAll('article')).toHaveLength(4);
    fireEvent.change(within(region).getByLabelText(`Antal af ${name}`), { target: { value: '2' } });
    fireEvent.click(within(region).getByRole('button', { name: `Læg i kurv: ${name}` }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toMatchObject([{ origin: Origin.AdditionalSales }]);
  });

  it('shows an error with "Prøv igen" on a failure', async () => {
    mockFetch({ [`GET ${ALSO}`]: { status: 500, body: { error: 'Internal' } } });
    setFixtureState({ profile: fixtureProfile });
    render(<AdditionalSalesView productId="100123" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});

describe('<DetailsSellingSections>: the details sections', () => {
  it('shows "Andre købte også" above "Mere fra {supplier}"', async () => {
    mockFetch({ [`GET ${ALSO}`]: { body: fixtureAdditionalSales(3) }, [`POST ${SUPPLIER}`]: { body: fixtureSupplierProducts(3) } });
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<DetailsSellingSections productId="100123" />);
    await screen.findByRole('region', { name: 'Mere fra Arla Foods amba' });
    await screen.findByRole('region', { name: 'Andre købte også' });
    expect([...container.querySelectorAll('section')].map((s) => s.getAttribute('data-carousel'))).toEqual(['additional-sales', 'supplier']);
  });
});
