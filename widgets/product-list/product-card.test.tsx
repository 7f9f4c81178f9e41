import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $basket, $shopConfig, $toasts, Origin, da } from '../../core/index.js';
import type { OrderContext } from '../../core/index.js';
import { cartResponse, discontinued, fixtureProfile, milk, missingFoodInfo, salmon, zeroPrice } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { ProductCard } from './product-card.js';

const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };
const on = fixtureProfile.settings;

describe('<ProductCard>', () => {
  it('shows name, brand, id, country, badges and the unit price in parts', () => {
    const { container } = render(<ProductCard product={milk} settings={on} orderContext={ctx} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3 }).getAttribute('title')).toBe(milk.name);
    expect(screen.getByText('Arla Foods Professionel')).toBeTruthy();
    expect(screen.getByText('Varenr. 100123')).toBeTruthy();
    expect(screen.getByText('DK')).toBeTruthy();
    expect(screen.getByLabelText('Økologisk')).toBeTruthy();
    // default unit KRT (flagged default): 12 x 12,50 = 150,00
    expect(container.querySelector('.integral')?.textContent).toBe('150');
    expect(container.querySelector('.fraction')?.textContent).toBe(',00');
    expect(screen.getByText('pr. KRT')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(`Enhed for ${milk.name}`), { target: { value: 'STK' } });
    expect(container.querySelector('.integral')?.textContent).toBe('12');
    expect(container.querySelector('.fraction')?.textContent).toBe(',50');
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.alt).toBe(da.imageAlt(milk.name));
  });

  it('§9: icons split at 10 on a card, at 5 with a focus brand, the rest behind +N', () => {
    const many = { ...milk.flags, organic: true, keyhole: true, msc: true, vegan: true, glutenFree: true, lactoseFree: true, fairtrade: true, local: true };
    const { container, unmount } = render(<ProductCard product={{ ...milk, flags: many, focusBrand: null }} settings={on} orderContext={ctx} />);
    const count = () => container.querySelectorAll('.badges li:not(.badge-more)').length;
    const shownAll = count();
    expect(shownAll).toBeGreaterThan(6);
    expect(container.querySelector('.badge-more')).toBeNull();
    unmount();
    const withBrand = render(<ProductCard product={{ ...milk, flags: many, focusBrand: { name: 'Arla', logo: '/logo.svg' } }} settings={on} orderContext={ctx} />);
    expect(withBrand.container.querySelectorAll('.badges li:not(.badge-more)')).toHaveLength(5);
    expect(withBrand.container.querySelector('.badge-more')?.textContent).toContain(`+${shownAll - 5}`);
  });

  it('§9: shows the deposit apart from the price, per chosen unit, with a comma decimal', () => {
    const bottle = { ...milk, depositOre: 100 };
    render(<ProductCard product={bottle} settings={on} orderContext={ctx} />);
    // default unit KRT = 12 bottles
    expect(screen.getByText('+ pant 12,00 kr.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(`Enhed for ${milk.name}`), { target: { value: 'STK' } });
    expect(screen.getByText('+ pant 1,00 kr.')).toBeTruthy();
  });

  it('shows no deposit line for products without a deposit', () => {
    const { container } = render(<ProductCard product={{ ...milk, depositOre: 0 }} settings={on} orderContext={ctx} />);
    expect(container.querySelector('.deposit')).toBeNull();
  });

  it('falls back to a placeholder when the image fails', () => {
    render(<ProductCard product={milk} settings={on} orderContext={ctx} />);
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://images.example.com/100123.jpg?w=300');
    fireEvent.error(img);
    expect(img.getAttribute('src')?.startsWith('data:image/svg+xml')).toBe(true);
  });

  it("loads the image host's 300 px picture from the API's origin", () => {
    $shopConfig.setKey('apiBase', 'https://shop.example.dk');
    render(<ProductCard product={{ ...milk, imageUrl: '/images/products/100123' }} settings={on} orderContext={ctx} />);
    expect((screen.getByRole('img') as HTMLImageElement).getAttribute('src')).toBe('https://shop.example.dk/images/products/100123?w=300');
  });

  it('shows the placeholder for a product without a picture', () => {
    render(<ProductCard product={{ ...milk, imageUrl: null }} settings={on} orderContext={ctx} />);
    expect((screen.getByRole('img') as HTMLImageElement).getAttribute('src')?.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('hides prices when prices are off, and the add control when ordering is off', () => {
    const { container } = render(<ProductCard product={milk} settings={{ showPrices: false, allowOrdering: false }} orderContext={ctx} />);
    expect(container.querySelector('.price')).toBeNull();
    expect(screen.queryByRole('button', { name: `Læg ${milk.name} i kurven` })).toBeNull();
    expect(screen.queryByLabelText(`Antal af ${milk.name}`)).toBeNull();
  });

  it('ordering off but prices on: price shown, add control hidden', () => {
    const { container } = render(<ProductCard product={milk} settings={{ showPrices: true, allowOrdering: false }} orderContext={ctx} />);
    expect(container.querySelector('.price')).not.toBeNull();
    expect(screen.queryByRole('button', { name: `Læg ${milk.name} i kurven` })).toBeNull();
  });

  it.each([
    [missingFoodInfo, 'Manglende varedata'],
    [discontinued, 'Udgået'],
  ])('blocked product %#: amount read-only, button disabled, reason shown', (product, reason) => {
    render(<ProductCard product={product} settings={on} orderContext={ctx} />);
    expect((screen.getByLabelText(`Antal af ${product.name}`) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('button', { name: `Læg ${product.name} i kurven` }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it('a zero price disables the add button', () => {
    render(<ProductCard product={zeroPrice} settings={on} orderContext={ctx} />);
    expect((screen.getByRole('button', { name: `Læg ${zeroPrice.name} i kurven` }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['abc', 'STK', 'Du kan kun indtaste tal i feltet'],
    ['0', 'STK', 'Den indtastede værdi var ugyldig'],
    ['1,555', 'KG', 'Den indtastede værdi var ugyldig'],
    ['', 'STK', 'Den indtastede værdi var ugyldig'],
  ])('invalid amount %j (%s) clears the field and shows %j as a toast', (value, unit, message) => {
    const fetch = mockFetch({});
    const product = unit === 'KG' ? salmon : milk;
    render(<ProductCard product={product} settings={on} orderContext={ctx} />);
    if (unit === 'STK') fireEvent.change(screen.getByLabelText(`Enhed for ${product.name}`), { target: { value: 'STK' } });
    const input = screen.getByLabelText(`Antal af ${product.name}`) as HTMLInputElement;
    fireEvent.change(input, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: `Læg ${product.name} i kurven` }));
    expect(input.value).toBe('');
    expect($toasts.get()).toMatchObject([{ kind: 'error', message, durationMs: 3000 }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('KG takes decimals: "1,5" sends 1.5; Enter submits; success resets the field, toasts and counts', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 2, deliveryDate: null } });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 3) } });
    render(<ProductCard product={salmon} settings={on} orderContext={ctx} />);
    const input = screen.getByLabelText(`Antal af ${salmon.name}`) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '1,5' } });
    fireEvent.submit(input.form!); // Enter in the field submits the card's form
    await waitFor(() => expect($basket.get().itemCount).toBe(3));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toEqual([
      { origin: Origin.ListSearch, amount: 1.5, productId: '200456', unit: 'KG', expiryProduct: false },
    ]);
    await waitFor(() => expect(input.value).toBe(''));
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: '1 vare er lagt i kurven', link: { href: '/kurv' } }]);
  });

  it('numeric units use the numeric keyboard', () => {
    render(<ProductCard product={milk} settings={on} orderContext={ctx} />);
    expect(screen.getByLabelText(`Antal af ${milk.name}`).getAttribute('inputmode')).toBe('numeric');
  });
});
