// Runs the placement job (runner.ts) inside the server process: once at start, then every
// RECURRING_ORDERS_INTERVAL_MS (default 15 minutes; 0 switches it off). A run never overlaps the
// previous one in this process; other processes are kept out by the run rows (exactly once per order
// day). Errors are logged and never reach the server. docs/guides/recurring-orders.md, "The job".
import type { Db } from '../db/open.js';
import type { Clock } from '../domain/clock.js';
import { runDueRecurringOrders, type RunOptions, type RunReport } from './runner.js';

export const DEFAULT_RECURRING_ORDERS_INTERVAL_MS = 15 * 60_000;

/** RECURRING_ORDERS_INTERVAL_MS: a whole number of milliseconds, 0 = off; anything else stops the start. */
export function recurringIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RECURRING_ORDERS_INTERVAL_MS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_RECURRING_ORDERS_INTERVAL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 2_147_483_647) {
    throw new Error(`RECURRING_ORDERS_INTERVAL_MS must be a whole number of milliseconds (0: off), got ${raw}`);
  }
  return ms;
}

export interface SchedulerOptions {
  db: Db;
  /** The server's clock (tests inject one). */
  clock: Clock;
  /** Milliseconds between runs; 0: the scheduler does nothing. */
  intervalMs: number;
  log?: (line: string) => void;
  logError?: (message: string, err?: unknown) => void;
  /** The job; tests replace it. */
  run?: (db: Db, clock: Clock, options: RunOptions) => Promise<RunReport>;
  /** Origin of the links in the job's mails (issue 19 point 4): mailLinkOrigin(config) from serve-shop.ts. */
  mailOrigin?: string;
}

export interface RecurringOrderScheduler {
  /** Runs now unless a run is going on (then waits for that one). */
  runNow(): Promise<void>;
  /** No more runs; resolves when the run going on (if any) has finished, so the database can close. */
  stop(): Promise<void>;
}

/** Summary line of a run that did something, in the server log's Danish. */
export function describeRun(report: RunReport): string | null {
  if (report.placed.length === 0) return null;
  const lines = report.placed.reduce((n, d) => n + d.placed.length, 0);
  const skipped = report.placed.reduce((n, d) => n + d.skipped.length, 0);
  return `Fastordrer: ${report.placed.length} leveringsdag(e) lagt i kurv (${lines} varelinjer, ${skipped} sprunget over)`;
}

export function startRecurringOrderScheduler(options: SchedulerOptions): RecurringOrderScheduler {
  const { db, clock, intervalMs } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((message: string, err?: unknown) => console.error(message, err));
  const run = options.run ?? runDueRecurringOrders;
  let current: Promise<void> | null = null;
  let stopped = intervalMs === 0;

  const runOnce = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (current) return current;
    current = (async () => {
      try {
        const report = await run(db, clock, options.mailOrigin ? { mailOrigin: options.mailOrigin } : {});
        const summary = describeRun(report);
        if (summary) log(summary);
        for (const f of report.mailFailed ?? []) logError(`Fastordre-mail til afdeling ${f.departmentCode} for leveringsdag ${f.orderDay} kunne ikke lægges i udbakken`, f.error);
        for (const f of report.failed) logError(`Fastordre ${f.orderId}: leveringsdag ${f.orderDay} kunne ikke lægges i kurv (prøves igen ved næste kørsel)`, f.error);
      } catch (err) {
        logError('Fastordre-kørslen fejlede (prøves igen ved næste kørsel)', err);
      } finally {
        current = null;
      }
    })();
    return current;
  };

  let timer: ReturnType<typeof setInterval> | null = null;
  if (!stopped) {
    void runOnce();
    timer = setInterval(() => void runOnce(), intervalMs);
    // The job never keeps the process alive on its own: shutdown closes the server, then the database.
    timer.unref();
  }

  return {
    runNow: runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (current) await current;
    },
  };
}
