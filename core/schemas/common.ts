import * as z from './z.js';
import { PRODUCT_ID_PATTERN } from './wire-constants.js';

/** A calendar day on the wire and in the database: `yyyy-MM-dd`, never a timestamp (issue 2 §3). */
export const IsoDateSchema = z.iso.date();

/** Money on the wire is integer øre (1 kr. = 100 øre): exact, never a float (docs/decisions/002). */
export const OreSchema = z.int();

/** Product ids are digit strings, as printed on the wholesaler's labels. */
export const ProductIdSchema = z.string().check(z.regex(PRODUCT_ID_PATTERN, 'Ugyldigt varenummer'));

/** The error body every 4xx/5xx answer carries. `message` is Danish when a user may see it. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
