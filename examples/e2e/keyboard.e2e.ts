// Keyboard only: a kitchen tablet with a keyboard, or a user who cannot use a mouse, shops the same way.
import { describe, expect, it } from 'vitest';
import { expectToast, loginViaWidget, miniBasketShows, orderableCards, useBrowser } from './browser';

describe('keyboard use', () => {
  const fx = useBrowser();

  it('chooses a suggestion with the arrow keys and adds a product with Enter', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    // Keyboard only: the pointer left on 'Log ind' must not hover a suggestion (hover moves the active
    // option, so ArrowDown would start from wherever the list happens to lie under it).
    await page.mouse.move(0, 0);
    const searchBox = page.locator('shop-search-bar').first().getByLabel('Søg efter varer');
    await searchBox.focus();
    await page.keyboard.type('mælk');
    const options = page.locator('shop-search-bar').first().getByRole('option');
    await options.first().waitFor({ state: 'visible' });
    // The offers (from the server) may answer before the worker's terms on a slow machine: read the first
    // option once it is a term suggestion ('<term> i <group>'), as the terms always come first.
    await expect.poll(async () => (await options.first().getAttribute('class')) ?? '').toContain('option-term');
    const firstTerm = (await options.first().innerText()).split(/\s+i\s+/)[0]!.trim();

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForURL(/\/soeg\?group=.+&search=/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('search')).toBe(firstTerm);

    // Tab from the search box to the first orderable card's amount field, type, Enter.
    const card = orderableCards(page).first();
    await card.waitFor({ state: 'visible' });
    const amount = card.getByLabel(/^Antal af /);
    await amount.focus();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expectToast(page, /lagt i kurven/);
    await miniBasketShows(page, /[1-9]\d* varer? i kurven/);
    // The amount field is cleared for the next entry and keeps the focus.
    await expect.poll(() => amount.inputValue()).toBe('');
    expect(await amount.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
  });

  it('Escape closes the suggestions and keeps the typed text', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const searchBox = page.locator('shop-search-bar').first().getByLabel('Søg efter varer');
    await searchBox.focus();
    await page.keyboard.type('ost');
    await page.locator('shop-search-bar').first().getByRole('listbox').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await expect.poll(() => searchBox.getAttribute('aria-expanded')).toBe('false');
    expect(await searchBox.inputValue()).toBe('ost');
  });
});
