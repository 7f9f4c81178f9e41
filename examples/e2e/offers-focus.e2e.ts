// Issue 18 point 3 end to end, focus products and focus brands: an anonymous visitor sees a focus
// brand's page with its logo and text and is asked to log in for its products; kok@kantinen.dk sees
// the brand page list the brand's products of Kantinen's assortment (the API's, in its order), the
// logo rendered 80 px wide and the thumbnail 250 px (§9); the seeded focus product's card starts in
// its focus unit with "Fokusvare: 12 … på lager", and adding it in another unit is refused with §8
// UnitMisMatch (nothing is added). The overview /vores-staerke-brands links every brand. axe clean
// on each state. Real server, real database (the seed's focus brands).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectJson as json, expectToast, loginViaWidget, useBrowser } from './browser';

interface Brand { slug: string; name: string; productCount: number | null }
interface CardProduct { id: string; name: string; units: { code: string }[]; focus: { productId: string; unit: string; stock: number } | null; focusBrand: { name: string } | null }

const brandPage = (slug: string) => `/vores-staerke-brands/${encodeURIComponent(slug)}`;

async function renderedWidth(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  return box?.width ?? -1;
}

describe('focus brands and focus products (issue 18 point 3)', () => {
  const fx = useBrowser();

  it('an anonymous visitor sees the brand and is asked to log in for its products', async () => {
    const { page } = fx;
    const brands = await json<Brand[]>(page.request.get('/api/focusbrands'));
    expect(brands.length).toBeGreaterThanOrEqual(3);
    await page.goto(brandPage(brands[0]!.slug));
    const widget = page.locator('shop-focus-brand');
    await expect.poll(() => widget.getByRole('heading', { level: 1 }).textContent()).toBe(brands[0]!.name);
    await widget.getByText('Log ind for at se brandets varer og priser.').waitFor();
    expect(await widget.locator('article.card').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('kok@kantinen.dk: the brand page lists its products; logo 80 px, thumbnail 250 px; the focus product refuses another unit (UnitMisMatch)', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const brands = await json<Brand[]>(page.request.get('/api/focusbrands'));
    // The seed's dairy brand comes first and holds the demo focus product.
    const brand = brands[0]!;
    expect(brand.productCount).toBeGreaterThanOrEqual(6);
    const api = await json<{ products: CardProduct[] }>(page.request.get(`/api/focusbrands/${encodeURIComponent(brand.slug)}`));
    expect(api.products.every((p) => p.focusBrand?.name === brand.name)).toBe(true);

    await page.goto(brandPage(brand.slug));
    const widget = page.locator('shop-focus-brand');
    const cards = widget.locator('article.card');
    await expect.poll(() => cards.count()).toBe(api.products.length);
    // The names (a long one is cut at 55 characters on the card, §9; its title keeps it whole).
    expect(await cards.locator('h3.name').evaluateAll((hs) => hs.map((h) => h.getAttribute('title')))).toEqual(api.products.map((p) => p.name));
    expect(await renderedWidth(page, 'shop-focus-brand img.logo')).toBe(80);
    expect(await renderedWidth(page, 'shop-focus-brand img.thumb')).toBe(250);
    expect(await widget.locator('img.logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The focus product: in its focus unit with its stock; another unit is refused.
    const focus = api.products.find((p) => p.focus && p.units.some((u) => u.code !== p.focus!.unit))!;
    expect(focus, 'the seed makes one multi-unit product of the brand a focus product').toBeDefined();
    const { unit: focusUnit, stock } = focus.focus!;
    // Cards are in the API's order (checked above); names can repeat across sizes.
    const card = cards.nth(api.products.indexOf(focus));
    await card.getByText(`Fokusvare: ${String(stock).replace('.', ',')} ${focusUnit} på lager`).waitFor();
    const unitSelect = card.getByLabel(`Enhed for ${focus.name}`);
    expect(await unitSelect.inputValue()).toBe(focusUnit);
    const other = focus.units.find((u) => u.code !== focusUnit)!.code;
    await unitSelect.selectOption(other);
    await card.getByLabel(`Antal af ${focus.name}`).fill('1');
    const added = page.waitForResponse((r) => r.url().includes('/api/order/addtoorder'));
    await card.getByRole('button', { name: `Læg i kurv: ${focus.name}` }).click();
    const answer = (await (await added).json()) as { addedOrderlines: number; warnings: { code: string; unit: string }[] };
    expect(answer.addedOrderlines).toBe(0);
    expect(answer.warnings).toEqual([expect.objectContaining({ code: 'UnitMisMatch', unit: focusUnit })]);
    await expectToast(page, `Varen kan kun bestilles i enheden ${focusUnit}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(fx.pageErrors).toEqual([]);
  });

  it('the overview links every brand to its page', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const brands = await json<Brand[]>(page.request.get('/api/focusbrands'));
    await page.goto('/vores-staerke-brands');
    const widget = page.locator('shop-focus-brand');
    await widget.getByRole('heading', { level: 1, name: 'Vores stærke brands' }).waitFor();
    const links = widget.locator('a.brand-tile');
    await expect.poll(() => links.count()).toBe(brands.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(brands.map((b) => brandPage(b.slug)));
    expect(await axeViolations(page)).toEqual([]);
    await links.last().click();
    await expect.poll(() => widget.getByRole('heading', { level: 1 }).textContent()).toBe(brands[brands.length - 1]!.name);
  });
});
