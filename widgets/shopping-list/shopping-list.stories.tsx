import type { Meta, StoryObj } from '@storybook/react-vite';
import { $sentShoppingLists, $shoppingList } from '../../core/stores/shopping-list.js';
import { $shoppingListUnits } from '../../core/stores/shopping-list-units.js';
import { fixtureProfile, shoppingListProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { currentList, emptyList, listUnits, sentList } from './shopping-list-fixtures.js';
import { ShoppingListPage } from './shopping-list.js';
import css from './shopping-list.css?inline';

const meta = {
  title: 'Widgets/shop-shopping-list',
  component: ShoppingListPage,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: shoppingListProfile });
    $shoppingList.set({ status: 'ready', list: currentList });
    $sentShoppingLists.set({ status: 'ready', lists: [sentList], fetched: 2, total: 2 });
    // Known, so the unit selects fetch nothing (stories never call the server).
    $shoppingListUnits.set(listUnits);
  },
} satisfies Meta<typeof ShoppingListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current list with three products and one sent list below. */
export const WithLines: Story = {};

export const Empty: Story = {
  beforeEach: () => {
    $shoppingList.set({ status: 'ready', list: emptyList });
    $sentShoppingLists.set({ status: 'ready', lists: [], fetched: 1, total: 1 });
  },
};

export const Loading: Story = {
  beforeEach: () => {
    $shoppingList.set({ status: 'loading', list: null });
    $sentShoppingLists.set({ status: 'loading', lists: [], fetched: 0, total: 0 });
  },
};

export const LoadFailed: Story = {
  beforeEach: () => {
    $shoppingList.set({ status: 'error', list: null });
    $sentShoppingLists.set({ status: 'error', lists: [], fetched: 0, total: 0 });
  },
};

/** More sent lists than the first page: "Vis flere". */
export const MoreSentLists: Story = {
  beforeEach: () => $sentShoppingLists.set({ status: 'ready', lists: [sentList, { ...sentList, id: 4, name: 'Uge 46', sentAt: '2026-11-13T09:15:00.000Z' }], fetched: 3, total: 14 }),
};

/** A visitor who is not logged in. */
export const Anonymous: Story = {
  beforeEach: () => setFixtureState({ profile: null }),
};

/** A user whose adds go to the basket (cart type 0). */
export const NotInShoppingListMode: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile }),
};
