// Issue 20 §3 end to end: the allergen guard and the kitchen settings on my page, on the real server
// and database. leder@egebakken.dk (admin of the nut-free school kitchen 1004) adds sesame on /min-side
// and saves; kok@egebakken.dk finds a product with nuts: its card warns, adding asks first ("Fortryd"
// adds nothing, "Læg i kurv alligevel" adds it), and the basket page lists it; a cook sees the settings
// read-only; kok@kantinen.dk (1001, nothing excluded) sees no warning and no dialog. axe on /min-side
// and on the open dialog. What the test changed (1004's settings, the baskets) is put back.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectToast, loginViaWidget, openSearch, productCards, UI_TIMEOUT, useBrowser, axeViolations } from './browser';

const PASSWORD = 'demo1234';
const LEDER = { email: 'leder@egebakken.dk', password: PASSWORD };
const KOK = { email: 'kok@egebakken.dk', password: PASSWORD };
const KANTINE = { email: 'kok@kantinen.dk', password: PASSWORD };

interface Settings { excludedAllergens: string[]; co2TargetPerLine: number | null; organicTargetPct: number | null; editable: boolean }
interface GuardList { excludedAllergens: string[]; products: { productId: string; contains: string[]; mayContain: string[] }[] }
interface BasketAnswer { deliveryDate: string; lines: { lineNo: number; productId: string; name: string }[] }

async function asUser(browser: Browser, user: { email: string; password: string }): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  context.setDefaultTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  await loginViaWidget(page, user);
  return { page, close: () => context.close() };
}

/** A JSON call from the page, with its cookies (unsafe methods need the JSON content type). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, credentials: 'include', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
    },
    { method, path, body },
  );
}

/** Removes the basket lines that were not there before (the test's own adds). */
async function restoreBasket(page: Page, before: BasketAnswer): Promise<void> {
  const now = (await api<BasketAnswer>(page, 'GET', '/api/order/revieworder')).body;
  const kept = new Set(before.lines.map((l) => l.lineNo));
  for (const line of now.lines.filter((l) => !kept.has(l.lineNo))) {
    expect((await api(page, 'DELETE', `/api/order/orderline/${now.deliveryDate}/${line.lineNo}`)).status).toBe(200);
  }
}

function myPage(page: Page): Locator {
  return page.locator('shop-my-page');
}

/** The card with the add button, on a search for `productId` (the search index knows product numbers). */
async function cardOf(page: Page, productId: string): Promise<Locator | null> {
  await openSearch(page, productId);
  await productCards(page).first().waitFor();
  const card = productCards(page).filter({ has: page.getByRole('button', { name: /^Læg i kurv: .+$/, disabled: false }) }).first();
  if ((await card.count()) === 0) return null;
  // The first card is the product itself (an exact number ranks first).
  const href = await card.getByRole('link').first().getAttribute('href');
  return href?.includes(productId) ? card : null;
}

