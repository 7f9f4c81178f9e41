// §3 "Recurring order" on the wire (/api/recurringorders, §7) and the delivery-date calls it needs
// (/api/deliverydate/recurringorderdates and /weekdays). No transforms, so the server validates with the
// same schemas; the schedule rules themselves live in core/rules/recurring-schedule.ts.
import * as z from './z.js';
import { IsoDateSchema, OreSchema, ProductIdSchema } from './common.js';
import { MAX_LINE_AMOUNT } from './cart.js';
import { UnitWireSchema } from './product.js';
import { CartTypeSchema } from './user.js';
import { TextSchema } from './text.js';
import { MAX_PAUSES } from '../rules/recurring-schedule.js';
import { RecurringEventSchema } from './recurring-notices.js';

/** Our limit per order (as for a basket add): more lines than this is a catalogue, not an order. */
export const MAX_RECURRING_LINES = 500;
/** Our limit of notification addresses per department. */
export const MAX_NOTIFICATION_EMAILS = 10;

/** Longest order name and notes (characters). */
export const MAX_ORDER_NAME = 200;
export const MAX_ORDER_NOTES = 1000;
/** Longest notification address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;
const MAX_INT4 = 2_147_483_647;

/**
 * Issue messages the server's validation hook answers with 404 (api-server/http/validate.ts): an order
 * or line id that cannot exist names no order of the department, the same answer as an unknown one.
 */
export const RECURRING_ORDER_UNKNOWN = 'recurringOrder.unknown';
export const RECURRING_LINE_UNKNOWN = 'recurringOrder.lineUnknown';
export const NOTIFICATION_EMAIL_UNKNOWN = 'recurringOrder.notificationEmailUnknown';

/** An order id in a body: an int; outside 1..int4 no order has it (404, never a 500 from the database). */
export const RecurringOrderIdSchema = z.int().check(z.refine((n) => n >= 1 && n <= MAX_INT4, { message: RECURRING_ORDER_UNKNOWN }));
/** Path of GET/DELETE /{id}: digits of a positive int4, else 404. */
export const RecurringOrderIdParamSchema = z.object({
  id: TextSchema({ max: 20 }).check(z.refine((s) => /^\d{1,10}$/.test(s) && Number(s) >= 1 && Number(s) <= MAX_INT4, { message: RECURRING_ORDER_UNKNOWN })),
});
/** Path of DELETE notificationsemails/{id} (issue 19 point 4): digits of a positive int4, else 404. */
export const NotificationEmailIdParamSchema = z.object({
  id: TextSchema({ max: 20 }).check(z.refine((s) => /^\d{1,10}$/.test(s) && Number(s) >= 1 && Number(s) <= MAX_INT4, { message: NOTIFICATION_EMAIL_UNKNOWN })),
});
/** Path of DELETE /{id}/line/{lineNo}. */
export const RecurringLineParamSchema = z.object({
  id: RecurringOrderIdParamSchema.shape.id,
  lineNo: TextSchema({ max: 20 }).check(z.refine((s) => /^\d{1,9}$/.test(s), { message: RECURRING_LINE_UNKNOWN })),
});

export const FrequencyTypeSchema = z.union([z.literal(0), z.literal(1)]);

/** §3 pause span. In a request the dates may be missing: the rules answer with the §5 text. */
export const PauseSpanInputSchema = z.object({
  id: z.optional(z.int()),
  from: z.nullable(IsoDateSchema),
  to: z.nullable(IsoDateSchema),
});
export const PauseSpanSchema = z.object({ id: z.int(), from: IsoDateSchema, to: IsoDateSchema });
export type PauseSpanWire = z.infer<typeof PauseSpanSchema>;

const WeekdaySchema = z.int().check(z.minimum(0), z.maximum(6));
/** Trimmed and checked for emptiness by normalizeOrderName (the §5 text), not here. */
const NameInputSchema = TextSchema({ max: MAX_ORDER_NAME });
const NotesSchema = TextSchema({ max: MAX_ORDER_NOTES, multiline: true });
const UnitCodeSchema = TextSchema({ max: 10 }).check(z.minLength(1));
/** The amount's own rules (digits, KG decimals) are checked per unit by validateAmountValue. */
const LineAmountSchema = z.number().check(z.positive(), z.maximum(MAX_LINE_AMOUNT));

