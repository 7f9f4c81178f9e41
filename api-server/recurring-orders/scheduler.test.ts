import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/open.js';
import { TestClock } from '../domain/clock.js';
import type { RunReport } from './runner.js';
import {
  DEFAULT_RECURRING_ORDERS_INTERVAL_MS,
  describeRun,
  recurringIntervalFromEnv,
  startRecurringOrderScheduler,
} from './scheduler.js';

const db = {} as Db;
const clock = new TestClock('2025-06-04T10:00:00Z');
const empty: RunReport = { placed: [], failed: [] };

describe('RECURRING_ORDERS_INTERVAL_MS', () => {
  it.each([
    [undefined, DEFAULT_RECURRING_ORDERS_INTERVAL_MS],
    ['', DEFAULT_RECURRING_ORDERS_INTERVAL_MS],
    ['0', 0],
    ['60000', 60_000],
  ])('%j -> %d', (raw, ms) => {
    expect(recurringIntervalFromEnv(raw === undefined ? {} : { RECURRING_ORDERS_INTERVAL_MS: raw })).toBe(ms);
  });

  it.each(['-1', '1.5', 'fem', '99999999999'])('%j stops the start with a message', (raw) => {
    expect(() => recurringIntervalFromEnv({ RECURRING_ORDERS_INTERVAL_MS: raw })).toThrow(/RECURRING_ORDERS_INTERVAL_MS/);
  });
});

describe('the scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start and then every interval, with the injected clock', async () => {
    const run = vi.fn(async (_db: Db, c: { now(): Date }) => {
      expect(c.now().toISOString()).toBe('2025-06-04T10:00:00.000Z');
      return empty;
    });
    const scheduler = startRecurringOrderScheduler({ db, clock, intervalMs: 60_000, run, log: () => {}, logError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(4);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('is off with interval 0', async () => {
    const run = vi.fn(async () => empty);
    const scheduler = startRecurringOrderScheduler({ db, clock, intervalMs: 0, run });
    await vi.advanceTimersByTimeAsync(3_600_000);
    await scheduler.runNow();
    expect(run).not.toHaveBeenCalled();
    await scheduler.stop();
  });

  it('never overlaps a run that is still going; stop waits for it', async () => {
    let finish!: () => void;
    const run = vi.fn(() => new Promise<RunReport>((resolve) => {
      finish = () => resolve(empty);
    }));
    const scheduler = startRecurringOrderScheduler({ db, clock, intervalMs: 1_000, run, log: () => {}, logError: () => {} });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failing run and a failing day and keeps going', async () => {
    const errors: string[] = [];
    const run = vi.fn()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValueOnce({ placed: [], failed: [{ orderId: 7, orderDay: '2025-06-10', error: new Error('x') }] } satisfies RunReport)
      .mockResolvedValue(empty);
    const scheduler = startRecurringOrderScheduler({ db, clock, intervalMs: 1_000, run, log: () => {}, logError: (m) => errors.push(m) });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(errors).toEqual([
      'Fastordre-kørslen fejlede (prøves igen ved næste kørsel)',
      'Fastordre 7: leveringsdag 2025-06-10 kunne ikke lægges i kurv (prøves igen ved næste kørsel)',
    ]);
    await scheduler.stop();
  });

  it('passes the mail origin to the job and logs a department and day whose mail failed (issue 19 point 4)', async () => {
    const errors: string[] = [];
    const run = vi.fn().mockResolvedValue({ placed: [], failed: [], mailFailed: [{ departmentCode: '1001', orderDay: '2025-06-10', error: new Error('x') }] } satisfies RunReport);
    const scheduler = startRecurringOrderScheduler({ db, clock, intervalMs: 1_000, run, mailOrigin: 'https://shop.example.dk', log: () => {}, logError: (m) => errors.push(m) });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledWith(db, clock, { mailOrigin: 'https://shop.example.dk' });
    expect(errors).toEqual(['Fastordre-mail til afdeling 1001 for leveringsdag 2025-06-10 kunne ikke lægges i udbakken']);
    await scheduler.stop();
  });

  it('logs a summary only when a run placed something', async () => {
    const lines: string[] = [];
    const placed: RunReport = {
      placed: [{
        orderId: 1, orderDay: '2025-06-10', userId: 1,
        placed: [{ lineNo: 1, productId: 'a', unit: 'STK', amount: '2.00', substitutedFor: null }],
        skipped: [{ lineNo: 2, productId: 'b', reason: 'gone' }],
      }],
      failed: [],
    };
    const run = vi.fn().mockResolvedValueOnce(empty).mockResolvedValueOnce(placed);
    const scheduler = startRecurringOrderScheduler({ db, clock, intervalMs: 1_000, run, log: (l) => lines.push(l) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines).toEqual([describeRun(placed)]);
    expect(lines[0]).toBe('Fastordrer: 1 leveringsdag(e) lagt i kurv (1 varelinjer, 1 sprunget over)');
    await scheduler.stop();
  });
});
