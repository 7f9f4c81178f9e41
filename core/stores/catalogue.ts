// The page side of the catalogue worker (issue 3 §2; spec §4 "Catalogue"). One worker per page,
// shared by every list and search bar: the catalogue is loaded and indexed once.
//
// Loading fails, as §4 says, with 'User is not logged in' or 'Browser does not support workers';
// a failed load raises the `catalogue-error` event on window and sets $catalogue to 'error', which
// opens <shop-catalogue-error>.
import { atom } from 'nanostores';
import type { CatalogueQuery } from '../catalogue/query.js';
import type { ResultPage, SuggestOutcome } from '../catalogue/execute.js';
import { CatalogueLoadError } from '../catalogue/protocol.js';
import type { CatalogueLoadErrorValue, CatalogueSource, PageRequest, WorkerMessage } from '../catalogue/protocol.js';
import type { FavoriteListSummary } from '../schemas/catalogue.js';
import { logEvent } from '../api/event-log.js';
import { forgetCatalogueCopy } from '../catalogue/idb-store.js';
import { SpeculationCache } from '../catalogue/speculation.js';
import { $shopConfig } from './config.js';
import { $profile, $sessionState, markSessionMissing } from './session-state.js';

export interface CatalogueState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Changes when a newer catalogue replaced the one searched so far: lists search again. */
  version: string | null;
  count: number;
  source: CatalogueSource | null;
  error: CatalogueLoadErrorValue | null;
}

const IDLE: CatalogueState = { status: 'idle', version: null, count: 0, source: null, error: null };
export const $catalogue = atom<CatalogueState>(IDLE);

/** Raised on window when loading fails (§4); detail: { error }. */
export const CATALOGUE_ERROR_EVENT = 'catalogue-error';

/** §4 dirty flag, set by the server when the user's catalogue changed (docs/decisions/006). */
export const CATALOGUE_DIRTY_COOKIE = 'shop_catalogue_dirty';

export interface CatalogueTransport {
  post(message: PageRequest): void;
  onMessage(listener: (message: WorkerMessage) => void): void;
  terminate(): void;
}

/** Returns null when the browser has no Web Workers. */
export type CatalogueTransportFactory = () => CatalogueTransport | null;

function workerUrl(): string {
  const configured = $shopConfig.get().workerUrl;
  if (configured) return configured;
  // In the bundle this module sits in dist/chunks/; the worker script is dist/catalogue-worker.js.
  return new URL('../catalogue-worker.js', import.meta.url).href;
}

/** A worker from the widgets' origin. A CMS on another origin cannot start it directly (workers are
 * same-origin), so it gets a one-line blob worker that imports the script: the CMS's CSP needs
 * `worker-src blob:`, and the worker's catalogue call is a CORS call under ALLOWED_ORIGINS
 * (docs/decisions/023-cms-on-another-origin.md, examples/e2e/cross-origin.e2e.ts). */
export const workerTransport: CatalogueTransportFactory = () => {
  if (typeof Worker === 'undefined') return null;
  const url = workerUrl();
  let worker: Worker;
  if (typeof location !== 'undefined' && new URL(url, location.href).origin !== location.origin) {
    const blob = new Blob([`importScripts(${JSON.stringify(url)});`], { type: 'text/javascript' });
    worker = new Worker(URL.createObjectURL(blob));
  } else {
    worker = new Worker(url);
  }
  return {
    post: (m) => worker.postMessage(m),
    onMessage: (listener) => worker.addEventListener('message', (e: MessageEvent<WorkerMessage>) => listener(e.data)),
    terminate: () => worker.terminate(),
  };
};

let factory: CatalogueTransportFactory = workerTransport;
let transport: CatalogueTransport | null = null;
let nextId = 1;
/** Pages the worker searched ahead of the latest answer. */
const speculations = new SpeculationCache();
const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let readyWaiters: { resolve(): void; reject(error: Error): void }[] = [];
/** This load was asked to skip every cache (§4 dirty flag). */
let busting = false;
/** The page's copies of favourite lists, sent again to a worker started later (see overrideFavoriteList). */
const listCopies = new Map<string, FavoriteListSummary | null>();

/** Tests and stories run the worker's code in the page (core/catalogue/in-page-transport.ts). */
export function setCatalogueTransport(next: CatalogueTransportFactory): void {
  resetCatalogue();
  factory = next;
}

export class CatalogueUnavailableError extends Error {
  constructor(readonly reason: CatalogueLoadErrorValue) {
    super(reason);
    this.name = 'CatalogueUnavailableError';
  }
}

function fail(error: CatalogueLoadErrorValue, detail?: string): void {
  $catalogue.set({ ...IDLE, status: 'error', error });
  for (const w of readyWaiters) w.reject(new CatalogueUnavailableError(error));
  readyWaiters = [];
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(CATALOGUE_ERROR_EVENT, { detail: { error } }));
  }
  if (error === CatalogueLoadError.Failed) void logEvent({ message: `Catalogue load failed: ${detail ?? ''}`.trim() });
}

