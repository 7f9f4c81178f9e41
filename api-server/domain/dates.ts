// Calendar days for the server: the shared calendar (core/rules/calendar.ts) and the delivery rule.
import { addDays, shopToday, weekdayOf } from '../../core/rules/calendar.js';
import { isClosedDay } from '../../core/rules/public-holidays.js';

export { addDays, daysBetween, isIsoDate, SHOP_TIME_ZONE, shopToday, weekdayOf } from '../../core/rules/calendar.js';

/**
 * The user's current delivery date: the first of the department's delivery weekdays strictly after
 * today (Danish date of `now`) that is not a closed day (core/rules/public-holidays.ts). Null when
 * the department has no delivery weekdays.
 */
export function nextDeliveryDate(now: Date, deliveryWeekdays: readonly number[]): string | null {
  const days = new Set(deliveryWeekdays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  if (days.size === 0) return null;
  const today = shopToday(now);
  // Three weeks cover a delivery weekday that falls on Christmas and New Year's Day in a row.
  for (let i = 1; i <= 21; i++) {
    const candidate = addDays(today, i);
    if (days.has(weekdayOf(candidate)) && !isClosedDay(candidate)) return candidate;
  }
  return null;
}
