// Issue 17 §3 end to end, against the real shop, recipe service and database: the recipe feed on
// /inspiration/opskrifter filters by a tag (every card carries it), searches by text and pages by scroll
// (more than 20 cards); a logged-in cook marks a favourite that is still marked after a reload and shows
// under 'Mine opskrifter'; the front page's teaser shows 4 random recipes. axe is clean on the open
// states. The user is kok@kantinen.dk; his favourite recipes are cleared first and again at the end
// (no other journey asserts on them).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DEMO_USER, expectJson, loginViaWidget, scrollToWidget, UI_TIMEOUT, useBrowser } from './browser';

function feedOf(page: Page): Locator {
  return page.locator('shop-recipe-feed[data-fragment="opskrifter-feed"]');
}

const cardsOf = (feed: Locator) => feed.locator('article.card');

/** Waits for the live count to read something other than `before` (a new answer is shown). */
async function countChanges(feed: Locator, before: string): Promise<string> {
  const status = feed.getByRole('status').first();
  await expect.poll(async () => (await status.textContent()) ?? '', { timeout: UI_TIMEOUT }).not.toMatch(new RegExp(`^(|${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})$`));
  return (await status.textContent()) ?? '';
}

async function clearFavourites(page: Page): Promise<void> {
  const { recipeIds } = await expectJson<{ recipeIds: number[] }>(page.request.get('/api/favoriterecipes'));
  for (const id of recipeIds) await expectJson(page.request.delete(`/api/favoriterecipes/${id}`, { headers: { 'Content-Type': 'application/json' } }));
}

describe('the recipe feed (issue 17 §3)', () => {
  const fx = useBrowser();

  it('filters by a tag, searches by text and loads more on scroll', async () => {
    const { page } = fx;
    await page.goto('/inspiration/opskrifter');
    const feed = feedOf(page);
    const cards = cardsOf(feed);
    await cards.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await cards.count()).toBe(20);
    const first = (await feed.getByRole('status').first().textContent()) ?? '';
    expect(first).toMatch(/^Viser 20 af \d+ opskrifter$/);
    // Links follow §2.
    expect(await cards.first().getByRole('link').getAttribute('href')).toMatch(/^\/inspiration\/opskrifter\/[a-z0-9-]+-\d+$/);
    // Images are lazy with their size and alt.
    const image = cards.first().locator('img');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('alt')).toBeTruthy();
    // A visitor: no hearts, a hint to log in.
    expect(await feed.getByRole('button', { name: /som favorit$/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Filter by a tag: the list changes and every card carries the tag.
    await feed.getByRole('group', { name: 'Ret' }).getByRole('checkbox', { name: 'Suppe' }).check();
    const filtered = await countChanges(feed, first);
    expect(filtered).toMatch(/^\d+ opskrift(er)?$/);
    const soupCount = await cards.count();
    expect(soupCount).toBeGreaterThan(0);
    expect(soupCount).toBeLessThan(20);
    for (let i = 0; i < soupCount; i++) {
      await expect.poll(() => cards.nth(i).locator('ul.tags li').allTextContents()).toContain('Suppe');
    }
    expect(await axeViolations(page)).toEqual([]);

    // Search by text (with the tag cleared): every card's name has the word.
    await feed.getByRole('button', { name: 'Nulstil filtre' }).click();
    await countChanges(feed, filtered);
    await feed.getByRole('searchbox', { name: 'Søg i opskrifter' }).fill('laks');
    await expect.poll(async () => {
      const names = await cards.locator('h3').allTextContents();
      return names.length > 0 && names.length < 20 && names.every((n) => /laks/i.test(n));
    }, { timeout: UI_TIMEOUT }).toBe(true);

    // Page by scroll: the end of the list in view loads the next 20.
    await feed.getByRole('searchbox', { name: 'Søg i opskrifter' }).fill('');
    await expect.poll(() => cards.count(), { timeout: UI_TIMEOUT }).toBe(20);
    await cards.nth(19).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => cards.count(), { timeout: UI_TIMEOUT }).toBeGreaterThan(20);
    expect(await feed.getByRole('status').first().textContent()).toMatch(/^(Viser \d+ af \d+|\d+) opskrifter$/);
  });

  it('a logged-in cook marks a favourite that stays marked after a reload and shows under "Mine opskrifter"', async () => {
    const { page } = fx;
    await loginViaWidget(page, DEMO_USER);
    await clearFavourites(page);
    try {
      await page.goto('/inspiration/opskrifter');
      const feed = feedOf(page);
      const cards = cardsOf(feed);
      await cards.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      const card = cards.nth(2);
      const name = (await card.locator('h3').textContent()) ?? '';
      const heart = card.getByRole('button', { name: `Gem ${name} som favorit` });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/favoriterecipes') && r.request().method() === 'POST');
      await heart.click();
      expect((await saved).status()).toBe(200);
      expect(await heart.getAttribute('aria-pressed')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);

      await page.reload();
      const again = feedOf(page).getByRole('button', { name: `Gem ${name} som favorit` });
      await expect.poll(() => again.getAttribute('aria-pressed'), { timeout: UI_TIMEOUT }).toBe('true');

      const before = (await feedOf(page).getByRole('status').first().textContent()) ?? '';
      await feedOf(page).getByRole('checkbox', { name: 'Mine opskrifter' }).check();
      await countChanges(feedOf(page), before);
      expect(await cardsOf(feedOf(page)).locator('h3').allTextContents()).toEqual([name]);
      expect(await feedOf(page).getByRole('status').first().textContent()).toBe('1 opskrift');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await clearFavourites(page);
    }
  });

  it('the front page teaser shows 4 random recipes linking to their pages', async () => {
    const { page } = fx;
    await page.goto('/');
    const teaser = page.locator('shop-recipe-feed[data-fragment="forside-opskrifter"]');
    await scrollToWidget(teaser); // below the fold: loading="lazy"
    const cards = cardsOf(teaser);
    await cards.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await cards.count()).toBe(4);
    expect(await teaser.getByRole('heading', { level: 2 }).textContent()).toBe('Dagens opskrifter');
    expect(await teaser.getByRole('search').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
