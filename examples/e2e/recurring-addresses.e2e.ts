// Issue 19 point 4: the department's own addresses for the recurring-order job's mail, managed on the
// recurring-orders page (/fastordrer) against the real server and database. kok@solhoej.dk (department
// 1003; no other journey changes its addresses) refuses a bad address without a call, adds one with
// Enter, reloads (it is kept), and removes it again (DELETE by its id). axe on the section with an
// address and with the refusal shown.
import { describe, expect, it } from 'vitest';
import { axeViolations, expectToast, loginViaWidget, useBrowser } from './browser';
import { openRecurringOrders, recurringOrdersWidget } from './recurring-orders-page';

const SOLHOEJ = { email: 'kok@solhoej.dk', password: 'demo1234' };
const HEADING = 'Modtagere af besked om fastordrer';

describe('recurring-order notification addresses (issue 19 point 4)', () => {
  const fx = useBrowser();

  it('adds an address with Enter, keeps it over a reload, removes it; a bad one is refused on the page', async () => {
    const { page } = fx;
    await loginViaWidget(page, SOLHOEJ);
    await openRecurringOrders(page);
    const section = recurringOrdersWidget(page).getByRole('region', { name: HEADING });
    const input = section.getByLabel('E-mailadresse');
    await input.waitFor();
    const address = `koekken-${Date.now().toString(36)}@solhoej.dk`;
    const before = await page.evaluate(async () => {
      const res = await fetch('/api/recurringorders/notifications', { credentials: 'include' });
      return ((await res.json()) as { emails: { email: string }[] }).emails.map((e) => e.email);
    });

    // A bad address is refused beside the input, without asking the server.
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/recurringorders/notificationsemails')) posted++;
    });
    await input.fill('ikke en adresse');
    await section.getByRole('button', { name: 'Tilføj' }).click();
    await section.getByRole('alert').filter({ hasText: 'Indtast en gyldig e-mailadresse' }).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Enter adds it (trimmed and lower-cased by the server's rules).
    await input.fill(` ${address.toUpperCase()} `);
    const added = page.waitForResponse((r) => r.url().endsWith('/api/recurringorders/notificationsemails') && r.request().method() === 'POST');
    await input.press('Enter');
    expect((await added).status()).toBe(200);
    await expectToast(page, `${address} får nu besked om fastordrer.`);
    await section.getByRole('listitem').filter({ hasText: address }).waitFor();
    expect(await input.inputValue()).toBe('');
    expect(await section.getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Kept by the server: still there after a reload.
    await page.reload();
    await recurringOrdersWidget(page).getByRole('heading', { name: 'Afdelingens fastordrer' }).waitFor();
    const remove = section.getByRole('button', { name: `Fjern ${address}` });
    await remove.waitFor();

    // Removing deletes that one address by its id (an address added elsewhere meanwhile would stay).
    const removed = page.waitForRequest((r) => r.method() === 'DELETE' && /\/api\/recurringorders\/notificationsemails\/\d+$/.test(r.url()));
    await remove.click();
    await removed;
    await expectToast(page, `${address} får ikke længere besked om fastordrer.`);
    await remove.waitFor({ state: 'detached' });
    // Focus stays in the section: the next 'Fjern', else (the new address was the last) the input.
    const focused = await section.evaluate((el) => {
      const active = (el.getRootNode() as ShadowRoot).activeElement;
      return active && el.contains(active) ? (active.getAttribute('aria-label') ?? active.tagName) : null;
    });
    expect(focused).toBe('INPUT');
    const after = await page.evaluate(async () => {
      const res = await fetch('/api/recurringorders/notifications', { credentials: 'include' });
      return ((await res.json()) as { emails: { email: string }[] }).emails.map((e) => e.email);
    });
    expect(after).toEqual(before);
  });
});
