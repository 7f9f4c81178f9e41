// When the placement job puts a recurring order's lines into a basket (issue 6 item 5 "Running them").
// Pure: the server's job (api-server/recurring-orders/runner.ts) asks it with the injected clock's
// instant. The rule and its reasons are written down in docs/guides/recurring-orders.md ("The job").
import { shopToday } from './calendar.js';
import { orderDayFor, shopInstant } from './deadlines.js';

/**
 * The lines for delivery day D go into D's basket this many working days before D (core/rules/deadlines
 * working days: Monday to Friday, not closed). Five working days is a week ahead as the kitchen counts
 * (Tuesday for Tuesday), and it covers the longest product deadline in use ('5d@12:00', §3 l), so a line
 * is never too late only because it was placed late. It lies inside the 14 days in which a planned day
 * can no longer change (§9, the frozen plan), so a day that is placed stays an order day; only over
 * Christmas and New Year do five working days reach back 14 days (2 January 2026 from 19 December 2025),
 * where a change made after the placement can drop the day: what was placed stays in the basket.
 */
export const RECURRING_PLACEMENT_LEAD_WORKING_DAYS = 5;
/**
 * Danish wall-clock hour from which the day's placements are due: after the wholesaler's night (prices,
 * assortment and discontinuations of the night are in), before the kitchen's working day.
 */
export const RECURRING_PLACEMENT_HOUR = 6;

/** The calendar day on which the lines for `orderDay` are placed. */
export function placementDay(orderDay: string): string {
  return orderDayFor(orderDay, RECURRING_PLACEMENT_LEAD_WORKING_DAYS);
}

/** The instant from which `orderDay` is due: RECURRING_PLACEMENT_HOUR Danish time on its placement day. */
export function placementStart(orderDay: string): Date {
  return shopInstant(placementDay(orderDay), RECURRING_PLACEMENT_HOUR, 0);
}

/**
 * The order days due at `now`: their placement has started and the day itself has not come (a basket
 * for today or the past cannot be ordered any more, §7 complete). A run that was missed (server down,
 * order inactive at the time and activated since) is caught up by the next run before the day.
 * `orderDays` are the order's §3 orderDays (tomorrow onwards), already without pauses and closed days.
 */
export function dueOrderDays(orderDays: readonly string[], now: Date): string[] {
  const today = shopToday(now);
  return orderDays.filter((day) => day > today && placementStart(day).getTime() <= now.getTime());
}
