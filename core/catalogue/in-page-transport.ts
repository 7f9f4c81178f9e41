// The worker's code run in the page, for component tests and stories (no Worker in happy-dom, and a
// story must not call the API). Messages stay asynchronous, as with a real worker.
import type { CatalogueData } from '../schemas/catalogue.js';
import type { CatalogueTransport, CatalogueTransportFactory } from '../stores/catalogue.js';
import { createCatalogueHandler } from './worker-handler.js';
import type { FetchOutcome } from './worker-handler.js';
import type { WorkerMessage } from './protocol.js';

export interface InPageSource {
  /** The decoded catalogue to serve, or an outcome to simulate (401, a failure). */
  data?: CatalogueData;
  outcome?: FetchOutcome;
}

export function inPageTransport(source: InPageSource): CatalogueTransportFactory {
  return (): CatalogueTransport => {
    const listeners: ((m: WorkerMessage) => void)[] = [];
    let closed = false;
    const handler = createCatalogueHandler({
      fetchCatalogue: () =>
        Promise.resolve(source.outcome ?? { kind: 'body', etag: `"${source.data?.version ?? 'fixture'}"`, body: 'in-page' }),
      store: { get: () => Promise.resolve(null), put: () => Promise.resolve() },
      post: (m) => {
        setTimeout(() => {
          if (!closed) for (const l of listeners) l(m);
        }, 0);
      },
      now: () => performance.now(),
      decode: () => {
        if (!source.data) throw new Error('No catalogue');
        return source.data;
      },
    });
    return {
      post: (m) => void handler.handle(m),
      onMessage: (l) => listeners.push(l),
      terminate: () => {
        closed = true;
      },
    };
  };
}
