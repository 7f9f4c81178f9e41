// Stories and component tests of <shop-recipe-feed>: tag categories and recipes as the service answers.
import type { RecipeSummary, RecipeTag, RecipeTagCategory } from '../../core/schemas/recipes.js';
import { createRecipeFeed, initialRecipeFeedState, type RecipeFeed, type RecipeFeedOptions, type RecipeFeedState } from '../../core/stores/recipe-feed.js';

const tag = (id: number, name: string, categoryId: number): RecipeTag => ({ id, name, categoryId });

export const fixtureTagCategories: RecipeTagCategory[] = [
  { id: 1, name: 'Ret', tags: [tag(11, 'Hovedret', 1), tag(12, 'Suppe', 1), tag(13, 'Dessert', 1)] },
  { id: 2, name: 'Sæson', tags: [tag(21, 'Efterår', 2), tag(22, 'Vinter', 2)] },
  { id: 3, name: 'Kost', tags: [tag(31, 'Vegetar', 3), tag(32, 'Glutenfri', 3)] },
];

const [ret, saeson, kost] = fixtureTagCategories.map((c) => c.tags) as [RecipeTag[], RecipeTag[], RecipeTag[]];

const NAMES = [
  'Frikadeller med kartoffelsalat', 'Græskarsuppe med ristede kerner', 'Ovnbagt laks med spinat', 'Risalamande med kirsebærsauce',
  'Stegt flæsk med persillesovs', 'Linsegryde med kokos', 'Æblekage med makroner', 'Hønsekødssuppe med boller',
  'Boller i karry', 'Grønkålssalat med æbler', 'Kylling i rød karry', 'Rødgrød med fløde',
];

export function fixtureRecipe(id: number, overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  const name = NAMES[(id - 1) % NAMES.length]!;
  return {
    id,
    name: id > NAMES.length ? `${name} ${Math.ceil(id / NAMES.length)}` : name,
    urlName: name.toLowerCase().replace(/[^a-zæøå0-9]+/g, '-'),
    updated: '2026-11-01',
    description: 'Beregnet til storkøkkenet.',
    image: '',
    covers: 50,
    sponsored: id % 5 === 0,
    prepMinutes: 20 + (id % 4) * 15,
    tags: [ret[id % 3]!, saeson[id % 2]!, ...(id % 2 === 0 ? [kost[0]!] : [])],
    ...overrides,
  };
}

export const fixtureRecipes = (count: number, from = 1): RecipeSummary[] => Array.from({ length: count }, (_, i) => fixtureRecipe(from + i));

/** A feed in the given state, never loading (stories do not call the server). */
export function fixtureFeed(state: Partial<RecipeFeedState>, options: RecipeFeedOptions = {}): RecipeFeed {
  return createRecipeFeed({
    ...options,
    initial: { ...initialRecipeFeedState(), categories: fixtureTagCategories, categoriesStatus: 'ready', ...state },
  });
}
