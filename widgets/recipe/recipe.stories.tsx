import type { Meta, StoryObj } from '@storybook/react-vite';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { RECIPE_FIXTURE, RECIPE_PRODUCT_WIRES } from '../../core/stores/recipe-basket.fixture.js';
import { $recipeBasket, resetRecipeBasket, type RecipeBasketState } from '../../core/stores/recipe-basket.js';
import { fixtureProfile, profileWithoutOrdering } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { RecipeView } from './recipe.js';
import css from './recipe.css?inline';

const products = new Map(RECIPE_PRODUCT_WIRES.map((w) => decodeProduct(w)).map((p) => [p.id, p]));
const ready: RecipeBasketState = {
  recipeId: RECIPE_FIXTURE.id, status: 'ready', recipe: RECIPE_FIXTURE, coversText: '120', covers: 120, coversError: null,
  products, productsStatus: 'ready', adding: false, result: null,
};
const show = (change: Partial<RecipeBasketState>) => () => {
  $recipeBasket.set({ ...ready, ...change });
};

const meta = {
  title: 'Widgets/shop-recipe',
  component: RecipeView,
  args: { recipeId: String(RECIPE_FIXTURE.id) },
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    resetRecipeBasket();
    setFixtureState({ profile: fixtureProfile });
    $recipeBasket.set(ready);
  },
} satisfies Meta<typeof RecipeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 120 covers: the products to order, their prices, the total and the cost and CO2e per cover. */
export const ForCovers: Story = {};

export const RecipeLoading: Story = { beforeEach: show({ status: 'loading', recipe: null, products: null, productsStatus: 'idle' }) };

export const ProductsLoading: Story = { beforeEach: show({ products: null, productsStatus: 'loading' }) };

export const ProductsError: Story = { beforeEach: show({ products: null, productsStatus: 'error' }) };

export const InvalidCovers: Story = { beforeEach: show({ coversText: '12,5', coversError: 'Skriv antal kuverter som et helt tal fra 1 til 5000.' }) };

export const Adding: Story = { beforeEach: show({ adding: true }) };

export const Added: Story = {
  beforeEach: show({ result: { added: 3, notAdded: ['Remoulade (indhold pr. enhed ukendt)', 'Persille (ikke i jeres sortiment)'], failed: false } }),
};

export const AddFailed: Story = { beforeEach: show({ result: { added: 0, notAdded: [], failed: true } }) };

export const LoggedOut: Story = {
  beforeEach: () => {
    resetRecipeBasket();
    setFixtureState({ profile: null });
    $recipeBasket.set({ ...ready, coversText: '4', covers: 4, products: null, productsStatus: 'idle' });
  },
};

export const PricesHidden: Story = {
  beforeEach: () => {
    resetRecipeBasket();
    setFixtureState({ profile: { ...fixtureProfile, settings: { ...fixtureProfile.settings, showPrices: false, hideCo2: true } } });
    $recipeBasket.set(ready);
  },
};

export const OrderingNotAllowed: Story = {
  beforeEach: () => {
    resetRecipeBasket();
    setFixtureState({ profile: profileWithoutOrdering });
    $recipeBasket.set(ready);
  },
};

export const NotFound: Story = { beforeEach: show({ status: 'missing', recipe: null, products: null }) };

export const LoadError: Story = { beforeEach: show({ status: 'error', recipe: null, products: null }) };
