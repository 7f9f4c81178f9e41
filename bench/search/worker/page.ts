// The benchmark page's script: starts the engine's worker and types the queries key by key,
// timing each keystroke on the main thread from postMessage to the answer arriving.
import type { FromWorker, ToWorker } from './protocol.js';

export interface Keystroke {
  q: string;
  /** Main thread: postMessage to the answer arriving. */
  ms: number;
  /** Inside the worker: the engine's search alone. */
  engineMs: number;
  total: number;
}

let worker: Worker | null = null;

function ask(message: ToWorker): Promise<FromWorker> {
  return new Promise((resolve, reject) => {
    worker!.onmessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.type === 'error') reject(new Error(event.data.message));
      else resolve(event.data);
    };
    worker!.postMessage(message);
  });
}

async function start(url: string): Promise<void> {
  worker?.terminate();
  worker = new Worker(url);
}

async function typeQueries(queries: string[], rounds: number, gapMs: number): Promise<Keystroke[]> {
  const strokes: Keystroke[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        const q = query.slice(0, i);
        const t0 = performance.now();
        const answer = await ask({ type: 'search', q, limit: 30 });
        const ms = performance.now() - t0;
        if (answer.type !== 'page') throw new Error(`unexpected answer ${answer.type}`);
        strokes.push({ q, ms, engineMs: answer.engineMs, total: answer.total });
        // A typist's pause between keys (a frame by default), as in the real search bar.
        if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    }
  }
  return strokes;
}

Object.assign(globalThis, { bench: { start, ask, typeQueries } });
