import type { Meta, StoryObj } from '@storybook/react-vite';
import { $kitchenSettings, loadedKitchenSettings } from '../../core/stores/kitchen-settings.js';
import { resetUsernames } from '../../core/stores/usernames.js';
import { $environment } from '../../core/stores/environment.js';
import { $relations } from '../../core/stores/my-settings.js';
import type { KitchenSettings } from '../../core/schemas/kitchen-settings.js';
import { daMyPage } from '../../core/texts/da-my-page.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { MyPage } from './my-page.js';
import css from './my-page.css?inline';

const nutFree: KitchenSettings = { departmentCode: '1004', excludedAllergens: ['peanuts', 'nuts'], co2TargetPerLine: 2.5, organicTargetPct: 30, editable: true };

const meta = {
  title: 'Widgets/shop-my-page',
  component: MyPage,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    resetUsernames();
    setFixtureState({ profile: fixtureProfile });
    $kitchenSettings.set(loadedKitchenSettings(nutFree));
    // Issue 22 point 5: the departments section is known (a story never fetches).
    $environment.set({ status: 'loaded', answer: { supported: true, catalogueMode: 'worker', catalogueCache: 'indexedDb', problems: [] } });
    $relations.set({ status: 'loaded', departments: [{ code: '1001', name: 'Kantinen Nord', customerNo: '100100', siteVariant: 'ab', current: true }], switching: null, message: null });
  },
} satisfies Meta<typeof MyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin of the customer: the form. */
export const AdminEditing: Story = {};

export const AdminNoSettings: Story = {
  beforeEach: () => $kitchenSettings.set(loadedKitchenSettings({ ...nutFree, excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: null })),
};

export const InvalidInput: Story = {
  beforeEach: () => {
    const state = loadedKitchenSettings(nutFree);
    if (state.status === 'loaded') {
      $kitchenSettings.set({
        ...state,
        form: { ...state.form, co2Target: '2,555', organicTarget: '101' },
        errors: { co2Target: daMyPage.kitchen.co2Invalid, organicTarget: daMyPage.kitchen.organicInvalid },
      });
    }
  },
};

export const Saving: Story = {
  beforeEach: () => {
    const state = loadedKitchenSettings(nutFree);
    if (state.status === 'loaded') $kitchenSettings.set({ ...state, saving: true });
  },
};

/** A cook: read-only. */
export const ReadOnly: Story = {
  beforeEach: () => $kitchenSettings.set(loadedKitchenSettings({ ...nutFree, editable: false })),
};

export const ReadOnlyNothingSet: Story = {
  beforeEach: () => $kitchenSettings.set(loadedKitchenSettings({ ...nutFree, excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: null, editable: false })),
};

export const Loading: Story = {
  beforeEach: () => $kitchenSettings.set({ status: 'loading' }),
};

export const LoadError: Story = {
  beforeEach: () => $kitchenSettings.set({ status: 'error' }),
};
