import type { Meta, StoryObj } from '@storybook/react-vite';
import { $environment } from '../../core/stores/environment.js';
import { $account, $customerUsers, $relations } from '../../core/stores/my-settings.js';
import type { CustomerUser, UserRelation } from '../../core/schemas/settings.js';
import { daMySettings } from '../../core/texts/da-my-settings.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { AccountSection, DepartmentsSection, UsersSection } from './account-sections.js';
import css from './my-page.css?inline';

// Issue 22 point 5: my page's sections "Min konto", "Afdelinger" and "Brugere".
const departments: UserRelation[] = [
  { code: '1003', name: 'Plejecentret Solhøj', customerNo: '500103', siteVariant: 'ab', current: true },
  { code: '2001', name: 'Storkøkkenet Nord', customerNo: '600201', siteVariant: 'bc', current: false },
];
const users: CustomerUser[] = [
  { userId: 1, name: 'Anna Admin', email: 'admin@grossist.dk', department: '1001', departmentName: 'Kantinen A/S', isSelf: true, settings: fixtureProfile.settings },
  { userId: 2, name: 'Søren Souschef', email: 'souschef@kantinen.dk', department: '1001', departmentName: 'Kantinen A/S', isSelf: false, settings: { ...fixtureProfile.settings, showPrices: false, allowOrdering: false } },
];

function AllSections() {
  return (
    <>
      <AccountSection />
      <DepartmentsSection />
      <UsersSection />
    </>
  );
}

const meta = {
  title: 'Widgets/shop-my-page/Account sections',
  component: AllSections,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    $account.set({ busy: null, message: null });
    $environment.set({ status: 'loaded', answer: { supported: true, catalogueMode: 'worker', catalogueCache: 'indexedDb', problems: [] } });
    $relations.set({ status: 'loaded', departments, switching: null, message: null });
    $customerUsers.set({ status: 'loaded', users, busy: null, message: null });
  },
} satisfies Meta<typeof AllSections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A cook of two customers: own settings and the departments. */
export const Cook: Story = {};

/** An inco user may choose basket or shopping list; procured products always on. */
export const IncoShoppingList: Story = {
  beforeEach: () => setFixtureState({ profile: { ...fixtureProfile, siteVariant: 'inco', cartType: 1, settings: { ...fixtureProfile.settings, procureAlwaysOn: true } } }),
};

/** An admin: the customer's users with showPrices/allowOrdering. */
export const Admin: Story = {
  beforeEach: () => setFixtureState({ profile: { ...fixtureProfile, isAdmin: true } }),
};

export const Switching: Story = {
  beforeEach: () => $relations.set({ status: 'loaded', departments, switching: '2001', message: null }),
};

export const Switched: Story = {
  beforeEach: () => $relations.set({ status: 'loaded', departments: departments.map((d) => ({ ...d, current: d.code === '2001' })), switching: null, message: daMySettings.switched('Storkøkkenet Nord') }),
};

export const DepartmentsLoadError: Story = {
  beforeEach: () => $relations.set({ status: 'error' }),
};

/** An old browser: the environment check's problems under "Min konto". */
export const OldBrowser: Story = {
  beforeEach: () => $environment.set({ status: 'loaded', answer: { supported: true, catalogueMode: 'mainThread', catalogueCache: 'none', problems: [
    { code: 'noWorkers', message: daMySettings.noWorkers },
    { code: 'noOfflineCatalogue', message: daMySettings.noOfflineCatalogue },
  ] } }),
};
