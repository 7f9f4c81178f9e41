// Issue 22 point 4 end to end, shopping-list mode: kok@incokunde.dk (site inco, cart type 1) adds three
// products from search (the cards say "Føj til indkøbsliste") and a favourite list of his to the current
// shopping list, sees the count in the mini basket, names the list and edits one amount on /indkoebsliste,
// sends it after the confirm dialog, and finds it read-only on top of the sent lists with a new empty
// current list; axe finds nothing on the page. Real server, real database; the favourite list is made
// through the API (he has none seeded) and deleted afterwards.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, expectJson as json, expectToast, loginViaWidget, miniBasketShows, openSearch, productCards, useBrowser } from './browser';

const INCO_USER = { email: 'kok@incokunde.dk', password: 'demo1234' };
const ADD_TO_LIST = /^Føj til indkøbsliste: .+$/;

interface ListWire { id: number; name: string; sentAt: string | null; itemCount: number; lines: { id: number; productId: string; amount: number }[] }

/** Cards whose "Føj til indkøbsliste: …" button is enabled. */
function listableCards(page: Page) {
  return productCards(page).filter({ has: page.getByRole('button', { name: ADD_TO_LIST, disabled: false }) });
}

/** A card's product id (each card says 'Varenr. <id>'). */
async function cardId(card: ReturnType<typeof listableCards>): Promise<string> {
  return ((await card.locator('.id').first().textContent()) ?? '').replace(/\D/g, '');
}

