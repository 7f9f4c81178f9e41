import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { da } from '../../core/index.js';
import type { OrderContext } from '../../core/index.js';
import {
  co2TaxProduct,
  depositProduct,
  discontinuedByHQ,
  discontinuedWithAlternative,
  expiryProduct,
  fixtureBasketLines,
  fixtureProfile,
  focusBrandProduct,
  longTextProduct,
  manyIcons,
  milk,
  missingFoodInfo,
  noImageProduct,
  offerProduct,
  procureProduct,
  salmon,
  shoppingListProfile,
  tinyCo2Product,
  zeroPrice,
} from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { answerFetch, inShadow, typeInShadow } from '../shared/story-play.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import { cartResponse } from '../shared/fixtures/index.js';
import { ProductCard, SkeletonCard } from './product-card.js';
import { OwnPriorityInput } from './own-priority-input.js';
import type { ProductCardProps } from './product-card.js';
import css from './product-card.css?inline';

// Fixture-only: the stores hold a logged-in user and (for InBasket) the basket's lines; nothing calls
// the server. A fixed 'today' keeps the dates of the fixtures meaningful.
const orderContext: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };
const settings = fixtureProfile.settings;

const meta = {
  title: 'Widgets/Product card',
  parameters: { element: 'shop-product-list' },
  component: ProductCard,
  args: { product: milk, settings, orderContext, detailsHref: `?foodInfo=${milk.id}` },
  decorators: [
    (Story, { args }) => (
      <InShadow css={css}>
        <div style={{ maxWidth: args.view === 'list' ? '56rem' : '17rem' }}>
          <Story />
        </div>
      </InShadow>
    ),
  ],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

// Views

export const Gallery: Story = {};

/** One row per product; below 720 px the row folds (§9 mobile). */
export const ListView: Story = { args: { view: 'list' } };

export const ListViewExpiry: Story = { args: { view: 'list', product: expiryProduct, cardType: 'expiry' } };

/** Issue 22 point 4: shopping-list mode (inco, cart type 1): "Føj til indkøbsliste", no deadline. */
export const ShoppingListMode: Story = {
  args: { orderContext: { ...orderContext, cartType: 1 } },
  beforeEach: () => setFixtureState({ profile: shoppingListProfile }),
};

// States (§4)

export const Offer: Story = { args: { product: offerProduct } };

/** Card type expiry: expiry unit (locked) and price, the date, the stock left; adds with origin 17. */
export const Expiry: Story = { args: { product: expiryProduct, cardType: 'expiry' } };

/** A product with an expiry offer on an ordinary card: the offer is a choice. */
export const ExpiryChoice: Story = { args: { product: expiryProduct } };

export const Procure: Story = { args: { product: procureProduct } };

export const MissingFoodInfo: Story = { args: { product: missingFoodInfo } };

export const Discontinued: Story = { args: { product: discontinuedWithAlternative } };

/** Blocks only on the site that blocks discontinued-by-HQ products (§6 {product}). */
export const DiscontinuedByHQ: Story = {
  args: { product: discontinuedByHQ, orderContext: { ...orderContext, siteBlocksDiscontinuedByHQ: true } },
};

/** The deadline data says not orderable. */
export const NotOrderable: Story = { args: { orderContext: { ...orderContext, orderableByDeadline: false } } };

export const DiscontinuingLater: Story = {
  args: { product: { ...milk, discontinuedOn: '2026-01-31', discontinuedText: 'Udgår fra sortimentet' } },
};

export const InBasket: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, basketLines: fixtureBasketLines }),
};

export const InBasketWeighed: Story = {
  args: { product: salmon },
  beforeEach: () => setFixtureState({ profile: fixtureProfile, basketLines: fixtureBasketLines }),
};

export const ZeroPrice: Story = { args: { product: zeroPrice } };

// Content

export const Deposit: Story = { args: { product: depositProduct } };

/** Twelve icons: ten show, the rest behind +2. */
export const ManyIcons: Story = { args: { product: manyIcons } };

