// Issue 4: the product details from a search result and from the recipe page, the food-info tabs,
// adding to the basket from the details, closing with Escape and the back button, the CO2e modal and
// the assortment request; axe on the open states. Real server, real seeded database (kok@kantinen.dk).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardControls, expectToast, loginViaWidget, openSearch, orderableCards, productCards, scrollToWidget, useBrowser, axeViolations } from './browser';


function detailsDialog(page: Page): Locator {
  return page.locator('shop-product-details').getByRole('dialog');
}

/** The element focused, through open shadow roots. */
function deepActiveText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.textContent?.trim() ?? '';
  });
}

/** The first card (of the first 10) whose details carry a nutrition table and a CO2e figure. */
async function openCardWithFoodInfo(page: Page): Promise<{ name: string; index: number; dialog: Locator }> {
  const dialog = detailsDialog(page);
  const count = Math.min(await orderableCards(page).count(), 10);
  for (let i = 0; i < count; i++) {
    const card = orderableCards(page).nth(i);
    const name = (await cardControls(card).heading.textContent())?.trim() ?? '';
    await cardControls(card).heading.getByRole('link').click();
    await dialog.getByRole('heading', { level: 2 }).filter({ hasText: name.slice(0, 20) }).waitFor();
    await dialog.getByRole('tablist', { name: 'Om varen' }).waitFor();
    const hasTable = (await dialog.getByRole('table', { name: /Næringsindhold/ }).count()) > 0;
    const hasCo2 = (await dialog.getByRole('button', { name: 'Se klimaaftryk' }).count()) > 0;
    if (hasTable && hasCo2) return { name, index: i, dialog };
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  throw new Error('no product with food information and CO2e among the first cards');
}

describe('product details (issue 4)', () => {
  const fx = useBrowser();

  it('opens from a card, shows the food-info tabs, switches tabs by keyboard, adds to the basket, closes with Escape and back', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    await openSearch(page, 'mælk');
    await productCards(page).first().waitFor();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(200);
    const scrollBefore = await page.evaluate(() => window.scrollY);

    const { name, index, dialog } = await openCardWithFoodInfo(page);
    expect(new URL(page.url()).searchParams.get('foodInfo')).toMatch(/^\d+$/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('mælk');

    // The nutrition table and the allergens.
    const table = dialog.getByRole('table', { name: /Næringsindhold pr\. 100 (g|ml)/ });
    await expect(table.getByRole('rowheader', { name: 'Energi' }).isVisible()).resolves.toBe(true);
    const foodTabs = dialog.getByRole('tablist', { name: 'Varedata' });
    await foodTabs.getByRole('tab', { name: 'Allergener' }).click();
    await dialog.getByText('Kan indeholde spor af').waitFor();

    // Keyboard: arrows move between the main tabs, Home/End between the food-info tabs.
    const mainTabs = dialog.getByRole('tablist', { name: 'Om varen' });
    await mainTabs.getByRole('tab', { name: 'Vareinformation' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(mainTabs.getByRole('tab', { name: 'Relaterede varer' }).getAttribute('aria-selected')).resolves.toBe('true');
    expect(await deepActiveText(page)).toBe('Relaterede varer');
    await page.keyboard.press('ArrowRight');
    await expect(mainTabs.getByRole('tab', { name: 'Opskrifter' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Home');
    await expect(mainTabs.getByRole('tab', { name: 'Vareinformation' }).getAttribute('aria-selected')).resolves.toBe('true');
    await foodTabs.getByRole('tab', { name: 'Allergener' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(foodTabs.getByRole('tab', { name: 'Opbevaring' }).getAttribute('aria-selected')).resolves.toBe('true');
    await dialog.getByText(/^Temperatur: /).waitFor();

    // Every food-info tab has its panel with content.
    for (const tab of await foodTabs.getByRole('tab').all()) {
      await tab.click();
      const panel = dialog.getByRole('tabpanel', { name: (await tab.textContent())!.trim() });
      await panel.waitFor({ state: 'visible' });
      expect((await panel.textContent())!.trim().length, `${await tab.textContent()}`).toBeGreaterThan(10);
    }

    // Focus stays inside the open dialog: Tab through all of it and beyond.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const host = document.querySelector('shop-product-details');
        return document.activeElement === host || document.activeElement === document.body || (host?.contains(document.activeElement) ?? false);
      });
      expect(inside, `Tab ${i + 1}`).toBe(true);
    }

    expect(await axeViolations(page)).toEqual([]);

    // Switch unit: another unit of the product is chosen and priced.
    const units = dialog.getByRole('group', { name: 'Enhed' }).getByRole('radio');
    expect(await units.count()).toBeGreaterThan(1); // the seed sells milk by the piece and by the carton
    const checkedBefore = await units.evaluateAll((els) => els.findIndex((e) => (e as HTMLInputElement).checked));
    const other = units.nth(checkedBefore === 0 ? 1 : 0);
    await other.check();
    expect(await other.isChecked()).toBe(true);
    expect(await units.nth(checkedBefore).isChecked()).toBe(false);

    // Add to the basket from the details.
    // The details' own buy section comes first; the carousels under the tabs (issue 18: "Andre købte
    // også", "Mere fra …") have cards with their own amount fields and add buttons.
    await dialog.getByLabel(/^Antal af /).first().fill('1');
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await dialog.getByRole('button', { name: 'Læg i kurv' }).first().click();
    expect((await added).status()).toBe(200);
    await expectToast(page, /lagt i kurven/);

    // The CO2e modal on top of the details; Escape closes it only.
    await dialog.getByRole('button', { name: 'Se klimaaftryk' }).click();
    const co2 = page.locator('shop-co2e-modal').getByRole('dialog');
    await co2.getByRole('heading', { name: 'Klimaaftryk (CO2e)' }).waitFor();
    await co2.getByText(/kg CO2e pr\. /).first().waitFor();
    await expect(co2.getByRole('link', { name: 'Læs mere om CO2e' }).getAttribute('href')).resolves.toBe('/baeredygtighed/co2e');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await co2.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);

    // Escape closes the details: the URL loses foodInfo, the page is where it was, focus on the card.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('foodInfo')).toBe(false);
    expect(new URL(page.url()).searchParams.get('search')).toBe('mælk');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await deepActiveText(page)).toBe(name);

    // Open again; the browser's back button closes it.
    await cardControls(orderableCards(page).nth(index)).heading.getByRole('link').click();
    await dialog.getByRole('heading', { level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.has('foodInfo')).toBe(true);
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('foodInfo')).toBe(false);
    expect(new URL(page.url()).searchParams.get('search')).toBe('mælk');
  });

  it('a product outside the assortment: the §8 text, and the request is sent once', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    // The seed's ids are 100001 + 3n; about 6 % of them are outside a department's assortment.
    const productId = await page.evaluate(async () => {
      for (let id = 100_001; id < 100_001 + 3 * 400; id += 3) {
        const res = await fetch(`/api/product/lookup/${id}`, { credentials: 'include' });
        const body = (await res.json()) as { status?: string; requested?: boolean };
        if (body.status === 'notInAssortment' && body.requested === false) return String(id);
      }
      return null;
    });
    expect(productId).not.toBeNull();
    await page.goto(`/soeg?foodInfo=${productId}`);
    const dialog = detailsDialog(page);
    await dialog.getByRole('heading', { name: 'Produktet er desværre ikke tilgængelig i denne afdeling' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const request = page.waitForResponse((r) => r.url().includes(`/api/product/request/${productId}`));
    await dialog.getByRole('button', { name: 'Anmod om at få varen i sortimentet' }).click();
    expect((await request).status()).toBe(201);
    const sent = dialog.getByRole('button', { name: 'Tak for din anmodning' });
    await sent.waitFor();
    expect(await sent.isDisabled()).toBe(true);
    await expectToast(page, 'Din anmodning er afsendt');

    // Opened again later: still sent (stored for the department).
    await page.goto(`/soeg?foodInfo=${productId}`);
    await detailsDialog(page).getByRole('button', { name: 'Tak for din anmodning' }).waitFor();
  });

  it('opens the same details as a modal on the recipe page, without changing its URL', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    await page.goto('/inspiration/opskrifter/frikadeller-med-kartofler-og-brun-sovs-4101');
    const cards = page.locator('shop-product-list').getByRole('article');
    // The recipe's product list lies below the recipe and searches when it comes near the view (decision
    // 028); the recipe may render and push it down after the first scroll, so scroll until cards show.
    await expect.poll(async () => {
      await scrollToWidget(page.locator('shop-product-list'));
      return cards.count();
    }).toBeGreaterThan(0);
    const card = cards.first();
    const name = (await cardControls(card).heading.textContent())?.trim() ?? '';
    await cardControls(card).heading.getByRole('link').click();
    const dialog = detailsDialog(page);
    await dialog.getByRole('heading', { level: 2 }).filter({ hasText: name.slice(0, 20) }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/inspiration/opskrifter/frikadeller-med-kartofler-og-brun-sovs-4101');
    expect(new URL(page.url()).search).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await deepActiveText(page)).toBe(name);
  });
});
