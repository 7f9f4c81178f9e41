import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { PublicOffers } from './public-offers.js';
import { anonymousOffers, anonymousOffersWithPrices, FIXTURE_DEPT, loggedInOffers, setPublicOffersFixture } from '../shared/fixtures/public-offers.js';
import cardCss from '../product-list/product-card.css?inline';
import ownCss from './public-offers.css?inline';

const css = `${cardCss}\n${ownCss}`;

const meta = {
  title: 'Widgets/shop-public-offers',
  component: PublicOffers,
  args: { dept: FIXTURE_DEPT },
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: null });
    setPublicOffersFixture({ status: 'ready', data: anonymousOffers });
  },
} satisfies Meta<typeof PublicOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor, department without public prices: name, image, brand and "Log ind for pris"; no add. */
export const Anonymous: Story = {};

/** A visitor of a department that shows public prices (1001): prices, "Log ind for at bestille"; no add. */
export const AnonymousWithPrices: Story = {
  args: { dept: '1001' },
  beforeEach: () => setPublicOffersFixture({ status: 'ready', data: anonymousOffersWithPrices }, '1001'),
};

/** Logged in: the session's prices with amount and add (origin PublicOffer 12). */
export const LoggedIn: Story = {
  beforeEach: () => {
    setFixtureState({ profile: fixtureProfile });
    setPublicOffersFixture({ status: 'ready', data: loggedInOffers });
  },
};

export const Loading: Story = { beforeEach: () => setPublicOffersFixture({ status: 'loading', data: null }) };

export const NoOffers: Story = { beforeEach: () => setPublicOffersFixture({ status: 'ready', data: { ...anonymousOffers, products: [] } }) };

export const LoadFailed: Story = { beforeEach: () => setPublicOffersFixture({ status: 'error', data: null }) };

export const UnknownDepartment: Story = { beforeEach: () => setPublicOffersFixture({ status: 'notFound', data: null }) };

/** A custom heading from the CMS. */
export const OwnHeading: Story = { args: { heading: 'Ugens tilbud til kantinen' } };
