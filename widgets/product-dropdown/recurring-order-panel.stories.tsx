import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProfile, milk, salmon } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { inactiveEmptyOrder, recurringLine, recurringOrder, setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { InShadow } from '../shared/story-shadow.js';
import { $recurringOrders, $recurringSubmitting, suppressActivationOffer } from '../../core/stores/recurring-orders.js';
import { RecurringOrderPanel } from './recurring-order-panel.js';
import { recurringOrderPanelCss } from './recurring-order-panel-styles.js';

/** The Fastordrer tab as the dropdown shows it: a narrow popover next to the card. */
const meta = {
  title: 'Widgets/product-dropdown/Fastordrer tab',
  parameters: { element: 'shop-product-list' },
  component: RecurringOrderPanel,
  args: { product: milk, unit: 'KRT', amount: 1 },
  decorators: [
    (Story) => (
      <InShadow css={recurringOrderPanelCss}>
        <div style={{ width: '26rem', maxWidth: '100%', padding: '0.75rem', border: '1px solid #d9dbd6', borderRadius: 6 }}>
          <Story />
        </div>
      </InShadow>
    ),
  ],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setRecurringFixture();
    suppressActivationOffer(false);
  },
} satisfies Meta<typeof RecurringOrderPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The milk is on the active 'Ugens mælk' (2 KRT: 'Fjern' offered); the inactive order does not hold it. */
export const OnOneOrder: Story = {};

/** A product on none of the orders: only 'Tilføj' per order, and 'Opret ny fastordre med varen'. */
export const NotOnAnyOrder: Story = {
  args: { product: salmon, unit: 'KG', amount: 1.5 },
};

/** Several orders, some holding the product in two units. */
export const ManyOrders: Story = {
  beforeEach: () => {
    setRecurringFixture([
      recurringOrder({ id: 21, orderName: 'Mandagsmælk', orderlines: [recurringLine({ orderId: 21 }), recurringLine({ orderId: 21, lineNo: 2, unit: 'STK', amount: 6 })] }),
      recurringOrder(),
      inactiveEmptyOrder,
      recurringOrder({ id: 22, orderName: 'Fredagsbar til personalet med et meget langt navn', active: false, nextDeliveryDate: null, orderlines: [recurringLine({ orderId: 22, productId: '400112' })] }),
    ]);
  },
};

/** The department has no recurring orders yet. */
export const NoOrders: Story = {
  beforeEach: () => setRecurringFixture([]),
};

/** The first load under way. */
export const Loading: Story = {
  beforeEach: () => $recurringOrders.set({ status: 'loading', orders: [] }),
};

/** The load failed (the toast says so too): 'Prøv igen'. */
export const LoadError: Story = {
  beforeEach: () => $recurringOrders.set({ status: 'error', orders: [] }),
};

/** A write to 'Ugens mælk' under way: its buttons wait. */
export const Saving: Story = {
  beforeEach: () => $recurringSubmitting.set([7]),
};
