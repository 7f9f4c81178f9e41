// /api/deliverydate (§7 "Delivery and drivers"). Issue 6 adds the two calls the recurring-order head
// form needs (paths the spec leaves unnamed, §7 "Delivery dates, available weekdays and cart type are
// fetched with paths not shown"); getall, get and set/{date} belong to a later issue and are added here.
import type { DeliveryWeekdays, RecurringOrderDates } from '../../core/index.js';
import { selectableDeliveryDates, selectableWeekdays } from '../../core/rules/recurring-schedule.js';
import { authOf, requireSession } from '../auth/session.js';
import { shopToday } from '../domain/dates.js';
import { type AppDeps, createRouter } from '../http/env.js';

export function deliveryDateRoutes(deps: AppDeps) {
  const app = createRouter();

  /** The customer's selectable delivery dates for a recurring order (§5, §9: about the next 3 months). */
  app.get('/recurringorderdates', requireSession, (c) => {
    const auth = authOf(c);
    const dates = selectableDeliveryDates(shopToday(deps.clock.now()), auth.department.deliveryWeekdays);
    const body: RecurringOrderDates = { dates, first: dates[0] ?? null, last: dates.at(-1) ?? null };
    return c.json(body, 200);
  });

  /** The department's delivery weekdays (only these can be chosen, §5) and the user's cart type. */
  app.get('/weekdays', requireSession, (c) => {
    const auth = authOf(c);
    const body: DeliveryWeekdays = {
      weekdays: selectableWeekdays(auth.department.deliveryWeekdays),
      cartType: auth.user.cartType === 1 ? 1 : 0,
    };
    return c.json(body, 200);
  });

  return app;
}
