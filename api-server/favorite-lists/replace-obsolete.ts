// §7 POST replaceobsolete: products with an alternative (§3 t) give their place, priority and (where the
// alternative has it) unit to it. Only alternatives in the department's assortment replace anything. A
// locked list needs its PIN (§4).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import type { AuthContext } from '../http/env.js';
import { touchList, unitsOf } from './lists.js';
import { assertSamePin, checkPin } from './pin-lock.js';
import { findVisibleList } from './visibility.js';

export async function replaceObsolete(db: Db, clock: Clock, auth: AuthContext, body: { id: number; pin?: string | undefined }): Promise<{ listId: number; replaced: { from: string; to: string }[] }> {
  const { list } = await findVisibleList(db, auth, body.id);
  const now = clock.now();
  const checked = await checkPin(db, list, body.pin, now);
  const replaced = await db.transaction(async (tx) => {
    await assertSamePin(tx, list.id, checked);
    const items = await tx
      .select({
        productId: t.favoriteListItems.productId,
        stdUnit: t.favoriteListItems.stdUnit,
        ownPriority: t.favoriteListItems.ownPriority,
        sortOrder: t.favoriteListItems.sortOrder,
        alternative: t.products.alternativeProductId,
      })
      .from(t.favoriteListItems)
      .innerJoin(t.products, eq(t.products.id, t.favoriteListItems.productId))
      .where(eq(t.favoriteListItems.listId, list.id))
      .orderBy(t.favoriteListItems.sortOrder);
    const onList = new Set(items.map((i) => i.productId));
    const candidates = items.filter((i) => i.alternative && i.alternative !== i.productId);
    if (candidates.length === 0) return [];
    const alternatives = [...new Set(candidates.map((i) => i.alternative!))];
    const orderable = new Set((await tx
      .select({ productId: t.assortment.productId })
      .from(t.assortment)
      .where(and(eq(t.assortment.departmentCode, auth.department.code), inArray(t.assortment.productId, alternatives))))
      .map((r) => r.productId));
    const units = await unitsOf(tx, alternatives);
    const done: { from: string; to: string }[] = [];
    for (const item of candidates) {
      const to = item.alternative!;
      if (!orderable.has(to)) continue;
      await tx.delete(t.favoriteListItems).where(and(eq(t.favoriteListItems.listId, list.id), eq(t.favoriteListItems.productId, item.productId)));
      onList.delete(item.productId);
      if (!onList.has(to)) {
        const stdUnit = item.stdUnit && units.get(to)?.codes.has(item.stdUnit) ? item.stdUnit : null;
        await tx.insert(t.favoriteListItems).values({ listId: list.id, productId: to, stdUnit, ownPriority: item.ownPriority, sortOrder: item.sortOrder, addedAt: now });
        onList.add(to);
      }
      done.push({ from: item.productId, to });
    }
    if (done.length > 0) await touchList(tx, list.id, now);
    return done;
  });
  return { listId: list.id, replaced };
}
