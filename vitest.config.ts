import { defineConfig } from 'vitest/config';

// Four suites (issue 2 §11, issue 14):
//  unit       core rules and the API through app.request() against a real seeded database
//             (PGlite by default, PostgreSQL when DATABASE_URL is set)
//  system     server processes on a private PostgreSQL cluster (outage, crash, two servers)
//  component  widgets rendered in happy-dom, fed with fixtures
//  browser    playwright-core + Debian's Chromium against the server `npm start` runs
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['core/**/*.test.ts', 'api-server/**/*.test.ts', 'bench/**/*.test.ts', 'examples/procurement/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One directory per run for the PGlite template databases (docs/decisions/029-test-speed.md).
          globalSetup: ['api-server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Whole server processes against a database of their own: outages, crashes, two servers
        // (issue 14 §4–§6). One file at a time: each starts processes and a PostgreSQL cluster.
        test: {
          name: 'system',
          environment: 'node',
          include: ['api-server/**/*.system.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['widgets/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['examples/e2e/**/*.e2e.ts'],
          globalSetup: ['examples/e2e/global-setup.ts'],
          fileParallelism: false,
          // A journey is a minute of real browser work on a 2-CPU machine, and CI machines differ
          // threefold in speed: the limits are generous, each step still waits for something specific.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // expect.poll's default is 1 s: too short for a real server answering a real browser.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
