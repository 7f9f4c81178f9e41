// Issue 17 §3 "a recipe to a basket" end to end: souschef@kantinen.dk (no other journey asserts on his basket)
// opens a seeded recipe, sets 120 covers, sees the scaled products with their quantities, the total and the
// cost and CO2e per cover BEFORE adding, puts them in the basket with 'Læg alle i kurven', and the basket
// (read through the shop's own API) holds exactly the quantities the widget showed. A visitor sees the
// recipe and the scaling and is invited to log in. Real server, real recipe service, real database; axe on
// every state.
import { describe, expect, it } from 'vitest';
import { axeViolations, expectJson as json, loginViaWidget, useBrowser } from './browser';

// The demo kitchen's sous-chef (department 1001, whose assortment the seeded recipes' products come from);
// the journeys that log him in look at favourite lists, never at his basket.
const SOUSCHEF = { email: 'souschef@kantinen.dk', password: 'demo1234' };
const RECIPE_PATH = '/inspiration/opskrifter/frikadeller-med-kartofler-og-brun-sovs-4101';

interface BasketLine { productId: string; unit: string; amount: number }

/** Amounts per product and unit, summed, rounded to hundredths (KG lines carry two decimals). */
function byProduct(lines: readonly BasketLine[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of lines) out[`${l.productId} ${l.unit}`] = Math.round(((out[`${l.productId} ${l.unit}`] ?? 0) + l.amount) * 100) / 100;
  return out;
}

describe('a recipe to the basket', () => {
  const fx = useBrowser();

  it('a visitor sees the recipe scaled and is invited to log in', async () => {
    const { page } = fx;
    await page.goto(RECIPE_PATH);
    const widget = page.locator('shop-recipe');
    await widget.getByRole('heading', { level: 1 }).waitFor();
    await widget.getByLabel('Antal kuverter').fill('120');
    await widget.getByRole('heading', { name: 'Ingredienser til 120 kuverter' }).waitFor();
    await widget.getByRole('link', { name: 'Log ind for at lægge varerne i kurven' }).waitFor();
    expect(await widget.getByRole('table').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('souschef@kantinen.dk puts the recipe for 120 covers in the basket, with the total shown before adding', async () => {
    const { page, context } = fx;
    const api = context.request;
    await loginViaWidget(page, SOUSCHEF);

    // A delivery date of this test's own, weeks ahead, with an empty basket.
    const { dates } = await json<{ dates: string[] }>(api.get('/api/deliverydate/getall'));
    const date = dates[Math.min(14, dates.length - 1)]!;
    await json(api.post(`/api/deliverydate/set/${date}`, { data: {} }));
    await api.delete(`/api/order/emptybasket/${date}`, { data: {} });

    await page.goto(RECIPE_PATH);
    const widget = page.locator('shop-recipe');
    await widget.getByRole('heading', { level: 1 }).waitFor();
    await widget.getByRole('table').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Bad input first: an inline Danish message, nothing sent.
    const covers = widget.getByLabel('Antal kuverter');
    await covers.fill('0');
    await widget.getByRole('alert').filter({ hasText: 'Skriv antal kuverter som et helt tal fra 1 til 5000.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await covers.fill('120');
    await widget.getByRole('heading', { name: 'Ingredienser til 120 kuverter' }).waitFor();
    // What the widget says it will order, BEFORE adding.
    const rows = widget.locator('tr[data-amount]');
    await rows.first().waitFor();
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => ({
      productId: tr.getAttribute('data-product-id') ?? '',
      unit: tr.getAttribute('data-unit') ?? '',
      amount: Number(tr.getAttribute('data-amount')),
    })));
    expect(shown.length).toBeGreaterThan(0);
    const total = widget.getByText('I alt ekskl. pant');
    await total.waitFor();
    expect(await widget.locator('dd').first().textContent()).toMatch(/\d,\d{2}\s?kr\./);
    await widget.getByText('Pris pr. kuvert').waitFor();

    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await widget.getByRole('button', { name: 'Læg alle i kurven' }).click();
    const sent = (await added).request().postDataJSON() as { origin: number; productId: string; unit: string; amount: number }[];
    expect(sent.map((i) => i.origin)).toEqual(shown.map(() => 15));
    await widget.getByText(/varer? lagt i kurven\./).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Two ingredient lines of one product become one basket line: compare per product and unit.
    const basket = await json<{ lines: BasketLine[] }>(api.get('/api/order/revieworder'));
    expect(byProduct(basket.lines)).toEqual(byProduct(shown));
    expect(fx.pageErrors).toEqual([]);
  });
});
