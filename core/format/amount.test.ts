import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal, formatRoundedAmount } from './amount.js';

describe('amounts (§5: decimal comma, as typed)', () => {
  it.each([
    [1, '1'],
    [2.5, '2,5'],
    [0.125, '0,125'],
    [1250, '1250'],
  ])('%d -> %s', (amount, text) => expect(formatAmount(amount)).toBe(text));
  it.each([
    [0.1 + 0.2, '0,3'],
    [2.006, '2,01'],
    [3, '3'],
  ])('rounded %d -> %s', (amount, text) => expect(formatRoundedAmount(amount)).toBe(text));
});

describe('decimals (da-DK)', () => {
  it.each([
    [1234.5678, 3, '1.234,568'],
    [12.34, 1, '12,3'],
    [2, 1, '2'],
  ])('%d with %d digits -> %s', (value, digits, text) => expect(formatDecimal(value, digits)).toBe(text));
});
