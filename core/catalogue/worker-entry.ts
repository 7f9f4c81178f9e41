// Entry of dist/catalogue-worker.js (a classic, self-contained worker script; tsup.config.ts).
import { createCatalogueHandler, fetchCatalogueOverHttp } from './worker-handler.js';
import { indexedDbStore } from './idb-store.js';
import type { PageRequest, WorkerMessage } from './protocol.js';

interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;

const handler = createCatalogueHandler({
  fetchCatalogue: (req, etag) => fetchCatalogueOverHttp(req, etag),
  store: indexedDbStore(),
  post: (message) => scope.postMessage(message),
  now: () => performance.now(),
});

scope.addEventListener('message', (event) => {
  void handler.handle(event.data);
});
