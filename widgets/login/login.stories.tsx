import type { Meta, StoryObj } from '@storybook/react-vite';
import { $sessionState } from '../../core/index.js';
import { fixtureProfile } from '../fixtures/index.js';
import { resetStores, setFixtureState } from '../fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { Login } from './login.js';
import css from './login.css?inline';

const meta = {
  title: 'Widgets/shop-login',
  component: Login,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: null });
  },
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody logged in: the form. (Submitting would call the API; the other states come from stores.) */
export const LoggedOut: Story = {};

export const LoggedIn: Story = {
  beforeEach: () => setFixtureState({ profile: fixtureProfile }),
};

/** Before the profile is known. */
export const Loading: Story = {
  beforeEach: () => {
    // 'loading' keeps ensureProfile() from asking the server.
    $sessionState.set('loading');
  },
};
