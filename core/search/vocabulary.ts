// The distinct folded words of a catalogue and how a query word matches them. A catalogue has far
// fewer distinct words than word occurrences, so matching the query word against the vocabulary
// once and then walking the matched words' postings is the cheap order of work.
import { withinOneEdit, withinOneEditOfPrefix } from './fuzzy.js';
import { MATCH_EXACT, MATCH_FUZZY, MATCH_FUZZY_PREFIX, MATCH_INFIX, MATCH_PREFIX, MIN_FUZZY_LENGTH, MIN_INFIX_LENGTH } from './scores.js';

/** Term ids and how each matched; parallel arrays. */
export interface TermMatches {
  terms: number[];
  kinds: number[];
}

const SEPARATOR = '\u0001';
const DIGITS = /^[0-9]+$/;

/** First index in the sorted array whose string is >= q (binary search on code units). */
function lowerBound(sorted: readonly string[], q: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class Vocabulary {
  /** Folded words by term id. */
  readonly terms: readonly string[];
  /** Term ids in code-unit order of their words, so a prefix is one contiguous range. */
  private readonly sortedIds: Int32Array;
  private readonly sortedTerms: string[];
  /** All sorted words in one string, separated by \u0001: one native indexOf finds compound parts. */
  private readonly joined: string;
  /** Offset of each sorted word in `joined`, plus one past the end. */
  private readonly starts: Int32Array;
  /** Scratch: 1 for a term already matched by the current query word. */
  private readonly seen: Uint8Array;

  constructor(terms: readonly string[]) {
    this.terms = terms;
    const ids = Array.from(terms.keys()).sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
    this.sortedIds = Int32Array.from(ids);
    this.sortedTerms = ids.map((id) => terms[id]!);
    this.starts = new Int32Array(ids.length + 1);
    let offset = 1;
    for (let k = 0; k < ids.length; k++) {
      this.starts[k] = offset;
      offset += this.sortedTerms[k]!.length + 1;
    }
    this.starts[ids.length] = offset;
    this.joined = SEPARATOR + this.sortedTerms.join(SEPARATOR) + SEPARATOR;
    this.seen = new Uint8Array(terms.length);
  }

  get size(): number {
    return this.terms.length;
  }

  /** Calls `fn` for every word that starts with `prefix` (its term id and the word), in code-unit order. */
  eachWithPrefix(prefix: string, fn: (term: number, word: string) => void): void {
    const sorted = this.sortedTerms;
    for (let k = lowerBound(sorted, prefix); k < sorted.length && sorted[k]!.startsWith(prefix); k++) fn(this.sortedIds[k]!, sorted[k]!);
  }

  /**
   * The letters that most often follow `letter` inside the vocabulary's words, most frequent first
   * (computed once, on first use). Guesses the next keystroke when the typed word continues no word,
   * as with a typo ("mozar" before "mozarella").
   */
  lettersAfter(letter: string): readonly string[] {
    if (!this.followers) {
      const counts = new Map<string, Map<string, number>>();
      for (const word of this.terms) {
        for (let i = 1; i < word.length; i++) {
          const byNext = counts.get(word[i - 1]!) ?? new Map<string, number>();
          byNext.set(word[i]!, (byNext.get(word[i]!) ?? 0) + 1);
          counts.set(word[i - 1]!, byNext);
        }
      }
      this.followers = new Map(
        [...counts].map(([a, byNext]) => [a, [...byNext].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).map(([b]) => b)]),
      );
    }
    return this.followers.get(letter) ?? [];
  }

  private followers: Map<string, readonly string[]> | null = null;

  /** The sorted position holding the word that contains offset `pos` of `joined`. */
  private sortedAt(pos: number): number {
    let lo = 0;
    let hi = this.sortedTerms.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * Every vocabulary word the folded query word matches, with the best kind of match: equal,
   * starts with it, contains it (a compound part, from MIN_INFIX_LENGTH letters), or one typo away
   * from the word or a prefix of it (from MIN_FUZZY_LENGTH letters). Numbers match exactly or as a
   * prefix only: '250' is a size, and a typo in a number is another number.
   */
  match(q: string): TermMatches {
    const out: TermMatches = { terms: [], kinds: [] };
    if (!q) return out;
    const sorted = this.sortedTerms;
    const ids = this.sortedIds;
    const seen = this.seen;
    for (let k = lowerBound(sorted, q); k < sorted.length && sorted[k]!.startsWith(q); k++) {
      const id = ids[k]!;
      seen[id] = 1;
      out.terms.push(id);
      out.kinds.push(sorted[k]!.length === q.length ? MATCH_EXACT : MATCH_PREFIX);
    }
    const numeric = DIGITS.test(q);
    if (!numeric && q.length >= MIN_INFIX_LENGTH) {
      const joined = this.joined;
      let from = 1;
      for (;;) {
        const pos = joined.indexOf(q, from);
        if (pos < 0) break;
        const k = this.sortedAt(pos);
        const id = ids[k]!;
        if (!seen[id]) {
          seen[id] = 1;
          out.terms.push(id);
          out.kinds.push(MATCH_INFIX);
        }
        from = this.starts[k + 1]!;
      }
    }
    if (!numeric && q.length >= MIN_FUZZY_LENGTH) {
      const minLength = q.length - 1;
      for (let k = 0; k < sorted.length; k++) {
        const id = ids[k]!;
        const t = sorted[k]!;
        if (seen[id] || t.length < minLength) continue;
        if (withinOneEditOfPrefix(q, t)) {
          seen[id] = 1;
          out.terms.push(id);
          out.kinds.push(t.length <= q.length + 1 && withinOneEdit(q, t) ? MATCH_FUZZY : MATCH_FUZZY_PREFIX);
        }
      }
    }
    for (const id of out.terms) seen[id] = 0;
    return out;
  }
}
