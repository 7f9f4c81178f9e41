// What the browser tests of the recurring-orders page (/fastordrer) share: the widget, opening the page,
// its date fields and calendars.
import type { Locator, Page } from 'playwright-core';

export function recurringOrdersWidget(page: Page): Locator {
  return page.locator('shop-recurring-orders');
}

export async function openRecurringOrders(page: Page, query = ''): Promise<void> {
  await page.goto(`/fastordrer${query}`);
  await recurringOrdersWidget(page).getByRole('heading', { name: 'Afdelingens fastordrer' }).waitFor();
}

/** The date field (role group) labelled `label`, inside `scope`. */
export function dateField(scope: Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

/** Opens the field's calendar and clicks its `index`-th selectable day; returns that day. */
export async function pickSelectable(field: Locator, label: string, index: number): Promise<string> {
  await field.getByRole('button', { name: `Vælg ${label.toLowerCase()}` }).click();
  const day = field.locator('.calendar button.day:not([aria-disabled])').nth(index);
  const date = (await day.getAttribute('data-date'))!;
  await day.click();
  return date;
}

/** Opens the field's calendar, pages forward to `iso`'s month and clicks that day. */
export async function pickDate(field: Locator, label: string, iso: string): Promise<void> {
  await field.getByRole('button', { name: `Vælg ${label.toLowerCase()}` }).click();
  for (let month = 0; month < 5; month++) {
    const day = field.locator(`.calendar button.day[data-date="${iso}"]:not([aria-disabled])`);
    if ((await day.count()) > 0) {
      await day.click();
      return;
    }
    await field.getByRole('button', { name: 'Næste måned' }).click();
  }
  throw new Error(`${iso} is not selectable in ${label}`);
}

/** 0-6, Sunday 0, of an ISO date. */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T12:00:00Z`).getUTCDay();
}
