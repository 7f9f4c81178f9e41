// Issue 7: editing the basket, completing it, and the placed orders (§7 orders and baskets).
import * as z from './z.js';
import { IsoDateSchema, OreSchema, ProductIdSchema } from './common.js';
import { BasketLineSchema, MAX_LINE_AMOUNT } from './cart.js';
import { DateTextSchema } from './delivery-date.js';
import { TextSchema } from './text.js';

/** Longest order comment and driver note: what fits on a delivery note. */
export const MAX_ORDER_COMMENT = 500;

/**
 * An order comment or the driver's directions (§7 savecomment, leaveunattended): typed in a textarea,
 * so lines are kept; trimmed by the server before it is saved.
 */
const OrderCommentSchema = TextSchema({ max: MAX_ORDER_COMMENT, multiline: true });

/** A unit code as sent with a line (KG, STK, KRT …); checked against the product's units by the server. */
export const UnitCodeSchema = TextSchema({ max: 10 }).check(z.minLength(1));

/** PUT /api/order/updateorderline: a new amount and/or unit for one line of a delivery date's basket. */
export const UpdateOrderLineSchema = z.object({
  deliveryDate: IsoDateSchema,
  lineNo: z.int().check(z.positive()),
  amount: z.number().check(z.positive(), z.maximum(MAX_LINE_AMOUNT)),
  unit: UnitCodeSchema,
});
export type UpdateOrderLine = z.infer<typeof UpdateOrderLineSchema>;

/**
 * Issue message the server's validation hook answers with daServer.badRequest (api-server/http/validate.ts):
 * an order number, line number or page size in a path or query that is not a positive number.
 */
export const ORDER_NUMBER_INVALID = 'order.numberInvalid';

/** A positive whole number written in a path or a query (at most 9 digits: it fits an int4). */
const PositiveIntTextSchema = z.string().check(z.refine((s) => /^\d{1,9}$/.test(s) && Number(s) > 0, { message: ORDER_NUMBER_INVALID }));

/** Path of DELETE /api/order/emptybasket/{date}. */
export const BasketDateParamSchema = z.object({ date: DateTextSchema });

/** Path of DELETE /api/order/orderline/{date}/{lineNo}. */
export const OrderLineParamSchema = z.object({ date: DateTextSchema, lineNo: PositiveIntTextSchema });

/** Path of GET /api/order/history/{orderNo} and POST /api/order/orderagain/{orderNo}. */
export const OrderNoParamSchema = z.object({ orderNo: PositiveIntTextSchema });

/** Largest page of the order history, and the page size when none is asked for. */
export const MAX_HISTORY_TAKE = 50;
export const DEFAULT_HISTORY_TAKE = 20;

/** Query of GET /api/order/history: `take` 1-… (more than 50 gives 50), `skip` 0-…. */
export const OrderHistoryQuerySchema = z.object({
  take: z.optional(PositiveIntTextSchema),
  skip: z.optional(z.union([z.literal('0'), PositiveIntTextSchema])),
});

/** Query of POST /api/order/savecomment (§7 "savecomment?comment"): `date` picks the basket (default: the session's). */
export const SaveCommentQuerySchema = z.object({
  comment: z.optional(OrderCommentSchema),
  date: z.optional(DateTextSchema),
});

/** POST /api/es/order/leaveunattended. */
export const LeaveUnattendedSchema = z.object({
  deliveryDate: IsoDateSchema,
  leaveUnattended: z.boolean(),
  comment: z.optional(OrderCommentSchema),
});

/** POST /api/es/order/leaveunattendedcomments: the driver's directions alone. */
export const LeaveUnattendedCommentSchema = z.object({
  deliveryDate: IsoDateSchema,
  comment: OrderCommentSchema,
});

/**
 * POST /api/order/complete. `expectedTotalOre` is the total the user saw; when the server's total
 * differs (a price changed meanwhile) the order is not placed and the new basket is returned.
 */
export const CompleteOrderSchema = z.object({
  deliveryDate: IsoDateSchema,
  expectedTotalOre: z.optional(z.nullable(OreSchema)),
});

/** A placed order's line: the basket line as it was when the order was placed (copies of name and prices). */
export const OrderLineSchema = z.object({
  ...BasketLineSchema.shape,
  /** Issue 20 point 6: ordered in a weighed unit (§3 unit w), so its price is settled after weighing. */
  weighed: z.optional(z.boolean()),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** A placed order: `orderNo` is what the customer quotes. Prices are null for users without prices. */
export const OrderSchema = z.object({
  orderNo: z.int(),
  deliveryDate: IsoDateSchema,
  placedAt: z.string(),
  placedBy: z.string(),
  comment: z.string(),
  leaveUnattended: z.boolean(),
  leaveUnattendedComment: z.string(),
  totalOre: z.nullable(OreSchema),
  depositTotalOre: z.nullable(OreSchema),
  lines: z.array(OrderLineSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /api/order/history: newest first, a page at a time. */
export const OrderHistorySchema = z.object({
  orders: z.array(OrderSchema),
  total: z.int(),
});
export type OrderHistory = z.infer<typeof OrderHistorySchema>;

/** POST /api/order/orderagain/{orderNo}: what went into the basket and what could not. */
export const OrderAgainResultSchema = z.object({
  deliveryDate: IsoDateSchema,
  added: z.int(),
  skipped: z.array(z.object({
    productId: z.string(),
    name: z.string(),
    /** The product that replaces a discontinued one (§3 t), offered to the user. */
    alternativeProductId: z.nullable(ProductIdSchema),
  })),
});
export type OrderAgainResult = z.infer<typeof OrderAgainResultSchema>;
