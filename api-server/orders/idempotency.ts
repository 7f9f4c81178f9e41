// Idempotency-Key (issue 7 §1): a client that did not get an answer (a dropped connection, a tablet
// going to sleep) sends the same request again with the same key, and gets the first answer again
// instead of a second order line or a second order. The key is taken inside the transaction that does
// the work, first, so a concurrent request with the same key waits on it and then replays the answer.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure } from '../http/env.js';
import { daOrders } from '../../core/texts/da-orders.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Long enough for a retry after a night on a kitchen tablet; short enough to keep the table small. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

export interface IdempotentResult<T> {
  status: 200 | 201;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** The header's key, null when absent; a malformed key is a 400 (it would never match a retry). */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!KEY_PATTERN.test(header)) throw new ApiFailure(400, 'InvalidIdempotencyKey', daOrders.idempotencyKeyInvalid);
  return header;
}

function hashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function stored(db: Db, userId: number, key: string) {
  const [row] = await db.select().from(t.idempotencyKeys).where(and(eq(t.idempotencyKeys.userId, userId), eq(t.idempotencyKeys.key, key)));
  return row ?? null;
}

function replay<T>(row: typeof t.idempotencyKeys.$inferSelect, operation: string, requestHash: string): IdempotentResult<T> {
  if (row.operation !== operation || row.requestHash !== requestHash) {
    throw new ApiFailure(409, 'IdempotencyKeyReused', daOrders.idempotencyKeyReused);
  }
  return { status: row.status as 200 | 201, body: row.response as T, replayed: true };
}

/**
 * Runs `work` once per (user, key): the first request runs it in a transaction that also stores its
 * answer; every later or concurrent request with the same key and body gets that answer. Without a
 * key `work` simply runs. A failure (4xx) stores nothing, so a corrected retry can succeed.
 */
export async function idempotent<T>(
  db: Db,
  userId: number,
  key: string | null,
  operation: string,
  requestBody: unknown,
  work: (tx: Db) => Promise<{ status: 200 | 201; body: T }>,
): Promise<IdempotentResult<T>> {
  if (key === null) return { ...(await work(db)), replayed: false };
  const requestHash = hashOf(requestBody);
  const earlier = await stored(db, userId, key);
  if (earlier) return replay<T>(earlier, operation, requestHash);
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(t.idempotencyKeys).values({ userId, key, operation, requestHash, status: 0, response: {} });
      const result = await work(tx);
      await tx
        .update(t.idempotencyKeys)
        .set({ status: result.status, response: result.body as object })
        .where(and(eq(t.idempotencyKeys.userId, userId), eq(t.idempotencyKeys.key, key)));
      // Forget old keys as new ones come (indexed on created_at: cheap).
      await tx.delete(t.idempotencyKeys).where(lt(t.idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
      return { ...result, replayed: false };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await stored(db, userId, key);
    if (!winner) throw err;
    return replay<T>(winner, operation, requestHash);
  }
}
