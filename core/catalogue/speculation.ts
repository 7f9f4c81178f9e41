// Searching ahead of the user (issue 3: keystroke to painted results within one frame).
//
// A keystroke's results can only be painted in the frame that follows the keystroke if they are on
// the page when that frame starts, a few milliseconds later: sooner than a round trip to the worker
// when the machine is busy. So after each answer the worker also searches the letters most likely
// typed next (the ones that continue the last word into catalogue words, SearchIndex.nextLetters),
// one per task so a real keystroke never waits behind them, and posts their first pages. The page
// keeps the latest set; a keystroke that matches one is answered at once, in its own task.
//
// Results depend only on the text's search key (core/search/normalize.ts searchKey) and the rest
// of the query, so a speculation made for "kyll" answers "kyll", "Kyll" and, for 'o', "smø" too.
import { searchKey } from '../search/normalize.js';
import type { ResultPage } from './execute.js';
import { queryKey } from './query.js';
import type { CatalogueQuery } from './query.js';
import type { WorkerMessage } from './protocol.js';

/** Next letters searched ahead per answer: enough for the usual continuations, cheap for the worker. */
export const MAX_SPECULATIONS = 4;

/** Two queries with the same key have the same results. */
export function speculationKey(query: CatalogueQuery): string {
  return queryKey({ ...query, text: searchKey(query.text) });
}

/** The queries one letter ahead of `query`, given the letters most likely typed next. */
export function queriesAhead(query: CatalogueQuery, letters: readonly string[]): CatalogueQuery[] {
  return letters.map((letter) => ({ ...query, text: query.text + letter }));
}

type Speculation = Extract<WorkerMessage, { type: 'speculation' }>;

/** The page's side: the pages searched ahead of the latest answer. */
export class SpeculationCache {
  private base: string | null = null;
  private readonly pages = new Map<string, { limit: number; page: ResultPage }>();
  hits = 0;
  misses = 0;

  /** A speculation of a newer answer replaces the set of the one before. */
  accept(message: Speculation): void {
    if (message.base !== this.base) {
      this.pages.clear();
      this.base = message.base;
    }
    this.pages.set(message.key, { limit: message.limit, page: message.page });
  }

  /** The first page of `query` if it was searched ahead with the same page size, else null. */
  take(query: CatalogueQuery, limit: number): ResultPage | null {
    if (this.pages.size === 0) return null;
    const found = this.pages.get(speculationKey(query));
    if (found && found.limit === limit) {
      this.hits++;
      return found.page;
    }
    this.misses++;
    return null;
  }

  /** A new catalogue version (other products or prices) or another user: nothing searched ahead holds. */
  clear(): void {
    this.pages.clear();
    this.base = null;
  }
}
