import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { configureShop } from '../../core/index.js';
import { Origin } from '../../core/schemas/cart.js';
import { RECIPE_FIXTURE, RECIPE_PRODUCT_WIRES } from '../../core/stores/recipe-basket.fixture.js';
import { resetRecipeBasket } from '../../core/stores/recipe-basket.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { recipeIdOf } from '../../core/rules/recipe-scaling.js';
import { RecipeView } from './recipe.js';

const preview = { itemCount: 3, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 };

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /recipe-service/recipes/4101': { body: RECIPE_FIXTURE },
    'GET /api/product/getbyids': { body: RECIPE_PRODUCT_WIRES },
    'POST /api/order/addtoorder': ({ body }) => ({ body: { addedOrderlines: (body as unknown[]).length, previewOrder: preview, warnings: [], error: null } }),
    'GET /api/order/revieworder': { body: { lines: [] } },
    ...extra,
  });
}

afterEach(() => resetRecipeBasket());

describe('<shop-recipe> recipe id', () => {
  it.each([
    ['4101', '/anything', 4101],
    [undefined, '/inspiration/opskrifter/frikadeller-med-kartofler-og-brun-sovs-4101', 4101],
    ['', '/inco-inspirerer/opskrifter/boller-i-karry-4102', 4102],
    ['abc', '/inspiration/opskrifter/x-4101', null],
    [undefined, '/inspiration/opskrifter/', null],
  ])('attribute %j on %s is %j', (attr, path, id) => {
    expect(recipeIdOf(attr, path)).toBe(id);
  });
});

describe('<RecipeView>', () => {
  it('shows the recipe, scales it to the covers typed and shows the products, total and per-cover figures before adding', async () => {
    configureShop({ apiBase: '' });
    setFixtureState({ profile: fixtureProfile });
    routes();
    render(<RecipeView recipeId="4101" />);
    expect(await screen.findByRole('heading', { level: 1, name: RECIPE_FIXTURE.name })).toBeTruthy();
    expect(screen.getByText('Tilberedning: 45 min.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Kategorier' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hovedret', 'Efterår']);
    expect(screen.getByRole('heading', { name: 'Ingredienser til 4 kuverter' })).toBeTruthy();
    const covers = screen.getByLabelText('Antal kuverter') as HTMLInputElement;
    expect(covers.value).toBe('4');
    fireEvent.input(covers, { target: { value: '120' } });
    expect(await screen.findByRole('heading', { name: 'Ingredienser til 120 kuverter' })).toBeTruthy();
    expect(screen.getByText('7,2 kg')).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Kartofler', 'Kartofler 2,5 kg', '3 PK – Pakke 2,5 kg', '767,76\u00a0kr.'],
      ['Hakket svinekød', 'Hakket svinekød 8-12%', '18 KG – Kilo', '1.079,10\u00a0kr.'],
      ['Letmælk', 'Letmælk 1,5% 1 l', '6 STK – Stk 1 l', '66,00\u00a0kr.'],
      ['Remoulade', 'Remoulade', 'indhold pr. enhed ukendt', ''],
      ['Persille', '–', 'ikke i jeres sortiment', ''],
    ]);
    expect(screen.getByText('I alt ekskl. pant').nextSibling?.textContent).toBe('1.912,86\u00a0kr.');
    expect(screen.getByText('Pris pr. kuvert').nextSibling?.textContent).toBe('15,94\u00a0kr.');
    expect(screen.getByText('CO2e pr. kuvert').nextSibling?.textContent).toBe('0,75 kg');
  });

  it("fetches the recipe's picture at once and first, never lazily: it is the page's largest (decision 028 seventh pass)", async () => {
    configureShop({ apiBase: '' });
    setFixtureState({ profile: fixtureProfile });
    routes({ 'GET /recipe-service/recipes/4101': { body: { ...RECIPE_FIXTURE, image: '/recipe-service/images/4101.svg' } } });
    render(<RecipeView recipeId="4101" />);
    await screen.findByRole('heading', { level: 1, name: RECIPE_FIXTURE.name });
    const picture = document.querySelector<HTMLImageElement>('img.image')!;
    expect(picture.getAttribute('src')).toBe('/recipe-service/images/4101.svg');
    expect(picture.getAttribute('loading')).toBeNull();
    expect(picture.getAttribute('fetchpriority') ?? (picture as HTMLImageElement & { fetchPriority?: string }).fetchPriority).toBe('high');
  });

  it('adds every orderable line in one call with the Recipe origin, shows the busy state and the result', async () => {
    setFixtureState({ profile: fixtureProfile });
    let release: () => void = () => {};
    const fetch = routes({
      'POST /api/order/addtoorder': async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return { body: { addedOrderlines: (body as unknown[]).length, previewOrder: preview, warnings: [], error: null } };
      },
    });
    render(<RecipeView recipeId="4101" />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Læg alle i kurven' }));
    const busy = await screen.findByRole('button', { name: 'Lægger i kurven…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(screen.getByText('3 varer lagt i kurven.')).toBeTruthy());
    expect(screen.getByText('Ikke lagt i kurven: Remoulade (indhold pr. enhed ukendt), Persille (ikke i jeres sortiment).')).toBeTruthy();
    const adds = callsTo(fetch, 'POST', '/api/order/addtoorder');
    expect(adds).toHaveLength(1);
    expect((adds[0]!.body as { origin: number }[]).map((i) => i.origin)).toEqual([Origin.Recipe, Origin.Recipe, Origin.Recipe]);
  });

  it('says why bad covers input is refused, inline, and sends nothing', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = routes();
    render(<RecipeView recipeId="4101" />);
    await screen.findByRole('table');
    const covers = screen.getByLabelText('Antal kuverter');
    fireEvent.input(covers, { target: { value: '0' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Skriv antal kuverter som et helt tal fra 1 til 5000.');
    expect(covers.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Læg alle i kurven' }));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
  });

  it('logged out: shows the recipe and the scaling, asks for no products and invites to log in', async () => {
    configureShop({ loginUrl: '/log-ind' });
    setFixtureState({ profile: null });
    const fetch = routes();
    render(<RecipeView recipeId="4101" />);
    const login = await screen.findByRole('link', { name: 'Log ind for at lægge varerne i kurven' });
    expect(login.getAttribute('href')).toBe('/log-ind');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('0,24 kg')).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/product/getbyids')).toHaveLength(0);
  });

  it('hides prices and CO2e from a user who may not see them (§6)', async () => {
    setFixtureState({ profile: { ...fixtureProfile, settings: { ...fixtureProfile.settings, showPrices: false, hideCo2: true } } });
    routes();
    render(<RecipeView recipeId="4101" />);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Pris' })).toBeNull();
    expect(screen.queryByText('Pris pr. kuvert')).toBeNull();
    expect(screen.queryByText('CO2e pr. kuvert')).toBeNull();
  });

  it('says when the recipe does not exist, and offers a retry when it could not be loaded', async () => {
    setFixtureState({ profile: fixtureProfile });
    routes({ 'GET /recipe-service/recipes/4101': { status: 404, body: { error: 'NotFound' } } });
    const { unmount } = render(<RecipeView recipeId="4101" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Opskriften findes ikke længere.');
    unmount();
    resetRecipeBasket();
    routes({ 'GET /recipe-service/recipes/4101': { status: 500, body: {} } });
    render(<RecipeView recipeId="4101" />);
    expect(await screen.findByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});
