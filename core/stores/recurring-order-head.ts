// The screen state of the recurring-order head form (issue 23 §3): the draft the user is typing, the
// saved version it was started from, and the messages shown at the fields. Pure transitions, one per
// user action: the head form is keyed per order and holds one of these per instance (two forms on a
// page must not share a draft), so it is not an atom; the widget keeps it and only renders.
import type { RecurringOrder } from '../schemas/recurring-order.js';
import { type RecurringOrderDraft, changeFrequency, emptyDraft, frequencyChangeNeedsConfirm } from '../rules/recurring-order-state.js';
import {
  type FrequencyType,
  type Schedule,
  type ScheduleField,
  type ScheduleIssue,
  checkDateRange,
  normalizeOrderName,
  selectableWeekdays,
  validateSchedule,
} from '../rules/recurring-schedule.js';
import { daRecurringOrders } from '../texts/da-recurring-orders.js';
import { draftFromOrder } from './recurring-orders.js';

export interface RecurringOrderHead {
  /** The saved order the draft started from: a newer version from the server is taken in. */
  base: { id: number | null; version: number | null };
  draft: RecurringOrderDraft;
  /** §5 schedule messages from the last save attempt, each cleared when its field is edited. */
  issues: readonly ScheduleIssue[];
  nameIssue: string | null;
  /** §5: why the end date was cleared (not after the start). */
  rangeMessage: string | null;
}

export interface HeadSaveContext {
  deliveryWeekdays: readonly number[];
  selectableDates: readonly string[];
}

export function scheduleOf(draft: RecurringOrderDraft): Schedule {
  return {
    frequencyType: draft.frequencyType,
    weekDays: draft.weekDays,
    recurringWeek: draft.recurringWeek,
    startDate: draft.startDate,
    endDate: draft.endDate,
    pauses: draft.pauses,
  };
}

function withoutIssues(head: RecurringOrderHead, drop: (field: ScheduleField) => boolean): readonly ScheduleIssue[] {
  return head.issues.filter((i) => !drop(i.field));
}

/** The form for a saved order, or an empty one for a new order (null). */
export function openRecurringOrderHead(order: RecurringOrder | null): RecurringOrderHead {
  return {
    base: { id: order?.id ?? null, version: order?.version ?? null },
    draft: order ? draftFromOrder(order) : emptyDraft(),
    issues: [],
    nameIssue: null,
    rangeMessage: null,
  };
}

/**
 * The saved order changed under the form (re-read after a 409, or the server deactivated it when its
 * last line went): it becomes the new base. After a conflict on this order the draft is replaced by what
 * is saved (the notice explains); otherwise the typed changes stay and only `active` follows the server.
 * Returns `head` itself when nothing changes, so a caller can skip a render.
 */
export function followSavedOrder(head: RecurringOrderHead, order: RecurringOrder | null, conflict: number | null): RecurringOrderHead {
  if (!order) return head;
  if (order.id !== head.base.id) return openRecurringOrderHead(order);
  if (order.version === head.base.version) return head;
  const base = { id: order.id, version: order.version };
  if (conflict === order.id) return { ...head, base, draft: draftFromOrder(order), issues: [] };
  return { ...head, base, draft: { ...head.draft, active: order.active } };
}

export function editHead(head: RecurringOrderHead, patch: Partial<RecurringOrderDraft>): RecurringOrderHead {
  return { ...head, draft: { ...head.draft, ...patch } };
}

export function renameHead(head: RecurringOrderHead, orderName: string): RecurringOrderHead {
  return { ...editHead(head, { orderName }), nameIssue: null };
}

/** §5: an end date not after the start clears both and says why. */
export function setHeadDates(head: RecurringOrderHead, startDate: string | null, endDate: string | null): RecurringOrderHead {
  const range = checkDateRange(startDate, endDate);
  const dates = range ? { startDate: null, endDate: null } : { startDate, endDate };
  return {
    ...editHead(head, dates),
    rangeMessage: range ? range.message : null,
    issues: withoutIssues(head, (f) => f === 'startDate' || f === 'endDate'),
  };
}

