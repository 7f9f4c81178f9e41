// The mail worker (issue 19 point 1, docs/guides/accounts-and-mail.md "1. E-mail"): delivers the rows
// of mail_outbox that enqueueMail wrote in the transaction of what caused them. It runs inside every
// server process, every MAIL_POLL_MS, and right away when kicked.
//
// Never twice, with any number of server processes on one database:
//  1. Claim: one statement picks due rows `FOR UPDATE SKIP LOCKED` and sets lease_until and attempts+1.
//     Two workers never claim the same row: the second skips rows the first has locked, and once the
//     first commits, the row's lease excludes it (PostgreSQL re-checks the condition on the newest row
//     version before locking it). The claim commits at once; no transaction stays open while sending.
//  2. Send, outside any transaction, each mail with its own stable Message-ID `<outbox-ID@host>`.
//  3. Mark: `sent_at` is set only while the claim is still ours: the attempts count we claimed with is
//     the fencing token (`where attempts = ours and sent_at is null`). A retry or give-up is guarded
//     the same way.
// The one window left is a crash (or a stall longer than the lease) between the receiver's "250 OK" and
// the mark: after the lease the row is claimed again and sent again, with the same Message-ID, so the
// receiving server or client can drop the duplicate. The lease (5 minutes) is far longer than a send
// may take (the SMTP transport's timeouts), so a live worker always marks within its lease. The dev
// mailbox transport has no such window: it writes the mailbox row and the mark in one transaction.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { DbOrTx } from '../db/tx.js';
import type { Clock } from '../domain/clock.js';

/** One claimed outbox row, ready to send. */
export interface OutboundMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface DeliveryContext {
  db: Db;
  /**
   * Marks the row sent, on the given handle (the transport's own transaction, or the database), if the
   * claim is still ours; false when the lease was lost (another worker owns the row now).
   */
  markSent(on: DbOrTx): Promise<boolean>;
}

/**
 * Where mails go: SMTP (nodemailer) or the dev mailbox table (api-server/mail/transport.ts).
 * `deliver` resolves 'delivered' when the worker must mark the row sent afterwards, 'marked' when the
 * transport already did so with ctx.markSent in its own transaction, 'lost' when it found the claim
 * gone and delivered nothing. It throws when delivery failed; an error with `permanent: true` (e.g. an
 * SMTP 5xx "no such user") is given up at once instead of retried.
 */
export interface MailTransport {
  readonly name: string;
  deliver(mail: OutboundMail, ctx: DeliveryContext): Promise<'delivered' | 'marked' | 'lost'>;
  close?(): Promise<void>;
}

/** Delay before attempt n+1 after n failed attempts: 30 s, 2 min, 10 min, 1 h, then 4 h each. */
export const RETRY_DELAYS_MS: readonly number[] = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 4 * 60 * 60_000];
/** After this many failed attempts the mail is given up (failed_at, last_error, logged): about 13 hours. */
export const DEFAULT_MAX_ATTEMPTS = 8;
/** How long a claim holds a row; far longer than one send may take (SMTP timeouts: transport.ts). */
export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_MAIL_POLL_MS = 2_000;
const DEFAULT_BATCH = 10;
/** A run stops after this many batches even if more are due; the next tick goes on. */
const MAX_BATCHES_PER_RUN = 50;

export function retryDelayMs(failedAttempts: number): number {
  const i = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[i]!;
}

/** MAIL_POLL_MS: a whole number of milliseconds, 0 = no worker in this process. */
export function mailPollMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MAIL_POLL_MS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_MAIL_POLL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 2_147_483_647) {
    throw new Error(`MAIL_POLL_MS must be a whole number of milliseconds (0: no mail worker), got ${raw}`);
  }
  return ms;
}

/** The host part of the stable Message-ID: the domain of the from address. */
export function messageIdOf(outboxId: number, host: string): string {
  return `<outbox-${outboxId}@${host}>`;
}

export interface MailWorkerOptions {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  /** Milliseconds between polls; 0: no timer (runOnce/kick only, for tests). */
  intervalMs: number;
  log?: (line: string) => void;
  logError?: (message: string, err?: unknown) => void;
  maxAttempts?: number;
  leaseMs?: number;
  batchSize?: number;
}

export interface MailWorker {
  /** No more runs; resolves when the run going on has finished, so the database can close. */
  stop(): Promise<void>;
  /** Run as soon as possible (after the current run, if any): an enqueue need not wait for the poll. */
  kick(): void;
  /** Delivers everything due now; resolves with the number of mails sent in this run. */
  runOnce(): Promise<number>;
}

interface Claimed extends OutboundMail {
  attempts: number;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}

