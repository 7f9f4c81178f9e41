// Issue 17 §3: the session user's favourite recipes (favorite_recipes), newest first. The routes are
// api-server/routes/favorite-recipes.ts; a recipe id is the recipe service's (recipes table).
import { and, desc, eq } from 'drizzle-orm';
import type { FavoriteRecipes } from '../../core/schemas/recipes.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';

/** The user's favourite recipe ids, newest first. */
export async function favoriteRecipesOf(db: Db, userId: number): Promise<FavoriteRecipes> {
  const rows = await db.select({ id: t.favoriteRecipes.recipeId }).from(t.favoriteRecipes)
    .where(eq(t.favoriteRecipes.userId, userId))
    .orderBy(desc(t.favoriteRecipes.createdAt), desc(t.favoriteRecipes.recipeId));
  return { recipeIds: rows.map((r) => r.id) };
}

/** Marks a recipe; marked already: nothing changes (it keeps its first date). */
export async function addFavoriteRecipe(db: Db, userId: number, recipeId: number): Promise<void> {
  await db.insert(t.favoriteRecipes).values({ userId, recipeId }).onConflictDoNothing();
}

/** Unmarks a recipe; not marked: nothing changes. */
export async function removeFavoriteRecipe(db: Db, userId: number, recipeId: number): Promise<void> {
  await db.delete(t.favoriteRecipes).where(and(eq(t.favoriteRecipes.userId, userId), eq(t.favoriteRecipes.recipeId, recipeId)));
}
