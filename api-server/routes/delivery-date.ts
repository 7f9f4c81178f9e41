// /api/deliverydate (§7 "Delivery and drivers"). Issue 6 adds the two calls the recurring-order head
// form needs (paths the spec leaves unnamed, §7 "Delivery dates, available weekdays and cart type are
// fetched with paths not shown"); issue 7 §2 adds getall, get and set/{date}: the delivery date the
// session orders for, kept on the session row so every tab of it uses the same basket. Issue 22 point 6
// adds §7 driverset and driversget: the department's notes for the driver (door code, where to leave the
// goods, contact phone, a note); any ordinary user of the department may change them, a punch-out
// session only reads them (docs/decisions/017-new-site-handover.md).
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import type { DeliveryWeekdays, RecurringOrderDates } from '../../core/index.js';
import { selectableDeliveryDates, selectableWeekdays } from '../../core/rules/recurring-schedule.js';
import { type ChosenDeliveryDate, DeliveryDateParamSchema } from '../../core/schemas/delivery-date.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { authOf, requireSession } from '../auth/session.js';
import { chooseDeliveryDate, deliveryDatesInForce } from '../delivery-date/session-delivery-date.js';
import { shopToday } from '../domain/dates.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { driverNotesProblems, normalizeDriverNotes } from '../../core/rules/driver-notes.js';
import { DriverNotesInputSchema } from '../../core/schemas/driver-notes.js';
import { daDrivers } from '../../core/texts/da-drivers.js';
import { readDriverNotes, writeDriverNotes } from '../delivery-date/driver-notes.js';

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

  /** The selectable delivery dates (about 3 months, closed days excluded) and the one in force. */
  app.get('/getall', requireSession, (c) => c.json(deliveryDatesInForce(authOf(c), deps.clock.now()), 200));

  /** The session's delivery date: the chosen one while selectable, else the next delivery date. */
  app.get('/get', requireSession, (c) => {
    const { deliveryDate, chosen } = deliveryDatesInForce(authOf(c), deps.clock.now());
    const body: ChosenDeliveryDate = { deliveryDate, chosen };
    return c.json(body, 200);
  });

  // §7 lists set/{date} among the GET calls; a GET that changes state could be triggered cross-site
  // (SameSite=Lax cookies travel on top-level GET navigations), so it is a POST with a JSON content
  // type, which the app's CSRF guard covers (docs/guides/ordering.md).
  app.post('/set/:date', requireSession, validate('param', DeliveryDateParamSchema), async (c) => {
    const auth = authOf(c);
    // Issue 16 §3: a punch-out fills the basket of the date it started with (punch_out_sessions), the one
    // the transfer sends; the widget shows that date without a choice.
    if (auth.punchOut) throw new ApiFailure(403, 'PunchOutSession', daPunchOut.deliveryDateFixed);
    const { date } = c.req.valid('param');
    const { dates } = deliveryDatesInForce(auth, deps.clock.now());
    if (!dates.includes(date)) {
      throw new ApiFailure(400, 'DeliveryDateNotSelectable', daOrders.deliveryDateNotSelectable, { dates });
    }
    await chooseDeliveryDate(deps.db, auth.sessionId, date);
    const body: ChosenDeliveryDate = { deliveryDate: date, chosen: true };
    return c.json(body, 200);
  });

  /** §7 driversget: the session's department's notes for the driver. */
  app.get('/driversget', requireSession, async (c) => {
    const auth = authOf(c);
    return c.json(await readDriverNotes(deps.db, auth.department.code, !auth.punchOut), 200);
  });

  /** §7 driverset: replaces the session's department's notes (empty fields clear them). */
  app.post('/driverset', requireSession, validate('json', DriverNotesInputSchema), async (c) => {
    const auth = authOf(c);
    // A procurement system's session orders; the kitchen's own users keep the notes for their door.
    if (auth.punchOut) throw new ApiFailure(403, 'PunchOutSession', daDrivers.punchOutReadOnly);
    const body = c.req.valid('json');
    const problems = driverNotesProblems(body);
    if (problems.contactPhone) {
      throw new ApiFailure(400, 'ValidationError', daDrivers.phoneInvalid, { issues: [{ path: 'contactPhone', code: problems.contactPhone, message: daDrivers.phoneInvalid }] });
    }
    await writeDriverNotes(deps.db, auth.department.code, normalizeDriverNotes(body), auth.user.id, deps.clock.now());
    return c.json(await readDriverNotes(deps.db, auth.department.code, true), 200);
  });

  return app;
}
