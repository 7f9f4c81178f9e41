// The search worker of the benchmark: one per engine, the same protocol for all. It fetches the
// catalogue docs itself (not counted in the build), builds the index, answers keystrokes with the
// first page of product ids and the total, and runs the quality set on request.
import type { SearchDoc } from '../../../core/search/engine.js';
import { evaluateQuality } from '../../../core/search/quality-set.js';
import type { BenchEngine } from '../engines/types.js';
import type { FromWorker, ToWorker } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}

export function serveEngine(engine: BenchEngine): void {
  const scope = globalThis as unknown as WorkerScope;
  let docs: SearchDoc[] = [];
  const handle = async (msg: ToWorker): Promise<FromWorker> => {
    switch (msg.type) {
      case 'load': {
        const t0 = performance.now();
        docs = (await (await fetch(msg.url)).json()) as SearchDoc[];
        return { type: 'loaded', count: docs.length, ms: performance.now() - t0 };
      }
      case 'build': {
        const t0 = performance.now();
        engine.build(docs);
        return { type: 'built', ms: performance.now() - t0 };
      }
      case 'warm': {
        const t0 = performance.now();
        engine.warm?.();
        return { type: 'warmed', ms: performance.now() - t0 };
      }
      case 'search': {
        const t0 = performance.now();
        const page = engine.page(msg.q, msg.limit);
        const engineMs = performance.now() - t0;
        return { type: 'page', ids: page.docs.map((d) => docs[d]!.productId), total: page.total, engineMs };
      }
      case 'quality':
        return { type: 'quality', report: evaluateQuality((q) => engine.page(q, 3).docs, docs) };
    }
  };
  scope.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === 'search') {
      // The hot path stays synchronous: no promise between the message and the answer.
      try {
        const t0 = performance.now();
        const page = engine.page(msg.q, msg.limit);
        const engineMs = performance.now() - t0;
        scope.postMessage({ type: 'page', ids: page.docs.map((d) => docs[d]!.productId), total: page.total, engineMs });
      } catch (error) {
        scope.postMessage({ type: 'error', message: String(error) });
      }
      return;
    }
    handle(msg).then(
      (answer) => scope.postMessage(answer),
      (error: unknown) => scope.postMessage({ type: 'error', message: String(error) }),
    );
  };
}
