// Issue 20 point 4 and 6 states of the basket: deadline countdown, a line just too late, the place-by
// header, weighed goods. The minute clock runs on a controlled source set to the story's moment.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { $basketPage } from '../../core/stores/basket-page.js';
import type { BasketPageState } from '../../core/stores/basket-page.js';
import type { ReviewBasket } from '../../core/schemas/basket-review.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { controlledMinuteClock } from '../shared/fixtures/minute-clock.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { Basket } from './basket.js';
import { placedOrder } from './basket-fixtures.js';
import { deadlineBasket } from './basket-time-fixtures.js';
import css from './basket.css?inline';

const ready = (basket: ReviewBasket, p: Partial<BasketPageState> = {}): BasketPageState => ({ status: 'ready', basket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' }, ...p });

/** Shows the deadline basket at `at` (an instant); the clock is given back after the story. */
function at(instant: string, p: Partial<BasketPageState> = {}) {
  return () => {
    const clock = controlledMinuteClock(instant);
    $basketPage.set(ready(deadlineBasket, p));
    return () => clock.restore();
  };
}

const meta = {
  title: 'Widgets/shop-basket/Deadlines and weighed goods',
  component: Basket,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: deadlineBasket.deliveryDate } });
  },
} satisfies Meta<typeof Basket>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 80 minutes before the milk's deadline: "Bestil inden 11:00 – 1 t 20 min", header with 11:00. */
export const CountingDown: Story = { beforeEach: at('2025-11-27T08:40:00Z') };

/** The last minute. */
export const LastMinute: Story = { beforeEach: at('2025-11-27T09:59:30Z') };

/** Just past the milk's deadline: too late, with the next date; the header moves on to 14:00. */
export const JustTooLate: Story = { beforeEach: at('2025-11-27T10:00:00Z') };

/** The deadline is tomorrow: no countdown, the header names the day. */
export const DeadlineTomorrow: Story = { beforeEach: at('2025-11-26T08:00:00Z') };

/** Order placed with a weighed line: "ca." total and the weighing note. */
export const PlacedWithWeighedLine: Story = {
  beforeEach: at('2025-11-20T08:00:00Z', { completion: { status: 'placed', order: { ...placedOrder, lines: placedOrder.lines.map((l) => ({ ...l, weighed: l.unit === 'KG' })) } } }),
};
