import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProducts, fixtureProfile, fixtureSuggestions } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { inShadow, typeInShadow } from '../shared/story-play.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * Interaction test (issue 21 point 6): typing shows suggestions and products from the fixtures as a
 * listbox; the arrow key moves through them and Escape closes the list.
 */
export const TypingShowsSuggestions: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const shadow = inShadow(canvasElement);
    const input = shadow.getByRole('combobox', { name: 'Søg efter varer' });
    await typeInShadow(input, 'mælk');
    await expect(input).toHaveValue('mælk');
    const listbox = await shadow.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input.getAttribute('aria-activedescendant')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  },
};
