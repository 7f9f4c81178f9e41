// Unit project global setup (docs/decisions/029-test-speed.md): one temporary directory per run for the
// PGlite template dumps (pglite-template.ts), removed when the run ends. Per run, not per checkout, so
// a template is never older than the migrations and the seed code of the run that reads it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-pglite-template-'));
  project.provide('pgliteTemplateDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
