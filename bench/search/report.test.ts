import { describe, expect, it } from 'vitest';
import type { EngineMeasurement } from './measure.js';
import { TARGETS, checkTargets, table } from './report.js';
import { parseArgs } from './run.js';

const stats = (p95: number, p99: number) => ({ count: 100, mean: 0.5, p50: 0.4, p95, p99, max: p99 + 1 });

function measurement(overrides: Partial<EngineMeasurement> = {}): EngineMeasurement {
  return {
    engine: 'ours',
    size: TARGETS.size,
    buildMs: 150,
    warmMs: 20,
    memoryMb: 5,
    memoryAfterTypingMb: 7,
    latency: stats(1.5, 3),
    engineLatency: stats(0.4, 1),
    perRound: [],
    slowest: [],
    slowestEngine: [],
    quality: { total: 200, passed: 198, score: 0.99, idTotal: 20, idFirst: 20, byCategory: {}, misses: [] },
    ...overrides,
  };
}

describe('checkTargets', () => {
  it('passes our engine at 50,000 products within every target', () => {
    const checks = checkTargets([measurement()]);
    expect(checks.map((c) => c.name)).toEqual(['keystroke p95', 'keystroke p99', 'index build', 'index memory', 'quality (top 3)']);
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it.each([
    ['keystroke p95', { latency: stats(2.01, 3) }],
    ['keystroke p99', { latency: stats(1.5, 4.01) }],
    ['index build', { buildMs: 301 }],
    ['index memory', { memoryMb: 30.5 }],
    ['quality (top 3)', { quality: { total: 100, passed: 94, score: 0.94, idTotal: 20, idFirst: 20, byCategory: {}, misses: [] } }],
    ['quality (top 3)', { quality: { total: 100, passed: 99, score: 0.99, idTotal: 20, idFirst: 19, byCategory: {}, misses: [] } }],
  ] as const)('fails %s', (name, overrides) => {
    const failed = checkTargets([measurement(overrides as Partial<EngineMeasurement>)]).filter((c) => !c.ok);
    expect(failed.map((c) => c.name)).toEqual([name]);
  });

  it('checks only our engine at 50,000 products', () => {
    expect(checkTargets([measurement({ size: 25_000 }), measurement({ engine: 'minisearch', buildMs: 5_000 })])).toEqual([]);
  });

  it('prints one table row per measurement', () => {
    expect(table([measurement(), measurement({ engine: 'flexsearch' })]).split('\n')).toHaveLength(4);
  });
});

describe('parseArgs', () => {
  it('measures all engines at three sizes by default', () => {
    expect(parseArgs([])).toEqual({ sizes: [25_000, 50_000, 100_000], engines: ['baseline', 'ours', 'minisearch', 'flexsearch'], rounds: 3, gapMs: 16, priority: true, pageProducts: 50_000 });
  });

  it('measures the real search page at 50,000 products unless told not to', () => {
    expect(parseArgs(['--page-products', '25000']).pageProducts).toBe(25_000);
    expect(parseArgs(['--no-page']).pageProducts).toBeNull();
  });

  it('takes sizes, engines and a quick mode', () => {
    expect(parseArgs(['--quick'])).toMatchObject({ sizes: [50_000], rounds: 1 });
    expect(parseArgs(['--sizes', '25000,50000', '--engines', 'ours', '--no-priority'])).toMatchObject({ sizes: [25_000, 50_000], engines: ['ours'], priority: false });
  });

  it.each([[['--sizes', 'many']], [['--engines', 'lucene']]])('rejects %j', (argv) => {
    expect(() => parseArgs(argv)).toThrow();
  });
});
