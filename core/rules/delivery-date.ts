// The delivery date the basket is for (issue 7 §2, §7 "Delivery and drivers"): the department's
// delivery days for about the next 3 months (§9), closed days left out, and the session's choice among
// them. Pure functions over Danish calendar days, shared by the server and the picker.
import { deliveryDaysAfter } from './deadlines.js';

/**
 * The dates a user may order for: the department's delivery weekdays strictly after `today` (an order
 * is never for today), without closed days (core/rules/public-holidays.ts), for about 3 months (§9).
 * Weekdays outside 0-6 are data errors and ignored.
 */
export function orderDeliveryDates(today: string, deliveryWeekdays: readonly number[]): string[] {
  const weekdays = deliveryWeekdays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);
  return weekdays.length === 0 ? [] : deliveryDaysAfter(today, weekdays);
}

/**
 * The delivery date in force: the chosen one while it is still selectable, else the next delivery date
 * (a chosen day that has passed, or that became a closed day, falls back silently). Null when the
 * department has no delivery days.
 */
export function currentDeliveryDate(chosen: string | null | undefined, selectable: readonly string[]): string | null {
  if (chosen && selectable.includes(chosen)) return chosen;
  return selectable[0] ?? null;
}
