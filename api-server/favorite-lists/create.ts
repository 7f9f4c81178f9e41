// Creating favourite lists (§5, §7 POST /api/favoritelists and /fromhistory): an empty list, or one made
// from the purchase history of a date span. At most MAX_LISTS_PER_USER lists per user.
import { count, eq } from 'drizzle-orm';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { da } from '../../core/index.js';
import { dateSpanComplete, isValidListName, normalizeListName } from '../../core/rules/pin.js';
import { MAX_LISTS_PER_USER } from '../../core/schemas/favorite-list.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { insertBatched } from '../db/insert-batched.js';
import type { Clock } from '../domain/clock.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { mostBought, type HistoryItem } from './history.js';
import { daServer } from '../../core/texts/da-server.js';

/** §5: only admins share with chains; a non-admin asking gets 403 before anything changes. */
export function assertMayShareWithChains(auth: AuthContext, sharedWithChains: boolean | undefined): void {
  if (sharedWithChains && !auth.user.isAdmin) throw new ApiFailure(403, 'AdminOnly', daServer.shareWithChainsAdminOnly);
}

/** §5 list name: trimmed, not empty (the spec's text), else 400 InvalidListName. */
export function validName(listName: string): string {
  if (!isValidListName(listName)) throw new ApiFailure(400, 'InvalidListName', daFavoriteLists.listNameInvalid);
  return normalizeListName(listName);
}

export interface NewListRequest {
  listName: string;
  shared: boolean;
  sharedWithChains: boolean;
  from?: string | null | undefined;
  to?: string | null | undefined;
}

interface NewList {
  name: string;
  shared: boolean;
  sharedWithChains: boolean;
  items: HistoryItem[];
}

async function insertList(db: Db, clock: Clock, auth: AuthContext, input: NewList): Promise<number> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Serialise one user's creates, so the per-user limit holds under double submits.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, auth.user.id)).for('update');
    const [owned] = await tx.select({ n: count() }).from(t.favoriteLists).where(eq(t.favoriteLists.ownerUserId, auth.user.id));
    if ((owned?.n ?? 0) >= MAX_LISTS_PER_USER) throw new ApiFailure(409, 'TooManyLists', daServer.tooManyLists(MAX_LISTS_PER_USER));
    const [row] = await tx
      .insert(t.favoriteLists)
      .values({
        ownerUserId: auth.user.id,
        customerNo: auth.department.customerNo,
        name: input.name,
        shared: input.shared,
        sharedWithChains: input.sharedWithChains,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: t.favoriteLists.id });
    const id = row!.id;
    if (input.items.length > 0) {
      // Up to 500 items (the history mode): one statement with one parameter (api-server/db/insert-batched.ts).
      await insertBatched(tx, t.favoriteListItems, input.items.map((item, sortOrder) => ({
        listId: id,
        productId: item.productId,
        stdUnit: item.stdUnit,
        sortOrder,
        addedAt: now,
      })));
    }
    return id;
  });
}

/** §5 date-span mode: the most bought products of the span (at most 500); none bought, no list (409). */
export async function createFromHistory(db: Db, clock: Clock, auth: AuthContext, body: NewListRequest & { from: string; to: string }): Promise<number> {
  const name = validName(body.listName);
  assertMayShareWithChains(auth, body.sharedWithChains);
  if (body.from > body.to) throw new ApiFailure(400, 'InvalidDateSpan', daFavoriteLists.listDateOrder);
  const items = await mostBought(db, { customerNo: auth.department.customerNo, departmentCode: auth.department.code }, body.from, body.to);
  // §8 "list not created: server message shown": nothing to put on the list, so no list.
  if (items.length === 0) throw new ApiFailure(409, 'NoPurchases', daServer.historyEmpty);
  return insertList(db, clock, auth, { name, shared: body.shared, sharedWithChains: body.sharedWithChains, items });
}

/** §7 POST /api/favoritelists: with from and to, the list is made from the purchase history. */
export async function createList(db: Db, clock: Clock, auth: AuthContext, body: NewListRequest): Promise<number> {
  // §5 date-span mode needs both dates.
  if (!dateSpanComplete(body.from, body.to)) throw new ApiFailure(400, 'ValidationError', da.validationFailed);
  if (body.from && body.to) return createFromHistory(db, clock, auth, { ...body, from: body.from, to: body.to });
  const name = validName(body.listName);
  assertMayShareWithChains(auth, body.sharedWithChains);
  return insertList(db, clock, auth, { name, shared: body.shared, sharedWithChains: body.sharedWithChains, items: [] });
}
