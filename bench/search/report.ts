// The benchmark's verdict on issue 3's targets, its table, and its JSON files under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EngineMeasurement } from './measure.js';

/** Issue 3, "Performance" and "Quality": for OUR engine at 50,000 products. */
export const TARGETS = {
  size: 50_000,
  p95Ms: 2,
  p99Ms: 4,
  buildMs: 300,
  memoryMb: 30,
  quality: 0.95,
} as const;

export interface TargetCheck {
  name: string;
  limit: string;
  value: string;
  ok: boolean;
}

export function checkTargets(results: readonly EngineMeasurement[]): TargetCheck[] {
  const ours = results.find((r) => r.engine === 'ours' && r.size === TARGETS.size);
  if (!ours) return [];
  const ms = (n: number): string => `${n.toFixed(3)} ms`;
  return [
    { name: 'keystroke p95', limit: `<= ${TARGETS.p95Ms} ms`, value: ms(ours.latency.p95), ok: ours.latency.p95 <= TARGETS.p95Ms },
    { name: 'keystroke p99', limit: `<= ${TARGETS.p99Ms} ms`, value: ms(ours.latency.p99), ok: ours.latency.p99 <= TARGETS.p99Ms },
    { name: 'index build', limit: `<= ${TARGETS.buildMs} ms`, value: `${ours.buildMs} ms`, ok: ours.buildMs <= TARGETS.buildMs },
    { name: 'index memory', limit: `<= ${TARGETS.memoryMb} MB`, value: `${ours.memoryMb} MB`, ok: ours.memoryMb <= TARGETS.memoryMb },
    {
      name: 'quality (top 3)',
      limit: `>= ${TARGETS.quality * 100} %`,
      value: `${(ours.quality.score * 100).toFixed(1)} %`,
      ok: ours.quality.score >= TARGETS.quality && ours.quality.idFirst === ours.quality.idTotal,
    },
  ];
}

export function table(results: readonly EngineMeasurement[]): string {
  const lines = [
    '| products | engine | build ms | memory MB | p50 ms | p95 ms | p99 ms | max ms | engine alone p95 / p99 ms | quality top 3 | ids first |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.size.toLocaleString('en')} | ${r.engine} | ${r.buildMs} | ${r.memoryMb} | ${r.latency.p50} | ${r.latency.p95} | ${r.latency.p99} | ${r.latency.max} | ` +
        `${r.engineLatency.p95} / ${r.engineLatency.p99} | ` +
        `${(r.quality.score * 100).toFixed(1)} % (${r.quality.passed}/${r.quality.total}) | ${r.quality.idFirst}/${r.quality.idTotal} |`,
    );
  }
  return lines.join('\n');
}

export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/** Writes search-<timestamp>.json and search-latest.json; returns the timestamped path. */
export function writeResults(report: object, startedAt: Date): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const path = `${RESULTS_DIR}search-${stamp}.json`;
  writeFileSync(path, json);
  writeFileSync(`${RESULTS_DIR}search-latest.json`, json);
  return path;
}
