// /api/favoritelists (issue 5; spec §3, §4, §5, §6, §7 "Favourite lists"). Every call needs a session;
// the user and customer come from it. Who may do what (docs/guides/favorite-lists.md):
//  - a list the user does not see (not theirs, not shared by a colleague of the same customer) answers
//    404 and nothing changes;
//  - colleagues read a shared list, add and remove products, and set standard units and sort order;
//  - only the owner renames, shares, locks, unlocks and deletes it; only admins share with chains (§5);
//  - a locked list needs its PIN to add, remove, replace products, delete or unlock (§4), checked by
//    the server with a per-list lock-out after wrong guesses (favorite-lists/pin-lock.ts).
// A change marks the acting browser's catalogue copy dirty (§4 dirty flag); the catalogue's ETag covers
// the lists, so every other user who sees the list gets the change with the next catalogue request.
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { da, ProductIdSchema } from '../../core/index.js';
import { dateSpanComplete, isValidListName, isValidPin, normalizeListName } from '../../core/rules/pin.js';
import { AddProductRequestSchema, CreateFavoriteListRequestSchema, FromHistoryRequestSchema, MAX_LIST_ITEMS, MAX_LISTS_PER_USER, PinBodySchema, PinRequestSchema, RemoveProductRequestSchema, ReplaceObsoleteRequestSchema, SetPinRequestSchema, SortOrderRequestSchema, StandardUnitAllRequestSchema, StandardUnitRequestSchema, UpdateFavoriteListRequestSchema, type FavoriteListChange, type PinResult, type ReplaceObsoleteResult, type StandardUnitAllResult } from '../../core/schemas/favorite-list.js';
import * as z from '../../core/schemas/z.js';
import { authOf, requireSession } from '../auth/session.js';
import { markCatalogueDirty } from '../catalogue/dirty-flag.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { mostBought, type HistoryItem } from '../favorite-lists/history.js';
import {
  assertUnitOf,
  findOwnList,
  findVisibleList,
  inAssortment,
  listDetail,
  listSummary,
  productMemberships,
  unitsOf,
  visibleListSummaries,
  visibleTo,
} from '../favorite-lists/lists.js';
import { assertSamePin, checkPin, hashPin } from '../favorite-lists/pin-lock.js';
import { ApiFailure, type AppDeps, type AppEnv, type AuthContext, createRouter } from '../http/env.js';
import type { Tx } from '../db/tx.js';

type Ctx = Context<AppEnv>;

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
}

/** The Danish message for a failed body: the spec's PIN and name texts where those fields failed. */
function messageFor(issues: readonly Issue[]): { code: string; message: string } {
  const field = (i: Issue) => String(i.path[i.path.length - 1] ?? '');
  if (issues.some((i) => field(i) === 'pin' || field(i) === 'currentPin')) return { code: 'InvalidPin', message: da.pinInvalid };
  if (issues.some((i) => field(i) === 'listName' && i.code !== 'invalid_type')) return { code: 'InvalidListName', message: da.listNameInvalid };
  return { code: 'ValidationError', message: da.validationFailed };
}

function parse<S extends z.ZodMiniType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data as z.output<S>;
  const issues = result.error.issues as unknown as Issue[];
  const { code, message } = messageFor(issues);
  throw new ApiFailure(400, code, message, {
    issues: issues.slice(0, 20).map((i) => ({ path: i.path.map(String).join('.'), code: i.code, message: i.message })),
  });
}

/** The JSON body; an empty body reads as {} (a DELETE often has none), malformed JSON is a 400. */
async function bodyOf(c: Ctx): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure(400, 'BadRequest', da.badRequest);
  }
}

const ListIdParamSchema = z.string().check(z.regex(/^[1-9]\d{0,9}$/));

/** A list id from the path or query (`?id=`): digits only, else 400. */
function listIdFrom(value: string | undefined): number {
  const parsed = ListIdParamSchema.safeParse(value ?? '');
  const id = parsed.success ? Number(parsed.data) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new ApiFailure(400, 'ValidationError', da.validationFailed, { issues: [{ path: 'id', code: 'invalid_format', message: da.validationFailed }] });
  }
  return id;
}

