// The walking skeleton end to end: log in on the CMS front page, search, add to the basket, see the
// mini basket, reload and find the basket still there.
import { describe, expect, it } from 'vitest';
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
    // Other tests on this server may have filled kok's basket: count from what it holds now, and pick
    // a product that is not in it yet (a new line, not more of an existing one).
    await miniBasketShows(page, /\d+ varer? i kurven/);
    const shown = await page.locator('shop-mini-basket').first().getByText(/\d+ varer? i kurven/).first().textContent();
    const before = Number(shown?.match(/(\d+)/)?.[1]);
    expect(Number.isInteger(before)).toBe(true);
    const card = orderableCards(page).and(page.locator('article:not([data-state~="inBasket"])')).first();
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
    const count = before + 1 === 1 ? '1 vare i kurven' : `${before + 1} varer i kurven`;
    await miniBasketShows(page, count);

    await page.reload();
    await miniBasketShows(page, count);
    expect(fx.pageErrors).toEqual([]);
  });
});
