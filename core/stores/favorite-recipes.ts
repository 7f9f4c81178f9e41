// The session user's favourite recipes (issue 17 §3; §7 GET/POST/DELETE /api/favoriterecipes), one store
// shared by every widget on the page: a heart toggled in one feed shows in every other feed and teaser.
// A toggle is optimistic: the heart changes at once and the server's answer (the full list of ids)
// replaces the list; a failure rolls the heart back and says so in a toast. A visitor has no favourites:
// the store stays empty and the feed shows no hearts (docs/guides/cms-content.md §3 "The recipe feed").
import { atom } from 'nanostores';
import { MissingSessionError } from '../api/client.js';
import { addFavoriteRecipe, getFavoriteRecipes, removeFavoriteRecipe } from '../api/recipes.js';
import { daRecipes } from '../texts/da-recipes.js';
import { $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

export interface FavoriteRecipesState {
  /** idle: not asked (or a visitor); error: the list could not be loaded (hearts show unmarked). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Favourite recipe ids, newest first, with the pending toggles applied. */
  ids: readonly number[];
  /** Ids with a toggle on its way to the server (their heart is busy). */
  pending: readonly number[];
}

const EMPTY: FavoriteRecipesState = { status: 'idle', ids: [], pending: [] };
export const $favoriteRecipes = atom<FavoriteRecipesState>(EMPTY);

const TOAST_MS = 6000;
let loading: Promise<void> | null = null;
let generation = 0;
/** The optimistic wish per pending id: true = favourite. Re-applied over every server answer. */
const wishes = new Map<number, boolean>();

function applyWishes(ids: readonly number[]): number[] {
  let out = ids.filter((id) => wishes.get(id) !== false);
  for (const [id, wanted] of wishes) if (wanted && !out.includes(id)) out = [id, ...out];
  return out;
}

function set(patch: Partial<FavoriteRecipesState>): void {
  $favoriteRecipes.set({ ...$favoriteRecipes.get(), ...patch, pending: [...wishes.keys()] });
}

/** Loads the favourites once per session (again after a failure); a visitor loads nothing. */
export function ensureFavoriteRecipes(): Promise<void> {
  if ($sessionState.get() !== 'authenticated') return Promise.resolve();
  const { status } = $favoriteRecipes.get();
  if (status === 'ready') return Promise.resolve();
  if (loading) return loading;
  const started = generation;
  set({ status: 'loading' });
  loading = getFavoriteRecipes({ handled: 'all' })
    .then(({ recipeIds }) => {
      if (started === generation) set({ status: 'ready', ids: applyWishes(recipeIds) });
    })
    .catch(() => {
      if (started === generation) set({ status: 'error' });
    })
    .finally(() => {
      if (started === generation) loading = null;
    });
  return loading;
}

export function isFavoriteRecipe(state: FavoriteRecipesState, id: number): boolean {
  return state.ids.includes(id);
}

/**
 * Marks or unmarks a recipe. Ignored for a visitor and while the same recipe's toggle is on its way
 * (a double click is one toggle). Resolves when the server has answered.
 */
export async function toggleFavoriteRecipe(recipe: { id: number; name: string }): Promise<void> {
  if ($sessionState.get() !== 'authenticated' || wishes.has(recipe.id)) return;
  const started = generation;
  const wanted = !$favoriteRecipes.get().ids.includes(recipe.id);
  wishes.set(recipe.id, wanted);
  set({ ids: applyWishes($favoriteRecipes.get().ids) });
  try {
    const answer = wanted ? await addFavoriteRecipe(recipe.id, { handled: 'all' }) : await removeFavoriteRecipe(recipe.id, { handled: 'all' });
    if (started !== generation) return;
    wishes.delete(recipe.id);
    set({ ids: applyWishes(answer.recipeIds), status: 'ready' });
  } catch (error) {
    if (started !== generation) return;
    wishes.delete(recipe.id);
    const ids = $favoriteRecipes.get().ids;
    set({ ids: wanted ? ids.filter((id) => id !== recipe.id) : [recipe.id, ...ids.filter((id) => id !== recipe.id)] });
    // An expired session has its own modal (the API client); anything else is said here.
    if (!(error instanceof MissingSessionError)) {
      const message = wanted ? daRecipes.favoriteFailed(recipe.name) : daRecipes.unfavoriteFailed(recipe.name);
      showToast({ kind: 'error', message, durationMs: TOAST_MS });
    }
  }
}

export function resetFavoriteRecipes(): void {
  generation++;
  loading = null;
  wishes.clear();
  $favoriteRecipes.set(EMPTY);
}

/** Stories and tests: the favourites as if loaded. */
export function setFavoriteRecipesFixture(ids: readonly number[]): void {
  resetFavoriteRecipes();
  $favoriteRecipes.set({ status: 'ready', ids, pending: [] });
}

// A logout (or an expired session) drops the favourites at once; a login loads the new user's when a
// widget asks (ensureFavoriteRecipes on the next render).
let lastSession = $sessionState.get();
$sessionState.listen((state) => {
  const was = lastSession;
  lastSession = state;
  if (state === was) return;
  if (state !== 'authenticated') {
    if ($favoriteRecipes.get() !== EMPTY) resetFavoriteRecipes();
  } else {
    resetFavoriteRecipes();
  }
});
