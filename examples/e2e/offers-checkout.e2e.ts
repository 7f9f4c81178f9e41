// Issue 18 point 2 end to end, checkout campaigns on the basket page: kok@kantinen.dk puts a product in
// his basket, opens /kurv and sees the seeded campaigns before the basket and its "Afgiv ordre"; he rates
// one (stored: the lookup gives it back), says "Ikke nu" to another (gone, also after a reload), adds a
// third and removes it again from the basket with "Fjern kampagne" — its stock is back (the lookup's
// stock). axe finds nothing on the page with the campaigns and with a campaign line. The marketing
// report on /cms/kampagner shows the rating to the admin and refuses kok in Danish. Real server, real
// database.
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectJson as json, loginViaWidget, useBrowser } from './browser';

interface Campaign { id: number; title: string; productId: string; name: string; unit: string; stock: number; rating: number | null; comment: string }

const COFFEE = 'Kaffe til mødet: 20 % på kaffen';
const NAPKINS = 'Servietter til frokosten: 25 % rabat';
const OIL = 'Sidste chance: olivenolie 15 % billigere';

async function lookup(api: APIRequestContext): Promise<Campaign[]> {
  return (await json<{ campaigns: Campaign[] }>(api.get('/api/checkout/lookup'))).campaigns;
}

function card(page: Page, title: string) {
  return page.locator('shop-checkout-campaigns li.card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('checkout campaigns on the basket page (issue 18 point 2)', () => {
  const fx = useBrowser();

  it('kok@kantinen.dk rates a campaign, postpones another, adds a third and removes it with its stock back', async () => {
    const { page } = fx;
    const api = page.request;
    await loginViaWidget(page);
    const before = await lookup(api);
    const coffee = before.find((c) => c.title === COFFEE);
    const oil = before.find((c) => c.title === OIL);
    expect(coffee, 'the seeded coffee campaign').toBeDefined();
    expect(oil, 'the seeded oil campaign').toBeDefined();
    expect(before.map((c) => c.title)).toContain(NAPKINS);

    // Any product in the basket (here the coffee at its ordinary price, no campaign).
    await json(api.post('/api/order/addtoorder', { data: [{ origin: 0, amount: 1, productId: coffee!.productId, unit: coffee!.unit, expiryProduct: false }] }));

    await page.goto('/kurv');
    const widget = page.locator('shop-checkout-campaigns');
    await expect.poll(() => widget.locator('li.card').count()).toBeGreaterThanOrEqual(3);
    // Other journeys share kok's basket: only the coffee's line is ours to expect.
    await expect.poll(() => page.locator('shop-basket li.line').filter({ hasText: coffee!.name }).count()).toBeGreaterThanOrEqual(1);
    // Before the basket (and so before its "Afgiv ordre") in the page's order.
    expect(await page.evaluate(() => {
      const campaigns = document.querySelector('shop-checkout-campaigns')!;
      const basket = document.querySelector('shop-basket')!;
      return Boolean(campaigns.compareDocumentPosition(basket) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // 1. Rates the coffee campaign 4 of 5: the server has it.
    const rated = page.waitForResponse((r) => r.url().includes('/api/checkout/setrating') && r.request().method() === 'POST');
    await card(page, COFFEE).locator('label.star').nth(3).click();
    expect((await rated).status()).toBe(200);
    await expect.poll(() => card(page, COFFEE).getByRole('radio', { name: '4 stjerner' }).isChecked()).toBe(true);
    expect((await lookup(api)).find((c) => c.title === COFFEE)?.rating).toBe(4);

    // 2. "Ikke nu" on the napkins: gone, and still gone after a reload.
    await card(page, NAPKINS).getByRole('button', { name: /^Ikke nu/ }).click();
    await expect.poll(() => card(page, NAPKINS).count()).toBe(0);
    await page.reload();
    await expect.poll(() => widget.locator('li.card').count()).toBeGreaterThanOrEqual(2);
    expect(await card(page, NAPKINS).count()).toBe(0);
    expect((await lookup(api)).map((c) => c.title)).not.toContain(NAPKINS);

    // 3. Adds the oil (2 left): a basket line names the campaign, the card leaves the list.
    const stockBefore = (await lookup(api)).find((c) => c.title === OIL)!.stock;
    await card(page, OIL).getByRole('button', { name: `Tilføj ${OIL} til kurven` }).click();
    const line = page.locator('shop-basket li.line').filter({ hasText: `Kampagne: ${OIL}` });
    await line.waitFor({ state: 'visible' });
    await expect.poll(() => card(page, OIL).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // 4. Removes it from the basket: the line is gone and the stock is back.
    await line.getByRole('button', { name: /^Fjern kampagnevaren/ }).click();
    await expect.poll(() => line.count()).toBe(0);
    await expect.poll(async () => (await lookup(api)).find((c) => c.title === OIL)?.stock).toBe(stockBefore);
    await card(page, OIL).waitFor({ state: 'visible' });
    expect(fx.pageErrors).toEqual([]);
  });

  it('the marketing report on /cms/kampagner is for admins; kok reads a Danish refusal', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    await json(page.request.post('/api/checkout/setcomment', { data: { id: (await lookup(page.request))[0]!.id, comment: 'Mere af det, tak' } }));
    await page.goto('/cms/kampagner');
    await page.locator('shop-campaign-report').getByText('Kun administratorer kan se kampagnerapporten.').waitFor();
    await json(page.request.post('/api/profile/logout', { data: {} }));

    await page.goto('/');
    await loginViaWidget(page, { email: 'admin@grossist.dk', password: 'demo1234' });
    await page.goto('/cms/kampagner');
    const table = page.locator('shop-campaign-report').getByRole('table', { name: 'Kampagner ved kassen' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(6);
    await page.locator('shop-campaign-report').getByText('Mere af det, tak').waitFor();
    expect(await page.locator('shop-campaign-report div.report').textContent()).not.toContain('@');
    expect(await axeViolations(page)).toEqual([]);
  });
});