/** The head fields a create or whole-order save sends. */
const headFields = {
  orderName: NameInputSchema,
  notes: z.optional(NotesSchema),
  active: z.optional(z.boolean()),
  frequencyType: FrequencyTypeSchema,
  weekDays: z.array(WeekdaySchema).check(z.maxLength(7)),
  /** Default 1 (§3). */
  recurringWeek: z.optional(z.int()),
  /** Missing: the first selectable delivery date. */
  startDate: z.optional(z.nullable(IsoDateSchema)),
  endDate: z.optional(z.nullable(IsoDateSchema)),
  pauses: z.optional(z.array(PauseSpanInputSchema).check(z.maxLength(MAX_PAUSES))),
};

/**
 * The schedule part of a head as a create or a save sends it: what the server turns into a Schedule
 * (api-server/recurring-orders/orders.ts).
 */
export const RecurringHeadSchema = z.object({
  frequencyType: headFields.frequencyType,
  weekDays: headFields.weekDays,
  recurringWeek: headFields.recurringWeek,
  startDate: headFields.startDate,
  endDate: headFields.endDate,
  pauses: headFields.pauses,
});
export type RecurringHead = z.output<typeof RecurringHeadSchema>;

export const NewRecurringLineSchema = z.object({
  productId: ProductIdSchema,
  unit: UnitCodeSchema,
  amount: LineAmountSchema,
});
export type NewRecurringLine = z.infer<typeof NewRecurringLineSchema>;

/** POST /api/recurringorders: a head, optionally with lines (a duplicate sends the original's lines). */
export const CreateRecurringOrderSchema = z.object({
  ...headFields,
  orderlines: z.optional(z.array(NewRecurringLineSchema).check(z.maxLength(MAX_RECURRING_LINES))),
});
export type CreateRecurringOrder = z.infer<typeof CreateRecurringOrderSchema>;

/**
 * PUT /api/recurringorders: the whole order's head, with the `version` it was loaded at. A stale
 * version answers 409 and changes nothing. Lines change through /line and /replace only; lines sent
 * here are ignored.
 */
export const UpdateRecurringOrderSchema = z.object({
  ...headFields,
  id: RecurringOrderIdSchema,
  version: z.int(),
  active: z.boolean(),
});
export type UpdateRecurringOrder = z.infer<typeof UpdateRecurringOrderSchema>;

/** PUT /api/recurringorders/replace: replaces all lines of an order (an empty list deactivates it). */
export const ReplaceRecurringLinesSchema = z.object({
  orderId: RecurringOrderIdSchema,
  orderlines: z.array(NewRecurringLineSchema).check(z.maxLength(MAX_RECURRING_LINES)),
});
export type ReplaceRecurringLines = z.infer<typeof ReplaceRecurringLinesSchema>;

/** POST /api/recurringorders/line (§7: orderId, productId, unit, amount, lineNo; the server numbers). */
export const AddRecurringLineSchema = z.object({
  orderId: RecurringOrderIdSchema,
  productId: ProductIdSchema,
  unit: UnitCodeSchema,
  amount: LineAmountSchema,
  lineNo: z.optional(z.nullable(z.int())),
});
export type AddRecurringLine = z.infer<typeof AddRecurringLineSchema>;

/** PUT /api/recurringorders/line: a line's unit and amount. */
export const UpdateRecurringLineSchema = z.object({
  orderId: RecurringOrderIdSchema,
  lineNo: z.int(),
  unit: UnitCodeSchema,
  amount: LineAmountSchema,
});
export type UpdateRecurringLine = z.infer<typeof UpdateRecurringLineSchema>;

/** §3 recurring order line, as answered. */
export const RecurringOrderLineSchema = z.object({
  orderId: z.int(),
  lineNo: z.int(),
  productId: z.string(),
  unit: z.string(),
  amount: z.number(),
  /** When the line was last changed (ISO timestamp). */
  edited: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  units: z.array(UnitWireSchema),
  /** Price of one `unit` in øre for the session's price group; null when prices are hidden or unknown. */
  price: z.nullable(OreSchema),
  /** True when the line's unit is weighed (sold by the kg). */
  weight: z.boolean(),
  /** False when the product left the department's assortment or is discontinued. */
  exists: z.boolean(),
  /** The wholesaler's replacement for a product that is gone. */
  altProductId: z.nullable(z.string()),
  /**
   * Issue 18 point 1: the product's running near-expiry offer (§3 y), for a user who may see them (§6);
   * absent otherwise. `priceOre` (one `unit`) is null when prices are hidden.
   */
  expiry: z.optional(z.object({ priceOre: z.nullable(OreSchema), unit: z.string(), expiresOn: z.string() })),
});
export type RecurringOrderLine = z.infer<typeof RecurringOrderLineSchema>;

