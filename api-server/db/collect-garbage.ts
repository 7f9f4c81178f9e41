// One full garbage collection after a cold start (issue 15 point 4, docs/decisions/025-pglite-start.md).
// A fresh PGlite directory is made by a second, temporary PGlite instance and initdb's own WebAssembly
// module; their memories (hundreds of MB) and the generated demo catalogue are garbage once the seed
// is in, but V8 frees them only at a major collection, which an idle server may not reach for minutes.
// Until then they count in the process's RSS.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export function collectGarbage(): void {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    // Node's documented way to reach gc() without starting node with --expose-gc.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as (() => void) | undefined;
  }
  gc?.();
}
