// Issue 15's table in one run (npm run bench:issue15): every figure of the issue's "now / target" table,
// measured one after the other on this machine, printed as the issue's table with a "met" column and
// written to bench/results/issue15-latest.json. Each row comes from the benchmark that owns it:
//
// - add-to-order, PostgreSQL and PGlite: bench/add-to-order.ts (pgbench and hello-world in the same run)
// - Lighthouse mobile, / and /soeg anonymous: bench/lighthouse.ts (median of 3 runs each), over plain
//   HTTP/1.1 and behind the TLS + HTTP/2 proxy (--tls)
// - static assets: the headers a browser gets for /soeg's loader, a hashed chunk and the site's CSS
// - search page first load: bench/size.ts on a fresh `npm run build`
// - PGlite cold start: bench/startup.ts
// - `npm test` on a busy machine: not here (it takes a quarter of an hour); `npm run test:busy`
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/issue15.ts [--duration 15]
//
// Run it on a quiet machine: every figure is the machine's, and the load average is printed beside them.
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, kb, measureFlavour, FLAVOURS } from './size.js';
import { measureStartup, type StartupResult } from './startup.js';
import { startProcess } from './server-process.js';
import type { LoadResult } from './add-to-order.js';
import { median, type PageResult } from './lighthouse.js';

/** Issue 15's target for the search page (bench/size-budget.ts holds the same figure; importing it would run its checks). */
const SEARCH_PAGE_TARGET_GZIP_BYTES = 35 * 1024;

interface Row { what: string; measured: string; target: string; met: boolean | null }
const rows: Row[] = [];
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const loadAtStart = load();
const durationAt = process.argv.indexOf('--duration');
const duration = durationAt >= 0 ? process.argv[durationAt + 1]! : '15';

function run(label: string, command: string, args: string[]): void {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')} (load ${load()})`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  // A benchmark that misses a target still wrote its figures; only a crash stops the table.
  if (result.status === null || result.error) throw new Error(`${label} did not finish: ${result.error?.message ?? result.signal}`);
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(join(ROOT, 'bench', 'results', file), 'utf8')) as T;
}

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL server (pgbench and the PostgreSQL rows run there)');

// 0. A fresh build: Lighthouse, the headers and the sizes all read dist/.
run('build', 'npm', ['run', 'build', '--silent']);

// 1. Add-to-order (issue 15 point 1).
run('add-to-order', 'npx', ['tsx', 'bench/add-to-order.ts', '--duration', duration]);
const orders = await readJson<{ results: LoadResult[] }>('add-to-order-latest.json');
const find = (db: LoadResult['db'] | undefined, scenario: LoadResult['scenario']) => orders.results.find((r) => r.scenario === scenario && (db === undefined || r.db === db));
const pgbench = find(undefined, 'pgbench');
const hello = find(undefined, 'hello');
const fmtLoad = (r: LoadResult | undefined) => (r ? `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms` : 'not measured');
const pgUsual = find('PostgreSQL', 'usual');
const pgWorst = find('PostgreSQL', 'worst');
const liteUsual = find('PGlite', 'usual');
const liteWorst = find('PGlite', 'worst');
const pgTarget = pgbench ? pgbench.rps / 2 : Number.POSITIVE_INFINITY;
rows.push({ what: `pgbench TPC-B (same run) / Hono hello-world`, measured: `${pgbench?.rps ?? '?'} tps / ${hello?.rps ?? '?'} req/s`, target: '(reference)', met: null });
for (const [label, r] of [['add, 50 users × 100 lines, PostgreSQL', pgUsual], ['add, 3 shared × 200 lines, PostgreSQL', pgWorst]] as const) {
  rows.push({ what: label, measured: fmtLoad(r), target: `≥ ${Math.round(pgTarget)} req/s (50 % of pgbench), p99 ≤ 25 ms`, met: !!r && r.rps >= pgTarget && r.p99 <= 25 });
}
for (const [label, r, pg] of [['add, 50 users × 100 lines, PGlite', liteUsual, pgUsual], ['add, 3 shared × 200 lines, PGlite', liteWorst, pgWorst]] as const) {
  const target = pg ? pg.rps * 0.3 : Number.POSITIVE_INFINITY;
  rows.push({ what: label, measured: fmtLoad(r), target: `≥ ${Math.round(target)} req/s (30 % of PostgreSQL), p99 ≤ 60 ms`, met: !!r && r.rps >= target && r.p99 <= 60 });
}
for (const db of ['PostgreSQL', 'PGlite'] as const) {
  for (const scenario of ['revieworder', 'complete'] as const) {
    rows.push({ what: `${scenario}, 100 lines, ${db}`, measured: fmtLoad(find(db, scenario)), target: '(the same work, reported)', met: null });
  }
}

