// npm run bench:search — the search engines of issue 3 compared in real Chromium, each in a real
// dedicated Web Worker, on the seed generator's catalogue at 25,000, 50,000 and 100,000 products:
// index build, index memory, keystroke latency (typing real queries key by key) and quality.
// Writes bench/results/search-<time>.json and search-latest.json, prints a table, and exits 1 when
// our engine misses a target at 50,000 products.
//
//   npx tsx bench/search/run.ts [--sizes 25000,50000] [--engines ours,minisearch] [--rounds 3] [--gap 16] [--quick] [--no-priority]
//
// Each measurement is its own exported function (benchDocs, bundleAll, measureEngine, checkTargets),
// so end-to-end page figures can be added beside them.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { bundleAll, engineOnlySize } from './bundle.js';
import { launchChromium, raisePriority } from './browser.js';
import { benchDocs } from './catalogue.js';
import type { EngineName } from './engines/types.js';
import { measureEngine, type EngineMeasurement } from './measure.js';
import { TARGETS, checkTargets, table, writeResults } from './report.js';
import { startServer } from './server.js';
import { typedQueries } from './typing.js';
import { measurePage, type PageMeasurement } from './page-e2e.js';
import { checkPage } from './page-targets.js';

export interface SearchBenchOptions {
  sizes: number[];
  engines: EngineName[];
  /** How many times the whole query list is typed. */
  rounds: number;
  /** Pause between keystrokes, ms. */
  gapMs: number;
  /** Raise the browser's priority over other work on the machine (--no-priority turns it off). */
  priority: boolean;
  /** Products of the real-shop page measurement (page-e2e.ts); null skips it (--no-page). */
  pageProducts: number | null;
}

const ALL_ENGINES: EngineName[] = ['baseline', 'ours', 'minisearch', 'flexsearch'];

export function parseArgs(argv: readonly string[]): SearchBenchOptions {
  const value = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const quick = argv.includes('--quick');
  const list = (s: string | undefined): string[] | undefined => s?.split(',').map((x) => x.trim()).filter(Boolean);
  const sizes = (list(value('--sizes')) ?? (quick ? ['50000'] : ['25000', '50000', '100000'])).map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('--sizes takes positive whole numbers, e.g. --sizes 25000,50000');
  const engines = (list(value('--engines')) ?? ALL_ENGINES) as EngineName[];
  if (engines.some((e) => !ALL_ENGINES.includes(e))) throw new Error(`--engines takes ${ALL_ENGINES.join(', ')}`);
  return {
    sizes,
    engines,
    rounds: Number(value('--rounds') ?? (quick ? 1 : 3)),
    gapMs: Number(value('--gap') ?? 16),
    priority: !argv.includes('--no-priority'),
    pageProducts: argv.includes('--no-page') ? null : Number(value('--page-products') ?? TARGETS.size),
  };
}