/**
 * What choosing a frequency does: nothing for the current one, a change at once when nothing would be
 * lost, else a question first (§4: weekdays, pauses and dates are cleared).
 */
export function frequencyChoice(head: RecurringOrderHead, frequencyType: FrequencyType): 'none' | 'change' | 'confirm' {
  if (frequencyType === head.draft.frequencyType) return 'none';
  return frequencyChangeNeedsConfirm(head.draft) ? 'confirm' : 'change';
}

export function switchHeadFrequency(head: RecurringOrderHead, frequencyType: FrequencyType): RecurringOrderHead {
  return { ...head, draft: changeFrequency(head.draft, frequencyType) };
}

/** After the user confirmed: the cleared fields' messages go with them. */
export function confirmHeadFrequency(head: RecurringOrderHead, frequencyType: FrequencyType): RecurringOrderHead {
  return { ...switchHeadFrequency(head, frequencyType), issues: [], rangeMessage: null };
}

export function toggleHeadWeekday(head: RecurringOrderHead, day: number, on: boolean): RecurringOrderHead {
  const days = on ? [...head.draft.weekDays, day] : head.draft.weekDays.filter((d) => d !== day);
  // Monday first, unique (the order of the chips, not a rule).
  return { ...editHead(head, { weekDays: selectableWeekdays(days) }), issues: withoutIssues(head, (f) => f === 'weekDays') };
}

export function addHeadPause(head: RecurringOrderHead): RecurringOrderHead {
  return editHead(head, { pauses: [...head.draft.pauses, { from: null, to: null }] });
}

export function setHeadPause(head: RecurringOrderHead, index: number, patch: { from?: string | null; to?: string | null }): RecurringOrderHead {
  const pauses = head.draft.pauses.map((p, i) => (i === index ? { ...p, ...patch } : p));
  return { ...editHead(head, { pauses }), issues: withoutIssues(head, (f) => f === `pauses.${index}`) };
}

/** The pauses after it move up a place, so every pause message is dropped, not only this one's. */
export function removeHeadPause(head: RecurringOrderHead, index: number): RecurringOrderHead {
  const pauses = head.draft.pauses.filter((_, j) => j !== index);
  return { ...editHead(head, { pauses }), issues: withoutIssues(head, (f) => f.startsWith('pauses')) };
}

/**
 * The save attempt's §5 check. `clean` is the draft to send (name trimmed), or null when a message now
 * stands at a field. `saved` is the order as loaded: a value it already has is not checked again.
 */
export function checkHead(
  head: RecurringOrderHead,
  saved: RecurringOrderDraft | null,
  ctx: HeadSaveContext,
): { head: RecurringOrderHead; clean: RecurringOrderDraft | null } {
  const name = normalizeOrderName(head.draft.orderName);
  const issues = validateSchedule(scheduleOf(head.draft), {
    deliveryWeekdays: ctx.deliveryWeekdays,
    selectableDates: ctx.selectableDates,
    previous: saved ? scheduleOf(saved) : null,
  });
  const checked = { ...head, issues, nameIssue: name === null ? daRecurringOrders.recurringNameInvalid : null };
  return { head: checked, clean: name === null || issues.length > 0 ? null : { ...head.draft, orderName: name } };
}

/** The server's answer to a save is the new base and the draft: what is saved is what the form shows. */
export function takeSavedHead(head: RecurringOrderHead, order: RecurringOrder): RecurringOrderHead {
  return { ...head, base: { id: order.id, version: order.version }, draft: draftFromOrder(order) };
}

export function headIssueFor(head: RecurringOrderHead, field: ScheduleField): string | null {
  return head.issues.find((i) => i.field === field)?.message ?? null;
}

/** The form-wide "fix the errors" line shows while any message stands. */
export function headHasErrors(head: RecurringOrderHead): boolean {
  return head.issues.length > 0 || head.nameIssue !== null;
}
