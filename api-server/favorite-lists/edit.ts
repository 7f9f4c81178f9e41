// The owner's changes to a list as a whole (§5, §7 PUT /api/favoritelists, DELETE /{id} and
// deletefavoritelist?id): rename, share (chains: admins only), delete (with the PIN of a locked list).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import type { AuthContext } from '../http/env.js';
import { assertMayShareWithChains, validName } from './create.js';
import { assertSamePin, checkPin } from './pin-lock.js';
import { findOwnList } from './visibility.js';

export interface ListEdit {
  id: number;
  listName?: string | undefined;
  shared?: boolean | undefined;
  sharedWithChains?: boolean | undefined;
}

/** Rename and share; a field left out stays as it is. */
export async function updateList(db: Db, clock: Clock, auth: AuthContext, body: ListEdit): Promise<void> {
  const name = body.listName === undefined ? undefined : validName(body.listName);
  await findOwnList(db, auth, body.id);
  assertMayShareWithChains(auth, body.sharedWithChains);
  const set: Partial<typeof t.favoriteLists.$inferInsert> = { updatedAt: clock.now() };
  if (name !== undefined) set.name = name;
  if (body.shared !== undefined) set.shared = body.shared;
  if (body.sharedWithChains !== undefined) set.sharedWithChains = body.sharedWithChains;
  await db.update(t.favoriteLists).set(set).where(and(eq(t.favoriteLists.id, body.id), eq(t.favoriteLists.ownerUserId, auth.user.id)));
}

/** Deletes the owner's list with its items; a locked list needs its PIN (§4). */
export async function deleteList(db: Db, clock: Clock, auth: AuthContext, id: number, pin: string | undefined): Promise<void> {
  const list = await findOwnList(db, auth, id);
  const checked = await checkPin(db, list, pin, clock.now());
  await db.transaction(async (tx) => {
    await assertSamePin(tx, list.id, checked);
    await tx.delete(t.favoriteLists).where(and(eq(t.favoriteLists.id, id), eq(t.favoriteLists.ownerUserId, auth.user.id)));
  });
}