function onWorkerMessage(message: WorkerMessage): void {
  switch (message.type) {
    case 'ready':
      // The dirty flag is dropped only once a fresh copy arrived: a load cut short by navigating
      // away leaves it for the next page.
      if (message.source === 'network' && busting) clearDirtyFlag();
      busting = false;
      // For the page benchmark (bench/search/page-e2e.ts) and the browser's performance panel.
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
        performance.mark('shop:catalogue-ready', { detail: { buildMs: message.buildMs, count: message.count, source: message.source } });
      }
      speculations.clear(); // searched in the version this one replaces
      $catalogue.set({ status: 'ready', version: message.version, count: message.count, source: message.source, error: null });
      for (const w of readyWaiters) w.resolve();
      readyWaiters = [];
      return;
    case 'error':
      if (message.error === CatalogueLoadError.NotLoggedIn) {
        // The session ended while the page was open: the session-expired dialog handles it (§4 Cart).
        markSessionMissing();
        resetCatalogue();
        return;
      }
      fail(message.error, message.detail);
      return;
    case 'speculation':
      speculations.accept(message);
      return;
    case 'result':
    case 'suggestions': {
      const p = pending.get(message.id);
      pending.delete(message.id);
      p?.resolve(message.type === 'result' ? message.page : message.outcome);
      return;
    }
    case 'failed': {
      const p = pending.get(message.id);
      pending.delete(message.id);
      p?.reject(new Error(message.detail));
      return;
    }
  }
}

function readDirtyFlag(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${CATALOGUE_DIRTY_COOKIE}=`));
}

function clearDirtyFlag(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${CATALOGUE_DIRTY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * Starts loading the catalogue for the logged-in user (once per page and user). Safe to call from
 * every widget that needs it.
 */
export function loadCatalogue(): void {
  const state = $catalogue.get();
  if (state.status === 'loading' || state.status === 'ready') return;
  const profile = $profile.get();
  if ($sessionState.get() !== 'authenticated' || !profile) {
    fail(CatalogueLoadError.NotLoggedIn);
    return;
  }
  const created = factory();
  if (!created) {
    fail(CatalogueLoadError.NoWorkers);
    return;
  }
  transport = created;
  transport.onMessage(onWorkerMessage);
  const bust = readDirtyFlag();
  busting = bust;
  $catalogue.set({ ...IDLE, status: 'loading' });
  const config = $shopConfig.get();
  transport.post({
    type: 'load',
    apiBase: config.apiBase,
    culture: config.culture,
    userKey: `${profile.username}|${profile.department}`,
    bust,
  });
  for (const [id, list] of listCopies) transport.post({ type: 'favoriteList', id, list });
}

/**
 * The page knows one favourite list better than the catalogue does (the list view fetched it, or a
 * change answered it): the worker uses this copy for every later query. The catalogue is fetched once
 * per page, so without this a list view would not follow a change made on the page. Queries already
 * sent are not re-run: core/stores/product-search.ts does that.
 */
export function overrideFavoriteList(id: string, list: FavoriteListSummary | null): void {
  listCopies.set(id, list);
  speculations.clear(); // pages searched ahead with the old copy
  transport?.post({ type: 'favoriteList', id, list });
}

/** Resolves when the catalogue is searchable; rejects when loading failed. */
export function catalogueReady(): Promise<void> {
  const state = $catalogue.get();
  if (state.status === 'ready') return Promise.resolve();
  if (state.status === 'error') return Promise.reject(new CatalogueUnavailableError(state.error ?? CatalogueLoadError.Failed));
  return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
}

function request<T>(build: (id: number) => PageRequest): Promise<T> {
  const send = () =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      transport!.post(build(id));
    });
  // A ready catalogue gets the request at once, in the caller's task: waiting for a microtask put it
  // behind the render a keystroke had just scheduled (issue 3: results painted within a frame).
  if ($catalogue.get().status === 'ready' && transport) return send();
  return catalogueReady().then(send);
}

/**
 * One page of a query's results (filters, sorting, facets) from the worker. `speculate`: a first
 * page the user is typing; the worker then searches the next letters ahead, and a keystroke that
 * matches one is answered from the page at once (core/catalogue/speculation.ts).
 */
export function queryCatalogue(query: CatalogueQuery, offset: number, limit: number, options: { speculate?: boolean } = {}): Promise<ResultPage> {
  const speculate = options.speculate === true && offset === 0;
  if (speculate && transport && $catalogue.get().status === 'ready') {
    const ahead = speculations.take(query, limit);
    if (ahead) {
      // For the page benchmark (bench/search/page-e2e.ts): this keystroke was answered ahead.
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark('shop:ahead', { detail: { text: query.text } });
      transport.post({ type: 'speculate', query, limit });
      return Promise.resolve(ahead);
    }
  }
  return request<ResultPage>((id) => ({ type: 'query', id, query, offset, limit, speculate }));
}

/** How often a keystroke found its results searched ahead (the page benchmark reports it). */
export function speculationStats(): { hits: number; misses: number } {
  return { hits: speculations.hits, misses: speculations.misses };
}

/** Search-bar suggestions and the best product matches, from the same index. */
export function suggestFromCatalogue(text: string, maxTerms = 8, maxProducts = 5): Promise<SuggestOutcome> {
  return request<SuggestOutcome>((id) => ({ type: 'suggest', id, text, maxTerms, maxProducts }));
}

/** Forgets the catalogue (logout, another user): the worker goes, pending calls fail. */
export function resetCatalogue(): void {
  speculations.clear();
  listCopies.clear();
  transport?.terminate();
  transport = null;
  for (const p of pending.values()) p.reject(new Error('Catalogue reset'));
  pending.clear();
  for (const w of readyWaiters) w.reject(new CatalogueUnavailableError(CatalogueLoadError.NotLoggedIn));
  readyWaiters = [];
  $catalogue.set(IDLE);
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetCatalogue();
  if (state === 'anonymous') forgetCatalogueCopy();
});
