// The basket page (issue 7 §3): the basket of the session's delivery date with its editing calls,
// the summary filters, and completing the order (once, never twice: an Idempotency-Key reused on retry;
// 409 PriceChanged asks again with the new total; 409 OrderNotPlaceable marks the named lines).
// The <shop-basket> widget only renders this store.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { deleteCheckoutOffer } from '../api/checkout.js';
import { deleteBasket, deleteOrderLine, fetchReviewBasket, postComment, postCompleteOrder, postLeaveUnattended, postLeaveUnattendedComment, putOrderLine } from '../api/order.js';
import { newIdempotencyKey, RETRY_AFTER_MS } from '../api/idempotency.js';
import { parseAmount } from '../rules/amount.js';
import { TOAST_MS } from '../rules/timing.js';
import { ReviewBasketSchema as BasketSchema } from '../schemas/basket-review.js';
import type { BasketLineFlag, ReviewBasket as Basket, ReviewLine as BasketLine } from '../schemas/basket-review.js';
import { MAX_ORDER_COMMENT } from '../schemas/order.js';
import type { Order } from '../schemas/order.js';
import { da } from '../texts/da.js';
import { daOrders } from '../texts/da-orders.js';
import { $basket, $basketLines } from './basket.js';
import { loadDeliveryDates, onDeliveryDateChange } from './delivery-date.js';
import { $basketFirstLoad } from './basket-page-reveal.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

/** Which lines the summary's counters show: all, or those behind one counter (§3 previewOrder). */
export type BasketFilter = 'all' | BasketLineFlag | 'blocked';

export type Completion =
  | { status: 'idle' }
  | { status: 'submitting' }
  /** 409 PriceChanged: the user saw `previousTotalOre`; the basket now holds the new total. */
  | { status: 'priceChanged'; previousTotalOre: number | null; totalOre: number | null }
  /** 409 OrderNotPlaceable: the named lines carry their messages in `lineMessages`. */
  | { status: 'blocked'; message: string }
  | { status: 'placed'; order: Order };

export interface BasketPageState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  basket: Basket | null;
  /** Line numbers with a call under way: their controls are disabled meanwhile. */
  busyLines: readonly number[];
  /** A call on the whole basket (empty, comment, leave unattended) is under way. */
  busy: boolean;
  filter: BasketFilter;
  /** Per line number: why the server would not place it (409 OrderNotPlaceable). */
  lineMessages: Readonly<Record<number, string>>;
  completion: Completion;
}

const EMPTY: BasketPageState = { status: 'idle', basket: null, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } };
export const $basketPage = atom<BasketPageState>(EMPTY);

let generation = 0;
const patch = (p: Partial<BasketPageState>) => $basketPage.set({ ...$basketPage.get(), ...p });

/** Keeps the mini basket and the cards in step with what the page shows. */
function showBasket(basket: Basket, extra: Partial<BasketPageState> = {}): void {
  const messages = $basketPage.get().lineMessages;
  // A message stays only on a line that is still there unchanged in number.
  const kept = Object.fromEntries(Object.entries(messages).filter(([lineNo]) => basket.lines.some((l) => l.lineNo === Number(lineNo))));
  patch({ status: 'ready', basket, lineMessages: kept, ...extra });
  $basket.set({ status: 'ready', itemCount: basket.previewOrder.itemCount, deliveryDate: basket.deliveryDate });
  $basketLines.set(basket.lines);
}

function failureText(error: unknown): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : da.httpError;
}

function showError(error: unknown): void {
  if (error instanceof MissingSessionError) return; // the session-expired modal takes over
  showToast({ kind: 'error', message: failureText(error), durationMs: TOAST_MS.warning });
}

