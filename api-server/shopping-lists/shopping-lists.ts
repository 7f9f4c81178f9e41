// The shopping lists (issue 22 point 4; spec §1, §3 cart type 1, §5, §6, §7 "Shopping lists",
// docs/guides/site-variants.md §4 "The API"). A list belongs to one user in one department; each pair
// has at most ONE current list (sent_at null, the partial unique index shopping_lists_current_uq) and any
// number of sent, read-only ones. Every query is scoped to the session's user AND department: another
// user's list or line is not found (404) and nothing changes.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { validateAmountValue } from '../../core/rules/amount.js';
import { amountHundredths, mergeShoppingListAdds, shoppingListAccess, tooManyShoppingListLines } from '../../core/rules/shopping-list-access.js';
import { MAX_SHOPPING_LIST_LINES, type ShoppingList, type ShoppingListAddLine, type ShoppingListLine, type ShoppingListsPage } from '../../core/schemas/shopping-list.js';
import { daShoppingListServer as texts } from '../../core/texts/da-shopping-list-server.js';
import { da } from '../../core/texts/da.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { DbOrTx, Tx } from '../db/tx.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { loadProductsInAssortment, type SearchScope } from '../catalogue/search.js';
import { enqueueMail } from '../mail/outbox.js';
import { shoppingListSentMail } from '../mail/templates/shopping-list-sent.js';

type ListRow = typeof t.shoppingLists.$inferSelect;
type Owner = Pick<AuthContext, 'user' | 'department'>;

function hundredthsToNumeric(h: number): string {
  return (h / 100).toFixed(2);
}

function ownedBy(owner: Owner) {
  return and(eq(t.shoppingLists.userId, owner.user.id), eq(t.shoppingLists.departmentCode, owner.department.code));
}

function sessionOf(auth: AuthContext) {
  return { site: auth.department.siteVariant, cartType: auth.user.cartType, punchOut: auth.user.isPunchOut || Boolean(auth.punchOut) };
}

/**
 * 403 unless the session's variant offers shopping lists (core/site/variants.ts shoppingListCart) and it
 * is no punch-out session. Calls that name an id look it up first: a foreign id is 404 whoever asks.
 */
export function requireShoppingLists(auth: AuthContext): void {
  const access = shoppingListAccess(sessionOf(auth));
  if (access === 'punchOut') throw new ApiFailure(403, 'PunchOut', texts.punchOut);
  if (access === 'notOnThisSite') throw new ApiFailure(403, 'ShoppingListsNotOnThisSite', texts.notOnThisSite);
}

/** 403 as requireShoppingLists, and 409 for a user whose cart type is the basket (0): his lists are read-only. */
export function requireShoppingListChanges(auth: AuthContext): void {
  requireShoppingLists(auth);
  if (shoppingListAccess(sessionOf(auth)) !== 'edit') throw new ApiFailure(409, 'NotShoppingListCart', texts.notShoppingListCart);
}

