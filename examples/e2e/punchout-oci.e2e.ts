// Issue 16 end to end, OCI: the example procurement system (/indkoebssystem) punches out as
// indkob@kommune.dk with a form post; the buyer searches (favourite lists only in the dropdown, no
// near-expiry offers), adds three products (one by weight with a decimal amount) and transfers the
// basket; the procurement system shows the three lines with quantities, unit codes, prices and the
// total. The same basket cannot be transferred twice, and a cancel from the banner comes back empty.
import { describe, expect, it } from 'vitest';
import { productCards, useBrowser } from './browser';
import { cancelFromBanner, expectFavouriteListsOnly, expectRequisitionOf, fillBasket, newestRequisition, punchOut, transfer } from './punchout';

describe('punch-out with OCI from the example procurement system', () => {
  const fx = useBrowser();

  it('indkob@kommune.dk transfers three lines to the procurement system, once; a cancel sends an empty basket', async () => {
    const { page, context } = fx;

    // 1. Start: a form post to /api/punchoutlogin, then the shop's search page in a punch-out session.
    await punchOut(page, 'Start OCI-punch-out');
    const profile = await page.request.post('/api/profile/profileinfo', { data: {} });
    if (profile.status() === 200) {
      expect(((await profile.json()) as { punchOut?: { protocol: string } | null }).punchOut?.protocol).toBe('oci');
    }

    // 2. Search and add; the dropdown shows favourite lists only.
    const basket = await fillBasket(page);
    await productCards(page).first().waitFor();
    await expectFavouriteListsOnly(page);
    await page.goto('/soeg?f-outlet=true');
    await productCards(page).first().waitFor({ state: 'attached' }).catch(() => undefined);
    expect(await page.locator('shop-product-list article[data-state~="expiry"]').count()).toBe(0);

    // 3. Transfer: the basket page posts the OCI form to HOOK_URL; the procurement system shows it.
    const sessionCookies = await context.cookies();
    await transfer(page);
    const requisition = newestRequisition(page);
    await requisition.getByRole('heading', { name: /\(OCI\)$/ }).waitFor();
    await expectRequisitionOf(requisition, basket);
    expect(await requisition.getByText('Tom indkøbskurv (annulleret)').count()).toBe(0);

    // 4. The same basket again, with the ended session's cookie put back: refused.
    await context.addCookies(sessionCookies);
    const again = await page.request.post('/api/order/completepoorder', { data: {} });
    expect(again.status()).not.toBe(200);
    expect([401, 403, 409]).toContain(again.status());

    // 5. A new punch-out, cancelled from the banner: an empty requisition.
    await punchOut(page, 'Start OCI-punch-out');
    await cancelFromBanner(page);
    const cancelled = newestRequisition(page);
    await cancelled.getByRole('heading', { name: /\(OCI\)$/ }).waitFor();
    await cancelled.getByText('Tom indkøbskurv (annulleret)').waitFor();

    expect(fx.pageErrors).toEqual([]);
  });
});
