// The basket's deadline countdown (issue 20 point 4), as pure functions. The server computes each
// line's deadline for the basket's delivery date and the next delivery date the product can still reach
// once it has passed (lineDeadline); the basket page counts down to it with the client's clock
// (countdown) and marks the line too late when it passes, without asking the server again.
// Deadlines are §3 l ('Nd@HH:MM', Danish time, working days; core/rules/deadlines.ts). Shopping-list
// carts (cart type 1) have none (§6).
// The browser's half (countdown, placeByOf, Danish clock time) is core/rules/countdown.ts.
import { deadlineFor, deliveryDaysAfter, toShopIso } from './deadlines.js';

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
