// Shopping-list mode's actions (issue 22 point 4; spec §1, §6 "Cart type 1 (shopping list): no delivery
// deadlines, add to list", §7 "Shopping lists"). Loaded by dynamic import() only when the mode is on
// (core/stores/basket.ts addToBasket, the mini basket, <shop-shopping-list>): the search page's budget.
// §7 "shopping-list adds reject with the HTTP status": a failed call shows the server's Danish text in a
// toast and changes nothing here (the card keeps its amount, the list its lines).
import type { AddToCartItem } from '../schemas/cart.js';
import { SHOPPING_LISTS_DEFAULT_TAKE, type ShoppingList, type ShoppingListAddLine } from '../schemas/shopping-list.js';
// The shared helpers come through core/index on purpose: esbuild splits the shared chunk by which
// entries (a dynamic import is one) reach each FILE. Reaching core/index like every widget of the search
// page does keeps that chunk whole; importing its files one by one split it in two (+2.3 KB gzip on the
// search page's first load, measured with bench/size-budget.ts). Hence core never imports this module;
// the widgets provide it (shopping-list-state.ts provideShoppingListActions).
import { $shopConfig, ApiRequestError, MissingSessionError, TOAST_MS, showToast } from '../index.js';
import {
  addShoppingListLine,
  addShoppingListLines,
  fetchCurrentShoppingList,
  fetchShoppingLists,
  removeShoppingListLine as deleteShoppingListLine,
  saveShoppingList,
  sendShoppingList,
  updateShoppingListLine as putShoppingListLine,
} from '../api/shopping-lists.js';
import { daShoppingList } from '../texts/da-shopping-list.js';
import { $sentShoppingLists, $shoppingList, shoppingListGeneration } from './shopping-list-state.js';

export { $sentShoppingLists, $shoppingList, $shoppingListMode, resetShoppingLists } from './shopping-list-state.js';
export type { CurrentShoppingListState, SentShoppingListsState } from './shopping-list-state.js';

/** The server's Danish text, else ours; nothing for a missing session (the session-expired modal says it). */
function showFailure(error: unknown, fallback: string): void {
  if (error instanceof MissingSessionError) return;
  const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
  showToast({ kind: 'error', message, durationMs: TOAST_MS.error });
}

/** A fresh answer of the server becomes the current list, unless the user changed meanwhile. */
function settle(started: number, list: ShoppingList): void {
  if (started !== shoppingListGeneration()) return;
  $shoppingList.set({ status: 'ready', list });
}

/** GET /api/shoppinglists/null: the current list (the server starts an empty one when there is none). */
export async function loadShoppingList(): Promise<void> {
  const started = shoppingListGeneration();
  $shoppingList.set({ ...$shoppingList.get(), status: 'loading' });
  try {
    settle(started, await fetchCurrentShoppingList({ handled: 'all' }));
  } catch {
    if (started !== shoppingListGeneration()) return;
    $shoppingList.set({ ...$shoppingList.get(), status: 'error' });
  }
}

/** Loads the current list once (the mini basket's count); a list already known is not fetched again. */
export function ensureShoppingList(): void {
  if ($shoppingList.get().status === 'idle') void loadShoppingList();
}

/**
 * GET /api/shoppinglists/?take&skip: the sent lists, newest first. `more` appends the next page ("Vis
 * flere"); otherwise the first page replaces what is known. The server's pages hold the current list too;
 * it is left out here (it is shown above, editable).
 */
export async function loadSentShoppingLists(options: { more?: boolean } = {}): Promise<void> {
  const started = shoppingListGeneration();
  const before = $sentShoppingLists.get();
  const skip = options.more ? before.fetched : 0;
  $sentShoppingLists.set({ ...before, status: 'loading' });
  try {
    const page = await fetchShoppingLists({ take: SHOPPING_LISTS_DEFAULT_TAKE, skip }, { handled: 'all' });
    if (started !== shoppingListGeneration()) return;
    const known = options.more ? before.lists : [];
    const ids = new Set(known.map((l) => l.id));
    const sent = page.lists.filter((l) => l.sentAt !== null && !ids.has(l.id));
    $sentShoppingLists.set({ status: 'ready', lists: [...known, ...sent], fetched: skip + page.lists.length, total: page.total });
  } catch {
    if (started !== shoppingListGeneration()) return;
    $sentShoppingLists.set({ ...$sentShoppingLists.get(), status: 'error' });
  }
}