export async function loadBasketPage(): Promise<void> {
  const started = generation;
  const first = !$basketPage.get().basket;
  patch({ status: first ? 'loading' : 'ready' });
  if (first) $basketFirstLoad.set(true);
  try {
    const basket = await fetchReviewBasket({ handled: 'all' });
    if (started !== generation) return;
    showBasket(basket);
  } catch (error) {
    if (started !== generation) return;
    patch({ status: 'error' });
    showError(error);
  } finally {
    if (first && started === generation) $basketFirstLoad.set(false);
  }
}

/** Runs one editing call that answers the basket; the line (or the basket) is busy meanwhile. */
async function edit(call: () => Promise<Basket>, lineNo?: number): Promise<boolean> {
  const started = generation;
  const state = $basketPage.get();
  if (lineNo !== undefined) patch({ busyLines: [...state.busyLines, lineNo] });
  else patch({ busy: true });
  const release = () => {
    const now = $basketPage.get();
    if (lineNo !== undefined) patch({ busyLines: now.busyLines.filter((n) => n !== lineNo) });
    else patch({ busy: false });
  };
  try {
    const basket = await call();
    if (started !== generation) return false;
    release();
    // An edit changes what would be ordered: a price question or a confirmation no longer applies.
    const completion = $basketPage.get().completion;
    showBasket(basket, completion.status === 'placed' ? {} : { completion: { status: 'idle' } });
    return true;
  } catch (error) {
    if (started !== generation) return false;
    release();
    showError(error);
    // The line may be gone (another tab): show what the server holds now.
    if (error instanceof ApiRequestError && error.status === 404) void loadBasketPage();
    return false;
  }
}

function currentDate(): string | null {
  return $basketPage.get().basket?.deliveryDate ?? null;
}

function lineOf(lineNo: number): BasketLine | undefined {
  return $basketPage.get().basket?.lines.find((l) => l.lineNo === lineNo);
}

/**
 * PUT updateorderline with the §5 amount rules of the (new) unit: an invalid amount is not sent, its
 * message shows as a toast for 3 s, and the caller resets the field. Resolves to whether it was saved.
 */
export async function updateLine(lineNo: number, amountText: string, unitCode?: string): Promise<boolean> {
  const line = lineOf(lineNo);
  const date = currentDate();
  if (!line || !date) return false;
  const code = unitCode ?? line.unit;
  const unit = line.units?.find((u) => u.code === code) ?? { code, weighed: false };
  const parsed = parseAmount(amountText, unit);
  if (!parsed.ok) {
    showToast({ kind: 'error', message: parsed.message, durationMs: TOAST_MS.error });
    return false;
  }
  if (parsed.value === line.amount && code === line.unit) return true;
  return edit(
    () => putOrderLine({ deliveryDate: date, lineNo, amount: parsed.value, unit: code }, { handled: 'all' }),
    lineNo,
  );
}

export async function removeLine(lineNo: number): Promise<boolean> {
  const date = currentDate();
  if (!date) return false;
  const line = lineOf(lineNo);
  // Issue 18 point 2: a checkout campaign's line goes through removecheckoutoffer with returnToStock:
  // the customer removing a line not yet placed gives its packs back (docs/guides/offers.md §2).
  const campaignId = line?.offer?.kind === 'checkoutCampaign' ? line.offer.id : null;
  const ok = await edit(
    () => (campaignId !== null ? deleteCheckoutOffer(campaignId, true, date, { handled: 'all' }) : deleteOrderLine(date, lineNo, { handled: 'all' })),
    lineNo,
  );
  if (ok && line) showToast({ kind: 'success', message: daOrders.lineRemoved(line.name), durationMs: TOAST_MS.success });
  return ok;
}

/** DELETE emptybasket/{date}: the widget asks for confirmation first. */
export async function emptyBasketPage(): Promise<boolean> {
  const date = currentDate();
  if (!date) return false;
  const ok = await edit(() => deleteBasket(date, { handled: 'all' }));
  if (ok) {
    patch({ filter: 'all', lineMessages: {} });
    showToast({ kind: 'success', message: daOrders.basketEmptied, durationMs: TOAST_MS.success });
  }
  return ok;
}

