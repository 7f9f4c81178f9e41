// Issue 17 §1 in Chromium against the real shop: the editor (redaktoer@grossist.dk) changes two texts in
// /cms/ordbog, a customer in another browser sees both on the next page load (the loader applies the
// dictionary before any widget renders), an override that drops a placeholder is refused with the
// server's message, and a reset returns the default; axe is clean on the editor's states.
// The journey edits the mini basket's 'Vis kurv' (Shop.MiniBasket.show) and 'Seneste varer'
// (Shop.MiniBasket.latest). After the merge of the catalogue conversion (branch dict-keys) the lead
// switches it to the product card's 'Læg i kurv' and the empty-basket confirm (issue 17's acceptance).
// Other journeys read 'Vis kurv': the defaults are restored in a finally block (the files run one by one).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DEMO_USER, loginViaWidget, useBrowser } from './browser';

const EDITOR = { email: 'redaktoer@grossist.dk', password: 'demo1234' };
const SHOW = 'Shop.MiniBasket.show';
const LATEST = 'Shop.MiniBasket.latest';
const MORE = 'Shop.MiniBasket.more';

function editorWidget(page: Page) {
  return page.locator('shop-dictionary-editor');
}

async function search(page: Page, phrase: string): Promise<void> {
  const editor = editorWidget(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/umbraco/dictionary/entries') && r.url().includes(`q=${encodeURIComponent(phrase)}`));
  await editor.getByLabel('Søg efter nøgle eller tekst').fill(phrase);
  expect((await answer).status()).toBe(200);
}

async function saveText(page: Page, key: string, text: string): Promise<void> {
  const editor = editorWidget(page);
  await editor.getByRole('button', { name: `Ret ${key}` }).click();
  await editor.getByLabel(`Tekst for ${key}`).fill(text);
  await editor.getByRole('button', { name: 'Gem' }).click();
  await editor.getByRole('status').filter({ hasText: `${key} er gemt` }).waitFor({ state: 'attached' });
}

/** Restores the defaults through the editor API (also when the journey failed half-way). */
async function resetAll(page: Page): Promise<void> {
  for (const key of [SHOW, LATEST, MORE]) {
    await page.request.delete(`/api/umbraco/dictionary/entries/${key}`, { headers: { 'Content-Type': 'application/json' }, data: {} });
  }
}

describe('the dictionary (issue 17 §1)', () => {
  const fx = useBrowser();

  it('an editor changes two texts, a customer sees them on the next page load; a dropped placeholder is refused; reset returns the default', async () => {
    const { page, browser } = fx;
    await loginViaWidget(page, EDITOR);
    try {
      await page.goto('/cms/ordbog');
      const editor = editorWidget(page);
      await editor.getByRole('table').waitFor();
      await search(page, 'Shop.MiniBasket');
      await editor.getByRole('row', { name: new RegExp(SHOW.replace(/\./g, '\\.')) }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await saveText(page, SHOW, 'Se kurven');
      await saveText(page, LATEST, 'Nyeste varer');
      await expect.poll(() => editor.getByRole('row', { name: /Shop\.MiniBasket\.show/ }).textContent()).toContain('Se kurven');

      // A text that drops {count}: refused with the server's message at the field, nothing saved.
      await editor.getByRole('button', { name: `Ret ${MORE}` }).click();
      await expect.poll(() => editor.getByText('Skal indeholde: {count}').count()).toBe(1);
      const field = editor.getByLabel(`Tekst for ${MORE}`);
      await field.fill('og flere');
      const refused = page.waitForResponse((r) => r.url().includes(`/entries/${MORE}`) && r.request().method() === 'PUT');
      await editor.getByRole('button', { name: 'Gem' }).click();
      expect((await refused).status()).toBe(400);
      await editor.getByText('Teksten mangler {count}. Standardteksten bruger dem, og de skal med.').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await editor.getByRole('button', { name: 'Annullér' }).click();

      // A customer in another browser: the next page load shows both texts.
      const customerContext = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'da-DK' });
      const customer = await customerContext.newPage();
      try {
        await loginViaWidget(customer, DEMO_USER);
        await customer.goto('/');
        const mini = customer.locator('shop-mini-basket').first();
        const toggle = mini.getByRole('button', { name: 'Se kurven' });
        await toggle.waitFor();
        await toggle.click();
        await mini.getByRole('region', { name: 'Nyeste varer' }).waitFor();
        // A customer who is no editor sees the note on the editor's page.
        await customer.goto('/cms/ordbog');
        await customer.locator('shop-dictionary-editor').getByText('Ordbogen er kun for redaktører').waitFor();
        expect(await axeViolations(customer)).toEqual([]);

        // Reset to the default, confirmed in a dialog.
        await editor.getByRole('button', { name: `Ret ${SHOW}` }).click();
        await editor.getByRole('button', { name: 'Brug standardteksten' }).click();
        const dialog = editor.getByRole('dialog', { name: 'Brug standardteksten?' });
        await dialog.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Ja, brug standardteksten' }).click();
        await editor.getByRole('status').filter({ hasText: `${SHOW} bruger igen standardteksten` }).waitFor({ state: 'attached' });
        await expect.poll(() => editor.getByRole('row', { name: /Shop\.MiniBasket\.show/ }).textContent()).not.toContain('Se kurven');

        await customer.goto('/');
        await customer.locator('shop-mini-basket').first().getByRole('button', { name: 'Vis kurv' }).waitFor();
      } finally {
        await customerContext.close();
      }

      // A visitor is asked to log in.
      const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'da-DK' });
      try {
        const visitor = await visitorContext.newPage();
        await visitor.goto('/cms/ordbog');
        await visitor.locator('shop-dictionary-editor').getByRole('link', { name: 'Log ind som redaktør for at rette shoppens tekster.' }).waitFor();
        expect(await axeViolations(visitor)).toEqual([]);
      } finally {
        await visitorContext.close();
      }
      expect(fx.pageErrors).toEqual([]);
    } finally {
      await resetAll(page);
    }
  });
});
