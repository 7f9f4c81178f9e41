// Wire contract of the quick order (issue 20 point 1; §7 POST /api/product/loadcsv, GET /GetUnits,
// "Validate product amount"). Per-screen: imported by its module path, never re-exported from
// core/index.ts (the search page's bundle budget).
import * as z from './z.js';
import { ProductIdSchema } from './common.js';
import { TextSchema } from './text.js';

/** At most this many lines per review (issue 20 point 1: "Up to 500 lines"). */
export const MAX_QUICK_ORDER_LINES = 500;
/** Input over 1 MB (UTF-8) is refused: 500 lines are a few tens of KB. */
export const MAX_QUICK_ORDER_BYTES = 1024 * 1024;

/**
 * POST /api/product/loadcsv. `text` is not a TextSchema: binary content (NUL, other control
 * characters) must be answered with the quick order's own Danish text, which the parser gives
 * (core/rules/quick-order-lines.ts) before anything reaches a query. Its length is bounded by the
 * app's body limit (413) before this schema runs.
 */
export const LoadCsvRequestSchema = z.object({
  text: z.string(),
  fileName: z.optional(TextSchema({ max: 255 })),
});
export type LoadCsvRequest = z.infer<typeof LoadCsvRequestSchema>;

export const QuickOrderStatusSchema = z.enum([
  'ok',
  'unknownNumber',
  'notInAssortment',
  'discontinued',
  'missingFoodInfo',
  'deadline',
  'invalidAmount',
  'unknownUnit',
  'notAllowed',
  'notOrderable',
]);
export type QuickOrderStatus = z.infer<typeof QuickOrderStatusSchema>;

export const QuickOrderUnitSchema = z.object({ code: z.string(), description: z.string(), weighed: z.boolean() });
export type QuickOrderUnit = z.infer<typeof QuickOrderUnitSchema>;

/** A product a line can be ordered as: the matched one, or a discontinued product's alternative. */
export const QuickOrderProductSchema = z.object({
  productId: ProductIdSchema,
  name: z.string(),
  brand: z.string(),
  units: z.array(QuickOrderUnitSchema),
  /** The unit the line uses (typed, the EAN's unit, or the §3/§4 default). */
  unit: z.nullable(z.string()),
  /** Whether the product may be ordered now (ignoring the amount): the same rules as addtoorder. */
  status: QuickOrderStatusSchema,
  reason: z.nullable(z.string()),
});
export type QuickOrderProduct = z.infer<typeof QuickOrderProductSchema>;

export const QuickOrderLineSchema = z.object({
  /** Input line numbers (1-based) this line came from; several when duplicates were merged. */
  rows: z.array(z.int()),
  /** What was typed: number, amount and unit of the first row. */
  typed: z.object({ number: z.string(), amount: z.string(), unit: z.nullable(z.string()) }),
  matchedBy: z.nullable(z.enum(['productId', 'customerNumber', 'ean'])),
  product: z.nullable(QuickOrderProductSchema),
  /** The amount (merged rows added), null when it did not parse. */
  amount: z.nullable(z.number()),
  status: QuickOrderStatusSchema,
  /** Danish reason; null for 'ok'. */
  reason: z.nullable(z.string()),
  /** A discontinued product's alternative (§3 t), when it is in the department's assortment. */
  alternative: z.nullable(QuickOrderProductSchema),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLineSchema>;

export const LoadCsvResponseSchema = z.object({
  lines: z.array(QuickOrderLineSchema),
  orderable: z.int(),
  total: z.int(),
  separator: z.enum(['tab', 'semicolon', 'comma']),
  headerSkipped: z.boolean(),
});
export type LoadCsvResponse = z.infer<typeof LoadCsvResponseSchema>;

/** GET /api/product/GetUnits: every unit code in use (§3 Unit: code, description, weighed). */
export const UnitsResponseSchema = z.array(QuickOrderUnitSchema);
export type UnitsResponse = z.infer<typeof UnitsResponseSchema>;

/** POST /api/product/validateamount (§7 "Validate product amount": amount and unit name). */
export const ValidateAmountRequestSchema = z.object({
  amount: z.string().check(z.maxLength(32)),
  unit: TextSchema({ max: 10 }).check(z.minLength(1)),
});
export const ValidateAmountResponseSchema = z.object({
  valid: z.boolean(),
  value: z.nullable(z.number()),
  message: z.nullable(z.string()),
});
export type ValidateAmountResponse = z.infer<typeof ValidateAmountResponseSchema>;
