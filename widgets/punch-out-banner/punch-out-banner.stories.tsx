import type { Meta, StoryObj } from '@storybook/react-vite';
import { $punchOut } from '../../core/stores/punch-out.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { punchOutProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { PunchOutBannerPanel } from './punch-out-banner-panel.js';
import css from './punch-out-banner.css?inline';

const meta = {
  title: 'Widgets/shop-punch-out-banner',
  component: PunchOutBannerPanel,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: punchOutProfile });
  },
} satisfies Meta<typeof PunchOutBannerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A punch-out session: the banner with 'Annullér og vend tilbage'. */
export const PunchOutSession: Story = {};

/** The cancel is on its way to the server. */
export const Returning: Story = {
  beforeEach: () => $punchOut.set({ status: 'sending', kind: 'cancel' }),
};

/** The server refused the cancel. */
export const Refused: Story = {
  beforeEach: () => $punchOut.set({ status: 'error', kind: 'cancel', message: daPunchOut.notPunchOutSession }),
};

/** Cancelled: the empty cart's form (already posted here) with 'Overfør nu'. */
export const EmptyCartForm: Story = {
  beforeEach: () => $punchOut.set({ status: 'form', kind: 'cancel', submitted: true, form: { action: 'https://indkob.kommune.dk/oci/hook', target: '_top', fields: [] } }),
};
