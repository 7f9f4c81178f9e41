// Recurring orders (fastordrer) for the page: the department's orders, the selectable delivery dates and
// weekdays, and the actions of the head form, the lines and the product dropdown's Fastordrer tab, with
// their toasts (§8: texts not shown in the spec, written in core/texts/da.ts; load failures 5 s).
// Widgets read the atoms and call the actions; they never call the API themselves.
import { atom } from 'nanostores';
import { loadWhileShown } from './load-while-shown.js';
import {
  deleteRecurringLine,
  deleteRecurringOrderCall,
  fetchDeliveryWeekdays,
  fetchRecurringOrder,
  fetchRecurringOrderDates,
  fetchRecurringOrders,
  postRecurringLine,
  postRecurringOrder,
  putRecurringLine,
  putRecurringOrder,
} from '../api/recurring-orders.js';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { formatDate } from '../format/date.js';
import { TOAST_MS } from '../rules/timing.js';
import { canToggleActive, canUseRecurringOrders, type RecurringOrderDraft, offerActivationAfterAdd } from '../rules/recurring-order-state.js';
import { MAX_ORDER_NAME_LENGTH } from '../rules/recurring-schedule.js';
import { productLinesOf } from '../rules/recurring-order-product.js';
import type { CartTypeValue } from '../schemas/user.js';
import type {
  CreateRecurringOrder,
  NewRecurringLine,
  RecurringOrder,
  RecurringOrderLine,
  UpdateRecurringOrder,
} from '../schemas/recurring-order.js';
import { $profile, $sessionState } from './session-state.js';
import { showToast } from './toasts.js';
import { daRecurringOrders } from '../texts/da-recurring-orders.js';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RecurringOrdersState {
  status: LoadStatus;
  /** Newest first, as the server lists them. */
  orders: RecurringOrder[];
}

export interface RecurringOrderDatesState {
  status: LoadStatus;
  /** The customer's selectable delivery dates (§5), first to last. */
  dates: string[];
}

export interface DeliveryWeekdaysState {
  status: LoadStatus;
  /** Weekdays that can be chosen (§5), 0-6 with Sunday 0. */
  weekdays: number[];
  cartType: CartTypeValue;
}

/** A write under way: an order id, or 'new' while a head is being created. */
export type SubmitKey = number | 'new';

export const $recurringOrders = atom<RecurringOrdersState>({ status: 'idle', orders: [] });
export const $recurringOrderDates = atom<RecurringOrderDatesState>({ status: 'idle', dates: [] });
export const $deliveryWeekdays = atom<DeliveryWeekdaysState>({ status: 'idle', weekdays: [], cartType: 0 });
/** §4 "Saving is blocked while submitting": the orders with a write in flight. */
export const $recurringSubmitting = atom<readonly SubmitKey[]>([]);
/**
 * The order whose last whole-order save answered 409 (changed in another tab), so the head form can
 * explain why the user's changes were not saved and show the re-read order; null otherwise.
 */
export const $recurringConflict = atom<number | null>(null);

export function clearRecurringConflict(): void {
  $recurringConflict.set(null);
}

/** The stored preference that stops the activation offer after adding a line (§4). */
const NO_ACTIVATION_OFFER_KEY = 'shop.recurringOrders.noActivationOffer';

function readSuppressed(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(NO_ACTIVATION_OFFER_KEY) === '1';
  } catch {
    return false; // storage blocked (privacy settings): ask every time
  }
}

/** §4: true when the user chose "don't ask again" for the activation offer. */
export const $activationOfferSuppressed = atom<boolean>(readSuppressed());

export function suppressActivationOffer(suppressed: boolean): void {
  $activationOfferSuppressed.set(suppressed);
  try {
    if (suppressed) localStorage.setItem(NO_ACTIVATION_OFFER_KEY, '1');
    else localStorage.removeItem(NO_ACTIVATION_OFFER_KEY);
  } catch {
    // Not remembered across visits; the atom still holds it for this page.
  }
}

// Bumped on reset, so an answer that arrives after a logout is dropped.
let generation = 0;

