// Issue 7 end to end: kok@kantinen.dk picks a delivery date, adds products from search (one of them a
// near-expiry product above its stock: OutOfStock), fixes the amount in the basket, writes a comment,
// completes the order, finds it in the order history and orders it again. Real server, real database;
// axe on /kurv and /ordrer in their open states.
import { describe, expect, it } from 'vitest';
import { cardControls, expectToast, loginViaWidget, openSearch, orderableCards, productCards, useBrowser, axeViolations } from './browser';
import { waitForMail } from './mail';


describe('ordering: delivery date, basket, order, history, order again', () => {
  const fx = useBrowser();

  it('kok@kantinen.dk orders for a chosen delivery date and orders it again', async () => {
    const { page } = fx;
    await loginViaWidget(page);

    // 1. Pick a delivery date a week or so ahead: this session's own basket, apart from other tests.
    await page.goto('/kurv');
    const picker = page.locator('shop-delivery-date').getByLabel('Leveringsdato');
    await expect.poll(() => picker.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(4);
    await expect.poll(() => picker.isEnabled()).toBe(true);
    const options = await picker.locator('option').evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    expect(options[0]!.text).toMatch(/næste leveringsdag/);
    const chosen = options[4]!;
    const set = page.waitForResponse((r) => r.url().includes('/api/deliverydate/set/'));
    await picker.selectOption(chosen.value);
    expect((await set).status()).toBe(200);
    await expectToast(page, `Leveringsdatoen er nu ${chosen.text}.`);
    const basket = page.locator('shop-basket');
    await basket.getByRole('heading', { name: `Kurv til levering ${chosen.text}` }).waitFor();

    // 2. A product from search.
    await openSearch(page, 'mælk');
    await productCards(page).first().waitFor();
    const card = orderableCards(page).first();
    const { amount, add } = cardControls(card);
    await amount.fill('2');
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await add.click();
    expect((await added).status()).toBe(200);
    await expectToast(page, /lagt i kurven/);

    // 2b. A product from one of the kitchen's favourite lists (the list view of the product list).
    const lists = (await (await page.request.get('/api/favoritelists')).json()) as { i: number; amount: number }[];
    const list = lists.find((l) => l.amount > 0);
    if (!list) throw new Error('kok@kantinen.dk has no favourite list with products in the seed');
    await page.goto(`/soeg?favoritelist=${list.i}`);
    await productCards(page).first().waitFor();
    const listCard = orderableCards(page).first();
    await cardControls(listCard).amount.fill('1');
    const fromList = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await cardControls(listCard).add.click();
    const fromListRes = await fromList;
    expect(fromListRes.status()).toBe(200);
    expect(((await fromListRes.json()) as { addedOrderlines: number }).addedOrderlines).toBe(1);
    await expectToast(page, /lagt i kurven/);

    // 3. A near-expiry product (issue 18 point 1: never above its stock): 99 is refused with the
    // OutOfStock warning naming the stock, and nothing is added; 1 is added.
    await page.goto('/soeg?f-outlet=true');
    await productCards(page).first().waitFor();
    // The outlet view shows a product with a near-expiry offer as that offer (§4 expiry state).
    const expiryCard = orderableCards(page).and(page.locator('article[data-state~="expiry"]')).first();
    await expiryCard.waitFor();
    await cardControls(expiryCard).amount.fill('99');
    const expiryRefused = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await cardControls(expiryCard).add.click();
    const refusedRes = await expiryRefused;
    expect(refusedRes.status()).toBe(200);
    expect(((await refusedRes.json()) as { addedOrderlines: number }).addedOrderlines).toBe(0);
    await expectToast(page, /Der er ikke nok på lager\. Lagerbeholdning: \d+/);
    await cardControls(expiryCard).amount.fill('1');
    const expiryAdded = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await cardControls(expiryCard).add.click();
    expect(((await (await expiryAdded).json()) as { addedOrderlines: number }).addedOrderlines).toBe(1);

    // 4. The basket for the chosen date holds the three lines, none of them out of stock.
    await page.goto('/kurv');
    await basket.getByRole('heading', { name: `Kurv til levering ${chosen.text}` }).waitFor();
    await expect.poll(() => basket.locator('li.line').count()).toBeGreaterThanOrEqual(2);
    expect(await basket.getByRole('button', { name: /^Ikke på lager/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // 5. A comment, saved when the field is left.
    const comment = basket.getByLabel('Kommentar til ordren');
    await comment.fill('Levering ved bagdøren, tak');
    const saved = page.waitForResponse((r) => r.url().includes('/api/order/savecomment'));
    await comment.press('Tab');
    expect((await saved).status()).toBe(200);
    await expectToast(page, 'Kommentaren er gemt.');

    // 6. Complete: the confirmation with the order number takes the focus; the basket is empty.
    const completed = page.waitForResponse((r) => r.url().includes('/api/order/complete'));
    await basket.getByRole('button', { name: 'Afgiv ordre' }).click();
    const res = await completed;
    expect(res.status()).toBe(201);
    const { orderNo, totalOre } = (await res.json()) as { orderNo: number; totalOre: number };
    await basket.getByRole('heading', { name: 'Tak for din ordre' }).waitFor();
    await basket.getByText(`Ordre nr. ${orderNo} er modtaget`, { exact: false }).waitFor();
    expect(await basket.locator('li.line').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Issue 19 point 5: the confirmation mail arrives with the order's number, the comment and the total
    // the order was answered with.
    const confirmation = await waitForMail('kok@kantinen.dk', { subject: new RegExp(`ordre ${orderNo}$`) });
    expect(confirmation.text).toContain(`Ordrenummer: ${orderNo}`);
    expect(confirmation.text).toContain('Kommentar: Levering ved bagdøren, tak');
    const kroner = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(totalOre / 100);
    expect(confirmation.text).toContain(`Total ekskl. pant: ${kroner}\u00a0kr.`);

    // 7. The order history shows it; its lines expand; "Bestil igen" puts them back in the basket.
    await basket.getByRole('link', { name: 'Se dine ordrer' }).click();
    await page.waitForURL((url) => url.pathname === '/ordrer');
    const history = page.locator('shop-order-history');
    const order = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Ordre nr. ${orderNo}` }) });
    await order.waitFor();
    await order.getByText('Kommentar til ordren: Levering ved bagdøren, tak').waitFor();
    const toggle = order.getByRole('button', { name: 'Vis linjer' });
    await toggle.click();
    await order.getByRole('table').waitFor({ state: 'visible' });
    expect(await order.getByRole('table').locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);

    const again = page.waitForResponse((r) => r.url().includes(`/api/order/orderagain/${orderNo}`));
    await order.getByRole('button', { name: `Bestil igen: ordre nr. ${orderNo}` }).click();
    const againRes = await again;
    expect(againRes.status()).toBe(200);
    const result = (await againRes.json()) as { added: number; deliveryDate: string };
    expect(result.deliveryDate).toBe(chosen.value);
    expect(result.added).toBeGreaterThanOrEqual(1);
    await expectToast(page, /lagt i kurven til levering/);
    await page.locator('shop-mini-basket').first().getByText(/\d+ varer? i kurven/).first().waitFor({ state: 'attached' });

    // The mini basket popover: opens with Enter, lists the lines, Escape closes and returns the focus.
    const miniToggle = page.locator('shop-mini-basket').first().getByRole('button', { name: 'Vis kurv' });
    await miniToggle.focus();
    await miniToggle.press('Enter');
    await expect.poll(() => miniToggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('shop-mini-basket').first().getByRole('link', { name: 'Gå til kurven' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await expect.poll(() => miniToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await miniToggle.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);

    expect(fx.pageErrors).toEqual([]);
  });
});
