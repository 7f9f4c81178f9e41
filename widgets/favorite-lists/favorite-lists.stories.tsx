import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { adminProfile, fixtureFavoriteLists, mondayList, setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { InShadow } from '../shared/story-shadow.js';
import { $favoriteLists } from '../../core/stores/favorite-lists.js';
import { FavoriteLists } from './favorite-lists.js';
import dialogsCss from '../favorite-list-dialogs/favorite-list-dialogs.css?inline';
import ownCss from './favorite-lists.css?inline';

const meta = {
  title: 'Widgets/shop-favorite-lists',
  component: FavoriteLists,
  args: { searchUrl: '/soeg', loginUrl: '/' },
  decorators: [(Story) => <InShadow css={`${dialogsCss}\n${ownCss}`}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setFavoriteListsFixture();
  },
} satisfies Meta<typeof FavoriteLists>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Own lists (one locked) with their actions, then colleagues' shared lists (open only). */
export const Lists: Story = {};

/** An admin also sees (and may set) sharing with chains (§5, §6). */
export const Admin: Story = {
  beforeEach: () => {
    setFixtureState({ profile: adminProfile });
    setFavoriteListsFixture([{ ...mondayList, sharedWithChains: true }, ...fixtureFavoriteLists.filter((l) => l.i !== mondayList.i)]);
  },
};

/** No lists yet: how to make the first. */
export const Empty: Story = {
  beforeEach: () => setFavoriteListsFixture([]),
};

/** Loading. */
export const Loading: Story = {
  beforeEach: () => $favoriteLists.set({ status: 'loading', lists: [] }),
};

/** The load failed (§8): the message and a retry button. */
export const LoadFailed: Story = {
  beforeEach: () => $favoriteLists.set({ status: 'error', lists: [] }),
};

/** Nobody logged in: a link to log in. */
export const LoggedOut: Story = {
  beforeEach: () => setFixtureState({ profile: null }),
};
