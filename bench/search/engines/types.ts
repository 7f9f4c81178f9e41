// What the benchmark needs from a search engine, so ours, MiniSearch and FlexSearch run through the
// same worker, the same typing and the same quality set.
import type { SearchDoc } from '../../../core/search/engine.js';

/** The three engines compared, and 'baseline': no engine, the worker round trip alone. */
export type EngineName = 'ours' | 'minisearch' | 'flexsearch' | 'baseline';

export interface SearchPageResult {
  /** Doc indexes (into the docs array), best first, at most `limit`. */
  docs: number[];
  /** How many products match in all. */
  total: number;
}

export interface BenchEngine {
  name: EngineName;
  /** The configuration, in words, for the report and the decision record. */
  config: string;
  build(docs: readonly SearchDoc[]): void;
  /** Optional work after the build, before the first keystroke (measured and reported apart). */
  warm?(): void;
  page(q: string, limit: number): SearchPageResult;
}

/**
 * The warm-up every engine gets after its build, before the first measured keystroke: the letters
 * and digits a search starts with, and a few whole queries. Ours runs its own warm() (the same
 * letters, cached); the others search these once, so all three start with a compiled search path.
 */
export const WARM_UP_QUERIES: readonly string[] = [...'abcdefghijklmnopqrstuvwxyzæøå0123456789', 'hakket okse', 'kylingebryst', 'maelk', 'smor', '1000'];
