// Orders the matches of a query: by score, best first, in time linear in the number of matches
// (counting sorts instead of a comparison sort: a keystroke that matches 20,000 products must still
// answer in a fraction of a millisecond). Only as many as asked for are ordered: the first page of
// 30 needs the best-scored buckets, not the order of the 20,000th match.
//
// Ties: matches arrive in the index's tie order (shorter names first, then catalogue order). Within
// one score, products with the same name take turns: the first of each name, then the second of
// each, and so on. A wholesale catalogue holds the same name in many brands and sizes; without the
// turns, typing 'kyli' would fill the first page with one kind of product and hide the chicken
// breasts the user is after (issue 3, "sees chicken breasts on every keystroke").

export interface RankScratch {
  /** Histogram over scores, maxScore + 2 long. */
  hist: Int32Array;
  /** Matches with a score at or above the threshold, grouped by score. */
  placed: Int32Array;
  /** Per name key: the pass stamp and how many products of that name the bucket has had. */
  nameStamp: Int32Array;
  nameCount: Int32Array;
  stamp: number;
  /** Per position in a bucket: its turn; and a histogram over turns. */
  turn: Int32Array;
  turnHist: Int32Array;
}

export function createRankScratch(maxScore: number, docCount: number, nameKeyCount: number): RankScratch {
  return {
    hist: new Int32Array(maxScore + 2),
    placed: new Int32Array(docCount),
    nameStamp: new Int32Array(nameKeyCount),
    nameCount: new Int32Array(nameKeyCount),
    stamp: 0,
    turn: new Int32Array(docCount),
    turnHist: new Int32Array(docCount + 1),
  };
}

/**
 * Writes the best `limit` of `count` matches (docs ascending in tie order, with their scores) to
 * outDocs/outScores: score descending, then turns by name, then tie order. Returns how many it
 * wrote (min(limit, count)). The same input and limit always give the same output, and a larger
 * limit only extends it.
 */
export function rankMatches(
  docs: Int32Array,
  scores: Int32Array,
  count: number,
  limit: number,
  nameKey: Int32Array,
  scratch: RankScratch,
  outDocs: Int32Array,
  outScores: Int32Array,
): number {
  const wanted = Math.min(limit, count);
  if (wanted <= 0) return 0;
  const { hist, placed, nameStamp, nameCount, turn, turnHist } = scratch;
  let maxScore = 0;
  for (let i = 0; i < count; i++) if (scores[i]! > maxScore) maxScore = scores[i]!;
  hist.fill(0, 0, maxScore + 2);
  for (let i = 0; i < count; i++) hist[scores[i]!]!++;
  // Usual first page: the best bucket alone has enough different names. Its first product of each
  // name, in tie order, is then the page, found without ordering the rest.
  if (hist[maxScore]! >= wanted) {
    const stamp = ++scratch.stamp;
    let w = 0;
    for (let i = 0; i < count && w < wanted; i++) {
      if (scores[i] !== maxScore) continue;
      const k = nameKey[docs[i]!]!;
      if (nameStamp[k] === stamp) continue;
      nameStamp[k] = stamp;
      outDocs[w] = docs[i]!;
      outScores[w++] = maxScore;
    }
    if (w === wanted) return w;
  }
  // The lowest score still needed, and each needed bucket's start in `placed`.
  let threshold = maxScore;
  let pos = 0;
  for (let s = maxScore; s >= 0; s--) {
    const c = hist[s]!;
    hist[s] = pos;
    pos += c;
    threshold = s;
    if (pos >= wanted) break;
  }
  const placedCount = pos;
  for (let i = 0; i < count; i++) {
    const s = scores[i]!;
    if (s >= threshold) placed[hist[s]!++] = docs[i]!;
  }

  let written = 0;
  let b = 0;
  let s = maxScore;
  while (written < wanted && b < placedCount) {
    // hist[s] now points one past the bucket of score s; skip empty scores.
    while (hist[s]! === b && s > threshold) s--;
    const e = hist[s]!;
    const need = wanted - written;
    const stamp = ++scratch.stamp;
    let maxTurn = 0;
    for (let i = b; i < e; i++) {
      const k = nameKey[placed[i]!]!;
      if (nameStamp[k] !== stamp) {
        nameStamp[k] = stamp;
        nameCount[k] = 0;
      }
      const t = nameCount[k]!;
      nameCount[k] = t + 1;
      turn[i - b] = t;
      if (t > maxTurn) maxTurn = t;
    }
    if (maxTurn === 0) {
      const take = Math.min(need, e - b);
      for (let i = 0; i < take; i++) {
        outDocs[written] = placed[b + i]!;
        outScores[written++] = s;
      }
    } else {
      // Counting sort by turn, stable; only the turns the page needs.
      turnHist.fill(0, 0, maxTurn + 1);
      for (let i = 0; i < e - b; i++) turnHist[turn[i]!]!++;
      let p = 0;
      let lastTurn = maxTurn;
      for (let t = 0; t <= maxTurn; t++) {
        const c = turnHist[t]!;
        turnHist[t] = p;
        p += c;
        if (p >= need) {
          lastTurn = t;
          break;
        }
      }
      const take = Math.min(need, e - b);
      for (let i = 0; i < e - b; i++) {
        const t = turn[i]!;
        if (t > lastTurn) continue;
        const at = turnHist[t]!++;
        if (at < take) {
          outDocs[written + at] = placed[b + i]!;
          outScores[written + at] = s;
        }
      }
      written += take;
    }
    b = e;
    s--;
  }
  return written;
}
