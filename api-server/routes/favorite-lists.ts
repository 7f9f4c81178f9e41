// /api/favoritelists (issue 5; spec §3, §4, §5, §6, §7 "Favourite lists"). Every call needs a session;
// the user and customer come from it. The routes validate (core schemas through validate()), call the
// domain functions in favorite-lists/ and answer. Who may do what (docs/guides/favorite-lists.md):
//  - a list the user does not see (not theirs, not shared by a colleague of the same customer) answers
//    404 and nothing changes (favorite-lists/visibility.ts);
//  - colleagues read a shared list, add and remove products, and set standard units and sort order;
//  - only the owner renames, shares, locks, unlocks and deletes it; only admins share with chains (§5);
//  - a locked list needs its PIN to add, remove, replace products, delete or unlock (§4), checked by
//    the server with a per-list lock-out after wrong guesses (favorite-lists/pin-lock.ts).
// A change marks the acting browser's catalogue copy dirty (§4 dirty flag); the catalogue's ETag covers
// the lists, so every other user who sees the list gets the change with the next catalogue request.
import type { Context } from 'hono';
import {
  AddProductRequestSchema,
  CreateFavoriteListRequestSchema,
  FavoriteListIdParamSchema,
  FavoriteListIdQuerySchema,
  FromHistoryRequestSchema,
  PinBodySchema,
  PinRequestSchema,
  ProductFavoriteListsParamSchema,
  RemoveProductBodySchema,
  RemoveProductQuerySchema,
  RemoveProductRequestSchema,
  ReplaceObsoleteRequestSchema,
  SetPinRequestSchema,
  SortOrderRequestSchema,
  StandardUnitAllRequestSchema,
  StandardUnitRequestSchema,
  UpdateFavoriteListRequestSchema,
  type FavoriteListChange,
  type PinResult,
  type ReplaceObsoleteResult,
  type StandardUnitAllResult,
} from '../../core/schemas/favorite-list.js';
import { authOf, requireSession } from '../auth/session.js';
import { markCatalogueDirty } from '../catalogue/dirty-flag.js';
import { createFromHistory, createList } from '../favorite-lists/create.js';
import { deleteList, updateList } from '../favorite-lists/edit.js';
import { addProduct, removeProduct, setStandardUnit, setStandardUnitEverywhere } from '../favorite-lists/items.js';
import { listDetail, listSummary, productMemberships, visibleListSummaries } from '../favorite-lists/lists.js';
import { clearPin, setPin, verifyPin } from '../favorite-lists/pin-actions.js';
import { replaceObsolete } from '../favorite-lists/replace-obsolete.js';
import { setSortOrder } from '../favorite-lists/sort-order.js';
import { findVisibleList } from '../favorite-lists/visibility.js';
import { type AppDeps, type AppEnv, createRouter } from '../http/env.js';
import { emptyBodyAsEmptyObject } from '../http/optional-body.js';
import { validate, validationFailure } from '../http/validate.js';

