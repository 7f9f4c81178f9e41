// My page's section "Kolleger" (issue 19 point 3), one story per state: the form (empty, checking,
// free, taken, invalid, sending) and, for an admin of the customer, the requests (pending and decided,
// none, loading, failed, deciding, the reject confirmation).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UsernameRequest } from '../../core/schemas/usernames.js';
import { $colleagueForm, $usernameRequests, loadedUsernameRequests, resetUsernames, type ColleagueFormState } from '../../core/stores/usernames.js';
import { fixtureProfile, punchOutProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { ColleaguesSection } from './colleagues-section.js';
import css from './my-page.css?inline';

const adminProfile = { ...fixtureProfile, username: 'admin@grossist.dk', name: 'Anna Admin', isAdmin: true };

const fixtureRequests: UsernameRequest[] = [
  { id: 11, email: 'nina.ny@kantinen.dk', name: 'Nina Ny', status: 'pending', departmentCode: '1001', departmentName: 'Kantinen A/S', requestedByName: 'Karen Kok', createdAt: '2025-06-03T08:15:00Z', decidedAt: null, decidedByName: null },
  { id: 12, email: 'ole.opvask@kantinen.dk', name: 'Ole Opvask', status: 'pending', departmentCode: '1001', departmentName: 'Kantinen A/S', requestedByName: null, createdAt: '2025-06-04T09:40:00Z', decidedAt: null, decidedByName: null },
  { id: 9, email: 'gitte@kantinen.dk', name: 'Gitte Godkendt', status: 'approved', departmentCode: '1001', departmentName: 'Kantinen A/S', requestedByName: 'Søren Souschef', createdAt: '2025-06-01T07:00:00Z', decidedAt: '2025-06-02T12:30:00Z', decidedByName: 'Anna Admin' },
  { id: 8, email: 'anders@kantinen.dk', name: 'Anders Afvist', status: 'rejected', departmentCode: '1001', departmentName: 'Kantinen A/S', requestedByName: 'Karen Kok', createdAt: '2025-05-30T07:00:00Z', decidedAt: '2025-05-31T10:00:00Z', decidedByName: 'Anna Admin' },
];

const form = (change: Partial<ColleagueFormState>) => () => $colleagueForm.set({ ...$colleagueForm.get(), ...change });
const asAdmin = (state = loadedUsernameRequests(fixtureRequests)) => () => {
  setFixtureState({ profile: adminProfile });
  $usernameRequests.set(state);
};

const meta = {
  title: 'Widgets/shop-my-page/Kolleger',
  component: ColleaguesSection,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    resetUsernames();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof ColleaguesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A cook: the form only. */
export const CookEmptyForm: Story = {};
export const CheckingEmail: Story = { beforeEach: form({ name: 'Nina Ny', email: 'nina.ny@kantinen.dk', availability: 'checking' }) };
export const EmailFree: Story = { beforeEach: form({ name: 'Nina Ny', email: 'nina.ny@kantinen.dk', availability: 'available' }) };
export const EmailTaken: Story = { beforeEach: form({ name: 'Søren', email: 'souschef@kantinen.dk', availability: 'taken' }) };
export const CheckFailed: Story = { beforeEach: form({ name: 'Nina Ny', email: 'nina.ny@kantinen.dk', availability: 'error' }) };
export const InvalidInput: Story = { beforeEach: form({ name: '', email: 'nina@kantinen', errors: { name: 'nameMissing', email: 'emailInvalid' } }) };
export const Sending: Story = { beforeEach: form({ name: 'Nina Ny', email: 'nina.ny@kantinen.dk', availability: 'available', submitting: true }) };

/** An admin of the customer: the form and the requests, pending first. */
export const AdminRequests: Story = { beforeEach: asAdmin() };
export const AdminNothingPending: Story = { beforeEach: asAdmin(loadedUsernameRequests(fixtureRequests.filter((r) => r.status !== 'pending'))) };
export const AdminNoRequests: Story = { beforeEach: asAdmin(loadedUsernameRequests([])) };
export const AdminLoading: Story = { beforeEach: asAdmin({ status: 'loading' }) };
export const AdminLoadError: Story = { beforeEach: asAdmin({ status: 'error' }) };
export const AdminApproving: Story = { beforeEach: asAdmin(loadedUsernameRequests(fixtureRequests, { deciding: 11 })) };
export const AdminConfirmReject: Story = { beforeEach: asAdmin(loadedUsernameRequests(fixtureRequests, { confirmReject: 12 })) };

/** A punch-out session: no section at all (the story shows the page's own text around it). */
export const PunchOut: Story = {
  beforeEach: () => setFixtureState({ profile: punchOutProfile }),
  render: () => <div><p>Indkøbssystem: ingen sektion "Kolleger".</p><ColleaguesSection /></div>,
};
