// State rules of a recurring order's head form and lines (spec §4, issue 6 point 3). Pure: the head form
// and the recurring-orders store decide with them, the tests pin them down.
import { Frequency, type FrequencyType, type PauseSpan, normalizeOrderName } from './recurring-schedule.js';

/** What the head form edits. `id` null: a new order not yet created. */
export interface RecurringOrderDraft {
  id: number | null;
  orderName: string;
  frequencyType: FrequencyType;
  weekDays: readonly number[];
  recurringWeek: number;
  startDate: string | null;
  endDate: string | null;
  pauses: readonly PauseSpan[];
  active: boolean;
  notes: string;
}

/** True when the draft differs from what was saved (name compared trimmed, weekdays as a set). */
export function isDraftDirty(draft: RecurringOrderDraft, saved: RecurringOrderDraft | null): boolean {
  if (!saved) return true;
  const pauses = (d: RecurringOrderDraft) => JSON.stringify(d.pauses.map((p) => [p.from, p.to]));
  return (
    draft.orderName.trim() !== saved.orderName.trim() ||
    draft.frequencyType !== saved.frequencyType ||
    [...draft.weekDays].sort().join() !== [...saved.weekDays].sort().join() ||
    draft.recurringWeek !== saved.recurringWeek ||
    draft.startDate !== saved.startDate ||
    draft.endDate !== saved.endDate ||
    pauses(draft) !== pauses(saved) ||
    draft.active !== saved.active ||
    draft.notes !== saved.notes
  );
}

export interface SaveState {
  submitting: boolean;
  draft: RecurringOrderDraft;
  /** The saved order as loaded; null for a new order. */
  saved: RecurringOrderDraft | null;
}

/**
 * §4 "Saving is blocked while submitting, when a new order lacks a name or delivery days, or when an
 * existing order has no unsaved changes." Delivery days are the chosen weekdays.
 */
export function canSaveRecurringOrder({ submitting, draft, saved }: SaveState): boolean {
  if (submitting) return false;
  if (draft.id === null || !saved) return normalizeOrderName(draft.orderName) !== null && draft.weekDays.length > 0;
  return isDraftDirty(draft, saved);
}

/** §4 "The toggle is available only when the order has lines." */
export function canToggleActive(lineCount: number): boolean {
  return lineCount > 0;
}

/** §4: changing frequency asks for confirmation only when weekdays, pauses or dates are entered. */
export function frequencyChangeNeedsConfirm(draft: RecurringOrderDraft): boolean {
  return draft.weekDays.length > 0 || draft.pauses.length > 0 || draft.startDate !== null || draft.endDate !== null;
}

/** §4 "…then clears weekdays, pauses and dates." Choosing the same frequency changes nothing. */
export function changeFrequency(draft: RecurringOrderDraft, frequencyType: FrequencyType): RecurringOrderDraft {
  if (draft.frequencyType === frequencyType) return draft;
  return { ...draft, frequencyType, weekDays: [], pauses: [], startDate: null, endDate: null };
}

/**
 * §4 "Adding a line to an inactive order offers activation unless a stored preference suppresses it."
 * After the add the order has at least one line, so the toggle is available.
 */
export function offerActivationAfterAdd(order: { active: boolean }, suppressed: boolean): boolean {
  return !order.active && !suppressed;
}

/** A new, empty head form. */
export function emptyDraft(): RecurringOrderDraft {
  return {
    id: null,
    orderName: '',
    frequencyType: Frequency.Weekly,
    weekDays: [],
    recurringWeek: 1,
    startDate: null,
    endDate: null,
    pauses: [],
    active: false,
    notes: '',
  };
}

/**
 * Who may keep recurring orders: a recurring order orders, so ordering must be allowed (§6 "Ordering
 * needs allowOrdering"), and punch-out users order through their procurement system and see only
 * favourite lists (§2, §6). The server refuses everyone else (403); widgets hide the tab and the page.
 */
export function canUseRecurringOrders(profile: { isPunchOut: boolean; settings: { allowOrdering: boolean } }): boolean {
  return !profile.isPunchOut && profile.settings.allowOrdering;
}
