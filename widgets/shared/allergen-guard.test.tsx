// Issue 20 §3 allergen guard in the widgets: the warning on a guarded card and in the details' buy
// section, the confirm dialog before adding ("Fortryd" adds nothing, "Læg i kurv alligevel" adds),
// the basket's notice, and the first card of a page loading the guard once.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrderContext } from '../../core/index.js';
import { $allergenGuard } from '../../core/stores/allergen-guard.js';
import { daAllergenGuard } from '../../core/texts/da-allergen-guard.js';
import { ProductCard } from '../product-list/product-card.js';
import { Basket } from '../basket/basket.js';
import { ProductDetailsView } from '../product-details/product-details.js';
import { deadlineFixture, detailsFixture, foodInfoFixture, lookupFoundFixture, relationsFixture } from '../../core/stores/product-details.fixture.js';
import { pageBasket } from '../basket/basket-fixtures.js';
import { cartResponse, fixtureProfile, milk, salmon } from './fixtures/index.js';
import { setFixtureState } from './fixtures/stores.js';
import { callsTo, mockFetch } from './fixtures/mock-fetch.js';

const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };
// Milk stands in for a product with nuts: the guard list, not the product, says what it contains.
const GUARD = { excludedAllergens: ['peanuts', 'nuts'] as const, products: [{ productId: milk.id, contains: ['nuts'] as const, mayContain: [] }, { productId: '300789', contains: [], mayContain: ['peanuts'] as const }] };
const guardList = { excludedAllergens: [...GUARD.excludedAllergens], products: GUARD.products.map((p) => ({ ...p, contains: [...p.contains], mayContain: [...p.mayContain] })) };

const card = (product = milk) => render(<ProductCard product={product} settings={fixtureProfile.settings} orderContext={ctx} />);
const add = (name: string, amount = '2') => {
  fireEvent.change(screen.getByLabelText(`Antal af ${name}`), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: `Læg i kurv: ${name}` }));
};

describe('allergen guard (issue 20 §3)', () => {
  it('warns on a guarded card with an icon and text (part="allergen-warning"); not on another card', async () => {
    setFixtureState({ profile: fixtureProfile, allergenGuard: guardList });
    const { container } = card();
    const warning = await waitFor(() => {
      const el = container.querySelector('[part="allergen-warning"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(warning.textContent).toBe('Indeholder nødder, som afdelingen har fravalgt');
    expect(warning.querySelector('svg')).not.toBeNull();
    const other = card(salmon);
    await waitFor(() => expect(container.querySelector('[part="allergen-warning"]')).not.toBeNull());
    expect(other.container.querySelector('[part="allergen-warning"]')).toBeNull();
  });

  it('asks before adding: "Fortryd" adds nothing, "Læg i kurv alligevel" adds', async () => {
    setFixtureState({ profile: fixtureProfile, allergenGuard: guardList });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    card();
    add(milk.name);
    const dialog = await screen.findByRole('dialog', { name: daAllergenGuard.confirmTitle });
    expect(dialog.textContent).toContain('Varen indeholder nødder, som afdelingen har fravalgt. Læg i kurv alligevel?');
    fireEvent.click(screen.getByRole('button', { name: daAllergenGuard.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
    // The amount stays for another try.
    expect((screen.getByLabelText(`Antal af ${milk.name}`) as HTMLInputElement).value).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: `Læg i kurv: ${milk.name}` }));
    fireEvent.click(await screen.findByRole('button', { name: daAllergenGuard.confirmAdd }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body).toMatchObject([{ productId: milk.id, amount: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds an unguarded product at once, without a dialog', async () => {
    setFixtureState({ profile: fixtureProfile, allergenGuard: guardList });
    const fetch = mockFetch({ 'POST /api/order/addtoorder': { body: cartResponse(1, 1) } });
    card(salmon);
    add(salmon.name, '1');
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the first card of a page loads the guard, once', async () => {
    setFixtureState({ profile: fixtureProfile });
    $allergenGuard.set({ status: 'idle', excludedAllergens: [], products: new Map() });
    const fetch = mockFetch({ 'GET /api/department/allergenguard': { body: guardList } });
    const { container } = card();
    card(salmon);
    await waitFor(() => expect(container.querySelector('[part="allergen-warning"]')?.textContent).toBe('Indeholder nødder, som afdelingen har fravalgt'));
    expect(callsTo(fetch, 'GET', '/api/department/allergenguard')).toHaveLength(1);
  });

  it('shows nothing and asks nothing for a visitor', async () => {
    setFixtureState({ profile: null });
    $allergenGuard.set({ status: 'idle', excludedAllergens: [], products: new Map() });
    const fetch = mockFetch({ 'GET /api/department/allergenguard': { body: guardList } });
    const { container } = card();
    // The chunk arrives and renders (nothing); the guard list is never asked for.
    await act(async () => {
      await Promise.resolve();
    });
    await waitFor(() => expect($allergenGuard.lc).toBeGreaterThan(0));
    expect(container.querySelector('[part="allergen-warning"]')).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/department/allergenguard')).toHaveLength(0);
  });

  it("the basket page lists the basket's guarded lines", async () => {
    mockFetch({ 'GET /api/order/revieworder': { body: pageBasket } });
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' }, allergenGuard: guardList });
    render(<Basket />);
    const notice = await screen.findByRole('region', { name: daAllergenGuard.basketNoticeTitle });
    expect([...notice.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Letmælk 1,5 % økologisk: indeholder nødder',
      'Yoghurt naturel 3,5 %: kan indeholde jordnødder',
    ]);
  });

  it('the details warn too, and their add asks first', async () => {
    const fetch = mockFetch({
      'GET /api/product/lookup/100123': { body: lookupFoundFixture },
      'GET /api/product/foodinfo/100123': { body: foodInfoFixture },
      'GET /api/product/relations': { body: relationsFixture },
      'POST /api/deadlines/delivery': { body: deadlineFixture },
      'POST /api/order/addtoorder': { body: cartResponse(1, 1) },
      'POST /api/eventlog': { body: {} },
    });
    window.history.replaceState(null, '', '/soeg?foodInfo=100123');
    setFixtureState({ profile: fixtureProfile, allergenGuard: guardList });
    const { container } = render(<ProductDetailsView mode="page" printUrl="https://varedata.example.dk/print" />);
    await screen.findByRole('heading', { level: 2, name: detailsFixture.description });
    await waitFor(() => expect(container.querySelector('.buy [part="allergen-warning"]')?.textContent).toBe('Indeholder nødder, som afdelingen har fravalgt'));
    fireEvent.change(screen.getByLabelText(`Antal af ${detailsFixture.description}`), { target: { value: '1' } });
    fireEvent.click(container.querySelector('.buy button[type="submit"]')!);
    fireEvent.click(await screen.findByRole('button', { name: daAllergenGuard.confirmAdd }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    window.history.replaceState(null, '', '/');
  });
});
