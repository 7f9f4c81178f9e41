import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $basket, $basketLines, $shopConfig, $toasts, CARD_TYPES, Origin, da } from '../../core/index.js';
import type { CardType, OrderContext, Product } from '../../core/index.js';
import {
  cartResponse,
  co2TaxProduct,
  depositProduct,
  discontinued,
  discontinuedByHQ,
  discontinuedWithAlternative,
  expiryProduct,
  fixtureBasketLines,
  fixtureProfile,
  focusBrandProduct,
  shoppingListProfile,
  longTextProduct,
  manyIcons,
  milk,
  missingFoodInfo,
  offerProduct,
  procureProduct,
  salmon,
  tinyCo2Product,
  zeroPrice,
} from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { ProductCard } from './product-card.js';
import { OwnPriorityInput } from './own-priority-input.js';
import type { ProductCardProps } from './product-card.js';

const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };
const on = fixtureProfile.settings;
const noPrices = { showPrices: false, allowOrdering: false, hideCo2: false };

function renderCard(product: Product, props: Partial<ProductCardProps> = {}) {
  const result = render(<ProductCard product={product} settings={on} orderContext={ctx} {...props} />);
  const card = result.container.querySelector('article') as HTMLElement;
  return { ...result, card };
}

const states = (card: HTMLElement) => (card.getAttribute('data-state') ?? '').split(' ').filter(Boolean);
const addButton = (p: Product) => screen.getByRole('button', { name: `Læg i kurv: ${p.name}` }) as HTMLButtonElement;
const amountField = (p: Product) => screen.getByLabelText(`Antal af ${p.name}`) as HTMLInputElement;
const unitField = (p: Product) => screen.getByLabelText(`Enhed for ${p.name}`) as HTMLSelectElement;

/**
 * The checks axe would make that can fail inside one card: every control labelled, every ARIA id
 * reference resolves inside the card, no interactive element inside another, one visible heading.
 */
function expectAccessible(card: HTMLElement) {
  for (const control of Array.from(card.querySelectorAll('input, select, button'))) {
    const labelled =
      (control as HTMLInputElement).labels?.length ||
      control.getAttribute('aria-label') ||
      control.getAttribute('aria-labelledby');
    expect(labelled, control.outerHTML).toBeTruthy();
  }
  for (const el of Array.from(card.querySelectorAll('[aria-describedby], [aria-labelledby]'))) {
    for (const ref of `${el.getAttribute('aria-describedby') ?? ''} ${el.getAttribute('aria-labelledby') ?? ''}`.split(' ').filter(Boolean)) {
      expect(card.ownerDocument.getElementById(ref), `#${ref}`).not.toBeNull();
    }
  }
  expect(card.querySelector('a a, a button, a input, a select, button a, button button, label a')).toBeNull();
  expect(card.querySelectorAll('h3')).toHaveLength(1);
  for (const img of Array.from(card.querySelectorAll('img'))) expect(img.hasAttribute('alt')).toBe(true);
}