export const RecurringHistoryEntrySchema = z.object({
  at: z.string(),
  user: z.string(),
  /**
   * A user's 'added', 'changed', 'removed'; the placement job's 'placed', 'substituted' (the product's
   * alternative went into the basket: `productId` is the alternative) and 'skipped' (nothing could go in).
   */
  action: z.enum(['added', 'changed', 'removed', 'placed', 'substituted', 'skipped']),
  lineNo: z.int(),
  productId: z.string(),
  unit: z.string(),
  amount: z.nullable(z.number()),
  /** The job's entries: the delivery day whose basket it was; null for a user's change. */
  deliveryDate: z.nullable(IsoDateSchema),
});
export type RecurringHistoryEntry = z.infer<typeof RecurringHistoryEntrySchema>;

/** §3 recurring order, as answered by every /api/recurringorders call that returns an order. */
export const RecurringOrderSchema = z.object({
  id: z.int(),
  guid: z.string(),
  department: z.string(),
  customerNo: z.string(),
  keyAccount: z.boolean(),
  orderName: z.string(),
  active: z.boolean(),
  notes: z.string(),
  createdDate: z.string(),
  editedDate: z.string(),
  /** Optimistic concurrency: send it back with a whole-order save. */
  version: z.int(),
  frequencyType: FrequencyTypeSchema,
  startDate: IsoDateSchema,
  endDate: z.nullable(IsoDateSchema),
  weekDays: z.array(WeekdaySchema),
  recurringWeek: z.int(),
  pauses: z.array(PauseSpanSchema),
  /** The order days from tomorrow to the horizon, computed by the server (§3). */
  orderDays: z.array(IsoDateSchema),
  /** The first order day after today while the order is active, else null. */
  nextDeliveryDate: z.nullable(IsoDateSchema),
  orderlines: z.array(RecurringOrderLineSchema),
  /** Line history, newest first (GET {id} only; empty in the list). */
  history: z.array(RecurringHistoryEntrySchema),
});
export type RecurringOrder = z.infer<typeof RecurringOrderSchema>;

export const RecurringOrderListSchema = z.array(RecurringOrderSchema);
export const RecurringOrderLinesSchema = z.array(RecurringOrderLineSchema);

/** GET /api/deliverydate/recurringorderdates: the customer's selectable delivery dates. */
export const RecurringOrderDatesSchema = z.object({
  dates: z.array(IsoDateSchema),
  /** First and last selectable day (null without delivery weekdays). */
  first: z.nullable(IsoDateSchema),
  last: z.nullable(IsoDateSchema),
});
export type RecurringOrderDates = z.infer<typeof RecurringOrderDatesSchema>;

/** GET /api/deliverydate/weekdays: the department's delivery weekdays and the user's cart type. */
export const DeliveryWeekdaysSchema = z.object({
  weekdays: z.array(WeekdaySchema),
  cartType: CartTypeSchema,
});
export type DeliveryWeekdays = z.infer<typeof DeliveryWeekdaysSchema>;

export const NotificationEmailSchema = z.object({ id: z.int(), email: z.string() });
/** GET /api/recurringorders/notifications: who is told about the department's recurring orders. */
export const RecurringNotificationsSchema = z.object({
  emails: z.array(NotificationEmailSchema),
  /** Lines whose product is gone, so the kitchen can replace them. */
  unavailableLines: z.array(z.object({ orderId: z.int(), orderName: z.string(), lineNo: z.int(), productId: z.string(), altProductId: z.nullable(z.string()) })),
  /** Issue 19 point 4: what the job did (core/schemas/recurring-notices.ts); optional, so older answers still parse. */
  events: z.optional(z.array(RecurringEventSchema)),
});
export type RecurringNotifications = z.infer<typeof RecurringNotificationsSchema>;

export const AddNotificationEmailSchema = z.object({ email: TextSchema({ max: MAX_EMAIL_LENGTH }) });
export const UpdateNotificationEmailsSchema = z.object({
  emails: z.array(TextSchema({ max: MAX_EMAIL_LENGTH })).check(z.maxLength(MAX_NOTIFICATION_EMAILS)),
});
