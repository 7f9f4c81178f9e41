// §7 "Shopping lists" (issue 22 point 4, docs/guides/site-variants.md §4 "The API"): the user's lists in
// the session's department, the current one, saving, sending, and the lines of the current list. The
// wire contract is core/schemas/shopping-list.ts; the rules of who may do what are
// core/rules/shopping-list-access.ts; the queries api-server/shopping-lists/.
//
// Mounted at /api (app.ts) with its paths written out: Hono routes strictly, and the client reads the
// lists at `/api/shoppinglists/?take&skip` while PUT and DELETE use `/api/shoppinglists`; both spellings
// answer GET. Calls that name a list or a line look it up among the user's own first: anyone else's id
// is 404 and changes nothing, whatever the caller's site or cart type.
import {
  SaveShoppingListRequestSchema,
  SendShoppingListRequestSchema,
  ShoppingListAddLineSchema,
  ShoppingListAddLinesSchema,
  ShoppingListLineQuerySchema,
  ShoppingListsQuerySchema,
  UpdateShoppingListLineSchema,
} from '../../core/schemas/shopping-list.js';
import { shoppingListsPage } from '../../core/rules/shopping-list-access.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { refuseChangesWhenInspecting } from '../punch-out/inspect-guard.js';
import { addLines, currentList, listPage, removeLine, requireShoppingLists, saveList, sendList, updateLine } from '../shopping-lists/shopping-lists.js';

const BASE = '/shoppinglists';

export function shoppingListRoutes(deps: AppDeps) {
  const app = createRouter();

  for (const path of [BASE, `${BASE}/`]) {
    app.get(path, requireSession, validate('query', ShoppingListsQuerySchema), async (c) => {
      const auth = authOf(c);
      requireShoppingLists(auth);
      return c.json(await listPage(deps.db, auth, shoppingListsPage(c.req.valid('query'))), 200);
    });
  }

  // §7: the current list is asked for as the list with id `null`.
  app.get(`${BASE}/null`, requireSession, async (c) => {
    const auth = authOf(c);
    requireShoppingLists(auth);
    return c.json(await currentList(deps.db, auth, deps.clock.now()), 200);
  });

  app.put(BASE, requireSession, refuseChangesWhenInspecting, validate('json', SaveShoppingListRequestSchema), async (c) => {
    return c.json(await saveList(deps.db, authOf(c), c.req.valid('json'), deps.clock.now()), 200);
  });

  app.post(`${BASE}/send`, requireSession, refuseChangesWhenInspecting, validate('json', SendShoppingListRequestSchema), async (c) => {
    return c.json(await sendList(deps.db, authOf(c), c.req.valid('json').id, deps.clock.now()), 200);
  });

  app.post(`${BASE}/addline`, requireSession, refuseChangesWhenInspecting, validate('json', ShoppingListAddLineSchema), async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    return c.json(await addLines(deps.db, scopeOf(auth, now, deps.config), auth, [c.req.valid('json')], now), 200);
  });

  app.post(`${BASE}/addlines`, requireSession, refuseChangesWhenInspecting, validate('json', ShoppingListAddLinesSchema), async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    return c.json(await addLines(deps.db, scopeOf(auth, now, deps.config), auth, c.req.valid('json').lines, now), 200);
  });

  app.put(`${BASE}/updateline`, requireSession, refuseChangesWhenInspecting, validate('query', ShoppingListLineQuerySchema), validate('json', UpdateShoppingListLineSchema), async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    return c.json(await updateLine(deps.db, scopeOf(auth, now, deps.config), auth, c.req.valid('query').lineId, c.req.valid('json'), now), 200);
  });

  app.delete(BASE, requireSession, refuseChangesWhenInspecting, validate('query', ShoppingListLineQuerySchema), async (c) => {
    return c.json(await removeLine(deps.db, authOf(c), c.req.valid('query').lineId, deps.clock.now()), 200);
  });

  return app;
}
