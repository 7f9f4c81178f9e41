// The catalogue worker's logic, free of `self` and `fetch`, so the same code runs in the real
// worker, in an in-page fallback for tests and stories, and in Node tests.
//
// Loading (issue 3 §1, §2; spec §4): the browser copy (IndexedDB) answers first, so a repeat visit
// searches before the network answers; then the server is asked with If-None-Match: 304 keeps the
// copy, 200 replaces it and the lists re-run. The dirty flag skips the copy and reloads.
import { CATALOGUE_FORMAT, decodeCatalogue } from '../schemas/catalogue.js';
import type { CatalogueData, FavoriteListSummary } from '../schemas/catalogue.js';
import { executeQuery, pageOf, prepareCatalogue, suggestFrom } from './execute.js';
import type { PreparedCatalogue, QueryOutcome } from './execute.js';
import { EMPTY_QUERY, queryKey } from './query.js';
import type { CatalogueQuery } from './query.js';
import { MAX_SPECULATIONS, queriesAhead, speculationKey } from './speculation.js';
import { CatalogueLoadError } from './protocol.js';
import type { CatalogueSource, LoadRequest, PageRequest, WorkerMessage } from './protocol.js';

/** What the browser keeps of a catalogue: the wire text as received, and its ETag. */
export interface CachedCatalogue {
  etag: string;
  body: string;
}

export interface CatalogueStore {
  get(userKey: string): Promise<CachedCatalogue | null>;
  put(userKey: string, value: CachedCatalogue): Promise<void>;
}

export type FetchOutcome =
  | { kind: 'notModified' }
  | { kind: 'body'; etag: string; body: string }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; status: number; detail: string };

/** The letters a search starts with, precomputed after each build (Danish keyboard). */
const FIRST_LETTERS = 'abcdefghijklmnopqrstuvwxyzæøå';

export interface HandlerDeps {
  /** GET the catalogue; `etag` goes out as If-None-Match, `bust` adds a cache-buster. */
  fetchCatalogue(req: LoadRequest, etag: string | null): Promise<FetchOutcome>;
  store: CatalogueStore;
  post(message: WorkerMessage): void;
  now(): number;
  /** Decodes the wire text; tests and stories may hand in decoded data directly. */
  decode?(body: string): CatalogueData;
  /** Runs `task` later, after messages already waiting (default setTimeout 0): searching ahead yields to keystrokes. */
  defer?(task: () => void): void;
}

/**
 * Parses and decodes the wire text. A copy in another format (kept by an older version of the
 * widgets) throws here, so it is fetched again instead of being misread.
 */
function defaultDecode(body: string): CatalogueData {
  const wire = JSON.parse(body) as Parameters<typeof decodeCatalogue>[0] | null;
  if (!wire || typeof wire !== 'object' || wire.fmt !== CATALOGUE_FORMAT) throw new Error('Unknown catalogue format');
  return decodeCatalogue(wire);
}

