// MiniSearch 7.2 configured as well as it reasonably can be for this task: the fields name, brand,
// group and ids with boosts in our rank order, prefix search, fuzzy 0.2 (one edit per five letters),
// AND across the words, and the same Danish folding as ours as processTerm. No compound splitting:
// MiniSearch matches terms from their start only.
import MiniSearch from 'minisearch';
import type { SearchDoc } from '../../../core/search/engine.js';
import { foldWord } from '../../../core/search/normalize.js';
import { WARM_UP_QUERIES, type BenchEngine } from './types.js';

interface Row {
  id: number;
  name: string;
  brand: string;
  group: string;
  ids: string;
}

export function minisearchEngine(): BenchEngine {
  let ms: MiniSearch<Row> | null = null;
  return {
    name: 'minisearch',
    config:
      "MiniSearch 7.2: fields name/brand/group/ids, boost {name: 3, brand: 2, group: 1, ids: 4}, prefix: true, fuzzy: 0.2, " +
      "combineWith: 'AND', processTerm = Danish folding (same as ours), default tokenizer",
    build(docs: readonly SearchDoc[]) {
      ms = new MiniSearch<Row>({
        fields: ['name', 'brand', 'group', 'ids'],
        storeFields: [],
        processTerm: (term) => foldWord(term) || null,
        searchOptions: { boost: { name: 3, brand: 2, group: 1, ids: 4 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
      });
      ms.addAll(
        docs.map((d, i) => ({ id: i, name: d.name, brand: d.brand, group: d.group, ids: `${d.productId} ${d.customerProductNumber}` })),
      );
    },
    warm() {
      for (const q of WARM_UP_QUERIES) this.page(q, 30);
    },
    page(q, limit) {
      const results = ms!.search(q);
      return { docs: results.slice(0, limit).map((r) => r.id as number), total: results.length };
    },
  };
}