/** Lines of the given lists with the catalogue's name, brand and unit description. */
async function linesOf(db: DbOrTx, listIds: readonly number[]): Promise<Map<number, ShoppingListLine[]>> {
  const byList = new Map<number, ShoppingListLine[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const rows = await db
    .select({
      listId: t.shoppingListLines.listId,
      id: t.shoppingListLines.id,
      productId: t.shoppingListLines.productId,
      unit: t.shoppingListLines.unit,
      amount: t.shoppingListLines.amount,
      origin: t.shoppingListLines.origin,
      name: t.products.name,
      brand: t.products.brand,
      unitDescription: t.productUnits.description,
    })
    .from(t.shoppingListLines)
    .leftJoin(t.products, eq(t.products.id, t.shoppingListLines.productId))
    .leftJoin(t.productUnits, and(eq(t.productUnits.productId, t.shoppingListLines.productId), eq(t.productUnits.code, t.shoppingListLines.unit)))
    .where(inArray(t.shoppingListLines.listId, [...listIds]))
    .orderBy(asc(t.shoppingListLines.id));
  for (const r of rows) {
    byList.get(r.listId)?.push({
      id: r.id,
      productId: r.productId,
      name: r.name ?? '',
      brand: r.brand ?? '',
      unit: r.unit,
      unitDescription: r.unitDescription ?? r.unit,
      amount: Number(r.amount),
      origin: r.origin,
    });
  }
  return byList;
}

function toWire(row: ListRow, lines: ShoppingListLine[], owner: Owner): ShoppingList {
  return {
    id: row.id,
    name: row.name,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    // A list is its user's own, so whoever sent it is its user.
    sentBy: row.sentAt ? owner.user.name : null,
    itemCount: lines.length,
    lines,
  };
}

async function listWire(db: DbOrTx, row: ListRow, owner: Owner): Promise<ShoppingList> {
  return toWire(row, (await linesOf(db, [row.id])).get(row.id) ?? [], owner);
}

/**
 * The user's current list in the session's department, created empty when missing. Race-safe: two
 * first calls at once both insert with ON CONFLICT DO NOTHING on the partial unique index, and both
 * read the one row that won.
 */
export async function ensureCurrentList(db: DbOrTx, owner: Owner, now: Date): Promise<ListRow> {
  await db
    .insert(t.shoppingLists)
    .values({ userId: owner.user.id, departmentCode: owner.department.code, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(t.shoppingLists).where(and(ownedBy(owner), isNull(t.shoppingLists.sentAt)));
  if (!row) throw new Error('the current shopping list was neither inserted nor found');
  return row;
}

/** The current list, locked for the rest of the transaction (merges and the line cap are decided under it). */
async function lockCurrentList(tx: Tx, owner: Owner, now: Date): Promise<ListRow> {
  const current = await ensureCurrentList(tx, owner, now);
  const [locked] = await tx.select().from(t.shoppingLists).where(eq(t.shoppingLists.id, current.id)).for('update');
  return locked!;
}

export async function currentList(db: Db, auth: AuthContext, now: Date): Promise<ShoppingList> {
  return listWire(db, await ensureCurrentList(db, auth, now), auth);
}

/** GET /api/shoppinglists/?take&skip: the current list first, then the sent ones, newest first. */
export async function listPage(db: Db, auth: AuthContext, page: { take: number; skip: number }): Promise<ShoppingListsPage> {
  const [total] = await db.select({ n: count() }).from(t.shoppingLists).where(ownedBy(auth));
  const rows = await db
    .select()
    .from(t.shoppingLists)
    .where(ownedBy(auth))
    .orderBy(sql`${t.shoppingLists.sentAt} is null desc`, desc(t.shoppingLists.sentAt), desc(t.shoppingLists.id))
    .limit(page.take)
    .offset(page.skip);
  const lines = await linesOf(db, rows.map((r) => r.id));
  return { lists: rows.map((r) => toWire(r, lines.get(r.id) ?? [], auth)), total: total?.n ?? 0 };
}

/** One of the user's own lists in the session's department, locked; 404 for anyone else's. */
async function ownList(tx: Tx, auth: AuthContext, id: number): Promise<ListRow> {
  const [row] = await tx.select().from(t.shoppingLists).where(and(eq(t.shoppingLists.id, id), ownedBy(auth))).for('update');
  if (!row) throw new ApiFailure(404, 'NotFound', texts.listNotFound);
  return row;
}

function refuseSent(row: ListRow): void {
  if (row.sentAt) throw new ApiFailure(409, 'ShoppingListSent', texts.readOnly);
}

/** PUT '': the current list's name and comment. */
export async function saveList(db: Db, auth: AuthContext, input: { id: number; name: string; comment: string }, now: Date): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    const row = await ownList(tx, auth, input.id);
    requireShoppingListChanges(auth);
    refuseSent(row);
    const [saved] = await tx.update(t.shoppingLists).set({ name: input.name.trim(), comment: input.comment.trim(), updatedAt: now }).where(eq(t.shoppingLists.id, row.id)).returning();
    return listWire(tx, saved!, auth);
  });
}

/**
 * POST send: the list gets its sent timestamp and is read-only from then on; a new, empty current list
 * starts. The department's admins get a mail through the outbox (same transaction); a department without
 * an admin keeps the sent list only (the user and his colleagues see it among the sent lists).
 */
