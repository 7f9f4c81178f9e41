// Our engine (core/search), exactly as the catalogue worker uses it.
import { buildSearchIndex, type SearchIndex } from '../../../core/search/engine.js';
import type { BenchEngine } from './types.js';

export function oursEngine(): BenchEngine {
  let index: SearchIndex | null = null;
  return {
    name: 'ours',
    config:
      'core/search: Danish folding, prefix + compound infix (vocabulary indexOf) + one typo (OSA, words >= 4 letters), ' +
      'AND across name/brand/group/ids, typed-array postings, counting-sort ranking of the first page only',
    build(docs) {
      index = buildSearchIndex(docs);
    },
    warm() {
      index!.warm();
    },
    page(q, limit) {
      const page = index!.searchPage(q, 0, limit);
      return { docs: page.hits.map((h) => h.doc), total: page.total };
    },
  };
}
