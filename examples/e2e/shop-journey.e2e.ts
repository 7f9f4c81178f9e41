// The walking skeleton end to end: log in on the CMS front page, search, add to the basket, see the
// mini basket, reload and find the basket still there.
import { describe, expect, inject, it } from 'vitest';
import { cardControls, expectToast, loginViaWidget, miniBasketShows, orderableCards, productCards, useBrowser } from './browser';

describe('shop journey', () => {
  const fx = useBrowser();

  it('logs in, searches "mælk", adds 2 of a product and keeps the basket over a reload', async () => {
    const { page } = fx;
    await loginViaWidget(page);

    const searchBox = page.locator('shop-search-bar').first().getByLabel('Søg efter varer', { exact: true });
    await searchBox.fill('mælk');
    await Promise.all([page.waitForURL((url) => url.pathname === '/soeg'), searchBox.press('Enter')]);
    expect(new URL(page.url()).search).toBe('?search=m%C3%A6lk');

    await productCards(page).first().waitFor();
    const card = orderableCards(page).first();
    await card.waitFor();
    const { heading, amount, add } = cardControls(card);
    const name = (await heading.innerText()).trim();
    expect(name.length).toBeGreaterThan(0);
    // The labels carry the product's name (the heading may be truncated at 55 characters).
    const short = name.replace(/(\.\.\.|…)$/, '');
    expect(await card.getByLabel(`Antal af ${short}`, { exact: false }).count()).toBe(1);

    await amount.fill('2');
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await add.click();
    expect((await added).status()).toBe(200);

    await expectToast(page, /lagt i kurven/);
    // On a fresh database the basket holds exactly this line; on a shared server (E2E_BASE_URL) maybe more.
    const count = inject('freshDatabase') ? '1 vare i kurven' : /\d+ varer? i kurven/;
    await miniBasketShows(page, count);

    await page.reload();
    await miniBasketShows(page, count);
    expect(fx.pageErrors).toEqual([]);
  });
});
