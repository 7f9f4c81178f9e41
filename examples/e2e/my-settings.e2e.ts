// Issue 22 point 5 (§7 userrelations), on the real server and database: kok@tokunder.dk (Plejecentret
// Solhøj 1003, PG1, and Storkøkkenet Nord 2001, PG2) adds a product in one department, switches on
// /min-side to the other, and finds the other department's basket and other prices on the search page;
// then switches back. axe on /min-side.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, cardControls, expectJson, openSearch, orderableCards, productCards, useBrowser } from './browser';

async function loginChoosing(page: Page, department: RegExp): Promise<void> {
  await page.goto('/');
  const login = page.locator('shop-login');
  await login.getByLabel('E-mail').fill('kok@tokunder.dk');
  await login.getByLabel('Adgangskode').fill('demo1234');
  await login.getByRole('button', { name: 'Log ind' }).click();
  await login.getByRole('heading', { name: 'Vælg kunde' }).waitFor();
  await login.getByRole('radio', { name: department }).check();
  const chosen = page.waitForResponse((r) => r.url().endsWith('/api/profile/login2'));
  await login.getByRole('button', { name: 'Fortsæt' }).click();
  expect((await chosen).status()).toBe(200);
  await login.getByText('Logget ind som Tove To Kunder').waitFor();
}

interface Review { deliveryDate: string | null; lines: { productId: string }[] }

async function basketOf(page: Page): Promise<Review> {
  return expectJson<Review>(page.request.get('/api/order/revieworder'));
}

/** Name and price text of the first cards of a search. */
async function pricesOf(page: Page, phrase: string): Promise<string[]> {
  await openSearch(page, phrase);
  await productCards(page).first().waitFor();
  return productCards(page).evaluateAll((cards) => cards.slice(0, 8).map((c) => `${c.querySelector('h3, h2')?.textContent ?? ''}: ${c.querySelector('.price-block')?.textContent ?? ''}`));
}

async function switchOnMyPage(page: Page, name: string): Promise<void> {
  await page.goto('/min-side');
  const myPage = page.locator('shop-my-page');
  const section = myPage.getByRole('region', { name: 'Afdelinger' });
  const button = section.getByRole('button', { name: `Skift til ${name}` });
  await button.waitFor();
  const switched = page.waitForResponse((r) => r.url().endsWith('/api/profile/userrelations') && r.request().postData()?.includes('department') === true);
  // Keyboard usable: focus the button and press Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  expect((await switched).status()).toBe(200);
  await section.getByRole('status').filter({ hasText: `Du handler nu for ${name}.` }).waitFor();
  await expect.poll(() => section.locator('li[aria-current="true"]').textContent()).toContain(name);
}

describe('my page: switching department (issue 22 point 5)', () => {
  const fx = useBrowser();

  it('kok@tokunder.dk switches from Solhøj to Storkøkkenet Nord: other basket, other prices; axe clean', async () => {
    const { page } = fx;
    await loginChoosing(page, /Plejecentret Solhøj/);
    const before = await pricesOf(page, 'mælk');

    // A product in Solhøj's basket.
    const card = orderableCards(page).first();
    await cardControls(card).amount.fill('1');
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await cardControls(card).add.click();
    expect((await added).status()).toBe(200);
    const solhoej = await basketOf(page);
    expect(solhoej.lines.length).toBeGreaterThan(0);

    // /min-side: the sections, axe clean, then the switch.
    await page.goto('/min-side');
    const myPage = page.locator('shop-my-page');
    await myPage.getByRole('heading', { name: 'Min konto' }).waitFor();
    await myPage.getByRole('region', { name: 'Afdelinger' }).getByText('Aktiv afdeling').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await switchOnMyPage(page, 'Storkøkkenet Nord');
    expect(await axeViolations(page)).toEqual([]);

    const profile = await expectJson<{ department: string; priceGroup: string }>(page.request.post('/api/profile/profileinfo', { data: {}, headers: { 'content-type': 'application/json' } }));
    expect(profile).toMatchObject({ department: '2001', priceGroup: 'PG2' });
    const nord = await basketOf(page);
    const solhoejIds = solhoej.lines.map((l) => l.productId);
    expect(nord.lines.map((l) => l.productId).filter((id) => solhoejIds.includes(id))).toEqual([]);

    // The search page shows the other department's prices (PG2; its catalogue, not Solhøj's copy).
    const after = await pricesOf(page, 'mælk');
    expect(after).not.toEqual(before);

    // And back: Solhøj's basket is still there.
    await switchOnMyPage(page, 'Plejecentret Solhøj');
    const again = await basketOf(page);
    expect(again.lines.map((l) => l.productId)).toEqual(expect.arrayContaining(solhoejIds));
    if (again.deliveryDate) await page.request.delete(`/api/order/emptybasket/${again.deliveryDate}`);
    expect(fx.pageErrors).toEqual([]);
  });
});
