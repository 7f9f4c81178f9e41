// Runs seed-child.ts in a child process (issue 15 point 4, docs/decisions/025-pglite-start.md,
// "Second pass") under tsx's loader, its output on ours, and the child's exit as the outcome.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_PGLITE_TEMPLATE_DIR } from '../db/pglite-template.js';

const CHILD = fileURLToPath(new URL('./seed-child.ts', import.meta.url));

export interface ChildSeedOptions {
  dir: string;
  productCount: number;
  referenceDate: string;
  /** As OpenOptions.pgliteTemplateDir: undefined is the default template, null none. */
  pgliteTemplateDir?: string | null;
  /**
   * After a seed, publish a copy of the finished directory as this seeded template (seeded-template.ts,
   * decision 025 "Sixth pass"); unset: none. Ignored without a template directory.
   */
  seededTemplateKey?: string;
  /**
   * Stops the seed: the child is killed and the promise rejects once it has exited (its lock on the
   * directory released). main.ts aborts when the server fails to start while the child seeds.
   */
  signal?: AbortSignal;
}

export function seedPgliteInChild(options: ChildSeedOptions): Promise<void> {
  const template = options.pgliteTemplateDir === null ? 'off' : options.pgliteTemplateDir ?? DEFAULT_PGLITE_TEMPLATE_DIR;
  // tsx's loader by its own path, as `node --import tsx` loads it: not this process's flags, which a test
  // runner or tsx's CLI set, and not a bare `tsx` that node would look for from the working directory.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const args = ['--import', tsx, CHILD, options.dir, String(options.productCount), options.referenceDate, template, ...(options.seededTemplateKey ? [options.seededTemplateKey] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], signal: options.signal });
    let failure: unknown;
    // An abort also arrives here: settle on the exit, not before, so the caller waits for the child.
    child.once('error', (err) => {
      if (child.pid === undefined) reject(err);
      else failure = err;
    });
    child.once('exit', (code, signal) => {
      if (code === 0 && failure === undefined) resolve();
      else reject(failure ?? new Error(`seeding ${options.dir} failed (seed process exit ${code ?? signal})`));
    });
  });
}
