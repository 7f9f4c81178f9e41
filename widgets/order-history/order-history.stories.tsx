import type { Meta, StoryObj } from '@storybook/react-vite';
import { $orderHistory } from '../../core/stores/order-history.js';
import type { OrderHistoryState } from '../../core/stores/order-history.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { placedOrder } from '../basket/basket-fixtures.js';
import { OrderHistory } from './order-history.js';
import css from './order-history.css?inline';

const ready: OrderHistoryState = {
  status: 'ready',
  orders: [placedOrder, { ...placedOrder, orderNo: 1038, deliveryDate: '2025-11-20', placedAt: '2025-11-18T08:10:00.000Z', comment: 'Bagdøren' }],
  total: 14,
  loadingMore: false,
  expanded: [],
  orderingAgain: null,
  lastAgain: null,
};

const meta = {
  title: 'Widgets/shop-order-history',
  component: OrderHistory,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    $orderHistory.set(ready);
  },
} satisfies Meta<typeof OrderHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};

/** §4: the first page of orders is on its way. */
export const Loading: Story = {
  beforeEach: () => $orderHistory.set({ ...ready, status: 'loading', orders: [], total: 0 }),
};

/** The orders could not be read: the Danish message and a way to try again. */
export const LoadError: Story = {
  beforeEach: () => $orderHistory.set({ ...ready, status: 'error', orders: [], total: 0 }),
};

export const Expanded: Story = {
  beforeEach: () => $orderHistory.set({ ...ready, expanded: [1042] }),
};

export const OrderedAgainWithSkipped: Story = {
  beforeEach: () => $orderHistory.set({
    ...ready,
    lastAgain: { orderNo: 1042, result: { deliveryDate: '2025-11-28', added: 2, skipped: [{ productId: '300789', name: 'Yoghurt naturel 3,5 %', alternativeProductId: '300790' }] } },
  }),
};

export const NoOrders: Story = {
  beforeEach: () => $orderHistory.set({ ...ready, orders: [], total: 0 }),
};
