import type { Meta, StoryObj } from '@storybook/react-vite';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import type { FavoriteOutcome } from '../../core/stores/favorite-lists.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { NewListDialog } from './new-list-dialog.js';
import { PinDialog } from './pin-dialog.js';
import { favoriteListDialogsCss } from './list-dialog-modal.js';

/**
 * The favourite-list dialogs (§2, §4, §5) as the lists page and the card's dropdown open them: the PIN
 * dialog in its three modes and the new-list dialog. The PIN field takes digits and Backspace only and
 * the submit button appears at exactly 4 digits; in these stories any 4 digits but 1234 are wrong.
 */
const meta = {
  title: 'Widgets/favorite-list-dialogs',
  parameters: { element: 'shop-favorite-lists' },
  component: PinDialog,
  args: {
    open: true,
    mode: 'lock',
    listName: 'Mandagsbestilling',
    onSubmit: (pin: string): Promise<FavoriteOutcome<unknown>> =>
      Promise.resolve(pin === '1234' ? { ok: true, value: undefined } : { ok: false, reason: 'wrongPin', message: daFavoriteLists.pinWrong }),
    onClose: () => {},
  },
  decorators: [
    (Story) => (
      <InShadow css={favoriteListDialogsCss}>
        <Story />
      </InShadow>
    ),
  ],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof PinDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lock: choose a 4-digit PIN; the list is locked when the server accepts it. */
export const PinLock: Story = {};

/** Change the PIN of a locked list: the current PIN first, then the new one. */
export const PinChange: Story = { args: { currentPinRequired: true } };

/** Unlock: the PIN is verified and cleared in one call. */
export const PinUnlock: Story = { args: { mode: 'unlock' } };

/** Verify: before a product is added to or removed from a locked list, or the list is deleted. */
export const PinVerify: Story = { args: { mode: 'verify' } };

/** A new list (name required after trimming, shared or not), with the product it is created for. */
export const NewList: Story = {
  render: () => <NewListDialog open onClose={() => {}} productId="100123" allowHistory />,
};

/** A new list from purchase history: both dates are required. */
export const NewListFromHistory: Story = {
  render: () => <NewListDialog open onClose={() => {}} allowHistory startFromHistory />,
};

/** An admin also sees 'Del listen med kæder' (§6). */
export const NewListAsAdmin: Story = {
  beforeEach: () => setFixtureState({ profile: { ...fixtureProfile, isAdmin: true } }),
  render: () => <NewListDialog open onClose={() => {}} allowHistory />,
};