/** §5: only admins share with chains; a non-admin asking gets 403 before anything changes. */
function assertMayShareWithChains(auth: AuthContext, sharedWithChains: boolean | undefined): void {
  if (sharedWithChains && !auth.user.isAdmin) throw new ApiFailure(403, 'AdminOnly', da.shareWithChainsAdminOnly);
}

function validName(listName: string): string {
  if (!isValidListName(listName)) throw new ApiFailure(400, 'InvalidListName', da.listNameInvalid);
  return normalizeListName(listName);
}

/** Locks the list row for the rest of the transaction (serialises adds, sort orders, replaces). */
async function lockListRow(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select({ id: t.favoriteLists.id }).from(t.favoriteLists).where(eq(t.favoriteLists.id, id)).for('update');
  if (!row) throw new ApiFailure(404, 'NotFound', da.notFound);
}

async function touch(tx: Tx | Db, id: number, now: Date): Promise<void> {
  await tx.update(t.favoriteLists).set({ updatedAt: now }).where(eq(t.favoriteLists.id, id));
}

interface NewList {
  name: string;
  shared: boolean;
  sharedWithChains: boolean;
  items: HistoryItem[];
}

async function createList(deps: AppDeps, auth: AuthContext, input: NewList): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Serialise one user's creates, so the per-user limit holds under double submits.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, auth.user.id)).for('update');
    const [owned] = await tx.select({ n: count() }).from(t.favoriteLists).where(eq(t.favoriteLists.ownerUserId, auth.user.id));
    if ((owned?.n ?? 0) >= MAX_LISTS_PER_USER) throw new ApiFailure(409, 'TooManyLists', da.tooManyLists(MAX_LISTS_PER_USER));
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
      await tx.insert(t.favoriteListItems).values(input.items.map((item, sortOrder) => ({
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

async function fromHistory(deps: AppDeps, auth: AuthContext, body: { listName: string; shared: boolean; sharedWithChains: boolean; from: string; to: string }): Promise<number> {
  const name = validName(body.listName);
  assertMayShareWithChains(auth, body.sharedWithChains);
  if (body.from > body.to) throw new ApiFailure(400, 'InvalidDateSpan', da.listDateOrder);
  const items = await mostBought(deps.db, { customerNo: auth.department.customerNo, departmentCode: auth.department.code }, body.from, body.to);
  // §8 "list not created: server message shown": nothing to put on the list, so no list.
  if (items.length === 0) throw new ApiFailure(409, 'NoPurchases', da.historyEmpty);
  return createList(deps, auth, { name, shared: body.shared, sharedWithChains: body.sharedWithChains, items });
}

function changed(c: Ctx, deps: AppDeps): void {
  markCatalogueDirty(c, deps.config.secureCookies);
}

export function favoriteListRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps;
  app.use('*', requireSession);
  // As app.ts answers an ApiFailure, plus Retry-After for a PIN lock-out (RFC 9110 §10.2.3).
  app.onError((err, c) => {
    if (!(err instanceof ApiFailure)) throw err;
    const wait = err.extra?.retryAfterSeconds;
    if (typeof wait === 'number') c.header('Retry-After', String(wait));
    return c.json({ error: err.code, message: err.message, ...err.extra }, err.status);
  });

  // The user's lists with item counts (own first, then by name).
  app.get('/', async (c) => c.json(await visibleListSummaries(db, authOf(c)), 200));

  // §7 POST /api/favoritelists: create; with from and to, the list is made from the purchase history.
  app.post('/', async (c) => {
    const auth = authOf(c);
    const body = parse(CreateFavoriteListRequestSchema, await bodyOf(c));
    // §5 date-span mode needs both dates.
    if (!dateSpanComplete(body.from, body.to)) throw new ApiFailure(400, 'ValidationError', da.validationFailed);
    let id: number;
    if (body.from && body.to) {
      id = await fromHistory(deps, auth, { ...body, from: body.from, to: body.to });
    } else {
      const name = validName(body.listName);
      assertMayShareWithChains(auth, body.sharedWithChains);
      id = await createList(deps, auth, { name, shared: body.shared, sharedWithChains: body.sharedWithChains, items: [] });
    }
    changed(c, deps);
    return c.json(await listSummary(db, auth, id), 201);
  });

  app.post('/fromhistory', async (c) => {
    const auth = authOf(c);
    const body = parse(FromHistoryRequestSchema, await bodyOf(c));
    const id = await fromHistory(deps, auth, body);
    changed(c, deps);
    return c.json(await listSummary(db, auth, id), 201);
  });

  // §7 GET /favoritelists/get?id
  app.get('/get', async (c) => {
    const auth = authOf(c);
    const id = listIdFrom(c.req.query('id'));
    await findVisibleList(db, auth, id);
    return c.json((await listDetail(db, auth, id)).detail, 200);
  });

  // §7 PUT /api/favoritelists: rename and share (owner only; chains admins only).
  app.put('/', async (c) => {
    const auth = authOf(c);
    const body = parse(UpdateFavoriteListRequestSchema, await bodyOf(c));
    const name = body.listName === undefined ? undefined : validName(body.listName);
    await findOwnList(db, auth, body.id);
    assertMayShareWithChains(auth, body.sharedWithChains);
    const set: Partial<typeof t.favoriteLists.$inferInsert> = { updatedAt: deps.clock.now() };
    if (name !== undefined) set.name = name;
    if (body.shared !== undefined) set.shared = body.shared;
    if (body.sharedWithChains !== undefined) set.sharedWithChains = body.sharedWithChains;
    await db.update(t.favoriteLists).set(set).where(and(eq(t.favoriteLists.id, body.id), eq(t.favoriteLists.ownerUserId, auth.user.id)));
    changed(c, deps);
    return c.json(await listSummary(db, auth, body.id), 200);
  });

  // §7 DELETE /api/favoritelists/product: remove (id, productId) -> success flag.
  // Registered before DELETE /{id}; id and productId come from the body or the query.
  app.delete('/product', async (c) => {
    const auth = authOf(c);
    const raw = await bodyOf(c);
    const query = c.req.query();
    const fromQuery: Record<string, unknown> = {};
    if (query.id !== undefined) fromQuery.id = /^\d{1,10}$/.test(query.id) ? Number(query.id) : query.id;
    if (query.productId !== undefined) fromQuery.productId = query.productId;
    const body = parse(RemoveProductRequestSchema, { ...fromQuery, ...(typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) });
    const { list } = await findVisibleList(db, auth, body.id);
    const checked = await checkPin(db, list, body.pin, deps.clock.now());
    const removed = await db.transaction(async (tx) => {
      await assertSamePin(tx, list.id, checked);
      const rows = await tx
        .delete(t.favoriteListItems)
        .where(and(eq(t.favoriteListItems.listId, list.id), eq(t.favoriteListItems.productId, body.productId)))
        .returning({ productId: t.favoriteListItems.productId });
      if (rows.length > 0) await touch(tx, list.id, deps.clock.now());
      return rows;
    });
    if (removed.length > 0) changed(c, deps);
    const answer: FavoriteListChange = { success: removed.length > 0, list: await listSummary(db, auth, list.id) };
    return c.json(answer, 200);
  });

  const deleteList = async (c: Ctx, rawId: string | undefined) => {
    const auth = authOf(c);
    const id = listIdFrom(rawId);
    const body = parse(PinBodySchema, await bodyOf(c));
    const list = await findOwnList(db, auth, id);
    const checked = await checkPin(db, list, body.pin, deps.clock.now());
    await db.transaction(async (tx) => {
      await assertSamePin(tx, list.id, checked);
      await tx.delete(t.favoriteLists).where(and(eq(t.favoriteLists.id, id), eq(t.favoriteLists.ownerUserId, auth.user.id)));
    });
    changed(c, deps);
    return c.json({ success: true, id }, 200);
  };
  // §7 DELETE deletefavoritelist?id (registered before DELETE /{id}).
  app.delete('/deletefavoritelist', (c) => deleteList(c, c.req.query('id')));

  // §7 POST addproduct: §3 payload (id, productId, stdUnit, pin, checkoutId -1).
  app.post('/addproduct', async (c) => {
    const auth = authOf(c);
    const body = parse(AddProductRequestSchema, await bodyOf(c));
    const { list } = await findVisibleList(db, auth, body.id);
    // The cheap checks first, so a PIN attempt is not spent on a request that would fail anyway.
    if (!(await inAssortment(db, auth.department.code, body.productId))) throw new ApiFailure(404, 'UnknownProduct', da.unknownProduct);
    await assertUnitOf(db, body.productId, body.stdUnit);
    const now = deps.clock.now();
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
      if ((state?.n ?? 0) >= MAX_LIST_ITEMS) throw new ApiFailure(409, 'ListFull', da.listFull(MAX_LIST_ITEMS));
      await tx.insert(t.favoriteListItems).values({
        listId: list.id,
        productId: body.productId,
        stdUnit: body.stdUnit ?? null,
        sortOrder: (state?.last ?? -1) + 1,
        addedAt: now,
      });
      await touch(tx, list.id, now);
    });
    changed(c, deps);
    const answer: FavoriteListChange = { success: true, list: await listSummary(db, auth, list.id) };
    return c.json(answer, 200);
  });

  // §7 GET productfavoritelists/{productId}: the lists, and whether the product is on each.
  app.get('/productfavoritelists/:productId', async (c) => {
    const productId = parse(ProductIdSchema, c.req.param('productId'));
    return c.json(await productMemberships(db, authOf(c), productId), 200);
  });

  // §7 POST standardunit (id, productId, stdUnit) -> success flag; not PIN-protected (the guide says why).
  app.post('/standardunit', async (c) => {
    const auth = authOf(c);
    const body = parse(StandardUnitRequestSchema, await bodyOf(c));
    const { list } = await findVisibleList(db, auth, body.id);
    await assertUnitOf(db, body.productId, body.stdUnit);
    const updated = await db
      .update(t.favoriteListItems)
      .set({ stdUnit: body.stdUnit })
      .where(and(eq(t.favoriteListItems.listId, list.id), eq(t.favoriteListItems.productId, body.productId)))
      .returning({ productId: t.favoriteListItems.productId });
    if (updated.length > 0) changed(c, deps);
    const answer: FavoriteListChange = { success: updated.length > 0, list: await listSummary(db, auth, list.id) };
    return c.json(answer, 200);
  });

  // POST standardunit/all (our path; §4 "set the standard unit for all lists"): every list the user
  // sees that holds the product.
  app.post('/standardunit/all', async (c) => {
    const auth = authOf(c);
    const body = parse(StandardUnitAllRequestSchema, await bodyOf(c));
    await assertUnitOf(db, body.productId, body.stdUnit);
    const updated = await db
      .update(t.favoriteListItems)
      .set({ stdUnit: body.stdUnit })
      .where(and(
        eq(t.favoriteListItems.productId, body.productId),
        sql`${t.favoriteListItems.listId} in (select ${t.favoriteLists.id} from ${t.favoriteLists} where ${visibleTo(auth)})`,
      ))
      .returning({ listId: t.favoriteListItems.listId });
    if (updated.length > 0) changed(c, deps);
    const answer: StandardUnitAllResult = { success: true, updated: updated.length };
    return c.json(answer, 200);
  });

  // §7 POST sortorder: the list's sorting value, own priorities (§6 sorting 0) and the product order.
  app.post('/sortorder', async (c) => {
    const auth = authOf(c);
    const body = parse(SortOrderRequestSchema, await bodyOf(c));
    const { list } = await findVisibleList(db, auth, body.id);
    const now = deps.clock.now();
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
      await touch(tx, list.id, now);
    });
    changed(c, deps);
    const answer: FavoriteListChange = { success: true, list: await listSummary(db, auth, list.id) };
    return c.json(answer, 200);
  });

  // §7 POST replaceobsolete: products with an alternative (§3 t) give their place to it.
  app.post('/replaceobsolete', async (c) => {
    const auth = authOf(c);
    const body = parse(ReplaceObsoleteRequestSchema, await bodyOf(c));
    const { list } = await findVisibleList(db, auth, body.id);
    const now = deps.clock.now();
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
      // Only alternatives the user can order (in the department's assortment) replace anything.
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
          // The alternative takes the old product's place, priority and (where it has it) unit.
          const stdUnit = item.stdUnit && units.get(to)?.codes.has(item.stdUnit) ? item.stdUnit : null;
          await tx.insert(t.favoriteListItems).values({ listId: list.id, productId: to, stdUnit, ownPriority: item.ownPriority, sortOrder: item.sortOrder, addedAt: now });
          onList.add(to);
        }
        done.push({ from: item.productId, to });
      }
      if (done.length > 0) await touch(tx, list.id, now);
      return done;
    });
    if (replaced.length > 0) changed(c, deps);
    const answer: ReplaceObsoleteResult = { success: true, replaced, list: await listSummary(db, auth, list.id) };
    return c.json(answer, 200);
  });

  // §7 POST setpin: lock (owner only). Changing the PIN of a locked list needs the current one.
  app.post('/setpin', async (c) => {
    const auth = authOf(c);
    const body = parse(SetPinRequestSchema, await bodyOf(c));
    const list = await findOwnList(db, auth, body.favoritelistId);
    if (!isValidPin(body.pin)) throw new ApiFailure(400, 'InvalidPin', da.pinInvalid);
    if (list.pinHash) {
      if (!body.currentPin) throw new ApiFailure(403, 'PinRequired', da.pinCurrentRequired);
      await checkPin(db, list, body.currentPin, deps.clock.now());
    }
    const pinHash = await hashPin(body.pin);
    await db
      .update(t.favoriteLists)
      .set({ pinHash, failedCount: 0, lockedUntil: null, lastPinAttemptAt: null, updatedAt: deps.clock.now() })
      .where(and(eq(t.favoriteLists.id, list.id), eq(t.favoriteLists.ownerUserId, auth.user.id)));
    changed(c, deps);
    const answer: PinResult = { success: true, locked: true };
    return c.json(answer, 200);
  });

  // §7 POST verifypin: §4 verify mode; anyone who sees the list. Counts as a PIN attempt.
  app.post('/verifypin', async (c) => {
    const auth = authOf(c);
    const body = parse(PinRequestSchema, await bodyOf(c));
    const { list } = await findVisibleList(db, auth, body.favoritelistId);
    if (!list.pinHash) throw new ApiFailure(409, 'NotLocked', da.listNotLocked);
    await checkPin(db, list, body.pin, deps.clock.now());
    const answer: PinResult = { success: true, locked: true };
    return c.json(answer, 200);
  });

  // POST clearpin (our path; §4 unlock = verify, then clear): owner only, with the PIN.
  app.post('/clearpin', async (c) => {
    const auth = authOf(c);
    const body = parse(PinRequestSchema, await bodyOf(c));
    const list = await findOwnList(db, auth, body.favoritelistId);
    if (!list.pinHash) throw new ApiFailure(409, 'NotLocked', da.listNotLocked);
    await checkPin(db, list, body.pin, deps.clock.now());
    await db
      .update(t.favoriteLists)
      .set({ pinHash: null, failedCount: 0, lockedUntil: null, lastPinAttemptAt: null, updatedAt: deps.clock.now() })
      .where(and(eq(t.favoriteLists.id, list.id), eq(t.favoriteLists.ownerUserId, auth.user.id)));
    changed(c, deps);
    const answer: PinResult = { success: true, locked: false };
    return c.json(answer, 200);
  });

  // §7 DELETE /api/favoritelists/{id} (last: /product and /deletefavoritelist are matched first).
  app.delete('/:id', (c) => deleteList(c, c.req.param('id')));

  return app;
}

