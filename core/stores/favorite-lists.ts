// The user's favourite lists (issue 5 §5): ONE store for the page. Every card's dropdown, the lists page
// and the list view read it, so adding a product in one card updates the membership mark of every card
// showing that product without a reload. Actions call core/api/favorite-lists.ts and show the §8 toasts;
// each resolves to what happened, so a dialog can stay open (wrong PIN) or close (done).
import { computed } from 'nanostores';
import { daFavoriteLists } from '../texts/da-favorite-lists.js';
import {
  deleteFavoriteListCall,
  deleteFavoriteListProduct,
  fetchFavoriteLists,
  postFavoriteListProduct,
  postFavoriteListClearPin,
  postFavoriteList,
  postFavoriteListFromHistory,
  postFavoriteListReplaceObsolete,
  postFavoriteListSetPin,
  postFavoriteListSortOrder,
  postFavoriteListStandardUnit,
  postFavoriteListStandardUnitAll,
  postFavoriteListVerifyPin,
  putFavoriteList,
} from '../api/favorite-lists.js';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { logEvent } from '../api/event-log.js';
import { isValidPin, newListError, normalizeListName } from '../rules/pin.js';
import { TOAST_MS } from '../rules/timing.js';
import type { FavoriteList, SortOrderRequest } from '../schemas/favorite-list.js';
import { da } from '../texts/da.js';
import { $profile, $sessionState } from './session-state.js';
import { showToast } from './toasts.js';
import { $favoriteLists, FAVORITE_LISTS_IDLE } from './favorite-lists-state.js';
import type { FavoriteListsState } from './favorite-lists-state.js';
import { loadWhileShown } from './load-while-shown.js';
import { onFirstUse } from '../format/on-first-use.js';

// The atoms live in ./favorite-lists-state.ts (the cards import them without the actions).
export { $favoriteLists, $favoriteProductIds, listsWithProduct } from './favorite-lists-state.js';
export type { FavoriteListsState } from './favorite-lists-state.js';

/** Why an action did not happen; `message` is the Danish text already shown as a toast. */
export type FavoriteFailure = 'wrongPin' | 'invalidPin' | 'pinRequired' | 'lockedOut' | 'invalid' | 'notFound' | 'session' | 'error';
export type FavoriteOutcome<T = undefined> = { ok: true; value: T } | { ok: false; reason: FavoriteFailure; message: string };

let generation = 0;
let loading: Promise<void> | null = null;
/** Calls in flight per list and product, so a double click sends one request. */
const busy = new Set<string>();

/** Forgets the lists (logout, another user). */
export function resetFavoriteLists(): void {
  generation++;
  loading = null;
  busy.clear();
  $favoriteLists.set(FAVORITE_LISTS_IDLE);
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetFavoriteLists();
});

function reasonOf(error: ApiRequestError): FavoriteFailure {
  if (error instanceof MissingSessionError) return 'session';
  switch (error.code) {
    case 'WrongPin': return 'wrongPin';
    case 'InvalidPin': return 'invalidPin';
    case 'PinRequired': return 'pinRequired';
    case 'PinLockedOut': return 'lockedOut';
    case 'NotFound': return 'notFound';
    // Other 4xx answers carry the server's Danish reason (owner only, unknown product, list full …);
    // network failures (0), 5xx and answers we do not understand (-1) are unexpected.
    default: return error.status >= 400 && error.status < 500 ? 'invalid' : 'error';
  }
}

/** The §8 text for a failure: the spec's PIN texts, the server's own Danish text, else the generic one. */
function messageOf(reason: FavoriteFailure, error: unknown, fallback: string): string {
  if (reason === 'wrongPin') return daFavoriteLists.pinWrong;
  if (reason === 'invalidPin') return daFavoriteLists.pinInvalid;
  if (reason === 'notFound') return da.favoriteListMissing;
  if (error instanceof ApiRequestError && error.serverMessage && (reason !== 'error' || error.status < 500)) return error.serverMessage;
  return fallback;
}

/**
 * Turns a failed call into an outcome and its toast. Unexpected failures (network, 5xx, answers we do
 * not understand) go to the event log too. MissingSession shows nothing: the session dialog takes over.
 */
