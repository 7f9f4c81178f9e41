import type { Meta, StoryObj } from '@storybook/react-vite';
import { $quickOrder, resetQuickOrder, type QuickOrderState } from '../../core/stores/quick-order.js';
import { QUICK_ORDER_LINES } from '../../core/stores/quick-order.fixture.js';
import { daQuickOrder } from '../../core/texts/da-quick-order.js';
import { fixtureProfile, profileWithoutOrdering } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { QuickOrder } from './quick-order.js';
import css from './quick-order.css?inline';

const pasted = '100001;2\n39669;1\n100025;1,5;kg\n99999999;1\n100007;3\n100031;1\n100001;3\n100002;1,5\n100003;1;PALLE';
const review: QuickOrderState = {
  text: pasted,
  fileName: null,
  status: 'review',
  error: null,
  lines: QUICK_ORDER_LINES.map((line) => ({ key: line.rows.join('-'), line, choice: { unit: null, alternative: false, amount: null } })),
};

const meta = {
  title: 'Widgets/shop-quick-order',
  component: QuickOrder,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    resetQuickOrder();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof QuickOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Pasted: Story = {
  beforeEach: () => $quickOrder.set({ ...review, status: 'idle', lines: [] }),
};

export const Reviewing: Story = {
  beforeEach: () => $quickOrder.set({ ...review, status: 'reviewing', lines: [] }),
};

export const Refused: Story = {
  beforeEach: () => $quickOrder.set({ ...review, text: '100001|2', status: 'idle', lines: [], error: daQuickOrder.noSeparator }),
};

export const Review: Story = {
  beforeEach: () => $quickOrder.set(review),
};

export const AlternativeChosen: Story = {
  beforeEach: () => $quickOrder.set({ ...review, lines: review.lines.map((l) => (l.key === '5' ? { ...l, choice: { unit: null, alternative: true, amount: null } } : l)) }),
};

/** Amounts fixed in the table (issue 20 point 1): "1,5" cartons of sugar corrected to 2, the chicken's 1,5 kg to 0,5 cartons (still refused). */
export const AmountCorrected: Story = {
  beforeEach: () => $quickOrder.set({
    ...review,
    lines: review.lines.map((l) => (l.key === '8' ? { ...l, choice: { ...l.choice, amount: '2' } } : l.key === '3' ? { ...l, choice: { unit: 'KRT', alternative: false, amount: '0,5' } } : l)),
  }),
};

export const Adding: Story = {
  beforeEach: () => $quickOrder.set({ ...review, status: 'adding' }),
};

export const WithoutOrdering: Story = {
  beforeEach: () => {
    setFixtureState({ profile: profileWithoutOrdering });
    $quickOrder.set(review);
  },
};
