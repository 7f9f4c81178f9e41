import type { Meta, StoryObj } from '@storybook/react-vite';
import { $deliveryDate } from '../../core/stores/delivery-date.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { DeliveryDate } from './delivery-date.js';
import css from './delivery-date.css?inline';

const DATES = ['2025-11-27', '2025-11-28', '2025-12-01', '2025-12-03', '2025-12-05', '2025-12-08'];

const meta = {
  title: 'Widgets/shop-delivery-date',
  component: DeliveryDate,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    $deliveryDate.set({ status: 'ready', dates: DATES, deliveryDate: '2025-11-27', chosen: false, saving: false });
  },
} satisfies Meta<typeof DeliveryDate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NextDeliveryDay: Story = {};

export const Chosen: Story = {
  beforeEach: () => $deliveryDate.set({ status: 'ready', dates: DATES, deliveryDate: '2025-12-03', chosen: true, saving: false }),
};

export const Saving: Story = {
  beforeEach: () => $deliveryDate.set({ status: 'ready', dates: DATES, deliveryDate: '2025-12-03', chosen: true, saving: true }),
};

export const NoDeliveryDays: Story = {
  beforeEach: () => $deliveryDate.set({ status: 'ready', dates: [], deliveryDate: null, chosen: false, saving: false }),
};
