import type { Meta, StoryObj } from '@storybook/react-vite';
import { $newSiteWelcome } from '../../core/stores/new-site-welcome.js';
import { InShadow } from '../shared/story-shadow.js';
import { NewSiteWelcome } from './new-site-welcome.js';
import css from './new-site-welcome.css?inline';

/** Issue 22 point 3: the demo's new-site page. The stories set the state; the exchange is not called. */
const meta = {
  title: 'Widgets/shop-new-site-welcome',
  component: NewSiteWelcome,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
} satisfies Meta<typeof NewSiteWelcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  beforeEach: () =>
    $newSiteWelcome.set({
      status: 'welcome',
      identity: { username: 'kok@nyside.dk', name: 'Nanna Nyside', departmentCode: '1005', departmentName: 'Kantinen Nordhavn', customerNo: '500105', shopType: 0, groupCode: 'nord' },
    }),
};

export const Failed: Story = {
  beforeEach: () => $newSiteWelcome.set({ status: 'failed' }),
};
