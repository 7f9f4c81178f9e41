// The favourite-list view of <shop-product-list> (?favoritelist=, issue 5; spec §2, §4, §6, §8): the list
// as the server last answered (GET get?id=), its changes made in the view (own priorities, the list's
// sorting, standard units), the bulk selection and the amounts typed on its cards, and "Læg hele listen
// / valgte i kurven" in ONE add-to-order call.
//
// The cards come from the catalogue worker (filters, sortings, prices); this store hands the worker its
// fresh copy of the list (showFavoriteListCopy) whenever it changes: on opening, after each change
// here, and when $favoriteLists says products were added or removed elsewhere on the page (a card's
// dropdown). The catalogue itself is fetched once per page and would not follow.
//
// Loaded with the view (a dynamic import in the product list): not on every search page.
import { atom } from 'nanostores';
import { daFavoriteLists } from '../texts/da-favorite-lists.js';
import { fetchFavoriteList } from '../api/favorite-lists.js';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { logEvent } from '../api/event-log.js';
import { EMPTY_QUERY } from '../catalogue/query.js';
import { planBulkAdd } from '../rules/favorite-list-basket.js';
import type { BulkAddPlan } from '../rules/favorite-list-basket.js';
import type { OrderContext } from '../rules/permissions.js';
import { TOAST_MS } from '../rules/timing.js';
import type { FavoriteListSummary } from '../schemas/catalogue.js';
import { MAX_LIST_ITEMS } from '../schemas/favorite-list.js';
import type { FavoriteListDetail, FavoriteListItemEntry } from '../schemas/favorite-list.js';
import type { UserSettings } from '../schemas/user.js';
import { da } from '../texts/da.js';
import { daFavoriteListView as t } from '../texts/da-favorite-list-view.js';
import { addToBasket } from './basket.js';
import { queryCatalogue } from './catalogue.js';
import {
  $favoriteLists,
  ensureFavoriteLists,
  listsWithProduct,
  saveFavoriteListSortOrder,
  setFavoriteListStandardUnit,
  setStandardUnitForAllLists,
} from './favorite-lists.js';
import type { FavoriteListsState } from './favorite-lists.js';
import { showFavoriteListCopy } from './product-search.js';
import { $profile, $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

/** §4: after a unit change, the offer to use the unit on every list that holds the product. */
export interface UnitPrompt {
  productId: string;
  productName: string;
  unit: string;
  /** Other lists the user sees that hold the product; null when the lists are not known. */
  otherLists: number | null;
}

export interface FavoriteListViewState {
  /** The list shown; null: no favourite-list view is open. */
  id: number | null;
  /** missing: the user does not see the list (404); error: it could not be loaded (§8 load failure). */
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  list: FavoriteListDetail | null;
  /** The bulk selection (§8 "the product leaves the bulk selection" after it was added). */
  selected: Readonly<Record<string, true>>;
  /** Amounts typed on the cards, by product id; an empty field orders 1. */
  amounts: Readonly<Record<string, string>>;
  /** Units chosen on the cards, by product id (saved as the list's standard unit too). */
  units: Readonly<Record<string, string>>;
  unitPrompt: UnitPrompt | null;
  /** A bulk add is on its way. */
  adding: boolean;
}

const IDLE: FavoriteListViewState = { id: null, status: 'idle', list: null, selected: {}, amounts: {}, units: {}, unitPrompt: null, adding: false };
export const $favoriteListView = atom<FavoriteListViewState>(IDLE);

let loadSeq = 0;
let loading: Promise<void> | null = null;
/** The list was in $favoriteLists once: its absence later means it was deleted or unshared. */
let seenInLists = false;
/** Per product, the unit the user chose last while a save is on its way (one save at a time, the last wins). */
const unitSaves = new Map<string, string>();

function patch(change: Partial<FavoriteListViewState>): void {
  $favoriteListView.set({ ...$favoriteListView.get(), ...change });
}

/** Forgets the view (logout, another user). */
export function resetFavoriteListView(): void {
  loadSeq++;
  loading = null;
  seenInLists = false;
  unitSaves.clear();
  $favoriteListView.set(IDLE);
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetFavoriteListView();
});

/** The list in the catalogue's shape, for the worker. */
export function toCatalogueList(list: FavoriteListDetail): FavoriteListSummary {
  return {
    id: String(list.i),
    name: list.n,
    locked: list.x,
    shared: list.shared,
    mine: list.mine,
    items: list.items.map((i) => ({ productId: i.productId, stdUnit: i.stdUnit, ownPriority: i.ownPriority, sortOrder: i.sortOrder })),
  };
}

/** Shows `list` (or that the user does not see it) and hands it to the worker: the cards follow. */
function show(id: number, list: FavoriteListDetail | null): void {
  if ($favoriteListView.get().id !== id) return;
  patch(list ? { status: 'ready', list } : { status: 'missing', list: null, unitPrompt: null });
  showFavoriteListCopy(String(id), list ? toCatalogueList(list) : null);
}

/**
 * Opens the view of list `id`: loads the list (once per list while the page shows it; a list shown
 * before is checked against $favoriteLists instead) and follows $favoriteLists until the returned
 * function is called. Another list starts afresh (selection, amounts, prompt).
 */
