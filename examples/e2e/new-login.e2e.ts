// Issue 19 point 3 end to end ("Usernames", §7 ValidateUsername and RequestNewUsername), against
// `npm start` with the test SMTP server (global-setup.ts, examples/e2e/mail.ts): kok@kantinen.dk asks
// on /min-side for a login for a new colleague (a new address each run); the customer's admin
// admin@grossist.dk gets the mail, follows its link to /min-side, first opens and cancels "Afvis",
// then approves; the new colleague gets the welcome mail, follows its link to /nulstil-adgangskode
// (<shop-password mode="reset">), chooses a password and logs in with it. axe on the section's states:
// the form with errors, the free e-mail, the admin's list and the reject dialog.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, expectToast, loginViaWidget, UI_TIMEOUT, useBrowser } from './browser';
import { waitForMail } from './mail';

const KOK = { email: 'kok@kantinen.dk', password: 'demo1234' };
const ADMIN = { email: 'admin@grossist.dk', password: 'demo1234' };
const NEW_PASSWORD = 'Kollega-med-Rugbroed-2025';

async function newPage(browser: Browser): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  context.setDefaultTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

const colleagues = (page: Page) => page.locator('shop-my-page').getByRole('region', { name: 'Kolleger' });

describe('a login for a new colleague (issue 19 point 3)', () => {
  const fx = useBrowser();

  it('a cook asks, the admin gets the mail and approves on /min-side, the colleague sets a password from the mail and logs in', async () => {
    const stamp = String(Date.now()).slice(-7);
    const email = `ny.kollega.${stamp}@kantinen.dk`;
    const name = `Nina Ny ${stamp}`;
    const started = new Date(Date.now() - 1000);

    // 1. The cook's request on /min-side.
    const kok = fx.page;
    await loginViaWidget(kok, KOK);
    await kok.goto('/min-side');
    const section = colleagues(kok);
    await section.getByRole('button', { name: 'Send anmodning' }).click();
    await section.getByText('Skriv kollegaens navn').waitFor();
    await section.getByText('Skriv kollegaens e-mail').waitFor();
    expect(await axeViolations(kok)).toEqual([]);
    // Live: an address that has a login is taken, the new one is free.
    await section.getByLabel('Kollegaens e-mail').fill('souschef@kantinen.dk');
    await section.getByText('E-mailen er allerede i brug eller anmodet om').waitFor();
    await section.getByLabel('Kollegaens navn').fill(name);
    await section.getByLabel('Kollegaens e-mail').fill(email);
    await section.getByText('E-mailen er ledig').waitFor();
    expect(await axeViolations(kok)).toEqual([]);
    const sent = kok.waitForResponse((r) => r.url().includes('/api/profile/RequestNewUsername') && r.request().method() === 'POST');
    await section.getByRole('button', { name: 'Send anmodning' }).click();
    expect((await sent).status()).toBe(201);
    await expectToast(kok, `Anmodningen om login til ${email} er sendt til kundens administrator`);
    // A cook sees no list of requests.
    expect(await section.getByRole('heading', { name: 'Anmodninger om login' }).count()).toBe(0);

    // 2. The admin's mail, its link to /min-side, the list, the reject dialog (cancelled), approval.
    const requestMail = await waitForMail(ADMIN.email, { subject: new RegExp(`Anmodning om login til ${name}`), after: started });
    expect(requestMail.text).toContain(email);
    expect(requestMail.text).toContain('Karen Kok');
    const myPageLink = requestMail.links.find((l: string) => new URL(l).pathname === '/min-side');
    expect(myPageLink, requestMail.text).toBeTruthy();
    const admin = await newPage(fx.browser);
    try {
      await loginViaWidget(admin.page, ADMIN);
      await admin.page.goto(new URL(myPageLink!).pathname);
      const list = colleagues(admin.page);
      const approve = list.getByRole('button', { name: `Godkend login til ${name}` });
      await approve.waitFor();
      expect(await axeViolations(admin.page)).toEqual([]);
      await list.getByRole('button', { name: `Afvis login til ${name}` }).click();
      const dialog = admin.page.locator('shop-my-page').getByRole('dialog', { name: 'Afvis anmodningen?' });
      await dialog.waitFor();
      expect(await axeViolations(admin.page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Annuller' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const approved = admin.page.waitForResponse((r) => r.url().includes('/approve') && r.request().method() === 'POST');
      await approve.click();
      expect((await approved).status()).toBe(200);
      await expectToast(admin.page, `${name} har fået et login og en mail med et link til at vælge adgangskode`);
      await approve.waitFor({ state: 'detached' });
      await list.getByText(/^Godkendt .* af Anna Admin$/).first().waitFor();
      expect(await axeViolations(admin.page)).toEqual([]);
    } finally {
      await admin.close();
    }

    // 3. The new colleague's welcome mail, the set-password page, the first login.
    const welcome = await waitForMail(email, { subject: /Dit login til webshoppen er klar/, after: started });
    const link = welcome.links.find((l: string) => l.includes('/nulstil-adgangskode?token='));
    expect(link, welcome.text).toBeTruthy();
    const colleague = await newPage(fx.browser);
    try {
      const page = colleague.page;
      await page.goto(link!);
      const password = page.locator('shop-password');
      await password.getByLabel('Ny adgangskode', { exact: true }).fill(NEW_PASSWORD);
      await password.getByLabel('Gentag ny adgangskode').fill(NEW_PASSWORD);
      await password.getByRole('button', { name: 'Gem adgangskode' }).click();
      await password.getByText('Din adgangskode er gemt').waitFor();
      await loginViaWidget(page, { email, password: NEW_PASSWORD });
      await page.locator('shop-login').getByText(`Logget ind som ${name}`).waitFor();
    } finally {
      await colleague.close();
    }
    expect(fx.pageErrors).toEqual([]);
  });
});
