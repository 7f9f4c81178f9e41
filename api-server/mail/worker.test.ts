// The mail worker on a real database (PGlite; PostgreSQL with DATABASE_URL): due rows, retries with
// backoff, giving up, lease expiry, dedupe keys, and the dev mailbox's exactly-once (issue 19 point 1).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../db/schema.js';
import { TestClock } from '../domain/clock.js';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { enqueueMail, type OutgoingMail } from './outbox.js';
import { devMailboxTransport } from './transport.js';
import { DEFAULT_MAX_ATTEMPTS, mailPollMsFromEnv, retryDelayMs, startMailWorker, type MailTransport, type OutboundMail } from './worker.js';

let testDb: TestDb;
// enqueueMail leaves next_attempt_at to the database's now(): the worker's clock starts at the real time
// (a TestClock in 2025 would find nothing due).
const realNow = () => new Date(Date.now() + 1_000);
beforeAll(async () => {
  testDb = await createTestDb({ empty: true });
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(async () => {
  await testDb.db.delete(t.mailOutbox);
});

const mail = (to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test', to, subject: `Til ${to}`, text: 'Hej æøå', html: '<p>Hej æøå</p>', ...extra,
});

/** A transport that records what it got and fails while `failing` is true. */
function recordingTransport() {
  const sent: OutboundMail[] = [];
  const state = { failing: false, permanent: false };
  const transport: MailTransport = {
    name: 'recording',
    async deliver(m) {
      if (state.failing) throw Object.assign(new Error('421 prøv senere'), state.permanent ? { permanent: true } : {});
      sent.push(m);
      return 'delivered';
    },
  };
  return { sent, state, transport };
}

const outboxRow = async (id: number) => (await testDb.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, id)))[0]!;

