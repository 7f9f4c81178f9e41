// Issue 5 end to end, the favourite-list view of <shop-product-list> (?favoritelist=): kok@kantinen.dk
// opens a list of his in its own sorting (own priority, 0), sets priorities (the order follows and
// survives a reload), changes a product's unit and accepts the prompt (another list of his gets the unit
// too), and puts the whole list in the basket with ONE add-to-order call. Real server, real database;
// the two lists are made through the API from his seeded 'Faste varer' and deleted afterwards.
import type { APIRequestContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectToast, loginViaWidget, miniBasketShows, productCards, useBrowser, axeViolations, expectJson as json } from './browser';

interface UnitWire { i: string; f?: boolean }
interface ProductWire { i: string[]; d: string; u: UnitWire[]; p: number | null; f?: string | null; x?: Record<string, unknown> }
interface ListDetail { i: number; n: string; sorting: number; items: { productId: string; stdUnit: string | null; ownPriority: number | null }[] }

/** Orderable in the shop today: a price, not discontinued, food information where it is required. */
function orderable(p: ProductWire, today: string): boolean {
  const x = p.x ?? {};
  return (p.p ?? 0) > 0 && !(p.f && p.f <= today) && !(x.foodInfoRequired && !x.foodInfo) && !x.discontinuedByHQ;
}

/** The product ids of the cards, in the order shown (each card says 'Varenr. <id>'). */
function shownIds(page: Page): Promise<string[]> {
  return productCards(page).evaluateAll((cards) => cards.map((c) => (c.querySelector('.id')?.textContent ?? '').replace(/\D/g, '')));
}


