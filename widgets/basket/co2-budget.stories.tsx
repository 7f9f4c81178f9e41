import type { Meta, StoryObj } from '@storybook/react-vite';
import { $basketPage } from '../../core/stores/basket-page.js';
import { $co2Budget, resetCo2Budget } from '../../core/stores/co2-budget.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { Basket } from './basket.js';
import { pageBasket } from './basket-fixtures.js';
import { noTargetsBudget, onTargetBudget, overTargetBudget } from './co2-budget-fixtures.js';
import css from './basket.css?inline';

// Issue 20 point 5: the basket page's CO2e and organic budget, one story per state.
const meta = {
  title: 'Widgets/shop-basket/CO2e budget',
  component: Basket,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    resetCo2Budget();
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
    $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
    $co2Budget.set({ status: 'ready', budget: overTargetBudget, swapping: null });
  },
} satisfies Meta<typeof Basket>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Over the CO2e target, under the organic one, two lines with a lower-CO2e product. */
export const OverTarget: Story = {};

export const OnTarget: Story = {
  beforeEach: () => $co2Budget.set({ status: 'ready', budget: onTargetBudget, swapping: null }),
};

/** A department without targets: only the alternatives. */
export const NoTargets: Story = {
  beforeEach: () => $co2Budget.set({ status: 'ready', budget: noTargetsBudget, swapping: null }),
};

export const Swapping: Story = {
  beforeEach: () => $co2Budget.set({ status: 'ready', budget: overTargetBudget, swapping: 2 }),
};

/** hideCo2 (§6): no budget, no CO2e figures at all. */
export const HiddenForHideCo2: Story = {
  beforeEach: () => setFixtureState({ profile: { ...fixtureProfile, settings: { ...fixtureProfile.settings, hideCo2: true } }, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } }),
};
