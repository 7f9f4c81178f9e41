import { describe, expect, it } from 'vitest';
import { estimatedPriceText, isEstimatedPrice } from './weighed-price.js';
import { approxPriceText, estimatedLineText, hasEstimatedLines, isWeighedLine } from './weighed-lines.js';
import { daWeighed } from '../texts/da-weighed.js';
import { daWeighedOrders } from '../texts/da-weighed-orders.js';

describe('weighed goods (issue 20 point 6)', () => {
  it.each([
    [{ weighed: true }, true],
    [{ weighed: false }, false],
    [undefined, false],
    [null, false],
  ])('isEstimatedPrice(%j) is %s', (unit, expected) => expect(isEstimatedPrice(unit)).toBe(expected));

  it.each([
    [31240, 'ca. 312,40\u00a0kr. – endelig pris efter vejning'],
    [123456, 'ca. 1.234,56\u00a0kr. – endelig pris efter vejning'],
  ])('estimatedPriceText(%i)', (ore, text) => expect(estimatedPriceText(ore)).toBe(text));
});

describe('weighed lines and totals', () => {
  const units = [{ code: 'KG', weighed: true }, { code: 'KRT', weighed: false }];
  it.each([
    [{ unit: 'KG', units }, true],
    [{ unit: 'KRT', units }, false],
    [{ unit: 'STK', units }, false],
    [{ unit: 'KG', weighed: true }, true],
    [{ unit: 'KG', weighed: false }, false],
    [{ unit: 'KG' }, false],
  ])('isWeighedLine(%j) is %s', (line, expected) => expect(isWeighedLine(line)).toBe(expected));

  it.each([
    [[], false],
    [[{ unit: 'KRT', units }, { unit: 'STK' }], false],
    [[{ unit: 'KRT', units }, { unit: 'KG', weighed: true }], true],
  ])('hasEstimatedLines(%j) is %s', (lines, expected) => expect(hasEstimatedLines(lines)).toBe(expected));

  it.each([
    [93093, true, 'ca. 930,93\u00a0kr.'],
    [93093, false, '930,93\u00a0kr.'],
  ])('approxPriceText(%i, %s)', (ore, estimated, text) => expect(approxPriceText(ore, estimated)).toBe(text));

  it('a line reads as the card does (the phrase is kept in two text modules for the bundle budget)', () => {
    expect(estimatedLineText(31240)).toBe(estimatedPriceText(31240));
    expect(daWeighedOrders.settled).toBe(daWeighed.settled);
  });
});