describe('<ProductCard> content', () => {
  it('shows name, brand, id, country, badges and the unit price in parts', () => {
    const { container, card } = renderCard(milk);
    expect(within(card).getByRole('heading', { level: 3 }).getAttribute('title')).toBe(milk.name);
    expect(screen.getByText('Arla Foods Professionel')).toBeTruthy();
    expect(screen.getByText('Varenr. 100123')).toBeTruthy();
    expect(screen.getByText('DK')).toBeTruthy();
    expect(screen.getByLabelText('Økologisk')).toBeTruthy();
    // default unit KRT (flagged default): 12 x 12,50 = 150,00
    expect(container.querySelector('.integral')?.textContent).toBe('150');
    expect(container.querySelector('.fraction')?.textContent).toBe(',00');
    expect(screen.getByText('pr. KRT')).toBeTruthy();
    fireEvent.change(unitField(milk), { target: { value: 'STK' } });
    expect(container.querySelector('.integral')?.textContent).toBe('12');
    expect(container.querySelector('.fraction')?.textContent).toBe(',50');
    const img = screen.getByAltText(/^Billede af /) as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.alt).toBe(da.imageAlt(milk.name));
    expectAccessible(card);
  });

  it('marks type, view and states for tests and styling; a plain product has no state', () => {
    const { card } = renderCard(milk);
    expect(card.dataset.cardType).toBe('primary-shop');
    expect(card.dataset.view).toBe('gallery');
    expect(states(card)).toEqual([]);
  });

  it('§9: truncates brand at 28 and name at 55 with three dots, the full text in the title', () => {
    const { card } = renderCard(longTextProduct);
    const name = within(card).getByRole('heading', { level: 3 });
    expect(name.querySelector('[aria-hidden="true"]')?.textContent).toBe(`${Array.from(longTextProduct.name).slice(0, 55).join('').trimEnd()}...`);
    expect(name.getAttribute('title')).toBe(longTextProduct.name);
    // Screen readers get the whole name.
    expect(name.querySelector('.visually-hidden')?.textContent).toBe(longTextProduct.name);
    expect(within(card).getByRole('heading', { level: 3, name: longTextProduct.name })).toBe(name);
    expect(card.querySelector('.brand')?.textContent).toBe('Det Gode Danske Landbrugsmej...');
  });

  it('shows the customer product number when there is one', () => {
    renderCard(focusBrandProduct);
    expect(screen.getByText('Eget varenr. KANT-0042')).toBeTruthy();
    const { container } = renderCard(milk);
    expect(container.querySelector('.customer-no')).toBeNull();
  });

  it('§9: icons split at 10 on a card, at 5 with a focus brand, the rest behind +N with their names', () => {
    const { container, unmount } = renderCard({ ...manyIcons, focusBrand: null });
    expect(container.querySelectorAll('.badges li:not(.badge-more)')).toHaveLength(10);
    expect(container.querySelector('.badge-more')?.textContent).toContain('+2');
    unmount();
    const withBrand = renderCard(focusBrandProduct);
    expect(withBrand.container.querySelectorAll('.badges li:not(.badge-more)')).toHaveLength(5);
    const more = withBrand.container.querySelector('.badge-more');
    expect(more?.textContent).toContain('+7');
    // The hidden icons are named for screen readers and in the tooltip.
    expect(more?.querySelector('.visually-hidden')?.textContent).toContain('Laktosefri');
    expect(more?.getAttribute('title')).toContain('Ny vare');
  });

  it('a +1 would hide one icon behind one badge: eleven icons all show', () => {
    const eleven = { ...manyIcons, focusBrand: null, flags: { ...manyIcons.flags, newItem: false } };
    const { container } = renderCard(eleven);
    expect(container.querySelectorAll('.badges li:not(.badge-more)')).toHaveLength(11);
    expect(container.querySelector('.badge-more')).toBeNull();
  });

  it('§2: the focus brand links to /vores-staerke-brands/{brand} with its logo', () => {
    const { card } = renderCard(focusBrandProduct);
    const link = within(card).getByRole('link', { name: 'Stærkt brand: Lurpak' });
    expect(link.getAttribute('href')).toBe('/vores-staerke-brands/lurpak');
    const logo = link.querySelector('img') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/images/brands/lurpak.svg');
    expect(logo.getAttribute('alt')).toBe('');
    fireEvent.error(logo);
    expect(link.querySelector('img')).toBeNull();
    expect(link.textContent).toContain('Lurpak');
    expectAccessible(card);
  });

  it('§9: shows the deposit apart from the price, per chosen unit, with a comma decimal', () => {
    renderCard(depositProduct);
    // default unit KS = 24 bottles at 1,00 kr.
    expect(screen.getByText('+ pant 24,00 kr.')).toBeTruthy();
    fireEvent.change(unitField(depositProduct), { target: { value: 'FL' } });
    expect(screen.getByText('+ pant 1,00 kr.')).toBeTruthy();
  });

  it('shows no deposit line for products without a deposit', () => {
    const { container } = renderCard({ ...milk, depositOre: 0 });
    expect(container.querySelector('.deposit')).toBeNull();
  });

  it('the price per reference unit shows small under the price; sorting 5 shows it prominently', () => {
    const { container, unmount } = renderCard(offerProduct);
    expect(container.querySelector('.price-block .ref-price')?.textContent).toBe('24,95 kr./l');
    expect(container.querySelector('.ref-price.prominent')).toBeNull();
    unmount();
    const prominent = renderCard(offerProduct, { showUnitPrice: true });
    const ref = prominent.container.querySelector('.ref-price.prominent');
    expect(ref?.textContent).toBe('Enhedspris 24,95 kr./l');
    expect(prominent.container.querySelectorAll('.ref-price')).toHaveLength(1);
  });

  it('no reference price line for a product without one', () => {
    const { container } = renderCard(milk, { showUnitPrice: true });
    expect(container.querySelector('.ref-price')).toBeNull();
  });

  it('falls back to a placeholder when the image fails', () => {
    renderCard(milk);
    const img = screen.getByAltText(/^Billede af /) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://images.example.com/100123.jpg?w=300');
    fireEvent.error(img);
    expect(img.getAttribute('src')?.startsWith('data:image/svg+xml')).toBe(true);
  });

  it("loads the image host's 300 px picture from the API's origin", () => {
    $shopConfig.setKey('apiBase', 'https://shop.example.dk');
    renderCard({ ...milk, imageUrl: '/images/products/100123' });
    expect((screen.getByAltText(/^Billede af /) as HTMLImageElement).getAttribute('src')).toBe('https://shop.example.dk/images/products/100123?w=300');
  });

  it('shows the placeholder for a product without a picture', () => {
    renderCard({ ...milk, imageUrl: null });
    expect((screen.getByAltText(/^Billede af /) as HTMLImageElement).getAttribute('src')?.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('links name and picture to the product details; the picture link is hidden from keyboards and readers', () => {
    const { card } = renderCard(milk, { detailsHref: '?foodInfo=100123' });
    const nameLink = within(card).getByRole('link', { name: milk.name });
    expect(nameLink.getAttribute('href')).toBe('?foodInfo=100123');
    const mediaLink = card.querySelector('.media-link') as HTMLAnchorElement;
    expect(mediaLink.getAttribute('href')).toBe('?foodInfo=100123');
    expect(mediaLink.getAttribute('tabindex')).toBe('-1');
    expect(mediaLink.getAttribute('aria-hidden')).toBe('true');
    expectAccessible(card);
  });

  it('links to the details on the search page by default (§2 foodInfo)', () => {
    $shopConfig.setKey('searchUrl', '/varer');
    const { card } = renderCard(milk);
    expect(within(card).getByRole('link', { name: milk.name }).getAttribute('href')).toBe('/varer?foodInfo=100123');
    expect((card.querySelector('.media-link') as HTMLAnchorElement).getAttribute('href')).toBe('/varer?foodInfo=100123');
  });

  it('the expiry view links to the expiry version of the details (expiry=true)', () => {
    const { card } = renderCard(expiryProduct, { cardType: 'expiry' });
    expect(within(card).getByRole('link', { name: expiryProduct.name }).getAttribute('href')).toBe(`/soeg?foodInfo=${expiryProduct.id}&expiry=true`);
  });

  it.each([null, 'javascript:alert(1)'])('details link %j: no link at all', (href) => {
    const { card } = renderCard(milk, { detailsHref: href });
    expect(card.querySelector('a')).toBeNull();
  });

  it.each(CARD_TYPES)('§2, §6: the product dropdown button on a %s card for logged-in users only', (cardType) => {
    const dropdownButton = (card: HTMLElement) => within(card).queryByRole('button', { name: new RegExp(`^Favoritlister.* for ${milk.name}$`) });
    const anonymous = renderCard(milk, { cardType });
    expect(dropdownButton(anonymous.card)).toBeNull();
    anonymous.unmount();
    setFixtureState({ profile: fixtureProfile });
    const { card } = renderCard(milk, { cardType });
    const button = dropdownButton(card);
    expect(button !== null, cardType).toBe(!['expiry', 'quickshop', 'web-sample'].includes(cardType));
    if (button) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expectAccessible(card);
    }
  });
});

describe('<ProductCard> permissions (§6)', () => {
  it('hides prices when prices are off, and the add control when ordering is off', () => {
    const { container } = renderCard(co2TaxProduct, { settings: noPrices });
    expect(container.querySelector('.price')).toBeNull();
    expect(container.querySelector('.ref-price')).toBeNull();
    expect(container.querySelector('.co2-tax')).toBeNull();
    expect(screen.queryByRole('button', { name: `Læg i kurv: ${co2TaxProduct.name}` })).toBeNull();
    expect(screen.queryByLabelText(`Antal af ${co2TaxProduct.name}`)).toBeNull();
    // The unit stays visible: it tells what the product is sold in.
    expect(unitField(co2TaxProduct)).toBeTruthy();
  });

  it('ordering off but prices on: price shown, add control hidden', () => {
    const { container } = renderCard(milk, { settings: { showPrices: true, allowOrdering: false, hideCo2: false } });
    expect(container.querySelector('.price')).not.toBeNull();
    expect(screen.queryByRole('button', { name: `Læg i kurv: ${milk.name}` })).toBeNull();
  });

  it('prices off, ordering on: the add button works without a price (§6 "or prices hidden")', () => {
    renderCard({ ...milk, priceOre: null }, { settings: { showPrices: false, allowOrdering: true, hideCo2: false } });
    expect(addButton(milk).disabled).toBe(false);
  });

  it('CO2e per chosen unit with 2 decimals and a comma', () => {
    const { container } = renderCard(co2TaxProduct);
    expect(container.querySelector('.co2')?.textContent).toBe('27,40 kg CO2e pr. PK');
    const { container: d } = renderCard(depositProduct);
    expect(d.querySelector('.co2')?.textContent).toBe('2,88 kg CO2e pr. KS'); // 0,12 x 24
  });

  it('hideCo2 users see no CO2e', () => {
    const { container } = renderCard(co2TaxProduct, { settings: { ...on, hideCo2: true } });
    expect(container.querySelector('.co2')).toBeNull();
  });

  it("a CO2e that rounds to '0,00' is hidden", () => {
    const { container } = renderCard(tinyCo2Product);
    expect(container.querySelector('.co2')).toBeNull();
  });

  it('the CO2 tax shows only when the product carries it (the server sends it to the configured price groups)', () => {
    const { container, unmount } = renderCard(co2TaxProduct);
    expect(container.querySelector('.co2-tax')?.textContent).toBe('CO2-afgift 3,12 kr. pr. PK (1,56 kr./kg)');
    unmount();
    expect(renderCard(milk).container.querySelector('.co2-tax')).toBeNull();
  });
});

describe('<ProductCard> states (§4)', () => {
  it('offer: a badge with the end date', () => {
    const { card } = renderCard(offerProduct);
    expect(states(card)).toEqual(['offer']);
    expect(within(card).getByText('Tilbud til 07-12-2025')).toBeTruthy();
  });

  it('offer without an end date says Tilbud', () => {
    renderCard({ ...offerProduct, offerEndsOn: null });
    expect(screen.getByText('Tilbud')).toBeTruthy();
  });

  it('expiry card: food-waste label, expiry unit (locked) and price, expiry date, stock left, the normal price beside', () => {
    const { card, container } = renderCard(expiryProduct, { cardType: 'expiry', listStandardUnit: 'STK' });
    expect(states(card)).toEqual(['expiry']);
    expect(within(card).getByText('Madspildsvare')).toBeTruthy();
    expect(within(card).getByText('Udløber 24-11-2025')).toBeTruthy();
    expect(within(card).getByText('6 KRT tilbage')).toBeTruthy();
    expect(container.querySelector('.integral')?.textContent).toBe('49');
    expect(container.querySelector('.fraction')?.textContent).toBe(',99');
    expect(screen.getByText('pr. KRT')).toBeTruthy();
    // The expiry unit wins over the list's standard unit (§4) and cannot be changed.
    const unit = unitField(expiryProduct);
    expect(unit.value).toBe('KRT');
    expect(unit.disabled).toBe(true);
    expect(Array.from(unit.options).map((o) => o.value)).toEqual(['KRT']);
    expect(container.querySelector('.normal-price')?.textContent).toBe('Normalpris 239,40\u00a0kr. pr. KRT');
    expect(container.querySelector('.ref-price')).toBeNull();
    expectAccessible(card);
  });

  it('expiry card: adds with origin ExpiryProduct (17) and expiryProduct: true', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 0, deliveryDate: null } });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    renderCard(expiryProduct, { cardType: 'expiry' });
    fireEvent.change(amountField(expiryProduct), { target: { value: '2' } });
    fireEvent.click(addButton(expiryProduct));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toEqual([
      { origin: Origin.ExpiryProduct, amount: 2, productId: '100300', unit: 'KRT', expiryProduct: true },
    ]);
  });

  it('an expiry offer on another card type is a choice that switches to the expiry view', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    const { card, container } = renderCard(expiryProduct);
    expect(states(card)).toEqual([]);
    expect(container.querySelector('.integral')?.textContent).toBe('239'); // 12 x 19,95
    const choice = screen.getByRole('checkbox', { name: /Køb som madspildsvare \(49,99\u00a0kr\. pr\. KRT\)/ }) as HTMLInputElement;
    expect(choice.checked).toBe(false);
    fireEvent.click(choice);
    expect(states(card)).toEqual(['expiry']);
    expect(container.querySelector('.integral')?.textContent).toBe('49');
    fireEvent.change(amountField(expiryProduct), { target: { value: '1' } });
    fireEvent.click(addButton(expiryProduct));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toMatchObject([{ origin: 17, expiryProduct: true, unit: 'KRT' }]);
    expectAccessible(card);
  });

  it('no expiry choice without an expiry offer; an expiry card without an offer is a normal card', () => {
    const { card } = renderCard(milk, { cardType: 'expiry' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(states(card)).toEqual([]);
  });

  it('procure: label and the explanation of the longer delivery time; ordering stays possible', () => {
    const { card } = renderCard(procureProduct);
    expect(states(card)).toEqual(['procure']);
    expect(card.querySelector('.procure-badge')?.textContent).toBe('Skaffevare');
    expect(card.querySelector('.note-procure')?.textContent).toContain('længere');
    expect(addButton(procureProduct).disabled).toBe(false);
  });

  it('missing food info: the EU-law explanation and a contact link, linked to the read-only field', () => {
    $shopConfig.setKey('departmentContactUrl', '/kontakt/min-afdeling');
    const { card } = renderCard(missingFoodInfo);
    expect(states(card)).toEqual(['missingFoodInfo']);
    const field = amountField(missingFoodInfo);
    expect(field.readOnly).toBe(true);
    expect(addButton(missingFoodInfo).disabled).toBe(true);
    const reason = card.ownerDocument.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain('Manglende varedata');
    expect(reason?.textContent).toContain('1169/2011');
    expect(within(reason!).getByRole('link', { name: 'Kontakt din afdeling' }).getAttribute('href')).toBe('/kontakt/min-afdeling');
    expectAccessible(card);
  });

  it('missing food info does not block in shopping-list mode (§5)', () => {
    const { card } = renderCard(missingFoodInfo, { orderContext: { ...ctx, cartType: 1 } });
    expect(states(card)).toEqual([]);
    expect(addButton(missingFoodInfo).disabled).toBe(false);
  });

  it.each([
    [missingFoodInfo, 'Manglende varedata'],
    [discontinued, 'Udgået'],
  ])('blocked product %#: amount read-only, button disabled, reason shown', (product, reason) => {
    renderCard(product);
    expect(amountField(product).readOnly).toBe(true);
    expect(addButton(product).disabled).toBe(true);
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it("discontinued: the product's own text and the alternative product, linked to its details", () => {
    const { card } = renderCard(discontinuedWithAlternative);
    expect(states(card)).toEqual(['discontinued']);
    expect(within(card).getByText('Udgået hos leverandøren')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Erstattes af vare 400113' });
    expect(link.getAttribute('href')).toBe('?foodInfo=400113');
    expect(amountField(discontinuedWithAlternative).getAttribute('aria-describedby')).toBe(link.closest('.block-reason')?.id);
    expectAccessible(card);
  });

  it('discontinued by HQ blocks only on the site that blocks it (§6 {product})', () => {
    const blocking = renderCard(discontinuedByHQ, { orderContext: { ...ctx, siteBlocksDiscontinuedByHQ: true } });
    expect(states(blocking.card)).toEqual(['discontinued']);
    expect(within(blocking.card).getByText('Udgået fra hovedsortimentet')).toBeTruthy();
    expect(addButton(discontinuedByHQ).disabled).toBe(true);
    blocking.unmount();
    const elsewhere = renderCard(discontinuedByHQ);
    expect(states(elsewhere.card)).toEqual([]);
    expect(addButton(discontinuedByHQ).disabled).toBe(false);
  });

  it('not orderable by the deadline data: §8 text, read-only, disabled', () => {
    const { card } = renderCard(milk, { orderContext: { ...ctx, orderableByDeadline: false } });
    expect(states(card)).toEqual(['notOrderable']);
    expect(within(card).getByText('Dette produkt kan i øjeblikket ikke bestilles')).toBeTruthy();
    expect(amountField(milk).readOnly).toBe(true);
    expect(addButton(milk).disabled).toBe(true);
  });

  it('a discontinued date still ahead is a notice, not a block', () => {
    const { card } = renderCard({ ...milk, discontinuedOn: '2026-01-31', discontinuedText: 'Udgår fra sortimentet' });
    expect(states(card)).toEqual([]);
    expect(card.querySelector('.note-discontinuing')?.textContent).toBe('Udgår fra sortimentet · Udgår 31-01-2026');
    expect(addButton(milk).disabled).toBe(false);
  });

  it('in basket: a check mark and what the basket holds, per unit', () => {
    setFixtureState({ profile: fixtureProfile, basketLines: fixtureBasketLines });
    const { card } = renderCard(milk);
    expect(states(card)).toEqual(['inBasket']);
    expect(card.querySelector('.in-basket')?.textContent).toBe('I kurven: 3 KRT');
    expect(card.querySelector('.in-basket svg')?.getAttribute('aria-hidden')).toBe('true');
    const kg = renderCard(salmon);
    expect(kg.card.querySelector('.in-basket')?.textContent).toBe('I kurven: 1,5 KG');
    expect(states(renderCard(missingFoodInfo).card)).not.toContain('inBasket');
  });

  it('in basket follows the basket store', () => {
    const { card } = renderCard(milk);
    expect(card.querySelector('.in-basket')).toBeNull();
    act(() => $basketLines.set([{ ...fixtureBasketLines[0]!, unit: 'STK', amount: 2 }]));
    expect(card.querySelector('.in-basket')?.textContent).toBe('I kurven: 2 STK');
    act(() => $basketLines.set([]));
    expect(card.querySelector('.in-basket')).toBeNull();
  });

  it('several states at once', () => {
    setFixtureState({ profile: fixtureProfile, basketLines: [{ ...fixtureBasketLines[0]!, productId: offerProduct.id }] });
    const { card } = renderCard({ ...offerProduct, flags: { ...offerProduct.flags, procure: true } });
    expect(states(card)).toEqual(['offer', 'procure', 'inBasket']);
  });

  it('a zero price disables the add button', () => {
    renderCard(zeroPrice);
    expect(addButton(zeroPrice).disabled).toBe(true);
  });
});

describe('<ProductCard> card types (§2)', () => {
  it.each(CARD_TYPES)('%s renders, accessible, with its type attribute', (cardType) => {
    const { card } = renderCard(milk, { cardType });
    expect(card.dataset.cardType).toBe(cardType);
    expectAccessible(card);
  });

  it.each<[CardType, string]>([
    ['frontpage-offer', 'gallery'],
    ['carousel-product', 'gallery'],
    ['related-products', 'gallery'],
    ['quickshop', 'list'],
  ])('%s is compact (90 px picture, no CO2 line) and renders as %s whatever is asked', (cardType, view) => {
    const { card } = renderCard(co2TaxProduct, { cardType, view: view === 'list' ? 'gallery' : 'list' });
    expect(card.dataset.view).toBe(view);
    expect(card.classList.contains('compact')).toBe(true);
    expect(card.querySelector('.media img')?.getAttribute('src')).toBe('https://images.example.com/100123.jpg?w=90');
    expect(card.querySelector('.co2')).toBeNull();
  });

  it('compact cards split the icons at 4', () => {
    const { container } = renderCard({ ...manyIcons, focusBrand: null }, { cardType: 'carousel-product' });
    expect(container.querySelectorAll('.badges li:not(.badge-more)')).toHaveLength(4);
  });

  it("alternative-product: an 'Alternativ vare' label", () => {
    const { card } = renderCard(milk, { cardType: 'alternative-product' });
    expect(card.querySelector('.type-label')?.textContent).toBe('Alternativ vare');
    expect(renderCard(milk).card.querySelector('.type-label')).toBeNull();
  });

  it("web-sample: 'Vareprøve', no price, and a free sample can be added", () => {
    const { card } = renderCard(zeroPrice, { cardType: 'web-sample' });
    expect(card.querySelector('.type-label')?.textContent).toBe('Vareprøve');
    expect(card.querySelector('.price')).toBeNull();
    expect(addButton(zeroPrice).disabled).toBe(false);
  });

  it('quickshop: the amount field takes the focus', () => {
    renderCard(milk, { cardType: 'quickshop' });
    expect(document.activeElement).toBe(amountField(milk));
  });

  it('other types leave the focus alone', () => {
    renderCard(milk);
    expect(document.activeElement).not.toBe(amountField(milk));
  });

  it('list view: one row, small picture; gallery is the default', () => {
    const { card } = renderCard(milk, { view: 'list' });
    expect(card.dataset.view).toBe('list');
    expect(card.classList.contains('card-list')).toBe(true);
    expect(card.querySelector('.media img')?.getAttribute('src')).toBe('https://images.example.com/100123.jpg?w=90');
    expectAccessible(card);
  });
});

describe('<ProductCard> units (§4)', () => {
  it.each([
    ['the flagged default', undefined, 'KRT'],
    ["the list's standard unit first", 'STK', 'STK'],
    ['a standard unit the product lacks falls back to the default', 'PL', 'KRT'],
    ['null standard unit', null, 'KRT'],
  ])('%s', (_name, listStandardUnit, unit) => {
    renderCard(milk, { cardType: 'favorite-list-product', listStandardUnit });
    expect(unitField(milk).value).toBe(unit);
  });

  it("follows the list's standard unit when it changes later", () => {
    const { rerender } = renderCard(milk, { cardType: 'favorite-list-product', listStandardUnit: null });
    expect(unitField(milk).value).toBe('KRT');
    rerender(<ProductCard product={milk} settings={on} orderContext={ctx} cardType="favorite-list-product" listStandardUnit="STK" />);
    expect(unitField(milk).value).toBe('STK');
    // The user's own choice stays while the standard unit stays.
    fireEvent.change(unitField(milk), { target: { value: 'KRT' } });
    rerender(<ProductCard product={milk} settings={on} orderContext={ctx} cardType="favorite-list-product" listStandardUnit="STK" />);
    expect(unitField(milk).value).toBe('KRT');
  });

  it('the first unit when none is flagged', () => {
    const product = { ...milk, units: milk.units.map((u) => ({ ...u, isDefault: false })) };
    renderCard(product);
    expect(unitField(milk).value).toBe('STK');
  });

  it('reports a unit change (the favourite-list view offers "set as standard unit")', () => {
    const onUnitChange = vi.fn();
    renderCard(milk, { cardType: 'favorite-list-product', onUnitChange });
    fireEvent.change(unitField(milk), { target: { value: 'STK' } });
    expect(onUnitChange).toHaveBeenCalledWith('STK');
  });
});

describe('<ProductCard> amount (§5) and adding', () => {
  it.each([
    ['abc', 'STK', 'Du kan kun indtaste tal i feltet'],
    ['1,5', 'STK', 'Du kan kun indtaste tal i feltet'],
    ['0', 'STK', 'Den indtastede værdi var ugyldig'],
    ['1,555', 'KG', 'Den indtastede værdi var ugyldig'],
    ['0,00', 'KG', 'Den indtastede værdi var ugyldig'],
    ['', 'STK', 'Den indtastede værdi var ugyldig'],
  ])('invalid amount %j (%s) clears the field and shows %j as a toast', (value, unit, message) => {
    const fetch = mockFetch({});
    const product = unit === 'KG' ? salmon : milk;
    renderCard(product);
    if (unit === 'STK') fireEvent.change(unitField(product), { target: { value: 'STK' } });
    const input = amountField(product);
    fireEvent.change(input, { target: { value } });
    fireEvent.click(addButton(product));
    expect(input.value).toBe('');
    expect($toasts.get()).toMatchObject([{ kind: 'error', message, durationMs: 3000 }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('KG takes decimals: "1,5" sends 1.5; success resets the field, toasts, counts and shows it in the basket', async () => {
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 2, deliveryDate: null } });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 3) } });
    const onAdded = vi.fn();
    const { card } = renderCard(salmon, { onAdded });
    const input = amountField(salmon);
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '1,5' } });
    fireEvent.submit(input.form!);
    await waitFor(() => expect($basket.get().itemCount).toBe(3));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toEqual([
      { origin: Origin.GallerySearch, amount: 1.5, productId: '200456', unit: 'KG', expiryProduct: false },
    ]);
    await waitFor(() => expect(input.value).toBe(''));
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: '1 vare er lagt i kurven', link: { href: '/kurv' } }]);
    await waitFor(() => expect(card.querySelector('.in-basket')?.textContent).toBe('I kurven: 1,5 KG'));
  });

  it('Enter in the amount field submits the card (list view sends ListSearch)', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    renderCard(milk, { view: 'list' });
    await userEvent.type(amountField(milk), '3{Enter}');
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toEqual([
      { origin: Origin.ListSearch, amount: 3, productId: '100123', unit: 'KRT', expiryProduct: false },
    ]);
  });

  it('the list may name the origin (e.g. Top200)', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    renderCard(milk, { origin: Origin.Top200 });
    fireEvent.change(amountField(milk), { target: { value: '2' } });
    fireEvent.click(addButton(milk));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toMatchObject([{ origin: 31 }]));
  });

  it('an expiry add stays origin 17 even when the list names its own origin', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    renderCard(expiryProduct, { cardType: 'expiry', origin: Origin.FavoriteList });
    fireEvent.change(amountField(expiryProduct), { target: { value: '1' } });
    fireEvent.click(addButton(expiryProduct));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toMatchObject([{ origin: 17, expiryProduct: true }]));
  });

  it('a list may hold the amount (favourite-list bulk add): the card shows it, reports typing, and clears it after adding', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    const onAmountChange = vi.fn();
    const { rerender } = renderCard(milk, { amount: '4', onAmountChange });
    expect(amountField(milk).value).toBe('4');
    fireEvent.change(amountField(milk), { target: { value: '5' } });
    expect(onAmountChange).toHaveBeenLastCalledWith('5');
    expect(amountField(milk).value).toBe('4'); // the list decides
    rerender(<ProductCard product={milk} settings={on} orderContext={ctx} amount="5" onAmountChange={onAmountChange} origin={Origin.FavoriteList} />);
    fireEvent.click(addButton(milk));
    await waitFor(() => expect(onAmountChange).toHaveBeenLastCalledWith(''));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toEqual([{ origin: Origin.FavoriteList, amount: 5, productId: milk.id, unit: 'KRT', expiryProduct: false }]);
  });

  it('a refused add keeps the amount and does not call onAdded', async () => {
    setFixtureState({ profile: fixtureProfile });
    mockFetch({ 'POST /api/order/addtoorder': { body: { ...cartResponse(0, 0), error: 'Dette produkt kan i øjeblikket ikke bestilles' } } });
    const onAdded = vi.fn();
    renderCard(milk, { onAdded });
    fireEvent.change(amountField(milk), { target: { value: '2' } });
    fireEvent.click(addButton(milk));
    await waitFor(() => expect($toasts.get()[0]?.message).toBe('Dette produkt kan i øjeblikket ikke bestilles'));
    expect(amountField(milk).value).toBe('2');
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('a focus product (§3 x.focus) starts in its focus unit and is ordered as its focus product; UnitMisMatch warns 6 s', async () => {
    setFixtureState({ profile: fixtureProfile });
    const focusMilk: Product = { ...milk, focus: { productId: '9100123', unit: 'STK', stock: 40 } };
    const fetch = mockFetch({
      'POST /api/order/addtoorder': { body: { ...cartResponse(0, 0), warnings: [{ code: 'UnitMisMatch', productId: milk.id, unit: 'STK' }] } },
    });
    renderCard(focusMilk);
    // KRT is the flagged default; the focus unit comes first.
    expect((screen.getByLabelText(`Enhed for ${milk.name}`) as HTMLSelectElement).value).toBe('STK');
    expect(screen.getByText('Fokusvare: 40 STK på lager')).toBeTruthy();
    fireEvent.change(amountField(focusMilk), { target: { value: '2' } });
    fireEvent.click(addButton(focusMilk));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toMatchObject([{ productId: milk.id, unit: 'STK', focusProductId: '9100123' }]);
    await waitFor(() => expect($toasts.get()).toMatchObject([{ kind: 'warning', message: da.unitMismatch('STK'), durationMs: 6000 }]));
    expect(amountField(focusMilk).value).toBe('2');
  });

  it('numeric units use the numeric keyboard', () => {
    renderCard(milk);
    expect(amountField(milk).getAttribute('inputmode')).toBe('numeric');
  });
});

