import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProfile, shoppingListProfile } from '../shared/fixtures/index.js';
import { $shoppingList } from '../../core/stores/shopping-list-state.js';
import { currentList } from '../shopping-list/shopping-list-fixtures.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { MiniBasket } from './mini-basket.js';
import css from './mini-basket.css?inline';

const meta = {
  title: 'Widgets/shop-mini-basket',
  component: MiniBasket,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
  },
} satisfies Meta<typeof MiniBasket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const OneItem: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 1, deliveryDate: '2025-11-27' } }),
};

export const Empty: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 0, deliveryDate: null } }),
};

export const Anonymous: Story = {
  beforeEach: () => setFixtureState({ profile: null }),
};

/** Issue 22 point 4: shopping-list mode: "Indkøbsliste" with the current list's count, no delivery date. */
export const ShoppingListMode: Story = {
  beforeEach: () => {
    setFixtureState({ profile: shoppingListProfile, basket: { status: 'ready', itemCount: 0, deliveryDate: '2025-11-27' } });
    $shoppingList.set({ status: 'ready', list: currentList });
  },
};