/** §7 savecomment: the comment travels in the query; at most MAX_ORDER_COMMENT characters. */
export async function saveComment(comment: string): Promise<boolean> {
  const date = currentDate();
  if (!date) return false;
  const text = comment.trim();
  if (text.length > MAX_ORDER_COMMENT) {
    showToast({ kind: 'error', message: daOrders.commentTooLong(MAX_ORDER_COMMENT), durationMs: TOAST_MS.error });
    return false;
  }
  if (text === $basketPage.get().basket?.comment) return true;
  const ok = await edit(() => postComment(date, text, { handled: 'all' }));
  if (ok) showToast({ kind: 'success', message: daOrders.commentSaved, durationMs: TOAST_MS.success });
  return ok;
}

/** §7 leaveunattended (with its directions) and leaveunattendedcomments. */
export async function setLeaveUnattended(leaveUnattended: boolean, comment?: string): Promise<boolean> {
  const date = currentDate();
  if (!date) return false;
  if (comment !== undefined && comment.trim().length > MAX_ORDER_COMMENT) {
    showToast({ kind: 'error', message: daOrders.commentTooLong(MAX_ORDER_COMMENT), durationMs: TOAST_MS.error });
    return false;
  }
  const body = { deliveryDate: date, leaveUnattended, ...(comment === undefined ? {} : { comment: comment.trim() }) };
  return edit(() => postLeaveUnattended(body, { handled: 'all' }));
}

export async function saveLeaveUnattendedComment(comment: string): Promise<boolean> {
  const date = currentDate();
  if (!date) return false;
  const text = comment.trim();
  if (text.length > MAX_ORDER_COMMENT) {
    showToast({ kind: 'error', message: daOrders.commentTooLong(MAX_ORDER_COMMENT), durationMs: TOAST_MS.error });
    return false;
  }
  if (text === $basketPage.get().basket?.leaveUnattendedComment) return true;
  const ok = await edit(() => postLeaveUnattendedComment({ deliveryDate: date, comment: text }, { handled: 'all' }));
  if (ok) showToast({ kind: 'success', message: daOrders.commentSaved, durationMs: TOAST_MS.success });
  return ok;
}

export function setBasketFilter(filter: BasketFilter): void {
  patch({ filter });
}

/** The lines the current filter shows (§3 previewOrder counters; 'blocked' = lines the server refused). */
export function visibleLines(state: Pick<BasketPageState, 'basket' | 'filter' | 'lineMessages'>): BasketLine[] {
  const lines = state.basket?.lines ?? [];
  if (state.filter === 'all') return lines;
  if (state.filter === 'blocked') return lines.filter((l) => state.lineMessages[l.lineNo] !== undefined);
  const flag = state.filter;
  return lines.filter((l) => l.flags?.includes(flag));
}

// One key per body: a retry of the same completion (lost answer, double click) reuses it, so the
// server answers the first result instead of placing a second order; another total gets a new key.
let pendingKey: { key: string; body: string } | null = null;
function keyFor(body: object): string {
  const text = JSON.stringify(body);
  if (pendingKey?.body !== text) pendingKey = { key: newIdempotencyKey('complete'), body: text };
  return pendingKey.key;
}

