import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OrderContext } from '../../core/index.js';
import type { PopCampaign } from '../../core/schemas/offers-campaign.js';
import { fixtureProfile, milk, offerProduct, salmon } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { ProductCard } from './product-card.js';
import css from './product-card.css?inline';

// Issue 18 point 4b: the campaign badge on a card and its pop-over (docs/guides/offers.md). Fixture-only:
// the campaigns are set in the store (setFixtureState's popCampaigns), nothing calls the server.
const orderContext: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };
const COFFEE: PopCampaign = { id: 1, title: 'Ugens kaffe', text: 'Smag ugens kaffe: udvalgte bønner og formalet kaffe til kantinen og mødelokalet.', badge: 'Ugens kaffe', endsOn: '2025-11-30' };
const THREE_FOR_TWO: PopCampaign = { id: 2, title: '3 for 2 på kolonial', text: 'Køb 3 og betal for 2 på udvalgte kolonialvarer.', badge: '3 for 2', endsOn: '2025-12-14' };

function shadowOf(canvas: HTMLElement): ShadowRoot | null {
  return canvas.querySelector('div')?.shadowRoot ?? null;
}

/**
 * Opens the first badge's pop-over where the browser has popovers (Storybook in Chromium). Where the
 * story is rendered inside act() (widgets/stories.test.tsx) the badge is not there yet: it stays closed.
 */
async function openPopover({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const badge = shadowOf(canvasElement)?.querySelector<HTMLButtonElement>('.campaign-badge');
    if (badge) {
      badge.click();
      return;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

const meta = {
  title: 'Widgets/Product card/Campaign badge',
  parameters: { element: 'shop-product-list' },
  component: ProductCard,
  args: { product: milk, settings: fixtureProfile.settings, orderContext, detailsHref: `?foodInfo=${milk.id}` },
  decorators: [
    (Story) => (
      <InShadow css={css}>
        <div style={{ maxWidth: '17rem', minHeight: '28rem' }}>
          <Story />
        </div>
      </InShadow>
    ),
  ],
  beforeEach: () => {
    resetStores();
    setFixtureState({
      profile: fixtureProfile,
      popCampaigns: [
        { productId: milk.id, campaigns: [COFFEE] },
        { productId: offerProduct.id, campaigns: [THREE_FOR_TWO, COFFEE] },
      ],
    });
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a running campaign: the badge "Ugens kaffe" on the picture; Enter or a click opens the pop-over. */
export const InCampaign: Story = {};

/** The pop-over open: title, text, "Gælder til 30-11-2025" and "Luk"; Escape closes it. */
export const PopoverOpen: Story = { play: openPopover };

/** On offer and in two campaigns: the offer ribbon, the badge of the campaign that ends first, both in the pop-over. */
export const OfferAndTwoCampaigns: Story = { args: { product: offerProduct }, play: openPopover };

/** In no campaign: no badge. */
export const NoCampaign: Story = { args: { product: salmon } };
