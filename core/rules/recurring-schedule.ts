// Schedule rules of a recurring order (fastordre), spec §3, §5, §9 and issue 6 point 2. Pure and shared:
// the head form asks them while the user types, the server asks the same functions before it saves and
// computes `orderDays` itself. Dates are yyyy-MM-dd in Danish time (core/rules/calendar.ts); closed days
// are the Danish public holidays plus 24 and 31 December (core/rules/public-holidays.ts).
// The decisions where the spec is silent are written down in docs/guides/recurring-orders.md.
import { addDays, daysBetween, isIsoDate, weekdayOf } from './calendar.js';
import { isClosedDay } from './public-holidays.js';
import { daRecurringOrders } from '../texts/da-recurring-orders.js';

/** §3 frequencyType. */
export const Frequency = { Weekly: 0, Monthly: 1 } as const;
export type FrequencyType = (typeof Frequency)[keyof typeof Frequency];

/** §9 "Recurring-order changes take effect after 14 days". */
export const RECURRING_CHANGE_LEAD_DAYS = 14;
/** §9 "Delivery days selectable for about the next 3 months": 13 weeks from today. */
export const RECURRING_HORIZON_DAYS = 91;
/** §9 "Repeat every 1 to 4 weeks" (for Monthly: the week of the month, see `monthlyDays`). */
export const MIN_RECURRING_WEEK = 1;
export const MAX_RECURRING_WEEK = 4;
/** Our limit: more pause periods than this on one order is a mistake, not a plan. */
export const MAX_PAUSES = 20;
export const MAX_ORDER_NAME_LENGTH = 100;

export interface PauseSpan {
  id?: number;
  from: string | null;
  to: string | null;
}

/** The part of a recurring order that decides its order days. */
export interface Schedule {
  frequencyType: FrequencyType;
  /** 0-6, Sunday 0 (§3). */
  weekDays: readonly number[];
  /** Weekly: every n-th week (1-4). Monthly: the n-th occurrence of the weekday in the month (1-4). */
  recurringWeek: number;
  startDate: string | null;
  /** Null: runs until the order is stopped. */
  endDate: string | null;
  pauses: readonly PauseSpan[];
}

/** The order days planned before the last schedule change that are kept until `until` (14-day rule). */
export interface FrozenPlan {
  /** First day on which the current schedule applies (exclusive end of the kept plan). */
  until: string;
  days: readonly string[];
}

// ---------------------------------------------------------------------------------------------------
// The customer's delivery days (GET /api/deliverydate/recurringorderdates and /weekdays)

/** The department's delivery weekdays, valid (0-6), unique and Monday first as a Danish week reads. */
export function selectableWeekdays(deliveryWeekdays: readonly number[]): number[] {
  const days = [...new Set(deliveryWeekdays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))];
  return days.sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
}

/**
 * The window in which dates can be chosen: from the first day a change can take effect (today + 14,
 * §9) to the horizon (today + 13 weeks, "about the next 3 months").
 */
export function recurringDateWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, RECURRING_CHANGE_LEAD_DAYS), last: addDays(today, RECURRING_HORIZON_DAYS) };
}

/**
 * The customer's selectable delivery dates (§5 "Dates are limited to the customer's delivery days (first
 * to last)"): every day of the window on one of the department's delivery weekdays that is not closed.
 */
export function selectableDeliveryDates(today: string, deliveryWeekdays: readonly number[]): string[] {
  const weekdays = new Set(selectableWeekdays(deliveryWeekdays));
  const { first, last } = recurringDateWindow(today);
  const dates: string[] = [];
  if (weekdays.size === 0) return dates;
  for (let d = first; d <= last; d = addDays(d, 1)) {
    if (weekdays.has(weekdayOf(d)) && !isClosedDay(d)) dates.push(d);
  }
  return dates;
}

/** §5 "unavailable days are not selectable ('Kan ikke vælges')": null when selectable, else the text. */
export function dateUnavailableReason(date: string, selectable: readonly string[]): string | null {
  return isIsoDate(date) && selectable.includes(date) ? null : daRecurringOrders.recurringDateUnavailable;
}

// ---------------------------------------------------------------------------------------------------
// Order days

/** Monday of the ISO week that holds `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

function pausedOn(date: string, pauses: readonly PauseSpan[]): boolean {
  return pauses.some((p) => p.from !== null && p.to !== null && p.from <= date && date <= p.to);
}

/** 1 for the first occurrence of its weekday in the month (days 1-7), 2 for days 8-14, and so on. */
export function weekOfMonth(date: string): number {
  return Math.floor((Number(date.slice(8, 10)) - 1) / 7) + 1;
}