export function resetRecurringOrders(): void {
  generation++;
  $recurringOrders.set({ status: 'idle', orders: [] });
  $recurringOrderDates.set({ status: 'idle', dates: [] });
  $deliveryWeekdays.set({ status: 'idle', weekdays: [], cartType: 0 });
  $recurringSubmitting.set([]);
  $recurringConflict.set(null);
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetRecurringOrders();
});

export function isRecurringSubmitting(key: SubmitKey): boolean {
  return $recurringSubmitting.get().includes(key);
}

/** Runs one write per order at a time; a second one while the first runs is refused (null). */
async function submitting<T>(key: SubmitKey, run: () => Promise<T | null>): Promise<T | null> {
  if (isRecurringSubmitting(key)) return null;
  $recurringSubmitting.set([...$recurringSubmitting.get(), key]);
  try {
    return await run();
  } finally {
    $recurringSubmitting.set($recurringSubmitting.get().filter((k) => k !== key));
  }
}

function success(message: string): void {
  showToast({ kind: 'success', message, durationMs: TOAST_MS.success });
}

/**
 * The toast for a failed call: nothing for a missing session (the session-expired dialog takes over),
 * the server's Danish message for a rule it rejected (400/409, shown 6 s to be read), else `fallback`.
 */
function failed(error: unknown, fallback: string, durationMs: number = TOAST_MS.long): void {
  if (error instanceof MissingSessionError) return;
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409) && error.serverMessage) {
    showToast({ kind: 'error', message: error.serverMessage, durationMs: TOAST_MS.warning });
    return;
  }
  showToast({ kind: 'error', message: fallback, durationMs });
}

function putInList(order: RecurringOrder): void {
  const state = $recurringOrders.get();
  const known = state.orders.some((o) => o.id === order.id);
  const orders = known ? state.orders.map((o) => (o.id === order.id ? order : o)) : [order, ...state.orders];
  $recurringOrders.set({ ...state, orders });
}

function orderInList(id: number): RecurringOrder | undefined {
  return $recurringOrders.get().orders.find((o) => o.id === id);
}

/** What the head form edits, from a loaded order. */
export function draftFromOrder(order: RecurringOrder): RecurringOrderDraft {
  return {
    id: order.id,
    orderName: order.orderName,
    frequencyType: order.frequencyType,
    weekDays: [...order.weekDays],
    recurringWeek: order.recurringWeek,
    startDate: order.startDate,
    endDate: order.endDate,
    pauses: order.pauses.map((p) => ({ id: p.id, from: p.from, to: p.to })),
    active: order.active,
    notes: order.notes,
  };
}