export function favoriteListRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db, clock } = deps;
  const changed = (c: Context<AppEnv>) => markCatalogueDirty(c, deps.config);
  app.use('*', requireSession);

  // The user's lists with item counts (own first, then by name).
  app.get('/', async (c) => c.json(await visibleListSummaries(db, authOf(c)), 200));

  // §7 POST /api/favoritelists: create; with from and to, the list is made from the purchase history.
  app.post('/', validate('json', CreateFavoriteListRequestSchema), async (c) => {
    const auth = authOf(c);
    const id = await createList(db, clock, auth, c.req.valid('json'));
    changed(c);
    return c.json(await listSummary(db, auth, id), 201);
  });

  app.post('/fromhistory', validate('json', FromHistoryRequestSchema), async (c) => {
    const auth = authOf(c);
    const id = await createFromHistory(db, clock, auth, c.req.valid('json'));
    changed(c);
    return c.json(await listSummary(db, auth, id), 201);
  });

  // §7 GET /favoritelists/get?id
  app.get('/get', validate('query', FavoriteListIdQuerySchema), async (c) => {
    const auth = authOf(c);
    const id = Number(c.req.valid('query').id);
    await findVisibleList(db, auth, id);
    return c.json((await listDetail(db, auth, id)).detail, 200);
  });

  // §7 PUT /api/favoritelists: rename and share (owner only; chains admins only).
  app.put('/', validate('json', UpdateFavoriteListRequestSchema), async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    await updateList(db, clock, auth, body);
    changed(c);
    return c.json(await listSummary(db, auth, body.id), 200);
  });

  // §7 DELETE /api/favoritelists/product: remove (id, productId) -> success flag.
  // Registered before DELETE /{id}; id and productId come from the body or the query.
  app.delete('/product', validate('query', RemoveProductQuerySchema), emptyBodyAsEmptyObject, validate('json', RemoveProductBodySchema), async (c) => {
    const auth = authOf(c);
    const query = c.req.valid('query');
    const merged = RemoveProductRequestSchema.safeParse({
      ...(query.id === undefined ? {} : { id: Number(query.id) }),
      ...(query.productId === undefined ? {} : { productId: query.productId }),
      ...c.req.valid('json'),
    });
    if (!merged.success) throw validationFailure(merged.error.issues);
    const { listId, removed } = await removeProduct(db, clock, auth, merged.data);
    if (removed) changed(c);
    const answer: FavoriteListChange = { success: removed, list: await listSummary(db, auth, listId) };
    return c.json(answer, 200);
  });

  // §7 DELETE deletefavoritelist?id (registered before DELETE /{id}).
  app.delete('/deletefavoritelist', validate('query', FavoriteListIdQuerySchema), emptyBodyAsEmptyObject, validate('json', PinBodySchema), async (c) => {
    const id = Number(c.req.valid('query').id);
    await deleteList(db, clock, authOf(c), id, c.req.valid('json').pin);
    changed(c);
    return c.json({ success: true, id }, 200);
  });

  // §7 POST addproduct: §3 payload (id, productId, stdUnit, pin, checkoutId -1).
  app.post('/addproduct', validate('json', AddProductRequestSchema), async (c) => {
    const auth = authOf(c);
    const listId = await addProduct(db, clock, auth, c.req.valid('json'));
    changed(c);
    const answer: FavoriteListChange = { success: true, list: await listSummary(db, auth, listId) };
    return c.json(answer, 200);
  });

  // §7 GET productfavoritelists/{productId}: the lists, and whether the product is on each.
  app.get('/productfavoritelists/:productId', validate('param', ProductFavoriteListsParamSchema), async (c) =>
    c.json(await productMemberships(db, authOf(c), c.req.valid('param').productId), 200));

  // §7 POST standardunit (id, productId, stdUnit) -> success flag; not PIN-protected (the guide says why).
  app.post('/standardunit', validate('json', StandardUnitRequestSchema), async (c) => {
    const auth = authOf(c);
    const { listId, updated } = await setStandardUnit(db, auth, c.req.valid('json'));
    if (updated) changed(c);
    const answer: FavoriteListChange = { success: updated, list: await listSummary(db, auth, listId) };
    return c.json(answer, 200);
  });

  // POST standardunit/all (our path; §4 "set the standard unit for all lists"): every list the user
  // sees that holds the product.
  app.post('/standardunit/all', validate('json', StandardUnitAllRequestSchema), async (c) => {
    const updated = await setStandardUnitEverywhere(db, authOf(c), c.req.valid('json'));
    if (updated > 0) changed(c);
    const answer: StandardUnitAllResult = { success: true, updated };
    return c.json(answer, 200);
  });

  // §7 POST sortorder: the list's sorting value, own priorities (§6 sorting 0) and the product order.
  app.post('/sortorder', validate('json', SortOrderRequestSchema), async (c) => {
    const auth = authOf(c);
    const listId = await setSortOrder(db, clock, auth, c.req.valid('json'));
    changed(c);
    const answer: FavoriteListChange = { success: true, list: await listSummary(db, auth, listId) };
    return c.json(answer, 200);
  });

  // §7 POST replaceobsolete: products with an alternative (§3 t) give their place to it.
  app.post('/replaceobsolete', validate('json', ReplaceObsoleteRequestSchema), async (c) => {
    const auth = authOf(c);
    const { listId, replaced } = await replaceObsolete(db, clock, auth, c.req.valid('json'));
    if (replaced.length > 0) changed(c);
    const answer: ReplaceObsoleteResult = { success: true, replaced, list: await listSummary(db, auth, listId) };
    return c.json(answer, 200);
  });

  // §7 POST setpin: lock (owner only). Changing the PIN of a locked list needs the current one.
  app.post('/setpin', validate('json', SetPinRequestSchema), async (c) => {
    await setPin(db, clock, authOf(c), c.req.valid('json'));
    changed(c);
    const answer: PinResult = { success: true, locked: true };
    return c.json(answer, 200);
  });

  // §7 POST verifypin: §4 verify mode; anyone who sees the list. Counts as a PIN attempt.
  app.post('/verifypin', validate('json', PinRequestSchema), async (c) => {
    await verifyPin(db, clock, authOf(c), c.req.valid('json'));
    const answer: PinResult = { success: true, locked: true };
    return c.json(answer, 200);
  });

  // POST clearpin (our path; §4 unlock = verify, then clear): owner only, with the PIN.
  app.post('/clearpin', validate('json', PinRequestSchema), async (c) => {
    await clearPin(db, clock, authOf(c), c.req.valid('json'));
    changed(c);
    const answer: PinResult = { success: true, locked: false };
    return c.json(answer, 200);
  });

  // §7 DELETE /api/favoritelists/{id} (last: /product and /deletefavoritelist are matched first).
  app.delete('/:id', validate('param', FavoriteListIdParamSchema), emptyBodyAsEmptyObject, validate('json', PinBodySchema), async (c) => {
    const id = Number(c.req.valid('param').id);
    await deleteList(db, clock, authOf(c), id, c.req.valid('json').pin);
    changed(c);
    return c.json({ success: true, id }, 200);
  });

  return app;
}