/** True when the schedule's frequency (not pauses, closed days or start/end) places `date`. */
function frequencyPlaces(schedule: Schedule, date: string, anchorMonday: string): boolean {
  if (!schedule.weekDays.includes(weekdayOf(date))) return false;
  const n = clampWeek(schedule.recurringWeek);
  if (schedule.frequencyType === Frequency.Monthly) return weekOfMonth(date) === n;
  // Weekly: every n-th ISO week, counted from the week of the start date (week 0 delivers).
  const weeks = Math.floor(daysBetween(anchorMonday, mondayOf(date)) / 7);
  return weeks >= 0 && weeks % n === 0;
}

function clampWeek(n: number): number {
  return Number.isInteger(n) && n >= MIN_RECURRING_WEEK && n <= MAX_RECURRING_WEEK ? n : MIN_RECURRING_WEEK;
}

/**
 * The days the schedule places between `from` and `to` (inclusive): the chosen weekdays per the
 * frequency, from the start date to the end date, without closed days (a holiday is skipped, not moved)
 * and without paused days.
 * - Weekly: every `recurringWeek`-th week counted from the ISO week of the start date.
 * - Monthly: the `recurringWeek`-th occurrence of each chosen weekday in each month (1: the first
 *   Tuesday of the month; every month has at least four of each weekday, so 1-4 always exists).
 */
export function scheduleDays(schedule: Schedule, from: string, to: string): string[] {
  if (!schedule.startDate || schedule.weekDays.length === 0) return [];
  const start = from > schedule.startDate ? from : schedule.startDate;
  const end = schedule.endDate && schedule.endDate < to ? schedule.endDate : to;
  const anchor = mondayOf(schedule.startDate);
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    if (frequencyPlaces(schedule, d, anchor) && !isClosedDay(d) && !pausedOn(d, schedule.pauses)) days.push(d);
  }
  return days;
}

/**
 * §3 `orderDays`: the order days after today up to the horizon. Days before `frozen.until` come from the
 * plan that was in force when the schedule last changed (§9: changes take effect after 14 days); from
 * then on the current schedule decides. Without a frozen plan the schedule decides from tomorrow.
 */
export function recurringOrderDays(schedule: Schedule, today: string, frozen?: FrozenPlan | null): string[] {
  const tomorrow = addDays(today, 1);
  const horizon = addDays(today, RECURRING_HORIZON_DAYS);
  if (!frozen || frozen.until <= tomorrow) return scheduleDays(schedule, tomorrow, horizon);
  const kept = frozen.days.filter((d) => d >= tomorrow && d < frozen.until && d <= horizon);
  return [...kept, ...scheduleDays(schedule, frozen.until, horizon)];
}

/** The next delivery: the first order day after today, or null. */
export function nextOrderDay(orderDays: readonly string[], today: string): string | null {
  return orderDays.find((d) => d > today) ?? null;
}

/** True when two schedules would place different days (what the 14-day rule freezes for). */
export function scheduleChanged(a: Schedule, b: Schedule): boolean {
  const pauses = (s: Schedule) => s.pauses.map((p) => `${p.from}/${p.to}`).sort().join(',');
  return (
    a.frequencyType !== b.frequencyType ||
    [...a.weekDays].sort().join() !== [...b.weekDays].sort().join() ||
    a.recurringWeek !== b.recurringWeek ||
    a.startDate !== b.startDate ||
    a.endDate !== b.endDate ||
    pauses(a) !== pauses(b)
  );
}

/**
 * The frozen plan to store when a saved order's schedule changes today: what was planned for the next
 * 14 days stays planned (§9), the new schedule applies from today + 14.
 */
export function freezeOnChange(previousOrderDays: readonly string[], today: string): FrozenPlan {
  const until = addDays(today, RECURRING_CHANGE_LEAD_DAYS);
  return { until, days: previousOrderDays.filter((d) => d > today && d < until) };
}

// ---------------------------------------------------------------------------------------------------
// Validation (§5)

export type ScheduleField = 'orderName' | 'weekDays' | 'recurringWeek' | 'startDate' | 'endDate' | `pauses.${number}` | 'pauses';

export interface ScheduleIssue {
  field: ScheduleField;
  message: string;
}

