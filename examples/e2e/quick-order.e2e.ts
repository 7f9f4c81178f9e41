// Issue 20 point 1 end to end: kok@kantinen.dk pastes 31 lines on /hurtig-bestilling (a duplicate, an
// unknown number, a discontinued product, a decimal KG amount, his own item number and a decimal amount
// for cartons among them), reviews them, sees every reason, corrects the carton amount in the table, and
// puts exactly the valid lines in the basket with ONE addtoorder call. Real server, real database: the products are found through the shop's own search API; axe on
// the review state.
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectToast, loginViaWidget, useBrowser, expectJson as json } from './browser';

interface UnitWire { i: string; d: string; w: boolean; f: boolean }
interface ProductWire { i: string[]; d: string; u: UnitWire[]; p: number | null; f?: string | null; t?: string; x?: Record<string, unknown> }
interface ReviewLine { rows: number[]; status: string; reason: string | null; amount: number | null; product: { productId: string; name: string; unit: string | null } | null }

/** Orderable today: a price, not discontinued, food information where required. */
function orderable(p: ProductWire, today: string): boolean {
  const x = p.x ?? {};
  return (p.p ?? 0) > 0 && !(p.f && p.f <= today) && !(x.foodInfoRequired && !x.foodInfo) && !x.discontinuedByHQ && !x.procure;
}

/** The department's assortment, page by page through POST /api/product/search, until `enough` says so. */
async function assortment(api: APIRequestContext, enough: (all: ProductWire[]) => boolean): Promise<ProductWire[]> {
  const all: ProductWire[] = [];
  for (let skip = 0; skip < 5000; skip += 100) {
    const page = await json<{ total: number; products: ProductWire[] }>(api.post('/api/product/search', { data: { payload: { text: '', postingGroups: [] }, skip, take: 100 } }));
    all.push(...page.products);
    if (enough(all) || skip + 100 >= page.total) break;
  }
  return all;
}

