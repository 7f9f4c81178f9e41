// The mini basket's popover (issue 7 §6): the latest lines, how many more, and the total.
import type { BasketLine } from '../schemas/cart.js';

export const MINI_BASKET_LINES = 5;

export interface BasketPreview {
  /** Newest first (highest line number; lines just added and not yet numbered by the server first). */
  latest: BasketLine[];
  more: number;
  /** Sum of the known line totals excluding deposit (§9); null when no line has a price (hidden prices). */
  totalOre: number | null;
}

export function basketPreview(lines: readonly BasketLine[], max = MINI_BASKET_LINES): BasketPreview {
  const ordered = [...lines].sort((a, b) => (a.lineNo === 0 ? Infinity : a.lineNo) - (b.lineNo === 0 ? Infinity : b.lineNo)).reverse();
  const priced = lines.filter((l) => l.lineTotalOre !== null);
  return {
    latest: ordered.slice(0, max),
    more: Math.max(0, lines.length - max),
    totalOre: priced.length === 0 ? null : priced.reduce((sum, l) => sum + (l.lineTotalOre ?? 0), 0),
  };
}
