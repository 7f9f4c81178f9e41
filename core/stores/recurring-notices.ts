// Issue 19 point 4: what the recurring-order job did for the department (GET /api/recurringorders/
// notifications `events`), loaded while the recurring-orders widget shows it (decision 011). A failed
// load shows a message in the list, not a toast: the list is beside the page's main work.
import { atom } from 'nanostores';
import { fetchRecurringNotifications } from '../api/recurring-orders.js';
import { canUseRecurringOrders } from '../rules/recurring-order-state.js';
import type { RecurringEvent } from '../schemas/recurring-notices.js';
import { loadWhileShown } from './load-while-shown.js';
import { $profile, $sessionState } from './session-state.js';

export interface RecurringNoticesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  events: RecurringEvent[];
}

export const $recurringNotices = atom<RecurringNoticesState>({ status: 'idle', events: [] });

// Bumped on reset, so an answer that arrives after a logout is dropped.
let generation = 0;

export function resetRecurringNotices(): void {
  generation++;
  $recurringNotices.set({ status: 'idle', events: [] });
}

export async function loadRecurringNotices(): Promise<void> {
  const started = generation;
  $recurringNotices.set({ ...$recurringNotices.get(), status: 'loading' });
  try {
    const answer = await fetchRecurringNotifications({ handled: 'all' });
    if (started === generation) $recurringNotices.set({ status: 'ready', events: answer.events ?? [] });
  } catch {
    if (started === generation) $recurringNotices.set({ ...$recurringNotices.get(), status: 'error' });
  }
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetRecurringNotices();
});

function mayLoad(): boolean {
  const profile = $profile.get();
  return profile !== null && canUseRecurringOrders(profile);
}

loadWhileShown($recurringNotices, (s) => s.status === 'idle', loadRecurringNotices, { allowed: mayLoad, watch: [$profile], reloadWhenEmptied: true });