export function openFavoriteListView(id: number): () => void {
  const state = $favoriteListView.get();
  if (state.id !== id) {
    loadSeq++;
    loading = null;
    seenInLists = false;
    unitSaves.clear();
    $favoriteListView.set({ ...IDLE, id, status: 'loading' });
    void loadList();
  } else if (state.status === 'ready') {
    followLists($favoriteLists.get());
  }
  // A failed load stays failed: the §8 text asks for a reload of the page.
  // The lists say what changes elsewhere on the page, and which other lists hold a product (§4 prompt).
  void ensureFavoriteLists();
  return $favoriteLists.listen(followLists);
}

/** GET get?id=. A failure on opening is the §8 load failure; a failed reload keeps the list shown. */
function loadList(): Promise<void> {
  const { id, status } = $favoriteListView.get();
  if (id === null) return Promise.resolve();
  if (loading) return loading;
  const own = ++loadSeq;
  const opening = status !== 'ready';
  if (opening) patch({ status: 'loading' });
  loading = (async () => {
    try {
      const list = await fetchFavoriteList(id, { handled: 'all' });
      if (own === loadSeq) show(id, list);
    } catch (error) {
      if (own !== loadSeq) return;
      if (!(error instanceof ApiRequestError)) throw error;
      if (error instanceof MissingSessionError) {
        if (opening) patch({ status: 'error' }); // the session-expired dialog takes over
        return;
      }
      if (error.status === 404) {
        show(id, null);
        return;
      }
      void logEvent({ message: `favoritelists get ${id} failed: ${error.message}`, errorstatus: error.status, userid: $profile.get()?.username ?? '' });
      if (opening) patch({ status: 'error' });
      else showToast({ kind: 'error', message: da.favoriteListsLoadFailed, durationMs: TOAST_MS.http });
    } finally {
      if (own === loadSeq) loading = null;
    }
  })();
  return loading;
}

const sameProducts = (a: readonly string[], b: readonly FavoriteListItemEntry[]) => a.length === b.length && a.every((id, i) => id === b[i]!.productId);

/**
 * $favoriteLists changed (a card's dropdown added or removed a product, a list was renamed, deleted or
 * unshared): products added or removed or moved reload the list; name and sorting are taken over.
 */
function followLists(lists: FavoriteListsState): void {
  const view = $favoriteListView.get();
  if (view.id === null || view.status !== 'ready' || !view.list) return;
  const entry = lists.lists.find((l) => l.i === view.id);
  if (!entry) {
    // Gone from lists that held it: deleted, or no longer shared with the user (§2).
    if (seenInLists && lists.status === 'ready') show(view.id, null);
    return;
  }
  seenInLists = true;
  if (!sameProducts(entry.l, view.list.items)) {
    void loadList();
    return;
  }
  if (entry.n !== view.list.n || entry.sorting !== view.list.sorting || entry.x !== view.list.x) {
    show(view.id, { ...view.list, n: entry.n, sorting: entry.sorting, x: entry.x });
  }
}

function changeItem(id: number, productId: string, change: Partial<FavoriteListItemEntry>): void {
  const view = $favoriteListView.get();
  if (view.id !== id || !view.list) return;
  show(id, { ...view.list, items: view.list.items.map((i) => (i.productId === productId ? { ...i, ...change } : i)) });
}

/** §6 sorting 0: a product's own priority (null clears it); the cards re-sort once it is saved. */
export async function setOwnPriority(productId: string, ownPriority: number | null): Promise<boolean> {
  const { id } = $favoriteListView.get();
  if (id === null) return false;
  const saved = await saveFavoriteListSortOrder({ id, priorities: [{ productId, ownPriority }] });
  if (!saved.ok) return false;
  changeItem(id, productId, { ownPriority });
  return true;
}

/** The sorting chosen in the view becomes the list's own (POST sortorder `sorting`): it opens in it next time. */
export async function saveListSorting(sorting: number): Promise<boolean> {
  const { id, list } = $favoriteListView.get();
  if (id === null || !list || list.sorting === sorting) return false;
  const saved = await saveFavoriteListSortOrder({ id, sorting });
  if (!saved.ok) return false;
  const view = $favoriteListView.get();
  if (view.id === id && view.list) patch({ list: { ...view.list, sorting } });
  return true;
}

/**
 * §4: a unit chosen on a card becomes the list's standard unit for the product; then, when other lists
 * hold the product, the prompt offers it for all of them. A burst of changes (arrow keys on the select)
 * saves one at a time, ending with the last.
 */
