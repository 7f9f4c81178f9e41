// §3 "Food information" (the spec leaves the field names open; docs/guides/food-information.md):
// nutrition per 100 g/ml, the ingredient list with its allergen words, the EU 14 allergens, unit
// weights and dimensions, storage (the §3 temperature codes) and shelf life, origin and claims.
// GET /api/product/foodinfo/{id} answers FoodInfoSchema.
import * as z from './z.js';
import { IsoDateSchema } from './common.js';

/** The 14 allergens of Regulation (EU) 1169/2011 annex II, in the annex's order. */
export const ALLERGEN_CODES = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard',
  'sesame', 'sulphites', 'lupin', 'molluscs',
] as const;
export const AllergenCodeSchema = z.enum(ALLERGEN_CODES);
export type AllergenCode = z.infer<typeof AllergenCodeSchema>;

/** 'absent' is sent too, so the allergen table always has its 14 rows for a declared product. */
export const ALLERGEN_PRESENCES = ['contains', 'mayContain', 'absent'] as const;
export const AllergenPresenceSchema = z.enum(ALLERGEN_PRESENCES);
export type AllergenPresence = z.infer<typeof AllergenPresenceSchema>;

/** §3 Codes, temperature: 0 deep frozen, 1 fresh, 2 frozen, 3 thawed, 4 ambient, 5 chilled. */
export const TEMPERATURE_CODES = [0, 1, 2, 3, 4, 5] as const;
export const TemperatureCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type TemperatureCode = z.infer<typeof TemperatureCodeSchema>;

/** §3 Codes, organic: 1 yes, 2 organic (at least 95 % by weight), 5 no. */
export const OrganicCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(5)]);
export type OrganicCode = z.infer<typeof OrganicCodeSchema>;

/** The labels and claims of the food-info "claims" section: the §3 x flags that are claims. */
export const CLAIM_CODES = [
  'organicDK', 'organicOther', 'keyhole', 'msc', 'asc', 'fairtrade', 'glutenFree', 'lactoseFree', 'vegan',
  'halal', 'gmoFree', 'noAddedSugar', 'wholegrain',
] as const;
export const ClaimCodeSchema = z.enum(CLAIM_CODES);
export type ClaimCode = z.infer<typeof ClaimCodeSchema>;

const Grams = z.number().check(z.gte(0), z.lte(100));

export const NutritionSchema = z.object({
  /** 'g': per 100 g, 'ml': per 100 ml. */
  basis: z.enum(['g', 'ml']),
  energyKj: z.int().check(z.gte(0)),
  energyKcal: z.int().check(z.gte(0)),
  fat: Grams,
  saturatedFat: Grams,
  carbohydrate: Grams,
  sugars: Grams,
  fibre: z.nullable(Grams),
  protein: Grams,
  salt: Grams,
});
export type Nutrition = z.infer<typeof NutritionSchema>;

/** One ingredient of the list, in declared order; `allergen` marks an allergen word (shown bold). */
export const IngredientSchema = z.object({
  text: z.string().check(z.minLength(1)),
  allergen: z.nullable(AllergenCodeSchema),
  percent: z.nullable(z.number().check(z.gt(0), z.lte(100))),
});
export type Ingredient = z.infer<typeof IngredientSchema>;

export const AllergenEntrySchema = z.object({ code: AllergenCodeSchema, presence: AllergenPresenceSchema });
export type AllergenEntry = z.infer<typeof AllergenEntrySchema>;

export const FoodUnitSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** Base units in this unit. */
  factor: z.number().check(z.positive()),
  gtin: z.nullable(z.string()),
  netWeightG: z.nullable(z.int()),
  grossWeightG: z.nullable(z.int()),
  lengthMm: z.nullable(z.int()),
  widthMm: z.nullable(z.int()),
  heightMm: z.nullable(z.int()),
});
export type FoodUnit = z.infer<typeof FoodUnitSchema>;

export const StorageSchema = z.object({
  temperatureCode: TemperatureCodeSchema,
  text: z.string(),
  shelfLifeDays: z.nullable(z.int()),
  shelfLifeOpenedDays: z.nullable(z.int()),
});
export type Storage = z.infer<typeof StorageSchema>;

export const FoodOriginSchema = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  text: z.string(),
});

export const ClaimsSchema = z.object({
  organicCode: OrganicCodeSchema,
  labels: z.array(ClaimCodeSchema),
});

/**
 * GET /api/product/foodinfo/{id}. `available` false: the product has no food information yet (then
 * nutrition is null and the lists are empty; `required` true is §8 'Manglende varedata'). Storage,
 * origin, claims and units come from the product itself and are always filled.
 */
export const FoodInfoSchema = z.object({
  productId: z.string(),
  available: z.boolean(),
  required: z.boolean(),
  /** §3 productInfo: version and sidsteRevision (the day of the last revision). */
  version: z.nullable(z.int()),
  updated: z.nullable(IsoDateSchema),
  nutrition: z.nullable(NutritionSchema),
  ingredients: z.array(IngredientSchema),
  allergens: z.array(AllergenEntrySchema),
  units: z.array(FoodUnitSchema),
  storage: StorageSchema,
  origin: FoodOriginSchema,
  claims: ClaimsSchema,
});
export type FoodInfo = z.infer<typeof FoodInfoSchema>;

/** The allergens a product contains, then those it may contain, each in annex order. */
export function allergensByPresence(entries: readonly AllergenEntry[]): { contains: AllergenCode[]; mayContain: AllergenCode[] } {
  const order = (list: AllergenEntry[]) => list.map((e) => e.code).sort((a, b) => ALLERGEN_CODES.indexOf(a) - ALLERGEN_CODES.indexOf(b));
  return {
    contains: order(entries.filter((e) => e.presence === 'contains')),
    mayContain: order(entries.filter((e) => e.presence === 'mayContain')),
  };
}
