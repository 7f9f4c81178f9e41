// The catalogue search that runs in the Web Worker (issue 3 §3, spec §4): Danish folding, parts of
// compound words, one typo, several words combined, exact product ids and customer numbers, and
// suggestions from the same index. Pure TypeScript without dependencies, so it runs in a worker,
// in Node and in the tests alike. Why this and not MiniSearch or FlexSearch:
// docs/decisions/005-search-engine.md.
//
// Layout: products are renumbered in "tie order" (shorter names first, then catalogue order), so
// any list of matches kept in ascending internal number is already in tie order. Every distinct
// folded word gets a term id; each term has a posting list of (product << 2 | field) in typed
// arrays. A query word is matched against the vocabulary once (vocabulary.ts), the matched terms'
// postings give each product the word's best score, the words are intersected (AND), and the
// matches are ordered by counting sorts (rank.ts).
import { searchTerms, splitWords, foldWord } from './normalize.js';
import { createRankScratch, rankMatches, type RankScratch } from './rank.js';
import {
  FIELD_BRAND,
  FIELD_GROUP,
  FIELD_NAME,
  FIELD_NAME_FIRST,
  MATCH_EXACT,
  MATCH_KINDS,
  MATCH_PREFIX,
  MAX_QUERY_WORDS,
  MAX_SCORE,
  MIN_ID_PREFIX,
  SCORE,
  SCORE_ID_EXACT,
  SCORE_ID_PREFIX,
} from './scores.js';
import { IdLookup } from './id-lookup.js';
import { Vocabulary } from './vocabulary.js';

export interface SearchDoc {
  productId: string;
  /** The customer's own product number; '' when the customer has none for this product. */
  customerProductNumber: string;
  name: string;
  brand: string;
  /** Posting group name and id. */
  group: string;
  groupId: string;
}

export interface SearchHit {
  /** Index into the docs array the index was built from. */
  doc: number;
  score: number;
}

export interface SearchSuggestionHit {
  searchTerm: string;
  group: string;
  groupId: string;
}

export interface SearchPage {
  /** How many products match in all. */
  total: number;
  hits: SearchHit[];
}

export interface SearchIndex {
  readonly size: number;
  /** All matching docs, best first (ties: keep doc order). Empty/whitespace text -> []. */
  search(text: string, options?: { limit?: number; offset?: number }): SearchHit[];
  /**
   * One page of the matches and their total: what the worker answers per keystroke. The ordering
   * of the last query is kept, so the next page of the same text costs no new search.
   */
  searchPage(text: string, offset: number, limit: number): SearchPage;
  /** Suggestions for the header search bar: (term, group) pairs, see below. */
  suggest(text: string, max?: number): SearchSuggestionHit[];
  /**
   * Optional, after the build and before the first keystroke (the worker's idle time): computes
   * the one-letter queries — the first key of every search and the most expensive — and runs the
   * search path once, so the first keystrokes answer at full speed. Returns nothing; results unchanged.
   */
  warm(): void;
}

/** What warm() types: every first letter a Danish product list can start with, and digits. */
const WARM_LETTERS = 'abcdefghijklmnopqrstuvwxyzæøå0123456789';
/** Plus one query per code path: several words, a typo, a compound part, an id prefix. */
const WARM_QUERIES = ['hakket okse', 'kylingebryst', 'maelk', 'smor', '1000'];

/** The (term, group) suggestions: the phrase itself, then words starting with it, then others. */
const SUGGEST_EQUAL = 0;
const SUGGEST_PREFIX = 1;
const SUGGEST_OTHER = 2;
const DEFAULT_SUGGESTIONS = 8;
/** Word results kept for the next keystrokes: the earlier words of a query repeat on every key. */
const WORD_CACHE_SIZE = 8;
/** Above this share of the catalogue, collecting a word's matches scans instead of sorting. */
const SCAN_SHARE = 8;

/** A word's (or a query's) matches: products ascending in tie order, with their scores. */
interface WordResult {
  docs: Int32Array;
  scores: Int32Array;
  count: number;
}

