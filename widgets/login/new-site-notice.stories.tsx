import type { Meta, StoryObj } from '@storybook/react-vite';
import { $newSiteHandOver } from '../../core/stores/new-site.js';
import { resetStores } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { NewSiteNotice } from './new-site-notice.js';
import css from './login.css?inline';

/** Issue 22 point 3: the notice the logged-in panel shows before the browser follows to the new site. */
const meta = {
  title: 'Widgets/shop-login/New-site notice',
  component: NewSiteNotice,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    $newSiteHandOver.set({ status: 'moving', groupName: 'Region Nord', redirectUrl: '#catalogueredirect' });
  },
} satisfies Meta<typeof NewSiteNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Moving: Story = {};

