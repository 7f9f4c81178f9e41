import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  discontinued,
  fixtureProfile,
  milk,
  missingFoodInfo,
  paginatedSearch,
  profileWithoutOrdering,
  profileWithoutPrices,
  readySearch,
  salmon,
  zeroPrice,
} from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { ProductList } from './product-list.js';
import css from './product-list.css?inline';

// Every story hands the list's query store its results (setFixtureState), so the list does not search.
const meta = {
  title: 'Widgets/shop-product-list',
  component: ProductList,
  args: { search: 'mælk' },
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile, search: readySearch('mælk') });
  },
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const LoggedOut: Story = {
  beforeEach: () => setFixtureState({ profile: null }),
};

export const Loading: Story = {
  beforeEach: () =>
    setFixtureState({ profile: fixtureProfile, search: { status: 'loading', query: { text: 'mælk', group: null }, products: [], total: 0 } }),
};

export const Empty: Story = {
  args: { search: 'xyzzy' },
  beforeEach: () => setFixtureState({ profile: fixtureProfile, search: readySearch('xyzzy', [], 0) }),
};

export const SearchError: Story = {
  name: 'Error',
  beforeEach: () =>
    setFixtureState({ profile: fixtureProfile, search: { status: 'error', query: { text: 'mælk', group: null }, products: [], total: 0 } }),
};

/** 30 of 95: the 'Vis flere varer' button (and the scroll sentinel). */
export const MorePages: Story = {
  args: { search: 'test' },
  beforeEach: () => setFixtureState({ profile: fixtureProfile, search: paginatedSearch }),
};

export const PricesHidden: Story = {
  beforeEach: () => setFixtureState({ profile: profileWithoutPrices, search: readySearch('mælk') }),
};

/** Prices on, ordering off: no amount field and no add button. */
export const OrderingOff: Story = {
  beforeEach: () => setFixtureState({ profile: profileWithoutOrdering, search: readySearch('mælk') }),
};

export const BlockedMissingFoodInfo: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, search: readySearch('mælk', [missingFoodInfo], 1) }),
};

export const Discontinued: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, search: readySearch('mælk', [discontinued], 1) }),
};

/** Offer badge and weighed unit (KG takes decimals). */
export const OfferAndWeighed: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, search: readySearch('mælk', [salmon, milk], 2) }),
};

/** A zero price: the add button is disabled. */
export const ZeroPrice: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, search: readySearch('mælk', [zeroPrice], 1) }),
};
