// Writes `<file>.br` and `<file>.gz` beside every script and style sheet of the built bundles (issue 15,
// "Static assets"), once at build, at the strongest settings: the server then sends them as they are
// (serveStatic({ precompressed: true }), api-server/http/widget-assets.ts) instead of compressing per
// request, and a proxy or CDN in front can serve the same files (nginx `brotli_static`/`gzip_static`).
// Run by `npm run build` after tsup:   npx tsx scripts/precompress.ts [dir …]   (default: dist dist-react)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Source maps are left plain: only developer tools fetch them. */
const PRECOMPRESSED = /\.(?:js|css|json|svg)$/;

export interface Precompressed {
  file: string;
  plain: number;
  gzip: number;
  br: number;
}

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

export function gzip(data: Buffer): Buffer {
  return gzipSync(data, { level: 9 });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every file of `dir` that a browser loads; returns the sizes. */
export function precompressDir(dir: string): Precompressed[] {
  return filesUnder(dir).map((file) => {
    const data = readFileSync(file);
    const gz = gzip(data);
    const br = brotli(data);
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(`${file}.br`, br);
    return { file, plain: data.length, gzip: gz.length, br: br.length };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['dist', 'dist-react'];
  for (const dir of dirs.filter((d) => existsSync(d))) {
    const sizes = precompressDir(dir);
    const sum = (key: 'plain' | 'gzip' | 'br') => (sizes.reduce((n, s) => n + s[key], 0) / 1024).toFixed(1);
    console.log(`precompress: ${dir}/ ${sizes.length} files, ${sum('plain')} KB -> gzip ${sum('gzip')} KB, br ${sum('br')} KB`);
  }
}
