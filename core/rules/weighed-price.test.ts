import { describe, expect, it } from 'vitest';
import { estimatedPriceText, hasEstimatedLines, isEstimatedPrice } from './weighed-price.js';

describe('weighed goods (issue 20 point 6)', () => {
  it.each([
    [{ weighed: true }, true],
    [{ weighed: false }, false],
    [undefined, false],
    [null, false],
  ])('isEstimatedPrice(%j) is %s', (unit, expected) => expect(isEstimatedPrice(unit)).toBe(expected));

  it.each([
    [[], false],
    [[{ weighed: false }, {}], false],
    [[{ weighed: false }, { weighed: true }], true],
  ])('hasEstimatedLines(%j) is %s', (lines, expected) => expect(hasEstimatedLines(lines)).toBe(expected));

  it.each([
    [31240, 'ca. 312,40\u00a0kr. – endelig pris efter vejning'],
    [123456, 'ca. 1.234,56\u00a0kr. – endelig pris efter vejning'],
  ])('estimatedPriceText(%i)', (ore, text) => expect(estimatedPriceText(ore)).toBe(text));
});