/** §5 "name required and trimmed": the trimmed name, or null when nothing (or too much) is left. */
export function normalizeOrderName(name: string): string | null {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.length > 0 && trimmed.length <= MAX_ORDER_NAME_LENGTH ? trimmed : null;
}

/**
 * §5 end date against start date. When the end is not later than the start, the message is shown and
 * both dates are cleared (`clear: true`).
 */
export function checkDateRange(startDate: string | null, endDate: string | null): { message: string; clear: true } | null {
  if (!startDate || !endDate) return null;
  return endDate > startDate ? null : { message: daRecurringOrders.recurringEndBeforeStart, clear: true };
}

/** §4 "An unfilled pause period blocks adding another". */
export function canAddPause(pauses: readonly PauseSpan[]): boolean {
  return pauses.length < MAX_PAUSES && pauses.every((p) => Boolean(p.from) && Boolean(p.to));
}

/**
 * §5 pause rules for the pause at `index`: both dates ('Et eller flere felter mangler at blive udfyldt'),
 * not ending before it starts, and no earlier pause with the same interval.
 */
export function pauseIssue(pauses: readonly PauseSpan[], index: number): string | null {
  const pause = pauses[index];
  if (!pause) return null;
  if (!pause.from || !pause.to) return daRecurringOrders.recurringMissingFields;
  if (pause.to < pause.from) return daRecurringOrders.recurringPauseEndBeforeStart;
  const same = pauses.findIndex((p) => p.from === pause.from && p.to === pause.to);
  return same < index ? daRecurringOrders.recurringPauseExists : null;
}

export interface ScheduleContext {
  /** The department's delivery weekdays (only these may be chosen, §5). */
  deliveryWeekdays: readonly number[];
  /** selectableDeliveryDates(today, deliveryWeekdays). */
  selectableDates: readonly string[];
  /**
   * The saved schedule when an existing order is changed. A value the order already has is not checked
   * against today's window again: a start date in the past was valid when chosen, and saving a pause
   * must not fail because the order started last month.
   */
  previous?: Schedule | null;
}

/** Every §5 schedule rule. An empty list means the schedule may be saved. */
export function validateSchedule(schedule: Schedule, ctx: ScheduleContext): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const prev = ctx.previous ?? null;
  const weekdays = new Set(ctx.deliveryWeekdays);

  if (schedule.weekDays.length === 0) issues.push({ field: 'weekDays', message: daRecurringOrders.recurringWeekdaysMissing });
  const badDay = schedule.weekDays.find((d) => !Number.isInteger(d) || d < 0 || d > 6
    || (!weekdays.has(d) && !(prev?.weekDays.includes(d) ?? false)));
  if (badDay !== undefined || new Set(schedule.weekDays).size !== schedule.weekDays.length) {
    issues.push({ field: 'weekDays', message: daRecurringOrders.recurringWeekdayUnavailable });
  }

  if (!Number.isInteger(schedule.recurringWeek) || schedule.recurringWeek < MIN_RECURRING_WEEK || schedule.recurringWeek > MAX_RECURRING_WEEK) {
    issues.push({ field: 'recurringWeek', message: daRecurringOrders.recurringRepeatInvalid });
  }

  const dateIssue = (date: string | null, previous: string | null | undefined): string | null => {
    if (date === null || date === previous) return null;
    return dateUnavailableReason(date, ctx.selectableDates);
  };
  const startIssue = dateIssue(schedule.startDate, prev?.startDate);
  if (startIssue) issues.push({ field: 'startDate', message: startIssue });
  const endIssue = dateIssue(schedule.endDate, prev?.endDate);
  if (endIssue) issues.push({ field: 'endDate', message: endIssue });
  const range = checkDateRange(schedule.startDate, schedule.endDate);
  if (range) issues.push({ field: 'endDate', message: range.message });

  if (schedule.pauses.length > MAX_PAUSES) issues.push({ field: 'pauses', message: daRecurringOrders.recurringTooManyPauses });
  schedule.pauses.forEach((pause, i) => {
    const known = prev?.pauses.some((p) => p.from === pause.from && p.to === pause.to) ?? false;
    const issue = pauseIssue(schedule.pauses, i)
      ?? (known ? null : dateIssue(pause.from, undefined) ?? dateIssue(pause.to, undefined));
    if (issue) issues.push({ field: `pauses.${i}`, message: issue });
  });
  return issues;
}
