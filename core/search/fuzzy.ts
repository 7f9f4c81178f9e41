// One forgiven typo (issue 3 §3): insert, delete, substitute or swap two neighbours
// (optimal-string-alignment distance 1). Checked against a PREFIX of the catalogue word, so a word
// mistyped while it is still being typed ('kyli' for 'kyll…') already finds its products.

/** True when q[qi..] is a prefix of t[ti..]. */
function startsAt(q: string, qi: number, t: string, ti: number): boolean {
  const rest = q.length - qi;
  if (t.length - ti < rest) return false;
  for (let k = 0; k < rest; k++) if (q.charCodeAt(qi + k) !== t.charCodeAt(ti + k)) return false;
  return true;
}

/**
 * True when some prefix of `t` (t itself included) is at most one edit away from `q`. An exact
 * prefix counts too; the caller classifies those first. Linear in q's length, no allocation.
 */
export function withinOneEditOfPrefix(q: string, t: string): boolean {
  const ql = q.length;
  const tl = t.length;
  if (tl < ql - 1) return false;
  const m = ql < tl ? ql : tl;
  let i = 0;
  while (i < m && q.charCodeAt(i) === t.charCodeAt(i)) i++;
  if (i === ql) return true;
  // t ended first: only one extra trailing letter in q is forgiven.
  if (i === tl) return ql - tl === 1;
  return (
    startsAt(q, i + 1, t, i + 1) || // substitution
    startsAt(q, i + 1, t, i) || // q has an extra letter
    startsAt(q, i, t, i + 1) || // q misses a letter
    (i + 1 < ql &&
      i + 1 < tl &&
      q.charCodeAt(i) === t.charCodeAt(i + 1) &&
      q.charCodeAt(i + 1) === t.charCodeAt(i) &&
      startsAt(q, i + 2, t, i + 2)) // two letters swapped
  );
}

/** True when q[qi..] equals t[ti..]. */
function sameRest(q: string, qi: number, t: string, ti: number): boolean {
  return q.length - qi === t.length - ti && startsAt(q, qi, t, ti);
}

/** True when the whole of `t` is at most one edit away from `q` (a typo in a complete word). */
export function withinOneEdit(q: string, t: string): boolean {
  const ql = q.length;
  const tl = t.length;
  if (ql - tl > 1 || tl - ql > 1) return false;
  const m = ql < tl ? ql : tl;
  let i = 0;
  while (i < m && q.charCodeAt(i) === t.charCodeAt(i)) i++;
  if (i === m) return true; // equal, or one letter more at the end of one of them
  return (
    sameRest(q, i + 1, t, i + 1) ||
    sameRest(q, i + 1, t, i) ||
    sameRest(q, i, t, i + 1) ||
    (i + 1 < m && q.charCodeAt(i) === t.charCodeAt(i + 1) && q.charCodeAt(i + 1) === t.charCodeAt(i) && sameRest(q, i + 2, t, i + 2))
  );
}
