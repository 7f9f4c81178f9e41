import type { Meta, StoryObj } from '@storybook/react-vite';
import { $sessionState } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { SessionExpired } from './session-expired.js';
import css from '../shared/dialog.css?inline';

const meta = {
  title: 'Widgets/shop-session-expired',
  component: SessionExpired,
  args: { loginUrl: '/' },
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof SessionExpired>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The session ran out: the modal is open, focus on 'Log ind', Escape keeps it open. */
export const Open: Story = {
  beforeEach: () => {
    $sessionState.set('expired');
  },
};

/** Logged in: nothing is shown. */
export const Closed: Story = {};
