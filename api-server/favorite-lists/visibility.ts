// Who sees which favourite list (issue 5 §2; spec §3): the one place the rule is written, for the
// /api/favoritelists routes and the catalogue's overlay alike (decision 011). A list belongs to the user
// who created it; a shared list is seen by every user of the same customer number. Nobody else learns
// that a list exists: their requests answer 404 (docs/guides/favorite-lists.md).
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/tx.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { daServer } from '../../core/texts/da-server.js';

export type ListRow = typeof t.favoriteLists.$inferSelect;
export type ListAccess = 'owner' | 'colleague';

/** Who is looking: the user and their customer number (from the session, never from the request). */
export interface ListViewer {
  userId: number;
  customerNo: string;
}

export const viewerOf = (auth: AuthContext): ListViewer => ({ userId: auth.user.id, customerNo: auth.department.customerNo });

/** The lists the viewer sees: their own, and the shared lists of their customer. */
export function visibleTo(viewer: ListViewer): SQL {
  return or(
    eq(t.favoriteLists.ownerUserId, viewer.userId),
    and(eq(t.favoriteLists.shared, true), eq(t.favoriteLists.customerNo, viewer.customerNo)),
  )!;
}

/** The list if the user sees it, with how: otherwise 404, the same answer as for an id that never existed. */
export async function findVisibleList(db: DbOrTx, auth: AuthContext, id: number): Promise<{ list: ListRow; access: ListAccess }> {
  const [list] = await db.select().from(t.favoriteLists).where(and(eq(t.favoriteLists.id, id), visibleTo(viewerOf(auth))));
  if (!list) throw new ApiFailure(404, 'NotFound', daServer.notFound);
  return { list, access: list.ownerUserId === auth.user.id ? 'owner' : 'colleague' };
}

/** Renaming, sharing, locking, unlocking and deleting are the owner's (a colleague gets 403). */
export async function findOwnList(db: DbOrTx, auth: AuthContext, id: number): Promise<ListRow> {
  const { list, access } = await findVisibleList(db, auth, id);
  if (access !== 'owner') throw new ApiFailure(403, 'NotListOwner', daServer.listOwnerOnly);
  return list;
}
