// The foreign-access matrix, generated from the route table (issue 14 §3, decision 009). Every route
// that takes an owned id — a favourite list, a recurring order, a placed order, a basket line — is
// called with an id that belongs to kok@kantinen.dk:
//   - by another customer's user (indkob@storkoekken.dk): 404, and nothing in the database changes;
//   - by a colleague of the same customer and department (souschef@kantinen.dk): what the sharing rules
//     allow (favourite lists: a shared list is seen and filled by the kitchen, but only its owner
//     renames, locks and deletes it, §5; recurring orders and placed orders belong to the department,
//     §7; a basket is its user's own).
// The suite derives the routes with an owned id from the table and fails if one has no case here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecurringNotificationsSchema, RecurringOrderListSchema } from '../core/schemas/recurring-order.js';
import { FavoriteListSchema } from '../core/schemas/favorite-list.js';
import { OrderSchema } from '../core/schemas/order.js';
import { ReviewBasketSchema } from '../core/schemas/basket-review.js';
import { Origin } from '../core/schemas/cart.js';
import { UsernameRequestAnswerSchema } from '../core/schemas/usernames.js';
import { FavoriteRecipesSchema } from '../core/schemas/recipes.js';
import { ShoppingListSchema } from '../core/schemas/shopping-list.js';
import * as t from './db/schema.js';
import { routeTable, type RouteEntry } from './http/route-table.js';
import { ChangeWatch } from './test-support/db-fingerprint.js';
import { findOrderable, findOrderableLines } from './test-support/fixtures.js';
import { createTestContext, type TestContext } from './test-support/test-app.js';

/** Fields that name something a customer owns. Product ids are the catalogue's, not owned. */
// Issue 22 point 4: lineId names a line of a user's own shopping list.
const OWNED_ID_FIELDS = new Set(['id', 'favoritelistId', 'orderId', 'orderNo', 'lineNo', 'lineId']);
// Issue 18: an offer push and a checkout campaign are the wholesaler's, shown to every department:
// their ids are not owned. A campaign's feedback and basket line are always the session user's own
// (api-server/routes/checkout.test.ts: another user's line is 404 and untouched, another price group's
// campaign is 404).
// Issue 17 §3: a recipe id is the public recipe service's (/recipe-service/), not owned; the favourite
// recipes are the session user's own, named by recipe id (the case below: another user's calls neither
// read nor change them).
const NOT_OWNED_PATHS = [/^\/api\/product\//, /^\/images\//, /^\/api\/offerpush\//, /^\/api\/checkout\//, /^\/recipe-service\//, /^\/api\/favoriterecipes\//];

let ctx: TestContext;
let owner: string;
let colleague: string;
let stranger: string;
let routes: RouteEntry[];

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.login('kok@kantinen.dk');
  colleague = await ctx.login('souschef@kantinen.dk');
  stranger = await ctx.login('indkob@storkoekken.dk');
  routes = await routeTable(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

interface Call {
  path: string;
  body?: unknown;
}

interface AccessCase {
  /** Creates the owner's resource and answers the call that names it. */
  setup: () => Promise<Call & { ownerUnchanged?: () => Promise<void> }>;
  /**
   * allowed: 2xx. refused: 403 or 404. own: the name is read in the caller's own space (a basket line
   * number): whatever the answer, the owner's resource is untouched.
   */
  colleague: 'allowed' | 'refused' | 'own';
}

async function json<T>(res: Response, parse: (v: unknown) => T): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return parse(JSON.parse(text));
}

// --- the owner's resources ---

let listCount = 0;
async function sharedList(opts: { pin?: string; withItem?: boolean } = {}) {
  const list = await json(await ctx.post('/api/favoritelists', { listName: `Delt ${++listCount}`, shared: true }, owner), (v) => FavoriteListSchema.parse(v));
  const product = await findOrderable(ctx.db, '1001', { weighed: false });
  if (opts.withItem !== false) await json(await ctx.post('/api/favoritelists/addproduct', { id: list.i, productId: product.id }, owner), (v) => v);
  if (opts.pin) await json(await ctx.post('/api/favoritelists/setpin', { favoritelistId: list.i, pin: opts.pin }, owner), (v) => v);
  return { id: list.i, productId: product.id, unit: product.unit };
}

let recurringCount = 0;
async function recurringOrder() {
  const [a] = await findOrderableLines(ctx.db, '1001', 1);
  const body = { orderName: `Fast ${++recurringCount}`, active: false, frequencyType: 0, weekDays: [1, 5], recurringWeek: 1, startDate: '2025-06-23', endDate: null, pauses: [], orderlines: [{ productId: a!.id, unit: a!.unit, amount: 2 }] };
  const [order] = await json(await ctx.post('/api/recurringorders', body, owner), (v) => RecurringOrderListSchema.parse(v));
  return { id: order!.id, version: order!.version, productId: a!.id, unit: a!.unit, lineNo: order!.orderlines[0]!.lineNo, head: body };
}

async function basketLine() {
  await emptyBaskets();
  const product = await findOrderable(ctx.db, '1001', { weighed: false });
  await json(await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, productId: product.id, unit: product.unit, amount: 2, expiryProduct: false }], owner), (v) => v);
  const basket = await json(await ctx.get('/api/order/revieworder', owner), (v) => ReviewBasketSchema.parse(v));
  const line = basket.lines.find((l) => l.productId === product.id)!;
  const ownerUnchanged = async () => {
    const now = await json(await ctx.get('/api/order/revieworder', owner), (v) => ReviewBasketSchema.parse(v));
    expect(now.lines.find((l) => l.lineNo === line.lineNo)).toMatchObject({ productId: product.id, amount: line.amount, unit: line.unit });
  };
  return { date: basket.deliveryDate, lineNo: line.lineNo, unit: line.unit, productId: product.id, ownerUnchanged };
}

