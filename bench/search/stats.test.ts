import { describe, expect, it } from 'vitest';
import { latencyStats, percentile } from './stats.js';

describe('percentile (nearest rank)', () => {
  it.each([
    [0.5, 50],
    [0.95, 95],
    [0.99, 99],
    [1, 100],
    [0.001, 1],
  ])('p%s of 1..100 is %s', (p, want) => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, p)).toBe(want);
  });

  it('summarises unsorted samples', () => {
    expect(latencyStats([3, 1, 2, 10])).toEqual({ count: 4, mean: 4, p50: 2, p95: 10, p99: 10, max: 10 });
  });

  it('has no values for no samples', () => {
    expect(latencyStats([]).p95).toBeNaN();
  });
});
