// Worker thread of generateCatalogueInWorker (generate-in-worker.ts). Plain JS: on Node 20 a worker
// thread gets neither the parent's `--import tsx` nor a loader for a .ts entry, so it registers tsx's
// loader itself before it imports the TypeScript generator.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { generateCatalogue } = await import('./generate.ts');
parentPort.postMessage(generateCatalogue(workerData));