interface ProblemLine { lineNo: number; message: string }
function problemLines(body: unknown): ProblemLine[] {
  const lines = (body as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((l: unknown) => {
    const x = l as { lineNo?: unknown; message?: unknown };
    return typeof x.lineNo === 'number' && typeof x.message === 'string' ? [{ lineNo: x.lineNo, message: x.message }] : [];
  });
}

/**
 * 409 OrderNotPlaceable (from complete, or from the punch-out transfer, issue 16): the summary says so
 * and the named lines carry their messages, shown by themselves. Answers the message.
 */
export function markNotPlaceable(error: unknown): string {
  const lines = problemLines(error instanceof ApiRequestError ? error.body : null);
  const message = failureText(error);
  patch({
    completion: { status: 'blocked', message },
    lineMessages: Object.fromEntries(lines.map((l) => [l.lineNo, l.message])),
    filter: lines.length > 0 ? 'blocked' : 'all',
  });
  return message;
}

/**
 * POST /api/order/complete with the total the user saw. A lost answer is retried once with the same
 * Idempotency-Key. 409 PriceChanged shows the new total and waits for the user to confirm again;
 * 409 OrderNotPlaceable marks the lines; 201 shows the confirmation with the order number, and the
 * basket for that date is empty.
 */
export async function completeOrder(): Promise<boolean> {
  const state = $basketPage.get();
  const basket = state.basket;
  if (!basket || basket.lines.length === 0 || state.completion.status === 'submitting' || state.busy || state.busyLines.length > 0) return false;
  const started = generation;
  const body = { deliveryDate: basket.deliveryDate, expectedTotalOre: basket.totalOre };
  const headers = { 'Idempotency-Key': keyFor(body) };
  const previousTotalOre = basket.totalOre;
  patch({ completion: { status: 'submitting' } });
  const send = () => postCompleteOrder(body, { handled: 'all', headers });
  try {
    let order: Order;
    try {
      order = await send();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      order = await send();
    }
    if (started !== generation) return false;
    pendingKey = null;
    const empty: Basket = { ...basket, lines: [], totalOre: basket.totalOre === null ? null : 0, depositTotalOre: basket.depositTotalOre === null ? null : 0, comment: '', leaveUnattended: false, leaveUnattendedComment: '', previewOrder: { ...basket.previewOrder, itemCount: 0, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 } };
    showBasket(empty, { completion: { status: 'placed', order }, filter: 'all', lineMessages: {} });
    return true;
  } catch (error) {
    if (started !== generation) return false;
    if (error instanceof MissingSessionError) {
      patch({ completion: { status: 'idle' } });
      return false;
    }
    const code = error instanceof ApiRequestError ? error.code : '';
    const payload = error instanceof ApiRequestError ? error.body : null;
    if (code === 'PriceChanged') {
      pendingKey = null;
      const parsed = BasketSchema.safeParse((payload as { basket?: unknown } | null)?.basket);
      if (parsed.success) showBasket(parsed.data);
      patch({ completion: { status: 'priceChanged', previousTotalOre, totalOre: parsed.success ? parsed.data.totalOre : null } });
      if (!parsed.success) void loadBasketPage();
      return false;
    }
    if (code === 'OrderNotPlaceable') {
      pendingKey = null;
      const message = markNotPlaceable(error);
      showToast({ kind: 'error', message, durationMs: TOAST_MS.warning });
      return false;
    }
    patch({ completion: { status: 'idle' } });
    showError(error);
    if (code === 'DeliveryDatePassed') {
      pendingKey = null;
      void loadDeliveryDates();
      void loadBasketPage();
    }
    if (code === 'BasketEmpty') {
      pendingKey = null;
      void loadBasketPage();
    }
    return false;
  }
}

/** The confirmation is closed: the page shows the (empty) basket again. */
export function dismissCompletion(): void {
  patch({ completion: { status: 'idle' } });
}

export function resetBasketPage(): void {
  generation++;
  pendingKey = null;
  $basketPage.set(EMPTY);
  $basketFirstLoad.set(false);
}

// Another delivery date means another basket: load it (the server re-checks every line).
onDeliveryDateChange(() => {
  if ($basketPage.get().status === 'idle') return;
  patch({ filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
  void loadBasketPage();
});

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetBasketPage();
});

// The basket page loads itself while shown to a logged-in user (and again after a logout resets it).
loadWhileShown($basketPage, (state) => state.status === 'idle', loadBasketPage);
