// Issue 16 §5: the example procurement system's page itself (examples/procurement/), apart from the
// shop's punch-out: it loads under the site's strict CSP, passes axe, and shows what arrives at its
// HOOK_URL (an OCI form as the shop's transfer posts it, an empty one as a cancel) line by line.
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

describe('the example procurement system at /indkoebssystem', () => {
  const fx = useBrowser();

  it('shows the start forms and an OCI requisition posted to its HOOK_URL, and a cancel as empty', async () => {
    const { page } = fx;
    const cspErrors: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
    });
    await page.goto('/indkoebssystem');
    await page.getByRole('heading', { name: 'Indkøbssystem (eksempel)', level: 1 }).waitFor();
    const oci = page.locator('form').filter({ has: page.getByRole('button', { name: 'Start OCI-punch-out' }) });
    expect(await oci.getAttribute('action')).toMatch(/\/api\/punchoutlogin$/);
    expect(await oci.locator('input[name="USERNAME"]').inputValue()).toBe('indkob@kommune.dk');
    expect(await oci.locator('input[name="HOOK_URL"]').inputValue()).toMatch(/\/indkoebssystem\/retur$/);
    await page.getByRole('button', { name: 'Start cXML-punch-out' }).waitFor();
    // The stylesheet applied (no inline styles under the CSP).
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(238, 241, 246)');
    expect(await axeViolations(page)).toEqual([]);

    // A transfer as the shop's basket posts it: a real form, submitted by the browser.
    const fields: [string, string][] = [
      ['NEW_ITEM-DESCRIPTION[1]', 'Bananer øko'], ['NEW_ITEM-QUANTITY[1]', '2.5'], ['NEW_ITEM-UNIT[1]', 'KGM'],
      ['NEW_ITEM-PRICE[1]', '15.95'], ['NEW_ITEM-PRICEUNIT[1]', '1'], ['NEW_ITEM-CURRENCY[1]', 'DKK'],
      ['NEW_ITEM-VENDORMAT[1]', 'E2E-1'], ['NEW_ITEM-EXT_PRODUCT_ID[1]', 'E2E-1'],
      ['NEW_ITEM-DESCRIPTION[2]', 'Agurk'], ['NEW_ITEM-QUANTITY[2]', '4'], ['NEW_ITEM-UNIT[2]', 'EA'],
      ['NEW_ITEM-PRICE[2]', '7.25'], ['NEW_ITEM-PRICEUNIT[2]', '1'], ['NEW_ITEM-CURRENCY[2]', 'DKK'], ['NEW_ITEM-VENDORMAT[2]', 'E2E-2'],
    ];
    const post = (entries: [string, string][]) => page.evaluate((entries) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/indkoebssystem/retur';
      for (const [name, value] of entries) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, entries);
    await Promise.all([page.waitForURL((url) => url.pathname === '/indkoebssystem' && url.search === ''), post(fields)]);
    await page.waitForLoadState('load');
    const requisition = page.locator('section.po-requisition').first();
    await requisition.getByRole('heading', { name: /\(OCI\)$/ }).waitFor();
    const banana = requisition.locator('tbody tr[data-product-id="E2E-1"]');
    expect(await banana.locator('td').allInnerTexts()).toEqual(['E2E-1', 'Bananer øko', '2,5', 'KGM', '15,95 DKK', '39,88 DKK']);
    expect(await requisition.locator('tbody tr[data-product-id="E2E-2"] td').allInnerTexts()).toEqual(['E2E-2', 'Agurk', '4', 'EA', '7,25 DKK', '29,00 DKK']);
    await requisition.getByText('Total: 68,88 DKK').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A cancel: the same form without NEW_ITEM fields.
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/indkoebssystem/retur')), post([['~OkCode', 'ADDI']])]);
    await page.waitForLoadState('load');
    const cancelled = page.locator('section.po-requisition').first();
    await cancelled.getByText('Tom indkøbskurv (annulleret)').waitFor();

    expect(cspErrors).toEqual([]);
    expect(fx.pageErrors).toEqual([]);
  });
});
