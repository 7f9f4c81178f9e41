import type { Meta, StoryObj } from '@storybook/react-vite';
import { daServer } from '../../core/texts/da-server.js';
import { $loginForm, $sessionState, da } from '../../core/index.js';
import { $loginChoice } from '../../core/stores/login.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
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

/** A failed login: the spec's message in an alert under the form (§8). */
export const LoginFailed: Story = {
  beforeEach: () => $loginForm.set({ status: 'failed', message: da.loginFailed }),
};

/** Too many wrong passwords for this account: the server's wait message. */
export const Throttled: Story = {
  beforeEach: () => $loginForm.set({ status: 'failed', message: daServer.loginThrottled }),
};

/** While the login call runs: the button is busy and disabled. */
export const Submitting: Story = {
  beforeEach: () => $loginForm.set({ status: 'submitting', message: null }),
};

/** Issue 19 point 3 (login2): the password was right; a user of several customers chooses one. */
export const ChooseDepartment: Story = {
  beforeEach: () =>
    $loginChoice.set({
      token: 'story',
      expiresInSeconds: 300,
      departments: [
        { code: '1003', name: 'Plejecentret Solhøj', customerNo: '500103', siteVariant: 'ab' },
        { code: '2001', name: 'Storkøkkenet Nord', customerNo: '600201', siteVariant: 'bc' },
      ],
    }),
};
