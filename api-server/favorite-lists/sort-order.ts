// §7 POST sortorder: the list's sorting value (§9), own priorities (§6 sorting 0) and the product order.
// Anyone who sees the list may sort it; not PIN-protected.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import type { AuthContext } from '../http/env.js';
import { lockListRow, touchList } from './lists.js';
import { findVisibleList } from './visibility.js';

export interface SortOrder {
  id: number;
  sorting?: number | undefined;
  priorities?: { productId: string; ownPriority: number | null }[] | undefined;
  /** Product ids in the wanted order; products left out keep their place after these. */
  order?: string[] | undefined;
}

export async function setSortOrder(db: Db, clock: Clock, auth: AuthContext, body: SortOrder): Promise<number> {
  const { list } = await findVisibleList(db, auth, body.id);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await lockListRow(tx, list.id);
    if (body.sorting !== undefined) await tx.update(t.favoriteLists).set({ sorting: body.sorting }).where(eq(t.favoriteLists.id, list.id));
    if (body.priorities && body.priorities.length > 0) {
      // One statement for the whole list; products not on the list are ignored.
      const rows = JSON.stringify(body.priorities.map((p) => ({ product_id: p.productId, own_priority: p.ownPriority })));
      await tx.execute(sql`
        update ${t.favoriteListItems} set own_priority = v.own_priority
        from json_to_recordset(${rows}::json) as v(product_id text, own_priority integer)
        where ${t.favoriteListItems.listId} = ${list.id} and ${t.favoriteListItems.productId} = v.product_id`);
    }
    if (body.order && body.order.length > 0) {
      const current = await tx
        .select({ productId: t.favoriteListItems.productId })
        .from(t.favoriteListItems)
        .where(eq(t.favoriteListItems.listId, list.id))
        .orderBy(t.favoriteListItems.sortOrder, sql`${t.favoriteListItems.productId} collate "C"`);
      const onList = new Set(current.map((r) => r.productId));
      const first = [...new Set(body.order)].filter((id) => onList.has(id));
      const chosen = new Set(first);
      const order = [...first, ...current.map((r) => r.productId).filter((id) => !chosen.has(id))];
      const rows = JSON.stringify(order.map((productId, i) => ({ product_id: productId, sort_order: i })));
      await tx.execute(sql`
        update ${t.favoriteListItems} set sort_order = v.sort_order
        from json_to_recordset(${rows}::json) as v(product_id text, sort_order integer)
        where ${t.favoriteListItems.listId} = ${list.id} and ${t.favoriteListItems.productId} = v.product_id`);
    }
    await touchList(tx, list.id, now);
  });
  return list.id;
}
