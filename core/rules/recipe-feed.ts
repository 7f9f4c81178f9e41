// The recipe feed's pure rules (issue 17 §3, <shop-recipe-feed>): its attributes, the service query a
// filter asks, whether there is more to page, and which filters a recipe matches.
import type { RecipeListQuery } from '../api/recipes.js';
import { MAX_RECIPE_PAGE_SIZE, MAX_RECIPE_TAGS, RECIPE_PAGE_SIZE, type RecipeSummary } from '../schemas/recipes.js';

export type RecipeFeedMode = 'feed' | 'random';

/** The selected tags per category id, the search text (already debounced) and 'Mine opskrifter'. */
export interface RecipeFilters {
  readonly tags: Readonly<Record<number, readonly number[]>>;
  readonly query: string;
  readonly mine: boolean;
}

export const NO_FILTERS: RecipeFilters = { tags: {}, query: '', mine: false };

/** Longest search text the service accepts (RecipeListQuerySchema: SearchTextSchema max 100). */
export const MAX_RECIPE_QUERY = 100;

/** `mode` attribute: 'random' or the default feed; anything else is the feed. */
export function parseFeedMode(value: unknown): RecipeFeedMode {
  return typeof value === 'string' && value.trim().toLowerCase() === 'random' ? 'random' : 'feed';
}

/** `page-size` attribute: a whole number 1..100 (MAX_RECIPE_PAGE_SIZE), else §9's 20. */
export function parsePageSize(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_RECIPE_PAGE_SIZE ? n : RECIPE_PAGE_SIZE;
}

/**
 * A boolean attribute (`sponsored`): present means true (r2wc hands '' or the text), except an explicit
 * "false"/"0"/"nej"; absent (undefined/null) is false.
 */
export function parseBooleanAttribute(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (value === true) return true;
  return !['false', '0', 'nej', 'no'].includes(String(value).trim().toLowerCase());
}

/** Every selected tag id, once, sorted (a stable query), at most MAX_RECIPE_TAGS. */
export function selectedTagIds(filters: RecipeFilters): number[] {
  const all = new Set<number>();
  for (const ids of Object.values(filters.tags)) for (const id of ids) if (Number.isInteger(id) && id > 0) all.add(id);
  return [...all].sort((a, b) => a - b).slice(0, MAX_RECIPE_TAGS);
}

/** The search text as sent: spaces collapsed, trimmed, at most 100 characters. */
export function normalizeRecipeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_RECIPE_QUERY).trim();
}

/** GET recipes/?page&pageSize&query&tags for a filter (not 'Mine opskrifter': that is getbyids). */
export function recipeListQuery(filters: RecipeFilters, page: number, pageSize: number): RecipeListQuery {
  const query = normalizeRecipeQuery(filters.query);
  const tagIds = selectedTagIds(filters);
  return { page, pageSize, ...(query ? { query } : {}), ...(tagIds.length > 0 ? { tagIds } : {}) };
}

/** Whether another page exists after `shown` of `total` (and the last page was not empty). */
export function hasMoreRecipes(shown: number, total: number, lastPageCount: number): boolean {
  return lastPageCount > 0 && shown < total;
}

/** Whether any filter is set (the 'Nulstil filtre' button shows then). */
export function hasFilters(filters: RecipeFilters): boolean {
  return filters.mine || normalizeRecipeQuery(filters.query) !== '' || selectedTagIds(filters).length > 0;
}

/** Toggles one tag of a category; a category without tags is dropped. */
export function toggleTag(filters: RecipeFilters, categoryId: number, tagId: number): RecipeFilters {
  const current = filters.tags[categoryId] ?? [];
  const next = current.includes(tagId) ? current.filter((id) => id !== tagId) : [...current, tagId];
  const tags: Record<number, readonly number[]> = { ...filters.tags };
  if (next.length === 0) delete tags[categoryId];
  else tags[categoryId] = next;
  return { ...filters, tags };
}

/** Appends a page to the shown recipes, leaving out any already shown (a recipe added between pages). */
export function appendRecipes(shown: readonly RecipeSummary[], page: readonly RecipeSummary[]): RecipeSummary[] {
  const ids = new Set(shown.map((r) => r.id));
  return [...shown, ...page.filter((r) => !ids.has(r.id))];
}

/** What 'Vis flere opskrifter' does with the focus after an effect of the feed's render has run. */
export type MoreFocusStep = 'focus' | 'wait' | 'drop';

/**
 * §3 'Vis flere opskrifter' moves the focus to the first new recipe, the one at index `from`: focus it
 * once its link is on the page; wait while the page is still loading or its items are in the store but
 * not yet rendered; drop the wish when the load failed or brought nothing. Decided from the store's
 * state as it is now (`live`), not from the render the effect belongs to: an effect of the render before
 * the click can run after it (seen under load: the wish was dropped and the focus stayed on the page).
 */
export function moreFocusStep(from: number, linkRendered: boolean, live: { items: readonly unknown[]; more: 'idle' | 'loading' | 'error' }): MoreFocusStep {
  if (linkRendered) return 'focus';
  if (live.more === 'loading' || (live.more === 'idle' && live.items.length > from)) return 'wait';
  return 'drop';
}
