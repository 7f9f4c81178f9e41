// GET /api/department/allergenguard (issue 20 §3): the allergens the session's department never wants
// and the products of its assortment that contain or may contain them. Not re-exported from
// core/index.ts (bundle budget): only the guard's lazily loaded chunk, my page and the basket read it.
import * as z from './z.js';
import { AllergenCodeSchema } from './food-info.js';

export const GuardedProductSchema = z.object({
  productId: z.string(),
  /** Excluded allergens the product contains, EU annex order. */
  contains: z.array(AllergenCodeSchema),
  /** Excluded allergens the product may contain (traces), EU annex order. */
  mayContain: z.array(AllergenCodeSchema),
});
export type GuardedProduct = z.infer<typeof GuardedProductSchema>;

export const AllergenGuardListSchema = z.object({
  excludedAllergens: z.array(AllergenCodeSchema),
  products: z.array(GuardedProductSchema),
});
export type AllergenGuardList = z.infer<typeof AllergenGuardListSchema>;
