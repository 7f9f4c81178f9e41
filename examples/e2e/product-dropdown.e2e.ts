// Issues 5 + 6 end to end: the product dropdown on a search-page card (§2, §4, §6). kok@kantinen.dk
// creates a shared list with a product from the dropdown (the card's heart fills), then adds the
// product to a list locked with a PIN (a wrong PIN is refused, the right one adds it); his colleague
// souschef@kantinen.dk sees the shared list, with the product on it, in his own dropdown. Real
// server, real database; axe on the page with the dropdown open.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectToast, loginViaWidget, openSearch, productCards, useBrowser, axeViolations } from './browser';

const SOUSCHEF = { email: 'souschef@kantinen.dk', password: 'demo1234' };


/** The card of product `id` on the search page. */
function cardOf(page: Page, id: string): Locator {
  return productCards(page).filter({ hasText: `Varenr. ${id}` }).first();
}

function dropdownButton(card: Locator): Locator {
  return card.getByRole('button', { name: /^Favoritlister/ });
}

/** Opens the card's dropdown and waits until its lists have loaded. */
async function openDropdown(card: Locator): Promise<Locator> {
  await dropdownButton(card).click();
  const panel = card.getByRole('dialog', { name: /^Favoritlister/ });
  await panel.getByRole('button', { name: 'Opret ny liste' }).waitFor();
  await panel.getByRole('table').waitFor();
  return panel;
}

/** A JSON call made by the page itself (its session cookie, its origin), as a script on the page would. */
async function pageCall<T>(page: Page, method: string, path: string, body: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  );
}