export async function changeUnit(productId: string, productName: string, unit: string): Promise<void> {
  const { id } = $favoriteListView.get();
  if (id === null) return;
  const view = $favoriteListView.get();
  patch({ units: { ...view.units, [productId]: unit }, unitPrompt: view.unitPrompt?.productId === productId ? null : view.unitPrompt });
  const saving = unitSaves.has(productId);
  unitSaves.set(productId, unit);
  if (saving) return;
  let saved: string | null = null;
  while (unitSaves.get(productId) !== saved) {
    const wanted = unitSaves.get(productId)!;
    const outcome = await setFavoriteListStandardUnit(id, productId, wanted);
    if ($favoriteListView.get().id !== id) return;
    if (!outcome.ok || !outcome.value) {
      unitSaves.delete(productId);
      return;
    }
    saved = wanted;
    changeItem(id, productId, { stdUnit: wanted });
  }
  unitSaves.delete(productId);
  const lists = $favoriteLists.get();
  const others = lists.status === 'ready' ? listsWithProduct(lists, productId).filter((l) => l.i !== id).length : null;
  if (others === 0) {
    showToast({ kind: 'success', message: daFavoriteLists.standardUnitSaved, durationMs: TOAST_MS.success });
    return;
  }
  patch({ unitPrompt: { productId, productName, unit: saved, otherLists: others } });
}

/** "Ja, alle lister": the unit on every list the user sees that holds the product (toast from the store). */
export async function acceptUnitPrompt(): Promise<boolean> {
  const prompt = $favoriteListView.get().unitPrompt;
  if (!prompt) return false;
  patch({ unitPrompt: null });
  const done = await setStandardUnitForAllLists(prompt.productId, prompt.unit);
  return done.ok;
}

export function dismissUnitPrompt(): void {
  patch({ unitPrompt: null });
}

export function setAmount(productId: string, text: string): void {
  const { amounts } = $favoriteListView.get();
  if ((amounts[productId] ?? '') === text) return;
  const next = { ...amounts };
  if (text === '') delete next[productId];
  else next[productId] = text;
  patch({ amounts: next });
}

export function setSelected(productId: string, selected: boolean): void {
  const current = $favoriteListView.get().selected;
  if (Boolean(current[productId]) === selected) return;
  const next = { ...current };
  if (selected) next[productId] = true;
  else delete next[productId];
  patch({ selected: next });
}

export function clearSelection(): void {
  patch({ selected: {} });
}

/** §8 after an add, the product leaves the bulk selection (a card's own add button too). */
export function deselect(productId: string): void {
  setSelected(productId, false);
}

const without = <T>(record: Readonly<Record<string, T>>, ids: ReadonlySet<string>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => !ids.has(id)));

function skippedNames(plan: BulkAddPlan): string[] {
  return plan.skipped.map((s) => s.name ?? t.productNumber(s.productId));
}

/**
 * "Læg hele listen i kurven" (every product of the list, also those not scrolled to yet) or "Læg valgte
 * i kurven": ONE add-to-order call with each card's unit and amount (1 when empty). The basket store
 * shows the §8 success toast with the count and the basket link, and the warnings. Products that
 * cannot be ordered are left out and named; an invalid amount stops the add and names its product.
 * Added products leave the selection and their amount fields are emptied.
 */
export async function addListToBasket(
  which: 'all' | 'selected',
  context: { orderContext: OrderContext; settings: Pick<UserSettings, 'showPrices' | 'allowOrdering'> },
): Promise<boolean> {
  const view = $favoriteListView.get();
  if (view.id === null || !view.list || view.adding) return false;
  const id = view.id;
  const wanted = which === 'selected' ? new Set(Object.keys(view.selected)) : null;
  if (wanted?.size === 0) return false;
  patch({ adding: true });
  try {
    let plan: BulkAddPlan;
    try {
      // The whole list in the list's order, as the worker holds it (with the page's copy of the list).
      const page = await queryCatalogue({ ...EMPTY_QUERY, favoriteList: String(id) }, 0, MAX_LIST_ITEMS);
      const inCatalogue = new Set(page.products.map((p) => p.id));
      const current = $favoriteListView.get();
      plan = planBulkAdd({
        lines: page.products.map((product, i) => ({ product, listItem: page.listItems?.[i] ?? null })).filter(({ product }) => !wanted || wanted.has(product.id)),
        missing: (current.list?.items ?? []).map((i) => i.productId).filter((pid) => !inCatalogue.has(pid) && (!wanted || wanted.has(pid))),
        amounts: current.amounts,
        units: current.units,
        ...context,
      });
    } catch {
      showToast({ kind: 'error', message: da.cartUpdateError, durationMs: TOAST_MS.error });
      return false;
    }
    const invalid = plan.invalid[0];
    if (invalid) {
      showToast({ kind: 'error', message: t.invalidAmount(invalid.name, invalid.message), durationMs: TOAST_MS.error });
      return false;
    }
    if (plan.items.length === 0) {
      showToast({ kind: 'error', message: plan.skipped.length > 0 ? t.skipped(skippedNames(plan)) : t.nothingToAdd, durationMs: TOAST_MS.warning });
      return false;
    }
    const added = await addToBasket(plan.items);
    if (added) {
      const done = new Set(plan.items.map((i) => i.productId));
      const after = $favoriteListView.get();
      if (after.id === id) patch({ selected: without(after.selected, done), amounts: without(after.amounts, done) });
    }
    if (plan.skipped.length > 0) showToast({ kind: 'warning', message: t.skipped(skippedNames(plan)), durationMs: TOAST_MS.warning });
    return added;
  } finally {
    patch({ adding: false });
  }
}
