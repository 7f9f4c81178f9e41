// Generates the catalogue in a worker thread (issue 15 point 4, docs/decisions/025-pglite-start.md,
// "Third pass"): the seed process copies the template and opens PGlite on its main thread meanwhile,
// so the machine's second core does the JS generation (≈ 1.5 CPU s at 25,000 products) in parallel.
// The same function as in-process; the catalogue comes back by structured clone (plain data only).
import { Worker } from 'node:worker_threads';
import type { Catalogue, GenerateOptions } from './generate.js';

const ENTRY = new URL('./generate-worker.mjs', import.meta.url);

export function generateCatalogueInWorker(options: GenerateOptions): Promise<Catalogue> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: options });
    let settled = false;
    worker.once('message', (catalogue: Catalogue) => {
      settled = true;
      resolve(catalogue);
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`catalogue worker exited (${code}) without a catalogue`));
    });
  });
}
