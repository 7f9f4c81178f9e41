import type { Meta, StoryObj } from '@storybook/react-vite';
import { $focusBrand } from '../../core/stores/focus-brand.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { FocusBrandView } from './focus-brand.js';
import { fixtureBrandPage, fixtureBrands, setBrandState } from '../shared/fixtures/focus-brand.js';
import ownCss from './focus-brand.css?inline';
import cardCss from '../product-list/product-card.css?inline';

const css = `${ownCss}\n${cardCss}`;

const meta = {
  title: 'Widgets/shop-focus-brand',
  component: FocusBrandView,
  args: { brand: 'thise' },
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setBrandState({});
  },
} satisfies Meta<typeof FocusBrandView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logo (80 px), thumbnail (250 px), text and the products; the first is a focus product (12 STK on stock). */
export const WithProducts: Story = {};

/** The brand has no products in the department's assortment. */
export const EmptyBrand: Story = { beforeEach: () => setBrandState({}, fixtureBrandPage([])) };

/** Not logged in: the brand, and a login link instead of products and prices. */
export const Anonymous: Story = {
  beforeEach: () => {
    setFixtureState({ profile: null });
    setBrandState({}, fixtureBrandPage(null));
  },
};

export const Loading: Story = { beforeEach: () => setBrandState({ status: 'loading' }, null) };

export const LoadFailed: Story = { beforeEach: () => setBrandState({ status: 'error' }, null) };

export const UnknownBrand: Story = { beforeEach: () => setBrandState({ status: 'notFound' }, null) };

/** No brand attribute and not on a brand's page: every brand with its thumbnail. */
export const Overview: Story = {
  args: { brand: '' },
  beforeEach: () => $focusBrand.set({ slug: null, status: 'ready', brand: null, products: null, brands: fixtureBrands, loadedFor: null }),
};
