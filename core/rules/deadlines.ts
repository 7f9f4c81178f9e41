// Delivery deadlines (§3 "Cart and deadlines", §5, §6, §8; issue 4 point 4), as pure functions over
// Danish calendar days. A product's §3 `l` holds its deadlines; each is 'Nd@HH:MM': the order must be
// placed by HH:MM Danish time, N working days before the delivery day (working days: Monday to Friday
// that are not closed days, core/rules/public-holidays.ts). 'Nd@HH:MM' with N 0 means the delivery day
// itself. Several deadlines: the earliest wins. Shopping-list carts (cart type 1) have none (§6).
import { addDays, SHOP_TIME_ZONE, shopToday, weekdayOf } from './calendar.js';
import { isClosedDay } from './public-holidays.js';
import { formatDate } from '../format/date.js';
import { da } from '../texts/da.js';
import { onFirstUse } from '../format/on-first-use.js';

export interface DeadlineRule {
  /** Working days before the delivery day. */
  leadDays: number;
  hour: number;
  minute: number;
}

/** The longest lead time a deadline may state; anything above is a data error and is ignored. */
export const MAX_LEAD_DAYS = 30;
/** §9: delivery days are selectable for about the next 3 months; the search for a reachable day stops there. */
export const DELIVERY_HORIZON_DAYS = 92;

const DEADLINE_PATTERN = /^(\d{1,2})d@([01]\d|2[0-3]):([0-5]\d)$/;

/** Parses 'Nd@HH:MM'; null for anything else (unknown deadlines never block ordering). */
export function parseDeadline(text: string): DeadlineRule | null {
  const m = DEADLINE_PATTERN.exec(text.trim());
  if (!m) return null;
  const leadDays = Number(m[1]);
  if (leadDays > MAX_LEAD_DAYS) return null;
  return { leadDays, hour: Number(m[2]), minute: Number(m[3]) };
}

export function formatDeadlineRule(rule: DeadlineRule): string {
  return `${rule.leadDays}d@${String(rule.hour).padStart(2, '0')}:${String(rule.minute).padStart(2, '0')}`;
}

/** The wholesaler's working days: Monday to Friday, not a closed day. */
export function isWorkingDay(isoDate: string): boolean {
  const wd = weekdayOf(isoDate);
  return wd >= 1 && wd <= 5 && !isClosedDay(isoDate);
}

/** The day the order must be placed: `leadDays` working days before `deliveryDate` (0: that day). */
export function orderDayFor(deliveryDate: string, leadDays: number): string {
  let day = deliveryDate;
  let left = leadDays;
  while (left > 0) {
    day = addDays(day, -1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

const offsetFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}));

/** Minutes Danish time is ahead of UTC at `instant` (60 in winter, 120 in summer). */
export function shopOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(offsetFormat().formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a Danish wall-clock time on a Danish day (DST-aware). */
export function shopInstant(isoDate: string, hour: number, minute: number): Date {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  // Two passes: the offset at the first guess can differ from the offset at the answer across a switch.
  let guess = wall - shopOffsetMinutes(new Date(wall)) * 60_000;
  guess = wall - shopOffsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess);
}

