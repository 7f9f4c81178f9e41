// Issue 19 point 4: what the recurring-order job did for the session's department, as
// GET /api/recurringorders/notifications answers it in `events` (§7 notifications), newest first.
import * as z from './z.js';
import { IsoDateSchema } from './common.js';

/** Newest first, at most this many, and none older than RECURRING_EVENT_DAYS. */
export const MAX_RECURRING_EVENTS = 100;
export const RECURRING_EVENT_DAYS = 30;

export const RecurringEventKindSchema = z.enum(['placed', 'substituted', 'skipped', 'paused']);
export type RecurringEventKind = z.infer<typeof RecurringEventKindSchema>;

/**
 * One thing that happened to one order for one delivery day:
 * - placed: `count` lines went into the basket (the alternatives included);
 * - substituted: `productId` (the alternative) went in instead of `replacedProductId`;
 * - skipped: `productId` did not go in, `reason` is the job's code (core/texts/da-recurring-notices.ts skipReasonText);
 * - paused: a pause (holiday) kept the order out of the day.
 */
export const RecurringEventSchema = z.object({
  kind: RecurringEventKindSchema,
  orderId: z.int(),
  orderName: z.string(),
  deliveryDate: IsoDateSchema,
  /** When it happened (ISO instant): the job's run, or for a pause the moment the day would have been placed. */
  at: z.string(),
  count: z.nullable(z.int()),
  productId: z.nullable(z.string()),
  productName: z.nullable(z.string()),
  replacedProductId: z.nullable(z.string()),
  replacedProductName: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type RecurringEvent = z.infer<typeof RecurringEventSchema>;
