// PIN checks of a locked favourite list (issue 5 §3; spec §4, §5). The PIN is stored as an argon2id hash
// (auth/password.ts) and checked by the server on every protected action. Wrong guesses are limited per
// list in the database, whoever asks:
//
//  - every attempt is COUNTED BEFORE it is evaluated, by one atomic UPDATE … RETURNING that only
//    succeeds while the list is not locked out. PIN_FREE_ATTEMPTS attempts pass; the one that reaches
//    the limit also sets locked_until, so any number of concurrent guesses gets at most
//    PIN_FREE_ATTEMPTS evaluated (PostgreSQL re-checks the WHERE of a waiting UPDATE against the row
//    the winner wrote, READ COMMITTED);
//  - after the limit each further attempt locks the list for a growing period: 1, 2, 4, … minutes,
//    at most 60 (pinLockMs);
//  - the right PIN resets the count; a day without attempts starts it afresh;
//  - while locked out, nothing is evaluated: even the right PIN answers 429 until the wait is over.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { da } from '../../core/index.js';
import { isValidPin } from '../../core/rules/pin.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure } from '../http/env.js';
import { daServer, pinLockedOutText } from '../../core/texts/da-server.js';

export const PIN_FREE_ATTEMPTS = 5;
export const PIN_BASE_LOCK_MS = 60_000;
export const PIN_MAX_LOCK_MS = 60 * 60_000;
/** A quiet day (no attempt) forgets earlier failures. */
export const PIN_ATTEMPT_MEMORY_MS = 24 * 60 * 60_000;

/** The lock-out after the n-th counted attempt without a right PIN (0: not locked). */
export function pinLockMs(attempts: number): number {
  if (attempts < PIN_FREE_ATTEMPTS) return 0;
  return Math.min(PIN_BASE_LOCK_MS * 2 ** Math.min(attempts - PIN_FREE_ATTEMPTS, 20), PIN_MAX_LOCK_MS);
}

export function retryAfterSeconds(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return 0;
  return Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

export function lockedOut(seconds: number): ApiFailure {
  return new ApiFailure(429, 'PinLockedOut', pinLockedOutText(seconds), { retryAfterSeconds: seconds });
}

export const hashPin = (pin: string) => hashPassword(pin);

/**
 * Counts one attempt unless the list is locked out; returns the count and the hash to check, or null
 * when the list is locked out (or gone). The SQL mirrors pinLockMs.
 */
async function reserveAttempt(db: Db, listId: number, now: Date): Promise<{ attempts: number; pinHash: string | null } | null> {
  const at = now.toISOString();
  const fl = t.favoriteLists;
  // Constants inlined (not bound): PostgreSQL cannot type an untyped parameter next to power().
  const raw = (n: number) => sql.raw(String(n));
  const count = sql`(case when ${fl.lastPinAttemptAt} is null or ${fl.lastPinAttemptAt} < ${at}::timestamptz - make_interval(secs => ${raw(PIN_ATTEMPT_MEMORY_MS / 1000)}) then 1 else ${fl.failedCount} + 1 end)`;
  const lockSeconds = sql`least(${raw(PIN_BASE_LOCK_MS / 1000)} * power(2, least(${count} - ${raw(PIN_FREE_ATTEMPTS)}, 20)), ${raw(PIN_MAX_LOCK_MS / 1000)})`;
  const [row] = await db
    .update(fl)
    .set({
      failedCount: count,
      lastPinAttemptAt: now,
      lockedUntil: sql`case when ${count} >= ${raw(PIN_FREE_ATTEMPTS)} then ${at}::timestamptz + make_interval(secs => ${lockSeconds}) else null end`,
    })
    .where(and(eq(fl.id, listId), or(isNull(fl.lockedUntil), lte(fl.lockedUntil, now))))
    .returning({ attempts: fl.failedCount, pinHash: fl.pinHash });
  return row ?? null;
}

async function resetAttempts(db: Db, listId: number): Promise<void> {
  await db
    .update(t.favoriteLists)
    .set({ failedCount: 0, lockedUntil: null, lastPinAttemptAt: null })
    .where(eq(t.favoriteLists.id, listId));
}

/**
 * Checks `pin` against the list's PIN; throws the answer for a missing (403), malformed (400), wrong
 * (403, or 429 when this attempt started a lock-out) or locked-out (429) PIN. A list without a PIN
 * passes without a check. Never evaluates a guess while the list is locked out. Resolves to the PIN hash
 * the check was made against (null: no PIN), so the action can make sure it did not change meanwhile
 * (assertSamePin).
 */
export async function checkPin(db: Db, list: { id: number; pinHash: string | null }, pin: string | undefined, now: Date): Promise<string | null> {
  // The row the caller just read for its access check: an unlocked list needs no PIN (a lock set since
  // then is caught by assertSamePin inside the action).
  const listId = list.id;
  if (!list.pinHash) return null;
  if (pin === undefined || pin === '') throw new ApiFailure(403, 'PinRequired', daServer.pinRequired);
  // A malformed PIN is not a guess: it is refused before counting (§5 'ugyldig').
  if (!isValidPin(pin)) throw new ApiFailure(400, 'InvalidPin', daFavoriteLists.pinInvalid);

  const reserved = await reserveAttempt(db, listId, now);
  if (!reserved) {
    const [again] = await db.select({ lockedUntil: t.favoriteLists.lockedUntil }).from(t.favoriteLists).where(eq(t.favoriteLists.id, listId));
    if (!again) throw new ApiFailure(404, 'NotFound', daServer.notFound);
    throw lockedOut(Math.max(1, retryAfterSeconds(again.lockedUntil, now)));
  }
  if (!reserved.pinHash) {
    // Unlocked by its owner meanwhile: nothing to check, and nothing to hold against anyone.
    await resetAttempts(db, listId);
    return null;
  }
  if (await verifyPassword(reserved.pinHash, pin)) {
    await resetAttempts(db, listId);
    return reserved.pinHash;
  }
  const lockMs = pinLockMs(reserved.attempts);
  if (lockMs > 0) throw lockedOut(Math.ceil(lockMs / 1000));
  throw new ApiFailure(403, 'WrongPin', daFavoriteLists.pinWrong, { attemptsLeft: PIN_FREE_ATTEMPTS - reserved.attempts });
}

/**
 * Inside the action's transaction, with the list row locked: the PIN is still the one checked. A PIN
 * set (or changed) between the check and the action makes the action fail instead of slipping through.
 */
export async function assertSamePin(tx: Pick<Db, 'select'>, listId: number, checked: string | null): Promise<void> {
  const [row] = await tx.select({ pinHash: t.favoriteLists.pinHash }).from(t.favoriteLists).where(eq(t.favoriteLists.id, listId)).for('update');
  if (!row) throw new ApiFailure(404, 'NotFound', daServer.notFound);
  if (row.pinHash !== checked && row.pinHash !== null) throw new ApiFailure(409, 'ListChanged', da.favoriteListError);
}