describe('<ProductCard> own priority (§6 sorting 0)', () => {
  const label = `Egen prioritet for ${milk.name}`;
  // The favourite-list view renders the input into the card (it loads with that view).
  const priorityInput = (value: number | null, onChange: (value: number | null) => void) => (
    <OwnPriorityInput productName={milk.name} priority={{ value, onChange }} />
  );

  it('no input without ownPriority', () => {
    renderCard(milk);
    expect(screen.queryByLabelText(label)).toBeNull();
  });

  it('shows the saved value, commits a new one on blur, clears with an empty field', () => {
    const onChange = vi.fn();
    const { card } = renderCard(milk, { cardType: 'favorite-list-product', ownPriority: priorityInput(5, onChange) });
    const input = screen.getByLabelText(label) as HTMLInputElement;
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(12);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expectAccessible(card);
  });

  it('Enter commits without adding to the basket', async () => {
    const fetch = mockFetch({});
    const onChange = vi.fn();
    renderCard(milk, { ownPriority: priorityInput(null, onChange) });
    await userEvent.type(screen.getByLabelText(label), '7{Enter}');
    expect(onChange).toHaveBeenCalledWith(7);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an unchanged value is not reported', () => {
    const onChange = vi.fn();
    renderCard(milk, { ownPriority: priorityInput(5, onChange) });
    fireEvent.blur(screen.getByLabelText(label));
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each(['0', '1000', 'x', '2,5'])('invalid %j goes back to the saved value with a toast', (value) => {
    const onChange = vi.fn();
    renderCard(milk, { ownPriority: priorityInput(5, onChange) });
    const input = screen.getByLabelText(label) as HTMLInputElement;
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
    expect(input.value).toBe('5');
    expect(onChange).not.toHaveBeenCalled();
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: 'Prioriteten skal være et helt tal fra 1 til 999', durationMs: 3000 }]);
  });

  it('follows a new saved value from the list', () => {
    const onChange = vi.fn();
    const { rerender } = renderCard(milk, { ownPriority: priorityInput(5, onChange) });
    rerender(<ProductCard product={milk} settings={on} orderContext={ctx} ownPriority={priorityInput(9, onChange)} />);
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('9');
  });
});

describe('<ProductCard> in shopping-list mode (issue 22 point 4, §1, §6)', () => {
  it('says "Føj til indkøbsliste" (aria-label too) and adds to the current list, not the basket', async () => {
    const list = { id: 7, name: '', comment: '', createdAt: '2026-11-27T06:00:00.000Z', updatedAt: '2026-11-27T06:00:00.000Z', sentAt: null, sentBy: null, itemCount: 1, lines: [] };
    const fetch = mockFetch({ 'POST /api/shoppinglists/addline': { body: list } });
    setFixtureState({ profile: shoppingListProfile });
    renderCard(milk, { orderContext: { ...ctx, cartType: 1 } });
    const button = screen.getByRole('button', { name: `Føj til indkøbsliste: ${milk.name}` });
    expect(button.textContent).toBe('Føj til indkøbsliste');
    fireEvent.change(screen.getByLabelText(da.amountLabel(milk.name)), { target: { value: '3' } });
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/shoppinglists/addline')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
    expect(callsTo(fetch, 'POST', '/api/shoppinglists/addline')[0]?.body).toMatchObject({ productId: milk.id, amount: 3 });
    await waitFor(() => expect($toasts.get().map((x) => x.link?.href)).toContain('/indkoebsliste'));
  });
});