describe('quick order: paste 31 lines, review, fix an amount, one add', () => {
  const fx = useBrowser();

  it('kok@kantinen.dk pastes a list and gets exactly its valid lines in the basket', async () => {
    const { page, context } = fx;
    const api = context.request;
    await loginViaWidget(page);
    const today = new Date().toISOString().slice(0, 10);

    // A delivery date of this test's own, weeks ahead (no deadline in the way), with an empty basket.
    const { dates } = await json<{ dates: string[] }>(api.get('/api/deliverydate/getall'));
    const date = dates[Math.min(12, dates.length - 1)]!;
    await json(api.post(`/api/deliverydate/set/${date}`, { data: {} }));
    await api.delete(`/api/order/emptybasket/${date}`, { data: {} });

    const plainOf = (p: ProductWire) => orderable(p, today) && !(p.i[2] ?? '') && !p.u.some((u) => u.w || u.i === 'KG');
    const found = (all: ProductWire[]) =>
      all.filter(plainOf).length >= 26 && all.some((p) => p.f && p.f <= today && p.t) && all.some((p) => orderable(p, today) && p.u.some((u) => u.i === 'KG'))
      && all.some((p) => orderable(p, today) && (p.i[2] ?? '') !== '');
    const products = await assortment(api, found);
    const plain = products.filter(plainOf).slice(0, 26);
    const fix = plain.pop()!;
    const gone = products.find((p) => p.f && p.f <= today && p.t)!;
    const kg = products.find((p) => orderable(p, today) && p.u.some((u) => u.i === 'KG') && !(p.i[2] ?? ''))!;
    const own = products.find((p) => orderable(p, today) && (p.i[2] ?? '') !== '' && p.i[0] !== kg.i[0])!;
    expect(plain).toHaveLength(25);
    expect(gone && kg && own).toBeTruthy();

    // 31 lines: 25 products (first with its default unit in lower case), a duplicate of the first, an
    // unknown number, the discontinued product, 1,5 kg, an own item number and 2,5 of a unit without
    // decimals (to be corrected in the table). Semicolon separated.
    const lines = [
      ...plain.map((p, n) => `${p.i[0]};${n + 1}`),
      `${plain[0]!.i[0]};4`,
      '99999999;1',
      `${gone.i[0]};2`,
      `${kg.i[0]};1,5;kg`,
      `${own.i[2]};3`,
      `${fix.i[0]};2,5`,
    ];
    expect(lines).toHaveLength(31);

    await page.goto('/hurtig-bestilling');
    const widget = page.locator('shop-quick-order');
    await widget.getByLabel('Varenumre og antal').fill(lines.join('\n'));
    const reviewed = page.waitForResponse((r) => r.url().includes('/api/product/loadcsv'));
    await widget.getByRole('button', { name: 'Gennemse' }).click();
    const review = await json<{ lines: ReviewLine[]; orderable: number; total: number }>(Promise.resolve(await reviewed));
    expect(review.total).toBe(30); // the duplicate merged
    expect(review.orderable).toBe(27);

    const table = widget.getByRole('table', { name: 'Gennemsyn af listen' });
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(30);
    // The duplicate: one line for rows 1 and 26, amounts added.
    const merged = review.lines.find((l) => l.rows.join() === '1,26')!;
    expect(merged).toMatchObject({ status: 'ok', amount: 5 });
    await table.getByRole('cell', { name: '1, 26', exact: true }).waitFor();
    // Every reason shows.
    await table.getByText('Varenummeret findes ikke', { exact: true }).waitFor();
    await table.getByText(/^Varen er udgået\. Alternativ: /).waitFor();
    await table.getByRole('button', { name: /^Brug alternativ til / }).waitFor();
    expect(review.lines.find((l) => l.rows.includes(29))).toMatchObject({ status: 'ok', amount: 1.5, product: { productId: kg.i[0], unit: 'KG' } });
    expect(review.lines.find((l) => l.rows.includes(30))).toMatchObject({ status: 'ok', product: { productId: own.i[0] } });
    const wrong = review.lines.find((l) => l.rows.includes(31))!;
    expect(wrong).toMatchObject({ status: 'invalidAmount', reason: 'Du kan kun indtaste tal i feltet', amount: null, product: { productId: fix.i[0] } });
    expect(await table.locator('tbody tr[data-status="ok"]').count()).toBe(27);
    await widget.getByText('27 af 30 linjer kan bestilles').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The carton amount is corrected in place (no new paste): the line becomes orderable.
    // (Found through its row: several products of the assortment share a name.)
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '31', exact: true }) });
    const amount = row.getByRole('textbox', { name: `Antal for ${wrong.product!.name}` });
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await amount.fill('3');
    await amount.press('Enter');
    await widget.getByText('28 af 30 linjer kan bestilles').waitFor();
    await expect.poll(() => table.locator('tbody tr[data-status="ok"]').count()).toBe(28);

    // One addtoorder with the valid lines.
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/order/addtoorder')) adds.push(r.postData() ?? '');
    });
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await widget.getByRole('button', { name: 'Læg 28 varer i kurven' }).click();
    expect((await added).status()).toBe(200);
    await expectToast(page, /lagt i kurven/);
    expect(adds).toHaveLength(1);
    expect((JSON.parse(adds[0]!) as { origin: number }[]).every((i) => i.origin === 35)).toBe(true);

    // The basket holds exactly the valid lines.
    const basket = await json<{ deliveryDate: string; lines: { productId: string; unit: string; amount: number }[] }>(api.get('/api/order/revieworder'));
    expect(basket.deliveryDate).toBe(date);
    const ok = [...review.lines.filter((l) => l.status === 'ok').map((l) => `${l.product!.productId} ${l.product!.unit} ${l.amount}`), `${fix.i[0]} ${wrong.product!.unit} 3`].sort();
    expect(basket.lines.map((l) => `${l.productId} ${l.unit} ${l.amount}`).sort()).toEqual(ok);
    // What is left to fix stays in the table.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    expect(fx.pageErrors).toEqual([]);
    await api.delete(`/api/order/emptybasket/${date}`, { data: {} });
  });
});
