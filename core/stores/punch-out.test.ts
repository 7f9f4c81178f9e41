import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts } from './toasts.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $basket, resetBasket } from './basket.js';
import { $basketPage, loadBasketPage, resetBasketPage, visibleLines } from './basket-page.js';
import { resetDeliveryDate } from './delivery-date.js';
import {
  $punchOut,
  PUNCH_OUT_IDLE,
  cancelPunchOutSession,
  markPunchOutSubmitted,
  punchOutStep,
  resetPunchOut,
  sendPunchOut,
  type PunchOutEvent,
  type PunchOutTransferState,
} from './punch-out.js';
import { transferBasket } from './punch-out-transfer.js';
import type { PunchOutForm } from '../schemas/punch-out.js';
import type { ReviewBasket as Basket, ReviewLine as BasketLine } from '../schemas/basket-review.js';
import { da } from '../texts/da.js';
import { daOrders } from '../texts/da-orders.js';
import { daPunchOut } from '../texts/da-punch-out.js';
import { daServer } from '../texts/da-server.js';

interface Call { method: string; path: string; body: unknown }
type Handler = (call: Call) => Response | Promise<Response>;
let calls: Call[];
function route(handlers: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const u = new URL(url);
    const call: Call = { method: init.method ?? 'GET', path: u.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (u.pathname === '/api/eventlog') return json({});
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : json({ error: 'NotFound', message: daServer.notFound }, 404);
  }));
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, statusText: status < 300 ? 'OK' : 'Error', headers: { 'content-type': 'application/json' } });
const toastTexts = () => $toasts.get().map((t) => t.message);

const ociForm: PunchOutForm = {
  action: 'https://indkob.kommune.dk/oci/hook',
  target: '_top',
  fields: [
    { name: 'NEW_ITEM-DESCRIPTION[1]', value: 'Letmælk 1,5 %' },
    { name: 'NEW_ITEM-QUANTITY[1]', value: '2' },
  ],
};
const emptyForm: PunchOutForm = { action: 'https://indkob.kommune.dk/oci/hook', target: '_top', fields: [] };

const line = (lineNo: number): BasketLine => ({
  lineNo, productId: `10000${lineNo}`, name: `Vare ${lineNo}`, brand: 'Mærke', unit: 'STK', amount: 2, unitPriceOre: 1000, lineTotalOre: 2000, depositOre: 0,
  flags: [], units: [{ code: 'STK', name: 'Stk', weighed: false }], expiryProduct: false,
});
const basket = (lines: BasketLine[]): Basket => ({
  deliveryDate: '2025-06-06', lines, totalOre: lines.length * 2000, depositTotalOre: 0, comment: '', leaveUnattended: false, leaveUnattendedComment: '',
  previewOrder: { itemCount: lines.length, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 },
});

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  resetBasket();
  $basket.set({ status: 'ready', itemCount: 0, deliveryDate: '2025-06-06' });
  $sessionState.set('authenticated');
  resetBasketPage();
  resetDeliveryDate();
  resetPunchOut();
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('punchOutStep (the transfer state machine)', () => {
  const sending: PunchOutTransferState = { status: 'sending', kind: 'transfer' };
  const form: PunchOutTransferState = { status: 'form', kind: 'transfer', form: ociForm, submitted: false };
  const posted: PunchOutTransferState = { status: 'form', kind: 'transfer', form: ociForm, submitted: true };
  const error: PunchOutTransferState = { status: 'error', kind: 'cancel', message: 'Nej' };
  it.each<[string, PunchOutTransferState, PunchOutEvent, PunchOutTransferState]>([
    ['idle starts a transfer', PUNCH_OUT_IDLE, { type: 'start', kind: 'transfer' }, sending],
    ['idle starts a cancel', PUNCH_OUT_IDLE, { type: 'start', kind: 'cancel' }, { status: 'sending', kind: 'cancel' }],
    ['no second call while one is under way', sending, { type: 'start', kind: 'cancel' }, sending],
    ['an error may be tried again', error, { type: 'start', kind: 'transfer' }, sending],
    ['once the form is there the session has ended: no new call', form, { type: 'start', kind: 'cancel' }, form],
    ['the answer gives the form, not posted yet', sending, { type: 'answered', form: ociForm }, form],
    ['an answer nobody waits for is ignored', PUNCH_OUT_IDLE, { type: 'answered', form: ociForm }, PUNCH_OUT_IDLE],
    ['a failure keeps its kind and message', { status: 'sending', kind: 'cancel' }, { type: 'failed', message: 'Nej' }, error],
    ['a failure nobody waits for is ignored', form, { type: 'failed', message: 'Nej' }, form],
    ['the form is posted once', form, { type: 'submitted' }, posted],
    ['submitted means nothing without a form', sending, { type: 'submitted' }, sending],
    ['reset from anywhere', posted, { type: 'reset' }, PUNCH_OUT_IDLE],
    ['reset after an error', error, { type: 'reset' }, PUNCH_OUT_IDLE],
  ])('%s', (_what, state, event, expected) => {
    expect(punchOutStep(state, event)).toEqual(expected);
  });
});

