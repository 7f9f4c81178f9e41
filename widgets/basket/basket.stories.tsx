import type { Meta, StoryObj } from '@storybook/react-vite';
import { $basketPage } from '../../core/stores/basket-page.js';
import type { BasketPageState } from '../../core/stores/basket-page.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { Basket } from './basket.js';
import { pageBasket, placedOrder } from './basket-fixtures.js';
import css from './basket.css?inline';

const ready: BasketPageState = { status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } };

const meta = {
  title: 'Widgets/shop-basket',
  component: Basket,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
    $basketPage.set(ready);
  },
} satisfies Meta<typeof Basket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};

export const FilteredTooLate: Story = {
  beforeEach: () => $basketPage.set({ ...ready, filter: 'tooLate' }),
};

export const NotPlaceable: Story = {
  beforeEach: () => $basketPage.set({ ...ready, filter: 'blocked', lineMessages: { 2: 'Blokeret grundet lang leveringstid.' }, completion: { status: 'blocked', message: 'Ordren kan ikke afgives, før de markerede linjer er rettet eller fjernet.' } }),
};

export const LeaveUnattended: Story = {
  beforeEach: () => $basketPage.set({ ...ready, basket: { ...pageBasket, leaveUnattended: true, leaveUnattendedComment: 'Ved rampen bag køkkenet' } }),
};

export const Submitting: Story = {
  beforeEach: () => $basketPage.set({ ...ready, completion: { status: 'submitting' } }),
};

export const Placed: Story = {
  beforeEach: () => $basketPage.set({ ...ready, basket: { ...pageBasket, lines: [], totalOre: 0, depositTotalOre: 0 }, completion: { status: 'placed', order: placedOrder } }),
};

export const Empty: Story = {
  beforeEach: () => $basketPage.set({ ...ready, basket: { ...pageBasket, lines: [], totalOre: 0, depositTotalOre: 0 } }),
};
