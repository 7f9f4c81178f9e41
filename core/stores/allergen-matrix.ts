// The allergen overview of one favourite list (issue 20 point 2), rendered by <shop-allergen-matrix>.
// The widget names the list (its attribute or the page's ?favoritelist=); the store loads it while the
// widget shows it to a logged-in user (decision 011) and keeps it across a remount.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchAllergenMatrix } from '../api/allergen-matrix.js';
import type { AllergenMatrix } from '../schemas/allergen-matrix.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState } from './session-state.js';

export interface AllergenMatrixState {
  /** The list shown; null: the page names none. */
  listId: number | null;
  /** notFound: the list does not exist or the user does not see it (the server's 404). */
  status: 'idle' | 'loading' | 'ready' | 'error' | 'notFound';
  matrix: AllergenMatrix | null;
}

const EMPTY: AllergenMatrixState = { listId: null, status: 'idle', matrix: null };
export const $allergenMatrix = atom<AllergenMatrixState>(EMPTY);

let generation = 0;

/** The widget names its list; a different list starts afresh (and loads while shown). */
export function showAllergenMatrix(listId: number | null): void {
  if ($allergenMatrix.get().listId === listId) return;
  generation++;
  $allergenMatrix.set({ listId, status: 'idle', matrix: null });
}

export async function loadAllergenMatrix(): Promise<void> {
  const { listId } = $allergenMatrix.get();
  if (listId === null) return;
  const started = ++generation;
  $allergenMatrix.set({ listId, status: 'loading', matrix: null });
  try {
    const matrix = await fetchAllergenMatrix(listId);
    if (started !== generation) return;
    $allergenMatrix.set({ listId, status: 'ready', matrix });
  } catch (error) {
    if (started !== generation) return;
    // A lost session is the session widgets' business: back to idle, loaded again after the login.
    if (error instanceof MissingSessionError) $allergenMatrix.set({ listId, status: 'idle', matrix: null });
    else $allergenMatrix.set({ listId, status: error instanceof ApiRequestError && error.status === 404 ? 'notFound' : 'error', matrix: null });
  }
}

export function resetAllergenMatrix(): void {
  generation++;
  $allergenMatrix.set(EMPTY);
}

$sessionState.listen((state) => {
  // Another user must not see the previous user's overview; the list stays named (the page's address).
  if (state === 'anonymous' || state === 'expired') {
    generation++;
    $allergenMatrix.set({ ...EMPTY, listId: $allergenMatrix.get().listId });
  }
});

loadWhileShown($allergenMatrix, (s) => s.listId !== null && s.status === 'idle', loadAllergenMatrix, { reloadWhenEmptied: true });
