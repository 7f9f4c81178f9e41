import type { Meta, StoryObj } from '@storybook/react-vite';
import { $webSamples, type WebSamplesState } from '../../core/stores/web-samples.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { WebSamples } from './web-samples.js';
import { fixtureSamples } from './web-samples-fixtures.js';
import css from './web-samples.css?inline';

const show = (state: Partial<WebSamplesState>) => () => {
  setFixtureState({ profile: fixtureProfile });
  $webSamples.set({ status: 'ready', samples: fixtureSamples, adding: null, ...state });
};

const meta = {
  title: 'Widgets/shop-web-samples',
  component: WebSamples,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    show({})();
  },
} satisfies Meta<typeof WebSamples>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Available ("Bestil gratis prøve"), in the basket, and ordered by the kitchen ("Bestilt 12.11."). */
export const States: Story = {};

export const AllAvailable: Story = { beforeEach: show({ samples: fixtureSamples.map((s) => ({ ...s, state: 'available', claimedOn: null })) }) };

/** The add of the first sample is on its way. */
export const Ordering: Story = { beforeEach: show({ adding: 1 }) };

export const AllOrdered: Story = { beforeEach: show({ samples: fixtureSamples.map((s) => ({ ...s, state: 'claimed', claimedOn: '2025-11-12' })) }) };

export const Empty: Story = { beforeEach: show({ samples: [] }) };

export const Loading: Story = { beforeEach: show({ status: 'loading', samples: [] }) };

export const LoadFailed: Story = { beforeEach: show({ status: 'error', samples: [] }) };

export const LoggedOut: Story = {
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: null });
  },
};
