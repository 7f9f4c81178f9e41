// The basket's deadline countdown (issue 20 point 4), as pure functions. The server computes each
// line's deadline for the basket's delivery date and the next delivery date the product can still reach
// once it has passed (lineDeadline); the basket page counts down to it with the client's clock
// (countdown) and marks the line too late when it passes, without asking the server again.
// Deadlines are §3 l ('Nd@HH:MM', Danish time, working days; core/rules/deadlines.ts). Shopping-list
// carts (cart type 1) have none (§6).
import { shopToday } from './calendar.js';
import { deadlineFor, deliveryDaysAfter, shopOffsetMinutes, toShopIso } from './deadlines.js';
import { daBasketTime } from '../texts/da-basket-time.js';

export interface LineDeadlineInput {
  /** The basket's delivery date. */
  deliveryDate: string;
  deliveryWeekdays: readonly number[];
  /** The product's §3 l. */
  deadlines: readonly string[];
  /** The product's discontinued date (§3 f): no later date on or after it. */
  discontinuedOn: string | null;
  cartType: number;
}

export interface LineDeadline {
  /** The deadline for the basket's delivery date, ISO with the Danish offset; null without one. */
  deadlineAt: string | null;
  /** The first later delivery date whose deadline is after `deadlineAt`; null without one (or none within §9's horizon). */
  nextDeliveryDate: string | null;
}

const NONE: LineDeadline = { deadlineAt: null, nextDeliveryDate: null };

/**
 * A line's deadline and the date it can still reach once that deadline has passed (or, when it already
 * has, the first date after `now` it can reach). `cache` lets a whole basket share the work of products
 * with the same deadlines (one pass over the lines).
 */
export function lineDeadline(input: LineDeadlineInput, now: Date, cache?: Map<string, LineDeadline>): LineDeadline {
  if (input.cartType === 1 || input.deadlines.length === 0) return NONE;
  const key = `${input.deadlines.join('|')}#${input.discontinuedOn ?? ''}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  const deadline = deadlineFor(input.deliveryDate, input.deadlines);
  let result = NONE;
  if (deadline) {
    const after = Math.max(now.getTime(), deadline.getTime());
    const next = deliveryDaysAfter(input.deliveryDate, input.deliveryWeekdays).find((day) => {
      const at = deadlineFor(day, input.deadlines);
      return at !== null && at.getTime() > after;
    });
    const reachable = next !== undefined && (input.discontinuedOn === null || input.discontinuedOn > next) ? next : null;
    result = { deadlineAt: toShopIso(deadline), nextDeliveryDate: reachable };
  }
  cache?.set(key, result);
  return result;
}

/** When the whole basket must be placed: the earliest deadline among its lines still ahead of `now`. */
export function placeByOf(now: Date, lines: readonly { deadlineAt?: string | null }[]): string | null {
  let best: string | null = null;
  let bestMs = Infinity;
  for (const { deadlineAt } of lines) {
    if (deadlineAt == null) continue;
    const ms = Date.parse(deadlineAt);
    if (ms > now.getTime() && ms < bestMs) {
      best = deadlineAt;
      bestMs = ms;
    }
  }
  return best;
}

export interface Countdown {
  passed: boolean;
  /** Whole minutes left (0 in the last minute and after). */
  minutesLeft: number;
  /** "1 t 20 min", "45 min", "under 1 min"; '' once passed. */
  text: string;
}

/**
 * Time left until `deadlineAt`, in whole minutes rounded down ("under 1 min" in the last one). The
 * page marks the line at the deadline instant; the server refuses from the next millisecond on.
 */
export function countdown(now: Date, deadlineAt: string | Date): Countdown {
  const left = new Date(deadlineAt).getTime() - now.getTime();
  if (!(left > 0)) return { passed: true, minutesLeft: 0, text: '' };
  const minutesLeft = Math.floor(left / 60_000);
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  const text = minutesLeft < 1 ? daBasketTime.underAMinute : hours > 0 ? daBasketTime.hoursMinutes(hours, minutes) : daBasketTime.minutes(minutes);
  return { passed: false, minutesLeft, text };
}

/** HH:MM of an instant in Danish time. */
export function shopTimeOf(instant: string | Date): string {
  const at = new Date(instant);
  return new Date(at.getTime() + shopOffsetMinutes(at) * 60_000).toISOString().slice(11, 16);
}

/** True when `instant` falls on the same Danish calendar day as `now`. */
export function isShopToday(now: Date, instant: string | Date): boolean {
  return shopToday(now) === shopToday(new Date(instant));
}
