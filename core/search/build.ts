// Builds the index tables of engine.ts from the catalogue (issue 3 §3; 50,000 products in well under
// the 300 ms budget). The build runs once per catalogue, cold — before the JIT has seen the code —
// so each pass is its own small function over typed arrays, the docs are read once and in order,
// and every distinct name, brand and group is split and folded once.
import { IdLookup } from './id-lookup.js';
import { foldWord, splitWords } from './normalize.js';
import { FIELD_BRAND, FIELD_GROUP, FIELD_NAME, FIELD_NAME_FIRST } from './scores.js';
import type { SearchDoc } from './search-doc.js';

export interface IndexTables {
  /** Internal number -> index into docs. Internal numbers are in tie order: shorter names first. */
  order: Int32Array;
  /** Internal number -> the product's name key (same name string, same key). */
  nameKey: Int32Array;
  nameKeyCount: number;
  /** Internal number -> index into groups. */
  docGroup: Uint16Array;
  groups: { id: string; name: string }[];
  /** Folded words by term id, and the first spelling seen (lower-case) for suggestions. */
  terms: string[];
  display: string[];
  /** Per doc (docs-array index): its terms as (term << 2 | field). */
  docTermStart: Int32Array;
  docTerms: Int32Array;
  /** Per term: its postings (internal number << 2 | field), ascending. */
  postStart: Int32Array;
  postings: Int32Array;
  /** Per term: the groups whose products carry it in their name, and how many products. */
  termGroupStart: Int32Array;
  termGroup: Int32Array;
  termGroupCount: Int32Array;
  ids: IdLookup;
}

/** Internal numbering: a stable counting sort of the docs by name length. */
function tieOrder(docs: readonly SearchDoc[]): Int32Array {
  const n = docs.length;
  const maxLen = 255;
  const lengths = new Uint8Array(n);
  const hist = new Int32Array(maxLen + 2);
  for (let i = 0; i < n; i++) {
    const l = Math.min(docs[i]!.name.length, maxLen);
    lengths[i] = l;
    hist[l + 1]!++;
  }
  for (let l = 1; l <= maxLen + 1; l++) hist[l]! += hist[l - 1]!;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[hist[lengths[i]!]!++] = i;
  return order;
}

/** Interns folded words; each raw spelling is folded once. */
class TermTable {
  readonly terms: string[] = [];
  readonly display: string[] = [];
  private readonly byFolded = new Map<string, number>();
  private readonly byRaw = new Map<string, number>();

  /** Term ids of a text's words (words that fold to nothing are dropped). */
  of(text: string): Int32Array {
    const words = splitWords(text);
    const out: number[] = [];
    for (const raw of words) {
      let id = this.byRaw.get(raw);
      if (id === undefined) {
        const folded = foldWord(raw);
        id = folded ? this.byFolded.get(folded) : -1;
        if (id === undefined) {
          id = this.terms.length;
          this.terms.push(folded);
          this.display.push(raw);
          this.byFolded.set(folded, id);
        }
        this.byRaw.set(raw, id);
      }
      if (id >= 0) out.push(id);
    }
    return Int32Array.from(out);
  }
}

interface DocTermsResult {
  docTermStart: Int32Array;
  docTerms: Int32Array;
  /** Per doc (docs-array index). */
  nameKeyOf: Int32Array;
  groupOf: Uint16Array;
  nameKeyCount: number;
  groups: { id: string; name: string }[];
}

/** Appends (term << 2 | field) unless the doc's entries from `start` on already hold the term. */
function pushUnique(out: Int32Array, start: number, end: number, term: number, field: number): number {
  for (let i = start; i < end; i++) if (out[i]! >>> 2 === term) return end;
  out[end] = (term << 2) | field;
  return end + 1;
}

/** Each doc's terms, in docs order; fields in rank order, so a term keeps its best field. */
function collectDocTerms(docs: readonly SearchDoc[], table: TermTable): DocTermsResult {
  const n = docs.length;
  const names = new Map<string, { key: number; terms: Int32Array }>();
  const brands = new Map<string, Int32Array>();
  const groupIndex = new Map<string, { index: number; terms: Int32Array }>();
  const groups: { id: string; name: string }[] = [];
  const docTermStart = new Int32Array(n + 1);
  const nameKeyOf = new Int32Array(n);
  const groupOf = new Uint16Array(n);
  let out = new Int32Array(Math.max(64, n * 12));
  let len = 0;
  for (let d = 0; d < n; d++) {
    const doc = docs[d]!;
    let name = names.get(doc.name);
    if (name === undefined) {
      name = { key: names.size, terms: table.of(doc.name) };
      names.set(doc.name, name);
    }
    let brand = brands.get(doc.brand);
    if (brand === undefined) {
      brand = table.of(doc.brand);
      brands.set(doc.brand, brand);
    }
    let group = groupIndex.get(doc.groupId);
    if (group === undefined) {
      group = { index: groups.length, terms: table.of(doc.group) };
      groups.push({ id: doc.groupId, name: doc.group });
      groupIndex.set(doc.groupId, group);
    }
    nameKeyOf[d] = name.key;
    groupOf[d] = group.index;
    const need = name.terms.length + brand.length + group.terms.length;
    if (len + need > out.length) {
      const bigger = new Int32Array(Math.max(out.length * 2, len + need));
      bigger.set(out);
      out = bigger;
    }
    const start = len;
    docTermStart[d] = start;
    const nt = name.terms;
    for (let i = 0; i < nt.length; i++) len = pushUnique(out, start, len, nt[i]!, i === 0 ? FIELD_NAME_FIRST : FIELD_NAME);
    for (let i = 0; i < brand.length; i++) len = pushUnique(out, start, len, brand[i]!, FIELD_BRAND);
    const gt = group.terms;
    for (let i = 0; i < gt.length; i++) len = pushUnique(out, start, len, gt[i]!, FIELD_GROUP);
  }
  docTermStart[n] = len;
  return { docTermStart, docTerms: out.slice(0, len), nameKeyOf, groupOf, nameKeyCount: names.size, groups };
}