export async function sendList(db: Db, auth: AuthContext, id: number, now: Date): Promise<{ sent: ShoppingList; current: ShoppingList }> {
  return db.transaction(async (tx) => {
    const row = await ownList(tx, auth, id);
    requireShoppingListChanges(auth);
    refuseSent(row);
    const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
    if (lines.length === 0) throw new ApiFailure(409, 'ShoppingListEmpty', texts.emptyList);
    const [sentRow] = await tx.update(t.shoppingLists).set({ sentAt: now, updatedAt: now }).where(eq(t.shoppingLists.id, row.id)).returning();
    const sent = toWire(sentRow!, lines, auth);
    const admins = await tx
      .select({ email: t.users.email })
      .from(t.users)
      .where(and(eq(t.users.departmentCode, auth.department.code), eq(t.users.isAdmin, true), eq(t.users.isPunchOut, false)))
      .orderBy(asc(t.users.id));
    for (const admin of admins) {
      await enqueueMail(tx, shoppingListSentMail({
        site: auth.department.siteVariant,
        to: admin.email,
        list: sent,
        userName: auth.user.name,
        userEmail: auth.user.email,
        departmentCode: auth.department.code,
        departmentName: auth.department.name,
      }));
    }
    const current = await listWire(tx, await ensureCurrentList(tx, auth, now), auth);
    return { sent, current };
  });
}

/** Product and unit checks of an add or an edit: in the department's assortment (404), one of its units (400), the basket's amount rules (400). */
function checkLine(products: Awaited<ReturnType<typeof loadProductsInAssortment>>, item: { productId: string; unit: string; amount: number }): void {
  const product = products.get(item.productId);
  if (!product) throw new ApiFailure(404, 'UnknownProduct', da.notInAssortment, { productId: item.productId });
  const unit = product.units.find((u) => u.code === item.unit);
  if (!unit) throw new ApiFailure(400, 'InvalidUnit', texts.unitNotFound, { productId: item.productId, unit: item.unit });
  // §5, the basket's and the card's rule (core/rules/amount.ts): weighed units take 2 decimals, others whole numbers.
  const invalid = validateAmountValue(item.amount, { code: unit.code, weighed: unit.weighed });
  if (invalid) throw new ApiFailure(400, 'InvalidAmount', invalid, { productId: item.productId });
  // §5/§6: missing food info does NOT block a shopping list (it is no order): no hasFoodInfo check here.
}

async function refuseTooManyLines(tx: Tx, listId: number): Promise<void> {
  const [lines] = await tx.select({ n: count() }).from(t.shoppingListLines).where(eq(t.shoppingListLines.listId, listId));
  if (tooManyShoppingListLines(lines?.n ?? 0)) throw new ApiFailure(409, 'TooManyLines', texts.tooManyLines(MAX_SHOPPING_LIST_LINES));
}

/**
 * POST addline / addlines: onto the current list, all or nothing. The same product and unit adds up on
 * its line; every item is checked before anything is written, and the line cap and the largest amount
 * are decided under the list's lock.
 */
export async function addLines(db: Db, scope: SearchScope, auth: AuthContext, items: readonly ShoppingListAddLine[], now: Date): Promise<ShoppingList> {
  requireShoppingListChanges(auth);
  const products = await loadProductsInAssortment(db, scope, items.map((i) => i.productId));
  for (const item of items) checkLine(products, item);
  return db.transaction(async (tx) => {
    const list = await lockCurrentList(tx, auth, now);
    const existing = await tx
      .select({ productId: t.shoppingListLines.productId, unit: t.shoppingListLines.unit, amount: t.shoppingListLines.amount })
      .from(t.shoppingListLines)
      .where(and(eq(t.shoppingListLines.listId, list.id), inArray(t.shoppingListLines.productId, [...new Set(items.map((i) => i.productId))])));
    const merged = mergeShoppingListAdds(existing, items);
    if (merged.tooLarge) throw new ApiFailure(400, 'InvalidAmount', da.amountInvalid, { productId: merged.tooLarge.split(' ')[0] });
    // One row per product and unit (the first item's origin stays on a line that already exists).
    const firstOf = new Map<string, ShoppingListAddLine>();
    for (const item of items) if (!firstOf.has(`${item.productId} ${item.unit}`)) firstOf.set(`${item.productId} ${item.unit}`, item);
    const values = [...firstOf].map(([key, item]) => ({ listId: list.id, productId: item.productId, unit: item.unit, amount: hundredthsToNumeric(merged.amounts.get(key)!), origin: item.origin, createdAt: now }));
    for (let i = 0; i < values.length; i += 500) {
      await tx
        .insert(t.shoppingListLines)
        .values(values.slice(i, i + 500))
        .onConflictDoUpdate({ target: [t.shoppingListLines.listId, t.shoppingListLines.productId, t.shoppingListLines.unit], set: { amount: sql`excluded.amount` } });
    }
    await refuseTooManyLines(tx, list.id);
    const [touched] = await tx.update(t.shoppingLists).set({ updatedAt: now }).where(eq(t.shoppingLists.id, list.id)).returning();
    return listWire(tx, touched!, auth);
  });
}

