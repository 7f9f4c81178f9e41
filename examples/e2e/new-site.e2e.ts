// Issue 22 points 3 and 6 end to end, on the real server and seeded database. kok@nyside.dk (department
// 1005, group 'nord', seeded) logs in on the front page, sees the notice that the department moved, and
// lands on the demo's new site (/ny-webshop) greeted by name, with the single-use token gone from the
// address. Then, still logged in on this shop, the notes for the driver on /kurv: set, reload, still
// there. axe on the new site page and on the basket's driver block.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, useBrowser } from './browser';

interface WireProduct { i: string[]; u: { i: string; w: boolean }[]; p: number | null; l?: string[] }
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** Puts one orderable product in the session's basket (a product may be refused: no food info, no price). */
async function addSomething(page: Page): Promise<void> {
  const res = await page.request.post('/api/product/search', { data: { payload: {}, skip: 0, take: 60 }, headers: JSON_HEADERS });
  expect(res.status()).toBe(200);
  const ids = ((await res.json()) as { products: WireProduct[] }).products.map((p) => p.i[0]!);
  const cards = (await (await page.request.get(`/api/product/getbyids?products=${ids.join(',')}`)).json()) as WireProduct[];
  for (const p of cards.filter((c) => c.p && c.u[0] && !c.u[0].w && (c.l ?? []).length === 0)) {
    const add = await page.request.post('/api/order/addtoorder', {
      data: [{ origin: 1, amount: 1, productId: p.i[0]!, unit: p.u[0]!.i, expiryProduct: false }],
      headers: JSON_HEADERS,
    });
    if (add.status() === 200 && ((await add.json()) as { addedOrderlines: number }).addedOrderlines === 1) return;
  }
  throw new Error('no orderable product for department 1005');
}

describe('the new site and the notes for the driver (issue 22 points 3 and 6)', () => {
  const fx = useBrowser();

  it('a moved department\'s user is sent to the new site after login, greeted by name; the driver notes stay after a reload', async () => {
    const { page } = fx;
    await page.goto('/');
    const login = page.locator('shop-login');
    await login.getByLabel('E-mail').fill('kok@nyside.dk');
    await login.getByLabel('Adgangskode').fill('demo1234');
    await login.getByRole('button', { name: 'Log ind' }).click();

    // The notice, in a live region, with a link; then the browser follows (catalogueredirect → 302).
    const notice = login.getByRole('status').filter({ hasText: 'Din afdeling er flyttet til en ny webshop. Du sendes videre …' });
    await notice.waitFor();
    expect(await login.getByRole('link', { name: 'Gå til den nye webshop' }).getAttribute('href')).toMatch(/^\/catalogueredirect\?dept=1005&no=500105&username=kok%40nyside\.dk&calcDate=\d{4}-\d{2}-\d{2}&shopType=0/);
    await page.waitForURL((url) => url.pathname === '/ny-webshop');

    const welcome = page.locator('shop-new-site-welcome');
    await welcome.getByText('Velkommen til den nye webshop, Nanna Nyside').waitFor();
    await welcome.getByText('Kantinen Nordhavn').waitFor();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // A reload has no token any more: the page says so instead of greeting again.
    await page.reload();
    await welcome.getByRole('alert').waitFor();

    // The driver notes on the basket page (the session on this shop is still there).
    await addSomething(page);
    await page.goto('/kurv');
    const basket = page.locator('shop-basket');
    const block = basket.getByRole('region', { name: 'Besked til chaufføren' });
    await block.getByText('Ingen besked til chaufføren endnu.').waitFor();
    await block.getByRole('button', { name: 'Ret beskeden' }).click();
    await block.getByLabel('Dørkode').fill('4711#');
    await block.getByLabel('Hvor varerne stilles').fill('Ved rampen bag køkkenet');
    await block.getByLabel('Telefon til kontaktperson').fill('ring til Bo');
    await block.getByRole('button', { name: 'Gem' }).click();
    await block.getByText('Skriv et telefonnummer med 8 til 15 cifre, fx 12 34 56 78.').waitFor();
    await block.getByLabel('Telefon til kontaktperson').fill('12 34 56 78');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/deliverydate/driverset'));
    await block.getByRole('button', { name: 'Gem' }).click();
    expect((await saved).status()).toBe(200);
    await block.getByText('Beskeden til chaufføren er gemt.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await block.getByText('Ved rampen bag køkkenet').waitFor();
    await block.getByText('4711#').waitFor();
    await block.getByText('12 34 56 78').waitFor();
    await block.getByText('Sidst rettet af Nanna Nyside').waitFor();
    expect(fx.pageErrors).toEqual([]);
  });
});
