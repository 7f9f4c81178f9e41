// Issue 18 point 4b end to end, on the real server and database (api-server/seed/offers-campaign-seed.ts):
// kok@kantinen.dk searches for a product in a running campaign; its card shows the campaign's badge,
// the pop-over opens with the keyboard (Enter), names the campaign, its text and last day, and closes
// with Escape (focus back on the badge). Typing a word in the header's search bar shows a "Tilbud" group
// of products on offer in the suggestions' listbox, reached with the arrow keys; Enter opens the
// offer's details. axe on the open pop-over and the open listbox.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, loginViaWidget, openSearch, productCards, UI_TIMEOUT, useBrowser } from './browser';

interface Campaign { id: number; title: string; text: string; badge: string; endsOn: string }
interface SearchAnswer { products: { i: string[] }[] }
interface OfferSuggestion { productId: string; name: string }

/** A JSON call from the page, with its cookies. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, credentials: 'include', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as never;
    },
    { method, path, body },
  );
}

/** A product of the user's assortment in a running campaign, found through the shop's own calls. */
async function campaignProduct(page: Page): Promise<{ productId: string; campaign: Campaign }> {
  for (const payload of [{ text: 'kaffe' }, { text: '', postingGroups: ['60'] }, { text: '', postingGroups: ['20'] }, { text: '', postingGroups: ['80'] }]) {
    const found = await api<SearchAnswer>(page, 'POST', '/api/product/search', { payload, take: 100 });
    const ids = found.products.map((p) => p.i[0]!);
    if (ids.length === 0) continue;
    const answer = await api<{ productId: string; campaigns: Campaign[] }[]>(page, 'GET', `/api/product/popcampaigns?products=${ids.join(',')}`);
    if (answer[0]) return { productId: answer[0].productId, campaign: answer[0].campaigns[0]! };
  }
  throw new Error('no product in a running campaign found: is the campaign seed in place?');
}

/** A word the offer suggestions answer for (the demo catalogue puts about 6 % of its products on offer). */
async function offerWord(page: Page): Promise<{ word: string; offers: OfferSuggestion[] }> {
  for (const word of ['kaffe', 'ost', 'kylling', 'laks', 'smør', 'mælk', 'olie', 'ris', 'pasta', 'brød', 'tomat', 'æble', 'fløde', 'sæbe']) {
    const offers = await api<OfferSuggestion[]>(page, 'POST', '/api/offers/suggestions', { text: word });
    if (offers.length > 0) return { word, offers };
  }
  throw new Error('no word finds a product on offer');
}

function searchBar(page: Page): Locator {
  return page.locator('shop-search-bar').first();
}

describe('campaign badges and offer suggestions (issue 18 point 4b)', () => {
  const fx = useBrowser();

  it('a campaign product shows its badge; the pop-over opens with Enter and closes with Escape', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const { productId, campaign } = await campaignProduct(page);
    await openSearch(page, productId);
    const card = productCards(page).first();
    await card.waitFor();
    expect(await card.getByRole('link').first().getAttribute('href')).toContain(productId);

    const badge = card.getByRole('button', { name: campaign.badge, exact: true });
    await badge.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    const popover = page.locator('shop-product-list').getByRole('dialog', { name: campaign.title });
    expect(await popover.isVisible()).toBe(false);

    await badge.focus();
    await page.keyboard.press('Enter');
    await popover.waitFor({ state: 'visible' });
    const [y, m, d] = campaign.endsOn.split('-');
    expect(await popover.textContent()).toContain(`Gælder til ${d}-${m}-${y}`);
    if (campaign.text) expect(await popover.textContent()).toContain(campaign.text);
    expect(await axeViolations(page)).toEqual([]);

    // Tab reaches the pop-over's own button; Escape closes it and the focus goes back to the badge.
    await page.keyboard.press('Tab');
    expect(await popover.getByRole('button', { name: 'Luk' }).evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    // The toggle event that restores it comes a task after the pop-over is hidden.
    await expect.poll(() => badge.evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true);

    // Space opens it again, "Luk" closes it.
    await page.keyboard.press('Space');
    await popover.waitFor({ state: 'visible' });
    await popover.getByRole('button', { name: 'Luk' }).click();
    await popover.waitFor({ state: 'hidden' });
    expect(fx.pageErrors).toEqual([]);
  });

  it('typing a word shows "Tilbud" suggestions in the listbox, reached with the arrow keys', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const { word, offers } = await offerWord(page);
    const input = searchBar(page).getByRole('combobox', { name: 'Søg efter varer' });
    await input.waitFor({ state: 'visible' });
    await input.pressSequentially(word, { delay: 40 });
    const group = searchBar(page).getByRole('group', { name: 'Tilbud' });
    await group.waitFor({ state: 'visible' });
    const offerOptions = group.getByRole('option');
    await expect.poll(() => offerOptions.count()).toBe(offers.length);
    expect(await offerOptions.first().textContent()).toContain(offers[0]!.name);
    expect(await axeViolations(page)).toEqual([]);

    // The arrow keys walk through the ordinary suggestions into the offers: one listbox, not two.
    const firstOfferId = await offerOptions.first().getAttribute('id');
    const total = await searchBar(page).getByRole('listbox').getByRole('option').count();
    let reached = false;
    for (let i = 0; i < total && !reached; i++) {
      await page.keyboard.press('ArrowDown');
      reached = (await input.getAttribute('aria-activedescendant')) === firstOfferId;
    }
    expect(reached).toBe(true);
    expect(await offerOptions.first().getAttribute('aria-selected')).toBe('true');

    // Enter opens the offer's product details on the search page.
    await Promise.all([page.waitForURL((url) => url.searchParams.get('foodInfo') === offers[0]!.productId), page.keyboard.press('Enter')]);
    expect(fx.pageErrors).toEqual([]);
  });
});
