// Issue 7: editing the basket, completing it, and the placed orders (§7 orders and baskets).
import * as z from './z.js';
import { IsoDateSchema, OreSchema, ProductIdSchema } from './common.js';
import { BasketLineSchema, MAX_LINE_AMOUNT } from './cart.js';

/** Longest order comment and driver note: what fits on a delivery note. */
export const MAX_ORDER_COMMENT = 500;

/** PUT /api/order/updateorderline: a new amount and/or unit for one line of a delivery date's basket. */
export const UpdateOrderLineSchema = z.object({
  deliveryDate: IsoDateSchema,
  lineNo: z.int().check(z.positive()),
  amount: z.number().check(z.positive(), z.maximum(MAX_LINE_AMOUNT)),
  unit: z.string().check(z.minLength(1), z.maxLength(10)),
});
export type UpdateOrderLine = z.infer<typeof UpdateOrderLineSchema>;

/** POST /api/es/order/leaveunattended and leaveunattendedcomments. */
export const LeaveUnattendedSchema = z.object({
  deliveryDate: IsoDateSchema,
  leaveUnattended: z.boolean(),
  comment: z.optional(z.string().check(z.maxLength(MAX_ORDER_COMMENT))),
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
export const OrderLineSchema = BasketLineSchema;
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
