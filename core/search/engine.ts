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
import { searchKey, splitWords, foldWord } from './normalize.js';
import { createRankScratch, rankMatches, type RankScratch } from './rank.js';
import {
  FIELD_NAME,
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
import { buildTables } from './build.js';
import type { IdLookup } from './id-lookup.js';
import { Vocabulary } from './vocabulary.js';
import type { SearchDoc } from './search-doc.js';

// Re-exported: callers keep importing the document type from the engine.
export type { SearchDoc } from './search-doc.js';

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
  /**
   * All matching docs, best first, as doc indexes in a new Int32Array: the same order as search()
   * without an object per hit — for filtering, facets and sorting in the worker.
   */
  searchDocs(text: string): Int32Array;
  /** Suggestions for the header search bar: (term, group) pairs, see below. */
  suggest(text: string, max?: number): SearchSuggestionHit[];
  /**
   * The letters most likely typed next: those that continue the text's last word into catalogue
   * words, the ones leading to the most products first (at most `max`); for a word that continues
   * none (a typo), the letters that most often follow its last letter in catalogue words. The worker searches them
   * ahead while the user reads, so the next keystroke's results are on the page before it is typed.
   */
  nextLetters(text: string, max: number): string[];
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
/**
 * Earlier words kept for the next keystrokes (they repeat on every key). As many as a query has
 * words, so one query never evicts its own words; buffers are reused, not reallocated, so typing
 * leaves no garbage behind to collect.
 */
const WORD_CACHE_SIZE = MAX_QUERY_WORDS;

/** A word's (or a query's) matches: products ascending in tie order, with their scores. */
interface WordResult {
  docs: Int32Array;
  scores: Int32Array;
  count: number;
}

class CatalogueIndex implements SearchIndex {
  readonly size: number;
  /** Internal number -> index into docs. */
  private readonly order: Int32Array;
  /** Internal number -> id of the product's name (same name, same key): turns in rank.ts. */
  private readonly nameKey: Int32Array;
  /** Internal number -> index into groups. */
  private readonly docGroup: Uint16Array;
  private readonly groups: { id: string; name: string }[];
  private readonly vocab: Vocabulary;
  /** Per term: the first spelling seen, lower-case, as suggestions show it ('letmælk'). */
  private readonly display: string[];
  /** Per term: its postings, (internal number << 2 | field), ascending. */
  private readonly postStart: Int32Array;
  private readonly postings: Int32Array;
  /** Per doc (docs-array index): its terms as (term << 2 | field). */
  private readonly docTermStart: Int32Array;
  private readonly docTerms: Int32Array;
  /** Per term: the groups whose products carry it in their name, and how many products. */
  private readonly termGroupStart: Int32Array;
  private readonly termGroup: Int32Array;
  private readonly termGroupCount: Int32Array;
  private readonly ids: IdLookup;

  // Scratch, allocated once: a keystroke allocates nothing in proportion to the catalogue. The
  // last word of a query (the one being typed) is matched into one of two slots, so the previous
  // keystroke's last word is still at hand when a space makes it an earlier word; earlier words
  // are kept in an LRU whose buffers are reused.
  private readonly wordScore: Uint16Array;
  /** Bitmap of the products the current word has touched. */
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
    const t = buildTables(docs);
    this.order = t.order;
    this.nameKey = t.nameKey;
    this.docGroup = t.docGroup;
    this.groups = t.groups;
    this.vocab = new Vocabulary(t.terms);
    this.display = t.display;
    this.postStart = t.postStart;
    this.postings = t.postings;
    this.docTermStart = t.docTermStart;
    this.docTerms = t.docTerms;
    this.termGroupStart = t.termGroupStart;
    this.termGroup = t.termGroup;
    this.termGroupCount = t.termGroupCount;
    this.ids = t.ids;

    this.wordScore = new Uint16Array(n);
    this.touched = new Int32Array((n + 31) >>> 5);
    const buffer = (): WordResult => ({ docs: new Int32Array(n), scores: new Int32Array(n), count: 0 });
    this.slots = [buffer(), buffer()];
    this.acc = buffer();
    this.matches = this.acc;
    this.rankedDocs = new Int32Array(n);
    this.rankedScores = new Int32Array(n);
    this.rankScratch = createRankScratch(MAX_SCORE, n, t.nameKeyCount);
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

  /** Keeps a copy of an earlier word's matches in the LRU. */
  private remember(q: string, from: WordResult): WordResult {
    let buffer: WordResult;
    if (this.wordCache.size < WORD_CACHE_SIZE) {
      buffer = { docs: new Int32Array(this.size), scores: new Int32Array(this.size), count: 0 };
    } else {
      // Reuse the least recently used word's buffer (Map keeps insertion order; a hit re-inserts).
      const [oldest, reused] = this.wordCache.entries().next().value!;
      this.wordCache.delete(oldest);
      buffer = reused;
    }
    buffer.docs.set(from.docs.subarray(0, from.count));
    buffer.scores.set(from.scores.subarray(0, from.count));
    buffer.count = from.count;
    this.wordCache.set(q, buffer);
    return buffer;
  }

  /** Every product the folded word matches, ascending internal number, with its best score. */
  private matchWord(q: string, into: WordResult): void {
    const { wordScore, touched, postings, postStart } = this;
    const score = SCORE;
    const kinds = MATCH_KINDS;
    const m = this.vocab.match(q);
    for (let j = 0; j < m.terms.length; j++) {
      const term = m.terms[j]!;
      const kind = m.kinds[j]!;
      for (let i = postStart[term]!, end = postStart[term + 1]!; i < end; i++) {
        const p = postings[i]!;
        const d = p >>> 2;
        const s = score[(p & 3) * kinds + kind]!;
        const cur = wordScore[d]!;
        if (cur === 0) touched[d >>> 5]! |= 1 << (d & 31);
        if (s > cur) wordScore[d] = s;
      }
    }
    this.matchIds(q);

    // Ascending internal number from the bitmap of touched products: one pass over n/32 words
    // plus one step per match, where sorting a list of them would cost k log k.
    const { docs, scores } = into;
    let k = 0;
    for (let w = 0; w < touched.length; w++) {
      let bits = touched[w]!;
      if (bits === 0) continue;
      touched[w] = 0;
      const base = w << 5;
      while (bits !== 0) {
        const low = bits & -bits;
        const d = base + 31 - Math.clz32(low);
        docs[k] = d;
        scores[k++] = wordScore[d]!;
        wordScore[d] = 0;
        bits ^= low;
      }
    }
    into.count = k;
  }

  /** Credits the products whose id or customer number equals or starts with q. */
  private matchIds(q: string): void {
    const { wordScore, touched } = this;
    const credit = (d: number, s: number): void => {
      const cur = wordScore[d]!;
      if (cur === 0) touched[d >>> 5]! |= 1 << (d & 31);
      if (s > cur) wordScore[d] = s;
    };
    for (const d of this.ids.exact(q)) credit(d, SCORE_ID_EXACT);
    if (q.length >= MIN_ID_PREFIX) this.ids.eachLongerWithPrefix(q, (d) => credit(d, SCORE_ID_PREFIX));
  }

  /** Finds the query's matches (not yet ordered); returns the total. */
  private run(text: string): number {
    const key = searchKey(text);
    const words = key === '' ? [] : key.split(' ');
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

  searchDocs(text: string): Int32Array {
    const total = this.run(text);
    const out = new Int32Array(total);
    if (total === 0) return out;
    this.rank(total);
    const exact = this.exact;
    let i = 0;
    for (; i < exact.length; i++) out[i] = this.order[exact[i]!]!;
    for (let r = 0; i < total && r < this.ranked; r++) {
      const d = this.rankedDocs[r]!;
      if (exact.length > 0 && exact.includes(d)) continue;
      out[i++] = this.order[d]!;
    }
    return out;
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

  nextLetters(text: string, max: number): string[] {
    // After a space or a sign the last word is finished; any letter may start the next one.
    if (!/[\p{L}\p{N}]$/u.test(text)) return [];
    const words = searchKey(text).split(' ');
    const last = words[words.length - 1]!;
    if (last === '' || max <= 0) return [];
    const weights = new Map<string, number>();
    let complete = false; // the word itself is a catalogue word: the user is likely done with it
    this.vocab.eachWithPrefix(last, (term, word) => {
      if (word.length <= last.length) {
        complete = true;
        return;
      }
      let products = 1; // a brand or group word counts too, less than a product name's word
      for (let i = this.termGroupStart[term]!; i < this.termGroupStart[term + 1]!; i++) products += this.termGroupCount[i]!;
      const next = word[last.length]!;
      weights.set(next, (weights.get(next) ?? 0) + products);
    });
    const letters = [...weights]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, max)
      .map(([letter]) => letter);
    // A word that continues no catalogue word is usually misspelt ("mozar", "kylingebry") and the
    // user goes on typing it: guess from the letters that usually follow its last letter.
    if (weights.size === 0 && !complete) {
      for (const letter of this.vocab.lettersAfter(last[last.length - 1]!)) {
        if (letters.length >= max) break;
        letters.push(letter);
      }
    }
    return letters;
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
        const doc = this.order[d]!;
        for (let j = this.docTermStart[doc]!; j < this.docTermStart[doc + 1]!; j++) {
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
