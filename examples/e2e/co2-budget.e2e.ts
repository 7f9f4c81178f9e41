// Issue 20 point 5 end to end: kok@kantinen.dk (department 1001: 2,50 kg CO2e per line, 30 % organic)
// puts heavy meat and a couple of other products in a basket of its own delivery date, sees the figure
// against the target and a lower-CO2e alternative on /kurv, and swaps a line with "Byt": the line keeps
// its place and amount with the new product, and the figure changes. kok@udenco2.dk (hideCo2) sees no
// budget and never asks for one. Real server, real database; axe on the basket with the budget shown.
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectToast, loginViaWidget, useBrowser, expectJson as json } from './browser';

interface ProductWire { i: string[]; d: string; e?: number | null; u: { i: string; f?: boolean }[] }
interface Alternative { productId: string; name: string; unit: string; amount: number; saving: number }
interface Budget {
  deliveryDate: string;
  co2TargetPerLine: number | null;
  averageCo2: number;
  lines: { lineNo: number; productId: string; name: string; unit: string; amount: number; alternative: Alternative | null }[];
}

/** §9: 2 decimals with a comma. */
const co2Text = (value: number) => value.toFixed(2).replace('.', ',');
const amountText = (value: number) => String(value).replace('.', ',');

/** A delivery date of this test's own, a couple of weeks ahead: an empty basket, no deadline in the way. */
async function ownDeliveryDate(api: APIRequestContext, index: number): Promise<string> {
  const { dates } = await json<{ dates: string[] }>(api.get('/api/deliverydate/getall'));
  const date = dates[Math.min(index, dates.length - 1)]!;
  await json(api.post(`/api/deliverydate/set/${date}`, { data: {} }));
  await api.delete(`/api/order/emptybasket/${date}`, { data: {} });
  return date;
}

/**
 * Adds up to `count` products found by `text`, heaviest CO2e first, one per name; answers how many went
 * in. A hideCo2 user's products carry no CO2e (§6): `withCo2` false takes them as found.
 */
async function addHeaviest(api: APIRequestContext, text: string, count: number, withCo2 = true): Promise<number> {
  const found = await json<{ products: ProductWire[] }>(api.post('/api/product/search', { data: { payload: { text }, take: 40 } }));
  const names = new Set<string>();
  let added = 0;
  for (const p of found.products.filter((x) => !withCo2 || (x.e ?? 0) > 0).sort((a, b) => (b.e ?? 0) - (a.e ?? 0))) {
    if (added === count) break;
    if (names.has(p.d)) continue;
    const unit = (p.u.find((u) => u.f) ?? p.u[0])!.i;
    const cart = await json<{ addedOrderlines: number }>(api.post('/api/order/addtoorder', { data: [{ origin: 1, productId: p.i[0], unit, amount: 2, expiryProduct: false }] }));
    if (cart.addedOrderlines === 1) {
      names.add(p.d);
      added++;
    }
  }
  return added;
}

describe('CO2e and organic budget in the basket (issue 20 point 5)', () => {
  const fx = useBrowser();

  it('kok@kantinen.dk sees the figure against 2,50 kg and swaps a heavy line to a lower-CO2e product', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const api = page.request;
    const date = await ownDeliveryDate(api, 12);
    try {
      expect(await addHeaviest(api, 'okse', 2)).toBe(2);
      expect(await addHeaviest(api, 'mælk', 2)).toBeGreaterThan(0);
      const budget = await json<Budget>(api.get('/api/order/co2budget'));
      expect(budget.co2TargetPerLine).toBe(2.5);
      const line = budget.lines.find((l) => l.alternative !== null);
      if (!line) throw new Error(`no lower-CO2e alternative for the heavy lines: ${JSON.stringify(budget.lines)}`);
      const alt = line.alternative!;

      await page.goto('/kurv');
      const basket = page.locator('shop-basket');
      const panel = basket.locator('section.co2-budget');
      const figure = panel.locator('li.budget-figure').first();
      await expect.poll(() => figure.textContent()).toContain(`CO2e pr. ordrelinje: ${co2Text(budget.averageCo2)} kg · mål 2,50 kg`);
      // Over or under in words, not colour alone.
      expect(await figure.textContent()).toMatch(budget.averageCo2 <= 2.5 ? /Inden for målet/ : /Over målet/);
      await panel.getByText(/^Økologisk andel \d+ % · mål 30 %/).waitFor();
      await panel.getByText(`Lavere CO2e: ${alt.name} (−${co2Text(alt.saving)} kg)`, { exact: false }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const row = basket.locator(`li.line[data-line-no="${line.lineNo}"]`);
      expect(await row.locator('.line-name').textContent()).toBe(line.name);
      const before = await figure.textContent();
      const swapped = page.waitForResponse((r) => r.url().includes('/api/order/swapline'));
      await panel.getByRole('button', { name: `Byt ${line.name} til ${alt.name}` }).click();
      expect((await swapped).status()).toBe(200);
      await expectToast(page, `${line.name} er byttet til ${alt.name}.`);

      // The same line (its number and place) now holds the alternative, with the amount the swap keeps.
      await expect.poll(() => row.locator('.line-name').textContent()).toBe(alt.name);
      expect(await row.locator('input.amount').inputValue()).toBe(amountText(alt.amount));
      // The figure follows the basket.
      await expect.poll(() => figure.textContent()).not.toBe(before);
      const after = await json<Budget>(api.get('/api/order/co2budget'));
      expect(after.averageCo2).toBeLessThan(budget.averageCo2);
      expect(await figure.textContent()).toContain(`CO2e pr. ordrelinje: ${co2Text(after.averageCo2)} kg`);
      expect(fx.pageErrors).toEqual([]);
    } finally {
      await api.delete(`/api/order/emptybasket/${date}`, { data: {} });
    }
  });

  it('kok@udenco2.dk (hideCo2) sees the basket without any budget', async () => {
    const { page } = fx;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/order/co2budget')) asked.push(r.url());
    });
    await loginViaWidget(page, { email: 'kok@udenco2.dk', password: 'demo1234' });
    const api = page.request;
    const date = await ownDeliveryDate(api, 12);
    try {
      expect(await addHeaviest(api, 'okse', 1, false)).toBe(1);
      await page.goto('/kurv');
      const basket = page.locator('shop-basket');
      await basket.locator('li.line').first().waitFor();
      await basket.getByRole('button', { name: /^Fjern / }).first().waitFor();
      expect(await basket.locator('section.co2-budget').count()).toBe(0);
      expect(await basket.getByText('CO2e og økologi').count()).toBe(0);
      expect(await basket.getByRole('button', { name: /^Byt / }).count()).toBe(0);
      expect(asked).toEqual([]);
      expect((await api.get('/api/order/co2budget')).status()).toBe(403);
    } finally {
      await api.delete(`/api/order/emptybasket/${date}`, { data: {} });
    }
  });
});
