import type { Meta, StoryObj } from '@storybook/react-vite';
import { $postponing } from '../../core/stores/password-reminder.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { PasswordReminderPanel } from './password-reminder-panel.js';
import css from './password-reminder.css?inline';

const meta = {
  title: 'Widgets/shop-password-reminder',
  component: PasswordReminderPanel,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    $postponing.set(false);
    setFixtureState({ profile: { ...fixtureProfile, passwordChangeDue: true } });
  },
} satisfies Meta<typeof PasswordReminderPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password is over a year old: the notice with 'Skift adgangskode' and 'Påmind mig om 30 dage'. */
export const Due: Story = {};

/** postPone is on its way: the button is busy. */
export const Postponing: Story = {
  beforeEach: () => $postponing.set(true),
};