/** Posting lists: filled in internal order, so each list is ascending (= tie order). */
function invert(order: Int32Array, docTermStart: Int32Array, docTerms: Int32Array, termCount: number): { postStart: Int32Array; postings: Int32Array } {
  const postStart = new Int32Array(termCount + 1);
  for (let i = 0; i < docTerms.length; i++) postStart[(docTerms[i]! >>> 2) + 1]!++;
  for (let t = 0; t < termCount; t++) postStart[t + 1]! += postStart[t]!;
  const postings = new Int32Array(docTerms.length);
  const fill = postStart.slice(0, termCount);
  for (let d = 0; d < order.length; d++) {
    const doc = order[d]!;
    for (let i = docTermStart[doc]!, end = docTermStart[doc + 1]!; i < end; i++) {
      const e = docTerms[i]!;
      postings[fill[e >>> 2]!++] = (d << 2) | (e & 3);
    }
  }
  return { postStart, postings };
}

/** Per term and group, how many products carry the term in their name (for suggestions). */
function countTermGroups(
  postStart: Int32Array,
  postings: Int32Array,
  docGroup: Uint16Array,
  groupCount: number,
): { termGroupStart: Int32Array; termGroup: Int32Array; termGroupCount: Int32Array } {
  const termCount = postStart.length - 1;
  const perGroup = new Int32Array(groupCount);
  const termGroupStart = new Int32Array(termCount + 1);
  // At most one pair per posting; usually a few per term.
  const pairGroup = new Int32Array(Math.min(postings.length, termCount * groupCount) + 1);
  const pairCount = new Int32Array(pairGroup.length);
  let pairs = 0;
  for (let t = 0; t < termCount; t++) {
    termGroupStart[t] = pairs;
    for (let i = postStart[t]!, end = postStart[t + 1]!; i < end; i++) {
      const p = postings[i]!;
      if ((p & 3) <= FIELD_NAME) perGroup[docGroup[p >>> 2]!]!++;
    }
    for (let g = 0; g < groupCount; g++) {
      const c = perGroup[g]!;
      if (c > 0) {
        pairGroup[pairs] = g;
        pairCount[pairs++] = c;
        perGroup[g] = 0;
      }
    }
  }
  termGroupStart[termCount] = pairs;
  return { termGroupStart, termGroup: pairGroup.slice(0, pairs), termGroupCount: pairCount.slice(0, pairs) };
}

/** Ids and customer numbers, read in docs order (memory order: far fewer cache misses). */
function collectIds(docs: readonly SearchDoc[], order: Int32Array): IdLookup {
  const ids = new IdLookup();
  const internalOf = new Int32Array(order.length);
  for (let d = 0; d < order.length; d++) internalOf[order[d]!] = d;
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    ids.add(doc.productId, internalOf[i]!);
    ids.add(doc.customerProductNumber, internalOf[i]!);
  }
  ids.seal();
  return ids;
}

export function buildTables(docs: readonly SearchDoc[]): IndexTables {
  const n = docs.length;
  const order = tieOrder(docs);
  const table = new TermTable();
  const perDoc = collectDocTerms(docs, table);
  const nameKey = new Int32Array(n);
  const docGroup = new Uint16Array(n);
  for (let d = 0; d < n; d++) {
    const doc = order[d]!;
    nameKey[d] = perDoc.nameKeyOf[doc]!;
    docGroup[d] = perDoc.groupOf[doc]!;
  }
  const { postStart, postings } = invert(order, perDoc.docTermStart, perDoc.docTerms, table.terms.length);
  return {
    order,
    nameKey,
    nameKeyCount: perDoc.nameKeyCount,
    docGroup,
    groups: perDoc.groups,
    terms: table.terms,
    display: table.display,
    docTermStart: perDoc.docTermStart,
    docTerms: perDoc.docTerms,
    postStart,
    postings,
    ...countTermGroups(postStart, postings, docGroup, perDoc.groups.length),
    ids: collectIds(docs, order),
  };
}
