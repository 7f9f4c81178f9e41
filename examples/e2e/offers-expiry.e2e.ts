// Issue 18 point 1 end to end, against the real server and database: kok@kantinen.dk sees the teaser on
// the front page, opens /kort-holdbarhed, finds an offer on his own list FIRST ("På din liste …"), adds
// it up to its stock and is refused above it (§8 OutOfStock with the stock); the department's recurring
// order shows its line's expiry offer. indkob@kommune.dk (punch-out, §6) sees no expiry offers. axe on
// the widget's states a real server gives: ready (page and teaser), not allowed, not logged in.
import { describe, expect, it } from 'vitest';
import { axeViolations, cardControls, expectJson, expectToast, loginViaWidget, useBrowser } from './browser';

interface NearExpiry { products: { product: { id: string; expiry: { stock: number; unit: string } | null }; onLists: { kind: string; name: string }[] }[] }

describe('expiry offers (/kort-holdbarhed)', () => {
  const fx = useBrowser();

  it('kok@kantinen.dk finds an offer on his own list first, adds it up to the stock and is refused above it', async () => {
    const { page, context } = fx;
    const api = context.request;
    await loginViaWidget(page);
    // A delivery date of this test's own, weeks ahead, with an empty basket (no other test's lines).
    const { dates } = await expectJson<{ dates: string[] }>(api.get('/api/deliverydate/getall'));
    const date = dates[Math.min(14, dates.length - 1)]!;
    await expectJson(api.post(`/api/deliverydate/set/${date}`, { data: {} }));
    await api.delete(`/api/order/emptybasket/${date}`, { data: {} });

    // The front page's teaser: a strip with the link to the page.
    await page.goto('/');
    const teaser = page.locator('shop-expiry-offers');
    const seeAll = teaser.getByRole('link', { name: 'Se alle varer med kort holdbarhed' });
    await seeAll.waitFor();
    expect(await teaser.getByRole('article').count()).toBeGreaterThan(0);
    expect(await teaser.getByRole('article').count()).toBeLessThanOrEqual(20);
    expect(await axeViolations(page)).toEqual([]);

    // The page asks once, for its own take (1000): no request for a default take before the widget names it.
    const loaded = page.waitForResponse((r) => r.url().includes('/api/product/nearexpiry') && new URL(r.url()).searchParams.get('take') === '1000');
    const asked: (string | null)[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/product/nearexpiry')) asked.push(new URL(r.url()).searchParams.get('take')); });
    await seeAll.click();
    await page.waitForURL('**/kort-holdbarhed');
    const answer = await expectJson<NearExpiry>(Promise.resolve(await loaded));
    const widget = page.locator('shop-expiry-offers');
    const cards = widget.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(answer.products.length);
    expect(asked.filter((take) => take !== '1000')).toEqual([]);

    // FIRST: an offer on one of his own favourite lists, and the card says so.
    const first = cards.first();
    expect(await first.getAttribute('data-card-type')).toBe('expiry');
    await first.getByText(/^På din liste /).waitFor();
    expect(answer.products[0]!.onLists.some((l) => l.kind === 'favoriteList')).toBe(true);
    // The card shows the expiry date, the stock left, the price per expiry unit and the saving.
    await first.getByText(/^Udløber \d\d-\d\d-\d{4}$/).waitFor();
    await first.getByText(/^Du sparer .+ pr\. .+ \(\d+ %\)$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The first offer on his lists that can be ordered now, with its stock as the card says it.
    const onList = cards.filter({ hasText: 'På din liste' }).filter({ has: page.getByRole('button', { name: /^Læg i kurv: .+$/, disabled: false }) }).first();
    const stockText = (await onList.getByText(/ tilbage$/).textContent())!;
    const [, stock, unit] = /^(\d+(?:,\d+)?) (\S+) tilbage$/.exec(stockText.trim())!;
    const { amount, add } = cardControls(onList);

    // Up to the stock: added.
    await amount.fill(stock!);
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await add.click();
    expect((await expectJson<{ addedOrderlines: number }>(added)).addedOrderlines).toBe(1);
    await expectToast(page, '1 vare er lagt i kurven');

    // One more: refused with §8 OutOfStock naming the stock; the basket keeps the stock.
    await amount.fill('1');
    const refused = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await add.click();
    const cart = await expectJson<{ addedOrderlines: number; warnings: { code: string; stock: number }[] }>(refused);
    expect(cart.addedOrderlines).toBe(0);
    expect(cart.warnings[0]).toMatchObject({ code: 'OutOfStock', stock: Number(stock!.replace(',', '.')) });
    await expectToast(page, `Der er ikke nok på lager. Lagerbeholdning: ${stock!.replace(',', '.')}`);
    const basket = await expectJson<{ lines: { expiryProduct?: boolean; amount: number; unit: string }[] }>(api.get('/api/order/revieworder'));
    const line = basket.lines.find((l) => l.expiryProduct)!;
    expect(line).toMatchObject({ amount: Number(stock!.replace(',', '.')), unit });

    // The department's recurring order shows its line's expiry offer.
    await page.goto('/fastordrer');
    const orders = page.locator('shop-recurring-orders');
    await orders.getByRole('link', { name: /Mælk, brød og grønt/ }).first().click();
    await orders.getByText(/^Kort holdbarhed: /).first().waitFor();

    await api.delete(`/api/order/emptybasket/${date}`, { data: {} });
  });

  it('indkob@kommune.dk (punch-out, §6) sees no expiry offers; a visitor is asked to log in', async () => {
    const { page, context } = fx;
    await page.goto('/kort-holdbarhed');
    await page.locator('shop-expiry-offers').getByText('Log ind for at se varer med kort holdbarhed.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await loginViaWidget(page, { email: 'indkob@kommune.dk', password: 'demo1234' });
    expect((await expectJson<NearExpiry>(context.request.get('/api/product/nearexpiry?take=1000'))).products).toEqual([]);
    // The front page's teaser renders nothing for him.
    await page.goto('/');
    await page.locator('shop-login').waitFor();
    await page.waitForFunction(() => customElements.get('shop-expiry-offers') !== undefined);
    expect(await page.locator('shop-expiry-offers').getByRole('article').count()).toBe(0);
    await page.goto('/kort-holdbarhed');
    const widget = page.locator('shop-expiry-offers');
    await widget.getByText('Varer med kort holdbarhed kan ikke købes med din konto.').waitFor();
    expect(await widget.getByRole('article').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