/** The owner's and the colleague's baskets empty, so line numbers start afresh. */
async function emptyBaskets() {
  for (const cookie of [owner, colleague]) {
    const basket = await json(await ctx.get('/api/order/revieworder', cookie), (v) => ReviewBasketSchema.parse(v));
    await ctx.send('DELETE', `/api/order/emptybasket/${basket.deliveryDate}`, {}, cookie);
  }
}

async function placedOrder() {
  const { date } = await basketLine();
  const order = await json(await ctx.post('/api/order/complete', { deliveryDate: date }, owner), (v) => OrderSchema.parse(v));
  return order.orderNo;
}

let usernameCount = 0;
/** Issue 19 point 3: a pending request of kok@kantinen.dk (customer 500101) for a new colleague's login. */
async function usernameRequest() {
  const res = await ctx.post(`/api/profile/RequestNewUsername?username=fremmed.${++usernameCount}.${Date.now()}@kantinen.dk`, { name: 'Ny Kollega' }, owner);
  const { request } = await json(res, (v) => UsernameRequestAnswerSchema.parse(v));
  return request.id;
}

let listOwner: string | undefined;
/**
 * Issue 22 point 4: the current shopping list of kok@incokunde.dk (inco, cart type 1) with one line. A
 * list is its user's own: a name of it in anyone else's call is not found (404), before any check of the
 * caller's site or cart type.
 */
async function shoppingList() {
  listOwner ??= await ctx.login('kok@incokunde.dk');
  const product = await findOrderable(ctx.db, '3001', { weighed: false });
  const list = await json(await ctx.post('/api/shoppinglists/addline', { origin: Origin.ListSearch, productId: product.id, unit: product.unit, amount: 2 }, listOwner), (v) => ShoppingListSchema.parse(v));
  const line = list.lines.find((l) => l.productId === product.id)!;
  const ownerUnchanged = async () => {
    const now = await json(await ctx.get('/api/shoppinglists/null', listOwner), (v) => ShoppingListSchema.parse(v));
    expect(now).toMatchObject({ id: list.id, name: list.name, sentAt: null });
    expect(now.lines.find((l) => l.id === line.id)).toMatchObject({ amount: line.amount, unit: line.unit });
  };
  return { id: list.id, lineId: line.id, ownerUnchanged };
}

