// The recipe service's reads (issue 17 §3). Tag and filter conditions and the order are SQL; the text
// search folds with core's Danish folding (core/search/normalize.ts: case, æøå and 'oe'/'aa' spellings,
// accents) in the service, over the name, description, tag names and ingredient texts of the recipes
// the other conditions left. The recipes table has no folded search column (no migration in issue 17)
// and the service holds a few hundred recipes, so this is cheap; a bigger service would store one.
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { searchTerms, foldText } from '../../core/search/normalize.js';
import type { Recipe, RecipeMeasure, RecipeSummary, RecipeTag, RecipeTagCategory } from '../../core/schemas/recipes.js';

/** recipeFilter=quick: ready in this many minutes or less. */
export const QUICK_MINUTES = 30;

export interface ListFilter {
  query?: string;
  tagIds?: readonly number[];
  recipeFilter?: 'sponsored' | 'quick';
}

/** The service's own picture of a recipe, under its base (image.ts), when the row names none. */
export type ImageUrlOf = (id: number) => string;

type RecipeRow = typeof t.recipes.$inferSelect;

const summaryColumns = {
  id: t.recipes.id,
  name: t.recipes.name,
  urlName: t.recipes.urlName,
  updated: t.recipes.updated,
  description: t.recipes.description,
  image: t.recipes.image,
  covers: t.recipes.covers,
  sponsored: t.recipes.sponsored,
  prepMinutes: t.recipes.prepMinutes,
};

type SummaryRow = Pick<RecipeRow, keyof typeof summaryColumns>;

async function tagsOf(db: Db, ids: readonly number[]): Promise<Map<number, RecipeTag[]>> {
  const out = new Map<number, RecipeTag[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ recipeId: t.recipeTagLinks.recipeId, id: t.recipeTags.id, name: t.recipeTags.name, categoryId: t.recipeTags.categoryId })
    .from(t.recipeTagLinks)
    .innerJoin(t.recipeTags, eq(t.recipeTags.id, t.recipeTagLinks.tagId))
    .innerJoin(t.recipeTagCategories, eq(t.recipeTagCategories.id, t.recipeTags.categoryId))
    .where(inArray(t.recipeTagLinks.recipeId, [...ids]))
    .orderBy(asc(t.recipeTagCategories.sortOrder), asc(t.recipeTags.sortOrder), asc(t.recipeTags.id));
  for (const r of rows) {
    const list = out.get(r.recipeId) ?? [];
    list.push({ id: r.id, name: r.name, categoryId: r.categoryId });
    out.set(r.recipeId, list);
  }
  return out;
}

function toSummary(row: SummaryRow, tags: RecipeTag[], imageUrlOf: ImageUrlOf): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    urlName: row.urlName,
    updated: row.updated,
    description: row.description,
    image: row.image || imageUrlOf(row.id),
    covers: row.covers,
    sponsored: row.sponsored,
    prepMinutes: row.prepMinutes,
    tags,
  };
}

/** The summaries of the given ids, in the order given (unknown ids left out). */
export async function summariesByIds(db: Db, ids: readonly number[], imageUrlOf: ImageUrlOf): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const [rows, tags] = await Promise.all([
    db.select(summaryColumns).from(t.recipes).where(inArray(t.recipes.id, [...ids])),
    tagsOf(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, tags.get(id) ?? [], imageUrlOf)] : [];
  });
}

/** The ids that exist, in the order given, each once. */
export async function knownIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: t.recipes.id }).from(t.recipes).where(inArray(t.recipes.id, [...new Set(ids)]));
  const known = new Set(rows.map((r) => r.id));
  const seen = new Set<number>();
  return ids.filter((id) => known.has(id) && !seen.has(id) && (seen.add(id), true));
}

/** The folded search text of each recipe: name, description, tag names and ingredient texts. */
async function searchTexts(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const [recipes, tags, lines] = await Promise.all([
    db.select({ id: t.recipes.id, name: t.recipes.name, description: t.recipes.description }).from(t.recipes).where(inArray(t.recipes.id, [...ids])),
    db.select({ id: t.recipeTagLinks.recipeId, name: t.recipeTags.name }).from(t.recipeTagLinks)
      .innerJoin(t.recipeTags, eq(t.recipeTags.id, t.recipeTagLinks.tagId)).where(inArray(t.recipeTagLinks.recipeId, [...ids])),
    db.select({ id: t.recipeIngredients.recipeId, text: t.recipeIngredients.text }).from(t.recipeIngredients)
      .where(inArray(t.recipeIngredients.recipeId, [...ids])),
  ]);
  const parts = new Map<number, string[]>(recipes.map((r) => [r.id, [r.name, r.description]]));
  for (const r of [...tags.map((x) => ({ id: x.id, text: x.name })), ...lines]) parts.get(r.id)?.push(r.text);
  return new Map([...parts].map(([id, texts]) => [id, ` ${foldText(texts.join(' '))}`]));
}

