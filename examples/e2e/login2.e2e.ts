// Issue 19 point 3 (§7 login2, postPone), on the real server and database: a cook of two customers
// chooses the customer after the password, and a user with a password over a year old is reminded on
// every page and postpones the reminder. axe on the choice step and on the reminder.
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

describe('login2 and the password reminder', () => {
  const fx = useBrowser();

  it('kok@tokunder.dk chooses Storkøkkenet Nord after the password and shops for it', async () => {
    const { page } = fx;
    await page.goto('/');
    const login = page.locator('shop-login');
    await login.getByLabel('E-mail').fill('kok@tokunder.dk');
    await login.getByLabel('Adgangskode').fill('demo1234');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/profile/login') && r.request().method() === 'POST');
    await login.getByRole('button', { name: 'Log ind' }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toBeUndefined();

    // The choice step: its heading has the focus, the departments are a labelled radio group.
    const heading = login.getByRole('heading', { name: 'Vælg kunde' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => (h.getRootNode() as ShadowRoot).activeElement === h)).toBe(true);
    const group = login.getByRole('group', { name: 'Kunde og afdeling' });
    await expect.poll(() => group.getByRole('radio').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    // 'Tilbage' returns to the form; logging in again shows the choice again.
    await login.getByRole('button', { name: 'Tilbage' }).click();
    await login.getByLabel('Adgangskode').fill('demo1234');
    await login.getByRole('button', { name: 'Log ind' }).click();
    await heading.waitFor();

    // Keyboard: the arrow key moves the choice within the group.
    await login.getByRole('radio', { name: /Plejecentret Solhøj/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => login.getByRole('radio', { name: /Storkøkkenet Nord/ }).isChecked()).toBe(true);
    const second = page.waitForResponse((r) => r.url().endsWith('/api/profile/login2'));
    await login.getByRole('button', { name: 'Fortsæt' }).click();
    expect((await second).status()).toBe(200);

    await login.getByText('Logget ind som Tove To Kunder').waitFor();
    await login.getByText('Storkøkkenet Nord').waitFor();
    const profile = await page.request.post('/api/profile/profileinfo', { data: {}, headers: { 'content-type': 'application/json' } });
    expect(await profile.json()).toMatchObject({ department: '2001', customerNo: '600201', priceGroup: 'PG2', siteVariant: 'bc' });

    // After a reload the session is still the chosen department's.
    await page.reload();
    await login.getByText('Storkøkkenet Nord').waitFor();
    expect(fx.pageErrors).toEqual([]);
  });

  it('kok@gammelkode.dk is reminded of the old password on every page and postpones it', async () => {
    const { page } = fx;
    await page.goto('/');
    const login = page.locator('shop-login');
    await login.getByLabel('E-mail').fill('kok@gammelkode.dk');
    await login.getByLabel('Adgangskode').fill('demo1234');
    await login.getByRole('button', { name: 'Log ind' }).click();
    await login.getByText('Logget ind som Gunnar Gammelkode').waitFor();

    // The notice is in the layout: on another page too.
    await page.goto('/soeg');
    const reminder = page.locator('shop-password-reminder');
    await reminder.getByText('Din adgangskode er over et år gammel. Skift den for at beskytte kontoen.').waitFor();
    expect(await reminder.getByRole('link', { name: 'Skift adgangskode' }).getAttribute('href')).toBe('/skift-adgangskode');
    expect(await axeViolations(page)).toEqual([]);

    const postponed = page.waitForResponse((r) => r.url().endsWith('/api/profile/postPone'));
    await reminder.getByRole('button', { name: 'Påmind mig om 30 dage' }).click();
    expect((await postponed).status()).toBe(200);
    await expect.poll(() => reminder.getByRole('button', { name: 'Påmind mig om 30 dage' }).count()).toBe(0);

    // Gone after a reload: the server keeps the postponement.
    await page.reload();
    await page.locator('shop-mini-basket').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await reminder.getByText(/over et år gammel/).count()).toBe(0);
    expect(fx.pageErrors).toEqual([]);
  });
});
