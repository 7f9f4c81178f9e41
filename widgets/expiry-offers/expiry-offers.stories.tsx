import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProfile, profileWithoutPrices, punchOutProfile } from '../shared/fixtures/index.js';
import { setExpiryOffersFixture } from '../shared/fixtures/expiry-offers.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import type { ExpiryOffersState } from '../../core/stores/expiry-offers.js';
import type { Profile } from '../../core/index.js';
import { InShadow } from '../shared/story-shadow.js';
import { ExpiryOffers } from './expiry-offers.js';
import offersCss from './expiry-offers.css?inline';
import cardCss from '../product-list/product-card.css?inline';

const css = `${offersCss}\n${cardCss}`;
const show = (status: ExpiryOffersState['status'], take = 1000, profile: Profile | null = fixtureProfile) => () => {
  resetStores();
  setFixtureState({ profile });
  setExpiryOffersFixture(status, take);
};

const meta = {
  title: 'Widgets/shop-expiry-offers',
  component: ExpiryOffers,
  args: {},
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: show('ready'),
} satisfies Meta<typeof ExpiryOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page (/kort-holdbarhed): the offer on "Morgenmad" first, then the recurring order's, then the rest. */
export const Page: Story = {};

/** The front page's strip of 20 with the link to the page. */
export const Teaser: Story = { args: { teaser: 'true' }, beforeEach: show('ready', 20) };

/** Prices hidden (§6): no price and no saving, the lists still said. */
export const WithoutPrices: Story = { beforeEach: show('ready', 1000, profileWithoutPrices) };

export const Loading: Story = { beforeEach: show('loading') };

export const Empty: Story = { beforeEach: () => { show('ready')(); setExpiryOffersFixture('ready', 1000, []); } };

export const LoadFailed: Story = { beforeEach: show('error') };

/** A visitor who is not logged in: the login link (the teaser renders nothing). */
export const NotLoggedIn: Story = { beforeEach: show('idle', 1000, null) };

/** §6: a punch-out buyer may not buy expiry offers: a short note on the page (the teaser renders nothing). */
export const NotAllowed: Story = { beforeEach: show('idle', 1000, punchOutProfile) };