function fail<T>(error: unknown, what: string, fallback: string = da.favoriteListError, durationMs: number = TOAST_MS.error): FavoriteOutcome<T> {
  if (!(error instanceof ApiRequestError)) throw error;
  const reason = reasonOf(error);
  if (reason === 'session') return { ok: false, reason, message: '' };
  if (reason === 'error') {
    void logEvent({ message: `favoritelists ${what} failed: ${error.message}`, errorstatus: error.status, userid: $profile.get()?.username ?? '' });
  }
  const message = messageOf(reason, error, fallback);
  // A lock-out names the wait: give the user time to read it.
  showToast({ kind: 'error', message, durationMs: reason === 'lockedOut' ? TOAST_MS.warning : durationMs });
  return { ok: false, reason, message };
}

/** As fail, and a list the server no longer shows the user (deleted, unshared) leaves the store. */
function failOnList<T>(id: number, error: unknown, what: string, fallback?: string): FavoriteOutcome<T> {
  const outcome = fail<T>(error, what, fallback);
  if (!outcome.ok && outcome.reason === 'notFound') drop(id);
  return outcome;
}

function success(message: string): void {
  showToast({ kind: 'success', message, durationMs: TOAST_MS.success });
}

const danish = onFirstUse(() => new Intl.Collator('da'));

/** The server's order: own lists first, then by name in Danish order (æ, ø, å after z), then id. */
function byOwnerAndName(a: FavoriteList, b: FavoriteList): number {
  return Number(b.mine) - Number(a.mine) || danish().compare(a.n, b.n) || a.i - b.i;
}

/**
 * Puts a list the server answered into the store (replacing the old copy, or adding a new one). The
 * status stays: a change answered before the lists were loaded (the list view saving an order) is one
 * list, not all of them, so ensureFavoriteLists must still load them (the product dropdown shows all).
 */
function upsert(list: FavoriteList): void {
  const state = $favoriteLists.get();
  const lists = [...state.lists.filter((l) => l.i !== list.i), list].sort(byOwnerAndName);
  $favoriteLists.set({ status: state.status, lists });
}

function drop(id: number): void {
  const state = $favoriteLists.get();
  $favoriteLists.set({ ...state, lists: state.lists.filter((l) => l.i !== id) });
}

function nameOf(id: number): string {
  return $favoriteLists.get().lists.find((l) => l.i === id)?.n ?? '';
}

/** Loads the lists; on failure the §8 load message. Concurrent callers share one request. */
export function loadFavoriteLists(): Promise<void> {
  if (loading) return loading;
  const started = generation;
  $favoriteLists.set({ ...$favoriteLists.get(), status: 'loading' });
  loading = (async () => {
    try {
      const lists = await fetchFavoriteLists({ handled: 'all' });
      if (started === generation) $favoriteLists.set({ status: 'ready', lists });
    } catch (error) {
      if (started !== generation) return;
      $favoriteLists.set({ ...$favoriteLists.get(), status: 'error' });
      if (error instanceof MissingSessionError) return;
      void logEvent({ message: `favoritelists load failed: ${error instanceof Error ? error.message : String(error)}`, userid: $profile.get()?.username ?? '' });
      showToast({ kind: 'error', message: da.favoriteListsLoadFailed, durationMs: TOAST_MS.http });
    } finally {
      if (started === generation) loading = null;
    }
  })();
  return loading;
}

/** Loads the lists once per page (and again after a failure); every widget may call it on mount. */
export function ensureFavoriteLists(): Promise<void> {
  const { status } = $favoriteLists.get();
  if (status === 'ready') return Promise.resolve();
  return loadFavoriteLists();
}

/**
 * The lists as the lists page shows them. Its own store because it loads the lists as soon as it is
 * shown to a logged-in user: every card's dropdown reads $favoriteLists too and loads them only when
 * its tab opens, so the load on show cannot sit on $favoriteLists. Fixtures (stories, tests) set
 * $favoriteLists 'ready' and nothing is fetched.
 */
export const $favoriteListsOverview = computed($favoriteLists, (state): FavoriteListsState => state);
loadWhileShown($favoriteListsOverview, (state) => state.status === 'idle', loadFavoriteLists);

export interface NewFavoriteList {
  name: string;
  shared?: boolean;
  /** Admins only (§5); the server refuses it for others. */
  sharedWithChains?: boolean;
  /** Date-span mode (§5): both dates, the list is made from the purchase history. */
  from?: string | null;
  to?: string | null;
  /** §4 "Creating a list with a product creates the list first, then adds the product." */
  productId?: string;
  stdUnit?: string | null;
}

/**
 * Creates a list. The §5 checks run first (same rules as the dialog). A list the server did not create
 * shows the server's message for 6 s (§8). With a product, the product is added once the list exists.
 */