describe('mail worker', () => {
  it('sends what is due, marks it sent, and sends nothing twice', async () => {
    const clock = new TestClock(realNow());
    const { sent, transport } = recordingTransport();
    const a = await enqueueMail(testDb.db, mail('a@kunde.dk'));
    const b = await enqueueMail(testDb.db, mail('b@kunde.dk'));
    // Not yet due: written with a future next_attempt_at.
    const later = await enqueueMail(testDb.db, mail('later@kunde.dk'));
    await testDb.db.update(t.mailOutbox).set({ nextAttemptAt: new Date(Date.now() + 60_000) }).where(eq(t.mailOutbox.id, later!));
    const worker = startMailWorker({ db: testDb.db, clock, transport, intervalMs: 0, log: () => undefined });

    expect(await worker.runOnce()).toBe(2);
    expect(sent.map((m) => m.id)).toEqual([a, b]);
    expect((await outboxRow(a!)).sentAt).toEqual(clock.now());
    expect((await outboxRow(a!)).leaseUntil).toBeNull();
    expect(await worker.runOnce()).toBe(0);

    clock.advance(60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['a@kunde.dk', 'b@kunde.dk', 'later@kunde.dk']);
    await worker.stop();
  });

  it('retries a failing send with growing delays and gives up after the last attempt', async () => {
    const clock = new TestClock(realNow());
    const { sent, state, transport } = recordingTransport();
    const errors: string[] = [];
    const id = (await enqueueMail(testDb.db, mail('fejl@kunde.dk')))!;
    const worker = startMailWorker({ db: testDb.db, clock, transport, intervalMs: 0, log: () => undefined, logError: (m) => errors.push(m) });
    state.failing = true;

    expect(await worker.runOnce()).toBe(0);
    let row = await outboxRow(id);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('421');
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);
    // Not before the delay.
    clock.advance(29_000);
    await worker.runOnce();
    expect((await outboxRow(id)).attempts).toBe(1);
    clock.advance(1_000);
    await worker.runOnce();
    row = await outboxRow(id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(2 * 60_000);

    for (let n = 3; n <= DEFAULT_MAX_ATTEMPTS; n++) {
      clock.advance(retryDelayMs(n - 1));
      await worker.runOnce();
      expect((await outboxRow(id)).attempts).toBe(n);
    }
    row = await outboxRow(id);
    expect(row.failedAt).toEqual(clock.now());
    expect(row.sentAt).toBeNull();
    expect(errors.some((e) => e.includes(`Mail ${id}`) && e.includes('opgivet'))).toBe(true);
    // Given up: never tried again, even when the transport works again.
    state.failing = false;
    clock.advance(24 * 60 * 60_000);
    expect(await worker.runOnce()).toBe(0);
    expect(sent).toEqual([]);
    await worker.stop();
  });

  it('gives up at once on a permanent refusal (SMTP 5xx)', async () => {
    const clock = new TestClock(realNow());
    const { state, transport } = recordingTransport();
    state.failing = true;
    state.permanent = true;
    const id = (await enqueueMail(testDb.db, mail('ingen@kunde.dk')))!;
    const worker = startMailWorker({ db: testDb.db, clock, transport, intervalMs: 0, log: () => undefined, logError: () => undefined });
    await worker.runOnce();
    const row = await outboxRow(id);
    expect(row.attempts).toBe(1);
    expect(row.failedAt).not.toBeNull();
    await worker.stop();
  });

  it('takes a row again only after its lease ran out, and a stale claim cannot mark it', async () => {
    const clock = new TestClock(realNow());
    const id = (await enqueueMail(testDb.db, mail('lease@kunde.dk')))!;
    // Worker 1 claims the row and hangs in the send (a stalled SMTP server).
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    let claimedBy1 = false;
    const stalled: MailTransport = {
      name: 'stalled',
      async deliver() {
        claimedBy1 = true;
        await hanging;
        return 'delivered';
      },
    };
    const errors: string[] = [];
    const w1 = startMailWorker({ db: testDb.db, clock, transport: stalled, intervalMs: 0, leaseMs: 60_000, log: () => undefined, logError: (m) => errors.push(m) });
    const run1 = w1.runOnce();
    await expect.poll(() => claimedBy1).toBe(true);

    const second = recordingTransport();
    const w2 = startMailWorker({ db: testDb.db, clock, transport: second.transport, intervalMs: 0, leaseMs: 60_000, log: () => undefined });
    expect(await w2.runOnce()).toBe(0); // leased
    clock.advance(60_001);
    expect(await w2.runOnce()).toBe(1); // lease expired: taken over and sent
    expect((await outboxRow(id)).attempts).toBe(2);

    release();
    expect(await run1).toBe(0); // the stale claim's mark finds attempts changed and does nothing
    expect(errors.some((e) => e.includes('overtaget'))).toBe(true);
    expect((await outboxRow(id)).sentAt).toEqual(clock.now());
    await w1.stop();
    await w2.stop();
  });

  it('enqueues a dedupe key once, ever', async () => {
    const first = await enqueueMail(testDb.db, mail('d@kunde.dk', { dedupeKey: 'recurring:D1:2025-06-05' }));
    const again = await enqueueMail(testDb.db, mail('d@kunde.dk', { dedupeKey: 'recurring:D1:2025-06-05' }));
    expect(first).toBeTypeOf('number');
    expect(again).toBeNull();
    const { sent, transport } = recordingTransport();
    const worker = startMailWorker({ db: testDb.db, clock: new TestClock(realNow()), transport, intervalMs: 0, log: () => undefined });
    expect(await worker.runOnce()).toBe(1);
    expect(sent).toHaveLength(1);
    await worker.stop();
  });

  it('sends nothing a rolled-back transaction enqueued', async () => {
    await expect(testDb.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('rollback@kunde.dk'));
      throw new Error('the order failed');
    })).rejects.toThrow('the order failed');
    const { sent, transport } = recordingTransport();
    const worker = startMailWorker({ db: testDb.db, clock: new TestClock(realNow()), transport, intervalMs: 0, log: () => undefined });
    expect(await worker.runOnce()).toBe(0);
    expect(sent).toEqual([]);
    await worker.stop();
  });

  it('delivers to the dev mailbox exactly once, marked in the same transaction', async () => {
    const clock = new TestClock(realNow());
    const ids = [];
    for (let i = 0; i < 25; i++) ids.push(await enqueueMail(testDb.db, mail(`dev${i}@kunde.dk`)));
    const w1 = startMailWorker({ db: testDb.db, clock, transport: devMailboxTransport(), intervalMs: 0, batchSize: 4, log: () => undefined });
    const w2 = startMailWorker({ db: testDb.db, clock, transport: devMailboxTransport(), intervalMs: 0, batchSize: 4, log: () => undefined });
    const [n1, n2] = await Promise.all([w1.runOnce(), w2.runOnce()]);
    expect(n1 + n2).toBe(25);
    const box = await testDb.db.select().from(t.devMailbox);
    expect(box.map((r) => r.outboxId).sort((x, y) => x - y)).toEqual(ids);
    const unsent = (await testDb.db.select().from(t.mailOutbox)).filter((r) => r.sentAt === null);
    expect(unsent).toEqual([]);
    await w1.stop();
    await w2.stop();
  });

  it('kick runs at once, and stop waits for the run going on', async () => {
    const clock = new TestClock(realNow());
    const { sent, transport } = recordingTransport();
    const worker = startMailWorker({ db: testDb.db, clock, transport, intervalMs: 0, log: () => undefined });
    await enqueueMail(testDb.db, mail('kick@kunde.dk'));
    worker.kick();
    await expect.poll(() => sent.length).toBe(1);
    await worker.stop();
    expect(await worker.runOnce()).toBe(0);
  });

  it('reads MAIL_POLL_MS', () => {
    expect(mailPollMsFromEnv({})).toBe(2000);
    expect(mailPollMsFromEnv({ MAIL_POLL_MS: '300' })).toBe(300);
    expect(mailPollMsFromEnv({ MAIL_POLL_MS: '0' })).toBe(0);
    expect(() => mailPollMsFromEnv({ MAIL_POLL_MS: 'fast' })).toThrow(/MAIL_POLL_MS/);
  });
});
