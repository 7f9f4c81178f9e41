// Bundles the benchmark page script and one worker script per engine with esbuild (in memory), as
// a browser would load them: minified classic scripts. Their sizes are reported too.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { EngineName } from './engines/types.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export interface Bundle {
  code: string;
  minBytes: number;
  gzipBytes: number;
}

async function bundle(entry: string): Promise<Bundle> {
  const result = await build({
    entryPoints: [here(entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  return { code, minBytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
}

export async function bundleAll(engines: readonly EngineName[]): Promise<{ page: Bundle; workers: Map<EngineName, Bundle> }> {
  const workers = new Map<EngineName, Bundle>();
  for (const engine of engines) workers.set(engine, await bundle(`./worker/${engine}.worker.ts`));
  return { page: await bundle('./worker/page.ts'), workers };
}

/** Min and min+gzip size of our engine alone (core/search/engine.ts): what search adds to the worker. */
export async function engineOnlySize(): Promise<{ minBytes: number; gzipBytes: number }> {
  const { minBytes, gzipBytes } = await bundle('../../core/search/engine.ts');
  return { minBytes, gzipBytes };
}
