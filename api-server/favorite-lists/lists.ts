// Favourite lists: the answers built from the tables (issue 5 §2; spec §3), and the row helpers every
// change shares. Who sees which list is visibility.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type FavoriteList, type FavoriteListDetail, type ProductFavoriteList } from '../../core/schemas/favorite-list.js';
import type { Db } from '../db/open.js';
import type { DbOrTx, Tx } from '../db/tx.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { viewerOf, visibleTo } from './visibility.js';
import { daServer } from '../../core/texts/da-server.js';

type ListRow = typeof t.favoriteLists.$inferSelect;

const danish = new Intl.Collator('da');

type SummaryRow = Pick<ListRow, 'id' | 'name' | 'pinHash' | 'shared' | 'sharedWithChains' | 'ownerUserId' | 'sorting'>;

function summaryOf(row: SummaryRow, productIds: string[], auth: AuthContext): FavoriteList {
  return {
    i: row.id,
    n: row.name,
    x: row.pinHash !== null,
    amount: productIds.length,
    l: productIds,
    shared: row.shared,
    sharedWithChains: row.sharedWithChains,
    mine: row.ownerUserId === auth.user.id,
    sorting: row.sorting,
  };
}

/** Own lists first, then by name in Danish order (æ, ø, å after z), then by id. */
function byOwnerAndName(a: FavoriteList, b: FavoriteList): number {
  return Number(b.mine) - Number(a.mine) || danish.compare(a.n, b.n) || a.i - b.i;
}

async function itemsOf(db: Db, listIds: number[]) {
  if (listIds.length === 0) return [];
  return db
    .select({
      listId: t.favoriteListItems.listId,
      productId: t.favoriteListItems.productId,
      stdUnit: t.favoriteListItems.stdUnit,
      ownPriority: t.favoriteListItems.ownPriority,
      sortOrder: t.favoriteListItems.sortOrder,
    })
    .from(t.favoriteListItems)
    .where(inArray(t.favoriteListItems.listId, listIds))
    .orderBy(asc(t.favoriteListItems.sortOrder), sql`${t.favoriteListItems.productId} collate "C"`);
}

const summaryColumns = {
  id: t.favoriteLists.id,
  name: t.favoriteLists.name,
  pinHash: t.favoriteLists.pinHash,
  shared: t.favoriteLists.shared,
  sharedWithChains: t.favoriteLists.sharedWithChains,
  ownerUserId: t.favoriteLists.ownerUserId,
  sorting: t.favoriteLists.sorting,
};

/** Every list the user sees, with its product ids in list order. */
export async function visibleListSummaries(db: Db, auth: AuthContext): Promise<FavoriteList[]> {
  const lists = await db.select(summaryColumns).from(t.favoriteLists).where(visibleTo(viewerOf(auth)));
  const items = await itemsOf(db, lists.map((l) => l.id));
  const byList = new Map<number, string[]>();
  for (const item of items) {
    const ids = byList.get(item.listId) ?? [];
    ids.push(item.productId);
    byList.set(item.listId, ids);
  }
  return lists.map((l) => summaryOf(l, byList.get(l.id) ?? [], auth)).sort(byOwnerAndName);
}

/** One list (already checked to be visible) as the change answers carry it. */
export async function listSummary(db: Db, auth: AuthContext, id: number): Promise<FavoriteList> {
  return (await listDetail(db, auth, id)).list;
}

export async function listDetail(db: Db, auth: AuthContext, id: number): Promise<{ list: FavoriteList; detail: FavoriteListDetail }> {
  const [row] = await db.select(summaryColumns).from(t.favoriteLists).where(eq(t.favoriteLists.id, id));
  if (!row) throw new ApiFailure(404, 'NotFound', daServer.notFound);
  const items = await itemsOf(db, [id]);
  const list = summaryOf(row, items.map((i) => i.productId), auth);
  return {
    list,
    detail: { ...list, items: items.map((i) => ({ productId: i.productId, stdUnit: i.stdUnit, ownPriority: i.ownPriority, sortOrder: i.sortOrder })) },
  };
}

/** §7 productfavoritelists/{productId}: every list the user sees, `l` whether the product is on it. */
export async function productMemberships(db: Db, auth: AuthContext, productId: string): Promise<ProductFavoriteList[]> {
  return (await visibleListSummaries(db, auth)).map((list) => ({
    i: list.i,
    n: list.n,
    x: list.x,
    amount: list.amount,
    l: list.l.includes(productId),
    shared: list.shared,
    mine: list.mine,
  }));
}

/** Whether the product is in the department's assortment (a list only takes products the user can order). */
export async function inAssortment(db: Db, departmentCode: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ productId: t.assortment.productId })
    .from(t.assortment)
    .where(and(eq(t.assortment.departmentCode, departmentCode), eq(t.assortment.productId, productId)));
  return Boolean(row);
}

/** The product's unit codes and its default unit. */
export async function unitsOf(db: Db, productIds: readonly string[]): Promise<Map<string, { codes: Set<string>; defaultUnit: string | null }>> {
  const out = new Map<string, { codes: Set<string>; defaultUnit: string | null }>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({ productId: t.productUnits.productId, code: t.productUnits.code, isDefault: t.productUnits.isDefault })
    .from(t.productUnits)
    .where(inArray(t.productUnits.productId, [...productIds]));
  for (const r of rows) {
    const entry = out.get(r.productId) ?? { codes: new Set<string>(), defaultUnit: null };
    entry.codes.add(r.code);
    if (r.isDefault) entry.defaultUnit = r.code;
    out.set(r.productId, entry);
  }
  return out;
}

/** 400 unless `stdUnit` is null or one of the product's units. */
export async function assertUnitOf(db: Db, productId: string, stdUnit: string | null | undefined): Promise<void> {
  if (stdUnit === null || stdUnit === undefined) return;
  const units = (await unitsOf(db, [productId])).get(productId);
  if (!units?.codes.has(stdUnit)) throw new ApiFailure(400, 'InvalidUnit', daServer.unitNotOfProduct);
}

/** Locks the list row for the rest of the transaction (serialises adds, sort orders, replaces). */
export async function lockListRow(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select({ id: t.favoriteLists.id }).from(t.favoriteLists).where(eq(t.favoriteLists.id, id)).for('update');
  if (!row) throw new ApiFailure(404, 'NotFound', daServer.notFound);
}

/** Marks the list changed (the catalogue's ETag covers the lists, §4). */
export async function touchList(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(t.favoriteLists).set({ updatedAt: now }).where(eq(t.favoriteLists.id, id));
}
