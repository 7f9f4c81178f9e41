// Issue 19 point 4: what the recurring-order job did for the department (GET /api/recurringorders/
// notifications `events`), loaded while the recurring-orders widget shows it (decision 011). A failed
// load shows a message in the list, not a toast: the list is beside the page's main work.
// The same answer carries the department's notification addresses (`emails`), which the page manages:
// POST notificationsemails adds one, PUT updateNotificationsEmails takes the remaining list; both answer
// the whole notifications shape, which replaces the state. A refusal (the client's own check first, then
// the server's Danish message) stays in the state, shown beside the form, until the user types again.
import { atom } from 'nanostores';
import { ApiRequestError } from '../api/client.js';
import { deleteNotificationEmail, fetchRecurringNotifications, postNotificationEmail } from '../api/recurring-orders.js';
import { checkNewNotificationEmail, normalizeNotificationEmail } from '../rules/recurring-addresses.js';
import { canUseRecurringOrders } from '../rules/recurring-order-state.js';
import { TOAST_MS } from '../rules/timing.js';
import type { RecurringEvent } from '../schemas/recurring-notices.js';
import { MAX_NOTIFICATION_EMAILS, type RecurringNotifications } from '../schemas/recurring-order.js';
import { daRecurringAddresses, notificationEmailRefusalText } from '../texts/da-recurring-addresses.js';
import { loadWhileShown } from './load-while-shown.js';
import { $profile, $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

export type NotificationEmail = RecurringNotifications['emails'][number];

export interface AddressError {
  message: string;
  /** Which action failed: an add's error describes the input, a remove's does not. */
  action: 'add' | 'remove';
}

export interface RecurringNoticesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  events: RecurringEvent[];
  /** The department's notification addresses (at most MAX_NOTIFICATION_EMAILS). */
  emails: NotificationEmail[];
  /** An add or remove is under way (a second one waits for it: the PUT sends the whole list). */
  addressBusy: boolean;
  addressError: AddressError | null;
}

export const EMPTY_RECURRING_NOTICES: RecurringNoticesState = { status: 'idle', events: [], emails: [], addressBusy: false, addressError: null };

export const $recurringNotices = atom<RecurringNoticesState>(EMPTY_RECURRING_NOTICES);

// Bumped on reset, so an answer that arrives after a logout is dropped.
let generation = 0;

export function resetRecurringNotices(): void {
  generation++;
  $recurringNotices.set(EMPTY_RECURRING_NOTICES);
}

export async function loadRecurringNotices(): Promise<void> {
  const started = generation;
  $recurringNotices.set({ ...$recurringNotices.get(), status: 'loading' });
  try {
    const answer = await fetchRecurringNotifications({ handled: 'all' });
    if (started === generation) $recurringNotices.set({ ...$recurringNotices.get(), status: 'ready', events: answer.events ?? [], emails: answer.emails });
  } catch {
    if (started === generation) $recurringNotices.set({ ...$recurringNotices.get(), status: 'error' });
  }
}

/** The user types again: the last refusal no longer describes the input. */
export function clearAddressError(): void {
  const state = $recurringNotices.get();
  if (state.addressError) $recurringNotices.set({ ...state, addressError: null });
}

function refuse(message: string, action: AddressError['action']): false {
  $recurringNotices.set({ ...$recurringNotices.get(), addressBusy: false, addressError: { message, action } });
  return false;
}

/** The server's Danish message (409 exists, 400 invalid or too many), else a general one. */
function messageOf(error: unknown): string {
  return (error instanceof ApiRequestError && error.serverMessage) || daRecurringAddresses.saveFailed;
}

/**
 * Saves through `call` (POST or PUT); the answer replaces the addresses and events. Failures are all
 * shown beside the form (handled: 'all'), not as the general HTTP toast, so the message is not lost.
 */
async function save(action: AddressError['action'], call: () => Promise<RecurringNotifications>, success: string): Promise<boolean> {
  const started = generation;
  $recurringNotices.set({ ...$recurringNotices.get(), addressBusy: true, addressError: null });
  try {
    const answer = await call();
    if (started !== generation) return false;
    $recurringNotices.set({ status: 'ready', events: answer.events ?? [], emails: answer.emails, addressBusy: false, addressError: null });
    showToast({ kind: 'success', message: success, durationMs: TOAST_MS.success });
    return true;
  } catch (error) {
    return started === generation ? refuse(messageOf(error), action) : false;
  }
}

/** Adds one address; false (and the reason in `addressError`) when refused. */
export function addNotificationEmail(raw: string): Promise<boolean> {
  const state = $recurringNotices.get();
  if (state.addressBusy) return Promise.resolve(false);
  const check = checkNewNotificationEmail(raw, state.emails.map((e) => e.email), MAX_NOTIFICATION_EMAILS);
  if (!check.ok) return Promise.resolve(refuse(notificationEmailRefusalText(check.reason), 'add'));
  return save('add', () => postNotificationEmail(check.email, { handled: 'all' }), daRecurringAddresses.added(check.email));
}

/**
 * Removes one address by its id (DELETE notificationsemails/{id}): an address a colleague added since
 * the page loaded stays. One already gone (404) says so and the list is read again.
 */
export async function removeNotificationEmail(email: string): Promise<boolean> {
  const state = $recurringNotices.get();
  if (state.addressBusy) return false;
  const wanted = normalizeNotificationEmail(email);
  const entry = state.emails.find((e) => normalizeNotificationEmail(e.email) === wanted);
  if (!entry) return false;
  const removed = await save('remove', () => deleteNotificationEmail(entry.id, { handled: 'all' }), daRecurringAddresses.removed(wanted));
  if (!removed && $recurringNotices.get().addressError?.action === 'remove') void loadRecurringNotices();
  return removed;
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetRecurringNotices();
});

function mayLoad(): boolean {
  const profile = $profile.get();
  return profile !== null && canUseRecurringOrders(profile);
}

loadWhileShown($recurringNotices, (s) => s.status === 'idle', loadRecurringNotices, { allowed: mayLoad, watch: [$profile], reloadWhenEmptied: true });
