// One engine on one catalogue size, in a fresh page and a fresh dedicated worker: index build,
// index memory, keystroke latency (main thread, postMessage to answer) and quality.
import type { Browser, Page } from 'playwright-core';
import type { QualityReport } from '../../core/search/quality-set.js';
import { WorkerInspector, raisePriority } from './browser.js';
import type { EngineName } from './engines/types.js';
import { latencyStats, type LatencyStats } from './stats.js';
import type { FromWorker, ToWorker } from './worker/protocol.js';
import type { Keystroke } from './worker/page.js';

export interface MeasureOptions {
  baseUrl: string;
  docsPath: string;
  queries: string[];
  rounds: number;
  gapMs: number;
  /** Run the browser's processes at raised priority (see raisePriority). */
  priority: boolean;
}

export interface EngineMeasurement {
  engine: EngineName;
  size: number;
  /** Index build in the worker (docs already parsed), ms. */
  buildMs: number;
  /** Optional precomputation after the build (ours: none unless the engine defines warm()). */
  warmMs: number;
  /** Worker heap after GC with the index minus before it (docs held in both), MB. */
  memoryMb: number;
  /** The same after typing all queries (caches included), MB. */
  memoryAfterTypingMb: number;
  latency: LatencyStats;
  /** The engine's search alone, timed inside the worker (no round trip). */
  engineLatency: LatencyStats;
  /** Each round of typing alone (the first with a colder JIT and empty caches): end to end and engine. */
  perRound: { latency: LatencyStats; engine: LatencyStats }[];
  /** The slowest keystrokes, end to end and by the engine's own time. */
  slowest: Keystroke[];
  slowestEngine: Keystroke[];
  quality: Pick<QualityReport, 'total' | 'passed' | 'score' | 'idTotal' | 'idFirst' | 'byCategory'> & { misses: string[] };
}

const MB = 1024 * 1024;

function slowestBy(strokes: readonly Keystroke[], key: 'ms' | 'engineMs'): Keystroke[] {
  const round = (n: number): number => Math.round(n * 1000) / 1000;
  return [...strokes]
    .sort((a, b) => b[key] - a[key])
    .slice(0, 8)
    .map((s) => ({ ...s, ms: round(s.ms), engineMs: round(s.engineMs) }));
}
let runCounter = 0;

type BenchGlobal = {
  bench: {
    start(url: string): Promise<void>;
    ask(message: ToWorker): Promise<FromWorker>;
    typeQueries(queries: string[], rounds: number, gapMs: number): Promise<Keystroke[]>;
  };
};

async function ask(page: Page, message: ToWorker): Promise<FromWorker> {
  return page.evaluate((m) => (globalThis as unknown as BenchGlobal).bench.ask(m), message);
}

export async function measureEngine(browser: Browser, engine: EngineName, size: number, options: MeasureOptions): Promise<EngineMeasurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const workerUrl = `/worker-${engine}.js?run=${++runCounter}-${Date.now()}`;
  let inspector: WorkerInspector | null = null;
  try {
    await page.goto(`${options.baseUrl}/`);
    // The page's renderer exists now; the worker will be a thread of it.
    if (options.priority) raisePriority();
    await page.evaluate((url) => (globalThis as unknown as BenchGlobal).bench.start(url), workerUrl);
    inspector = await WorkerInspector.attach(browser, workerUrl);

    const loaded = await ask(page, { type: 'load', url: options.docsPath });
    if (loaded.type !== 'loaded' || loaded.count !== size) throw new Error(`loading docs: ${JSON.stringify(loaded)}`);
    const before = await inspector.heapBytes();
    const built = await ask(page, { type: 'build' });
    if (built.type !== 'built') throw new Error(`build: ${JSON.stringify(built)}`);
    const afterBuild = await inspector.heapBytes();
    const warmed = await ask(page, { type: 'warm' });
    const warmMs = warmed.type === 'warmed' ? warmed.ms : Number.NaN;

    const strokes = await page.evaluate(
      ([queries, rounds, gapMs]) => (globalThis as unknown as BenchGlobal).bench.typeQueries(queries, rounds, gapMs),
      [options.queries, options.rounds, options.gapMs] as const,
    );
    const afterTyping = await inspector.heapBytes();
    const perRound = strokes.length / options.rounds;

    const quality = await ask(page, { type: 'quality' });
    if (quality.type !== 'quality') throw new Error(`quality: ${JSON.stringify(quality)}`);
    const { total, passed, score, idTotal, idFirst, byCategory, failures } = quality.report;
    return {
      engine,
      size,
      buildMs: Math.round(built.ms * 10) / 10,
      warmMs: Math.round(warmMs * 10) / 10,
      memoryMb: Math.round(((afterBuild - before) / MB) * 100) / 100,
      memoryAfterTypingMb: Math.round(((afterTyping - before) / MB) * 100) / 100,
      latency: latencyStats(strokes.map((s) => s.ms)),
      engineLatency: latencyStats(strokes.map((s) => s.engineMs)),
      perRound: Array.from({ length: options.rounds }, (_, r) => {
        const round = strokes.slice(r * perRound, (r + 1) * perRound);
        return { latency: latencyStats(round.map((s) => s.ms)), engine: latencyStats(round.map((s) => s.engineMs)) };
      }),
      slowest: slowestBy(strokes, 'ms'),
      slowestEngine: slowestBy(strokes, 'engineMs'),
      quality: { total, passed, score: Math.round(score * 10000) / 10000, idTotal, idFirst, byCategory, misses: failures.map((f) => f.q) },
    };
  } finally {
    await inspector?.detach();
    await context.close();
  }
}
