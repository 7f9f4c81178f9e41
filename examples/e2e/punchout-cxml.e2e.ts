// Issue 16 end to end, cXML: the example procurement system (/indkoebssystem) sends a
// PunchOutSetupRequest server to server and opens the StartPage; indkob@kommune.dk adds three products
// (one by weight with a decimal amount) and transfers the basket as a PunchOutOrderMessage; the
// procurement system shows the lines and the total. "Redigér" reopens the requisition with its lines in
// the basket, "Vis" opens it read-only, the same basket cannot be transferred twice, and a cancel from
// the banner comes back empty.
import { describe, expect, it } from 'vitest';
import { productCards, useBrowser } from './browser';
import { cancelFromBanner, expectFavouriteListsOnly, expectRequisitionOf, fillBasket, newestRequisition, punchOut, readBasket, transfer } from './punchout';

describe('punch-out with cXML from the example procurement system', () => {
  const fx = useBrowser();

  it('indkob@kommune.dk transfers three lines, reopens them with Redigér and Vis, and cancels', async () => {
    const { page, context } = fx;

    // 1. Start: setup request -> StartPage (once, 5 minutes) -> the shop's search page.
    await punchOut(page, 'Start cXML-punch-out');

    // 2. Search and add; favourite lists only; no near-expiry offers.
    const basket = await fillBasket(page);
    await productCards(page).first().waitFor();
    await expectFavouriteListsOnly(page);

    // 3. Transfer: a PunchOutOrderMessage in cxml-urlencoded to BrowserFormPost.
    const sessionCookies = await context.cookies();
    await transfer(page);
    const requisition = newestRequisition(page);
    await requisition.getByRole('heading', { name: /\(cXML\)$/ }).waitFor();
    await expectRequisitionOf(requisition, basket);
    // The BuyerCookie that came back is the one this procurement system sent.
    expect(await requisition.getByText('(ukendt)').count()).toBe(0);

    // 4. The same basket again with the ended session's cookie: refused.
    await context.addCookies(sessionCookies);
    const again = await page.request.post('/api/order/completepoorder', { data: {} });
    expect([401, 403, 409]).toContain(again.status());

    // 5. Redigér: operation edit with the requisition's lines as ItemOut; the shop opens the basket with them.
    await page.goto('/indkoebssystem');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/kurv'),
      newestRequisition(page).getByRole('button', { name: 'Redigér', exact: true }).click(),
    ]);
    const reopened = await readBasket(page);
    expect(reopened.lines.map((l) => [l.productId, l.amount, l.unit]).sort()).toEqual(basket.lines.map((l) => [l.productId, l.amount, l.unit]).sort());
    await expect.poll(() => page.locator('shop-basket').locator('li.line').count()).toBe(3);
    // Transfer the edited requisition back: a second cXML requisition with the same lines.
    await transfer(page);
    const edited = newestRequisition(page);
    await edited.getByRole('heading', { name: /\(cXML\)$/ }).waitFor();
    await expectRequisitionOf(edited, reopened);

    // 6. Vis: operation inspect; the basket shows the lines read-only, no transfer.
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/kurv'),
      newestRequisition(page).getByRole('button', { name: 'Vis', exact: true }).click(),
    ]);
    const shop = page.locator('shop-basket');
    await shop.getByText('Indkøbsordren er åbnet til visning og kan ikke ændres.').waitFor();
    expect(await shop.getByRole('button', { name: 'Overfør til indkøbssystem' }).count()).toBe(0);

    // 7. Cancel from the banner: an empty PunchOutOrderMessage.
    await cancelFromBanner(page);
    const cancelled = newestRequisition(page);
    await cancelled.getByRole('heading', { name: /\(cXML\)$/ }).waitFor();
    await cancelled.getByText('Tom indkøbskurv (annulleret)').waitFor();

    expect(fx.pageErrors).toEqual([]);
  });
});