/** A growable Int32 list for the build. */
class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  /** Adds (term << 2 | field) unless the entries from `start` on already hold the term. */
  pushUnique(start: number, term: number, field: number): void {
    for (let i = start; i < this.length; i++) if (this.data[i]! >>> 2 === term) return;
    this.push((term << 2) | field);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

class CatalogueIndex implements SearchIndex {
  readonly size: number;
  /** Internal number -> index into docs. */
  private readonly order: Int32Array;
  /** Internal number -> id of the product's name (same name, same key): turns in rank.ts. */
  private readonly nameKey: Int32Array;
  /** Internal number -> index into groups. */
  private readonly docGroup: Uint16Array;
  private readonly groups: { id: string; name: string }[] = [];
  private readonly vocab: Vocabulary;
  /** Per term: the first spelling seen, lower-case, as suggestions show it ('letmælk'). */
  private readonly display: string[] = [];
  /** Per term: its postings, (internal number << 2 | field), ascending. */
  private readonly postStart: Int32Array;
  private readonly postings: Int32Array;
  /** Per internal number: its terms as (term << 2 | field). */
  private readonly docTermStart: Int32Array;
  private readonly docTerms: Int32Array;
  /** Per term: the groups whose products carry it in their name, and how many products. */
  private readonly termGroupStart: Int32Array;
  private readonly termGroup: Int32Array;
  private readonly termGroupCount: Int32Array;
  private readonly ids = new IdLookup();

  // Scratch, allocated once: a keystroke allocates nothing in proportion to the catalogue. The
  // last word of a query (the one being typed) is matched into one of two slots, so the previous
  // keystroke's last word is still at hand when a space makes it an earlier word; earlier words
  // are kept in a small LRU of exact-size copies.
  private readonly wordScore: Uint16Array;
  private readonly touched: Int32Array;
  private readonly slots: WordResult[];
  private readonly slotKeys: (string | null)[] = [null, null];
  private lastWord: string | null = null;
  private readonly wordCache = new Map<string, WordResult>();
  /** One-letter words match the most products and start every query: kept once computed. */
  private readonly letterCache = new Map<string, WordResult>();
  private readonly acc: WordResult;
  private readonly rankedDocs: Int32Array;
  private readonly rankedScores: Int32Array;
  private readonly rankScratch: RankScratch;
  /** The current query: its key, its matches (tie order), exact-id products, how many are ranked. */
  private matchKey: string | null = null;
  private matches: WordResult;
  private exact: readonly number[] = [];
  private ranked = 0;

  constructor(docs: readonly SearchDoc[]) {
    const n = docs.length;
    this.size = n;

    // Tie order: a stable counting sort on name length.
    const maxLen = 255;
    const lenHist = new Int32Array(maxLen + 2);
    for (let i = 0; i < n; i++) lenHist[Math.min(docs[i]!.name.length, maxLen) + 1]!++;
    for (let l = 1; l <= maxLen + 1; l++) lenHist[l]! += lenHist[l - 1]!;
    this.order = new Int32Array(n);
    for (let i = 0; i < n; i++) this.order[lenHist[Math.min(docs[i]!.name.length, maxLen)]!++] = i;

    // Terms. Names, brands and groups repeat across a catalogue, so each distinct string is split
    // and folded once.
    const termOf = new Map<string, number>();
    const rawTerm = new Map<string, number>();
    const terms: string[] = [];
    const termFor = (raw: string): number => {
      let id = rawTerm.get(raw);
      if (id !== undefined) return id;
      const folded = foldWord(raw);
      id = folded ? termOf.get(folded) : -1;
      if (id === undefined) {
        id = terms.length;
        terms.push(folded);
        this.display.push(raw);
        termOf.set(folded, id);
      }
      rawTerm.set(raw, id);
      return id;
    };
    const termsOf = (text: string): number[] => {
      const out: number[] = [];
      for (const raw of splitWords(text)) {
        const id = termFor(raw);
        if (id >= 0) out.push(id);
      }
      return out;
    };
    const nameCache = new Map<string, { key: number; terms: number[] }>();
    const brandCache = new Map<string, number[]>();
    const groupCache = new Map<string, { index: number; terms: number[] }>();

    this.nameKey = new Int32Array(n);
    this.docGroup = new Uint16Array(n);
    this.docTermStart = new Int32Array(n + 1);
    const docTerms = new IntList(n * 10);
    for (let d = 0; d < n; d++) {
      const doc = docs[this.order[d]!]!;
      let name = nameCache.get(doc.name);
      if (!name) {
        name = { key: nameCache.size, terms: termsOf(doc.name) };
        nameCache.set(doc.name, name);
      }
      let brand = brandCache.get(doc.brand);
      if (!brand) {
        brand = termsOf(doc.brand);
        brandCache.set(doc.brand, brand);
      }
      let group = groupCache.get(doc.groupId);
      if (!group) {
        group = { index: this.groups.length, terms: termsOf(doc.group) };
        this.groups.push({ id: doc.groupId, name: doc.group });
        groupCache.set(doc.groupId, group);
      }
      this.nameKey[d] = name.key;
      this.docGroup[d] = group.index;
      const start = docTerms.length;
      this.docTermStart[d] = start;
      // Fields in rank order; a term the product already has in a better field is not added again.
      const nameTerms = name.terms;
      for (let i = 0; i < nameTerms.length; i++) docTerms.pushUnique(start, nameTerms[i]!, i === 0 ? FIELD_NAME_FIRST : FIELD_NAME);
      for (let i = 0; i < brand.length; i++) docTerms.pushUnique(start, brand[i]!, FIELD_BRAND);
      for (let i = 0; i < group.terms.length; i++) docTerms.pushUnique(start, group.terms[i]!, FIELD_GROUP);
      this.ids.add(doc.productId, d);
      this.ids.add(doc.customerProductNumber, d);
    }
    this.docTermStart[n] = docTerms.length;
    this.docTerms = docTerms.data.slice(0, docTerms.length);
    this.vocab = new Vocabulary(terms);
    this.ids.seal();

    // Postings, filled in internal order so each list is ascending (= tie order).
    const v = terms.length;
    this.postStart = new Int32Array(v + 1);
    const dt = this.docTerms;
    for (let i = 0; i < dt.length; i++) this.postStart[(dt[i]! >>> 2) + 1]!++;
    for (let t = 0; t < v; t++) this.postStart[t + 1]! += this.postStart[t]!;
    this.postings = new Int32Array(dt.length);
    const fill = this.postStart.slice(0, v);
    for (let d = 0; d < n; d++) {
      for (let i = this.docTermStart[d]!, end = this.docTermStart[d + 1]!; i < end; i++) {
        const e = dt[i]!;
        this.postings[fill[e >>> 2]!++] = (d << 2) | (e & 3);
      }
    }

    // Per term and group, how many products carry the term in their name (for suggestions).
    const groupCount = new Int32Array(this.groups.length);
    this.termGroupStart = new Int32Array(v + 1);
    const tgGroup = new IntList(v * 2);
    const tgCount = new IntList(v * 2);
    for (let t = 0; t < v; t++) {
      this.termGroupStart[t] = tgGroup.length;
      for (let i = this.postStart[t]!, end = this.postStart[t + 1]!; i < end; i++) {
        const p = this.postings[i]!;
        if ((p & 3) <= FIELD_NAME) groupCount[this.docGroup[p >>> 2]!]!++;
      }
      for (let g = 0; g < groupCount.length; g++) {
        if (groupCount[g]! > 0) {
          tgGroup.push(g);
          tgCount.push(groupCount[g]!);
          groupCount[g] = 0;
        }
      }
    }
    this.termGroupStart[v] = tgGroup.length;
    this.termGroup = tgGroup.data.slice(0, tgGroup.length);
    this.termGroupCount = tgCount.data.slice(0, tgCount.length);

    this.wordScore = new Uint16Array(n);
    this.touched = new Int32Array(n);
    const buffer = (): WordResult => ({ docs: new Int32Array(n), scores: new Int32Array(n), count: 0 });
    this.slots = [buffer(), buffer()];
    this.acc = buffer();
    this.matches = this.acc;
    this.rankedDocs = new Int32Array(n);
    this.rankedScores = new Int32Array(n);
    this.rankScratch = createRankScratch(MAX_SCORE, n, nameCache.size);
  }

  /** A word's matches: from the LRU, from one of the two slots, or computed into a slot. */
  private wordResult(q: string, last: boolean): WordResult {
    if (q.length === 1) {
      let letter = this.letterCache.get(q);
      if (!letter) {
        this.matchWord(q, this.acc);
        letter = this.copyOf(this.acc);
        this.letterCache.set(q, letter);
      }
      return letter;
    }
    const cached = this.wordCache.get(q);
    if (cached) {
      this.wordCache.delete(q);
      this.wordCache.set(q, cached);
      return cached;
    }
    let slot = this.slotKeys.indexOf(q);
    if (slot < 0) {
      // The slot that does not hold the previous keystroke's last word.
      slot = this.slotKeys[0] === this.lastWord ? 1 : 0;
      this.matchWord(q, this.slots[slot]!);
      this.slotKeys[slot] = q;
    }
    if (!last) return this.remember(q, this.slots[slot]!);
    this.lastWord = q;
    return this.slots[slot]!;
  }

  private copyOf(from: WordResult): WordResult {
    return { docs: from.docs.slice(0, from.count), scores: from.scores.slice(0, from.count), count: from.count };
  }

  /** Keeps an exact-size copy of an earlier word's matches in the LRU. */
  private remember(q: string, from: WordResult): WordResult {
    const copy = this.copyOf(from);
    this.wordCache.set(q, copy);
    if (this.wordCache.size > WORD_CACHE_SIZE) this.wordCache.delete(this.wordCache.keys().next().value!);
    return copy;
  }

  /** Every product the folded word matches, ascending internal number, with its best score. */
  private matchWord(q: string, into: WordResult): void {
    const { wordScore, touched, postings, postStart } = this;
    const score = SCORE;
    const kinds = MATCH_KINDS;
    let count = 0;
    const m = this.vocab.match(q);
    for (let j = 0; j < m.terms.length; j++) {
      const term = m.terms[j]!;
      const kind = m.kinds[j]!;
      for (let i = postStart[term]!, end = postStart[term + 1]!; i < end; i++) {
        const p = postings[i]!;
        const d = p >>> 2;
        const s = score[(p & 3) * kinds + kind]!;
        const cur = wordScore[d]!;
        if (cur === 0) touched[count++] = d;
        if (s > cur) wordScore[d] = s;
      }
    }
    count = this.matchIds(q, count);

    // Ascending internal number: scan when the word matches much of the catalogue, else sort.
    const { docs, scores } = into;
    if (count * SCAN_SHARE > this.size) {
      for (let d = 0, k = 0; k < count; d++) {
        const s = wordScore[d]!;
        if (s) {
          docs[k] = d;
          scores[k++] = s;
          wordScore[d] = 0;
        }
      }
    } else {
      const list = touched.subarray(0, count).sort();
      for (let k = 0; k < count; k++) {
        const d = list[k]!;
        docs[k] = d;
        scores[k] = wordScore[d]!;
        wordScore[d] = 0;
      }
    }
    into.count = count;
  }

  /**
   * Credits the products whose id or customer number equals or starts with q; returns the new
   * count of touched products. Apart from matchWord's loop, so that loop keeps `count` in a
   * register instead of a closure's context.
   */
  private matchIds(q: string, count: number): number {
    const { wordScore, touched } = this;
    const credit = (d: number, s: number): void => {
      const cur = wordScore[d]!;
      if (cur === 0) touched[count++] = d;
      if (s > cur) wordScore[d] = s;
    };
    for (const d of this.ids.exact(q)) credit(d, SCORE_ID_EXACT);
    if (q.length >= MIN_ID_PREFIX) this.ids.eachLongerWithPrefix(q, (d) => credit(d, SCORE_ID_PREFIX));
    return count;
  }

  /** Finds the query's matches (not yet ordered); returns the total. */
  private run(text: string): number {
    const words = [...new Set(searchTerms(text))].slice(0, MAX_QUERY_WORDS);
    const key = words.join(' ');
    if (key === this.matchKey) return this.total();
    this.matchKey = key;
    this.ranked = 0;
    this.exact = words.length > 0 ? this.ids.exact(key) : [];
    if (words.length === 0) {
      this.acc.count = 0;
      this.matches = this.acc;
      return 0;
    }
    const results = words.map((w, i) => this.wordResult(w, i === words.length - 1)).sort((a, b) => a.count - b.count);
    if (results.length === 1) {
      this.matches = results[0]!;
      return this.total();
    }
    // AND: start from the word with the fewest matches and intersect the others into it.
    const acc = this.acc;
    const first = results[0]!;
    let count = first.count;
    acc.docs.set(first.docs.subarray(0, count));
    acc.scores.set(first.scores.subarray(0, count));
    for (let r = 1; r < results.length && count > 0; r++) {
      const { docs, scores, count: other } = results[r]!;
      let kept = 0;
      let j = 0;
      for (let i = 0; i < count; i++) {
        const d = acc.docs[i]!;
        while (j < other && docs[j]! < d) j++;
        if (j === other) break;
        if (docs[j] === d) {
          acc.docs[kept] = d;
          acc.scores[kept++] = acc.scores[i]! + scores[j]!;
        }
      }
      count = kept;
    }
    acc.count = count;
    this.matches = acc;
    return this.total();
  }

  /** The matches plus exact-id products the words alone do not find. */
  private total(): number {
    let extra = 0;
    for (const d of this.exact) if (!this.isMatch(d)) extra++;
    return this.matches.count + extra;
  }

  private isMatch(d: number): boolean {
    const { docs, count } = this.matches;
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (docs[mid]! < d) lo = mid + 1;
      else hi = mid;
    }
    return lo < count && docs[lo] === d;
  }

  /** Orders at least the first `upTo` matches (all of them if fewer). */
  private rank(upTo: number): void {
    const { docs, scores, count } = this.matches;
    if (this.ranked >= Math.min(upTo, count)) return;
    // The first request orders only what it shows; a later page orders everything once, so
    // scrolling on costs nothing more.
    const limit = this.ranked > 0 ? count : upTo;
    this.ranked = rankMatches(docs, scores, count, limit, this.nameKey, this.rankScratch, this.rankedDocs, this.rankedScores);
  }

  /**
   * Results from..to as hits. A query that is exactly a product id or customer number puts that
   * product first (§3), whatever its words scored.
   */
  private hits(from: number, to: number): SearchHit[] {
    const hits: SearchHit[] = [];
    if (to <= from) return hits;
    this.rank(to);
    const exact = this.exact;
    let i = 0;
    for (; i < exact.length && i < to; i++) if (i >= from) hits.push({ doc: this.order[exact[i]!]!, score: MAX_SCORE });
    for (let r = 0; i < to && r < this.ranked; r++) {
      const d = this.rankedDocs[r]!;
      if (exact.length > 0 && exact.includes(d)) continue;
      if (i >= from) hits.push({ doc: this.order[d]!, score: this.rankedScores[r]! });
      i++;
    }
    return hits;
  }

  search(text: string, options: { limit?: number; offset?: number } = {}): SearchHit[] {
    const total = this.run(text);
    const from = Math.max(0, Math.min(total, Math.floor(options.offset ?? 0)));
    const to = options.limit === undefined ? total : Math.min(total, from + Math.max(0, Math.floor(options.limit)));
    return this.hits(from, to);
  }

  searchPage(text: string, offset: number, limit: number): SearchPage {
    const total = this.run(text);
    const from = Math.max(0, Math.min(total, Math.floor(offset)));
    return { total, hits: this.hits(from, Math.min(total, from + Math.max(0, Math.floor(limit)))) };
  }

  warm(): void {
    for (const letter of WARM_LETTERS) this.searchPage(letter, 0, 30);
    for (const q of WARM_QUERIES) {
      this.searchPage(q, 0, 30);
      this.suggest(q);
    }
    this.matchKey = null;
  }

  suggest(text: string, max: number = DEFAULT_SUGGESTIONS): SearchSuggestionHit[] {
    const raw = splitWords(text).filter((w) => foldWord(w));
    const words = raw.map(foldWord).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0 || max <= 0) return [];
    const last = words[words.length - 1]!;
    const lead = raw.slice(0, words.length - 1).join(' ');
    const m = this.vocab.match(last);
    const rankOf = new Map<number, number>();
    m.terms.forEach((t, i) => {
      const kind = m.kinds[i]!;
      rankOf.set(t, kind === MATCH_EXACT ? SUGGEST_EQUAL : kind === MATCH_PREFIX ? SUGGEST_PREFIX : SUGGEST_OTHER);
    });

    // Count (term, group) pairs: from the precomputed table for one word; among the products that
    // match the whole phrase for several words, so 'øko mæl' suggests only what exists organic.
    const pairs = new Map<number, { term: number; group: number; count: number }>();
    const groupCount = this.groups.length;
    const addPair = (term: number, group: number, count: number): void => {
      const key = term * groupCount + group;
      const known = pairs.get(key);
      if (known) known.count += count;
      else pairs.set(key, { term, group, count });
    };
    if (words.length === 1) {
      for (const t of m.terms) {
        for (let i = this.termGroupStart[t]!; i < this.termGroupStart[t + 1]!; i++) addPair(t, this.termGroup[i]!, this.termGroupCount[i]!);
      }
    } else {
      this.run(text);
      const { docs, count } = this.matches;
      for (let i = 0; i < count; i++) {
        const d = docs[i]!;
        for (let j = this.docTermStart[d]!; j < this.docTermStart[d + 1]!; j++) {
          const e = this.docTerms[j]!;
          if ((e & 3) <= FIELD_NAME && rankOf.has(e >>> 2)) addPair(e >>> 2, this.docGroup[d]!, 1);
        }
      }
    }
    return [...pairs.values()]
      .filter((p) => p.count > 0)
      .sort((a, b) => {
        const ra = rankOf.get(a.term)!;
        const rb = rankOf.get(b.term)!;
        if (ra !== rb) return ra - rb;
        if (a.count !== b.count) return b.count - a.count;
        const da = this.display[a.term]!;
        const db = this.display[b.term]!;
        return da < db ? -1 : da > db ? 1 : a.group - b.group;
      })
      .slice(0, max)
      .map((p) => {
        const group = this.groups[p.group]!;
        const term = this.display[p.term]!;
        return { searchTerm: lead ? `${lead} ${term}` : term, group: group.name, groupId: group.id };
      });
  }
}

/** Builds the in-memory index over the customer's catalogue; docs keep their array positions. */
export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  return new CatalogueIndex(docs);
}
