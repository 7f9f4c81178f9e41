import type { Meta, StoryObj } from '@storybook/react-vite';
import { $campaignReport, type CampaignReportState } from '../../core/stores/campaign-report.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureCampaignReport } from '../shared/fixtures/checkout-campaigns.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { CampaignReportView } from './campaign-report.js';
import css from './campaign-report.css?inline';

const show = (state: CampaignReportState) => () => {
  setFixtureState({ profile: fixtureProfile });
  $campaignReport.set(state);
};

const meta = {
  title: 'Widgets/shop-campaign-report',
  component: CampaignReportView,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    show({ status: 'ready', report: fixtureCampaignReport })();
  },
} satisfies Meta<typeof CampaignReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two campaigns: one rated with a comment, one sold out without ratings. */
export const Ready: Story = {};

export const NoCampaigns: Story = { beforeEach: show({ status: 'ready', report: { campaigns: [] } }) };

/** A logged-in user who is not an admin. */
export const NotAdmin: Story = { beforeEach: show({ status: 'forbidden', report: null }) };

export const Loading: Story = { beforeEach: show({ status: 'loading', report: null }) };

export const LoadFailed: Story = { beforeEach: show({ status: 'error', report: null }) };

/** A logged-out visitor: a login link. */
export const LoggedOut: Story = { beforeEach: () => setFixtureState({ profile: null }) };
