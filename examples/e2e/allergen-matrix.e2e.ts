// Issue 20 point 2 end to end, the allergen overview of a favourite list: kok@kantinen.dk opens a list
// of his (made through the API from his seeded lists, with at least one product without food info),
// follows "Allergenoversigt" from the list's toolbar, and sees one row per product with the marks the
// API gives (● contains, ○ may contain, "Ingen varedata" across a product without food info); the CSV
// downloads with the Danish header; and Chromium prints ceil(N / 30) A4 landscape pages: a list of 30
// products on one page, 31 on two. Pages are counted in the PDF Chromium writes: the number of page
// objects (`/Type /Page`, not `/Pages`), which must agree with the page tree's `/Count` (Chromium writes
// the page dictionaries uncompressed). Real server, real database; the lists are deleted afterwards.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, loginViaWidget, useBrowser, expectJson as json } from './browser';

const CODES = ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'] as const;
type Presence = 'contains' | 'mayContain' | 'absent';
interface MatrixRow { productId: string; name: string; foodInfoVersion: number | null; allergens: Record<(typeof CODES)[number], Presence> | null }
interface Matrix { list: { id: number; name: string }; generatedAt: string; rows: MatrixRow[] }
interface ProductWire { i: string[]; d: string; x?: Record<string, unknown> }

/** Pages of a PDF as Chromium writes it: page objects, checked against the page tree's count. */
function pdfPageCount(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const objects = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)].map((m) => Number(m[1] ?? m[2]));
  expect(counts.length, 'the PDF has a page tree').toBeGreaterThan(0);
  expect(Math.max(...counts), 'page objects and the page tree agree').toBe(objects);
  return objects;
}

/** The matrix page for a list, loaded. */
async function openMatrix(page: Page, listId: number, rows: number): Promise<void> {
  await page.goto(`/favoritlister/allergener?favoritelist=${listId}`);
  await expect.poll(() => page.locator('shop-allergen-matrix tbody tr').count()).toBe(rows);
}

async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', landscape: true, margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' } });
  await page.emulateMedia({ media: 'screen' });
  return pdfPageCount(pdf);
}

