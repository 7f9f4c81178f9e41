import type { Meta, StoryObj } from '@storybook/react-vite';
import { $basketPage } from '../../core/stores/basket-page.js';
import type { BasketPageState } from '../../core/stores/basket-page.js';
import { fixtureProfile, punchOutInspectProfile, punchOutProfile } from '../shared/fixtures/index.js';
import { $punchOut } from '../../core/stores/punch-out.js';
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

/** §4: the basket is being read (nothing shown yet but the status line). */
export const Loading: Story = {
  beforeEach: () => $basketPage.set({ ...ready, status: 'loading', basket: null }),
};

/** The basket could not be read: the Danish message and "Prøv igen". */
export const LoadError: Story = {
  beforeEach: () => $basketPage.set({ ...ready, status: 'error', basket: null }),
};

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

/** Issue 16: a punch-out session: 'Overfør til indkøbssystem' instead of 'Afgiv ordre'. */
export const PunchOutSession: Story = {
  beforeEach: () => setFixtureState({ profile: punchOutProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } }),
};

/** Issue 16: the basket went to the procurement system; its form (already posted here) with 'Overfør nu'. */
export const PunchOutTransferred: Story = {
  beforeEach: () => {
    setFixtureState({ profile: punchOutProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
    $punchOut.set({
      status: 'form',
      kind: 'transfer',
      submitted: true,
      form: { action: 'https://indkob.kommune.dk/oci/hook', target: '_top', fields: [{ name: 'NEW_ITEM-DESCRIPTION[1]', value: 'Letmælk 1,5 % økologisk' }, { name: 'NEW_ITEM-QUANTITY[1]', value: '3' }] },
    });
  },
};

/** Issue 16: a cXML requisition opened to inspect: read-only. */
export const PunchOutInspect: Story = {
  beforeEach: () => setFixtureState({ profile: punchOutInspectProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } }),
};
