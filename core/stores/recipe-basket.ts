// The recipe page's <shop-recipe> (issue 17 §3 "a recipe to a basket"): the recipe from the recipe
// service (getRecipe), the linked products as the session's catalogue answers them (GET
// /api/product/getbyids: units, prices and CO2e as the shop shows them, those outside the assortment
// left out), the covers typed, the plan recomputed on every change (core/rules/recipe-scaling.ts), and
// "Læg alle i kurven" in ONE add-to-order call with Origin.Recipe through the basket store (its §8
// toasts, the mini basket's update, MissingSession's session-expired modal).
//
// Per screen: imported by the recipe widget only, never re-exported from core/index.ts.
import { atom, computed } from 'nanostores';
import { ApiRequestError } from '../api/client.js';
import { fetchProductsByIds } from '../api/product-details.js';
import { getRecipe } from '../api/recipes.js';
import { toIsoDay } from '../format/date.js';
import { orderContextOf, settingsOf } from '../rules/permissions.js';
import { parseCovers, planRecipe, skippedText, type RecipePlan } from '../rules/recipe-scaling.js';
import { decodeProduct } from '../schemas/product-decode.js';
import type { Product } from '../schemas/product.js';
import type { Recipe } from '../schemas/recipes.js';
import { addToBasket } from './basket.js';
import { $profile, $sessionState } from './session-state.js';

/** What the last "Læg alle i kurven" did: how many lines went in, and the products left out, named. */
export interface RecipeAddResult {
  added: number;
  notAdded: string[];
  /** The call failed (its §8 toast says why). */
  failed: boolean;
}

export interface RecipeBasketState {
  recipeId: number | null;
  /** missing: the service does not know the id (404); error: it could not be loaded. */
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  recipe: Recipe | null;
  /** What the covers field holds, as typed. */
  coversText: string;
  /** The last valid number of covers (the plan's); the recipe's own until the user types another. */
  covers: number;
  /** The Danish message for an invalid covers text; null when valid. */
  coversError: string | null;
  /** The linked products, by id; null while unknown (logged out, or not loaded yet). */
  products: ReadonlyMap<string, Product> | null;
  productsStatus: 'idle' | 'loading' | 'ready' | 'error';
  adding: boolean;
  result: RecipeAddResult | null;
}

const IDLE: RecipeBasketState = {
  recipeId: null, status: 'idle', recipe: null, coversText: '', covers: 1, coversError: null,
  products: null, productsStatus: 'idle', adding: false, result: null,
};

export const $recipeBasket = atom<RecipeBasketState>(IDLE);

/** The plan for the covers, recomputed when the covers, the products or the session's settings change. */
export const $recipePlan = computed([$recipeBasket, $profile], (state, profile): RecipePlan | null => {
  if (!state.recipe) return null;
  return planRecipe({
    recipe: state.recipe,
    covers: state.covers,
    products: state.products,
    settings: settingsOf(profile),
    orderContext: orderContextOf(profile, toIsoDay(new Date())),
  });
});

function patch(change: Partial<RecipeBasketState>): void {
  $recipeBasket.set({ ...$recipeBasket.get(), ...change });
}

let loadSeq = 0;
let productsSeq = 0;

/** The linked product ids of the recipe, once each. */
function linkedIds(recipe: Recipe): string[] {
  return [...new Set(recipe.ingredients.flatMap((i) => (i.productId ? [i.productId] : [])))];
}

/** Loads the linked products for the session; logged out they stay unknown (the scaling still shows). */
export async function loadRecipeProducts(): Promise<void> {
  const { recipe } = $recipeBasket.get();
  const seq = ++productsSeq;
  if (!recipe || $sessionState.get() !== 'authenticated') {
    patch({ products: null, productsStatus: 'idle' });
    return;
  }
  patch({ productsStatus: 'loading' });
  try {
    const wires = await fetchProductsByIds(linkedIds(recipe));
    if (seq !== productsSeq) return;
    patch({ products: new Map(wires.map((w) => decodeProduct(w)).map((p) => [p.id, p])), productsStatus: 'ready' });
  } catch {
    if (seq !== productsSeq) return;
    patch({ products: null, productsStatus: 'error' });
  }
}

/** Shows recipe `id`: loads it from the recipe service, then its products for the session. */
export async function loadRecipe(id: number): Promise<void> {
  const seq = ++loadSeq;
  productsSeq++;
  $recipeBasket.set({ ...IDLE, recipeId: id, status: 'loading' });
  try {
    const recipe = await getRecipe(id, { handled: 'all' });
    if (seq !== loadSeq) return;
    patch({ recipe, status: 'ready', covers: recipe.covers, coversText: String(recipe.covers) });
  } catch (error) {
    if (seq !== loadSeq) return;
    patch({ status: error instanceof ApiRequestError && error.status === 404 ? 'missing' : 'error' });
    return;
  }
  await loadRecipeProducts();
}

/** The covers field changed: a valid number replans at once; an invalid one keeps the last plan and says why. */
export function setCovers(text: string): void {
  const parsed = parseCovers(text);
  patch(parsed.ok ? { coversText: text, covers: parsed.value, coversError: null, result: null } : { coversText: text, coversError: parsed.message });
}

/**
 * "Læg alle i kurven": every orderable line of the plan in ONE add-to-order call (Origin.Recipe). The
 * basket store shows the §8 toasts and updates the mini basket; the result names what was left out.
 * Nothing is sent while the covers field is invalid, while adding, or without a session.
 */
export async function addRecipeToBasket(): Promise<RecipeAddResult | null> {
  const state = $recipeBasket.get();
  const plan = $recipePlan.get();
  if (!plan || state.adding || state.coversError || state.products === null || $sessionState.get() !== 'authenticated') return null;
  const notAdded = plan.skipped.map(skippedText);
  if (plan.items.length === 0) {
    const result = { added: 0, notAdded, failed: false };
    patch({ result });
    return result;
  }
  patch({ adding: true, result: null });
  try {
    const ok = await addToBasket(plan.items);
    const result = { added: ok ? plan.items.length : 0, notAdded, failed: !ok };
    patch({ result });
    return result;
  } finally {
    patch({ adding: false });
  }
}

/** Forgets the recipe (tests, another recipe id). */
export function resetRecipeBasket(): void {
  loadSeq++;
  productsSeq++;
  $recipeBasket.set(IDLE);
}

// Logging in shows the products; logging out (or an expired session) forgets them.
$sessionState.listen((session) => {
  if ($recipeBasket.get().status !== 'ready') return;
  if (session === 'authenticated' || session === 'anonymous' || session === 'expired') void loadRecipeProducts();
});
