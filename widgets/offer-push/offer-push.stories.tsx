import type { Meta, StoryObj } from '@storybook/react-vite';
import { Origin } from '../../core/index.js';
import { fixtureProfile, profileWithoutOrdering } from '../shared/fixtures/index.js';
import { fixtureOfferPush, sellingProducts } from '../shared/fixtures/offers-selling.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { ProductCarousel } from '../shared/product-carousel.js';
import css from './offer-push.css?inline';

// Fixture-only: the carousel of <shop-offer-push> in each state, fed directly (stories never call the
// server); the element itself loads GET /api/offerpush/{id}/products and renders exactly this.
const push = fixtureOfferPush(10);

const meta = {
  title: 'Widgets/Offer push',
  parameters: { element: 'shop-offer-push' },
  component: ProductCarousel,
  args: { heading: push.title, text: push.text, status: 'ready', products: sellingProducts(10), origin: Origin.OfferPush, name: 'offer-push', onRetry: () => {} },
  decorators: [
    (Story) => (
      <InShadow css={css}>
        <div style={{ maxWidth: '62rem' }}>
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

/** Ten cards: more than fit, so "Næste varer" scrolls; "Forrige varer" is disabled at the start. */
export const ManyCards: Story = {};

export const FewCards: Story = { args: { products: sellingProducts(2) } };

export const Loading: Story = { args: { heading: 'Tilbud', text: undefined, status: 'loading', products: [] } };

export const Empty: Story = { args: { products: [] } };

export const Failed: Story = { args: { status: 'error', products: [] } };

/** §6: ordering off: the cards show prices without the add control. */
export const WithoutOrdering: Story = {
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: profileWithoutOrdering });
  },
};
