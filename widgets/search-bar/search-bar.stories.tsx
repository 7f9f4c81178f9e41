import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProducts, fixtureProfile, fixtureSuggestions } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { SearchBar } from './search-bar.js';
import type { SuggestFn } from './search-bar.js';
import css from './search-bar.css?inline';

/** Fixture suggestions filtered by the typed phrase: no server. */
const fixtureSuggest: SuggestFn = async (text) => {
  const suggestions = fixtureSuggestions.filter((s) => s.searchTerm.includes(text.trim().toLowerCase()) || text.trim().length < 3);
  const products = fixtureProducts
    .filter((p) => p.name.toLowerCase().includes(text.trim().toLowerCase()))
    .map((p) => ({ id: p.id, name: p.name, brand: p.brand, customerProductNumber: p.customerProductNumber }));
  return { suggestions, products: products.slice(0, 5), total: products.length };
};

const meta = {
  title: 'Widgets/shop-search-bar',
  component: SearchBar,
  args: { suggest: fixtureSuggest, searchUrl: '/soeg' },
  decorators: [(Story) => <InShadow css={css}><div style={{ minHeight: '16rem' }}><Story /></div></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in: type 'mæ' to see suggestions and products (from fixtures); arrow keys, Enter and Escape work. */
export const WithSuggestions: Story = {};

/** Anonymous: no suggestions are requested; submitting still goes to the search page. */
export const Anonymous: Story = {
  beforeEach: () => setFixtureState({ profile: null }),
};

/** No suggestions match. */
export const NoSuggestions: Story = {
  args: { suggest: async () => ({ suggestions: [], products: [], total: 0 }) },
};
