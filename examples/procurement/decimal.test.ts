import { describe, expect, it } from 'vitest';
import { formatOre, formatQuantity, lineTotalOre, scaled, toOre } from './decimal.js';

describe('decimal', () => {
  it('reads dot decimals as whole numbers, rounding half up', () => {
    expect(scaled('2.5', 3)).toBe(2500);
    expect(scaled('2', 3)).toBe(2000);
    expect(toOre('123.45')).toBe(12345);
    expect(toOre('0.005')).toBe(1);
    expect(toOre('10.')).toBe(1000);
    expect(() => toOre('12,50')).toThrow(/decimaltal/);
    expect(() => toOre('')).toThrow();
  });

  it('computes line totals in øre without floats', () => {
    expect(lineTotalOre('2.5', '123.45')).toBe(30863); // 308.625 -> 308.63
    expect(lineTotalOre('3', '0.10')).toBe(30);
    expect(lineTotalOre('10', '150.00', '100')).toBe(1500); // price per 100 units
  });

  it('formats Danish', () => {
    expect(formatOre(123456)).toBe('1.234,56');
    expect(formatQuantity('2.5')).toBe('2,5');
    expect(formatQuantity('12')).toBe('12');
  });
});