/** A line of the user's own lists (department-scoped) with its list, locked; 404 for anyone else's. */
async function ownLine(tx: Tx, auth: AuthContext, lineId: number) {
  const [row] = await tx
    .select({ line: t.shoppingListLines, list: t.shoppingLists })
    .from(t.shoppingListLines)
    .innerJoin(t.shoppingLists, eq(t.shoppingLists.id, t.shoppingListLines.listId))
    .where(and(eq(t.shoppingListLines.id, lineId), ownedBy(auth)))
    .for('update');
  if (!row) throw new ApiFailure(404, 'NotFound', texts.lineNotFound);
  return row;
}

/**
 * PUT updateline?lineId: a line's new amount and, optionally, unit — on the current list only. A new unit
 * the product already has a line in merges into that line (the same product and unit is one line).
 */
export async function updateLine(db: Db, scope: SearchScope, auth: AuthContext, lineId: number, change: { amount: number; unit?: string }, now: Date): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    const { line, list } = await ownLine(tx, auth, lineId);
    requireShoppingListChanges(auth);
    refuseSent(list);
    const unit = change.unit ?? line.unit;
    const products = await loadProductsInAssortment(tx, scope, [line.productId]);
    checkLine(products, { productId: line.productId, unit, amount: change.amount });
    if (unit === line.unit) {
      await tx.update(t.shoppingListLines).set({ amount: hundredthsToNumeric(amountHundredths(change.amount)) }).where(eq(t.shoppingListLines.id, line.id));
    } else {
      const [other] = await tx
        .select()
        .from(t.shoppingListLines)
        .where(and(eq(t.shoppingListLines.listId, list.id), eq(t.shoppingListLines.productId, line.productId), eq(t.shoppingListLines.unit, unit)))
        .for('update');
      if (other) {
        const merged = mergeShoppingListAdds([other], [{ productId: line.productId, unit, amount: change.amount }]);
        if (merged.tooLarge) throw new ApiFailure(400, 'InvalidAmount', da.amountInvalid, { productId: line.productId });
        await tx.update(t.shoppingListLines).set({ amount: hundredthsToNumeric(merged.amounts.get(`${line.productId} ${unit}`)!) }).where(eq(t.shoppingListLines.id, other.id));
        await tx.delete(t.shoppingListLines).where(eq(t.shoppingListLines.id, line.id));
      } else {
        await tx.update(t.shoppingListLines).set({ unit, amount: hundredthsToNumeric(amountHundredths(change.amount)) }).where(eq(t.shoppingListLines.id, line.id));
      }
    }
    const [touched] = await tx.update(t.shoppingLists).set({ updatedAt: now }).where(eq(t.shoppingLists.id, list.id)).returning();
    return listWire(tx, touched!, auth);
  });
}

/** DELETE ?lineId: removes a line of the current list. */
export async function removeLine(db: Db, auth: AuthContext, lineId: number, now: Date): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    const { line, list } = await ownLine(tx, auth, lineId);
    requireShoppingListChanges(auth);
    refuseSent(list);
    await tx.delete(t.shoppingListLines).where(eq(t.shoppingListLines.id, line.id));
    const [touched] = await tx.update(t.shoppingLists).set({ updatedAt: now }).where(eq(t.shoppingLists.id, list.id)).returning();
    return listWire(tx, touched!, auth);
  });
}