describe('product dropdown: favourite lists from a product card', () => {
  const fx = useBrowser();

  it('kok@kantinen.dk creates a shared list with a product, adds it to a locked list with the PIN; the sous-chef sees the shared list', async () => {
    const { page } = fx;
    const stamp = Date.now().toString(36);
    const sharedName = `E2E delt ${stamp}`;
    const lockedName = `E2E låst ${stamp}`;

    await loginViaWidget(page);
    await openSearch(page, 'mælk');
    await productCards(page).first().waitFor();
    // A product on none of the kitchen's lists: the heart is empty.
    const free = productCards(page).filter({ has: page.locator('button[data-marked="false"]') }).first();
    await free.waitFor();
    const productId = ((await free.getByText(/^Varenr\. /).first().textContent()) ?? '').replace('Varenr. ', '').trim();
    expect(productId).toMatch(/^\d+$/);
    const card = cardOf(page, productId);
    const button = dropdownButton(card);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // 1. Open: the tabs, the lists loaded on first open; the search box takes the focus (§9, 125 ms).
    const panel = await openDropdown(card);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.getByRole('tab').allTextContents()).toEqual(['Favoritlister', 'Fastordrer']);
    await expect.poll(() => panel.getByRole('searchbox').evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The Fastordrer tab (arrow key; its content loads on the first visit), then back to the lists.
    await panel.getByRole('tab', { name: 'Favoritlister' }).focus();
    await page.keyboard.press('ArrowRight');
    const recurringTab = panel.getByRole('tab', { name: 'Fastordrer' });
    await expect.poll(() => recurringTab.getAttribute('aria-selected')).toBe('true');
    await panel.getByRole('button', { name: 'Opret ny fastordre med varen' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowLeft');
    await panel.getByRole('searchbox').waitFor();

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);

    // 2. A new shared list with this product (§4: the list first, then the product): toast, filled heart.
    const panel2 = await openDropdown(card);
    await panel2.getByRole('button', { name: 'Opret ny liste' }).click();
    const newList = page.getByRole('dialog', { name: 'Ny favoritliste' });
    await newList.getByLabel('Navn').fill(sharedName);
    await newList.getByLabel('Del listen med dine kolleger').check();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/favoritelists') && r.request().method() === 'POST');
    const added = page.waitForResponse((r) => r.url().includes('/api/favoritelists/addproduct'));
    await newList.getByRole('button', { name: 'Opret liste' }).click();
    expect((await created).status()).toBe(201);
    expect((await added).status()).toBe(200);
    await expectToast(page, `Varen er tilføjet til listen ${sharedName}`);
    await newList.waitFor({ state: 'hidden' });
    await expect.poll(() => button.getAttribute('data-marked')).toBe('true');
    expect(await panel2.getByRole('checkbox', { name: new RegExp(`^${sharedName}`) }).isChecked()).toBe(true);

    // Unticking removes it (toast), ticking adds it again.
    await panel2.getByRole('checkbox', { name: new RegExp(`^${sharedName}`) }).click();
    await expectToast(page, `Varen er fjernet fra listen ${sharedName}`);
    await expect.poll(() => button.getAttribute('data-marked')).toBe('false');
    await panel2.getByRole('checkbox', { name: new RegExp(`^${sharedName}`) }).click();
    await expect.poll(() => button.getAttribute('data-marked')).toBe('true');

    // 3. A list locked with a PIN, made and locked through the API as the page itself would.
    const list = await pageCall<{ i: number }>(page, 'POST', '/api/favoritelists', { listName: lockedName, shared: false });
    expect(list.status).toBe(201);
    const locked = await pageCall<{ locked: boolean }>(page, 'POST', '/api/favoritelists/setpin', { favoritelistId: list.json.i, pin: '4711' });
    expect(locked).toEqual({ status: 200, json: { success: true, locked: true } });
    await page.reload();
    const panel3 = await openDropdown(cardOf(page, productId));
    await panel3.getByRole('searchbox').fill('E2E låst');
    const lockedBox = panel3.getByRole('checkbox', { name: new RegExp(`^${lockedName}`) });
    expect(await lockedBox.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).toContain('Låst med kode');
    await lockedBox.click();
    const pinDialog = page.getByRole('dialog', { name: `Listen ${lockedName} er låst` });
    await pinDialog.waitFor();
    expect(await lockedBox.isChecked()).toBe(false);

    // A wrong PIN is refused (§8), the dialog stays; the right one adds the product.
    await pinDialog.getByLabel('Kode', { exact: true }).fill('0000');
    const wrong = page.waitForResponse((r) => r.url().includes('/api/favoritelists/verifypin'));
    await pinDialog.getByRole('button', { name: 'Fortsæt' }).click();
    expect((await wrong).status()).toBe(403);
    await pinDialog.getByText('Den indtastede kode var forkert. Prøv venligst igen.').waitFor();
    await expectToast(page, 'Den indtastede kode var forkert. Prøv venligst igen.');
    expect(await lockedBox.isChecked()).toBe(false);

    await pinDialog.getByLabel('Kode', { exact: true }).fill('4711');
    const withPin = page.waitForRequest((r) => r.url().includes('/api/favoritelists/addproduct'));
    await pinDialog.getByRole('button', { name: 'Fortsæt' }).click();
    expect(JSON.parse((await withPin).postData() ?? '{}')).toMatchObject({ id: list.json.i, productId, pin: '4711' });
    await expectToast(page, `Varen er tilføjet til listen ${lockedName}`);
    await pinDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => lockedBox.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // A click outside closes the dropdown.
    await page.locator('shop-product-list').getByText(/^Viser \d+ af \d+ varer$/).click();
    await panel3.waitFor({ state: 'detached' });
    expect(fx.pageErrors).toEqual([]);

    // 4. The sous-chef (same customer) sees the shared list with the product on it; not the private locked one.
    const souschef = await fx.browser.newContext({ baseURL: baseUrl(), locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
    try {
      const other = await souschef.newPage();
      other.setDefaultTimeout(20_000);
      await loginViaWidget(other, SOUSCHEF);
      await openSearch(other, 'mælk');
      const hisCard = cardOf(other, productId);
      await hisCard.waitFor();
      await expect.poll(() => dropdownButton(hisCard).getAttribute('data-marked')).toBe('true');
      const hisPanel = await openDropdown(hisCard);
      const shared = hisPanel.getByRole('row').filter({ hasText: sharedName });
      await shared.waitFor();
      expect(await shared.getByRole('checkbox').isChecked()).toBe(true);
      await shared.getByText('Delt af en kollega').waitFor();
      expect(await hisPanel.getByRole('row').filter({ hasText: lockedName }).count()).toBe(0);
    } finally {
      await souschef.close();
    }
  });
});
