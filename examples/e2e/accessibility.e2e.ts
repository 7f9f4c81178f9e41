// axe-core on the CMS pages with the widgets rendered: no violations.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginViaWidget, openSearch, productCards, useBrowser } from './browser';

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

describe('accessibility (axe)', () => {
  const fx = useBrowser();

  it('front page, logged out', async () => {
    const { page } = fx;
    await page.goto('/');
    await page.locator('shop-login').getByLabel('E-mail').waitFor({ state: 'visible' });
    await page.locator('shop-search-bar').first().getByLabel('Søg efter varer').waitFor({ state: 'visible' });
    await page.locator('[data-fragment="forside-kampagne"] shop-product-list').getByText('Log ind for at se').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('search page with results, logged in', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    await openSearch(page, 'mælk');
    await productCards(page).first().waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
  });
});
