// /api/favoriterecipes (issue 17 §3; spec §7 "Recipes and leads"): the session user's favourite recipes.
//   GET    /api/favoriterecipes           { recipeIds } newest first
//   POST   /api/favoriterecipes {RecipeId} adds (again: no change, the first date is kept)
//   DELETE /api/favoriterecipes/{id}      removes (not a favourite: no change)
// Each answers the user's `{ recipeIds }` after the call. A recipe id the recipe service does not know is
// 404. The user comes from the session only: nobody reads or changes another user's favourites.
import { FavoriteRecipeRequestSchema, RecipeIdTextSchema } from '../../core/schemas/recipes.js';
import * as z from '../../core/schemas/z.js';
import { daRecipeService } from '../../core/texts/da-recipe-service.js';
import { authOf, requireSession } from '../auth/session.js';
import type { Db } from '../db/open.js';
import { addFavoriteRecipe, favoriteRecipesOf as favoritesOf, removeFavoriteRecipe } from '../favorite-recipes/favorite-recipes.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { recipeExists } from '../recipe-service/queries.js';

const RecipeIdParamSchema = z.object({ id: RecipeIdTextSchema });

async function requireRecipe(db: Db, id: number): Promise<void> {
  if (!(await recipeExists(db, id))) throw new ApiFailure(404, 'NotFound', daRecipeService.recipeNotFound);
}

export function favoriteRecipeRoutes({ db }: AppDeps) {
  const app = createRouter();
  app.use('*', requireSession);

  app.get('/', async (c) => c.json(await favoritesOf(db, authOf(c).user.id), 200));

  app.post('/', validate('json', FavoriteRecipeRequestSchema), async (c) => {
    const { RecipeId } = c.req.valid('json');
    const userId = authOf(c).user.id;
    await requireRecipe(db, RecipeId);
    await addFavoriteRecipe(db, userId, RecipeId);
    return c.json(await favoritesOf(db, userId), 200);
  });

  app.delete('/:id', validate('param', RecipeIdParamSchema), async (c) => {
    const id = Number(c.req.valid('param').id);
    const userId = authOf(c).user.id;
    await requireRecipe(db, id);
    await removeFavoriteRecipe(db, userId, id);
    return c.json(await favoritesOf(db, userId), 200);
  });

  return app;
}
