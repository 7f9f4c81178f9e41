// Issue 17 §3: the recipe service's calls (§7 "Recipes and leads") and the shop's favourite recipes.
// The service is public content without sessions, at `recipeServiceUrl` (RECIPE_SERVICE_URL) or, by
// default, mounted under the shop's API at /recipe-service; it is called without cookies.
import * as z from '../schemas/z.js';
import {
  FavoriteRecipesSchema,
  RecipePageSchema,
  RecipeSchema,
  RecipeTagCategorySchema,
  RecipeTagSchema,
  type FavoriteRecipes,
  type Recipe,
  type RecipePage,
  type RecipeTag,
  type RecipeTagCategory,
} from '../schemas/recipes.js';
import { $shopConfig } from '../stores/config.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

/** The recipe service's base URL: configured, or mounted under the shop's API. */
export function recipeServiceBase(): string {
  const { recipeServiceUrl, apiBase } = $shopConfig.get();
  return (recipeServiceUrl || `${apiBase}/recipe-service`).replace(/\/+$/, '');
}

export interface RecipeListQuery {
  page?: number;
  pageSize?: number;
  query?: string;
  tagIds?: readonly number[];
  recipeFilter?: 'sponsored' | 'quick';
}

/** GET recipes/?page&pageSize&query&tags&recipeFilter. */
export function listRecipes(q: RecipeListQuery = {}, options: CallOptions = {}): Promise<RecipePage> {
  const query: Record<string, string> = {};
  if (q.page !== undefined) query.page = String(q.page);
  if (q.pageSize !== undefined) query.pageSize = String(q.pageSize);
  if (q.query) query.query = q.query;
  if (q.tagIds && q.tagIds.length > 0) query.tags = q.tagIds.join(',');
  if (q.recipeFilter) query.recipeFilter = q.recipeFilter;
  return apiRequest('/recipes/', { ...options, base: recipeServiceBase(), query, schema: RecipePageSchema });
}

/** GET recipes/{id}. */
export function getRecipe(id: number, options: CallOptions = {}): Promise<Recipe> {
  return apiRequest(`/recipes/${id}`, { ...options, base: recipeServiceBase(), schema: RecipeSchema });
}

/** GET recipes/random?pageSize&sponsored: the front page's teaser. */
export function randomRecipes(pageSize: number, sponsored: boolean, options: CallOptions = {}): Promise<RecipePage> {
  const query = { pageSize: String(pageSize), sponsored: String(sponsored) };
  return apiRequest('/recipes/random', { ...options, base: recipeServiceBase(), query, schema: RecipePageSchema });
}

/** POST recipes/getbyids: the recipes of the given ids, in the order given. */
export function recipesByIds(ids: readonly number[], page = 1, pageSize = 20, options: CallOptions = {}): Promise<RecipePage> {
  return apiRequest('/recipes/getbyids', { ...options, base: recipeServiceBase(), method: 'POST', body: { ids, page, pageSize }, schema: RecipePageSchema });
}

/** GET tagCategories: every category with its tags. */
export function listTagCategories(options: CallOptions = {}): Promise<RecipeTagCategory[]> {
  return apiRequest('/tagCategories', { ...options, base: recipeServiceBase(), schema: z.array(RecipeTagCategorySchema) });
}

/** GET tags/{categoryId} (or every tag without one). */
export function listTags(categoryId?: number, options: CallOptions = {}): Promise<RecipeTag[]> {
  const path = categoryId === undefined ? '/tags' : `/tags/${categoryId}`;
  return apiRequest(path, { ...options, base: recipeServiceBase(), schema: z.array(RecipeTagSchema) });
}

/** GET /api/favoriterecipes: the session user's favourite recipe ids. */
export function getFavoriteRecipes(options: CallOptions = {}): Promise<FavoriteRecipes> {
  return apiRequest('/api/favoriterecipes', { ...options, schema: FavoriteRecipesSchema });
}

/** POST /api/favoriterecipes (§7: RecipeId). */
export function addFavoriteRecipe(recipeId: number, options: CallOptions = {}): Promise<FavoriteRecipes> {
  return apiRequest('/api/favoriterecipes', { ...options, method: 'POST', body: { RecipeId: recipeId }, schema: FavoriteRecipesSchema });
}

/** DELETE /api/favoriterecipes/{id}. */
export function removeFavoriteRecipe(recipeId: number, options: CallOptions = {}): Promise<FavoriteRecipes> {
  return apiRequest(`/api/favoriterecipes/${recipeId}`, { ...options, method: 'DELETE', schema: FavoriteRecipesSchema });
}