const CASES: Record<string, AccessCase> = {
  // Favourite lists (§4, §5, §7): the kitchen sees and fills a shared list; the owner alone changes it.
  'GET /api/favoritelists/get': { colleague: 'allowed', setup: async () => ({ path: `/api/favoritelists/get?id=${(await sharedList()).id}` }) },
  'PUT /api/favoritelists': { colleague: 'refused', setup: async () => ({ path: '/api/favoritelists', body: { id: (await sharedList()).id, listName: 'Omdøbt', shared: true } }) },
  'DELETE /api/favoritelists/product': { colleague: 'allowed', setup: async () => { const l = await sharedList(); return { path: `/api/favoritelists/product?id=${l.id}&productId=${l.productId}`, body: {} }; } },
  'DELETE /api/favoritelists/deletefavoritelist': { colleague: 'refused', setup: async () => ({ path: `/api/favoritelists/deletefavoritelist?id=${(await sharedList()).id}`, body: {} }) },
  'POST /api/favoritelists/addproduct': { colleague: 'allowed', setup: async () => { const l = await sharedList({ withItem: false }); return { path: '/api/favoritelists/addproduct', body: { id: l.id, productId: l.productId } }; } },
  'POST /api/favoritelists/standardunit': { colleague: 'allowed', setup: async () => { const l = await sharedList(); return { path: '/api/favoritelists/standardunit', body: { id: l.id, productId: l.productId, stdUnit: l.unit } }; } },
  'POST /api/favoritelists/sortorder': { colleague: 'allowed', setup: async () => ({ path: '/api/favoritelists/sortorder', body: { id: (await sharedList()).id, sorting: 2 } }) },
  'POST /api/favoritelists/replaceobsolete': { colleague: 'allowed', setup: async () => ({ path: '/api/favoritelists/replaceobsolete', body: { id: (await sharedList()).id } }) },
  'POST /api/favoritelists/setpin': { colleague: 'refused', setup: async () => ({ path: '/api/favoritelists/setpin', body: { favoritelistId: (await sharedList()).id, pin: '2468' } }) },
  'POST /api/favoritelists/verifypin': { colleague: 'allowed', setup: async () => ({ path: '/api/favoritelists/verifypin', body: { favoritelistId: (await sharedList({ pin: '1357' })).id, pin: '1357' } }) },
  'POST /api/favoritelists/clearpin': { colleague: 'refused', setup: async () => ({ path: '/api/favoritelists/clearpin', body: { favoritelistId: (await sharedList({ pin: '1357' })).id, pin: '1357' } }) },
  // Issue 20 point 2: the allergen overview of a list is read by whoever sees the list.
  'GET /api/favoritelists/:id/allergens': { colleague: 'allowed', setup: async () => ({ path: `/api/favoritelists/${(await sharedList()).id}/allergens` }) },
  'DELETE /api/favoritelists/:id': { colleague: 'refused', setup: async () => ({ path: `/api/favoritelists/${(await sharedList()).id}`, body: {} }) },
  // Recurring orders belong to the department (§7): the kitchen's colleagues keep them.
  'GET /api/recurringorders/:id': { colleague: 'allowed', setup: async () => ({ path: `/api/recurringorders/${(await recurringOrder()).id}` }) },
  'PUT /api/recurringorders': { colleague: 'allowed', setup: async () => { const o = await recurringOrder(); const { orderlines: _l, ...head } = o.head; return { path: '/api/recurringorders', body: { ...head, orderName: 'Ændret', id: o.id, version: o.version } }; } },
  'PUT /api/recurringorders/replace': { colleague: 'allowed', setup: async () => { const o = await recurringOrder(); return { path: '/api/recurringorders/replace', body: { orderId: o.id, orderlines: [{ productId: o.productId, unit: o.unit, amount: 5 }] } }; } },
  'POST /api/recurringorders/line': { colleague: 'allowed', setup: async () => { const o = await recurringOrder(); const p = await findOrderable(ctx.db, '1001', { weighed: false, notIn: [o.productId] }); return { path: '/api/recurringorders/line', body: { orderId: o.id, productId: p.id, unit: p.unit, amount: 1 } }; } },
  'PUT /api/recurringorders/line': { colleague: 'allowed', setup: async () => { const o = await recurringOrder(); return { path: '/api/recurringorders/line', body: { orderId: o.id, lineNo: o.lineNo, unit: o.unit, amount: 7 } }; } },
  'DELETE /api/recurringorders/:id/line/:lineNo': { colleague: 'allowed', setup: async () => { const o = await recurringOrder(); return { path: `/api/recurringorders/${o.id}/line/${o.lineNo}`, body: {} }; } },
  // Issue 19 point 4: a notification address belongs to the department, like its recurring orders.
  'DELETE /api/recurringorders/notificationsemails/:id': { colleague: 'allowed', setup: async () => {
    const res = await ctx.post('/api/recurringorders/notificationsemails', { email: `adresse${Date.now()}${Math.random().toString(36).slice(2, 6)}@kantinen.dk` }, owner);
    const { emails } = RecurringNotificationsSchema.parse(await res.json());
    return { path: `/api/recurringorders/notificationsemails/${emails.at(-1)!.id}`, body: {} };
  } },
  'DELETE /api/recurringorders/:id': { colleague: 'allowed', setup: async () => ({ path: `/api/recurringorders/${(await recurringOrder()).id}`, body: {} }) },
  // Placed orders: the kitchen's history (§7 history); ordering again fills the caller's own basket.
  'GET /api/order/history/:orderNo': { colleague: 'allowed', setup: async () => ({ path: `/api/order/history/${await placedOrder()}` }) },
  'POST /api/order/orderagain/:orderNo': { colleague: 'allowed', setup: async () => ({ path: `/api/order/orderagain/${await placedOrder()}`, body: {} }) },
  // A basket is its user's own: a line number names a line of the caller's basket only.
  'DELETE /api/order/orderline/:date/:lineNo': { colleague: 'own', setup: async () => { const l = await basketLine(); return { path: `/api/order/orderline/${l.date}/${l.lineNo}`, body: {}, ownerUnchanged: l.ownerUnchanged }; } },
  'PUT /api/order/updateorderline': { colleague: 'own', setup: async () => { const l = await basketLine(); return { path: '/api/order/updateorderline', body: { deliveryDate: l.date, lineNo: l.lineNo, amount: 3, unit: l.unit }, ownerUnchanged: l.ownerUnchanged }; } },
  // Issue 20 point 5: the swap works on the caller's own basket line; the product is any valid one.
  'POST /api/order/swapline': { colleague: 'own', setup: async () => { const l = await basketLine(); return { path: '/api/order/swapline', body: { deliveryDate: l.date, lineNo: l.lineNo, productId: l.productId }, ownerUnchanged: l.ownerUnchanged }; } },
  // Issue 19 point 3: a request for a new login is decided by an admin of its customer only; a
  // colleague who is no admin gets 403 (another customer's admin: the extra case below).
  'POST /api/profile/usernamerequests/:id/approve': { colleague: 'refused', setup: async () => ({ path: `/api/profile/usernamerequests/${await usernameRequest()}/approve`, body: {} }) },
  'POST /api/profile/usernamerequests/:id/reject': { colleague: 'refused', setup: async () => ({ path: `/api/profile/usernamerequests/${await usernameRequest()}/reject`, body: {} }) },
  // Issue 22 point 4: a shopping list and its lines are their user's own (the inco colleague: below).
  'PUT /api/shoppinglists': { colleague: 'refused', setup: async () => { const l = await shoppingList(); return { path: '/api/shoppinglists', body: { id: l.id, name: 'Fremmed', comment: '' }, ownerUnchanged: l.ownerUnchanged }; } },
  'POST /api/shoppinglists/send': { colleague: 'refused', setup: async () => { const l = await shoppingList(); return { path: '/api/shoppinglists/send', body: { id: l.id }, ownerUnchanged: l.ownerUnchanged }; } },
  'PUT /api/shoppinglists/updateline': { colleague: 'refused', setup: async () => { const l = await shoppingList(); return { path: `/api/shoppinglists/updateline?lineId=${l.lineId}`, body: { amount: 7 }, ownerUnchanged: l.ownerUnchanged }; } },
  'DELETE /api/shoppinglists': { colleague: 'refused', setup: async () => { const l = await shoppingList(); return { path: `/api/shoppinglists?lineId=${l.lineId}`, body: {}, ownerUnchanged: l.ownerUnchanged }; } },
};

