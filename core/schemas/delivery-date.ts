// /api/deliverydate getall, get and set/{date} (§7 "Delivery and drivers", issue 7 §2).
import * as z from './z.js';
import { IsoDateSchema } from './common.js';

/** The session's delivery date: `chosen` is false while it is the default (the next delivery date). */
export const ChosenDeliveryDateSchema = z.object({
  deliveryDate: z.nullable(IsoDateSchema),
  chosen: z.boolean(),
});
export type ChosenDeliveryDate = z.infer<typeof ChosenDeliveryDateSchema>;

/** GET /api/deliverydate/getall: the selectable dates, ascending, and the one in force. */
export const DeliveryDatesSchema = z.object({
  dates: z.array(IsoDateSchema),
  deliveryDate: z.nullable(IsoDateSchema),
  chosen: z.boolean(),
});
export type DeliveryDates = z.infer<typeof DeliveryDatesSchema>;

/**
 * Issue message the server's validation hook answers with §7's date text (daServer.dateFormatInvalid,
 * api-server/http/validate.ts): a date in a path or query that is not `yyyy-MM-dd` of a real day.
 */
export const DATE_FORMAT_INVALID = 'date.formatInvalid';

/** A delivery date read from a path or a query. */
export const DateTextSchema = z.iso.date({ error: DATE_FORMAT_INVALID });

/** Path of POST /api/deliverydate/set/{date}. */
export const DeliveryDateParamSchema = z.object({ date: DateTextSchema });
