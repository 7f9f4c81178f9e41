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
import { resetStores, setFavoriteListFixture, setFixtureState } from '../shared/fixtures/stores.js';
import { FIXTURE_FAVORITE_LIST_ID, fixtureCatalogue, fixtureFavoriteListDetail } from '../shared/fixtures/catalogue.js';
import { $favoriteLists } from '../../core/stores/favorite-lists.js';
import { $favoriteListView } from '../../core/stores/favorite-list-view.js';
import { EMPTY_QUERY, queryToUrl, setCatalogueTransport } from '../../core/index.js';
import type { CatalogueQuery } from '../../core/index.js';
import { inPageTransport } from '../../core/catalogue/in-page-transport.js';
import { InShadow } from '../shared/story-shadow.js';
import { ProductList } from './product-list.js';
import listCss from './product-list.css?inline';
import cardCss from './product-card.css?inline';

const css = `${listCss}\n${cardCss}`;

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
    setFixtureState({ profile: fixtureProfile, search: { ...readySearch('mælk', [], 0), status: 'loading' } }),
};

export const Empty: Story = {
  args: { search: 'xyzzy' },
  beforeEach: () => setFixtureState({ profile: fixtureProfile, search: readySearch('xyzzy', [], 0) }),
};

export const SearchError: Story = {
  name: 'Error',
  beforeEach: () =>
    setFixtureState({ profile: fixtureProfile, search: { ...readySearch('mælk', [], 0), status: 'error' } }),
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

/**
 * The search page: the list follows the URL and shows sorting, view, filters and posting-group
 * facets. The worker's real code runs in the page over a fixture catalogue.
 */
function onSearchPage(query: Partial<CatalogueQuery>) {
  return () => {
    setCatalogueTransport(inPageTransport({ data: fixtureCatalogue() }));
    window.history.replaceState(null, '', `${location.pathname}${queryToUrl({ ...EMPTY_QUERY, ...query }, location.search) || '?'}`);
    setFixtureState({ profile: fixtureProfile });
    return () => window.history.replaceState(null, '', `${location.pathname}${queryToUrl(EMPTY_QUERY, location.search) || '?'}`);
  };
}

export const SearchPageWithFilters: Story = {
  args: { search: undefined },
  beforeEach: onSearchPage({ text: 'testvare', sorting: 6 }),
};

/** f-top200: the customer's 200 most bought, most bought first. */
export const Top200: Story = {
  args: { search: undefined },
  beforeEach: onSearchPage({ top200: true }),
};

/**
 * A favourite list in its own sorting (0, §6): the own-priority input on each card, the list's
 * standard unit (the milk in STK), "Læg hele listen i kurven" and a selection of one.
 */
export const FavoriteList: Story = {
  args: { search: undefined },
  beforeEach: () => {
    const restore = onSearchPage({ favoriteList: FIXTURE_FAVORITE_LIST_ID })();
    setFavoriteListFixture(fixtureFavoriteListDetail());
    $favoriteListView.set({ ...$favoriteListView.get(), selected: { [salmon.id]: true } });
    return restore;
  },
};

/** A favourite list sorted by group (2): group headers (§2). */
export const FavoriteListByGroup: Story = {
  args: { search: undefined },
  beforeEach: () => {
    const restore = onSearchPage({ favoriteList: FIXTURE_FAVORITE_LIST_ID, sorting: 2 })();
    setFavoriteListFixture(fixtureFavoriteListDetail());
    return restore;
  },
};

/** §4 after a unit change on a card: the prompt to use the unit on all lists, under the card. */
export const FavoriteListUnitPrompt: Story = {
  args: { search: undefined },
  beforeEach: () => {
    const restore = onSearchPage({ favoriteList: FIXTURE_FAVORITE_LIST_ID })();
    setFavoriteListFixture(fixtureFavoriteListDetail());
    $favoriteListView.set({ ...$favoriteListView.get(), unitPrompt: { productId: milk.id, productName: milk.name, unit: 'KRT', otherLists: 2 } });
    return restore;
  },
};

/** §8 the list could not be loaded. */
export const FavoriteListLoadFailed: Story = {
  args: { search: undefined },
  beforeEach: () => {
    const restore = onSearchPage({ favoriteList: FIXTURE_FAVORITE_LIST_ID })();
    $favoriteLists.set({ status: 'ready', lists: [] });
    $favoriteListView.set({ ...$favoriteListView.get(), id: Number(FIXTURE_FAVORITE_LIST_ID), status: 'error' });
    return restore;
  },
};

/** A favourite list the user cannot see (deleted, not shared). */
export const FavoriteListMissing: Story = {
  args: { search: undefined },
  beforeEach: () => {
    const restore = onSearchPage({ favoriteList: '999' })();
    $favoriteLists.set({ status: 'ready', lists: [] });
    $favoriteListView.set({ ...$favoriteListView.get(), id: 999, status: 'missing' });
    return restore;
  },
};

/** An editor's teaser list with fixed attributes: no filters, the list's own order. */
export const FeaturedListTeaser: Story = {
  args: { search: undefined, featuredList: 'ugens-tilbud', view: 'list' },
  beforeEach: () => {
    setCatalogueTransport(inPageTransport({ data: fixtureCatalogue() }));
    setFixtureState({ profile: fixtureProfile });
  },
};
