// Issue 20 point 5: the basket's CO2e and organic budget. Its own module, not core/index.ts: only the
// basket page's budget panel parses it, so it stays out of every other page's bundle.
import * as z from './z.js';
import { IsoDateSchema, ProductIdSchema } from './common.js';

/** A lower-CO2e product of the same posting group that may replace a line ("Byt"). */
export const Co2AlternativeSchema = z.object({
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  /** The unit the swapped line gets: the line's unit when the product has it, else its default unit. */
  unit: z.string(),
  /** The amount the swapped line gets (the line's, converted by base quantity when the unit differs). */
  amount: z.number(),
  /** kg CO2e of the swapped line (amount × unit factor × CO2e per base unit), 2 decimals. */
  co2: z.number(),
  /** kg CO2e less than the line has now, 2 decimals, > 0. */
  saving: z.number(),
  /** Price per `unit` in øre; null when the user sees no prices (§6). */
  unitPriceOre: z.nullable(z.int()),
});
export type Co2Alternative = z.infer<typeof Co2AlternativeSchema>;

/** One of the (up to) three basket lines with the most CO2e. */
export const Co2BudgetLineSchema = z.object({
  lineNo: z.int(),
  productId: z.string(),
  name: z.string(),
  unit: z.string(),
  amount: z.number(),
  /** kg CO2e of the line, 2 decimals. */
  co2: z.number(),
  alternative: z.nullable(Co2AlternativeSchema),
});
export type Co2BudgetLine = z.infer<typeof Co2BudgetLineSchema>;

/** GET /api/order/co2budget: the session's basket measured against the department's targets. */
export const Co2BudgetSchema = z.object({
  deliveryDate: IsoDateSchema,
  /** kg CO2e per order line (department_kitchen_settings); null: no target. */
  co2TargetPerLine: z.nullable(z.number()),
  /** Organic share of the lines in %; null: no target. */
  organicTargetPct: z.nullable(z.int()),
  /** The §3 previewOrder figures of the same basket. */
  averageCo2: z.number(),
  co2: z.number(),
  ecoPct: z.int(),
  itemCount: z.int(),
  /** averageCo2 <= target; null without a target or without lines. */
  co2OnTarget: z.nullable(z.boolean()),
  /** ecoPct >= target; null without a target or without lines. */
  organicOnTarget: z.nullable(z.boolean()),
  lines: z.array(Co2BudgetLineSchema),
});
export type Co2Budget = z.infer<typeof Co2BudgetSchema>;

/** POST /api/order/swapline: replace one basket line by a lower-CO2e alternative. */
export const SwapLineSchema = z.object({
  deliveryDate: IsoDateSchema,
  lineNo: z.int().check(z.positive()),
  productId: ProductIdSchema,
});
export type SwapLine = z.infer<typeof SwapLineSchema>;

