// Bundle size, min + gzip (zlib level 9), of what a CMS search page loads: the loader plus the
// element modules of its widgets and every chunk they import statically (the transitive closure),
// for both flavours the build writes: dist/ (preact/compat, shipped) and dist-react/ (React 19).
//
//   npx tsx bench/size.ts            prints the table
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ELEMENT_LIST } from '../widgets/elements.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const ELEMENT_TAGS: ReadonlySet<string> = new Set(ELEMENT_LIST.map((e) => e.tag));
/** Elements the loader imports once the page is idle (ElementSpec.deferred): not in a page's first load. */
export const DEFERRED_TAGS: ReadonlySet<string> = new Set(ELEMENT_LIST.filter((e) => 'deferred' in e && e.deferred).map((e) => e.tag));

/**
 * The shop elements on the example site's page `page` (examples/site/pages/<page>.html): the layout's,
 * the page's and those of the CMS views its placeholders name (data-fragment + data-view-version, as
 * api-server/site/compose-page.ts fills them). Comments are skipped. 'eager': without the tags whose every
 * instance is `loading="lazy"`.
 */
export function sitePageTags(page: string, which: 'all' | 'eager' = 'all'): string[] {
  const site = join(ROOT, 'examples', 'site');
  const read = (file: string) => readFileSync(file, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  let html = read(join(site, 'layout.html')) + read(join(site, 'pages', `${page}.html`));
  for (const m of html.matchAll(/data-fragment="([^"]+)"[^>]*?data-view-version="(\d+)"/g)) {
    const view = join(site, 'views', m[2]!, `${m[1]!}.html`);
    if (existsSync(view)) html += read(view);
  }
  // `loading="lazy"`: below the fold, imported when near the viewport (widgets/loader.ts), not with the page.
  const tags = [...html.matchAll(/<(shop-[a-z0-9-]+)([^>]*)>/g)].filter((m) => which === 'all' || !/\bloading="lazy"/.test(m[2]!));
  return [...new Set(tags.map((m) => m[1]!))].filter((t) => ELEMENT_TAGS.has(t));
}

/** What a page imports at once: its elements without the deferred ones. */
export const firstLoadTags = (tags: readonly string[]): string[] => tags.filter((t) => !DEFERRED_TAGS.has(t));
/** What a page imports once idle: its deferred elements. */
export const idleTags = (tags: readonly string[]): string[] => tags.filter((t) => DEFERRED_TAGS.has(t));

/**
 * The details view (issue 4) on the search page: `<shop-product-details>` is a shell on the first load
 * that imports its view (this chunk, esbuild names it after the module) when the page is idle, the URL
 * names a product or a details link is clicked; `<shop-co2e-modal>` is deferred. What they add on top of
 * the search page has a budget of its own (bench/size-budget.ts, docs/decisions/030-first-load.md).
 */
export const DETAILS_VIEW_CHUNK = 'product-details-content';
export const DETAILS_VIEW_TAGS = ['shop-co2e-modal'] as const;

/**
 * The search page's first view (/soeg of the example site): the header, the list, the details' shell.
 * Not the deferred elements (toasts, session expiry, catalogue failure, the CO2e modal, the header's
 * gates: SEARCH_PAGE_IDLE_TAGS). Until the second pass of issue 15 point 3 the details view was
 * imported with the page and left out of this figure (decision 030).
 */
export const SEARCH_PAGE_TAGS: readonly string[] = firstLoadTags(sitePageTags('soeg', 'eager'));

/** What the search page imports once idle (ElementSpec.deferred, widgets/loader.ts). */
export const SEARCH_PAGE_IDLE_TAGS: readonly string[] = idleTags(sitePageTags('soeg'));

export const FLAVOURS = [
  { name: 'preact/compat (shipped)', dir: 'dist', shipped: true },
  { name: 'react 19', dir: 'dist-react', shipped: false },
] as const;

// `import {a}from'./x.js'`, `import './x.js'`, `export * from "./x.js"` – static only; dynamic
// `import('./x.js')` is what the loader does on demand, so entries are listed explicitly instead.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g;

export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(STATIC_IMPORT)) {
    const spec = m[1]!;
    if (spec.startsWith('./') || spec.startsWith('../')) found.push(spec);
  }
  return found;
}

/** All files reachable from `entries` through relative static imports (entries included). */
export function closure(entries: string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): string[] {
  const seen = new Set<string>();
  const queue = entries.map((e) => resolve(e));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(read(file))) queue.push(resolve(dirname(file), spec));
  }
  return [...seen];
}

export function gzipSize(buf: Buffer | string): number {
  return gzipSync(buf, { level: 9 }).length;
}

export interface FileSize {
  file: string;
  min: number;
  gzip: number;
}

export interface FlavourSize {
  flavour: string;
  dir: string;
  shipped: boolean;
  missing: string[];
  files: FileSize[];
  /** Sum of the files' own gzip sizes (what the browser downloads: one request per file). */
  gzip: number;
  min: number;
}

/** The entry files of a flavour: the loader and the element modules of `tags`. */
export function entryFiles(dir: string, tags: readonly string[] = SEARCH_PAGE_TAGS): { found: string[]; missing: string[] } {
  const wanted = [join(dir, 'shop-widgets.js'), ...tags.map((t) => join(dir, 'elements', `${t}.js`))];
  return { found: wanted.filter((f) => existsSync(f)), missing: wanted.filter((f) => !existsSync(f)) };
}