export async function createFavoriteList(input: NewFavoriteList): Promise<FavoriteOutcome<FavoriteList>> {
  const dateSpan = Boolean(input.from || input.to);
  const invalid = newListError({ name: input.name, dateSpan, from: input.from ?? null, to: input.to ?? null });
  if (invalid) {
    showToast({ kind: 'error', message: invalid, durationMs: TOAST_MS.error });
    return { ok: false, reason: 'invalid', message: invalid };
  }
  const started = generation;
  const body = { listName: normalizeListName(input.name), shared: input.shared ?? false, sharedWithChains: input.sharedWithChains ?? false };
  let list: FavoriteList;
  try {
    list = dateSpan
      ? await postFavoriteListFromHistory({ ...body, from: input.from!, to: input.to! }, { handled: 'all' })
      : await postFavoriteList(body, { handled: 'all' });
  } catch (error) {
    return fail(error, 'create', da.favoriteListError, TOAST_MS.warning);
  }
  if (started !== generation) return { ok: false, reason: 'session', message: '' };
  upsert(list);
  if (input.productId) {
    const added = await addProductToFavoriteList(list.i, input.productId, { stdUnit: input.stdUnit });
    return added.ok ? { ok: true, value: added.value } : added;
  }
  success(daFavoriteLists.listCreated(list.n));
  return { ok: true, value: list };
}

/** PUT: rename and/or share (owner only). */
export async function updateFavoriteList(id: number, change: { name?: string; shared?: boolean; sharedWithChains?: boolean }): Promise<FavoriteOutcome<FavoriteList>> {
  if (change.name !== undefined && normalizeListName(change.name) === '') {
    showToast({ kind: 'error', message: daFavoriteLists.listNameInvalid, durationMs: TOAST_MS.error });
    return { ok: false, reason: 'invalid', message: daFavoriteLists.listNameInvalid };
  }
  try {
    const list = await putFavoriteList({
      id,
      ...(change.name === undefined ? {} : { listName: normalizeListName(change.name) }),
      ...(change.shared === undefined ? {} : { shared: change.shared }),
      ...(change.sharedWithChains === undefined ? {} : { sharedWithChains: change.sharedWithChains }),
    }, { handled: 'all' });
    upsert(list);
    success(daFavoriteLists.listSaved);
    return { ok: true, value: list };
  } catch (error) {
    return failOnList(id, error, 'update');
  }
}

export const renameFavoriteList = (id: number, name: string) => updateFavoriteList(id, { name });

/** Deletes a list (owner only); a locked list needs its PIN (§4 verify mode). */
export async function deleteFavoriteList(id: number, pin?: string): Promise<FavoriteOutcome> {
  const name = nameOf(id);
  try {
    await deleteFavoriteListCall(id, pin, { handled: 'all' });
  } catch (error) {
    return failOnList(id, error, 'delete');
  }
  drop(id);
  success(daFavoriteLists.listDeleted(name));
  return { ok: true, value: undefined };
}

/** Adds a product (§3 add-product payload); a locked list needs its PIN. Toast: added to the list. */
export async function addProductToFavoriteList(id: number, productId: string, options: { stdUnit?: string | null; pin?: string } = {}): Promise<FavoriteOutcome<FavoriteList>> {
  const key = `${id}:${productId}`;
  if (busy.has(key)) return { ok: false, reason: 'invalid', message: '' };
  busy.add(key);
  try {
    const change = await postFavoriteListProduct({
      id,
      productId,
      ...(options.stdUnit === undefined ? {} : { stdUnit: options.stdUnit }),
      ...(options.pin === undefined ? {} : { pin: options.pin }),
      checkoutId: -1,
    }, { handled: 'all' });
    upsert(change.list);
    success(daFavoriteLists.productAddedToList(change.list.n));
    return { ok: true, value: change.list };
  } catch (error) {
    return failOnList(id, error, 'addproduct');
  } finally {
    busy.delete(key);
  }
}

/** Removes a product; a locked list needs its PIN. Toast: removed from the list. */
export async function removeProductFromFavoriteList(id: number, productId: string, pin?: string): Promise<FavoriteOutcome<FavoriteList>> {
  const key = `${id}:${productId}`;
  if (busy.has(key)) return { ok: false, reason: 'invalid', message: '' };
  busy.add(key);
  try {
    const change = await deleteFavoriteListProduct({ id, productId, ...(pin === undefined ? {} : { pin }) }, { handled: 'all' });
    upsert(change.list);
    success(daFavoriteLists.productRemovedFromList(change.list.n));
    return { ok: true, value: change.list };
  } catch (error) {
    return failOnList(id, error, 'removeproduct');
  } finally {
    busy.delete(key);
  }
}