function methodOf(key: string): string {
  return key.split(' ')[0]!;
}

/** The routes that take an owned id, as the route table describes them. */
function ownedIdRoutes(): string[] {
  return routes
    .filter((r) => !NOT_OWNED_PATHS.some((p) => p.test(r.path)))
    .filter((r) => r.params.some((p) => OWNED_ID_FIELDS.has(p)) || r.inputs.some((i) => Object.keys(i.schema.properties ?? {}).some((f) => OWNED_ID_FIELDS.has(f))))
    .map((r) => `${r.method} ${r.path}`);
}

async function call(key: string, c: Call, cookie: string): Promise<Response> {
  return ctx.send(methodOf(key), c.path, c.body, cookie);
}

describe('foreign-access matrix (issue 14 §3)', () => {
  it('has a case for every route with an owned id', () => {
    const routesWithIds = ownedIdRoutes();
    const missing = routesWithIds.filter((k) => !(k in CASES));
    console.log(`foreign-access: ${routesWithIds.length - missing.length} of ${routesWithIds.length} routes with an id covered`);
    expect(missing, `routes with an owned id and no case:\n${missing.join('\n')}`).toEqual([]);
  });

  it.each(Object.keys(CASES))("%s: another customer's id answers 404 and changes nothing; a colleague gets what sharing allows", async (key) => {
    const access = CASES[key]!;
    const c = await access.setup();
    const watch = await ChangeWatch.start(ctx.db);
    const foreign = await call(key, c, stranger);
    const text = await foreign.text();
    expect(foreign.status, `${key} by another customer: ${text}`).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await watch.check(), `${key} by another customer changed the database`).toEqual([]);

    const mate = await call(key, c, colleague);
    const mateText = await mate.text();
    if (access.colleague === 'allowed') expect(mate.status, `${key} by a colleague: ${mateText}`).toBeLessThan(300);
    else if (access.colleague === 'refused') {
      expect([403, 404], `${key} by a colleague: ${mate.status} ${mateText}`).toContain(mate.status);
      expect(await watch.check(), `${key} refused to a colleague changed the database`).toEqual([]);
    }
    else {
      expect(mate.status, `${key} by a colleague: ${mateText}`).toBeLessThan(500);
      await c.ownerUnchanged!();
    }
  });
});

