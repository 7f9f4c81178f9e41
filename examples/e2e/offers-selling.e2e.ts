// Issue 18 point 4 (pushed and related selling) against the real server and seeded database: the front
// page's offer push carousel ("Ugens tilbud til storkøkkenet") scrolls with its buttons and adds with
// origin OfferPush 9 into the basket; the product details show "Andre købte også" and "Mere fra …"
// (origins 10 and 11); a visitor sees no offer push; axe on the open states.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, cardControls, expectJson, expectToast, loginViaWidget, scrollToWidget, toastRegion, useBrowser } from './browser';

const PUSH_TITLE = 'Ugens tilbud til storkøkkenet';

function offerPush(page: Page): Locator {
  return page.locator('shop-offer-push').getByRole('region', { name: PUSH_TITLE });
}

const scrollOf = (list: Locator) => list.evaluate((el) => ({ left: el.scrollLeft, width: el.clientWidth, total: el.scrollWidth }));

const push1Ids = (push: { products: { i: string[] }[] }) => push.products.map((p) => p.i[0]);

/**
 * After a press of a carousel button: waits until the list has stopped moving (smooth scrolling, then
 * scroll-snap: how long depends on the machine, issue 15 point 5) and both buttons say where it is. A
 * fixed pause was not enough on a loaded CI machine: the end was reached after the pause, the next
 * press found "Næste varer" disabled and waited for it for 20 s.
 */
async function settled(list: Locator, prev: Locator, next: Locator) {
  let last = Number.NaN;
  await expect.poll(async () => {
    const now = (await scrollOf(list)).left;
    const still = now === last;
    last = now;
    return still;
  }, { interval: 200, timeout: 15_000 }).toBe(true);
  const { left, width, total } = await scrollOf(list);
  await expect.poll(() => next.getAttribute('aria-disabled')).toBe(String(left + width >= total - 1));
  await expect.poll(() => prev.getAttribute('aria-disabled')).toBe(String(left <= 1));
}

interface ReviewBody { lines: { productId: string; amount: number; origin?: number }[] }