describe('favourite-list view: own priorities, standard unit for all lists, the whole list in one call', () => {
  const fx = useBrowser();
  const made: number[] = [];
  const restore: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    for (const undo of restore.splice(0)) await undo().catch(() => undefined);
    for (const id of made.splice(0)) await fx.context.request.delete(`/api/favoritelists/${id}`, { data: {} }).catch(() => undefined);
  });

  async function createList(api: APIRequestContext, name: string, productIds: string[]): Promise<number> {
    const list = await json<{ i: number }>(api.post('/api/favoritelists', { data: { listName: name, shared: false } }), 201);
    made.push(list.i);
    for (const productId of productIds) await json(api.post('/api/favoritelists/addproduct', { data: { id: list.i, productId } }));
    return list.i;
  }

  it('kok@kantinen.dk sorts by own priority, sets a unit for all lists and orders the whole list', async () => {
    const { page } = fx;
    const api = page.request;
    await loginViaWidget(page);

    // 1. Five orderable products from his seeded list; the first has more than one unit.
    const lists = await json<{ i: number; n: string }[]>(api.get('/api/favoritelists'));
    const seeded = lists.find((l) => l.n === 'Faste varer');
    if (!seeded) throw new Error("kok@kantinen.dk has no seeded list 'Faste varer'");
    const seededList = await json<ListDetail>(api.get(`/api/favoritelists/get?id=${seeded.i}`));
    const seededItems = seededList.items.map((i) => i.productId);
    const wires = await json<ProductWire[]>(api.get(`/api/product/getbyids?products=${seededItems.join(',')}`));
    const today = new Date().toISOString().slice(0, 10);
    const candidates = wires.filter((p) => orderable(p, today));
    const withUnits = candidates.find((p) => p.u.length > 1);
    if (!withUnits) throw new Error('no orderable product with two units on the seeded list');
    const products = [withUnits, ...candidates.filter((p) => p !== withUnits).slice(0, 4)];
    expect(products).toHaveLength(5);
    const [p0, , , p3, p4] = products as [ProductWire, ProductWire, ProductWire, ProductWire, ProductWire];
    const id = (p: ProductWire) => p.i[0]!;

    // The unit set for all lists reaches the seeded list too: put it back afterwards.
    const seededUnit = seededList.items.find((i) => i.productId === id(p0))!.stdUnit;
    restore.push(() => api.post('/api/favoritelists/standardunit', { data: { id: seeded.i, productId: id(p0), stdUnit: seededUnit } }));

    const listId = await createList(api, `E2E visning ${Date.now()}`, products.map(id));
    const otherId = await createList(api, `E2E anden liste ${Date.now()}`, [id(p0)]);

    // A delivery date of this test's own, a few weeks ahead: an empty basket, no deadline in the way.
    const { dates } = await json<{ dates: string[] }>(api.get('/api/deliverydate/getall'));
    const date = dates[Math.min(10, dates.length - 1)]!;
    await json(api.post(`/api/deliverydate/set/${date}`, { data: {} }));

    // 2. The list opens in its own sorting (0, own priority): an own-priority field on every card.
    await page.goto(`/soeg?favoritelist=${listId}`);
    const list = page.locator('shop-product-list');
    await expect.poll(() => productCards(page).count()).toBe(5);
    expect(await list.getByRole('combobox', { name: 'Sortér efter' }).inputValue()).toBe('0');
    await expect.poll(() => shownIds(page)).toEqual(products.map(id));

    // Priorities: the last product first, the fourth second; the rest keep the list's order after them.
    for (const [product, priority] of [[p4, '1'], [p3, '2']] as const) {
      const field = list.getByRole('textbox', { name: `Egen prioritet for ${product.d}` });
      await field.fill(priority);
      const saved = page.waitForResponse((r) => r.url().includes('/api/favoritelists/sortorder'));
      await field.press('Enter');
      expect((await saved).status()).toBe(200);
    }
    const byPriority = [id(p4), id(p3), ...products.slice(0, 3).map(id)];
    await expect.poll(() => shownIds(page)).toEqual(byPriority);
    await page.reload();
    await expect.poll(() => productCards(page).count()).toBe(5);
    await expect.poll(() => shownIds(page)).toEqual(byPriority);
    expect(await list.getByRole('textbox', { name: `Egen prioritet for ${p4.d}` }).inputValue()).toBe('1');

    // 3. Another unit for the first product: saved on this list, then offered for all lists.
    const card = list.getByRole('article', { name: p0.d });
    const unit = card.getByRole('combobox', { name: `Enhed for ${p0.d}` });
    const before = await unit.inputValue();
    const next = p0.u.map((u) => u.i).find((code) => code !== before)!;
    const unitSaved = page.waitForResponse((r) => r.url().endsWith('/api/favoritelists/standardunit'));
    await unit.selectOption(next);
    expect((await unitSaved).status()).toBe(200);
    const prompt = list.getByRole('group', { name: new RegExp(`${next} er nu standardenhed`) });
    await prompt.waitFor();
    // Two other lists hold it: the one made above and the seeded 'Faste varer'.
    await prompt.getByText('Vil du også bruge den på alle dine andre lister med varen (2)?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const forAll = page.waitForResponse((r) => r.url().includes('/api/favoritelists/standardunit/all'));
    await prompt.getByRole('button', { name: 'Ja, alle lister' }).click();
    expect((await forAll).status()).toBe(200);
    await expectToast(page, 'Standardenheden er gemt.');
    await prompt.waitFor({ state: 'detached' });
    const other = await json<ListDetail>(api.get(`/api/favoritelists/get?id=${otherId}`));
    expect(other.items.find((i) => i.productId === id(p0))?.stdUnit).toBe(next);
    const mine = await json<ListDetail>(api.get(`/api/favoritelists/get?id=${listId}`));
    expect(mine.items.find((i) => i.productId === id(p0))?.stdUnit).toBe(next);
    expect(mine.items.find((i) => i.productId === id(p4))?.ownPriority).toBe(1);

    // 4. The whole list into the basket: ONE add-to-order request with all five, the new unit included.
    const basketBefore = (await json<{ previewOrder: { itemCount: number } }>(api.get('/api/order/revieworder'))).previewOrder.itemCount;
    await miniBasketShows(page, basketBefore === 1 ? '1 vare i kurven' : `${basketBefore} varer i kurven`);
    const addRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/order/addtoorder')) addRequests.push(r.postData() ?? '');
    });
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await list.getByRole('button', { name: 'Læg hele listen i kurven' }).click();
    const addedBody = await json<{ addedOrderlines: number }>(added);
    expect(addedBody.addedOrderlines).toBe(5);
    await expectToast(page, '5 varer er lagt i kurven');
    await miniBasketShows(page, `${basketBefore + 5} varer i kurven`);
    expect(addRequests).toHaveLength(1);
    const lines = JSON.parse(addRequests[0]!) as { productId: string; unit: string; amount: number; origin: number }[];
    expect(lines.map((l) => l.productId)).toEqual(products.map(id));
    expect(lines.find((l) => l.productId === id(p0))?.unit).toBe(next);
    expect(new Set(lines.map((l) => l.origin))).toEqual(new Set([5]));
    expect(lines.every((l) => l.amount === 1)).toBe(true);
    expect(fx.pageErrors).toEqual([]);
  });
});
