// Steps the two punch-out journeys share (issue 16): the example procurement system at /indkoebssystem
// (examples/procurement/) as the buyer, the shop as indkob@kommune.dk in a punch-out session.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { cardControls, openSearch, orderableCards, productCards, UI_TIMEOUT } from './browser';

/** The shop's unit -> the code punch-out sends (core/rules/punch-out-units.ts; examples/ may not import core). */
const UNIT_CODES: Record<string, string> = {
  STK: 'EA', KG: 'KGM', G: 'GRM', L: 'LTR', KRT: 'CT', PK: 'PK', FL: 'BO', DS: 'CA', BK: 'TU', SPN: 'BJ', PS: 'BG', RL: 'RO', BDT: 'BE',
};

export function unitCode(unit: string): string {
  return UNIT_CODES[unit.toUpperCase()] ?? 'EA';
}

export interface BasketLine {
  productId: string;
  name: string;
  unit: string;
  amount: number;
  unitPriceOre: number | null;
  lineTotalOre: number | null;
}

export interface Basket {
  lines: BasketLine[];
  totalOre: number | null;
}

/** The basket of the session's delivery date, as the shop has it (the page's own cookie). */
export async function readBasket(page: Page): Promise<Basket> {
  // Asked from the page (the browser's own connection), not page.request: its kept-alive socket was
  // reset by the server's idle timeout once in CI (ECONNRESET).
  const { status, body } = await page.evaluate(async () => {
    const res = await fetch('/api/order/revieworder', { credentials: 'same-origin' });
    return { status: res.status, body: await res.json() as unknown };
  });
  expect(status).toBe(200);
  return body as Basket;
}

/** Starts a punch-out from the example procurement system and waits for the shop page it lands on. */
export async function punchOut(page: Page, button: 'Start OCI-punch-out' | 'Start cXML-punch-out', landsOn = '/soeg'): Promise<void> {
  await page.goto('/indkoebssystem');
  await page.getByRole('heading', { name: 'Indkøbssystem (eksempel)' }).waitFor();
  await Promise.all([
    page.waitForURL((url) => url.pathname === landsOn, { timeout: UI_TIMEOUT }),
    page.getByRole('button', { name: button }).click(),
  ]);
}

/** The newest requisition on /indkoebssystem. */
export function newestRequisition(page: Page): Locator {
  return page.locator('section.po-requisition').first();
}

/**
 * A card for `phrase` that can be ordered in `unit`, with that unit chosen in its unit picker.
 * Skips products already in the basket, so three adds give three lines.
 */
async function cardIn(page: Page, phrase: string, unit: string): Promise<Locator> {
  await openSearch(page, phrase);
  await productCards(page).first().waitFor({ timeout: UI_TIMEOUT });
  const card = orderableCards(page)
    .and(page.locator('article:not([data-state~="inBasket"])'))
    .filter({ has: page.locator(`option[value="${unit}"]`) })
    .first();
  if ((await card.count()) === 0) throw new Error(`no orderable card for "${phrase}" in ${unit}`);
  const picker = card.getByLabel(/^Enhed for /);
  if ((await picker.count()) > 0 && (await picker.inputValue()) !== unit) await picker.selectOption(unit);
  return card;
}

/** Adds `amount` (as typed, "2,5") of a `phrase` product in `unit`. */
export async function addFromSearch(page: Page, phrase: string, unit: string, amount: string): Promise<void> {
  const card = await cardIn(page, phrase, unit);
  // Punch-out: no near-expiry (madspild) offers among the cards (§6).
  expect(await page.locator('shop-product-list article[data-state~="expiry"]').count()).toBe(0);
  const { amount: field, add } = cardControls(card);
  await field.fill(amount);
  const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
  await add.click();
  expect((await added).status()).toBe(200);
}

/** The three products both journeys put in the basket: one by weight with a decimal amount. */
export async function fillBasket(page: Page): Promise<Basket> {
  await addFromSearch(page, 'bananer', 'KG', '2,5');
  await addFromSearch(page, 'agurk', 'STK', '4');
  await addFromSearch(page, 'mælk', 'STK', '3');
  const basket = await readBasket(page);
  expect(basket.lines).toHaveLength(3);
  expect(basket.lines.map((l) => l.amount).sort()).toEqual([2.5, 3, 4]);
  return basket;
}

/** The product dropdown of a punch-out user: favourite lists only, no Fastordrer tab (§2, §6). */
export async function expectFavouriteListsOnly(page: Page): Promise<void> {
  const card = productCards(page).first();
  await card.getByRole('button', { name: /^Favoritlister/ }).click();
  const panel = card.getByRole('dialog', { name: /^Favoritlister/ });
  await panel.getByRole('button', { name: 'Opret ny liste' }).waitFor();
  expect(await panel.getByRole('tab', { name: 'Fastordrer' }).count()).toBe(0);
  const tabs = await panel.getByRole('tab').allTextContents();
  expect(tabs.every((t) => t.trim() === 'Favoritlister')).toBe(true);
  await page.keyboard.press('Escape');
}

/** Clicks "Overfør til indkøbssystem" on /kurv and waits for the procurement system's page. */
export async function transfer(page: Page): Promise<void> {
  await page.goto('/kurv');
  const basket = page.locator('shop-basket');
  await expect.poll(() => basket.locator('li.line').count()).toBe(3);
  // The button is disabled while the basket page still loads (revieworder, delivery dates): wait for it
  // first, so the answer's wait below counts from the click, not from a page still busy on a slow machine.
  const button = basket.getByRole('button', { name: 'Overfør til indkøbssystem' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/order/completepoorder'), { timeout: 60_000 });
  const posted = page.waitForRequest((r) => r.url().endsWith('/indkoebssystem/retur') && r.method() === 'POST', { timeout: 60_000 });
  await button.click();
  // The shop's answer first, with its text when it refused: a failure then says why.
  // (The body is read only then: after a 200 the page navigates away and it may be gone.)
  const answer = await answered;
  if (answer.status() !== 200) throw new Error(`completepoorder ${answer.status()}: ${await answer.text().catch(() => '')}`);
  await posted;
  await page.waitForURL((url) => url.pathname === '/indkoebssystem');
}

/** The requisition shows the basket's lines: product, quantity, unit code, unit price, line total, total. */
export async function expectRequisitionOf(requisition: Locator, basket: Basket): Promise<void> {
  const rows = requisition.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(basket.lines.length);
  for (const line of basket.lines) {
    const row = requisition.locator(`tbody tr[data-product-id="${line.productId}"]`);
    expect(await row.count()).toBe(1);
    expect(await row.getAttribute('data-quantity')).toBe(String(line.amount));
    expect(await row.getAttribute('data-unit')).toBe(unitCode(line.unit));
    expect(await row.getAttribute('data-unit-price')).toBe(((line.unitPriceOre ?? 0) / 100).toFixed(2));
    expect(Number(await row.getAttribute('data-line-total-ore'))).toBe(line.lineTotalOre);
    // What the buyer reads: Danish decimals.
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[2]).toBe(String(line.amount).replace('.', ','));
    expect(cells[3]).toBe(unitCode(line.unit));
  }
  expect(Number(await requisition.locator('[data-total-ore]').getAttribute('data-total-ore'))).toBe(basket.totalOre);
}

/** Cancels the punch-out from the shop's banner and waits for the procurement system's page. */
export async function cancelFromBanner(page: Page): Promise<void> {
  const cancel = page.getByRole('button', { name: 'Annullér og vend tilbage' });
  await cancel.waitFor();
  await Promise.all([page.waitForURL((url) => url.pathname === '/indkoebssystem'), cancel.click()]);
}
