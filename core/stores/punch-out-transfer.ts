// Issue 16: 'Overfør til indkøbssystem' on the basket page of a punch-out session. The basket page's
// checks apply (no transfer while an edit is under way, nothing to transfer from an empty basket), and
// the server's refusals are shown as completing's are: 409 OrderNotPlaceable marks the named lines.
// Apart from punch-out.ts so the banner, on every page, does not carry the basket page.
import { ApiRequestError } from '../api/client.js';
import { $basketPage, loadBasketPage, markNotPlaceable } from './basket-page.js';
import { loadDeliveryDates } from './delivery-date.js';
import { resetPunchOut, sendPunchOut } from './punch-out.js';

/** Sends the basket to the procurement system; true when the form to post is in $punchOut. */
export async function transferBasket(): Promise<boolean> {
  const page = $basketPage.get();
  if (!page.basket || page.basket.lines.length === 0 || page.busy || page.busyLines.length > 0) return false;
  if (page.completion.status === 'blocked') $basketPage.set({ ...page, completion: { status: 'idle' } });
  const result = await sendPunchOut('transfer');
  if (result.ok) return true;
  const code = result.error instanceof ApiRequestError ? result.error.code : '';
  if (code === 'OrderNotPlaceable') {
    // The summary and the lines say it; the transfer may be tried again once they are fixed.
    markNotPlaceable(result.error);
    resetPunchOut();
  }
  if (code === 'DeliveryDatePassed') {
    void loadDeliveryDates();
    void loadBasketPage();
  }
  if (code === 'BasketEmpty') void loadBasketPage();
  return false;
}
