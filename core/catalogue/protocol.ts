// Messages between the page and the catalogue worker (issue 3 §2). Plain data, structured-cloned.
import type { CatalogueQuery } from './query.js';
import type { ResultPage, SuggestOutcome } from './execute.js';
import type { FavoriteListSummary } from '../schemas/catalogue.js';

/** §4: the two load failures the spec names, in its words; the modal shows the Danish text. */
export const CatalogueLoadError = {
  NotLoggedIn: 'User is not logged in',
  NoWorkers: 'Browser does not support workers',
  /** The catalogue call failed or its answer could not be read. */
  Failed: 'Catalogue could not be loaded',
} as const;
export type CatalogueLoadErrorValue = (typeof CatalogueLoadError)[keyof typeof CatalogueLoadError];

export interface LoadRequest {
  type: 'load';
  /** Where the API is ('' for the page's origin) and the culture header (§7). */
  apiBase: string;
  culture: string;
  /** Whose catalogue: the browser cache keeps one per user, never shows one user another's. */
  userKey: string;
  /** §4 dirty flag: skip the browser copy and reload past every cache. */
  bust: boolean;
}

export type PageRequest =
  | LoadRequest
  /** `speculate`: after answering, search the likely next keystrokes ahead (core/catalogue/speculation.ts). */
  | { type: 'query'; id: number; query: CatalogueQuery; offset: number; limit: number; speculate?: boolean }
  /** The page answered `query` from a speculation: only search ahead of it. */
  | { type: 'speculate'; query: CatalogueQuery; limit: number }
  | { type: 'suggest'; id: number; text: string; maxTerms: number; maxProducts: number }
  /**
   * The page's own, newer copy of one favourite list (from GET get?id= or a change's answer): it
   * replaces the catalogue's copy for every later query, also after a newer catalogue arrives. `list`
   * null: the user no longer sees the list. The catalogue's copy is only as fresh as its last fetch.
   */
  | { type: 'favoriteList'; id: string; list: FavoriteListSummary | null };

export type CatalogueSource = 'cache' | 'network';

export type WorkerMessage =
  /** The catalogue (a new version of it) is searchable; lists re-run their queries. */
  | { type: 'ready'; version: string; count: number; source: CatalogueSource; buildMs: number }
  | { type: 'error'; error: CatalogueLoadErrorValue; status?: number; detail?: string }
  | { type: 'result'; id: number; page: ResultPage; tookMs: number }
  | { type: 'suggestions'; id: number; outcome: SuggestOutcome; tookMs: number }
  /** The first page of a query the user has not typed yet; `base` is the query it continues. */
  | { type: 'speculation'; base: string; key: string; limit: number; page: ResultPage }
  /** A query arrived before any catalogue was loaded, or failed. */
  | { type: 'failed'; id: number; detail: string };
