// The server as plain JavaScript (issue 15 point 4, docs/decisions/025-pglite-start.md, "Seventh pass"):
// `npm start` runs dist-server/main.mjs instead of api-server/main.ts under tsx. Under tsx every start
// resolved and transpiled some 400 TypeScript modules through Node's loader hooks on a second thread
// (≈ 1.5 s of the main thread, 2.6 CPU s of the hooks' thread on this machine); the bundle is a few
// ES modules that Node loads natively. Development (`npm run dev`), the tests and the seed process keep
// running the sources under tsx.
//
// Dependencies stay external (node_modules, loaded as they are). Every output file sits in dist-server/
// itself (no chunk subfolder), so each source module's own `import.meta.url` can be given back to it as a
// path relative to the bundle: migrations, the child processes' scripts, the API docs and the password
// list are found next to their sources, exactly as when the sources run.
//
//   npx tsx scripts/build-server.ts      (part of `npm run build`)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { build } from 'tsup';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = path.join(ROOT, 'dist-server');
/** What `npm start` runs. */
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'main.mjs');

/**
 * `import.meta.url` in our own modules means the source file's URL, whichever bundle file the module
 * lands in: rewritten to that file's path relative to the bundle's folder.
 */
function sourceImportMetaUrl(outDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        return {
          contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js',
        };
      });
    },
  };
}

/** Builds the server into `outDir` (default dist-server/), replacing what was there. */
export async function buildServer(outDir = SERVER_OUT_DIR): Promise<void> {
  await build({
    config: false,
    entry: { main: path.join(ROOT, 'api-server/main.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    // main.ts loads serve-shop.ts by import() after it has started the seed process: kept as a chunk.
    splitting: true,
    sourcemap: true,
    clean: true,
    dts: false,
    silent: true,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    outExtension: () => ({ js: '.mjs' }),
    esbuildPlugins: [sourceImportMetaUrl(outDir)],
    esbuildOptions(options) {
      options.packages = 'external';
      options.chunkNames = '[name]-[hash]';
    },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`server bundle: ${path.relative(ROOT, SERVER_ENTRY)} (${Math.round(performance.now() - started)} ms)`);
}