function pinFormatOutcome(pin: string, fallbackToast = true): FavoriteOutcome | null {
  if (isValidPin(pin)) return null;
  if (fallbackToast) showToast({ kind: 'error', message: daFavoriteLists.pinInvalid, durationMs: TOAST_MS.error });
  return { ok: false, reason: 'invalidPin', message: daFavoriteLists.pinInvalid };
}

function markLocked(id: number, locked: boolean): void {
  const state = $favoriteLists.get();
  $favoriteLists.set({ ...state, lists: state.lists.map((l) => (l.i === id ? { ...l, x: locked } : l)) });
}

/** §4 lock mode: set a 4-digit PIN; a locked list's PIN changes only with the current one. */
export async function lockFavoriteList(id: number, pin: string, currentPin?: string): Promise<FavoriteOutcome> {
  const invalid = pinFormatOutcome(pin);
  if (invalid) return invalid;
  try {
    await postFavoriteListSetPin({ favoritelistId: id, pin, ...(currentPin === undefined ? {} : { currentPin }) }, { handled: 'all' });
  } catch (error) {
    return failOnList(id, error, 'setpin', daFavoriteLists.lockFailed);
  }
  markLocked(id, true);
  success(daFavoriteLists.listLocked);
  return { ok: true, value: undefined };
}

/** §4 unlock mode: verify the PIN, then clear it (one call). */
export async function unlockFavoriteList(id: number, pin: string): Promise<FavoriteOutcome> {
  const invalid = pinFormatOutcome(pin);
  if (invalid) return invalid;
  try {
    await postFavoriteListClearPin({ favoritelistId: id, pin }, { handled: 'all' });
  } catch (error) {
    return failOnList(id, error, 'clearpin');
  }
  markLocked(id, false);
  success(daFavoriteLists.listUnlocked);
  return { ok: true, value: undefined };
}

/**
 * §4 verify mode: checks the PIN before an add, remove or delete. No toast on success (the action that
 * follows shows its own); the wrong-PIN text on failure. The dialog keeps the PIN for that action,
 * which the server checks again.
 */
export async function verifyFavoriteListPin(id: number, pin: string): Promise<FavoriteOutcome> {
  const invalid = pinFormatOutcome(pin);
  if (invalid) return invalid;
  try {
    await postFavoriteListVerifyPin({ favoritelistId: id, pin }, { handled: 'all' });
    return { ok: true, value: undefined };
  } catch (error) {
    return failOnList(id, error, 'verifypin');
  }
}

/** §4 the list's standard unit for a product (null: the product's default). */
export async function setFavoriteListStandardUnit(id: number, productId: string, stdUnit: string | null): Promise<FavoriteOutcome<boolean>> {
  try {
    const change = await postFavoriteListStandardUnit({ id, productId, stdUnit }, { handled: 'all' });
    upsert(change.list);
    return { ok: true, value: change.success };
  } catch (error) {
    return failOnList(id, error, 'standardunit');
  }
}

/** §4 "set the standard unit for all lists": every list the user sees that holds the product. */
export async function setStandardUnitForAllLists(productId: string, stdUnit: string | null): Promise<FavoriteOutcome<number>> {
  try {
    const result = await postFavoriteListStandardUnitAll({ productId, stdUnit }, { handled: 'all' });
    success(daFavoriteLists.standardUnitSaved);
    return { ok: true, value: result.updated };
  } catch (error) {
    return fail(error, 'standardunit/all');
  }
}

/** §6 own priorities and the list's sorting value. */
export async function saveFavoriteListSortOrder(request: SortOrderRequest): Promise<FavoriteOutcome<FavoriteList>> {
  try {
    const change = await postFavoriteListSortOrder(request, { handled: 'all' });
    upsert(change.list);
    return { ok: true, value: change.list };
  } catch (error) {
    return failOnList(request.id, error, 'sortorder');
  }
}

/** Replaces products that have an alternative (§3 t); a locked list needs its PIN. */
export async function replaceObsoleteProducts(id: number, pin?: string): Promise<FavoriteOutcome<number>> {
  try {
    const result = await postFavoriteListReplaceObsolete({ id, ...(pin === undefined ? {} : { pin }) }, { handled: 'all' });
    upsert(result.list);
    success(daFavoriteLists.obsoleteReplaced(result.replaced.length));
    return { ok: true, value: result.replaced.length };
  } catch (error) {
    return failOnList(id, error, 'replaceobsolete');
  }
}