export function measureFlavour(flavour: (typeof FLAVOURS)[number], tags: readonly string[] = SEARCH_PAGE_TAGS): FlavourSize {
  const dir = join(ROOT, flavour.dir);
  const { found, missing } = entryFiles(dir, tags);
  const files = found.length === 0 ? [] : closure(found).map((file) => {
    const code = readFileSync(file);
    return { file: relative(ROOT, file), min: code.length, gzip: gzipSize(code) };
  });
  return {
    flavour: flavour.name,
    dir: flavour.dir,
    shipped: flavour.shipped,
    missing: missing.map((m) => relative(ROOT, m)),
    files,
    gzip: files.reduce((s, f) => s + f.gzip, 0),
    min: files.reduce((s, f) => s + f.min, 0),
  };
}

/** The catalogue worker script (issue 3): loaded once per page by the first widget that needs the catalogue. */
export function measureWorker(dir = 'dist'): FileSize | null {
  const file = join(ROOT, dir, 'catalogue-worker.js');
  if (!existsSync(file)) return null;
  const code = readFileSync(file);
  return { file: relative(ROOT, file), min: code.length, gzip: gzipSize(code) };
}

export function measureAll(): FlavourSize[] {
  return FLAVOURS.map((f) => measureFlavour(f));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function printSizes(sizes: FlavourSize[]): void {
  for (const s of sizes) {
    console.log(`\n${s.flavour} – ${s.dir}/`);
    if (s.files.length === 0) {
      console.log(`  missing: ${s.dir}/ not built (run npm run build)`);
      continue;
    }
    for (const f of s.files) console.log(`  ${f.file.padEnd(44)} ${kb(f.min).padStart(9)} min ${kb(f.gzip).padStart(9)} gzip`);
    if (s.missing.length > 0) console.log(`  missing entries: ${s.missing.join(', ')}`);
    console.log(`  ${'search page total'.padEnd(44)} ${kb(s.min).padStart(9)} min ${kb(s.gzip).padStart(9)} gzip`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printSizes(measureAll());
  const worker = measureWorker();
  if (worker) console.log(`\n  ${worker.file.padEnd(44)} ${kb(worker.min).padStart(9)} min ${kb(worker.gzip).padStart(9)} gzip (catalogue worker)`);
}

/** What `tags` add (gzip bytes) to the search page in the shipped flavour: their files not already in it. */
export function measureAddOn(tags: readonly string[], baseTags: readonly string[] = SEARCH_PAGE_TAGS): { gzip: number; files: string[] } | null {
  const flavour = FLAVOURS.find((f) => f.shipped)!;
  const dir = join(ROOT, flavour.dir);
  const base = entryFiles(dir, baseTags);
  const extra = entryFiles(dir, tags);
  if (base.found.length === 0 || extra.missing.length > 1) return null;
  const inBase = new Set(closure(base.found));
  const added = closure([...base.found, ...extra.found.filter((f) => !base.found.includes(f))]).filter((f) => !inBase.has(f));
  return { gzip: added.reduce((sum, f) => sum + gzipSize(readFileSync(f)), 0), files: added.map((f) => relative(ROOT, f)) };
}

/**
 * A chunk the search page loads on demand (a dynamic import(), not counted above), e.g. the product
 * dropdown's panel on its first open: what it adds to the search page (its files not already in it).
 * `prefix` names the chunk as esbuild does (the module's file name); `alsoTags`: elements counted with it.
 * Null when it is not built.
 */
export function measureOnDemand(prefix: string, alsoTags: readonly string[] = []): { gzip: number; files: string[] } | null {
  const flavour = FLAVOURS.find((f) => f.shipped)!;
  const dir = join(ROOT, flavour.dir);
  const chunks = join(dir, 'chunks');
  const base = entryFiles(dir);
  const also = entryFiles(dir, alsoTags);
  if (base.found.length === 0 || !existsSync(chunks)) return null;
  const lazy = readdirSync(chunks).filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (lazy.length === 0) return null;
  const inBase = new Set(closure(base.found));
  const added = closure([...lazy.map((f) => join(chunks, f)), ...also.found]).filter((f) => !inBase.has(f));
  return { gzip: added.reduce((sum, f) => sum + gzipSize(readFileSync(f)), 0), files: added.map((f) => relative(ROOT, f)) };
}

/** Loader + the element modules of `tags` + every chunk they import statically, shipped flavour. */
export function measureTags(tags: readonly string[]): { gzip: number; files: string[]; missing: string[] } {
  const dir = join(ROOT, FLAVOURS.find((f) => f.shipped)!.dir);
  const { found, missing } = entryFiles(dir, tags);
  const files = found.length === 0 ? [] : closure(found);
  return { gzip: files.reduce((sum, f) => sum + gzipSize(readFileSync(f)), 0), files: files.map((f) => relative(ROOT, f)), missing: missing.map((m) => relative(ROOT, m)) };
}

/** Every element the loader can import: each has a budget alone (bench/size-budget.ts ELEMENT_BUDGETS_KB). */
export const ELEMENT_BUDGET_TAGS = ELEMENT_LIST.map((e) => e.tag);