export async function runSearchBench(options: SearchBenchOptions): Promise<{ results: EngineMeasurement[]; ok: boolean }> {
  const startedAt = new Date();
  const { page, workers } = await bundleAll(options.engines);
  const server = await startServer();
  server.put('/page.js', page.code, 'text/javascript');
  for (const [engine, bundle] of workers) server.put(`/worker-${engine}.js`, bundle.code, 'text/javascript');
  const browser = await launchChromium();
  const raised = options.priority && raisePriority();
  const results: EngineMeasurement[] = [];
  const typed: Record<number, number> = {};
  try {
    for (const size of options.sizes) {
      const t0 = performance.now();
      const docs = benchDocs(size);
      server.put(`/docs-${size}.json`, JSON.stringify(docs), 'application/json');
      const queries = typedQueries(docs);
      typed[size] = queries.length;
      console.log(`${size} products generated in ${Math.round(performance.now() - t0)} ms; ${queries.length} queries, ${queries.join('').length} keystrokes a round`);
      for (const engine of options.engines) {
        // The baseline does not depend on the catalogue: once per run is enough.
        if (engine === 'baseline' && size !== options.sizes[0]) continue;
        const r = await measureEngine(browser, engine, size, {
          baseUrl: server.url,
          docsPath: `/docs-${size}.json`,
          queries,
          rounds: options.rounds,
          gapMs: options.gapMs,
          priority: options.priority,
        });
        results.push(r);
        console.log(
          `  ${engine.padEnd(10)} build ${r.buildMs} ms, memory ${r.memoryMb} MB, keystroke p50 ${r.latency.p50} / p95 ${r.latency.p95} / p99 ${r.latency.p99} / max ${r.latency.max} ms, quality ${(r.quality.score * 100).toFixed(1)} %`,
        );
      }
    }
    let page: PageMeasurement | null = null;
    if (options.pageProducts) {
      console.log(`\nthe real shop at ${options.pageProducts} products (server, catalogue endpoint, worker, search page)…`);
      page = await measurePage(browser, options.pageProducts);
      console.log(
        `  transfer ${page.transfer.encodedBytes} B (${page.transfer.bytesPerProduct} B/product, ${page.transfer.contentEncoding}), repeat visit ${page.repeatVisit.status} with ${page.repeatVisit.encodedBytes} B, ` +
          `worker decode+index ${page.workerBuildMs} ms`,
      );
      for (const rhythm of ['typist', 'stress'] as const) {
        const t = page[rhythm];
        console.log(
          `  ${rhythm.padEnd(6)} ${t.keystrokes} keys: painted p50 ${t.keystrokeToPaint.p50} / p95 ${t.keystrokeToPaint.p95} / p99 ${t.keystrokeToPaint.p99} ms (${t.keystrokeToPaint.withinOneFrame} % within one frame), ` +
            `results p50 ${t.keystrokeToResults.p50} / p95 ${t.keystrokeToResults.p95} ms, render p50 ${t.resultsToPaint.p50} ms, ${t.answeredAhead} % searched ahead`,
        );
      }
    }
    const checks = [...checkTargets(results), ...(page && page.products === TARGETS.size ? checkPage(page) : [])];
    const ok = checks.every((c) => c.ok);
    const report = {
      kind: 'search-engine-benchmark',
      startedAt: startedAt.toISOString(),
      machine: { node: process.version, chromium: browser.version(), cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? '', loadAverage: loadavg() },
      options: { ...options, typedQueries: typed },
      method: {
        latency: 'main thread performance.now() from postMessage to the worker answer (first 30 product ids + total), per keystroke, queries typed character by character; cross-origin isolated page (5 µs timer)',
        memory: 'DevTools Runtime.getHeapUsage on the worker target after HeapProfiler.collectGarbage (V8 heap + array-buffer backing stores): after build minus before build, docs held in both',
        build: 'performance.now() around the engine build inside the worker, docs already fetched and parsed',
        quality: 'core/search/quality-set.ts evaluateQuality, top 3 (ids: first)',
        priority: raised
          ? 'browser processes at nice -10: the machine is shared, and other work would otherwise show up as scheduling delay'
          : 'normal priority',
      },
      bundles: {
        oursEngineOnly: await engineOnlySize(),
        workers: Object.fromEntries([...workers].map(([engine, b]) => [engine, { minBytes: b.minBytes, gzipBytes: b.gzipBytes }])),
      },
      results,
      page,
      targets: { ...TARGETS, engine: 'ours', checks, ok: checks.length > 0 ? ok : null },
    };
    const path = writeResults(report, startedAt);
    console.log(`\n${table(results)}\n`);
    if (checks.length) {
      console.log(`targets for our engine at ${TARGETS.size.toLocaleString('en')} products:`);
      for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'MISS'} ${c.name}: ${c.value} (target ${c.limit})`);
    } else {
      console.log(`(targets are checked at ${TARGETS.size} products with the ours engine; not part of this run)`);
    }
    console.log(`\nwritten: ${path}`);
    return { results, ok };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = await runSearchBench(parseArgs(process.argv.slice(2)));
  process.exitCode = ok ? 0 : 1;
}
