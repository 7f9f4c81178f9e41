import type { Meta, StoryObj } from '@storybook/react-vite';
import { $passwordForm, $resetLink, resetPasswordStores } from '../../core/stores/password.js';
import { daPassword } from '../../core/texts/da-password.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { Password } from './password.js';
import css from './password.css?inline';

const meta = {
  title: 'Widgets/shop-password',
  component: Password,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    resetPasswordStores();
    setFixtureState({ profile: null });
  },
} satisfies Meta<typeof Password>;
export default meta;
type Story = StoryObj<typeof meta>;

const usable = (purpose: 'reset' | 'welcome') => () =>
  $resetLink.set({ status: 'usable', token: 'story-token', purpose, email: 'glemt@kantinen.dk' });

/** /glemt-adgangskode: the e-mail field. */
export const Request: Story = { args: { mode: 'request' } };

export const RequestInvalidEmail: Story = {
  args: { mode: 'request' },
  beforeEach: () => $passwordForm.set({ status: 'failed', message: 'Indtast en gyldig e-mailadresse' }),
};

export const RequestSending: Story = {
  args: { mode: 'request' },
  beforeEach: () => $passwordForm.set({ status: 'submitting', message: null }),
};

/** The same answer whether or not the address has an account. */
export const RequestSent: Story = {
  args: { mode: 'request' },
  beforeEach: () => $passwordForm.set({ status: 'done', message: null, sentTo: 'glemt@kantinen.dk' }),
};

export const RequestThrottled: Story = {
  args: { mode: 'request' },
  beforeEach: () => $passwordForm.set({ status: 'failed', message: daPassword.requestThrottled }),
};

/** /nulstil-adgangskode while the link is checked. */
export const ResetChecking: Story = { args: { mode: 'reset' }, beforeEach: () => $resetLink.set({ status: 'checking' }) };

export const ResetForm: Story = { args: { mode: 'reset' }, beforeEach: usable('reset') };

/** A new colleague's welcome link. */
export const WelcomeForm: Story = { args: { mode: 'reset' }, beforeEach: usable('welcome') };

export const ResetRuleBroken: Story = {
  args: { mode: 'reset' },
  beforeEach: () => {
    usable('reset')();
    $passwordForm.set({ status: 'failed', message: daPassword.ruleBroken.common });
  },
};

export const ResetLinkUsed: Story = { args: { mode: 'reset' }, beforeEach: () => $resetLink.set({ status: 'unusable' }) };

export const ResetLinkMissing: Story = { args: { mode: 'reset' }, beforeEach: () => $resetLink.set({ status: 'missing' }) };

export const ResetDone: Story = {
  args: { mode: 'reset' },
  beforeEach: () => {
    usable('reset')();
    $passwordForm.set({ status: 'done', message: null });
  },
};

/** /skift-adgangskode, logged in. */
export const Change: Story = { args: { mode: 'change' }, beforeEach: () => setFixtureState({ profile: fixtureProfile }) };

export const ChangeWrongCurrent: Story = {
  args: { mode: 'change' },
  beforeEach: () => {
    setFixtureState({ profile: fixtureProfile });
    $passwordForm.set({ status: 'failed', message: daPassword.wrongCurrent });
  },
};

export const ChangeDone: Story = {
  args: { mode: 'change' },
  beforeEach: () => {
    setFixtureState({ profile: fixtureProfile });
    $passwordForm.set({ status: 'done', message: null });
  },
};

/** Not logged in: the login link. */
export const ChangeLoggedOut: Story = { args: { mode: 'change' } };

export const ChangePunchOut: Story = {
  args: { mode: 'change' },
  beforeEach: () => setFixtureState({ profile: { ...fixtureProfile, isPunchOut: true } }),
};