describe('pushed and related selling (issue 18 point 4)', () => {
  const fx = useBrowser();

  it('the front page offer push scrolls with its buttons and adds to the basket with origin 9', async () => {
    const { page } = fx;
    await page.goto('/');
    await loginViaWidget(page);
    await scrollToWidget(page.locator('shop-offer-push')); // below the fold: loading="lazy"
    const region = offerPush(page);
    await region.waitFor();
    const list = region.getByRole('list', { name: `Varer: ${PUSH_TITLE}` });
    await list.getByRole('article').first().waitFor();
    expect(await list.getByRole('article').count()).toBeGreaterThanOrEqual(8);
    await region.scrollIntoViewIfNeeded();

    const prev = region.getByRole('button', { name: 'Forrige varer' });
    const next = region.getByRole('button', { name: 'Næste varer' });
    await expect(prev.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('false');
    expect((await scrollOf(list)).total).toBeGreaterThan((await scrollOf(list)).width);

    await next.click();
    await page.waitForFunction((el) => el.scrollLeft > 0, await list.elementHandle());
    await expect.poll(() => prev.getAttribute('aria-disabled')).toBe('false');
    // On to the end: "Næste varer" is then disabled (and keeps its focus, aria-disabled).
    await settled(list, prev, next);
    for (let i = 0; i < 10 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
      await next.click();
      await settled(list, prev, next);
    }
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
    const end = await scrollOf(list);
    expect(end.left + end.width).toBeGreaterThanOrEqual(end.total - 2);
    await prev.click();
    await expect.poll(async () => (await scrollOf(list)).left).toBeLessThan(end.left);

    expect(await axeViolations(page)).toEqual([]);

    // Add the first card of the block: origin OfferPush 9; the basket then has it.
    await settled(list, prev, next);
    for (let i = 0; i < 10 && (await prev.getAttribute('aria-disabled')) !== 'true'; i++) {
      await prev.click();
      await settled(list, prev, next);
    }
    await expect.poll(() => prev.getAttribute('aria-disabled')).toBe('true');
    const card = list.getByRole('article').first();
    const { amount, add } = cardControls(card);
    await amount.fill('2');
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await add.click();
    const response = await added;
    const sent = response.request().postDataJSON() as { origin: number; productId: string; amount: number }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ origin: 9, amount: 2 });
    expect(push1Ids(await expectJson<{ products: { i: string[] }[] }>(page.request.get('/api/offerpush/1/products')))[0]).toBe(sent[0]!.productId);
    await expectToast(page, /lagt i kurven/);
    // The add toast links to the product's "Andre købte også".
    const also = toastRegion(page).getByRole('link', { name: 'Se hvad andre købte også' });
    await expect(also.getAttribute('href')).resolves.toBe(`/soeg?foodInfo=${sent[0]!.productId}`);
    const review = await expectJson<ReviewBody>(page.request.get('/api/order/revieworder'));
    expect(review.lines.some((l) => l.productId === sent[0]!.productId)).toBe(true);
  });

  it('the details show "Andre købte også" and "Mere fra …", and add from them with origins 10 and 11', async () => {
    const { page } = fx;
    await page.goto('/');
    await loginViaWidget(page);
    const push = await expectJson<{ products: { i: string[] }[] }>(page.request.get('/api/offerpush/1/products'));
    const productId = push.products[0]!.i[0]!;
    await page.goto(`/soeg?foodInfo=${productId}`);
    const details = page.locator('shop-product-details');
    // The sections load when their place under the tabs comes near the view (the details' own chunk).
    await details.getByRole('tablist', { name: 'Om varen' }).waitFor();
    await details.locator('.selling-mount').scrollIntoViewIfNeeded();
    const alsoBought = details.getByRole('region', { name: 'Andre købte også' });
    await alsoBought.getByRole('article').first().waitFor();
    const supplier = details.getByRole('region', { name: /^Mere fra / });
    await supplier.getByRole('article').first().waitFor();
    expect(await alsoBought.getByRole('heading', { level: 3, name: 'Andre købte også' }).count()).toBe(1);

    // The supplier carousel keeps its order on a reload (seeded per user and day).
    const supplierIds = () => supplier.getByRole('article').evaluateAll((cards) => cards.map((c) => c.querySelector('h3')?.textContent ?? ''));
    const before = await supplierIds();

    const alsoCard = alsoBought.getByRole('article').filter({ has: page.getByRole('button', { name: /^Læg i kurv: .+$/, disabled: false }) }).first();
    await cardControls(alsoCard).amount.fill('1');
    const fromAlso = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await cardControls(alsoCard).add.click();
    expect(((await fromAlso).request().postDataJSON() as { origin: number }[])[0]).toMatchObject({ origin: 10 });
    await expectToast(page, /lagt i kurven/);

    const supplierCard = supplier.getByRole('article').filter({ has: page.getByRole('button', { name: /^Læg i kurv: .+$/, disabled: false }) }).first();
    await cardControls(supplierCard).amount.fill('1');
    const fromSupplier = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await cardControls(supplierCard).add.click();
    expect(((await fromSupplier).request().postDataJSON() as { origin: number }[])[0]).toMatchObject({ origin: 11 });

    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await details.getByRole('tablist', { name: 'Om varen' }).waitFor();
    await details.locator('.selling-mount').scrollIntoViewIfNeeded();
    await supplier.getByRole('article').first().waitFor();
    expect(await supplierIds()).toEqual(before);
  });

  it('a visitor sees no offer push on the front page, and nothing asks for it', async () => {
    const { page } = fx;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/offerpush/')) asked.push(r.url());
    });
    await page.goto('/');
    await scrollToWidget(page.locator('shop-offer-push')); // below the fold: loading="lazy"
    await page.waitForFunction(() => customElements.get('shop-offer-push') !== undefined);
    await page.locator('shop-login').getByLabel('E-mail').waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('shop-offer-push').getByRole('region').count()).toBe(0);
    expect(asked).toEqual([]);
  });
});
