// The delivery date a session orders for (issue 7 §2, §7 /api/deliverydate getall, get, set/{date}):
// kept on the session row, so every tab of the session uses the same basket.
import { eq } from 'drizzle-orm';
import { currentDeliveryDate, orderDeliveryDates } from '../../core/rules/delivery-date.js';
import type { DeliveryDates } from '../../core/schemas/delivery-date.js';
import type { DbOrTx } from '../db/tx.js';
import * as t from '../db/schema.js';
import { shopToday } from '../domain/dates.js';
import type { AuthContext } from '../http/env.js';

/** The selectable delivery dates (about 3 months, closed days excluded) and the one in force for the session. */
export function deliveryDatesInForce(auth: Pick<AuthContext, 'department' | 'chosenDeliveryDate'>, now: Date): DeliveryDates {
  const dates = orderDeliveryDates(shopToday(now), auth.department.deliveryWeekdays);
  const deliveryDate = currentDeliveryDate(auth.chosenDeliveryDate, dates);
  return { dates, deliveryDate, chosen: deliveryDate !== null && deliveryDate === auth.chosenDeliveryDate };
}

/** Stores the session's chosen delivery date; the caller has checked that it is selectable. */
export async function chooseDeliveryDate(db: DbOrTx, sessionId: string, date: string): Promise<void> {
  await db.update(t.sessions).set({ deliveryDate: date }).where(eq(t.sessions.id, sessionId));
}