describe('sendPunchOut / cancelPunchOutSession', () => {
  it('cancel posts pologout with {} and holds the empty-cart form', async () => {
    route({ 'POST /api/profile/pologout': () => json(emptyForm) });
    const result = await cancelPunchOutSession();
    expect(result).toEqual({ ok: true, form: emptyForm });
    expect(calls).toEqual([{ method: 'POST', path: '/api/profile/pologout', body: {} }]);
    expect($punchOut.get()).toEqual({ status: 'form', kind: 'cancel', form: emptyForm, submitted: false });
    markPunchOutSubmitted();
    expect($punchOut.get()).toMatchObject({ submitted: true });
  });

  it('a second call while the first is under way is refused without calling the server', async () => {
    let answer!: (r: Response) => void;
    route({ 'POST /api/order/completepoorder': () => new Promise<Response>((resolve) => { answer = resolve; }) });
    const first = sendPunchOut('transfer');
    expect(await sendPunchOut('cancel')).toEqual({ ok: false, error: null });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer(json(ociForm));
    expect(await first).toEqual({ ok: true, form: ociForm });
    expect(calls.map((c) => c.path)).toEqual(['/api/order/completepoorder']);
  });

  it('a refusal keeps the server text and toasts it', async () => {
    route({ 'POST /api/profile/pologout': () => json({ error: 'NotPunchOutSession', message: daPunchOut.notPunchOutSession }, 403) });
    const result = await cancelPunchOutSession();
    expect(result.ok).toBe(false);
    expect($punchOut.get()).toEqual({ status: 'error', kind: 'cancel', message: daPunchOut.notPunchOutSession });
    expect(toastTexts()).toEqual([daPunchOut.notPunchOutSession]);
  });

  it('an answer that is not a PunchOutForm is a failure, never rendered', async () => {
    route({ 'POST /api/profile/pologout': () => json({ action: 'https://x.example' }) });
    expect((await cancelPunchOutSession()).ok).toBe(false);
    expect($punchOut.get()).toEqual({ status: 'error', kind: 'cancel', message: da.httpError });
  });

  it('MissingSession leaves it to the session-expired modal', async () => {
    route({ 'POST /api/profile/pologout': () => json({ error: 'MissingSession' }, 401) });
    expect((await cancelPunchOutSession()).ok).toBe(false);
    expect($punchOut.get()).toEqual(PUNCH_OUT_IDLE);
    expect($sessionState.get()).toBe('expired');
    expect(toastTexts()).toEqual([]);
  });

  it('a logout resets an error, but keeps a form on its way to the procurement system', async () => {
    route({ 'POST /api/profile/pologout': () => json({ error: 'X', message: 'Nej' }, 500) });
    await cancelPunchOutSession();
    $sessionState.set('anonymous');
    expect($punchOut.get()).toEqual(PUNCH_OUT_IDLE);
    $sessionState.set('authenticated');
    route({ 'POST /api/profile/pologout': () => json(emptyForm) });
    await cancelPunchOutSession();
    $sessionState.set('anonymous');
    expect($punchOut.get()).toMatchObject({ status: 'form', kind: 'cancel' });
  });
});

describe('a session that ends while the transfer is under way', () => {
  it('keeps the call: another request meeting the ended session first does not drop the form', async () => {
    let answer!: (r: Response) => void;
    route({ 'POST /api/order/completepoorder': () => new Promise<Response>((resolve) => { answer = resolve; }) });
    const sending = sendPunchOut('transfer');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The server has ended the session; the page's other call hears 401 before this answer arrives.
    $sessionState.set('expired');
    expect($punchOut.get()).toEqual({ status: 'sending', kind: 'transfer' });
    answer(json(ociForm));
    expect(await sending).toEqual({ ok: true, form: ociForm });
    expect($punchOut.get()).toEqual({ status: 'form', kind: 'transfer', form: ociForm, submitted: false });
  });
});

describe('transferBasket (the basket page in a punch-out session)', () => {
  async function loaded(b: Basket) {
    route({ 'GET /api/order/revieworder': () => json(b) });
    await loadBasketPage();
  }

  it('posts completepoorder with {} and holds the form', async () => {
    await loaded(basket([line(1), line(2)]));
    route({ 'POST /api/order/completepoorder': () => json(ociForm) });
    expect(await transferBasket()).toBe(true);
    expect(calls).toEqual([{ method: 'POST', path: '/api/order/completepoorder', body: {} }]);
    expect($punchOut.get()).toEqual({ status: 'form', kind: 'transfer', form: ociForm, submitted: false });
  });

  it('an empty basket or an edit under way sends nothing', async () => {
    await loaded(basket([]));
    route({});
    expect(await transferBasket()).toBe(false);
    await loaded(basket([line(1)]));
    $basketPage.set({ ...$basketPage.get(), busyLines: [1] });
    route({});
    expect(await transferBasket()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('409 OrderNotPlaceable marks the named lines as completing does, and may be tried again', async () => {
    await loaded(basket([line(1), line(2)]));
    route({
      'POST /api/order/completepoorder': () => json({
        error: 'OrderNotPlaceable', message: daOrders.orderHasProblems,
        lines: [{ lineNo: 2, productId: '100002', problem: 'tooLate', message: da.deadlineBlocked }],
      }, 409),
    });
    expect(await transferBasket()).toBe(false);
    const state = $basketPage.get();
    expect(state.completion).toEqual({ status: 'blocked', message: daOrders.orderHasProblems });
    expect(state.lineMessages).toEqual({ 2: da.deadlineBlocked });
    expect(visibleLines(state).map((l) => l.lineNo)).toEqual([2]);
    expect(toastTexts()).toEqual([daOrders.orderHasProblems]);
    expect($punchOut.get()).toEqual(PUNCH_OUT_IDLE);
  });

  it('403 (an inspect session, or not a punch-out session) keeps the server text', async () => {
    await loaded(basket([line(1)]));
    route({ 'POST /api/order/completepoorder': () => json({ error: 'PunchOutReadOnly', message: daPunchOut.inspectReadOnly }, 403) });
    expect(await transferBasket()).toBe(false);
    expect($punchOut.get()).toEqual({ status: 'error', kind: 'transfer', message: daPunchOut.inspectReadOnly });
    expect($basketPage.get().completion).toEqual({ status: 'idle' });
  });
});
