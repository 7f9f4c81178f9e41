// The user's own part of the catalogue (issue 3 §1): the top 200 of the customer's purchase history,
// the featured lists of the department and the favourite lists the user sees. Three small queries per
// request, so a favourite-list change shows at once without rebuilding the shared part.
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FavoriteListSummary, FeaturedList } from '../../core/index.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { addDays } from '../domain/dates.js';
import { visibleTo } from '../favorite-lists/visibility.js';
import type { CatalogueOverlayInput } from './catalogue-encode.js';

/** §2 f-top200. */
export const TOP_LIMIT = 200;
/** The purchase history the top 200 counts: the last year, so last season's products fade out. */
export const TOP_WINDOW_DAYS = 365;

export interface OverlayOwner {
  userId: number;
  customerNo: string;
  departmentCode: string;
  today: string;
}

/**
 * The customer's most bought products among `inCatalogue`: most order lines first, then the larger
 * total amount, then the product id.
 */
export async function loadTop200(db: Db, owner: OverlayOwner, inCatalogue: ReadonlySet<string>): Promise<string[]> {
  const lines = sql<number>`count(*)::int`;
  const total = sql<string>`sum(${t.purchaseHistory.amount})`;
  const rows = await db
    .select({ productId: t.purchaseHistory.productId, lines, total })
    .from(t.purchaseHistory)
    .where(and(eq(t.purchaseHistory.customerNo, owner.customerNo), gte(t.purchaseHistory.orderedOn, addDays(owner.today, -TOP_WINDOW_DAYS))))
    .groupBy(t.purchaseHistory.productId)
    .orderBy(desc(lines), desc(total), sql`${t.purchaseHistory.productId} collate "C"`);
  return rows.map((r) => r.productId).filter((id) => inCatalogue.has(id)).slice(0, TOP_LIMIT);
}

/** Lists for every department and for the user's; products outside the catalogue are left out. */
export async function loadFeaturedLists(db: Db, owner: OverlayOwner, inCatalogue: ReadonlySet<string>): Promise<FeaturedList[]> {
  const lists = await db
    .select({ id: t.featuredLists.id, slug: t.featuredLists.slug, name: t.featuredLists.name })
    .from(t.featuredLists)
    .where(or(isNull(t.featuredLists.departmentCode), eq(t.featuredLists.departmentCode, owner.departmentCode)))
    .orderBy(asc(t.featuredLists.sortOrder), asc(t.featuredLists.id));
  if (lists.length === 0) return [];
  const items = await db
    .select({ listId: t.featuredListItems.listId, productId: t.featuredListItems.productId })
    .from(t.featuredListItems)
    .where(inArray(t.featuredListItems.listId, lists.map((l) => l.id)))
    .orderBy(asc(t.featuredListItems.sortOrder), sql`${t.featuredListItems.productId} collate "C"`);
  return lists.map((l) => ({
    id: l.slug,
    name: l.name,
    productIds: items.filter((i) => i.listId === l.id && inCatalogue.has(i.productId)).map((i) => i.productId),
  }));
}

const danish = new Intl.Collator('da');

/**
 * §3 favourite lists the user sees: their own, and the shared lists of the same customer number; never
 * another customer's (favorite-lists/visibility.ts, the one place the rule is written). Own lists first, then by name in Danish order. Items are sent whether or not the
 * product is in the catalogue now (the list view can say it left the assortment); the PIN hash never.
 */
export async function loadFavoriteLists(db: Db, owner: OverlayOwner): Promise<FavoriteListSummary[]> {
  const lists = await db
    .select({
      id: t.favoriteLists.id,
      name: t.favoriteLists.name,
      ownerUserId: t.favoriteLists.ownerUserId,
      shared: t.favoriteLists.shared,
      locked: sql<boolean>`(${t.favoriteLists.pinHash} is not null)`,
    })
    .from(t.favoriteLists)
    .where(visibleTo(owner));
  if (lists.length === 0) return [];
  const items = await db
    .select({
      listId: t.favoriteListItems.listId,
      productId: t.favoriteListItems.productId,
      stdUnit: t.favoriteListItems.stdUnit,
      ownPriority: t.favoriteListItems.ownPriority,
      sortOrder: t.favoriteListItems.sortOrder,
    })
    .from(t.favoriteListItems)
    .where(inArray(t.favoriteListItems.listId, lists.map((l) => l.id)))
    .orderBy(asc(t.favoriteListItems.sortOrder), sql`${t.favoriteListItems.productId} collate "C"`);
  return lists
    .map((l) => ({
      id: String(l.id),
      name: l.name,
      locked: Boolean(l.locked),
      shared: l.shared,
      mine: l.ownerUserId === owner.userId,
      items: items
        .filter((i) => i.listId === l.id)
        .map((i) => ({ productId: i.productId, stdUnit: i.stdUnit, ownPriority: i.ownPriority, sortOrder: i.sortOrder })),
    }))
    .sort((a, b) => Number(b.mine) - Number(a.mine) || danish.compare(a.name, b.name) || Number(a.id) - Number(b.id));
}

export async function loadCatalogueOverlay(db: Db, owner: OverlayOwner, inCatalogue: ReadonlySet<string>): Promise<CatalogueOverlayInput> {
  const [top200, featuredLists, favoriteLists] = await Promise.all([
    loadTop200(db, owner, inCatalogue),
    loadFeaturedLists(db, owner, inCatalogue),
    loadFavoriteLists(db, owner),
  ]);
  return { top200, featuredLists, favoriteLists };
}
