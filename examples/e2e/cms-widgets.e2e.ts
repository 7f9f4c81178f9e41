// Issue 21 point 3 in Chromium against the real shop: the editors' page /cms/widgets shows every element
// of the manifest with a live preview on the demo data (the search bar suggests products, the product list
// shows cards), its copy button puts the snippet on the clipboard (and selects it where the clipboard API
// refuses), each element has an anchor, and axe finds nothing, all under the site's strict CSP.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, loginViaWidget, scrollToWidget, useBrowser } from './browser';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as { modules: { declarations: { tagName?: string }[] }[] };
const TAGS = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName!));

function section(page: Page, tag: string) {
  return page.locator(`section#${tag}`);
}

function preview(page: Page, tag: string) {
  return page.locator(`[data-preview="${tag}"] ${tag}`);
}

async function openCatalogue(page: Page, hash = ''): Promise<void> {
  await page.goto(`/cms/widgets${hash}`);
  await page.getByRole('heading', { level: 1, name: 'Widgets til redaktører' }).waitFor();
}

describe('the editors\' page /cms/widgets (issue 21 point 3)', () => {
  const fx = useBrowser();

  it('lists every element with an anchor; the previews upgrade and show the demo products', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    await openCatalogue(page, '#shop-product-list');
    for (const tag of TAGS) expect(await section(page, tag).getByRole('heading', { level: 2, name: `<${tag}>` }).count(), tag).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Elementerne' }).getByRole('link').count()).toBe(TAGS.length);

    // The real elements, upgraded: the search bar suggests products, the list shows cards.
    const search = preview(page, 'shop-search-bar').getByLabel('Søg efter varer');
    await search.fill('ost');
    await preview(page, 'shop-search-bar').getByRole('option').first().waitFor({ state: 'visible' });
    await search.press('Escape');
    // An editor's fixed list searches when it comes near the view (decision 028): scroll to it, as an editor does.
    await scrollToWidget(preview(page, 'shop-product-list'));
    await preview(page, 'shop-product-list').getByRole('article').first().waitFor({ state: 'visible' });
    expect(await preview(page, 'shop-product-list').getByRole('article').count()).toBeGreaterThan(0);
    await preview(page, 'shop-recipe-feed').getByRole('link').first().waitFor({ state: 'visible' });
    expect(await page.evaluate(() => customElements.get('shop-offer-push') !== undefined)).toBe(true);
    expect(fx.pageErrors.map((e) => e.message)).toEqual([]);
  });

  // Every element of the shop on one page is axe's largest job in the suite: about 140 s here on a busy
  // 2-core machine, hence its own test and limit.
  it('axe finds no violations with the previews rendered, logged in', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    await openCatalogue(page);
    await scrollToWidget(preview(page, 'shop-product-list'));
    await preview(page, 'shop-product-list').getByRole('article').first().waitFor({ state: 'visible' });
    await preview(page, 'shop-recipe').getByRole('heading').first().waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
  }, 420_000);

  it('the copy button puts the snippet on the clipboard (keyboard too)', async () => {
    const { page, context } = fx;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCatalogue(page, '#shop-public-offers');
    const offers = section(page, 'shop-public-offers');
    const snippet = await offers.locator('#shop-public-offers-snippet').textContent();
    expect(snippet).toBe('<shop-public-offers dept="1001" heading="Aktuelle tilbud"></shop-public-offers>');
    const button = offers.getByRole('button', { name: 'Kopiér kode til <shop-public-offers>' });
    await button.focus();
    await page.keyboard.press('Enter');
    await offers.getByRole('status').filter({ hasText: 'Koden er kopieret.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

    await section(page, 'shop-login').getByRole('button', { name: 'Kopiér kode til <shop-login>' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('<shop-login redirect-url="/soeg"></shop-login>');
  });

  it('selects the snippet when the clipboard API refuses', async () => {
    const { page } = fx;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await openCatalogue(page);
    const login = section(page, 'shop-login');
    await login.getByRole('button', { name: 'Kopiér kode til <shop-login>' }).click();
    await login.getByRole('status').filter({ hasText: 'Koden er markeret' }).waitFor();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('<shop-login redirect-url="/soeg"></shop-login>');
  });
});
