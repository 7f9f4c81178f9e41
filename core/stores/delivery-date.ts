// The delivery date the basket is for (issue 7 §2): the department's selectable dates and the
// session's choice (/api/deliverydate getall, set/{date}). The choice lives on the server's session
// row, so every tab agrees; changing it reloads the basket, whose preview the server re-checks against
// the new date (too late, expired, out of stock).
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchDeliveryDates, postDeliveryDate } from '../api/delivery-date.js';
import { formatWeekdayDate } from '../format/weekday-date.js';
import { TOAST_MS } from '../rules/timing.js';
import { daOrders } from '../texts/da-orders.js';
import { loadBasket } from './basket.js';
import { loadWhileShown } from './load-while-shown.js';
import { $profile, $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

export interface DeliveryDateState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Selectable dates, ascending (about the next 3 months, closed days excluded). */
  dates: readonly string[];
  /** The date in force: the chosen one, else the next delivery date. */
  deliveryDate: string | null;
  /** False while the date is the default (nothing chosen, or the choice has passed). */
  chosen: boolean;
  /** A set/{date} call is under way: the picker is disabled meanwhile. */
  saving: boolean;
}

const EMPTY: DeliveryDateState = { status: 'idle', dates: [], deliveryDate: null, chosen: false, saving: false };
export const $deliveryDate = atom<DeliveryDateState>(EMPTY);

/** Listeners run after the date in force changed (the basket page reloads its basket). */
const changeListeners = new Set<(date: string) => void>();
export function onDeliveryDateChange(listener: (date: string) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

let generation = 0;

export async function loadDeliveryDates(): Promise<void> {
  const started = generation;
  $deliveryDate.set({ ...$deliveryDate.get(), status: 'loading' });
  try {
    const body = await fetchDeliveryDates({ handled: 'all' });
    if (started !== generation) return;
    $deliveryDate.set({ status: 'ready', dates: body.dates, deliveryDate: body.deliveryDate, chosen: body.chosen, saving: false });
  } catch (error) {
    if (started !== generation || error instanceof MissingSessionError) return;
    $deliveryDate.set({ ...$deliveryDate.get(), status: 'error' });
    showToast({ kind: 'error', message: daOrders.deliveryDatesLoadError, durationMs: TOAST_MS.long });
  }
}

/** The picker's label for a date: "fredag 6. juni", the first marked as the next delivery day. */
export function deliveryDateLabel(date: string, dates: readonly string[]): string {
  const text = formatWeekdayDate(date);
  return date === dates[0] ? daOrders.nextDeliveryDay(text) : text;
}

/**
 * POST /api/deliverydate/set/{date}. Only a listed date is sent; the server checks again. On success
 * the basket of the new date is loaded and a toast confirms; on failure the old date stays.
 * Resolves to whether the date changed.
 */
export async function chooseDeliveryDate(date: string): Promise<boolean> {
  const state = $deliveryDate.get();
  if (state.saving || date === state.deliveryDate) return false;
  if (!state.dates.includes(date)) {
    showToast({ kind: 'error', message: daOrders.deliveryDateNotSelectable, durationMs: TOAST_MS.error });
    return false;
  }
  const started = generation;
  $deliveryDate.set({ ...state, saving: true });
  try {
    const body = await postDeliveryDate(date, { handled: 'all' });
    if (started !== generation) return false;
    $deliveryDate.set({ ...$deliveryDate.get(), deliveryDate: body.deliveryDate, chosen: body.chosen, saving: false });
    const profile = $profile.get();
    if (profile) $profile.set({ ...profile, deliveryDate: body.deliveryDate });
    void loadBasket();
    if (body.deliveryDate) for (const listener of changeListeners) listener(body.deliveryDate);
    showToast({ kind: 'success', message: daOrders.deliveryDateChanged(formatWeekdayDate(date)), durationMs: TOAST_MS.success });
    return true;
  } catch (error) {
    if (started !== generation) return false;
    $deliveryDate.set({ ...$deliveryDate.get(), saving: false });
    if (error instanceof MissingSessionError) return false; // the session-expired modal takes over
    const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : daOrders.deliveryDateSaveError;
    showToast({ kind: 'error', message, durationMs: TOAST_MS.long });
    // The list may be stale (a day passed): read it again.
    if (error instanceof ApiRequestError && error.code === 'DeliveryDateNotSelectable') void loadDeliveryDates();
    return false;
  }
}

export function resetDeliveryDate(): void {
  generation++;
  linked?.stop?.();
  linked = null;
  $deliveryDate.set(EMPTY);
}

/** The query parameter a link to the basket of one delivery day carries (the recurring-order mail). */
export const DELIVERY_DATE_LINK_PARAM = 'leveringsdato';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
let linked: { date: string; done: boolean; stop?: () => void } | null = null;

/**
 * Issue 19 point 4: the recurring-order mail links to `/kurv?leveringsdato=2026-12-01`. Once the
 * selectable dates are known, the session switches to that day (chooseDeliveryDate: the basket reloads,
 * a toast confirms; a day that can no longer be chosen says so and the current date stays). Once per
 * link; a malformed value is ignored.
 */
export function followDeliveryDateLink(date: string | null): void {
  if (!date || !ISO_DAY.test(date) || linked?.date === date) return;
  linked?.stop?.();
  const link: { date: string; done: boolean; stop?: () => void } = { date, done: false };
  linked = link;
  link.stop = $deliveryDate.subscribe((state) => {
    if (link.done || state.status !== 'ready' || state.saving) return;
    link.done = true;
    if (date !== state.deliveryDate) void chooseDeliveryDate(date);
    // Unsubscribing inside the callback is safe in nanostores; the first call (synchronous, before
    // subscribe returned) leaves it to the line below.
    link.stop?.();
  });
  if (link.done) link.stop();
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetDeliveryDate();
});

// The picker loads the dates itself while shown to a logged-in user (and again after a logout resets it).
loadWhileShown($deliveryDate, (state) => state.status === 'idle', loadDeliveryDates);