function headOf(draft: RecurringOrderDraft) {
  return {
    orderName: draft.orderName,
    notes: draft.notes,
    frequencyType: draft.frequencyType,
    weekDays: [...draft.weekDays],
    recurringWeek: draft.recurringWeek,
    startDate: draft.startDate,
    endDate: draft.endDate,
    pauses: draft.pauses.map((p) => ({ from: p.from, to: p.to })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Loading

export async function loadRecurringOrders(): Promise<void> {
  const started = generation;
  $recurringOrders.set({ ...$recurringOrders.get(), status: 'loading' });
  try {
    const orders = await fetchRecurringOrders({ handled: 'all' });
    if (started !== generation) return;
    $recurringOrders.set({ status: 'ready', orders });
  } catch (error) {
    if (started !== generation) return;
    $recurringOrders.set({ ...$recurringOrders.get(), status: 'error' });
    failed(error, daRecurringOrders.recurringListLoadError);
  }
}

/** Re-reads one order without a toast (after a 409 or when the server changed it, e.g. deactivated). */
export async function refreshRecurringOrder(id: number): Promise<RecurringOrder | null> {
  const started = generation;
  try {
    const order = await fetchRecurringOrder(id, { handled: 'all' });
    if (started === generation) putInList(order);
    return order;
  } catch {
    return null;
  }
}

/** The customer's selectable delivery dates; a failure is toasted 5 s (§8). */
export async function loadRecurringOrderDates(): Promise<void> {
  const started = generation;
  $recurringOrderDates.set({ ...$recurringOrderDates.get(), status: 'loading' });
  try {
    const { dates } = await fetchRecurringOrderDates({ handled: 'all' });
    if (started === generation) $recurringOrderDates.set({ status: 'ready', dates });
  } catch (error) {
    if (started !== generation) return;
    $recurringOrderDates.set({ ...$recurringOrderDates.get(), status: 'error' });
    failed(error, daRecurringOrders.recurringDeliveryDaysLoadError);
  }
}

/** The selectable weekdays and the cart type; a failure is toasted 5 s (§8). */
export async function loadDeliveryWeekdays(): Promise<void> {
  const started = generation;
  $deliveryWeekdays.set({ ...$deliveryWeekdays.get(), status: 'loading' });
  try {
    const { weekdays, cartType } = await fetchDeliveryWeekdays({ handled: 'all' });
    if (started === generation) $deliveryWeekdays.set({ status: 'ready', weekdays, cartType });
  } catch (error) {
    if (started !== generation) return;
    $deliveryWeekdays.set({ ...$deliveryWeekdays.get(), status: 'error' });
    failed(error, daRecurringOrders.recurringWeekdaysLoadError);
  }
}

// ---------------------------------------------------------------------------------------------------
// The head: create, save, activate, duplicate, delete

/** §4 "A new order is created first as a head; then the line list opens": resolves to the new order. */
export function createRecurringOrder(draft: RecurringOrderDraft, orderlines?: NewRecurringLine[]): Promise<RecurringOrder | null> {
  return submitting('new', async () => {
    const body: CreateRecurringOrder = { ...headOf(draft), active: false, ...(orderlines ? { orderlines } : {}) };
    try {
      const [created, ...others] = await postRecurringOrder(body, { handled: 'all' });
      if (!created) return null;
      $recurringOrders.set({ status: 'ready', orders: [created, ...others] });
      success(daRecurringOrders.recurringCreated(created.orderName));
      return created;
    } catch (error) {
      failed(error, daRecurringOrders.recurringSaveError);
      return null;
    }
  });
}

async function put(order: RecurringOrder, draft: RecurringOrderDraft): Promise<RecurringOrder | null> {
  const body: UpdateRecurringOrder = { ...headOf(draft), id: order.id, version: order.version, active: draft.active };
  try {
    const saved = await putRecurringOrder(body, { handled: 'all' });
    if ($recurringConflict.get() === order.id) $recurringConflict.set(null);
    putInList(saved);
    return saved;
  } catch (error) {
    failed(error, daRecurringOrders.recurringSaveError);
    // Another tab saved first: show what is saved now (the form keeps the user's draft to compare).
    if (error instanceof ApiRequestError && error.status === 409) {
      $recurringConflict.set(order.id);
      await refreshRecurringOrder(order.id);
    }
    return null;
  }
}

/**
 * Saves the whole head (§7 PUT ''). A stale version gets the server's 409 message. A save that switches
 * the order on (the head form's toggle) toasts like the menu's activation: with the next delivery (§4).
 */
export function saveRecurringOrder(order: RecurringOrder, draft: RecurringOrderDraft): Promise<RecurringOrder | null> {
  return submitting(order.id, async () => {
    const saved = await put(order, draft);
    if (!saved) return null;
    if (!order.active && saved.active) success(activatedText(saved));
    else success(daRecurringOrders.recurringSaved);
    return saved;
  });
}

function activatedText(saved: RecurringOrder): string {
  return saved.nextDeliveryDate ? daRecurringOrders.recurringActivated(formatDate(saved.nextDeliveryDate)) : daRecurringOrders.recurringActivatedNoDate;
}

/**
 * §4: the menu's activate/deactivate saves the whole order with `active` flipped. Activation needs lines
 * and names the next delivery date in its toast.
 */
export function setRecurringOrderActive(order: RecurringOrder, active: boolean): Promise<RecurringOrder | null> {
  return submitting(order.id, async () => {
    if (active && !canToggleActive(order.orderlines.length)) {
      showToast({ kind: 'error', message: daRecurringOrders.recurringNeedsLines, durationMs: TOAST_MS.warning });
      return null;
    }
    const saved = await put(order, { ...draftFromOrder(order), active });
    if (!saved) return null;
    if (!active) success(daRecurringOrders.recurringDeactivated);
    else success(activatedText(saved));
    return saved;
  });
}

/**
 * Duplicates an order as a new, inactive one named 'Kopi af …' with the lines whose products still
 * exist. Dates that can no longer be chosen are left out (the server then starts at the first selectable
 * delivery date), and so are pauses outside today's window.
 */
export async function duplicateRecurringOrder(order: RecurringOrder): Promise<RecurringOrder | null> {
  if ($recurringOrderDates.get().status !== 'ready') await loadRecurringOrderDates();
  const selectable = new Set($recurringOrderDates.get().dates);
  const start = selectable.has(order.startDate) ? order.startDate : null;
  const firstStart = start ?? $recurringOrderDates.get().dates[0] ?? null;
  const end = order.endDate && selectable.has(order.endDate) && firstStart !== null && order.endDate > firstStart ? order.endDate : null;
  const draft: RecurringOrderDraft = {
    ...draftFromOrder(order),
    id: null,
    orderName: daRecurringOrders.recurringCopyName(order.orderName).slice(0, MAX_ORDER_NAME_LENGTH),
    startDate: start,
    endDate: end,
    pauses: order.pauses.filter((p) => selectable.has(p.from) && selectable.has(p.to)),
    active: false,
  };
  const lines = order.orderlines.filter((l) => l.exists).map((l) => ({ productId: l.productId, unit: l.unit, amount: l.amount }));
  return submitting('new', async () => {
    try {
      const [created, ...others] = await postRecurringOrder({ ...headOf(draft), active: false, orderlines: lines }, { handled: 'all' });
      if (!created) return null;
      $recurringOrders.set({ status: 'ready', orders: [created, ...others] });
      success(daRecurringOrders.recurringDuplicated(created.orderName));
      return created;
    } catch (error) {
      failed(error, daRecurringOrders.recurringSaveError);
      return null;
    }
  });
}

export async function deleteRecurringOrder(order: RecurringOrder): Promise<boolean> {
  const done = await submitting(order.id, async () => {
    try {
      await deleteRecurringOrderCall(order.id, { handled: 'all' });
    } catch (error) {
      // Already gone (another tab deleted it): the list should not show it either.
      if (!(error instanceof ApiRequestError && error.status === 404)) {
        failed(error, daRecurringOrders.recurringDeleteError);
        return false;
      }
    }
    const state = $recurringOrders.get();
    $recurringOrders.set({ ...state, orders: state.orders.filter((o) => o.id !== order.id) });
    success(daRecurringOrders.recurringDeleted(order.orderName));
    return true;
  });
  return done ?? false;
}

// ---------------------------------------------------------------------------------------------------
// Lines

export interface AddedLine {
  line: RecurringOrderLine;
  /** §4: offer to activate the (inactive) order, unless the user chose not to be asked. */
  offerActivation: boolean;
}

/** POST /line: adds a product to an order (dropdown or lines view). */
export function addRecurringOrderLine(order: RecurringOrder, line: NewRecurringLine): Promise<AddedLine | null> {
  return submitting(order.id, async () => {
    try {
      const added = await postRecurringLine({ orderId: order.id, ...line, lineNo: null }, { handled: 'all' });
      const current = orderInList(order.id) ?? order;
      putInList({ ...current, orderlines: [...current.orderlines, added] });
      success(daRecurringOrders.recurringLineAdded(order.orderName));
      return { line: added, offerActivation: offerActivationAfterAdd(current, $activationOfferSuppressed.get()) };
    } catch (error) {
      failed(error, daRecurringOrders.recurringAddLineError);
      return null;
    }
  });
}

/** PUT /line: a line's unit and amount. */
export function updateRecurringOrderLine(order: RecurringOrder, lineNo: number, unit: string, amount: number): Promise<RecurringOrderLine | null> {
  return submitting(order.id, async () => {
    try {
      const changed = await putRecurringLine({ orderId: order.id, lineNo, unit, amount }, { handled: 'all' });
      const current = orderInList(order.id) ?? order;
      putInList({ ...current, orderlines: current.orderlines.map((l) => (l.lineNo === lineNo ? changed : l)) });
      success(daRecurringOrders.recurringSaved);
      return changed;
    } catch (error) {
      failed(error, daRecurringOrders.recurringSaveError);
      return null;
    }
  });
}

/**
 * DELETE {id}/line/{lineNo}. The server deactivates an order whose last line goes (§4); the order is then
 * re-read for its new state and version, and the toast says why it stopped.
 */
export async function removeRecurringOrderLine(order: RecurringOrder, lineNo: number): Promise<boolean> {
  const done = await submitting(order.id, async () => {
    let remaining: RecurringOrderLine[];
    try {
      remaining = await deleteRecurringLine(order.id, lineNo, { handled: 'all' });
    } catch (error) {
      failed(error, daRecurringOrders.recurringRemoveLinesError);
      return false;
    }
    await linesRemoved(order, remaining);
    return true;
  });
  return done ?? false;
}

/**
 * The product dropdown's "remove product" (§2): every line of the product on the order (one per unit),
 * one DELETE each, one toast. The last line going deactivates the order as above. When a delete fails
 * part-way (or finds its line gone), the order is re-read so the list shows what is saved, and the
 * remove-lines error is toasted.
 */
export async function removeRecurringOrderProduct(order: RecurringOrder, productId: string): Promise<boolean> {
  const done = await submitting(order.id, async () => {
    const lineNos = productLinesOf(orderInList(order.id) ?? order, productId).map((l) => l.lineNo);
    let remaining: RecurringOrderLine[] | null = null;
    try {
      for (const lineNo of lineNos) remaining = await deleteRecurringLine(order.id, lineNo, { handled: 'all' });
    } catch (error) {
      failed(error, daRecurringOrders.recurringRemoveLinesError);
      // Some lines went, or a line was already gone (another tab): show what is saved now.
      if (remaining || (error instanceof ApiRequestError && error.status === 404)) await refreshRecurringOrder(order.id);
      return false;
    }
    if (remaining) await linesRemoved(order, remaining);
    return true;
  });
  return done ?? false;
}

/** After a removal: the remaining lines into the list; an active order left empty was deactivated (§4). */
async function linesRemoved(order: RecurringOrder, remaining: RecurringOrderLine[]): Promise<void> {
  const current = orderInList(order.id) ?? order;
  putInList({ ...current, orderlines: remaining });
  if (remaining.length === 0 && current.active) {
    await refreshRecurringOrder(order.id);
    success(daRecurringOrders.recurringDeactivatedLastLine);
  } else {
    success(daRecurringOrders.recurringLineRemoved(order.orderName));
  }
}

// ---------------------------------------------------------------------------------------------------
// Loading while shown

/** Only a logged-in user who may keep recurring orders gets them loaded; the server refuses the rest. */
function mayLoad(): boolean {
  const profile = $profile.get();
  return $sessionState.get() === 'authenticated' && profile !== null && canUseRecurringOrders(profile);
}

// Each store loads itself once per session while a widget shows it (core/stores/load-while-shown.ts),
// for users who may keep recurring orders; again when the profile arrives or the store is set back to
// 'idle' while shown.
const recurringOnly = { allowed: mayLoad, watch: [$profile], reloadWhenEmptied: true };
const isIdle = (state: { status: LoadStatus }) => state.status === 'idle';
loadWhileShown($recurringOrders, isIdle, loadRecurringOrders, recurringOnly);
loadWhileShown($deliveryWeekdays, isIdle, loadDeliveryWeekdays, recurringOnly);
loadWhileShown($recurringOrderDates, isIdle, loadRecurringOrderDates, recurringOnly);