export function createCatalogueHandler(deps: HandlerDeps) {
  const decode = deps.decode ?? defaultDecode;
  let current: PreparedCatalogue | null = null;
  let currentEtag: string | null = null;
  /** The last query's full order, so "more on scroll" costs a slice, not a search. */
  let lastOutcome: { key: string; outcome: QueryOutcome } | null = null;
  let loadSeq = 0;
  /**
   * The first keystroke of every search, one letter, matches the most products and costs the most
   * (ranking and facets over up to half the catalogue). Computed once per catalogue in idle time.
   */
  let firstLetters = new Map<string, QueryOutcome>();
  /** Raised by every query: what was being searched ahead for an older one is dropped. */
  let aheadSeq = 0;
  const defer = deps.defer ?? ((task: () => void) => void setTimeout(task, 0));
  /**
   * The page's newer copies of favourite lists (null: no longer visible), laid over every catalogue
   * installed later too: within a page the catalogue is fetched once, the lists change any time.
   */
  const listCopies = new Map<string, FavoriteListSummary | null>();
  let mergedLists: { base: PreparedCatalogue; lists: FavoriteListSummary[] } | null = null;

  function favoriteListsOf(catalogue: PreparedCatalogue): readonly FavoriteListSummary[] {
    if (listCopies.size === 0) return catalogue.data.favoriteLists;
    if (mergedLists?.base !== catalogue) {
      const lists = catalogue.data.favoriteLists.filter((l) => !listCopies.has(l.id));
      for (const copy of listCopies.values()) if (copy) lists.push(copy);
      mergedLists = { base: catalogue, lists };
    }
    return mergedLists.lists;
  }

  const run = (catalogue: PreparedCatalogue, query: CatalogueQuery) => executeQuery(catalogue, query, favoriteListsOf(catalogue));

  /** Searches the likely next keystrokes of `query`, one per task (core/catalogue/speculation.ts). */
  function searchAhead(query: CatalogueQuery, limit: number): void {
    const own = aheadSeq;
    const catalogue = current;
    if (!catalogue || !query.text.trim()) return;
    const base = speculationKey(query);
    for (const next of queriesAhead(query, catalogue.index.nextLetters(query.text, MAX_SPECULATIONS))) {
      defer(() => {
        if (own !== aheadSeq || current !== catalogue) return;
        const page = pageOf(catalogue, run(catalogue, next), 0, limit);
        deps.post({ type: 'speculation', base, key: speculationKey(next), limit, page });
      });
    }
  }

  function install(body: string, etag: string, source: CatalogueSource): void {
    const started = deps.now();
    const prepared = prepareCatalogue(decode(body));
    current = prepared;
    currentEtag = etag;
    lastOutcome = null;
    firstLetters = new Map();
    deps.post({ type: 'ready', version: prepared.data.version || etag, count: prepared.data.products.length, source, buildMs: deps.now() - started });
    precomputeFirstLetters(prepared);
  }

  /** One letter per task, so a real query is never kept waiting for more than one of them. */
  function precomputeFirstLetters(catalogue: PreparedCatalogue): void {
    const own = firstLetters;
    for (const letter of FIRST_LETTERS) {
      defer(() => {
        if (current !== catalogue || firstLetters !== own) return;
        const query: CatalogueQuery = { ...EMPTY_QUERY, text: letter };
        const key = queryKey(query);
        if (!own.has(key)) own.set(key, run(catalogue, query));
      });
    }
  }

  async function load(req: LoadRequest): Promise<void> {
    const seq = ++loadSeq;
    let cached: CachedCatalogue | null = null;
    if (!req.bust) {
      cached = await deps.store.get(req.userKey).catch(() => null);
      if (seq !== loadSeq) return;
      if (cached && currentEtag !== cached.etag) {
        try {
          install(cached.body, cached.etag, 'cache');
        } catch {
          cached = null; // an unreadable copy (older format) is simply fetched again
        }
      }
    }
    const outcome = await deps.fetchCatalogue(req, cached?.etag ?? null).catch(
      (error: unknown): FetchOutcome => ({ kind: 'failed', status: 0, detail: error instanceof Error ? error.message : String(error) }),
    );
    if (seq !== loadSeq) return;
    switch (outcome.kind) {
      case 'notModified':
        if (!current) deps.post({ type: 'error', error: CatalogueLoadError.Failed, status: 304, detail: 'Not modified without a copy' });
        return;
      case 'unauthorized':
        current = null;
        currentEtag = null;
        lastOutcome = null;
        deps.post({ type: 'error', error: CatalogueLoadError.NotLoggedIn, status: 401 });
        return;
      case 'failed':
        // A copy from the last visit keeps the shop usable; only a shop with nothing to search fails.
        if (!current) deps.post({ type: 'error', error: CatalogueLoadError.Failed, status: outcome.status, detail: outcome.detail });
        return;
      case 'body':
        if (outcome.etag && outcome.etag === currentEtag) return;
        try {
          install(outcome.body, outcome.etag, 'network');
        } catch (error) {
          if (!current) {
            deps.post({ type: 'error', error: CatalogueLoadError.Failed, status: 200, detail: error instanceof Error ? error.message : String(error) });
          }
          return;
        }
        if (outcome.etag) await deps.store.put(req.userKey, { etag: outcome.etag, body: outcome.body }).catch(() => undefined);
        return;
    }
  }

  function handle(message: PageRequest): void | Promise<void> {
    if (message.type === 'load') return load(message);
    if (message.type === 'favoriteList') {
      listCopies.set(message.id, message.list);
      mergedLists = null;
      lastOutcome = null; // "more on scroll" of the list shown must page through the new copy
      return;
    }
    if (message.type !== 'suggest') aheadSeq++;
    if (message.type === 'speculate') {
      searchAhead(message.query, message.limit);
      return;
    }
    if (!current) {
      deps.post({ type: 'failed', id: message.id, detail: 'Catalogue not loaded' });
      return;
    }
    const started = deps.now();
    try {
      if (message.type === 'query') {
        const key = queryKey(message.query);
        if (!lastOutcome || lastOutcome.key !== key) lastOutcome = { key, outcome: firstLetters.get(key) ?? run(current, message.query) };
        const page = pageOf(current, lastOutcome.outcome, message.offset, message.limit);
        deps.post({ type: 'result', id: message.id, page, tookMs: deps.now() - started });
        if (message.speculate && message.offset === 0) searchAhead(message.query, message.limit);
      } else {
        const outcome = suggestFrom(current, message.text, message.maxTerms, message.maxProducts);
        deps.post({ type: 'suggestions', id: message.id, outcome, tookMs: deps.now() - started });
      }
    } catch (error) {
      deps.post({ type: 'failed', id: message.id, detail: error instanceof Error ? error.message : String(error) });
    }
  }

  return { handle };
}

/** The real GET: credentials included (§7), If-None-Match from the browser copy, ?v= on a dirty flag. */
export async function fetchCatalogueOverHttp(req: LoadRequest, etag: string | null, fetchFn: typeof fetch = fetch): Promise<FetchOutcome> {
  const url = `${req.apiBase}/api/product/catalogue${req.bust ? `?v=${Date.now()}` : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Culture': req.culture };
  if (etag) headers['If-None-Match'] = etag;
  // The page keeps its own copy (IndexedDB); the HTTP cache would only hold a second one.
  const res = await fetchFn(url, { credentials: 'include', headers, cache: 'no-store' });
  if (res.status === 304) return { kind: 'notModified' };
  if (res.status === 401) return { kind: 'unauthorized' };
  if (!res.ok) return { kind: 'failed', status: res.status, detail: res.statusText };
  return { kind: 'body', etag: res.headers.get('ETag') ?? '', body: await res.text() };
}
