// The browser bundle, twice (issue 2 §8): dist/ with preact/compat (shipped, see
// docs/decisions/001-bundle-preact-compat.md) and dist-react/ with React 19. ES modules with code
// splitting: the loader (shop-widgets.js) and one entry per element share ONE copy of core/ (and of
// the stores), so every element on a page sees the same basket and session.
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';
import type { Options } from 'tsup';
import { transform } from 'esbuild';
import type { Plugin } from 'esbuild';
import { ELEMENT_LIST, elementEntries } from './widgets/elements.js';

/** `import css from './x.css?inline'` -> the minified CSS text (what Vite does natively). */
const cssInline: Plugin = {
  name: 'css-inline',
  setup(build) {
    // The path keeps its '?inline' suffix: tsup's own CSS plugin loads every path ending in '.css'.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: `${path.resolve(args.resolveDir, args.path.replace(/\?inline$/, ''))}?inline`,
      namespace: 'css-inline',
    }));
    build.onLoad({ filter: /\?inline$/, namespace: 'css-inline' }, async (args) => {
      const file = args.path.replace(/\?inline$/, '');
      const source = await readFile(file, 'utf8');
      const { code } = await transform(source, { loader: 'css', minify: true, target: 'chrome110' });
      return { contents: code.trim(), loader: 'text', watchFiles: [file] };
    });
  },
};

/** One entry per element (`elements/<tag>`), from the element list in widgets/elements.ts. */
export const ELEMENT_ENTRIES = elementEntries(ELEMENT_LIST);

/** What both bundles share: browser ES2022, minified, one self-contained output (no externals). */
const COMMON: Options = {
  // Cleaned once below, not per config: the worker config writes into the same folders.
  clean: false,
  platform: 'browser',
  target: 'es2022',
  minify: true,
  treeshake: true,
  sourcemap: true,
  dts: false,
  noExternal: [/.*/],
  tsconfig: 'tsconfig.json',
  outExtension: () => ({ js: '.js' }),
};

function flavour(outDir: string, preact: boolean): Options {
  return {
    entry: { 'shop-widgets': 'widgets/loader.ts', ...ELEMENT_ENTRIES },
    ...COMMON,
    outDir,
    format: ['esm'],
    splitting: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildPlugins: [cssInline],
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
      options.jsx = 'automatic';
      if (preact) {
        // Subpaths follow the package alias: react/jsx-runtime -> preact/compat/jsx-runtime,
        // react-dom/client -> preact/compat/client (createRoot, which r2wc needs).
        options.alias = { react: 'preact/compat', 'react-dom': 'preact/compat' };
      }
    },
  };
}

/**
 * The catalogue worker (issue 3 §2): one classic, self-contained script per output folder, so a
 * CMS on another origin can start it through importScripts (core/stores/catalogue.ts). It holds
 * the search index and the catalogue decoder, never React or Preact.
 */
function worker(outDir: string): Options {
  return {
    ...COMMON,
    entry: { 'catalogue-worker': 'core/catalogue/worker-entry.ts' },
    outDir,
    format: ['iife'],
    splitting: false,
  };
}

// `tsup --watch` (npm run dev) keeps what is there; a build starts from empty folders.
if (!process.argv.includes('--watch')) {
  for (const dir of ['dist', 'dist-react']) rmSync(dir, { recursive: true, force: true });
}

export default defineConfig([flavour('dist', true), flavour('dist-react', false), worker('dist'), worker('dist-react')]);
