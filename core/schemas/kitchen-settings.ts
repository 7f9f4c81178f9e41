// A department's kitchen settings (issue 20 §3 allergen guard, §5 CO2e and organic targets). Not
// re-exported from core/index.ts: only my page, the guard and the basket budget read them.
import * as z from './z.js';
import { AllergenCodeSchema } from './food-info.js';

/** Largest CO2e target per line, kg; anything above is a typing mistake (the demo catalogue's lines are 0-40). */
export const MAX_CO2_TARGET_PER_LINE = 1000;

/** GET /api/department/kitchensettings: the session department's settings (defaults when none are stored). */
export const KitchenSettingsSchema = z.object({
  departmentCode: z.string(),
  /** The allergens the department never wants, in the EU annex order, no duplicates. */
  excludedAllergens: z.array(AllergenCodeSchema),
  /** kg CO2e per order line the basket is measured against (previewOrder.averageCo2); null: no target. */
  co2TargetPerLine: z.nullable(z.number()),
  /** Share of organic lines in % (previewOrder.ecoPct); null: no target. */
  organicTargetPct: z.nullable(z.int()),
  /** Whether the session's user may change them (an admin of the department's customer). */
  editable: z.boolean(),
});
export type KitchenSettings = z.infer<typeof KitchenSettingsSchema>;

/** PUT /api/department/kitchensettings: the whole editable part, replaced at once. */
export const KitchenSettingsUpdateSchema = z.object({
  excludedAllergens: z.array(AllergenCodeSchema).check(z.maxLength(14)),
  co2TargetPerLine: z.nullable(z.number().check(z.positive(), z.maximum(MAX_CO2_TARGET_PER_LINE))),
  organicTargetPct: z.nullable(z.int().check(z.minimum(0), z.maximum(100))),
});
export type KitchenSettingsUpdate = z.infer<typeof KitchenSettingsUpdateSchema>;
