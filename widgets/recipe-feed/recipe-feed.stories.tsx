import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../../core/rules/recipe-feed.js';
import { setFavoriteRecipesFixture } from '../../core/stores/favorite-recipes.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { RecipeFeed } from './recipe-feed.js';
import { fixtureFeed, fixtureRecipe, fixtureRecipes } from './recipe-feed-fixtures.js';
import css from './recipe-feed.css?inline';

const meta = {
  title: 'Widgets/shop-recipe-feed',
  component: RecipeFeed,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setFavoriteRecipesFixture([2, 5]);
  },
} satisfies Meta<typeof RecipeFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is on its way. */
export const Loading: Story = { render: () => <RecipeFeed feed={fixtureFeed({ status: 'loading' })} /> };

/** 20 of 45 recipes, hearts for a logged-in user (2 and 5 are favourites), 'Vis flere opskrifter'. */
export const List: Story = {
  render: () => <RecipeFeed feed={fixtureFeed({ status: 'ready', items: fixtureRecipes(20), total: 45, page: 1, hasMore: true })} />,
};

/** Filtered by 'Suppe' and the text 'suppe': every card carries the tag. */
export const Filtered: Story = {
  render: () => {
    const items = fixtureRecipes(24).filter((r) => r.tags.some((t) => t.id === 12)).slice(0, 3);
    return (
      <RecipeFeed
        feed={fixtureFeed({ status: 'ready', items, total: items.length, page: 1, filters: { ...NO_FILTERS, tags: { 1: [12] }, query: 'suppe' }, queryInput: 'suppe' })}
      />
    );
  },
};

/** No recipe matches the filters. */
export const Empty: Story = {
  render: () => <RecipeFeed feed={fixtureFeed({ status: 'ready', items: [], total: 0, page: 1, filters: { ...NO_FILTERS, tags: { 3: [31, 32] } } })} />,
};

/** The service did not answer: a Danish message and 'Prøv igen'. */
export const LoadFailed: Story = { render: () => <RecipeFeed feed={fixtureFeed({ status: 'error' })} /> };

/** The next page failed: the shown recipes stay, with 'Prøv igen'. */
export const LoadMoreFailed: Story = {
  render: () => <RecipeFeed feed={fixtureFeed({ status: 'ready', items: fixtureRecipes(20), total: 45, page: 1, hasMore: true, more: 'error' })} />,
};

/** 'Mine opskrifter': the user's favourites only. */
export const Favourites: Story = {
  render: () => <RecipeFeed feed={fixtureFeed({ status: 'ready', items: [fixtureRecipe(2), fixtureRecipe(5)], total: 2, page: 1, filters: { ...NO_FILTERS, mine: true } })} />,
};

/** 'Mine opskrifter' without favourites yet. */
export const NoFavourites: Story = {
  beforeEach: () => setFavoriteRecipesFixture([]),
  render: () => <RecipeFeed feed={fixtureFeed({ status: 'ready', items: [], total: 0, page: 1, filters: { ...NO_FILTERS, mine: true } })} />,
};

/** A visitor: no hearts, no 'Mine opskrifter', a hint to log in. */
export const Visitor: Story = {
  beforeEach: () => setFixtureState({ profile: null }),
  render: () => <RecipeFeed feed={fixtureFeed({ status: 'ready', items: fixtureRecipes(8), total: 8, page: 1 })} />,
};

/** The front page's teaser: 4 random recipes, no filters. */
export const RandomTeaser: Story = {
  render: () => <RecipeFeed heading="Ugens opskrifter" feed={fixtureFeed({ status: 'ready', items: fixtureRecipes(4, 3), total: 4, page: 1 }, { mode: 'random', pageSize: 4 })} />,
};

/** The sponsored teaser. */
export const SponsoredTeaser: Story = {
  render: () => (
    <RecipeFeed feed={fixtureFeed({ status: 'ready', items: [5, 10, 15, 20].map((id) => fixtureRecipe(id, { sponsored: true })), total: 4, page: 1 }, { mode: 'random', pageSize: 4, sponsored: true })} />
  ),
};
