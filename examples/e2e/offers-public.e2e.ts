// Issue 18 points 5 and 6 end to end, against the real server and database:
// - an anonymous visitor on the front page sees offers without prices, amount fields or add buttons,
//   with "Log ind for pris" that takes him to the page's login; logging in on the page switches the
//   block to his own prices and add; on /tilbud (Kantinen shows public prices) a visitor sees prices
//   but still no add;
// - a web sample is added once (toast), the second add is refused (toast), and the basket shows it at
//   0,00 kr. with amount 1 that cannot be changed.
// axe is clean on both widgets' states. The user is kok@solhoej.dk (Plejecentret Solhøj, PG1), whose
// basket no other browser test uses; the sample line is removed again at the end.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectToast, expectJson, loginViaWidget, useBrowser } from './browser';

const SOLHOEJ = { email: 'kok@solhoej.dk', password: 'demo1234' };

interface Sample { id: number; title: string; name: string; productId: string; unit: string; state: string }

function frontBlock(page: Page): Locator {
  return page.locator('[data-fragment="forside-tilbud"] shop-public-offers');
}

async function cardsOf(block: Locator): Promise<Locator> {
  const cards = block.locator('article[data-card-type="frontpage-offer"]');
  await cards.first().waitFor({ state: 'visible' });
  return cards;
}

describe('public offers and web samples (issue 18 points 5 and 6)', () => {
  const fx = useBrowser();

  it('an anonymous visitor on the front page sees offers without prices or add; a login on the page brings them', async () => {
    const { page } = fx;
    await page.goto('/');
    const block = frontBlock(page);
    const cards = await cardsOf(block);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(await block.getByRole('button', { name: /^Læg i kurv: .+$/ }).count()).toBe(0);
    expect(await block.getByLabel(/^Antal af /).count()).toBe(0);
    expect(await block.locator('.price-block').count()).toBe(0);
    expect(await block.getByText(/kr\./).count()).toBe(0);
    const loginLinks = block.getByRole('link', { name: /^Log ind for pris: / });
    expect(await loginLinks.count()).toBe(count);
    expect(await loginLinks.first().textContent()).toBe('Log ind for pris');
    expect(await axeViolations(page)).toEqual([]);

    // "Log ind for pris" takes the visitor to the page's login form.
    await loginLinks.first().click();
    await expect.poll(() => page.evaluate(() => document.querySelector('shop-login')?.shadowRoot?.activeElement?.getAttribute('type') ?? '')).toBe('email');

    await loginViaWidget(page, SOLHOEJ);
    await block.getByRole('button', { name: /^Læg i kurv: .+$/ }).first().waitFor({ state: 'visible' });
    expect(await block.getByRole('link', { name: /Log ind/ }).count()).toBe(0);
    expect(await block.locator('.price-block').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('on /tilbud a visitor sees Kantinen\'s public prices, still without add', async () => {
    const { page } = fx;
    await page.goto('/tilbud');
    const block = page.locator('shop-public-offers');
    const cards = await cardsOf(block);
    expect(await block.locator('.price-block').count()).toBe(await cards.count());
    expect(await block.getByRole('button', { name: /^Læg i kurv: .+$/ }).count()).toBe(0);
    expect(await block.getByLabel(/^Antal af /).count()).toBe(0);
    expect(await block.getByRole('link', { name: /^Log ind for at bestille: / }).count()).toBe(await cards.count());
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a web sample is added once, the second add is refused, and the basket has it at 0,00 kr. with amount 1', async () => {
    const { page, context } = fx;
    await page.goto('/vareproever');
    await page.locator('shop-web-samples').getByText(/Log ind for at bestille gratis vareprøver/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await loginViaWidget(page, SOLHOEJ);
    const samples = await expectJson<Sample[]>(page.request.get('/api/websamples'));
    const sample = samples.find((s) => s.state === 'available')!;
    expect(sample).toBeTruthy();

    // A second tab, opened before the add: it still offers the sample.
    const other = await context.newPage();
    await other.goto('/vareproever');
    await page.goto('/vareproever');
    const card = (p: Page) => p.locator('shop-web-samples article[data-card-type="web-sample"]').filter({ hasText: sample.title });
    await card(page).getByText('Vareprøve', { exact: true }).waitFor();
    expect(await card(page).getByText(/kr\./).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await card(page).getByRole('button', { name: `Bestil gratis prøve: ${sample.title}` }).click();
    await expectToast(page, /lagt i kurven/);
    await card(page).getByText('Ligger i kurven').waitFor();
    expect(await card(page).getByRole('button').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await card(other).getByRole('button', { name: `Bestil gratis prøve: ${sample.title}` }).click();
    await expectToast(other, /ligger allerede i kurven\. Den kan kun bestilles én gang/);
    await card(other).getByText('Ligger i kurven').waitFor();
    await other.close();

    await page.goto('/kurv');
    const line = page.locator('shop-basket [part="line"]').filter({ hasText: sample.name });
    await line.waitFor({ state: 'visible' });
    expect(await line.locator('.amount-fixed').textContent()).toBe('1');
    expect(await line.getByLabel(/^Antal af /).count()).toBe(0);
    expect(await line.locator('.line-total').textContent()).toMatch(/^0,00\s*kr\.$/);

    await line.getByRole('button', { name: `Fjern ${sample.name} fra kurven` }).click();
    await line.waitFor({ state: 'detached' });
  });
});
