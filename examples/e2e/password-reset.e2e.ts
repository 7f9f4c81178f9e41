// Issue 19 point 2 end to end, against `npm start` with the test SMTP server (global-setup.ts): the demo
// account glemt@kantinen.dk (used by no other journey) is logged in in one browser context (the old
// session); in another, "Glemt adgangskode" asks for a link, the mail the SMTP server received carries
// it, the link opens the reset page, a new password is set and the user logs in with it. The old
// context's session is gone (its next API call is 401, the login widget shows the form again), and the
// same link a second time says it is used. axe on each state of <shop-password>.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, loginViaWidget, useBrowser } from './browser';
import { waitForMail } from './mail';

const EMAIL = 'glemt@kantinen.dk';
const OLD_PASSWORD = 'demo1234';
const NEW_PASSWORD = 'Rugbroed-med-Leverpostej-19';

function widget(page: Page) {
  return page.locator('shop-password');
}

describe('password reset by mail (issue 19 point 2)', () => {
  const fx = useBrowser();

  it('requests a link, follows it from the mail, sets a new password, logs in; the old session ends and the link works once', async () => {
    // The old session, in its own context.
    const old = fx.page;
    await loginViaWidget(old, { email: EMAIL, password: OLD_PASSWORD });
    expect((await old.request.post('/api/profile/profileinfo', { data: {} })).status()).toBe(200);

    const other = await fx.browser.newContext({ baseURL: new URL(old.url()).origin, locale: 'da-DK' });
    try {
      const page = await other.newPage();
      const started = new Date(Date.now() - 1000);
      await page.goto('/glemt-adgangskode');
      await widget(page).getByLabel('E-mail').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await widget(page).getByLabel('E-mail').fill(EMAIL);
      await widget(page).getByRole('button', { name: 'Send link' }).click();
      await widget(page).getByText(`Hvis der findes en konto til ${EMAIL}`).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const mail = await waitForMail(EMAIL, { subject: /adgangskode/i, after: started });
      expect(mail.text).toContain('60 minutter');
      const link = mail.links.find((l: string) => l.includes('/nulstil-adgangskode?token='));
      expect(link, `a reset link in:\n${mail.text}`).toBeTruthy();

      await page.goto(link!);
      await widget(page).getByRole('heading', { name: 'Vælg en ny adgangskode' }).waitFor();
      await widget(page).getByText(`Til kontoen ${EMAIL}`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await widget(page).getByLabel('Ny adgangskode', { exact: true }).fill(NEW_PASSWORD);
      await widget(page).getByLabel('Gentag ny adgangskode').fill(NEW_PASSWORD);
      await widget(page).getByRole('button', { name: 'Gem adgangskode' }).click();
      await widget(page).getByText('Din adgangskode er gemt').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The old session is gone: the API says so, and the page shows the login form again.
      expect((await old.request.post('/api/profile/profileinfo', { data: {} })).status()).toBe(401);
      await old.reload();
      await old.locator('shop-login').getByLabel('E-mail').waitFor();

      // The old password no longer works; the new one does.
      expect((await page.request.post('/api/profile/login', { data: { username: btoa(EMAIL), password: btoa(OLD_PASSWORD) } })).status()).toBe(401);
      await widget(page).getByRole('link', { name: 'Log ind' }).click();
      await loginViaWidget(page, { email: EMAIL, password: NEW_PASSWORD });
      await page.locator('shop-login').getByText('Logget ind som Gorm Glemsom').waitFor();

      // The change page, logged in (axe on its form).
      await page.goto('/skift-adgangskode');
      await widget(page).getByLabel('Nuværende adgangskode').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The same link a second time.
      await page.goto(link!);
      await widget(page).getByText('Linket er udløbet eller brugt').waitFor();
      expect(await widget(page).getByRole('link', { name: 'Bed om et nyt link' }).getAttribute('href')).toBe('/glemt-adgangskode');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await other.close();
    }
    expect(fx.pageErrors).toEqual([]);
  });
});
