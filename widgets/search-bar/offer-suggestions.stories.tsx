import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OfferSuggestion } from '../../core/schemas/offers-campaign.js';
import { fixtureProfile, fixtureSuggestions } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { SearchBar } from './search-bar.js';
import type { SuggestFn } from './search-bar.js';
import { setOfferSource } from './offer-suggestions.js';
import css from './search-bar.css?inline';

// Issue 18 point 4b: the offer suggestions under "Tilbud" in the search bar's listbox
// (docs/guides/offers.md). Fixture-only: the offers come from setOfferSource, the ordinary suggestions
// from a fixture; nothing calls the server. Type e.g. "kaffe" and wait a moment (the 325 ms pause).
const OFFERS: OfferSuggestion[] = [
  { productId: '100200', name: 'Kaffe formalet 500 g', brand: 'Peter Larsen Kaffe', offerPriceOre: 4950, unit: 'PK', offerUntil: '2025-11-30' },
  { productId: '100201', name: 'Kaffebønner espresso 1 kg', brand: 'Merrild', offerPriceOre: 15900, unit: 'KG', offerUntil: '2025-12-05' },
];
const suggest: SuggestFn = async (text) => ({
  suggestions: fixtureSuggestions.filter((s) => text.trim().length < 3 || s.searchTerm.includes(text.trim().toLowerCase())),
  products: [],
  total: 0,
});

const meta = {
  title: 'Widgets/shop-search-bar/Offer suggestions',
  component: SearchBar,
  args: { suggest, searchUrl: '/soeg' },
  decorators: [(Story) => <InShadow css={css}><div style={{ minHeight: '20rem' }}><Story /></div></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setOfferSource(async (text) => OFFERS.filter((o) => `${o.name} ${o.brand}`.toLowerCase().includes(text.toLowerCase())));
    return () => setOfferSource(null);
  },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type "kaffe": the ordinary suggestions, then "Tilbud" with the coffee on offer; arrows walk through both. */
export const WithOffers: Story = {};

/** Prices hidden (§6): the offers without a price. */
export const OffersWithoutPrices: Story = {
  beforeEach: () => {
    setOfferSource(async () => OFFERS.map((o) => ({ ...o, offerPriceOre: null })));
  },
};

/** Nothing on offer matches: only the ordinary suggestions. */
export const NoOffers: Story = {
  beforeEach: () => {
    setOfferSource(async () => []);
  },
};