function isPermanent(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { permanent?: unknown }).permanent === true;
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock, transport, intervalMs } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((message: string, err?: unknown) => console.error(message, err));
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const o = t.mailOutbox;

  /** Step 1: claim up to batchSize due rows in one short statement (its own transaction). */
  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    const due = db
      .select({ id: o.id })
      .from(o)
      .where(and(
        isNull(o.sentAt),
        isNull(o.failedAt),
        lte(o.nextAttemptAt, now),
        or(isNull(o.leaseUntil), lt(o.leaseUntil, now)),
      ))
      .orderBy(asc(o.nextAttemptAt), asc(o.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(o)
      .set({ leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${o.attempts} + 1` })
      .where(inArray(o.id, due))
      .returning();
    return rows
      .sort((a, b) => a.id - b.id)
      .map((r) => ({ id: r.id, kind: r.kind, to: r.toAddress, subject: r.subject, text: r.textBody, html: r.htmlBody, attempts: r.attempts }));
  }

  /** The fencing guard: the row is still claimed by this attempt and not finished. */
  const ours = (mail: Claimed) => and(eq(o.id, mail.id), eq(o.attempts, mail.attempts), isNull(o.sentAt), isNull(o.failedAt));

  async function markSent(on: DbOrTx, mail: Claimed): Promise<boolean> {
    const rows = await on
      .update(o)
      .set({ sentAt: clock.now(), leaseUntil: null, lastError: null })
      .where(ours(mail))
      .returning({ id: o.id });
    return rows.length === 1;
  }

  async function markFailed(mail: Claimed, err: unknown): Promise<void> {
    const now = clock.now();
    const giveUp = isPermanent(err) || mail.attempts >= maxAttempts;
    const lastError = errorText(err);
    const rows = await db
      .update(o)
      .set(giveUp
        ? { failedAt: now, leaseUntil: null, lastError }
        : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)), leaseUntil: null, lastError })
      .where(ours(mail))
      .returning({ id: o.id });
    if (rows.length === 0) return; // the claim was lost meanwhile; the new owner decides
    if (giveUp) {
      logError(`Mail ${mail.id} (${mail.kind}) til ${mail.to} opgivet efter ${mail.attempts} forsøg: ${lastError}`);
    } else {
      log(`Mail ${mail.id} (${mail.kind}) kunne ikke sendes (forsøg ${mail.attempts} af ${maxAttempts}); prøves igen om ${Math.round(retryDelayMs(mail.attempts) / 1000)} s: ${lastError}`);
    }
  }

  /** Steps 2 and 3 for one mail; true when it was sent (and marked) by this worker. */
  async function deliverOne(mail: Claimed): Promise<boolean> {
    try {
      const outcome = await transport.deliver(mail, { db, markSent: (on) => markSent(on, mail) });
      if (outcome === 'marked') return true;
      if (outcome === 'lost') return false;
      if (await markSent(db, mail)) return true;
      logError(`Mail ${mail.id} blev sendt, men en anden proces havde overtaget den (samme Message-ID, modtageren kan se dubletten)`);
      return false;
    } catch (err) {
      try {
        await markFailed(mail, err);
      } catch (markErr) {
        // The lease runs out and the row is claimed again: a retry, never a lost mail.
        logError(`Mail ${mail.id}: fejlen kunne ikke gemmes (prøves igen når lejen udløber)`, markErr);
      }
      return false;
    }
  }

  let stopped = false;
  let current: Promise<number> | null = null;
  let kicked = false;

  const run = async (): Promise<number> => {
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopped; batch++) {
      const claimed = await claim();
      if (claimed.length === 0) break;
      const results = await Promise.all(claimed.map(deliverOne));
      sent += results.filter(Boolean).length;
    }
    // One line per run that sent something (the two-process test adds these up).
    if (sent > 0) log(`Mails sendt: ${sent}`);
    return sent;
  };

  const runOnce = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    // A run asked for during another one starts after it: it must see what was enqueued meanwhile.
    if (current) return current.then(() => runOnce());
    current = run()
      .catch((err: unknown) => {
        logError('Mailudsendelsen fejlede (prøves igen ved næste kørsel)', err);
        return 0;
      })
      .finally(() => {
        current = null;
        if (kicked && !stopped) {
          kicked = false;
          void runOnce();
        }
      });
    return current;
  };

  let timer: ReturnType<typeof setInterval> | null = null;
  if (intervalMs > 0) {
    void runOnce();
    timer = setInterval(() => void runOnce(), intervalMs);
    // The worker never keeps the process alive on its own: shutdown stops it, then closes the database.
    timer.unref();
  }

  return {
    runOnce,
    kick: () => {
      if (stopped) return;
      if (current) kicked = true;
      else void runOnce();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      // A run in progress finishes its sends and marks before the database closes.
      while (current) await current;
    },
  };
}
