import type { Meta, StoryObj } from '@storybook/react-vite';
import { $checkoutCampaigns, type CheckoutCampaignsState } from '../../core/stores/checkout-campaigns.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureCampaigns, fixtureCampaignsWithoutPrices } from '../shared/fixtures/checkout-campaigns.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { CheckoutCampaignsView } from './checkout-campaigns.js';
import css from './checkout-campaigns.css?inline';

const show = (state: CheckoutCampaignsState) => () => {
  setFixtureState({ profile: fixtureProfile });
  $checkoutCampaigns.set(state);
};

const meta = {
  title: 'Widgets/shop-checkout-campaigns',
  component: CheckoutCampaignsView,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    show({ status: 'ready', campaigns: fixtureCampaigns, busy: [] })();
  },
} satisfies Meta<typeof CheckoutCampaignsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three campaigns: one rated and commented, one with only 2 left ("Kun 2 Dunk tilbage"). */
export const Ready: Story = {};

/** A call under way for the first card (adding, "Ikke nu", a rating): its controls are disabled. */
export const Busy: Story = { beforeEach: show({ status: 'ready', campaigns: fixtureCampaigns, busy: [11] }) };

/** A user who sees no prices (§6): no price or saving. */
export const WithoutPrices: Story = { beforeEach: show({ status: 'ready', campaigns: fixtureCampaignsWithoutPrices, busy: [] }) };

export const NoCampaigns: Story = { beforeEach: show({ status: 'ready', campaigns: [], busy: [] }) };

export const Loading: Story = { beforeEach: show({ status: 'loading', campaigns: [], busy: [] }) };

export const LoadFailed: Story = { beforeEach: show({ status: 'error', campaigns: [], busy: [] }) };