/** Whether "Vis flere" has more to show. */
export function hasMoreSentShoppingLists(state = $sentShoppingLists.get()): boolean {
  return state.status !== 'idle' && state.fetched < state.total;
}

/** PUT '': the current list's name and comment. Resolves to whether it was saved. */
export async function saveShoppingListDetails(details: { name: string; comment: string }): Promise<boolean> {
  const list = $shoppingList.get().list;
  if (!list) return false;
  const started = shoppingListGeneration();
  try {
    settle(started, await saveShoppingList({ id: list.id, name: details.name, comment: details.comment }, { handled: 'all' }));
    showToast({ kind: 'success', message: daShoppingList.saved, durationMs: TOAST_MS.success });
    return true;
  } catch (error) {
    showFailure(error, daShoppingList.saveFailed);
    return false;
  }
}

/**
 * POST send: the current list goes to the department and becomes read-only; the answer's new, empty list
 * is the current one, and the sent list tops "Sendte indkøbslister".
 */
export async function sendCurrentShoppingList(): Promise<boolean> {
  const list = $shoppingList.get().list;
  if (!list) return false;
  const started = shoppingListGeneration();
  try {
    const answer = await sendShoppingList(list.id, { handled: 'all' });
    if (started !== shoppingListGeneration()) return false;
    $shoppingList.set({ status: 'ready', list: answer.current });
    const sent = $sentShoppingLists.get();
    // The server's pages gained the new current list and the sent one: both counts move by one each.
    $sentShoppingLists.set({
      status: sent.status === 'idle' ? 'ready' : sent.status,
      lists: [answer.sent, ...sent.lists.filter((l) => l.id !== answer.sent.id)],
      fetched: sent.fetched + 1,
      total: sent.total + 1,
    });
    showToast({ kind: 'success', message: daShoppingList.sent, durationMs: TOAST_MS.success });
    return true;
  } catch (error) {
    showFailure(error, daShoppingList.sendFailed);
    return false;
  }
}

/** PUT updateline?lineId: a line's new amount (and unit). */
export async function updateShoppingListLine(lineId: number, change: { amount: number; unit?: string }): Promise<boolean> {
  const started = shoppingListGeneration();
  try {
    settle(started, await putShoppingListLine(lineId, change, { handled: 'all' }));
    return true;
  } catch (error) {
    showFailure(error, daShoppingList.lineFailed);
    return false;
  }
}

/** DELETE ?lineId. */
export async function removeShoppingListLine(lineId: number): Promise<boolean> {
  const started = shoppingListGeneration();
  try {
    settle(started, await deleteShoppingListLine(lineId, { handled: 'all' }));
    return true;
  } catch (error) {
    showFailure(error, daShoppingList.lineFailed);
    return false;
  }
}

/**
 * Issue 22 point 4: every add of the shop in the mode (card, details, a favourite list, quick order,
 * recipe) lands here instead of addtoorder: one product by POST addline, several by POST addlines (all or
 * nothing). Only product, unit, amount and origin travel: a list is what the kitchen wants, the
 * department orders it (campaign prices and web samples are the basket's, decision 019). Resolves to
 * whether anything was added, so the caller can reset its amounts.
 */
export async function addToShoppingList(items: readonly AddToCartItem[]): Promise<boolean> {
  if (items.length === 0) return false;
  const lines: ShoppingListAddLine[] = items.map(({ productId, unit, amount, origin }) => ({ productId, unit, amount, origin }));
  const started = shoppingListGeneration();
  try {
    const list = lines.length === 1 ? await addShoppingListLine(lines[0]!, { handled: 'all' }) : await addShoppingListLines(lines, { handled: 'all' });
    settle(started, list);
  } catch (error) {
    showFailure(error, daShoppingList.addFailed);
    return false;
  }
  showToast({
    kind: 'success',
    message: daShoppingList.added(items.length),
    durationMs: TOAST_MS.success,
    link: { href: $shopConfig.get().shoppingListUrl, text: daShoppingList.goToList },
  });
  return true;
}