// 2. Lighthouse mobile (issue 15 point 2), the two pages of the table, anonymous: as `npm start` serves
// them (plain HTTP/1.1) and as production does (TLS and HTTP/2 at the proxy, decision 028 ninth pass).
for (const [protocol, extra] of [['HTTP/1.1', []], ['TLS + HTTP/2', ['--tls']]] as const) {
  for (const path of ['/soeg', '/']) {
    run(`Lighthouse ${path} over ${protocol}`, 'npx', ['tsx', 'bench/lighthouse.ts', '--only', path, '--user', 'anonymous', ...extra]);
    const { results } = await readJson<{ results: PageResult[] }>('lighthouse-latest.json');
    const page = results.find((r) => r.path === path && r.user === 'anonymous');
    const m = page?.median;
    rows.push({
      what: `Lighthouse mobile, \`${path}\` anonymous, ${protocol} (median of ${page?.runs.length ?? 0})`,
      measured: page && m ? `${m.scores.performance} / ${m.scores.accessibility} / ${m.scores['best-practices']} / ${m.scores.seo}, CLS ${m.cls.toFixed(3)}, TBT ${Math.round(m.tbtMs)} ms, LCP ${(m.lcpMs / 1000).toFixed(1)} s (host CPU index ${median(page.runs.map((r) => r.benchmarkIndex))})` : 'not measured',
      target: '100 / 100 / 100 / 100, CLS ≤ 0.02, TBT ≤ 150 ms',
      met: !!page && page.misses.length === 0,
    });
  }
}

// 3. Static assets: what a browser is told for /soeg's files.
{
  const server = await startProcess(['--import', 'tsx', 'api-server/main.ts'], {}, '/api/health');
  try {
    const html = await (await fetch(`${server.url}/soeg`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)].map((m) => (m[1] ?? m[2])!);
    const loader = scripts.find((s) => s.includes('shop-widgets'));
    const loaderCode = loader ? await (await fetch(new URL(loader, server.url))).text() : '';
    const chunk = loaderCode.match(/chunks\/[\w.-]+-[A-Z0-9]{8}\.js/i)?.[0];
    const headersOf = async (path: string | undefined) => {
      if (!path) return 'not found';
      const url = new URL(path.startsWith('chunks/') ? `/widgets/${path}` : path, server.url);
      const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      const etag = res.headers.get('etag');
      const revalidated = etag ? (await fetch(url, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag } })).status : null;
      return `${url.pathname}: ${res.headers.get('cache-control') ?? 'no Cache-Control'}; ${res.headers.get('content-encoding') ?? 'not compressed'}${etag ? `; ETag, revalidation ${revalidated}` : '; no ETag'}`;
    };
    const measured = [await headersOf(chunk), await headersOf(loader), ...(await Promise.all(styles.map(headersOf)))];
    const hashedLong = measured[0]!.includes('immutable') && measured[0]!.includes('max-age=31536000');
    const loaderShort = measured[1]!.includes('ETag, revalidation 304');
    const compressed = measured.every((m) => /; (br|gzip)/.test(m));
    rows.push({ what: 'Static assets of /soeg', measured: measured.join('<br>'), target: 'hashed files immutable for a year, the loader short with ETag, br/gzip', met: hashedLong && loaderShort && compressed });
  } finally {
    await server.stop();
  }
}

// 4. The search page's first load (issue 15 point 3).
const preact = measureFlavour(FLAVOURS.find((f) => f.shipped)!);
rows.push({ what: 'Search page first load (min+gzip, preact)', measured: kb(preact.gzip), target: `≤ ${kb(SEARCH_PAGE_TARGET_GZIP_BYTES)} before the first product card`, met: preact.gzip <= SEARCH_PAGE_TARGET_GZIP_BYTES });

// 5. PGlite cold start (issue 15 point 4); PostgreSQL too when DATABASE_URL is set.
console.log(`\n=== start-up (load ${load()})`);
const starts: StartupResult[] = await measureStartup();
for (const s of starts) {
  // Held to the budget as --check holds it: the cold starts from a seeded copy (today's, or an earlier
  // day's with its dates moved: every day's first start) and the warm start; the starts that seed (a
  // machine's first, the first after a change of the seed's code) are reported (decision 025, "Sixth"
  // and "Seventh pass").
  const pglite = s.database === 'PGlite' && s.budgeted;
  rows.push({
    what: `${s.database} ${s.label}, 25,000 products, to first answer`,
    measured: `${(s.ms / 1000).toFixed(2)} s, CPU ${s.cpuMs === null ? '?' : (s.cpuMs / 1000).toFixed(1)} s, RSS ${s.rssMb ?? '?'} MB`,
    target: pglite ? '≤ 5 s, RSS ≤ 500 MB' : '(reported)',
    met: pglite ? s.ms <= 5000 && (s.rssMb ?? Infinity) <= 500 : null,
  });
}
rows.push({ what: '`npm test` on a busy machine', measured: 'see `npm run test:busy`', target: 'passes while both cores are busy', met: null });

const loadAtEnd = load();
console.log(`\nIssue 15's table, one run, ${availableParallelism()} CPUs, load ${loadAtStart} at the start, ${loadAtEnd} at the end\n`);
console.log('| what | measured | target | met |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.what} | ${r.measured} | ${r.target} | ${r.met === null ? '' : r.met ? 'yes' : 'no'} |`);
await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
await writeFile(join(ROOT, 'bench', 'results', 'issue15-latest.json'), `${JSON.stringify({ at: new Date().toISOString(), cpus: availableParallelism(), loadAtStart, loadAtEnd, rows }, null, 2)}\n`);
console.log('\nJSON in bench/results/issue15-latest.json');
