// FlexSearch 0.8 configured as well as we managed for this task (tried in Node on the quality set:
// LatinBalance/LatinAdvanced/LatinExtra/Normalize encoders, forward/full/reverse tokenizers, one
// combined index or a Document; this was the best): a Document with
//   ids:  'strict' (exact product ids and customer numbers; searched first, so an exact id ranks first),
//   text: name + brand + group, 'forward' (prefixes), LatinAdvanced + our Danish folding,
//         so several words AND across the fields (a Document ANDs words within one field only),
//   name: 'reverse' (suffixes too: the parts of compound words), same encoder.
// Results: ids hits, then text hits, then name hits, without duplicates. FlexSearch has no edit-
// distance typo tolerance; LatinAdvanced's phonetic folding forgives some typos (double letters).
import { Charset, Document, Encoder } from 'flexsearch';
import type { SearchDoc } from '../../../core/search/engine.js';
import { foldText } from '../../../core/search/normalize.js';
import { WARM_UP_QUERIES, type BenchEngine } from './types.js';

const FIELDS = ['ids', 'text', 'name'] as const;

interface Row {
  [key: string]: string | number;
  id: number;
  ids: string;
  text: string;
  name: string;
}

interface FieldResult {
  field: string;
  result: number[];
}

function danishEncoder(): Encoder {
  const encoder = new Encoder({ ...Charset.LatinAdvanced, numeric: false });
  encoder.assign({ normalize: (s: string) => foldText(s) });
  return encoder;
}

export function flexsearchEngine(): BenchEngine {
  let index: Document<Row> | null = null;
  let size = 0;
  return {
    name: 'flexsearch',
    config:
      "FlexSearch 0.8.212 Document: ids 'strict' (Exact charset); text = name+brand+group 'forward' and name 'reverse', " +
      'both LatinAdvanced + Danish folding (as ours), resolution 9; results ids, then text, then name, deduplicated',
    build(docs: readonly SearchDoc[]) {
      size = docs.length;
      index = new Document<Row>({
        document: {
          id: 'id',
          index: [
            { field: 'ids', tokenize: 'strict', encoder: new Encoder({ ...Charset.Exact, numeric: false }) },
            { field: 'text', tokenize: 'forward', encoder: danishEncoder(), resolution: 9 },
            { field: 'name', tokenize: 'reverse', encoder: danishEncoder(), resolution: 9 },
          ],
        },
      });
      docs.forEach((d, i) =>
        index!.add({ id: i, ids: `${d.productId} ${d.customerProductNumber}`, text: `${d.name} ${d.brand} ${d.group}`, name: d.name }),
      );
    },
    warm() {
      for (const q of WARM_UP_QUERIES) this.page(q, 30);
    },
    page(q, limit) {
      const results = index!.search(q, { index: [...FIELDS], limit: size }) as unknown as FieldResult[];
      const seen = new Set<number>();
      const out: number[] = [];
      for (const field of FIELDS) {
        const r = results.find((x) => x.field === field);
        if (!r) continue;
        for (const id of r.result) {
          if (seen.has(id)) continue;
          seen.add(id);
          out.push(id);
        }
      }
      return { docs: out.slice(0, limit), total: out.length };
    },
  };
}
