// The cards' campaign badge and pop-over (issue 18 point 4b): the badge shows the campaign's badge text
// and opens a native popover (popovertarget) that is a dialog named by the campaign's title, with its
// text and last day; one popcampaigns call for the cards rendered together; nothing without a campaign.
// Opening with the keyboard and Escape are the browser's (examples/e2e/offers-campaign.e2e.ts).
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { resetPopCampaigns } from '../../core/stores/pop-campaigns.js';
import { fixtureProfile, milk, salmon, offerProduct } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { ProductCard } from './product-card.js';
import type { OrderContext, Product } from '../../core/index.js';

const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };
const COFFEE = { id: 7, title: 'Ugens kaffe', text: 'Smag ugens kaffe i kantinen.', badge: 'Ugens kaffe', endsOn: '2025-11-30' };
const THREE_FOR_TWO = { id: 8, title: '3 for 2 på kolonial', text: '', badge: '3 for 2', endsOn: '2025-12-14' };

const card = (product: Product) => <ProductCard key={product.id} product={product} settings={fixtureProfile.settings} orderContext={ctx} />;

describe('campaign badge on the product card', () => {
  it("shows the campaign's badge, which opens a pop-over dialog with title, text and last day", async () => {
    setFixtureState({ profile: fixtureProfile, popCampaigns: [{ productId: milk.id, campaigns: [COFFEE] }] });
    const { container } = render(card(milk));
    const badge = await screen.findByRole('button', { name: 'Ugens kaffe' });
    expect(badge.closest('.ribbons')).not.toBeNull();
    const popoverId = badge.getAttribute('popovertarget')!;
    const popover = container.querySelector(`[id="${popoverId}"]`) as HTMLElement;
    expect(popover.getAttribute('popover')).toBe('auto');
    expect(popover.getAttribute('role')).toBe('dialog');
    expect(container.querySelector(`[id="${popover.getAttribute('aria-labelledby')}"]`)?.textContent).toBe('Ugens kaffe');
    expect(popover.textContent).toContain('Smag ugens kaffe i kantinen.');
    expect(popover.textContent).toContain('Gælder til 30-11-2025');
    const close = screen.getByText('Luk');
    expect(close.getAttribute('popovertarget')).toBe(popoverId);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
    // The badge describes what it does.
    expect(container.querySelector(`[id="${badge.getAttribute('aria-describedby')}"]`)?.textContent).toBe('Vis kampagne');
  });

  it('shows the campaign that ends first on the badge and every campaign in the pop-over', async () => {
    setFixtureState({ profile: fixtureProfile, popCampaigns: [{ productId: milk.id, campaigns: [COFFEE, THREE_FOR_TWO] }] });
    const { container } = render(card(milk));
    await screen.findByRole('button', { name: 'Ugens kaffe' });
    const popover = container.querySelector('[popover]') as HTMLElement;
    expect(popover.querySelectorAll('section')).toHaveLength(2);
    expect(popover.textContent).toContain('3 for 2 på kolonial');
    expect(popover.textContent).toContain('Gælder til 14-12-2025');
  });

  it('shows nothing for a product without a running campaign', async () => {
    setFixtureState({ profile: fixtureProfile, popCampaigns: [{ productId: milk.id, campaigns: [COFFEE] }] });
    const { container } = render(<>{card(salmon)}{card(milk)}</>);
    await screen.findByRole('button', { name: 'Ugens kaffe' });
    expect(container.querySelectorAll('.campaign-badge')).toHaveLength(1);
    expect(container.querySelectorAll('article')[0]!.querySelector('.campaign-badge')).toBeNull();
  });

  it('asks the server once for all cards rendered together, and shows what it answers', async () => {
    setFixtureState({ profile: fixtureProfile });
    resetPopCampaigns(); // the server, not a fixture
    const fetch = mockFetch({
      'GET /api/product/popcampaigns': ({ url }) => ({
        body: url.searchParams.get('products')!.split(',').filter((id) => id === salmon.id).map((productId) => ({ productId, campaigns: [THREE_FOR_TWO] })),
      }),
    });
    const { container } = render(<>{[milk, salmon, offerProduct].map(card)}</>);
    await screen.findByRole('button', { name: '3 for 2' });
    const calls = callsTo(fetch, 'GET', '/api/product/popcampaigns');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('products')!.split(',').sort()).toEqual([milk.id, salmon.id, offerProduct.id].sort());
    expect(container.querySelectorAll('.campaign-badge')).toHaveLength(1);
  });

  it('never asks for a visitor', async () => {
    setFixtureState({ profile: null });
    resetPopCampaigns();
    const fetch = mockFetch({});
    render(card(milk));
    await new Promise((r) => setTimeout(r, 50));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/product/popcampaigns')).toHaveLength(0));
    expect(screen.queryByText('Ugens kaffe')).toBeNull();
  });
});
