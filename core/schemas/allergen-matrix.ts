// Issue 20 point 2: the allergen overview of a favourite list (EU 1169/2011 art. 44: a kitchen shows its
// diners the allergens of what it serves). GET /api/favoritelists/{id}/allergens answers
// AllergenMatrixSchema; `?format=csv` the same rows as a CSV download for Danish Excel. Shared by the
// server and the widget <shop-allergen-matrix>; not re-exported from core/index (the search page's
// bundle budget): import it from this module.
import * as z from './z.js';
import { ProductIdSchema } from './common.js';
import { AllergenPresenceSchema, type AllergenCode } from './food-info.js';
import { FavoriteListIdSchema, FavoriteListIdTextSchema } from './favorite-list.js';

/** The path parameter: the list's id (digits of a positive int4, else 400). */
export const AllergenMatrixParamSchema = z.object({ id: FavoriteListIdTextSchema });
/** `?format=csv` for the download; anything else but `json` (or nothing) is a 400. */
export const AllergenMatrixQuerySchema = z.object({ format: z.optional(z.enum(['json', 'csv'])) });

const P = AllergenPresenceSchema;
/**
 * Each of the EU 14 with its presence: 'absent' included, so a row always has 14 answers. Spelled out
 * rather than z.record: zod's record code would land in the chunk every page shares (the search page's
 * bundle budget).
 */
export const AllergenPresencesSchema = z.object({
  gluten: P, crustaceans: P, eggs: P, fish: P, peanuts: P, soybeans: P, milk: P,
  nuts: P, celery: P, mustard: P, sesame: P, sulphites: P, lupin: P, molluscs: P,
} satisfies Record<AllergenCode, typeof P>);
export type AllergenPresences = z.infer<typeof AllergenPresencesSchema>;

export const AllergenMatrixRowSchema = z.object({
  productId: ProductIdSchema,
  name: z.string(),
  brand: z.string(),
  /** §3 productInfo.version of the food info the row shows; null: the product has no food info. */
  foodInfoVersion: z.nullable(z.int()),
  /** Null: no food info ("Ingen varedata"); nothing is claimed either way. */
  allergens: z.nullable(AllergenPresencesSchema),
});
export type AllergenMatrixRow = z.infer<typeof AllergenMatrixRowSchema>;

export const AllergenMatrixSchema = z.object({
  list: z.object({ id: FavoriteListIdSchema, name: z.string() }),
  /** When the server built the overview (ISO 8601 with offset); the printed "Udskrevet" date. */
  generatedAt: z.iso.datetime({ offset: true }),
  /** One row per product of the list, in the list's order. */
  rows: z.array(AllergenMatrixRowSchema),
});
export type AllergenMatrix = z.infer<typeof AllergenMatrixSchema>;
