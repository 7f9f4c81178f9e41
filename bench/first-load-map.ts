// Which sources fill the search page's first-load chunks: an esbuild build of the preact flavour
// with the same entries and options as tsup.config.ts, plus a metafile; prints per output file of
// the page's first load its minified bytes per input (largest first). For finding what to defer
// (issue 15 point 3, docs/decisions/030-first-load.md). Writes into a temporary folder, not dist/.
//
//   npx tsx bench/first-load-map.ts [tag …]     (default: the search page's first-load tags)
//   npx tsx bench/first-load-map.ts --only [tag …]   build only the loader and these elements: what the
//     chunks would hold if no other element shared them
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import { transform } from 'esbuild';
// Not from tsup.config.ts: importing it empties dist/ (it cleans the output folders when loaded).
import { elementEntries as entriesOf } from '../widgets/elements.js';
import { ROOT, SEARCH_PAGE_TAGS, closure, gzipSize, kb } from './size.js';

const cssInline: Plugin = {
  name: 'css-inline',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({ path: join(args.resolveDir, args.path.replace(/\?inline$/, '')), namespace: 'css-inline' }));
    b.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => {
      const { code } = await transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true, target: 'chrome110' });
      return { contents: code.trim(), loader: 'text' };
    });
  },
};

const only = process.argv.includes('--only');
const asked = process.argv.slice(2).filter((a) => a !== '--only');
const tags = asked.length > 0 ? asked : [...SEARCH_PAGE_TAGS];
const elementEntries = Object.entries(entriesOf()).filter(([name]) => !only || tags.includes(name.replace(/^elements\//, '')));
const out = mkdtempSync(join(tmpdir(), 'first-load-map-'));
try {
  const result = await build({
    entryPoints: { 'shop-widgets': join(ROOT, 'widgets/loader.ts'), ...Object.fromEntries(elementEntries.map(([name, file]) => [name, join(ROOT, file)])) },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    outdir: out,
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    tsconfig: join(ROOT, 'tsconfig.json'),
    plugins: [cssInline],
    metafile: true,
    write: true,
    logLevel: 'error',
  });
  const entries = [join(out, 'shop-widgets.js'), ...tags.map((t) => join(out, 'elements', `${t}.js`))];
  let total = 0;
  for (const file of closure(entries)) {
    const key = relative(process.cwd(), file);
    const meta = result.metafile.outputs[key];
    const gz = gzipSize(readFileSync(file));
    total += gz;
    console.log(`\n${relative(out, file)}  ${kb(meta?.bytes ?? 0)} min, ${kb(gz)} gzip`);
    const inputs = Object.entries(meta?.inputs ?? {}).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
    for (const [input, { bytesInOutput }] of inputs) if (bytesInOutput >= 200) console.log(`  ${(bytesInOutput / 1024).toFixed(1).padStart(6)} KB  ${input.replace(/^.*node_modules\//, '')}`);
  }
  console.log(`\nfirst load of ${tags.join(' ')}: ${kb(total)} gzip`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
