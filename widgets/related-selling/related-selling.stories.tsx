import type { Meta, StoryObj } from '@storybook/react-vite';
import { Origin } from '../../core/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { daOffersSelling as t } from '../../core/texts/da-offers-selling.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureAdditionalSales, fixtureSupplierProducts, sellingProducts } from '../shared/fixtures/offers-selling.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { ProductCarousel } from '../shared/product-carousel.js';
import css from './supplier-carousel.css?inline';

// Fixture-only: "Mere fra {supplier}" (<shop-supplier-carousel> and the product details) and "Andre
// købte også" (the product details) in each state, fed directly; the widgets load their products
// from POST /api/product/randomfromsupplier and GET /api/product/additionalsales/{id}.
const supplier = fixtureSupplierProducts(8);
const also = fixtureAdditionalSales(5);

const meta = {
  title: 'Widgets/Supplier carousel and Andre købte også',
  parameters: { element: 'shop-supplier-carousel' },
  component: ProductCarousel,
  args: {
    heading: t.moreFrom(supplier.supplier),
    status: 'ready',
    products: supplier.products.map(decodeProduct),
    origin: Origin.SupplierCarousel,
    name: 'supplier',
    hideWhenEmpty: true,
    onRetry: () => {},
  },
  decorators: [
    (Story) => (
      <InShadow css={css}>
        <div style={{ maxWidth: '50rem' }}>
          <Story />
        </div>
      </InShadow>
    ),
  ],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof ProductCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SupplierManyCards: Story = {};

export const SupplierLoading: Story = { args: { heading: t.moreFromSupplier, status: 'loading', products: [] } };

export const SupplierFailed: Story = { args: { status: 'error', products: [] } };

export const AlsoBought: Story = {
  args: { heading: t.alsoBought, headingLevel: 3, products: also.products.map(decodeProduct), origin: Origin.AdditionalSales, name: 'additional-sales' },
};

export const AlsoBoughtManyCards: Story = {
  args: { heading: t.alsoBought, headingLevel: 3, products: sellingProducts(10), origin: Origin.AdditionalSales, name: 'additional-sales' },
};

export const AlsoBoughtLoading: Story = {
  args: { heading: t.alsoBought, headingLevel: 3, status: 'loading', products: [], origin: Origin.AdditionalSales, name: 'additional-sales' },
};

export const AlsoBoughtFailed: Story = {
  args: { heading: t.alsoBought, headingLevel: 3, status: 'error', products: [], origin: Origin.AdditionalSales, name: 'additional-sales' },
};
