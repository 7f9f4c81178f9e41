// Product ids and the customer's own product numbers (issue 3 §3): found exactly, or by a prefix
// of at least MIN_ID_PREFIX characters. Kept apart from the word index: an id is one key, not words.
//
// Ids are nearly always plain numbers of a few digits. Those are packed as (number * 2^22 + product)
// into one Float64Array per digit count and sorted natively: exact and prefix look-ups are binary
// searches, and the build sorts numbers instead of hashing or comparing 100,000 strings. Anything
// else (letters, leading zeros, more than 9 digits) goes to a map and a sorted string list.
import { searchTerms } from './normalize.js';

const DOC_BITS = 2 ** 22;
const MAX_PACKED_DIGITS = 9;

/** '1'..'999999999' without a leading zero: fits the packing (< 2^31). */
function isPackable(id: string): boolean {
  const n = id.length;
  if (n === 0 || n > MAX_PACKED_DIGITS) return false;
  const first = id.charCodeAt(0);
  if (first < 49 || first > 57) return false;
  for (let i = 1; i < n; i++) {
    const c = id.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The key an id is looked up by: folded words joined by spaces ('AB-12' -> 'ab 12'). */
export function idKey(id: string): string {
  return isPackable(id) ? id : searchTerms(id).join(' ');
}

function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class IdLookup {
  /** Per digit count: packed (number * 2^22 + product), sorted after seal(). */
  private pending: number[][] = [];
  private packed: Float64Array[] = [];
  private readonly others = new Map<string, number[]>();
  private otherKeys: string[] = [];

  /** Adds an id of product `doc` (< 2^22); empty ids are ignored. */
  add(id: string, doc: number): void {
    if (!id) return;
    if (isPackable(id) && doc < DOC_BITS) {
      (this.pending[id.length] ??= []).push(Number(id) * DOC_BITS + doc);
      return;
    }
    const key = idKey(id);
    if (!key) return;
    const known = this.others.get(key);
    if (!known) this.others.set(key, [doc]);
    else if (!known.includes(doc)) known.push(doc);
  }

  /** Call once after the last add. */
  seal(): void {
    this.packed = this.pending.map((list) => Float64Array.from(list ?? []).sort());
    for (let l = 0; l < this.pending.length; l++) this.packed[l] ??= new Float64Array(0);
    this.pending = [];
    this.otherKeys = [...this.others.keys()].sort();
  }

  /** Products with a packed number in [from, to), in id order. */
  private range(digits: number, from: number, to: number, visit: (doc: number) => void): void {
    const list = this.packed[digits];
    if (!list) return;
    const lo = from * DOC_BITS;
    const hi = to * DOC_BITS;
    for (let k = lowerBound(list, lo); k < list.length && list[k]! < hi; k++) visit(list[k]! % DOC_BITS);
  }

  /** Products whose id or customer number is exactly this key (each once). */
  exact(key: string): number[] {
    if (isPackable(key)) {
      const out: number[] = [];
      const n = Number(key);
      this.range(key.length, n, n + 1, (d) => {
        if (!out.includes(d)) out.push(d);
      });
      for (const d of this.others.get(key) ?? []) if (!out.includes(d)) out.push(d);
      return out;
    }
    return this.others.get(key) ?? [];
  }

  /** Calls `visit` for each product whose id or customer number starts with q and is longer. */
  eachLongerWithPrefix(q: string, visit: (doc: number) => void): void {
    if (isPackable(q)) {
      const base = Number(q);
      for (let l = q.length + 1, scale = 10; l < this.packed.length; l++, scale *= 10) {
        this.range(l, base * scale, (base + 1) * scale, visit);
      }
    }
    const keys = this.otherKeys;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < keys.length && keys[k]!.startsWith(q); k++) {
      if (keys[k]!.length > q.length) for (const d of this.others.get(keys[k]!)!) visit(d);
    }
  }
}
