import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProfile, profileWithoutOrdering } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { fullRecurringAddresses, inactiveEmptyOrder, recurringAddresses, recurringEvents, recurringOrder, setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { $recurringNotices, EMPTY_RECURRING_NOTICES } from '../../core/stores/recurring-notices.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { InShadow } from '../shared/story-shadow.js';
import { inShadow, typeInShadow } from '../shared/story-play.js';
import { expect, userEvent } from 'storybook/test';
import { t } from './texts.js';
import { $deliveryWeekdays, $recurringConflict, $recurringOrders, $recurringSubmitting } from '../../core/stores/recurring-orders.js';
import { RecurringOrders } from './recurring-orders.js';
import dialogCss from '../shared/dialog.css?inline';
import ownCss from './recurring-orders.css?inline';

/** The open order lives in the URL (?fastordre=…): each story sets its own. */
function openOrder(value: string | null): void {
  window.history.replaceState(null, '', value === null ? window.location.pathname : `${window.location.pathname}?fastordre=${value}`);
}

const meta = {
  title: 'Widgets/shop-recurring-orders',
  component: RecurringOrders,
  args: { searchUrl: '/soeg', loginUrl: '/' },
  decorators: [(Story) => <InShadow css={`${dialogCss}\n${ownCss}`}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setRecurringFixture();
    openOrder(null);
  },
} satisfies Meta<typeof RecurringOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The department's orders: next delivery, status and line count; nothing open. */
export const List: Story = {};

/** Issue 19 point 4: "Seneste hændelser" under the list: lines placed, replaced, skipped (why), an order paused. */
export const RecentEvents: Story = {
  beforeEach: () => setRecurringFixture(undefined, recurringEvents),
};

/** The events could not be loaded: the message and 'Prøv igen' in place of the list. */
export const RecentEventsError: Story = {
  beforeEach: () => $recurringNotices.set({ ...EMPTY_RECURRING_NOTICES, status: 'error' }),
};

/** Issue 19 point 4: no notification addresses: the job's mail goes to the user whose basket got the lines. */
export const NoNotificationAddresses: Story = {
  beforeEach: () => setRecurringFixture(undefined, [], []),
};

/** Two notification addresses, each with its 'Fjern' button, and the form to add another. */
export const NotificationAddresses: Story = {
  beforeEach: () => setRecurringFixture(undefined, [], recurringAddresses),
};

/** Ten addresses, the limit: the input and 'Tilføj' are disabled, with a note saying why. */
export const NotificationAddressesFull: Story = {
  beforeEach: () => setRecurringFixture(undefined, [], fullRecurringAddresses),
};

/** The server refused an address (409, already there): its Danish message under the input. */
export const NotificationAddressError: Story = {
  beforeEach: () => {
    setRecurringFixture(undefined, [], recurringAddresses);
    $recurringNotices.set({ ...$recurringNotices.get(), addressError: { message: daRecurringOrders.recurringEmailExists, action: 'add' } });
  },
};

/** An active weekly order open: head form with a pause, the lines (one product gone, with its alternative). */
export const ActiveOrder: Story = {
  beforeEach: () => openOrder('7'),
};

/** An inactive monthly order without lines: the active toggle and 'Aktivér' are unavailable, and why. */
export const InactiveWithoutLines: Story = {
  beforeEach: () => openOrder(String(inactiveEmptyOrder.id)),
};

/** The new-order form: empty, 'Opret fastordre' blocked until a name and a weekday are given. */
export const NewOrder: Story = {
  beforeEach: () => openOrder('ny'),
};

/** A save under way: the button is blocked and says so. */
export const Saving: Story = {
  beforeEach: () => {
    openOrder('7');
    $recurringSubmitting.set([7]);
  },
};

/** Another tab saved first (409): the re-read order is shown with the explanation. */
export const ChangedElsewhere: Story = {
  beforeEach: () => {
    setRecurringFixture([recurringOrder({ orderName: 'Ugens mælk (ændret i en anden fane)', version: 2 })]);
    openOrder('7');
    $recurringConflict.set(7);
  },
};

/** The delivery weekdays could not be loaded (the toast says so for 5 s): the field says it too, with a retry. */
export const DeliveryDaysLoadError: Story = {
  beforeEach: () => {
    openOrder('ny');
    $deliveryWeekdays.set({ status: 'error', weekdays: [], cartType: 0 });
  },
};

/** An order id that is not (or no longer) in the list. */
export const UnknownOrder: Story = {
  beforeEach: () => openOrder('999'),
};

/** The department has no orders yet. */
export const Empty: Story = {
  beforeEach: () => setRecurringFixture([]),
};

/** The list is on its way. */
export const Loading: Story = {
  beforeEach: () => $recurringOrders.set({ status: 'loading', orders: [] }),
};

/** The list could not be loaded (the toast says so too): a retry button. */
export const LoadError: Story = {
  beforeEach: () => $recurringOrders.set({ status: 'error', orders: [] }),
};

/** Nobody logged in: a login link. */
export const LoggedOut: Story = {
  beforeEach: () => setFixtureState({ profile: null }),
};

/** A user without ordering rights (§6): told why there are no recurring orders. */
export const NotAllowed: Story = {
  beforeEach: () => setFixtureState({ profile: profileWithoutOrdering }),
};

/**
 * Interaction test (issue 21 point 6, §4 "Saving is blocked … when a new order lacks a name or delivery
 * days"): create stays disabled until the name and a delivery weekday are given; weekdays without a
 * delivery cannot be chosen; the active toggle needs lines, so a new order cannot be switched on.
 */
export const NewOrderValidation: Story = {
  tags: ['interaction'],
  beforeEach: () => openOrder('ny'),
  play: async ({ canvasElement }) => {
    const shadow = inShadow(canvasElement);
    const create = shadow.getByRole('button', { name: t.recurringCreate });
    await expect(create).toBeDisabled();
    await typeInShadow(shadow.getByLabelText(t.recurringNameLabel), 'Frugt');
    await expect(create).toBeDisabled();
    await expect(shadow.getByRole('checkbox', { name: /tirsdag/ })).toBeDisabled();
    await userEvent.click(shadow.getByRole('checkbox', { name: /^mandag/ }));
    await userEvent.click(shadow.getByRole('checkbox', { name: /^onsdag/ }));
    await expect(create).toBeEnabled();
    await expect(shadow.getByRole('switch', { name: t.recurringActiveLabel })).toBeDisabled();
    await userEvent.click(shadow.getByRole('checkbox', { name: /^mandag/ }));
    await userEvent.click(shadow.getByRole('checkbox', { name: /^onsdag/ }));
    await expect(create).toBeDisabled();
  },
};
