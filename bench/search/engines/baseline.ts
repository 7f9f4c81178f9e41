// Not an engine: answers every keystroke with an empty page. Its latency is the floor of the
// measurement on this machine at that moment — the worker round trip alone (postMessage, a task in
// the worker, postMessage back) — so the engines' figures can be read against it.
import type { BenchEngine } from './types.js';

export function baselineEngine(): BenchEngine {
  return {
    name: 'baseline',
    config: 'no index: every keystroke answers an empty page (the worker round trip alone)',
    build() {},
    page() {
      return { docs: [], total: 0 };
    },
  };
}
