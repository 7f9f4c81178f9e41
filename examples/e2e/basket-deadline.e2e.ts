// Issue 20 points 4 and 6 end to end. The server runs on the real clock; the browser on Playwright's
// clock. kok@kantinen.dk puts a product with a deadline (§3 l '1d@14:00', seeded) and a weighed product
// in the basket of a delivery date whose deadline is still ahead in real time; the browser's clock is set
// to 81 minutes before that deadline on its day: the line counts down, and after fast-forwarding past the
// deadline it is too late, with the next date it can reach, without a reload. The weighed line shows an
// estimated price in the basket, the confirmation and the history. axe on the basket page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, loginViaWidget, useBrowser } from './browser';

interface WireProduct { i: string[]; g: string; u: { i: string; w: boolean }[]; p: number | null; l?: string[] }

const JSON_HEADERS = { 'Content-Type': 'application/json' };
/** §3 origin ListSearch (docs/decisions/002). */
const ORIGIN_LIST_SEARCH = 1;
/** yyyy-MM-dd as the page writes it: dd-mm-yyyy (§1). */
const danishDate = (iso: string) => iso.split('-').reverse().join('-');

/** A page of a posting group's products, with their deadlines (`l`: search leaves it out, getbyids has it). */
async function searchGroup(page: Page, group: string, skip: number): Promise<WireProduct[]> {
  const res = await page.request.post('/api/product/search', { data: { payload: { postingGroups: [group] }, skip, take: 100 }, headers: JSON_HEADERS });
  expect(res.status()).toBe(200);
  const ids = ((await res.json()) as { products: WireProduct[] }).products.map((p) => p.i[0]!);
  if (ids.length === 0) return [];
  const cards = await page.request.get(`/api/product/getbyids?products=${ids.join(',')}`);
  expect(cards.status()).toBe(200);
  return (await cards.json()) as WireProduct[];
}

/** Adds one line; true when the server took it (a product may be refused: no food info, no price). */
async function tryAdd(page: Page, productId: string, unit: string, amount: number): Promise<boolean> {
  const res = await page.request.post('/api/order/addtoorder', {
    data: [{ origin: ORIGIN_LIST_SEARCH, amount, productId, unit, expiryProduct: false }],
    headers: JSON_HEADERS,
  });
  return res.status() === 200 && ((await res.json()) as { addedOrderlines: number }).addedOrderlines === 1;
}

