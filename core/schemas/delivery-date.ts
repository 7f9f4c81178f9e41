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
