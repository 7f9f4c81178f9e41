// Issue 6: the recurring-orders page (/fastordrer) against the real server and database.
// kok@kantinen.dk (department 1001, deliveries Monday, Wednesday, Friday) creates a weekly order,
// sees unavailable days refused, adds a pause, saves, sees the next delivery date, and a stale save
// from a second tab is explained (409). axe on the open form and an open confirm dialog.
import { describe, expect, it } from 'vitest';
import { expectToast, loginViaWidget, useBrowser, axeViolations } from './browser';
import { dateField, openRecurringOrders, pickSelectable, recurringOrdersWidget, weekdayOf } from './recurring-orders-page';

const STALE = 'Fastordren er blevet ændret et andet sted (fx i en anden fane), siden du åbnede den.';

describe('recurring orders page', () => {
  const fx = useBrowser();

  it('creates a weekly order on the delivery weekdays, refuses unavailable days, pauses, saves, shows the next delivery; a stale tab gets 409', async () => {
    const { page, context } = fx;
    await loginViaWidget(page);
    await openRecurringOrders(page);
    const w = recurringOrdersWidget(page);
    const name = `Mandag-onsdag-fredag ${Date.now()}`;

    await w.getByRole('button', { name: 'Ny fastordre' }).click();
    await w.getByRole('heading', { name: 'Opret fastordre' }).waitFor();
    const create = w.getByRole('button', { name: 'Opret fastordre' });
    expect(await create.isDisabled()).toBe(true);
    await w.getByLabel('Navn', { exact: true }).fill(name);
    await w.getByRole('radio', { name: 'Ugentlig' }).check();
    // Only department 1001's delivery weekdays can be ticked.
    expect(await w.getByRole('checkbox', { name: /^tirsdag/ }).isDisabled()).toBe(true);
    for (const day of ['mandag', 'onsdag', 'fredag']) await w.getByRole('checkbox', { name: day, exact: true }).check();

    // An unavailable day (a Tuesday) is refused with 'Kan ikke vælges'.
    const start = dateField(w, 'Startdato');
    await start.getByRole('button', { name: 'Vælg startdato' }).click();
    const unavailable = start.locator('.calendar button.day[aria-disabled="true"]').first();
    // aria-disabled, not disabled: it stays focusable so keyboard users learn why it cannot be chosen.
    await unavailable.press('Enter');
    await start.getByText('Kan ikke vælges', { exact: true }).waitFor();
    await start.getByRole('button', { name: 'Vælg startdato' }).click(); // close
    const startDate = await pickSelectable(start, 'Startdato', 0);
    expect([1, 3, 5]).toContain(weekdayOf(startDate));

    await w.getByRole('button', { name: 'Tilføj pause' }).click();
    const pause = w.getByRole('listitem', { name: 'Pause 1' });
    const from = await pickSelectable(dateField(pause, 'Pause fra'), 'Pause fra', 4);
    const to = await pickSelectable(dateField(pause, 'Pause til'), 'Pause til', 6);
    expect(from < to).toBe(true);
    // An unfilled pause blocks another: this one is filled, so a second could be added.
    expect(await w.getByRole('button', { name: 'Tilføj pause' }).getAttribute('aria-disabled')).toBeNull();

    expect(await axeViolations(page)).toEqual([]);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/recurringorders') && r.request().method() === 'POST');
    await create.click();
    expect((await created).status()).toBe(200);
    await expectToast(page, `Fastordren "${name}" er oprettet.`);
    // §4: the line list opens.
    await w.getByRole('heading', { name: 'Varer på fastordren' }).waitFor();
    const id = Number(new URL(page.url()).searchParams.get('fastordre'));
    expect(id).toBeGreaterThan(0);

    // A product on the order, as the product card's Fastordrer tab will add it (POST /line, real API).
    const added = await page.evaluate(async (orderId) => {
      const list = (await (await fetch('/api/recurringorders', { credentials: 'include' })).json()) as { orderlines: { productId: string; unit: string }[] }[];
      const line = list.flatMap((o) => o.orderlines)[0]!;
      const res = await fetch('/api/recurringorders/line', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId, productId: line.productId, unit: line.unit, amount: 1, lineNo: null }),
      });
      return res.status;
    }, id);
    expect(added).toBe(200);

    await openRecurringOrders(page, `?fastordre=${id}`);
    const toggle = w.getByRole('switch', { name: 'Aktiv' });
    await toggle.check();
    await w.getByRole('button', { name: 'Gem ændringer' }).click();
    await expectToast(page, /Fastordren er aktiveret\. Næste levering er \d\d-\d\d-\d{4}\./);

    // The next delivery date, as the server planned it: a delivery weekday, not inside the pause.
    const saved = await page.evaluate(async (orderId) => {
      const res = await fetch(`/api/recurringorders/${orderId}`, { credentials: 'include' });
      return (await res.json()) as { nextDeliveryDate: string | null; pauses: { from: string; to: string }[] };
    }, id);
    expect(saved.nextDeliveryDate).not.toBeNull();
    expect(saved.pauses).toEqual([expect.objectContaining({ from, to })]);
    const next = saved.nextDeliveryDate!;
    expect([1, 3, 5]).toContain(weekdayOf(next));
    const shown = next.split('-').reverse().join('-');
    await expectToast(page, `Fastordren er aktiveret. Næste levering er ${shown}.`);
    const row = w.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await row.getByText(shown).waitFor();
    await row.getByText('Aktiv', { exact: true }).waitFor();

    // A second tab opens the same order; the first saves again; the second's save is stale.
    const second = await context.newPage();
    await openRecurringOrders(second, `?fastordre=${id}`);
    const w2 = recurringOrdersWidget(second);
    await w2.getByLabel('Note').fill('Fra fane to');

    await w.getByLabel('Note').fill('Fra fane et');
    await w.getByRole('button', { name: 'Gem ændringer' }).click();
    await expectToast(page, 'Fastordren er gemt.');

    const stale = second.waitForResponse((r) => r.url().endsWith('/api/recurringorders') && r.request().method() === 'PUT');
    await w2.getByRole('button', { name: 'Gem ændringer' }).click();
    expect((await stale).status()).toBe(409);
    await w2.getByText(/Vi har hentet den gemte version/).waitFor();
    await expectToast(second, STALE);
    // The form shows what is saved now, once the re-read arrives: the first tab's note.
    await expect.poll(() => w2.getByLabel('Note').inputValue(), { timeout: 10_000 }).toBe('Fra fane et');
    await second.close();
  });

  it('the settings menu: a confirm dialog takes focus, is axe clean, and cancels back to the menu button', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    await openRecurringOrders(page);
    const w = recurringOrdersWidget(page);
    await w.getByRole('link').first().click();
    const menuButton = w.getByRole('button', { name: 'Indstillinger' });
    await menuButton.click();
    await w.getByRole('menuitem', { name: 'Kopiér' }).waitFor();
    await page.keyboard.press('End');
    await w.getByRole('menuitem', { name: 'Slet' }).press('Enter');
    const dialog = w.getByRole('dialog', { name: 'Slet fastordren?' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByRole('button', { name: 'Annuller' }).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  });
});