describe('deadline countdown and weighed goods in the basket (issue 20 points 4 and 6)', () => {
  const fx = useBrowser();

  it('a line counts down and turns too late without a reload; weighed prices are estimates to the history', async () => {
    const { page } = fx;
    await loginViaWidget(page);

    // Seeded products (api-server/seed/product-details-data.ts): some of group 20 must be ordered the
    // working day before by 14:00 ('1d@14:00'); fish (group 40) is sold by weight.
    const rule = '1d@14:00';
    const candidates: WireProduct[] = [];
    for (let skip = 0; candidates.length < 10 && skip < 1_000; skip += 100) {
      candidates.push(...(await searchGroup(page, '20', skip)).filter((p) => p.l?.join() === rule && p.p && p.u[0] && !p.u[0].w));
    }
    if (candidates.length === 0) throw new Error(`no seeded product with the deadline ${rule}`);

    // A delivery date whose deadline is at least an hour ahead in real time (the server's clock), as the
    // server computes it (POST /api/deadlines/delivery for the session's date).
    const dates = ((await (await page.request.get('/api/deliverydate/getall')).json()) as { dates: string[] }).dates;
    let date: string | undefined;
    let deadline = 0;
    for (const d of dates.slice(2, 12)) {
      expect((await page.request.post(`/api/deliverydate/set/${d}`, { headers: JSON_HEADERS })).status()).toBe(200);
      const answer = await page.request.post('/api/deadlines/delivery', { data: { productId: candidates[0]!.i[0] }, headers: JSON_HEADERS });
      const at = Date.parse(((await answer.json()) as { deadline: string | null }).deadline ?? '');
      if (at > Date.now() + 60 * 60_000) {
        [date, deadline] = [d, at];
        break;
      }
    }
    if (!date) throw new Error('no delivery date with its deadline ahead');
    const emptied = await page.request.delete(`/api/order/emptybasket/${date}`, { headers: JSON_HEADERS });
    expect([200, 204, 404]).toContain(emptied.status());

    let deadlined: WireProduct | undefined;
    for (const p of candidates) {
      if (await tryAdd(page, p.i[0]!, p.u[0]!.i, 1)) {
        deadlined = p;
        break;
      }
    }
    if (!deadlined) throw new Error(`no orderable seeded product with the deadline ${rule}`);
    let weighed: WireProduct | undefined;
    for (let skip = 0; !weighed && skip < 1_000; skip += 100) {
      for (const p of await searchGroup(page, '40', skip)) {
        const unit = p.u.find((u) => u.w);
        if (unit && p.p && (p.l ?? []).length === 0 && (await tryAdd(page, p.i[0]!, unit.i, 1.5))) {
          weighed = p;
          break;
        }
      }
    }
    if (!weighed) throw new Error('no orderable seeded weighed product without a deadline');

    // The browser's clock: 81 minutes before the deadline, on its day, and running; so the page, however
    // long it takes to load (under a minute), shows 80 whole minutes left.
    await page.clock.install({ time: new Date(deadline - 81 * 60_000) });
    await page.goto('/kurv');
    const basket = page.locator('shop-basket');
    const line = basket.locator('li.line').filter({ hasText: deadlined.i[0]! });
    await line.getByText('Bestil inden 14:00 – 1 t 20 min').waitFor();
    await basket.getByText(`Afgiv kurven inden 14:00 for levering ${danishDate(date)}`).waitFor();
    const weighedLine = basket.locator('li.line').filter({ hasText: weighed.i[0]! });
    await weighedLine.getByText(/^ca\. .* – endelig pris efter vejning$/).waitFor();
    await expect.poll(() => basket.locator('dd.total').textContent()).toMatch(/^ca\. /);
    expect(await axeViolations(page)).toEqual([]);

    // A marker on the page proves there is no reload.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    // Two minute ticks on (80 minutes left at the first, 79 at the second).
    await page.clock.runFor('02:00');
    await line.getByText('Bestil inden 14:00 – 1 t 19 min').waitFor();
    await page.clock.runFor('01:20:00');
    const passed = line.locator('[aria-live="polite"]');
    await expect.poll(() => passed.textContent()).toMatch(new RegExp(`^For sent til levering ${danishDate(date)}\\. Kan nås til levering \\d{2}-\\d{2}-\\d{4}\\.$`));
    expect(await line.getByText(/Bestil inden/).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The server's clock is real: the order can still be placed. The confirmation says "ca.".
    const completed = page.waitForResponse((r) => r.url().includes('/api/order/complete'));
    await basket.getByRole('button', { name: 'Afgiv ordre' }).click();
    const res = await completed;
    expect(res.status()).toBe(201);
    const { orderNo } = (await res.json()) as { orderNo: number };
    await basket.getByRole('heading', { name: 'Tak for din ordre' }).waitFor();
    await basket.getByText(/^Total ekskl\. pant: ca\. /).waitFor();
    await basket.getByText('Ordren har varer, der vejes: endelig pris efter vejning.').waitFor();

    await page.goto('/ordrer');
    const order = page.locator('shop-order-history').getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Ordre nr. ${orderNo}` }) });
    await order.waitFor();
    await order.getByText('Ordren har varer, der vejes: endelig pris efter vejning.').waitFor();
    expect(await order.locator('.order-total').textContent()).toMatch(/^ca\. /);
    expect(fx.pageErrors).toEqual([]);
  });
});
