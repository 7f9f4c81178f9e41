// §4 PIN lock actions (§7 setpin, verifypin, clearpin): the owner locks and unlocks; anyone who sees the
// list verifies. Every check counts as an attempt against the list's lock-out (pin-lock.ts).
import { and, eq } from 'drizzle-orm';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { isValidPin } from '../../core/rules/pin.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { checkPin, hashPin } from './pin-lock.js';
import { findOwnList, findVisibleList } from './visibility.js';
import { daServer } from '../../core/texts/da-server.js';

/** Locks the owner's list; changing the PIN of a locked list needs the current one. */
export async function setPin(db: Db, clock: Clock, auth: AuthContext, body: { favoritelistId: number; pin: string; currentPin?: string | undefined }): Promise<void> {
  const list = await findOwnList(db, auth, body.favoritelistId);
  if (!isValidPin(body.pin)) throw new ApiFailure(400, 'InvalidPin', daFavoriteLists.pinInvalid);
  if (list.pinHash) {
    if (!body.currentPin) throw new ApiFailure(403, 'PinRequired', daServer.pinCurrentRequired);
    await checkPin(db, list, body.currentPin, clock.now());
  }
  const pinHash = await hashPin(body.pin);
  await db
    .update(t.favoriteLists)
    .set({ pinHash, failedCount: 0, lockedUntil: null, lastPinAttemptAt: null, updatedAt: clock.now() })
    .where(and(eq(t.favoriteLists.id, list.id), eq(t.favoriteLists.ownerUserId, auth.user.id)));
}

/** §4 verify mode: anyone who sees the list; 409 when it is not locked. */
export async function verifyPin(db: Db, clock: Clock, auth: AuthContext, body: { favoritelistId: number; pin: string }): Promise<void> {
  const { list } = await findVisibleList(db, auth, body.favoritelistId);
  if (!list.pinHash) throw new ApiFailure(409, 'NotLocked', daServer.listNotLocked);
  await checkPin(db, list, body.pin, clock.now());
}

/** §4 unlock = verify, then clear: owner only, with the PIN. */
export async function clearPin(db: Db, clock: Clock, auth: AuthContext, body: { favoritelistId: number; pin: string }): Promise<void> {
  const list = await findOwnList(db, auth, body.favoritelistId);
  if (!list.pinHash) throw new ApiFailure(409, 'NotLocked', daServer.listNotLocked);
  await checkPin(db, list, body.pin, clock.now());
  await db
    .update(t.favoriteLists)
    .set({ pinHash: null, failedCount: 0, lockedUntil: null, lastPinAttemptAt: null, updatedAt: clock.now() })
    .where(and(eq(t.favoriteLists.id, list.id), eq(t.favoriteLists.ownerUserId, auth.user.id)));
}