describe('shopping-list mode (issue 22 point 4)', () => {
  const fx = useBrowser();
  const made: number[] = [];

  afterEach(async () => {
    for (const id of made.splice(0)) await fx.context.request.delete(`/api/favoritelists/${id}`, { data: {} }).catch(() => undefined);
  });

  it('kok@incokunde.dk fills his shopping list from search and a favourite list, edits it, sends it', async () => {
    const { page } = fx;
    const api = page.request;
    await loginViaWidget(page, INCO_USER);
    const before = await json<ListWire>(api.get('/api/shoppinglists/null'));
    const onList = new Set(before.lines.map((l) => l.productId));

    // 1. Three products from search, each by its card's "Føj til indkøbsliste" (no "Læg i kurv" anywhere).
    await openSearch(page, 'mælk');
    await expect.poll(() => listableCards(page).count(), { timeout: 20_000 }).toBeGreaterThan(4);
    expect(await productCards(page).getByRole('button', { name: /^Læg i kurv: .+$/ }).count()).toBe(0);
    const cards = listableCards(page);
    const fresh: number[] = [];
    for (let i = 0; i < (await cards.count()) && fresh.length < 5; i++) if (!onList.has(await cardId(cards.nth(i)))) fresh.push(i);
    expect(fresh.length).toBe(5);
    const searchIds: string[] = [];
    for (const i of fresh.slice(0, 3)) {
      const card = cards.nth(i);
      searchIds.push(await cardId(card));
      const add = card.getByRole('button', { name: ADD_TO_LIST });
      expect(await add.textContent()).toBe('Føj til indkøbsliste');
      await card.getByLabel(/^Antal af /).fill('1');
      const answer = page.waitForResponse((r) => r.url().includes('/api/shoppinglists/addline') && r.request().method() === 'POST');
      await add.click();
      expect((await answer).status()).toBe(200);
      await expectToast(page, '1 vare tilføjet til indkøbslisten');
    }
    await miniBasketShows(page, `${before.itemCount + 3} varer på indkøbslisten`);
    // §6 "no delivery deadlines": the header's mini basket shows no delivery date in the mode.
    expect(await page.locator('shop-mini-basket').first().getByText(/^Levering /).count()).toBe(0);

    // 2. A favourite list of two more products, added whole: ONE addlines call.
    const favouriteIds = [await cardId(cards.nth(fresh[3]!)), await cardId(cards.nth(fresh[4]!))];
    const favourite = await json<{ i: number }>(api.post('/api/favoritelists', { data: { listName: `E2E indkøb ${Date.now()}`, shared: false } }), 201);
    made.push(favourite.i);
    for (const productId of favouriteIds) await json(api.post('/api/favoritelists/addproduct', { data: { id: favourite.i, productId } }));
    await page.goto(`/soeg?favoritelist=${favourite.i}`);
    await expect.poll(() => productCards(page).count(), { timeout: 20_000 }).toBe(2);
    const addAll = page.locator('shop-product-list').getByRole('button', { name: 'Føj hele listen til indkøbslisten' });
    const addlines = page.waitForResponse((r) => r.url().includes('/api/shoppinglists/addlines') && r.request().method() === 'POST');
    await addAll.click();
    expect((await addlines).status()).toBe(200);
    await expectToast(page, '2 varer tilføjet til indkøbslisten');
    const expected = before.itemCount + 5;
    await miniBasketShows(page, `${expected} varer på indkøbslisten`);
    expect(await page.locator('shop-mini-basket').first().getByRole('link').first().getAttribute('href')).toBe('/indkoebsliste');

    // 3. The list page: name the list, change one amount.
    await page.goto('/indkoebsliste');
    const widget = page.locator('shop-shopping-list');
    const current = widget.getByRole('region', { name: 'Din nuværende indkøbsliste' });
    await expect.poll(() => current.getByRole('row').count(), { timeout: 20_000 }).toBe(expected + 1);
    const listName = `E2E uge ${Date.now()}`;
    await current.getByLabel('Navn på listen').fill(listName);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/shoppinglists' && r.request().method() === 'PUT');
    await current.getByRole('button', { name: 'Gem navn og kommentar' }).click();
    expect((await saved).status()).toBe(200);

    // The first product from search, found by its row (the table shows the lines in the server's order).
    const shown = await json<ListWire>(api.get('/api/shoppinglists/null'));
    const editedIndex = shown.lines.findIndex((l) => l.productId === searchIds[0]);
    const edited = shown.lines[editedIndex]!;
    const amount = current.getByLabel(/^Antal af /).nth(editedIndex);
    await amount.fill('3');
    const updated = page.waitForResponse((r) => r.url().includes('/api/shoppinglists/updateline') && r.request().method() === 'PUT');
    await amount.press('Enter');
    expect((await updated).status()).toBe(200);
    await expect.poll(async () => (await json<ListWire>(api.get('/api/shoppinglists/null'))).lines.find((l) => l.id === edited.id)?.amount).toBe(3);

    // axe on the shopping-list page with a filled list.
    expect(await axeViolations(page)).toEqual([]);

    // 4. Send, after the confirm dialog.
    await current.getByRole('button', { name: 'Send indkøbslisten' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Send indkøbslisten?' });
    await dialog.waitFor({ state: 'visible' });
    const sent = page.waitForResponse((r) => r.url().includes('/api/shoppinglists/send') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Ja, send listen' }).click();
    expect((await sent).status()).toBe(200);

    // 5. A new, empty current list; the sent one on top of the sent lists, read-only.
    await current.getByText('Indkøbslisten er tom.', { exact: false }).waitFor({ state: 'visible' });
    await miniBasketShows(page, '0 varer på indkøbslisten');
    const sentSection = widget.getByRole('region', { name: 'Sendte indkøbslister' });
    const first = sentSection.getByRole('listitem').first();
    expect(await first.getByRole('heading').textContent()).toBe(listName);
    expect(await first.getByRole('row').count()).toBe(expected + 1);
    expect(await first.getByRole('textbox').count()).toBe(0);
    expect(await first.getByRole('button').count()).toBe(0);
    expect(await first.getByText(/^Sendt \d{2}-\d{2}-\d{4} .* af /).count()).toBe(1);

    // The server agrees: the list is sent, and the new current list is empty.
    const page1 = await json<{ lists: ListWire[] }>(api.get('/api/shoppinglists/?take=5&skip=0'));
    const sentList = page1.lists.find((l) => l.name === listName)!;
    expect(sentList.sentAt).not.toBeNull();
    expect(sentList.lines.find((l) => l.id === edited.id)?.amount).toBe(3);
    expect((await json<ListWire>(api.get('/api/shoppinglists/null'))).itemCount).toBe(0);

    // axe once more on the sent state.
    expect(await axeViolations(page)).toEqual([]);
  });
});
