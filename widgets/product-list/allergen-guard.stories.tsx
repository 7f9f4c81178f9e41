// Issue 20 §3: the allergen guard's states on a product card, its confirm dialog and the basket's
// notice, fed by the stores (nothing calls the server).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OrderContext } from '../../core/index.js';
import type { AllergenGuardList } from '../../core/schemas/allergen-guard.js';
import { fixtureProfile, milk, salmon } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { AllergenBasketNotice, AllergenConfirmDialog } from '../shared/allergen-guard-ui.js';
import { ProductCard } from './product-card.js';
import css from './product-card.css?inline';

const orderContext: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };
const guard: AllergenGuardList = {
  excludedAllergens: ['peanuts', 'nuts', 'sesame'],
  products: [
    { productId: milk.id, contains: ['peanuts', 'nuts'], mayContain: [] },
    { productId: salmon.id, contains: [], mayContain: ['sesame'] },
  ],
};

const meta = {
  title: 'Kitchen tools/Allergen guard',
  parameters: { element: 'shop-product-list' },
  component: ProductCard,
  args: { product: milk, settings: fixtureProfile.settings, orderContext },
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile, allergenGuard: guard });
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Indeholder jordnødder og nødder, som afdelingen har fravalgt". */
export const CardContains: Story = {};

/** "Kan indeholde sesamfrø, …". */
export const CardMayContain: Story = { args: { product: salmon } };

/** A department that excludes nothing: no warning. */
export const CardNotGuarded: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile }),
};

/** The confirm step before adding a guarded product. */
export const ConfirmDialog: Story = {
  render: () => <AllergenConfirmDialog request={{ guard: { contains: ['nuts'], mayContain: [] }, answer: () => {} }} />,
};

/** The basket page's notice of its guarded lines. */
export const BasketNotice: Story = {
  render: () => <AllergenBasketNotice lines={[{ productId: milk.id, name: milk.name }, { productId: salmon.id, name: salmon.name }, { productId: 'x', name: 'Uden allergener' }]} />,
};
