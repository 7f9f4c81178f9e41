// Wire contract of the recipe service (issue 17 §3; §7 "Recipes and leads": the external recipe
// service's GET recipes/?page&pageSize[&query&tags&recipeFilter], recipes/{id}, recipes/random?pageSize&sponsored,
// POST recipes/getbyids, GET tagCategories, tagCategories/{id}, tags, tags/{categoryId}) and of the shop's
// favourite recipes (POST/DELETE/GET /api/favoriterecipes). One source for the service (api-server/recipe-service),
// the feed (<shop-recipe-feed>) and the recipe page (<shop-recipe>). Per-screen: imported by its module path,
// never re-exported from core/index.ts (the search page's bundle budget). docs/guides/cms-content.md §3.
import * as z from './z.js';
import { ProductIdSchema } from './common.js';
import { SearchTextSchema } from './text.js';

/** §9: the default recipe page size. */
export const RECIPE_PAGE_SIZE = 20;
/** Most recipes one page may ask for (ours: a feed never needs more, a bigger page is a 400). */
export const MAX_RECIPE_PAGE_SIZE = 100;
/** Most ids one recipes/getbyids call may name (ours). */
export const MAX_RECIPE_IDS = 200;
/** Most tags one search may combine (ours). */
export const MAX_RECIPE_TAGS = 20;
/** Covers the recipe page accepts (ours: a large kitchen cooks for up to a few thousand). */
export const MIN_COVERS = 1;
export const MAX_COVERS = 5000;

/** Recipe, tag and category ids are int4: bigger numbers cannot exist (and would be a 500 in PostgreSQL). */
export const RecipeIdSchema = z.int().check(z.minimum(1), z.maximum(2_147_483_647));
/** The same id written in a path or a query. */
export const RecipeIdTextSchema = z.string().check(z.regex(/^[1-9]\d{0,8}$/));

export const RecipeTagSchema = z.object({
  id: RecipeIdSchema,
  name: z.string(),
  categoryId: RecipeIdSchema,
});
export type RecipeTag = z.infer<typeof RecipeTagSchema>;

export const RecipeTagCategorySchema = z.object({
  id: RecipeIdSchema,
  name: z.string(),
  tags: z.array(RecipeTagSchema),
});
export type RecipeTagCategory = z.infer<typeof RecipeTagCategorySchema>;

/** §3 Recipe (id, name, urlName, updated) and what a card shows. */
export const RecipeSummarySchema = z.object({
  id: RecipeIdSchema,
  name: z.string(),
  urlName: z.string(),
  /** ISO date. */
  updated: z.string(),
  description: z.string(),
  /** A path on the shop's site or an https address; '' for none. */
  image: z.string(),
  covers: z.int(),
  sponsored: z.boolean(),
  prepMinutes: z.nullable(z.int()),
  tags: z.array(RecipeTagSchema),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

export const RecipeMeasureSchema = z.enum(['KG', 'L', 'STK']);
export type RecipeMeasure = z.infer<typeof RecipeMeasureSchema>;

/** One ingredient line: the amount for one cover in its measure; productId when the shop sells it. */
export const RecipeIngredientSchema = z.object({
  lineNo: z.int(),
  text: z.string(),
  amountPerCover: z.number(),
  measure: RecipeMeasureSchema,
  productId: z.nullable(ProductIdSchema),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredientSchema>;

/** GET recipes/{id}. */
export const RecipeSchema = z.extend(RecipeSummarySchema, {
  steps: z.array(z.string()),
  ingredients: z.array(RecipeIngredientSchema),
});
export type Recipe = z.infer<typeof RecipeSchema>;

/** GET recipes/?page&pageSize… and POST recipes/getbyids: one page, 1-based, and the total. */
export const RecipePageSchema = z.object({
  items: z.array(RecipeSummarySchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type RecipePage = z.infer<typeof RecipePageSchema>;

const PageTextSchema = z.string().check(z.regex(/^[1-9]\d{0,5}$/));
const PageSizeTextSchema = z.string().check(z.regex(/^[1-9]\d{0,2}$/));

/**
 * GET recipes/?page&pageSize&query&tags&recipeFilter. `tags` is a comma-separated list of tag ids (a
 * recipe must carry all of them). The spec names `recipeFilter` without its values; ours: 'sponsored'
 * (only sponsored recipes) and 'quick' (ready in 30 minutes or less). The service has no sessions: the
 * feed's "Mine opskrifter" asks the shop for the ids (GET /api/favoriterecipes) and the service for them
 * (POST recipes/getbyids).
 */
export const RecipeListQuerySchema = z.object({
  page: z.optional(PageTextSchema),
  pageSize: z.optional(PageSizeTextSchema),
  query: z.optional(SearchTextSchema({ max: 100 })),
  tags: z.optional(z.string().check(z.regex(/^([1-9]\d{0,8})(,[1-9]\d{0,8}){0,19}$/))),
  recipeFilter: z.optional(z.enum(['sponsored', 'quick'])),
});

/** GET recipes/random?pageSize&sponsored. */
export const RecipeRandomQuerySchema = z.object({
  pageSize: z.optional(PageSizeTextSchema),
  sponsored: z.optional(z.enum(['true', 'false'])),
});

/** POST recipes/getbyids. */
export const RecipeIdsRequestSchema = z.object({
  ids: z.array(RecipeIdSchema).check(z.maxLength(MAX_RECIPE_IDS)),
  page: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
  pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_RECIPE_PAGE_SIZE))),
});

/** POST /api/favoriterecipes (§7: RecipeId). */
export const FavoriteRecipeRequestSchema = z.object({ RecipeId: RecipeIdSchema });

/** GET /api/favoriterecipes, and what POST and DELETE answer: the session user's favourite recipe ids, newest first. */
export const FavoriteRecipesSchema = z.object({ recipeIds: z.array(RecipeIdSchema) });
export type FavoriteRecipes = z.infer<typeof FavoriteRecipesSchema>;
