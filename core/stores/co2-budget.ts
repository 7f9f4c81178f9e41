// The basket page's CO2e and organic budget (issue 20 point 5): loaded while the panel is shown, again
// after every change of the basket's lines (the basket page's store), and "Byt" swapping a heavy line
// to its lower-CO2e alternative. Never loaded for hideCo2 users (§6): the server would refuse them.
import { atom, onMount } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchCo2Budget, postSwapLine } from '../api/co2-budget.js';
import { newIdempotencyKey } from '../api/idempotency.js';
import { canSeeCo2 } from '../rules/permissions.js';
import { TOAST_MS } from '../rules/timing.js';
import type { Co2Budget } from '../schemas/co2-budget.js';
import { da } from '../texts/da.js';
import { daCo2Budget } from '../texts/da-co2-budget.js';
import { $basketPage, loadBasketPage } from './basket-page.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState, $settings } from './session-state.js';
import { showToast } from './toasts.js';

export interface Co2BudgetState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  budget: Co2Budget | null;
  /** The line number being swapped: its button is busy meanwhile. */
  swapping: number | null;
}

const EMPTY: Co2BudgetState = { status: 'idle', budget: null, swapping: null };
export const $co2Budget = atom<Co2BudgetState>(EMPTY);

let generation = 0;
const patch = (p: Partial<Co2BudgetState>) => $co2Budget.set({ ...$co2Budget.get(), ...p });

export async function loadCo2Budget(): Promise<void> {
  if (!canSeeCo2($settings.get())) return;
  const started = ++generation;
  patch({ status: $co2Budget.get().budget ? 'ready' : 'loading' });
  try {
    const budget = await fetchCo2Budget({ handled: 'all' });
    if (started !== generation) return;
    patch({ status: 'ready', budget });
  } catch {
    if (started !== generation) return;
    // The panel is an aid: a failure says so in the panel, without a toast over the basket.
    patch({ status: 'error' });
  }
}

/**
 * "Byt": the line becomes its alternative on the server (which checks the choice itself); then the
 * basket reloads (and with it this budget) and a toast names both products.
 */
export async function swapToAlternative(lineNo: number): Promise<boolean> {
  const state = $co2Budget.get();
  const line = state.budget?.lines.find((l) => l.lineNo === lineNo);
  const alternative = line?.alternative;
  if (!state.budget || !line || !alternative || state.swapping !== null) return false;
  patch({ swapping: lineNo });
  const body = { deliveryDate: state.budget.deliveryDate, lineNo, productId: alternative.productId };
  try {
    await postSwapLine(body, { handled: 'all', headers: { 'Idempotency-Key': newIdempotencyKey('swapline') } });
    patch({ swapping: null });
    showToast({ kind: 'success', message: daCo2Budget.swapped(line.name, alternative.name), durationMs: TOAST_MS.success });
    await loadBasketPage();
    return true;
  } catch (error) {
    patch({ swapping: null });
    if (error instanceof MissingSessionError) return false;
    const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : da.httpError;
    showToast({ kind: 'error', message, durationMs: TOAST_MS.http });
    // The line or the choice may have changed meanwhile (another tab): show what the server holds now.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 409)) {
      await loadBasketPage();
      void loadCo2Budget();
    }
    return false;
  }
}

export function resetCo2Budget(): void {
  generation++;
  $co2Budget.set(EMPTY);
}

/** What of the basket the budget depends on: its date and lines (not the comment, not busy flags). */
function linesKey(): string | null {
  const basket = $basketPage.get().basket;
  if (!basket) return null;
  return JSON.stringify([basket.deliveryDate, basket.lines.map((l) => [l.lineNo, l.productId, l.unit, l.amount])]);
}

// After each change of the basket's lines, while the panel is shown, the budget is loaded again. The
// basket's first arrival is no change: the budget's own first load already read the same basket. The
// listener lives only while the panel is shown, so it never keeps the basket page "shown".
onMount($co2Budget, () => {
  let lastKey = linesKey();
  return $basketPage.listen(() => {
    const key = linesKey();
    if (key === lastKey) return;
    const first = lastKey === null;
    lastKey = key;
    if (!first && key !== null && $co2Budget.get().status !== 'idle') void loadCo2Budget();
  });
});

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetCo2Budget();
});

loadWhileShown($co2Budget, (state) => state.status === 'idle', loadCo2Budget, { allowed: () => canSeeCo2($settings.get()), watch: [$settings] });
