// The products on a list (§4, §7 addproduct, DELETE product, standardunit, standardunit/all). Anyone
// who sees the list changes its products; a locked list needs its PIN to add or remove (§4). Standard
// units are not PIN-protected (docs/guides/favorite-lists.md says why).
import { and, count, eq, max, sql } from 'drizzle-orm';
import { MAX_LIST_ITEMS } from '../../core/schemas/favorite-list.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { assertUnitOf, inAssortment, touchList } from './lists.js';
import { assertSamePin, checkPin } from './pin-lock.js';
import { findVisibleList, viewerOf, visibleTo } from './visibility.js';
import { daServer } from '../../core/texts/da-server.js';

export interface AddProduct {
  id: number;
  productId: string;
  stdUnit?: string | null | undefined;
  pin?: string | undefined;
}

/** Adds the product (at the end); already there, only a sent standard unit is set. Returns the list id. */
export async function addProduct(db: Db, clock: Clock, auth: AuthContext, body: AddProduct): Promise<number> {
  const { list } = await findVisibleList(db, auth, body.id);
  // The cheap checks first, so a PIN attempt is not spent on a request that would fail anyway.
  if (!(await inAssortment(db, auth.department.code, body.productId))) throw new ApiFailure(404, 'UnknownProduct', daServer.unknownProduct);
  await assertUnitOf(db, body.productId, body.stdUnit);
  const now = clock.now();
  const checked = await checkPin(db, list, body.pin, now);
  await db.transaction(async (tx) => {
    await assertSamePin(tx, list.id, checked);
    const [state] = await tx
      .select({ n: count(), last: max(t.favoriteListItems.sortOrder) })
      .from(t.favoriteListItems)
      .where(eq(t.favoriteListItems.listId, list.id));
    const [existing] = await tx
      .select({ productId: t.favoriteListItems.productId })
      .from(t.favoriteListItems)
      .where(and(eq(t.favoriteListItems.listId, list.id), eq(t.favoriteListItems.productId, body.productId)));
    if (existing) {
      // Already on the list: adding again only sets the standard unit when one is sent.
      if (body.stdUnit !== undefined) {
        await tx.update(t.favoriteListItems).set({ stdUnit: body.stdUnit })
          .where(and(eq(t.favoriteListItems.listId, list.id), eq(t.favoriteListItems.productId, body.productId)));
      }
      return;
    }
    if ((state?.n ?? 0) >= MAX_LIST_ITEMS) throw new ApiFailure(409, 'ListFull', daServer.listFull(MAX_LIST_ITEMS));
    await tx.insert(t.favoriteListItems).values({
      listId: list.id,
      productId: body.productId,
      stdUnit: body.stdUnit ?? null,
      sortOrder: (state?.last ?? -1) + 1,
      addedAt: now,
    });
    await touchList(tx, list.id, now);
  });
  return list.id;
}

/** Removes the product; `removed` false when it was not on the list. */
export async function removeProduct(db: Db, clock: Clock, auth: AuthContext, body: { id: number; productId: string; pin?: string | undefined }): Promise<{ listId: number; removed: boolean }> {
  const { list } = await findVisibleList(db, auth, body.id);
  const checked = await checkPin(db, list, body.pin, clock.now());
  const removed = await db.transaction(async (tx) => {
    await assertSamePin(tx, list.id, checked);
    const rows = await tx
      .delete(t.favoriteListItems)
      .where(and(eq(t.favoriteListItems.listId, list.id), eq(t.favoriteListItems.productId, body.productId)))
      .returning({ productId: t.favoriteListItems.productId });
    if (rows.length > 0) await touchList(tx, list.id, clock.now());
    return rows.length > 0;
  });
  return { listId: list.id, removed };
}

/** §4 the list's standard unit for the product; `updated` false when it is not on the list. */
export async function setStandardUnit(db: Db, auth: AuthContext, body: { id: number; productId: string; stdUnit: string | null }): Promise<{ listId: number; updated: boolean }> {
  const { list } = await findVisibleList(db, auth, body.id);
  await assertUnitOf(db, body.productId, body.stdUnit);
  const updated = await db
    .update(t.favoriteListItems)
    .set({ stdUnit: body.stdUnit })
    .where(and(eq(t.favoriteListItems.listId, list.id), eq(t.favoriteListItems.productId, body.productId)))
    .returning({ productId: t.favoriteListItems.productId });
  return { listId: list.id, updated: updated.length > 0 };
}

/** §4 "set the standard unit for all lists": every list the user sees that holds the product; how many. */
export async function setStandardUnitEverywhere(db: Db, auth: AuthContext, body: { productId: string; stdUnit: string | null }): Promise<number> {
  await assertUnitOf(db, body.productId, body.stdUnit);
  const updated = await db
    .update(t.favoriteListItems)
    .set({ stdUnit: body.stdUnit })
    .where(and(
      eq(t.favoriteListItems.productId, body.productId),
      sql`${t.favoriteListItems.listId} in (select ${t.favoriteLists.id} from ${t.favoriteLists} where ${visibleTo(viewerOf(auth))})`,
    ))
    .returning({ listId: t.favoriteListItems.listId });
  return updated.length;
}
