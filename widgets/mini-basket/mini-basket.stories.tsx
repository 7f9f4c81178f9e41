import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProfile, shoppingListProfile } from '../shared/fixtures/index.js';
import { $shoppingList } from '../../core/stores/shopping-list-state.js';
import { currentList } from '../shopping-list/shopping-list-fixtures.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { inShadow } from '../shared/story-play.js';
import { expect, waitFor } from 'storybook/test';
import { $basket } from '../../core/index.js';
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

/** §4: the basket is loading (the count is not known yet). */
export const Loading: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, basket: { status: 'loading', itemCount: 0, deliveryDate: null } }),
};

/** The basket could not be loaded. */
export const LoadError: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile, basket: { status: 'error', itemCount: 0, deliveryDate: null } }),
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

/**
 * Interaction test (issue 21 point 6): the mini basket links to the basket with the count in its name and
 * follows the basket store at once (an add on any card raises it; emptying the basket shows the empty state).
 */
export const FollowsTheBasket: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const shadow = inShadow(canvasElement);
    const link = shadow.getByRole('link');
    await expect(link.textContent).toMatch(/3/);
    $basket.set({ ...$basket.get(), itemCount: 4 });
    await waitFor(() => expect(shadow.getByRole('link').textContent).toMatch(/4/));
    $basket.set({ ...$basket.get(), itemCount: 0 });
    await waitFor(() => expect(shadow.getByRole('link').textContent).not.toMatch(/4/));
  },
};