/** An instant as ISO 8601 with the Danish offset: 2025-06-05T10:00:00+02:00. */
export function toShopIso(instant: Date): string {
  const offset = shopOffsetMinutes(instant);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The deadline for delivering on `deliveryDate`: the earliest of the rules; null without valid rules. */
export function deadlineFor(deliveryDate: string, deadlines: readonly string[]): Date | null {
  let earliest: Date | null = null;
  for (const text of deadlines) {
    const rule = parseDeadline(text);
    if (!rule) continue;
    const at = shopInstant(orderDayFor(deliveryDate, rule.leadDays), rule.hour, rule.minute);
    if (!earliest || at < earliest) earliest = at;
  }
  return earliest;
}

/** The department's delivery days after `from` (exclusive): its weekdays, closed days left out. */
export function deliveryDaysAfter(from: string, deliveryWeekdays: readonly number[], horizonDays = DELIVERY_HORIZON_DAYS): string[] {
  const weekdays = new Set(deliveryWeekdays);
  const out: string[] = [];
  for (let i = 1; i <= horizonDays; i++) {
    const day = addDays(from, i);
    if (weekdays.has(weekdayOf(day)) && !isClosedDay(day)) out.push(day);
  }
  return out;
}

export interface DeadlineInput {
  now: Date;
  /** The session's (basket's) delivery date; null when the department has no delivery days. */
  deliveryDate: string | null;
  deliveryWeekdays: readonly number[];
  /** The product's §3 l. */
  deadlines: readonly string[];
  /** The product's discontinued date (§3 f). */
  discontinuedOn: string | null;
  /** §6 {product}: discontinued by HQ blocks on this site. */
  blockedByHQ: boolean;
  /** §3 cart type: 1 shopping list has no deadlines. */
  cartType: 0 | 1;
}

export interface DeadlineResult {
  orderable: boolean;
  blockedByDeadline: boolean;
  deadline: string | null;
  deadlineMessage: string;
  shortDeadlineMessage: string;
  deliveryDate: string | null;
  showDeliveryDate: boolean;
  discontinued: boolean;
}

function timeOf(instant: Date): string {
  const local = new Date(instant.getTime() + shopOffsetMinutes(instant) * 60_000);
  return local.toISOString().slice(11, 16);
}

function localDayOf(instant: Date): string {
  return new Date(instant.getTime() + shopOffsetMinutes(instant) * 60_000).toISOString().slice(0, 10);
}

/**
 * The §3 deadline response for a product and the chosen delivery date:
 * - discontinued: the product is gone by the delivery day (or blocked by HQ on a {product} site);
 *   'Dette produkt kan i øjeblikket ikke bestilles'.
 * - blockedByDeadline: the deadline for the chosen day has passed ('Blokeret grundet lang
 *   leveringstid.'); deliveryDate then names the earliest delivery day whose deadline is still ahead
 *   (showDeliveryDate), or stays the chosen day when none is within the horizon.
 * - otherwise orderable, with 'Bestil senest …' when the product has a deadline.
 */
export function evaluateDeadlines(input: DeadlineInput): DeadlineResult {
  const chosen = input.deliveryDate;
  // Gone by the delivery day (without a delivery day: by today).
  const discontinued = input.blockedByHQ || (input.discontinuedOn !== null && input.discontinuedOn <= (chosen ?? shopToday(input.now)));
  const base: DeadlineResult = {
    orderable: !discontinued,
    blockedByDeadline: false,
    deadline: null,
    deadlineMessage: discontinued ? da.notOrderable : '',
    shortDeadlineMessage: '',
    deliveryDate: chosen,
    showDeliveryDate: false,
    discontinued,
  };
  if (input.cartType === 1 || chosen === null || discontinued) return base;

  const deadline = deadlineFor(chosen, input.deadlines);
  if (!deadline) return base;
  if (input.now.getTime() <= deadline.getTime()) {
    const day = localDayOf(deadline);
    const time = timeOf(deadline);
    return {
      ...base,
      deadline: toShopIso(deadline),
      deadlineMessage: da.deadlineOrderBy(da.weekdayNames[weekdayOf(day)] ?? '', formatDate(day), time),
      shortDeadlineMessage: da.deadlineShort(formatDate(day).slice(0, 5), time),
    };
  }

  // Too late for the chosen day: the earliest later delivery day the product can still reach, unless
  // the product is discontinued by then.
  const later = deliveryDaysAfter(chosen, input.deliveryWeekdays).find((day) => {
    const at = deadlineFor(day, input.deadlines);
    return at !== null && input.now.getTime() <= at.getTime();
  });
  const reachable = later !== undefined && (input.discontinuedOn === null || input.discontinuedOn > later) ? later : null;
  return {
    ...base,
    orderable: false,
    blockedByDeadline: true,
    deadline: toShopIso(deadline),
    deadlineMessage: da.deadlineBlocked,
    shortDeadlineMessage: da.deadlineBlocked,
    deliveryDate: reachable ?? chosen,
    showDeliveryDate: reachable !== null,
  };
}