/**
 * The ids matching the filter, newest first (then by id). Every tag must be on the recipe; every word of
 * the query must be in its folded text: anywhere for words of three letters or more (Danish compounds:
 * 'suppe' finds 'Tomatsuppe', 'smor' finds 'Smør'), at the start of a word for shorter ones ('is' finds
 * 'Is' and 'Isbjergsalat', not 'ris').
 */
export async function matchingIds(db: Db, filter: ListFilter): Promise<number[]> {
  const conditions: SQL[] = [];
  if (filter.recipeFilter === 'sponsored') conditions.push(eq(t.recipes.sponsored, true));
  if (filter.recipeFilter === 'quick') conditions.push(lte(t.recipes.prepMinutes, QUICK_MINUTES));
  const tagIds = [...new Set(filter.tagIds ?? [])];
  if (tagIds.length > 0) {
    conditions.push(sql`(select count(*) from ${t.recipeTagLinks} where ${t.recipeTagLinks.recipeId} = ${t.recipes.id}
      and ${inArray(t.recipeTagLinks.tagId, tagIds)}) = ${tagIds.length}`);
  }
  const rows = await db.select({ id: t.recipes.id }).from(t.recipes)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(t.recipes.updated), asc(t.recipes.id));
  const ids = rows.map((r) => r.id);
  const words = searchTerms(filter.query ?? '');
  if (words.length === 0) return ids;
  const texts = await searchTexts(db, ids);
  return ids.filter((id) => {
    const text = texts.get(id) ?? '';
    return words.every((w) => text.includes(w.length >= 3 ? w : ` ${w}`));
  });
}

/** Random recipes (sponsored only when asked) and how many there are to pick from. */
export async function randomIds(db: Db, size: number, sponsoredOnly: boolean): Promise<{ ids: number[]; total: number }> {
  const where = sponsoredOnly ? eq(t.recipes.sponsored, true) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select({ id: t.recipes.id }).from(t.recipes).where(where).orderBy(sql`random()`).limit(size),
    db.select({ n: sql<number>`count(*)::int` }).from(t.recipes).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/** GET recipes/{id}: the recipe with its steps and ingredient lines, or null. */
export async function recipeById(db: Db, id: number, imageUrlOf: ImageUrlOf): Promise<Recipe | null> {
  const [row] = await db.select().from(t.recipes).where(eq(t.recipes.id, id));
  if (!row) return null;
  const [tags, lines] = await Promise.all([
    tagsOf(db, [id]),
    db.select().from(t.recipeIngredients).where(eq(t.recipeIngredients.recipeId, id)).orderBy(asc(t.recipeIngredients.lineNo)),
  ]);
  return {
    ...toSummary(row, tags.get(id) ?? [], imageUrlOf),
    steps: row.steps,
    ingredients: lines.map((l) => ({
      lineNo: l.lineNo,
      text: l.text,
      amountPerCover: Number(l.amountPerCover),
      measure: l.measure as RecipeMeasure,
      productId: l.productId,
    })),
  };
}

/** The recipe's name, for its picture, or null. */
export async function recipeName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: t.recipes.name }).from(t.recipes).where(eq(t.recipes.id, id));
  return row?.name ?? null;
}

/** Every tag category with its tags, or one category (null when unknown). */
export async function tagCategories(db: Db, categoryId?: number): Promise<RecipeTagCategory[]> {
  const [categories, tags] = await Promise.all([
    db.select().from(t.recipeTagCategories)
      .where(categoryId === undefined ? undefined : eq(t.recipeTagCategories.id, categoryId))
      .orderBy(asc(t.recipeTagCategories.sortOrder), asc(t.recipeTagCategories.id)),
    listTags(db, categoryId),
  ]);
  return categories.map((c) => ({ id: c.id, name: c.name, tags: tags.filter((tag) => tag.categoryId === c.id) }));
}

/** Every tag (by category, then its order), or those of one category. */
export async function listTags(db: Db, categoryId?: number): Promise<RecipeTag[]> {
  return db.select({ id: t.recipeTags.id, name: t.recipeTags.name, categoryId: t.recipeTags.categoryId })
    .from(t.recipeTags)
    .innerJoin(t.recipeTagCategories, eq(t.recipeTagCategories.id, t.recipeTags.categoryId))
    .where(categoryId === undefined ? undefined : eq(t.recipeTags.categoryId, categoryId))
    .orderBy(asc(t.recipeTagCategories.sortOrder), asc(t.recipeTags.sortOrder), asc(t.recipeTags.id));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: t.recipeTagCategories.id }).from(t.recipeTagCategories).where(eq(t.recipeTagCategories.id, id));
  return Boolean(row);
}

export async function recipeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: t.recipes.id }).from(t.recipes).where(eq(t.recipes.id, id));
  return Boolean(row);
}
