// Spec §5: an invalid amount is cleared and its message shown as a toast.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardControls, expectToast, loginViaWidget, openSearch, orderableCards, productCards, UI_TIMEOUT, useBrowser } from './browser';

/** A card sold in STK (digits only), choosing STK in the card's unit picker when it has one. */
async function stkCard(page: Page): Promise<Locator> {
  for (const phrase of ['mælk', 'æg', 'agurk', 'boller', 'karklud']) {
    await openSearch(page, phrase);
    const cards = productCards(page);
    try {
      await cards.first().waitFor({ timeout: UI_TIMEOUT });
    } catch {
      continue;
    }
    // Cards that can be ordered and offer the unit STK (in their unit picker's options).
    const card = orderableCards(page).filter({ has: page.locator('option[value="STK"]') }).first();
    if ((await card.count()) === 0) continue;
    const unitPicker = card.getByLabel(/^Enhed for /);
    if ((await unitPicker.inputValue()) !== 'STK') await unitPicker.selectOption('STK');
    return card;
  }
  throw new Error('no product card with the unit STK found');
}

describe('amount validation on a product card', () => {
  const fx = useBrowser();

  it("rejects letters with 'Du kan kun indtaste tal i feltet' and clears the field", async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const { amount } = cardControls(await stkCard(page));

    await amount.fill('abc');
    await amount.press('Enter');
    await expectToast(page, 'Du kan kun indtaste tal i feltet');
    await expect.poll(() => amount.inputValue()).toBe('');
  });

  it("rejects 0 with 'Den indtastede værdi var ugyldig' and clears the field", async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const { amount, add } = cardControls(await stkCard(page));

    await amount.fill('0');
    await add.click();
    await expectToast(page, 'Den indtastede værdi var ugyldig');
    await expect.poll(() => amount.inputValue()).toBe('');
  });
});
