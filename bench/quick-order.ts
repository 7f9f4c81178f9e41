// Quick order (issue 20 point 1, "a 500-line CSV is reviewed in under 1 s on this machine"): POST
// /api/product/loadcsv with 500 lines through the real app (app.request, the whole middleware chain,
// session and all) on a seeded PGlite. The lines mix item numbers, own item numbers, EANs, unknown
// numbers, duplicates and decimal KG amounts. Median of several runs after a warm-up; writes
// bench/results/quick-order-<date>.json and exits 1 above the budget.
//
//   npm run bench:quick-order   (or: npx tsx bench/quick-order.ts [--runs 9])
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { LoadCsvResponseSchema } from '../core/schemas/quick-order.js';
import * as t from '../api-server/db/schema.js';
import { createTestContext } from '../api-server/test-support/test-app.js';
import { ROOT } from './size.js';

const BUDGET_MS = 1000;
const LINES = 500;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 9;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

async function main() {
  const ctx = await createTestContext();
  try {
    const cookie = await ctx.login('kok@kantinen.dk');
    const ids = (await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '1001')).orderBy(t.assortment.productId)).map((r) => r.id);
    const own = (await ctx.db.select({ n: t.assortment.customerProductNumber }).from(t.assortment)
      .where(and(eq(t.assortment.departmentCode, '1001'), isNotNull(t.assortment.customerProductNumber)))).map((r) => r.n!);
    const eans = (await ctx.db.select({ gtin: t.foodUnitInfo.gtin }).from(t.foodUnitInfo).where(isNotNull(t.foodUnitInfo.gtin)).limit(100)).map((r) => r.gtin!);
    const kg = (await ctx.db.select({ id: t.productUnits.productId }).from(t.productUnits).where(sql`${t.productUnits.code} = 'KG'`)).map((r) => r.id);

    const lines = ['Varenr;Antal;Enhed'];
    for (let n = 0; lines.length <= LINES; n++) {
      const kind = n % 10;
      if (kind < 5) lines.push(`${ids[n % ids.length]};${1 + (n % 7)}`);
      else if (kind === 5) lines.push(`${own[n % own.length]};2`);
      else if (kind === 6) lines.push(`${eans[n % eans.length]};1`);
      else if (kind === 7) lines.push(`${kg[n % kg.length]};1,5;kg`);
      else if (kind === 8) lines.push(`${900000000 + n};1`);
      else lines.push(`${ids[(n * 7) % ids.length]};3;KRT`); // duplicates of earlier lines, some in a unit the product lacks
    }
    const text = lines.join('\n');

    const once = async () => {
      const started = performance.now();
      const res = await ctx.post('/api/product/loadcsv', { text }, cookie);
      const body = LoadCsvResponseSchema.parse(await res.json());
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`loadcsv answered ${res.status}`);
      return { ms, body };
    };
    for (let i = 0; i < 2; i++) await once(); // warm-up: JIT, PGlite caches, the session
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof once>>['body'] | null = null;
    for (let i = 0; i < RUNS; i++) {
      const { ms, body } = await once();
      times.push(Math.round(ms * 10) / 10);
      last = body;
    }
    const result = {
      benchmark: 'quick-order loadcsv',
      date: new Date().toISOString(),
      lines: LINES,
      bytes: Buffer.byteLength(text),
      runs: RUNS,
      medianMs: median(times),
      minMs: Math.min(...times),
      maxMs: Math.max(...times),
      timesMs: times,
      budgetMs: BUDGET_MS,
      reviewedLines: last?.total ?? 0,
      orderableLines: last?.orderable ?? 0,
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', loadavg: loadavg(), node: process.version },
      database: ctx.kind,
    };
    const dir = join(ROOT, 'bench', 'results');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `quick-order-${result.date.slice(0, 10)}.json`);
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`loadcsv, ${LINES} lines (${result.reviewedLines} after merging, ${result.orderableLines} orderable): median ${result.medianMs} ms over ${RUNS} runs (min ${result.minMs}, max ${result.maxMs}); budget ${BUDGET_MS} ms -> ${file}`);
    if (result.medianMs > BUDGET_MS) {
      console.error(`over budget: ${result.medianMs} ms > ${BUDGET_MS} ms`);
      process.exitCode = 1;
    }
  } finally {
    await ctx.close();
  }
}

await main();
