import type { Meta, StoryObj } from '@storybook/react-vite';
import { $productDetails, setDisclaimerHidden } from '../../core/stores/product-details.js';
import type { ProductDetailsState } from '../../core/stores/product-details.js';
import { deadlineFixture, detailsFixture, foodInfoFixture, relationsFixture } from '../../core/stores/product-details.fixture.js';
import { fixtureProfile, profileWithoutPrices } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { inShadow } from '../shared/story-play.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ProductDetailsView } from './product-details.js';
import detailsCss from './product-details.css?inline';

const css = detailsCss;

const loaded = (patch: Partial<Extract<ProductDetailsState, { status: 'loaded' }>> = {}): ProductDetailsState => ({
  status: 'loaded',
  productId: detailsFixture.productId,
  expiry: false,
  details: detailsFixture,
  productInfo: { version: 3, sidsteRevision: '2025-05-12' },
  recipeIds: [4101],
  foodInfo: foodInfoFixture,
  relations: relationsFixture,
  deadline: deadlineFixture,
  ...patch,
});

const meta = {
  title: 'Widgets/shop-product-details',
  component: ProductDetailsView,
  args: { mode: 'page' },
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setDisclaimerHidden(false);
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof ProductDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §4 loading: the dialog is open with a placeholder while the lookup runs. */
export const Loading: Story = {
  beforeEach: () => $productDetails.set({ status: 'loading', productId: '100123', expiry: false }),
};

/** Loaded: media, print, CO2e, the three tabs, units with prices, the food-info tabs. */
export const Loaded: Story = {
  beforeEach: () => $productDetails.set(loaded()),
};

/** Loaded as a modal (a recipe page). */
export const LoadedAsModal: Story = {
  args: { mode: 'modal' },
  beforeEach: () => $productDetails.set(loaded()),
};

/** The disclaimer hidden earlier (remembered, §9): only the link to show it again. */
export const DisclaimerHidden: Story = {
  beforeEach: () => {
    setDisclaimerHidden(true);
    $productDetails.set(loaded());
  },
};

/** Without food information yet ('Der er endnu ingen varedata for denne vare.'). */
export const NoFoodInfo: Story = {
  beforeEach: () =>
    $productDetails.set(
      loaded({ foodInfo: { ...foodInfoFixture, available: false, nutrition: null, ingredients: [], allergens: [] }, relations: { ...relationsFixture, related: [], recipes: [] } }),
    ),
};

/** The deadline for the chosen day has passed (§3 l): blocked, with the earliest delivery day. */
export const BlockedByDeadline: Story = {
  beforeEach: () =>
    $productDetails.set(
      loaded({
        deadline: { ...deadlineFixture, orderable: false, blockedByDeadline: true, deadlineMessage: 'Blokeret grundet lang leveringstid.', deliveryDate: '2025-06-06', showDeliveryDate: true },
      }),
    ),
};

/** Discontinued with an alternative product (§3 t): not orderable, link and card to the alternative. */
export const DiscontinuedWithAlternative: Story = {
  beforeEach: () =>
    $productDetails.set(
      loaded({
        details: { ...detailsFixture, orderable: false, discontinued: true, discontinuedDate: '2025-01-01', discontinuedText: 'Udgået', alternativeProductId: '100130' },
        relations: { ...relationsFixture, alternative: relationsFixture.related[0]!, related: [] },
      }),
    ),
};

/** The expiry version (`expiry=true`): the expiry unit, price, date and stock. */
export const Expiry: Story = {
  beforeEach: () =>
    $productDetails.set(
      loaded({ expiry: true, details: { ...detailsFixture, expiry: '2099-06-10', expiryPrice: 625, expiryUnit: 'STK', expiryStock: 12, reference: '100123' } }),
    ),
};

/** A user without prices and ordering (§6): no prices, no add control. */
export const WithoutPrices: Story = {
  beforeEach: () => {
    setFixtureState({ profile: profileWithoutPrices });
    $productDetails.set(loaded());
  },
};

/** §4 not in assortment, request unsent. */
export const NotInAssortment: Story = {
  beforeEach: () => $productDetails.set({ status: 'notInAssortment', productId: '100999', expiry: false, request: 'unsent' }),
};

/** §4 not in assortment, request sent: 'Tak for din anmodning', disabled. */
export const AssortmentRequestSent: Story = {
  beforeEach: () => $productDetails.set({ status: 'notInAssortment', productId: '100999', expiry: false, request: 'sent' }),
};

/** Closed: nothing is shown (the dialog is in the page, closed). */
export const Closed: Story = {
  beforeEach: () => $productDetails.set({ status: 'closed' }),
};

/** §4 error: the lookup failed; the dialog says so and can be closed. */
export const LoadError: Story = {
  beforeEach: () => $productDetails.set({ status: 'error', productId: '100123', expiry: false }),
};

/**
 * Interaction test (issue 21 point 6): the open details dialog (as `openProductDetails` leaves it, from
 * fixtures): the tabs switch their panels (Relaterede varer, back to Vareinformation), the back button
 * closes the dialog (§2: closing removes foodInfo).
 */
export const TabsAndClose: Story = {
  tags: ['interaction'],
  beforeEach: () => $productDetails.set(loaded()),
  play: async ({ canvasElement }) => {
    const shadow = inShadow(canvasElement);
    const dialog = await shadow.findByRole('dialog');
    const related = shadow.getByRole('tab', { name: /Relaterede varer/ });
    await userEvent.click(related);
    await expect(related).toHaveAttribute('aria-selected', 'true');
    await expect(shadow.getByRole('tabpanel', { name: /Relaterede varer/ })).toBeVisible();
    const info = shadow.getByRole('tab', { name: /Vareinformation/ });
    await userEvent.click(info);
    await expect(info).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(shadow.getByRole('button', { name: /Tilbage/ }));
    await waitFor(() => expect($productDetails.get().status).toBe('closed'));
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};
