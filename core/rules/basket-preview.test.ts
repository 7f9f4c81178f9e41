import { describe, expect, it } from 'vitest';
import { basketPreview } from './basket-preview.js';
import type { BasketLine } from '../schemas/cart.js';

const line = (lineNo: number, lineTotalOre: number | null = 1000): BasketLine => ({
  lineNo, productId: String(100000 + lineNo), name: `Vare ${lineNo}`, brand: '', unit: 'STK', amount: 1, unitPriceOre: lineTotalOre, lineTotalOre, depositOre: 0,
});

describe('basketPreview (mini basket popover, issue 7 §6)', () => {
  it.each<[string, BasketLine[], number[], number, number | null]>([
    ['empty', [], [], 0, null],
    ['newest first', [line(1), line(3), line(2)], [3, 2, 1], 0, 3000],
    ['at most 5, the rest counted', [1, 2, 3, 4, 5, 6, 7].map((n) => line(n)), [7, 6, 5, 4, 3], 2, 7000],
    ['a just-added line (no number yet) is newest; its unknown total is left out', [line(1), line(0, null)], [0, 1], 0, 1000],
    ['hidden prices give no total', [line(1, null), line(2, null)], [2, 1], 0, null],
  ])('%s', (_name, lines, order, more, total) => {
    const p = basketPreview(lines);
    expect(p.latest.map((l) => l.lineNo)).toEqual(order);
    expect(p.more).toBe(more);
    expect(p.totalOre).toBe(total);
  });
});