describe('allergen guard and kitchen settings (issue 20 §3)', () => {
  const fx = useBrowser();

  it('an admin excludes sesame; a cook sees it read-only, is warned and asked before adding, and the basket lists it', async () => {
    const leder = await asUser(fx.browser, LEDER);
    const original = (await api<Settings>(leder.page, 'GET', '/api/department/kitchensettings')).body;
    expect(original.editable).toBe(true);
    expect(original.excludedAllergens).toEqual(expect.arrayContaining(['peanuts', 'nuts']));
    const kok = await asUser(fx.browser, KOK);
    const kokBasket = (await api<BasketAnswer>(kok.page, 'GET', '/api/order/revieworder')).body;
    try {
      // 1. The admin's form: adds sesame and saves.
      await leder.page.goto('/min-side');
      const w = myPage(leder.page);
      const allergens = w.getByRole('group', { name: 'Allergener, som afdelingen har fravalgt' });
      await allergens.waitFor();
      await expect.poll(() => allergens.getByRole('checkbox').count()).toBe(14);
      expect(await allergens.getByRole('checkbox', { name: 'Nødder', exact: true }).isChecked()).toBe(true);
      await allergens.getByRole('checkbox', { name: 'Sesamfrø' }).check();
      await w.getByLabel('CO2e-mål pr. ordrelinje (kg)').fill('abc');
      await w.getByRole('button', { name: 'Gem indstillinger' }).click();
      await w.getByText('Skriv CO2e-målet som et tal over 0 med højst to decimaler, fx 2,5').waitFor();
      await w.getByLabel('CO2e-mål pr. ordrelinje (kg)').fill('');
      expect(await axeViolations(leder.page)).toEqual([]);
      const saved = leder.page.waitForResponse((r) => r.url().endsWith('/api/department/kitchensettings') && r.request().method() === 'PUT');
      await w.getByRole('button', { name: 'Gem indstillinger' }).click();
      expect((await saved).status()).toBe(200);
      await expectToast(leder.page, 'Køkkenets indstillinger er gemt');
      const now = (await api<Settings>(kok.page, 'GET', '/api/department/kitchensettings')).body;
      expect(now.excludedAllergens).toEqual(['peanuts', 'nuts', 'sesame']);

      // 2. The cook sees them read-only.
      await kok.page.goto('/min-side');
      await myPage(kok.page).getByText('Kun afdelingens administrator kan ændre indstillingerne').waitFor();
      // The kitchen's section has no form (issue 22: "Min konto" above it has the cook's own checkboxes).
      expect(await myPage(kok.page).getByRole('region', { name: 'Køkkenets indstillinger' }).getByRole('checkbox').count()).toBe(0);
      await myPage(kok.page).getByText('Jordnødder, nødder og sesamfrø').waitFor();
      expect(await axeViolations(kok.page)).toEqual([]);

      // 3. A product with nuts or peanuts in 1004's assortment, orderable on a card.
      const guard = (await api<GuardList>(kok.page, 'GET', '/api/department/allergenguard')).body;
      const withNuts = guard.products.filter((p) => p.contains.includes('nuts') || p.contains.includes('peanuts'));
      expect(withNuts.length).toBeGreaterThan(0);
      let card: Locator | null = null;
      let productId = '';
      for (const candidate of withNuts.slice(0, 8)) {
        card = await cardOf(kok.page, candidate.productId);
        if (card) {
          productId = candidate.productId;
          break;
        }
      }
      if (!card) throw new Error('no orderable product with nuts or peanuts in 1004 found');
      const warning = card.locator('[part="allergen-warning"]');
      await warning.waitFor();
      expect(await warning.textContent()).toMatch(/^Indeholder .*(jordnødder|nødder).*, som afdelingen har fravalgt$/);

      // 4. Adding asks first; "Fortryd" adds nothing.
      const amount = card.getByRole('textbox', { name: /^Antal af / });
      await amount.fill('1');
      const addRequests: string[] = [];
      kok.page.on('request', (r) => {
        if (r.url().includes('/api/order/addtoorder')) addRequests.push(r.url());
      });
      await card.getByRole('button', { name: /^Læg i kurv: .+$/ }).click();
      const dialog = kok.page.locator('shop-product-list').getByRole('dialog', { name: 'Fravalgt allergen' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(/Varen indeholder .*nødder.*, som afdelingen har fravalgt\. Læg i kurv alligevel\?/);
      expect(await axeViolations(kok.page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Fortryd' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(addRequests).toEqual([]);
      expect(await amount.inputValue()).toBe('1');

      // 5. Confirming adds it.
      await card.getByRole('button', { name: /^Læg i kurv: .+$/ }).click();
      await dialog.waitFor();
      const added = kok.page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
      await dialog.getByRole('button', { name: 'Læg i kurv alligevel' }).click();
      const addedRes = await added;
      expect(addedRes.status()).toBe(200);
      expect(((await addedRes.json()) as { addedOrderlines: number }).addedOrderlines).toBe(1);
      await expectToast(kok.page, /lagt i kurven/);
      expect(addRequests).toHaveLength(1);

      // 6. The basket page lists it.
      await kok.page.goto('/kurv');
      const notice = kok.page.locator('shop-basket').getByRole('region', { name: 'Varer med allergener, som afdelingen har fravalgt' });
      await notice.waitFor();
      const lines = (await api<BasketAnswer>(kok.page, 'GET', '/api/order/revieworder')).body.lines;
      const name = lines.find((l) => l.productId === productId)!.name;
      await notice.getByRole('listitem').filter({ hasText: `${name}: indeholder` }).waitFor();
      expect(await axeViolations(kok.page)).toEqual([]);
    } finally {
      await restoreBasket(kok.page, kokBasket);
      expect((await api(leder.page, 'PUT', '/api/department/kitchensettings', { excludedAllergens: original.excludedAllergens, co2TargetPerLine: original.co2TargetPerLine, organicTargetPct: original.organicTargetPct })).status).toBe(200);
      await kok.close();
      await leder.close();
    }
  });

  it('kok@kantinen.dk (nothing excluded) sees no warning and adds without a dialog', async () => {
    const { page } = fx;
    await loginViaWidget(page, KANTINE);
    const before = (await api<BasketAnswer>(page, 'GET', '/api/order/revieworder')).body;
    const guard = (await api<GuardList>(page, 'GET', '/api/department/allergenguard')).body;
    expect(guard).toEqual({ excludedAllergens: [], products: [] });
    try {
      await openSearch(page, 'mælk');
      await productCards(page).first().waitFor();
      expect(await page.locator('shop-product-list').locator('[part="allergen-warning"]').count()).toBe(0);
      const card = productCards(page).filter({ has: page.getByRole('button', { name: /^Læg i kurv: .+$/, disabled: false }) }).first();
      await card.getByRole('textbox', { name: /^Antal af / }).fill('1');
      const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
      await card.getByRole('button', { name: /^Læg i kurv: .+$/ }).click();
      expect((await added).status()).toBe(200);
      expect(await page.locator('shop-product-list').getByRole('dialog').count()).toBe(0);
      await page.goto('/kurv');
      await page.locator('shop-basket').getByRole('list').first().waitFor();
      expect(await page.locator('shop-basket').locator('[part="allergen-notice"]').count()).toBe(0);
      // The settings page for a cook of 1001: read-only, its targets.
      await page.goto('/min-side');
      await myPage(page).getByText('Kun afdelingens administrator kan ændre indstillingerne').waitFor();
      await myPage(page).getByText('2,5 kg CO2e pr. ordrelinje').waitFor();
    } finally {
      await restoreBasket(page, before);
    }
  });
});