/** A focus brand: icons split at 5; the customer's own product number. */
export const FocusBrand: Story = { args: { product: focusBrandProduct } };

export const NoImage: Story = { args: { product: noImageProduct } };

export const LongTexts: Story = { args: { product: longTextProduct } };

/** CO2e per unit and the CO2 tax (sent only to the configured price groups). */
export const Co2AndTax: Story = { args: { product: co2TaxProduct } };

export const Co2Hidden: Story = { args: { product: co2TaxProduct, settings: { ...settings, hideCo2: true } } };

/** '0,00' CO2e is hidden for everybody. */
export const Co2RoundsToZero: Story = { args: { product: tinyCo2Product } };

/** Sorting 5 on the {product} site: the price per reference unit is prominent. */
export const UnitPrice: Story = { args: { product: offerProduct, showUnitPrice: true } };

export const PricesHidden: Story = { args: { product: co2TaxProduct, settings: { ...settings, showPrices: false, allowOrdering: false } } };

export const OrderingOff: Story = { args: { settings: { ...settings, allowOrdering: false } } };

/** §2 the product dropdown's button, filled: the product is on a list (the catalogue's x.favorite until the lists load). */
export const OnFavoriteList: Story = { args: { product: { ...milk, flags: { ...milk.flags, favorite: true } } } };

/** §6 the product dropdown is for logged-in users only: nobody is logged in, no button. */
export const LoggedOut: Story = {
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: null });
  },
};

function WithOwnPriority(args: ProductCardProps) {
  const [value, setValue] = useState<number | null>(3);
  return <ProductCard {...args} ownPriority={<OwnPriorityInput productName={args.product.name} priority={{ value, onChange: setValue }} />} />;
}

/** Sorting 0 in a favourite list: the own-priority input. */
export const OwnPriority: Story = {
  args: { cardType: 'favorite-list-product', view: 'list' },
  render: (args) => <WithOwnPriority {...args} />,
};

// Card types (§2)

export const FrontpageOffer: Story = { args: { product: offerProduct, cardType: 'frontpage-offer' } };

export const CarouselProduct: Story = { args: { product: manyIcons, cardType: 'carousel-product' } };

export const AlternativeProduct: Story = { args: { cardType: 'alternative-product' } };

export const Quickshop: Story = { args: { cardType: 'quickshop', view: 'list' } };

export const WebSample: Story = { args: { product: zeroPrice, cardType: 'web-sample' } };

/** The list's standard unit (STK) wins over the flagged default (KRT). */
export const FavoriteListProduct: Story = { args: { cardType: 'favorite-list-product', listStandardUnit: 'STK' } };

export const RelatedProducts: Story = { args: { product: salmon, cardType: 'related-products' } };

export const Skeleton: Story = {
  render: () => (
    <>
      <SkeletonCard />
      <p>{da.loading}</p>
    </>
  ),
};

/**
 * Interaction test (issue 21 point 6): choose the unit STK and the amount 2, add to the basket: one
 * call (answered from fixtures) with that unit and amount, and the field empties for the next add.
 */
export const AddToBasket: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const server = answerFetch({ 'POST /api/order/addtoorder': cartResponse(1, 3) });
    try {
      const shadow = inShadow(canvasElement);
      const amount = shadow.getByLabelText(`Antal af ${milk.name}`);
      const add = shadow.getByRole('button', { name: `Læg i kurv: ${milk.name}` });
      await userEvent.selectOptions(shadow.getByLabelText(`Enhed for ${milk.name}`), 'STK');
      await typeInShadow(amount, '2');
      await expect(amount).toHaveValue('2');
      await userEvent.click(add);
      const adds = () => server.calls.filter((c) => c.path === '/api/order/addtoorder');
      await waitFor(() => expect(adds()).toHaveLength(1), { timeout: 5_000 });
      await expect(adds()[0]?.body).toMatchObject([{ productId: milk.id, amount: 2, unit: 'STK' }]);
      await waitFor(() => expect(amount).toHaveValue(''));
    } finally {
      server.restore();
    }
  },
};
