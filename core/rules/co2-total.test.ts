import { describe, expect, it } from 'vitest';
import { co2FromDecimal, lineCo2, roundCo2 } from './co2-total.js';

describe('the basket summary’s CO2e, exact (co2-total)', () => {
  it.each([
    // co2e, amount, factor → the line's CO2e in kg, rounded
    [1.5, 2, 6, 18],
    [1.005, 1, 1, 1.01], // floating point: Math.round(1.005 * 100) / 100 is 1
    [0.333, 3, 0.5, 0.5], // 0.4995
    [12.345, 9999, 1, 123437.66], // 123437.655
    [0.001, 0.01, 0.001, 0],
  ])('co2e %s × amount %s × factor %s rounds to %s', (co2e, amount, factor, kg) => {
    expect(roundCo2(lineCo2(co2e, amount, factor))).toBe(kg);
  });

  it('sums lines exactly where floating point loses the half hundredth', () => {
    const lines = [[1, 1, 1], [0.005, 1, 1]] as const;
    const floating = lines.reduce((sum, [c, a, f]) => sum + c * a * f, 0);
    expect(Math.round(floating * 100) / 100).toBe(1); // 1.005 is 1.00499999999999989… in binary
    expect(roundCo2(lines.reduce((sum, [c, a, f]) => sum + lineCo2(c, a, f), 0n))).toBe(1.01);
  });

  it.each([
    ['459.29500000', 45929500000n],
    ['18', 1800000000n],
    ['0.5', 50000000n],
    ['.25', 25000000n],
    ['-2.10000000', -210000000n],
    ['1.123456785', 112345679n], // past the 8th decimal: half up
    ['1.123456784', 112345678n],
  ])('reads the database’s decimal %s', (text, units) => {
    expect(co2FromDecimal(text)).toBe(units);
  });

  it.each(['', '.', 'abc', '1.2.3', '1e5', '--1'])('refuses %j', (text) => {
    expect(() => co2FromDecimal(text)).toThrow(RangeError);
  });

  it('averages exactly: the total over the lines, rounded once', () => {
    expect(roundCo2(co2FromDecimal('477.295'), 1)).toBe(477.3);
    expect(roundCo2(co2FromDecimal('1.005'), 1)).toBe(1.01);
    expect(roundCo2(co2FromDecimal('0.03'), 2)).toBe(0.02); // 0.015
    expect(roundCo2(co2FromDecimal('10'), 3)).toBe(3.33);
    expect(roundCo2(co2FromDecimal('-0.015'), 1)).toBe(-0.02);
    expect(roundCo2(0n, 5)).toBe(0);
  });
});