// Issue 19 point 3: the decisions on a request for a new login belong to the admins of the request's
// customer. Another customer's ADMIN (leder@egebakken.dk, 500104) is refused like anyone foreign.
describe("another customer's admin (issue 19 point 3)", () => {
  it.each(['approve', 'reject'])('POST /api/profile/usernamerequests/:id/%s answers 404 and changes nothing', async (action) => {
    const otherAdmin = await ctx.login('leder@egebakken.dk');
    const id = await usernameRequest();
    const watch = await ChangeWatch.start(ctx.db);
    const res = await ctx.post(`/api/profile/usernamerequests/${id}/${action}`, {}, otherAdmin);
    expect(res.status, await res.clone().text()).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NotFound', message: expect.any(String) });
    expect(await watch.check()).toEqual([]);
  });
});

// Issue 17 §3: favourite recipes are named by the recipe service's public id, so a call never names the
// owner's row: whatever another user (colleague or foreign) does with that id acts on their own list.
describe('favourite recipes (issue 17 §3)', () => {
  it("another user's calls with the owner's favourite recipe id neither show nor change the owner's", async () => {
    const [recipe] = await ctx.db.select({ id: t.recipes.id }).from(t.recipes).limit(1);
    const mine = await json(await ctx.post('/api/favoriterecipes', { RecipeId: recipe!.id }, owner), (v) => FavoriteRecipesSchema.parse(v));
    expect(mine.recipeIds).toContain(recipe!.id);
    for (const other of [stranger, colleague]) {
      const seen = await json(await ctx.get('/api/favoriterecipes', other), (v) => FavoriteRecipesSchema.parse(v));
      expect(seen.recipeIds).not.toContain(recipe!.id);
      const watch = await ChangeWatch.start(ctx.db);
      const removed = await json(await ctx.send('DELETE', `/api/favoriterecipes/${recipe!.id}`, {}, other), (v) => FavoriteRecipesSchema.parse(v));
      expect(removed.recipeIds).not.toContain(recipe!.id);
      expect(await watch.check(), 'removing a recipe the caller never marked changed the database').toEqual([]);
    }
    const after = await json(await ctx.get('/api/favoriterecipes', owner), (v) => FavoriteRecipesSchema.parse(v));
    expect(after.recipeIds).toEqual(mine.recipeIds);
  });
});

// Issue 22 point 4: a colleague in the same inco department with shopping lists of his own
// (souschef@incokunde.dk, cart type 1) may use every shopping-list call, but another user's list or line
// is not his: 404, and nothing changes.
describe('shopping lists of a colleague in the same department (issue 22 point 4)', () => {
  it.each(['PUT /api/shoppinglists', 'POST /api/shoppinglists/send', 'PUT /api/shoppinglists/updateline', 'DELETE /api/shoppinglists'])('%s answers 404 and changes nothing', async (key) => {
    const incoColleague = await ctx.login('souschef@incokunde.dk');
    const c = await CASES[key]!.setup();
    const watch = await ChangeWatch.start(ctx.db);
    const res = await call(key, c, incoColleague);
    const text = await res.text();
    expect(res.status, `${key} by the inco colleague: ${text}`).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ error: 'NotFound', message: expect.any(String) });
    expect(await watch.check(), `${key} by the inco colleague changed the database`).toEqual([]);
    await c.ownerUnchanged!();
  });
});