describe('allergen overview of a favourite list (issue 20 point 2)', () => {
  const fx = useBrowser();
  const made: number[] = [];

  afterEach(async () => {
    for (const id of made.splice(0)) await fx.context.request.delete(`/api/favoritelists/${id}`, { data: {} }).catch(() => undefined);
  });

  async function createList(api: APIRequestContext, name: string, productIds: string[]): Promise<number> {
    const list = await json<{ i: number }>(api.post('/api/favoritelists', { data: { listName: name, shared: false } }), 201);
    made.push(list.i);
    for (const productId of productIds) await json(api.post('/api/favoritelists/addproduct', { data: { id: list.i, productId } }));
    return list.i;
  }

  /** kok's seeded lists' products ('Faste varer' 40, 'Køkkenets basisvarer' 15), without food info first. */
  async function seededProducts(api: APIRequestContext): Promise<{ ids: string[]; withoutFoodInfo: string[] }> {
    const lists = await json<{ i: number; n: string; l: string[] }[]>(api.get('/api/favoritelists'));
    const ids = [...new Set(lists.filter((l) => l.n === 'Faste varer' || l.n === 'Køkkenets basisvarer').flatMap((l) => l.l))];
    const wires = await json<ProductWire[]>(api.get(`/api/product/getbyids?products=${ids.join(',')}`));
    const withoutFoodInfo = wires.filter((w) => !w.x?.foodInfo).map((w) => w.i[0]!);
    const known = wires.map((w) => w.i[0]!);
    return { ids: [...withoutFoodInfo, ...known.filter((id) => !withoutFoodInfo.includes(id))], withoutFoodInfo };
  }

  it('kok@kantinen.dk follows "Allergenoversigt", sees the API\'s marks, downloads the CSV; 30 products print on one A4 page', async () => {
    const { page } = fx;
    const api = page.request;
    await loginViaWidget(page);
    const { ids, withoutFoodInfo } = await seededProducts(api);
    expect(withoutFoodInfo.length, 'a seeded product without food info').toBeGreaterThan(0);
    expect(ids.length).toBeGreaterThanOrEqual(31);
    // Products without food info and products with declared allergens, 30 in all.
    const listName = `Allergener E2E ${Date.now()}`;
    const listId = await createList(api, listName, ids.slice(0, 30));

    // 1. From the favourite-list view's toolbar.
    await page.goto(`/soeg?favoritelist=${listId}`);
    const link = page.locator('shop-product-list').getByRole('link', { name: 'Allergenoversigt' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/favoritlister/allergener?favoritelist=${listId}`);
    await link.click();
    await page.waitForURL(`**/favoritlister/allergener?favoritelist=${listId}`);
    const matrixEl = page.locator('shop-allergen-matrix');
    const table = matrixEl.getByRole('table', { name: new RegExp(`Allergenoversigt: ${listName}`) });
    await table.waitFor();

    // 2. Rows and marks as the API answers them, in the list's order.
    const matrix = await json<Matrix>(api.get(`/api/favoritelists/${listId}/allergens`));
    expect(matrix.rows).toHaveLength(30);
    const shown = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => ({
        id: r.getAttribute('data-product-id'),
        version: r.querySelector('.version')?.textContent,
        missing: r.querySelector('td.missing')?.textContent ?? null,
        cells: Array.from(r.querySelectorAll('td[data-allergen]')).map((td) => td.querySelector('[aria-hidden="true"]')?.textContent ?? ''),
      })),
    );
    const mark: Record<Presence, string> = { contains: '●', mayContain: '○', absent: '' };
    expect(shown).toEqual(
      matrix.rows.map((r) => ({
        id: r.productId,
        version: r.foodInfoVersion === null ? '–' : String(r.foodInfoVersion),
        missing: r.allergens ? null : 'Ingen varedata',
        cells: r.allergens ? CODES.map((c) => mark[r.allergens![c]]) : [],
      })),
    );
    expect(matrix.rows.filter((r) => r.allergens === null).map((r) => r.productId)).toEqual(withoutFoodInfo.slice(0, 30).filter((id) => ids.slice(0, 30).includes(id)));
    expect(matrix.rows.some((r) => r.allergens && Object.values(r.allergens).includes('contains')), 'some product contains an allergen').toBe(true);
    const caption = await table.locator('caption').textContent();
    const today = new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replaceAll('.', '-');
    expect(caption).toContain(`Udskrevet ${today}`);
    expect(await axeViolations(page)).toEqual([]);

    // 3. The CSV: UTF-8 with a BOM, `;`, the Danish header, the first product's row.
    const downloading = page.waitForEvent('download');
    await matrixEl.getByRole('link', { name: 'Hent CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^allergener-allergener-e2e-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = bytes.subarray(3).toString('utf8').split('\r\n').map((line) => line.split(';'));
    expect(records[0]).toEqual(['Varenr.', 'Vare', 'Mærke', 'Varedataversion', 'Glutenholdige kornprodukter', 'Krebsdyr', 'Æg', 'Fisk', 'Jordnødder', 'Soja', 'Mælk', 'Nødder', 'Selleri', 'Sennep', 'Sesamfrø', 'Svovldioxid og sulfitter', 'Lupin', 'Bløddyr']);
    const first = matrix.rows[0]!;
    expect(records[1]![0]).toBe(first.productId);
    const word: Record<Presence, string> = { contains: 'Indeholder', mayContain: 'Kan indeholde', absent: '' };
    expect(records[1]!.slice(4)).toEqual(CODES.map((c) => (first.allergens ? word[first.allergens[c]] : 'Ingen varedata')));
    expect(records.filter((r) => r.length > 1)).toHaveLength(31);

    // 4. Printed: the site's header and the buttons stay off the paper, the table header repeats.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await matrixEl.getByRole('button', { name: 'Udskriv' }).isVisible()).toBe(false);
    expect(await table.locator('thead').evaluate((el) => getComputedStyle(el).display)).toBe('table-header-group');
    await page.emulateMedia({ media: 'screen' });
    expect(await printedPages(page)).toBe(1);
    expect(fx.pageErrors).toEqual([]);
  });

  it('31 products print on two A4 landscape pages (30 a page)', async () => {
    const { page } = fx;
    const api = page.request;
    await loginViaWidget(page);
    const { ids } = await seededProducts(api);
    const listId = await createList(api, `Allergener 31 ${Date.now()}`, ids.slice(0, 31));
    await openMatrix(page, listId, 31);
    expect(await printedPages(page)).toBe(2);
  });
});
