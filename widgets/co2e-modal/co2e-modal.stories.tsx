import type { Meta, StoryObj } from '@storybook/react-vite';
import { openCo2eModal } from '../../core/stores/product-details.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { Co2eModal } from './co2e-modal.js';
import dialogCss from '../shared/dialog.css?inline';
import co2eCss from './co2e-modal.css?inline';

const milk = {
  productId: '100123',
  name: 'Letmælk 1,5 % økologisk',
  co2e: 1.2345,
  weightKg: 1.03,
  units: [
    { name: 'STK', description: 'Stk (1 l)', factor: 1 },
    { name: 'KRT', description: 'Karton (10 stk)', factor: 10 },
  ],
};

const meta = {
  title: 'Widgets/shop-co2e-modal',
  component: Co2eModal,
  args: { explanationUrl: '/baeredygtighed/co2e' },
  decorators: [(Story) => <InShadow css={`${dialogCss}\n${co2eCss}`}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof Co2eModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: per kg and per unit, the explanation and the link. */
export const Open: Story = {
  beforeEach: () => openCo2eModal(milk),
};

/** Without a known weight: per unit only. */
export const PerUnitOnly: Story = {
  beforeEach: () => openCo2eModal({ ...milk, weightKg: null }),
};

/** Closed (also what a hideCo2 user always sees): the explanation text stays in the closed dialog. */
export const Closed: Story = {};
